import { describe, expect, it } from 'vitest';
import { clickText, cleanText, createRageDetector, isDeadClick, isInteractive, keptTitle, type ElementLike, type NodeLike } from './clicks';

/** A small stand-in for a DOM element: the parts the rules read. */
function el(tag: string, attrs: Record<string, string> = {}, children: (ElementLike | string)[] = [], extra: Partial<ElementLike> = {}): ElementLike {
  const node: ElementLike = { tagName: tag.toUpperCase(), nodeType: 1, nodeValue: null, parentElement: null, childNodes: [], getAttribute: (name) => attrs[name] ?? null, ...extra };
  node.childNodes = children.map((child): NodeLike => {
    if (typeof child === 'string') return { nodeType: 3, nodeValue: child, childNodes: [] };
    child.parentElement = node;
    return child;
  });
  return node;
}

describe('click text', () => {
  it('is a control’s label, else its words (a picture by its alt)', () => {
    const icon = el('svg');
    const button = el('button', { 'aria-label': 'Add to cart' }, [icon]);
    expect(clickText(icon)).toBe('Add to cart');
    const span = el('span', {}, ['  Place\n  order ']);
    el('button', {}, [span]);
    expect(clickText(span)).toBe('Place order');
    const img = el('img', { alt: 'Zuuch' });
    el('a', { href: '/' }, [img]);
    expect(clickText(img)).toBe('Zuuch');
    expect(button.tagName).toBe('BUTTON');
  });

  it('never reads a field’s value or the text inside fields', () => {
    const input = el('input', { type: 'text', placeholder: 'Your name' }, [], { value: 'Bat Dorj' } as Partial<ElementLike>);
    expect(clickText(input)).toBe('Your name');
    const textarea = el('textarea', { 'aria-label': 'Short letter' }, ['secret words']);
    expect(clickText(textarea)).toBe('Short letter');
    // A label around a select: its words, not the choices; a field without words: only what it is.
    const select = el('select', {}, [el('option', {}, ['9911 2233'])]);
    const label = el('label', {}, ['City ', select]);
    expect(clickText(label)).toBe('City');
    expect(clickText(select)).toBe('select');
    const box = el('div', { contenteditable: 'true' }, ['typed here']);
    expect(clickText(box)).toBe('div');
    const labelled = el('input', { type: 'email' }, [], { labels: [el('label', {}, ['Email'])] });
    expect(clickText(labelled)).toBe('Email');
  });

  it('of anything else is its label, alt or heading, else only its tag', () => {
    const heading = el('h1', {}, ['Apple iPhone 17 Pro']);
    expect(clickText(heading)).toBe('Apple iPhone 17 Pro');
    const inHeading = el('span', {}, ['iPhone']);
    el('h2', {}, ['Apple ', inHeading]);
    expect(clickText(inHeading)).toBe('Apple iPhone');
    expect(clickText(el('img', { alt: 'Red phone, front' }))).toBe('Red phone, front');
    // A paragraph can hold the shopper's own words (a name, an address): not read.
    expect(clickText(el('p', {}, ['Bat Dorj, Khan-Uul 11']))).toBe('p');
  });

  it('is empty inside data-private, and hides addresses and phone numbers', () => {
    const name = el('span', {}, ['Saraa Bold']);
    el('a', { href: '/user', 'data-private': 'true' }, [name]);
    expect(clickText(name)).toBe('');
    expect(cleanText('Write to saraa@example.mn or call +976 9911 2233 now')).toBe('Write to [email] or call [number] now');
    expect(cleanText('Price 1,299,000₮ · order 10234')).toBe('Price 1,299,000₮ · order 10234');
    expect(cleanText('x'.repeat(200))).toHaveLength(80);
  });

  it('keeps page titles, but not the search page’s, which names what was typed', () => {
    expect(keptTitle('/p/apple-iphone', 'Apple | Apple iPhone 17 Pro | Zuuch')).toBe('Apple | Apple iPhone 17 Pro | Zuuch');
    expect(keptTitle('/search', 'Results for “my secret” | Zuuch')).toBe('');
  });

  it('knows controls', () => {
    expect(isInteractive(el('a', { href: '/' }))).toBe(true);
    expect(isInteractive(el('a'))).toBe(false);
    expect(isInteractive(el('div', { role: 'button' }))).toBe(true);
    expect(isInteractive(el('div', { tabindex: '0' }))).toBe(true);
    expect(isInteractive(el('div', { tabindex: '-1' }))).toBe(false);
    expect(isInteractive(el('h1'))).toBe(false);
  });
});

describe('rage clicks', () => {
  it('are three close clicks within a second, counted once a burst', () => {
    const click = createRageDetector();
    expect(click(100, 100, 0).kind).toBe('click');
    expect(click(110, 105, 300).kind).toBe('click');
    const third = click(95, 98, 600);
    expect(third.kind).toBe('rage');
    expect(click(100, 100, 800)).toEqual({ kind: 'burst', burst: third.burst });
    expect(click(100, 100, 1000).kind).toBe('burst');
    // A pause ends the burst: the next three are a new one.
    expect(click(100, 100, 2500).kind).toBe('click');
    expect(click(100, 100, 2600).kind).toBe('click');
    expect(click(100, 100, 2700)).toEqual({ kind: 'rage', burst: third.burst + 1 });
  });

  it('are not clicks far apart in place or time', () => {
    const click = createRageDetector();
    click(100, 100, 0);
    click(100, 100, 400);
    expect(click(200, 100, 500).kind).toBe('click'); // 100 px away: a new burst
    const slow = createRageDetector();
    slow(0, 0, 0);
    slow(0, 0, 900);
    expect(slow(0, 0, 1800).kind).toBe('click'); // three in 1.8 s, not in one second
    expect(slow(0, 0, 1900).kind).toBe('rage');
  });
});

describe('dead clicks', () => {
  const quiet = { interactive: true, changed: false, navigated: false, focusMoved: false, selectedText: false, rage: false };
  it('are a control that changed nothing, or anything that is not a control', () => {
    expect(isDeadClick(quiet)).toBe(true);
    expect(isDeadClick({ ...quiet, changed: true })).toBe(false);
    expect(isDeadClick({ ...quiet, focusMoved: true })).toBe(false);
    expect(isDeadClick({ ...quiet, navigated: true })).toBe(false);
    expect(isDeadClick({ ...quiet, interactive: false, changed: true })).toBe(true);
  });
  it('are not part of a rage burst, a text selection or a page opened', () => {
    expect(isDeadClick({ ...quiet, interactive: false, rage: true })).toBe(false);
    expect(isDeadClick({ ...quiet, interactive: false, selectedText: true })).toBe(false);
    expect(isDeadClick({ ...quiet, interactive: false, navigated: true })).toBe(false);
  });
});
