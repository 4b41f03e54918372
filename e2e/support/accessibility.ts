// Accessibility checks for journeys. axe-core's WCAG 2.0/2.1 A and AA rules, run in the page as it stands (after
// hydration, in its theme and width): the script goes in through page.evaluate, which the Content-Security-Policy does not
// govern (a script tag would be refused). And what axe does not see: sideways scrolling, text clipped under a reader's
// text spacing, and controls that do not show keyboard focus.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';
export type AxeViolation = { id: string; impact: AxeImpact | null; help: string; nodes: { target: string[]; summary: string }[] };

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's WCAG 2.1 A/AA violations, each with the elements at fault. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    // axe is the global the script above defined.
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: any[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.map((v) => ({
      id: v.id as string,
      impact: v.impact as AxeImpact | null,
      help: v.help as string,
      nodes: (v.nodes as { target: string[]; failureSummary?: string }[]).map((n) => ({ target: n.target.map(String), summary: n.failureSummary ?? '' })),
    }));
  }, WCAG_AA);
}

/** Only the serious and critical ones: the bar every page is held to. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A readable list for an assertion's message: rule, impact, help and the first elements at fault. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}: ${n.summary.replace(/\s+/g, ' ').slice(0, 240)}`).join('\n')}`)
    .join('\n');
}

/** Whether the page scrolls sideways (content wider than the viewport), and the widest elements that make it so. */
export async function scrollsSideways(page: Page): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] } | null> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    if (root.scrollWidth <= root.clientWidth) return null;
    const culprits = [...document.body.querySelectorAll('*')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right + window.scrollX }))
      .filter(({ right }) => right > root.clientWidth + 0.5)
      // The outermost ones: an element inside a wider one says nothing new.
      .filter(({ el }, _i, all) => !all.some((o) => o.el !== el && o.el.contains(el)))
      .slice(0, 5)
      .map(({ el, right }) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join('.')} ends at ${Math.round(right)} px`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
}

/** The text spacing a reader may force (WCAG 1.4.12), as a style sheet of the document's own (no style tag for the CSP to refuse). */
export async function forceTextSpacing(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/** Elements under `selector` whose words are cut off: wider or taller than their box, which hides the overflow. */
export async function clippedText(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    return [...document.querySelectorAll(selector)]
      .flatMap((root) => [root, ...root.querySelectorAll('*')])
      .filter((el) => {
        const style = getComputedStyle(el);
        // Visually hidden text (sr-only: a 1 px box) is meant to be clipped.
        if (el.clientWidth <= 1 || !el.textContent?.trim() || style.display === 'none') return false;
        return (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1) || (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1);
      })
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 40)}" (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
  }, selector);
}

/**
 * What shows focus on the elements numbered `probes` (data-focus-probe), as computed: the outline and shadow of each, of
 * its ::before and ::after, of its next sibling (peer-focus styles) and of its parent (focus-within styles). Transitions
 * are waited out first. Self-contained: it runs in the page.
 */
async function focusLooks(probes: string[]): Promise<string[]> {
  await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {})));
  const look = (e: Element | null, pseudo?: string) => {
    if (!e) return '';
    const s = getComputedStyle(e, pseudo);
    return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.outlineOffset} / ${s.boxShadow}`;
  };
  return probes.map((probe) => {
    const el = document.querySelector(`[data-focus-probe="${probe}"]`)!;
    return [look(el), look(el, '::before'), look(el, '::after'), look(el.nextElementSibling), look(el.parentElement)].join(' | ');
  });
}

/**
 * Walks the page with Tab from the top, at most `stops` times, and answers the controls that look the same focused as
 * not: each is described by its tag and accessible text. Every control must show where the keyboard is (WCAG 2.4.7).
 */
export async function controlsWithoutFocusLook(page: Page, stops: number): Promise<{ visited: number; unseen: string[] }> {
  // Every element that can take focus, numbered, and how each looks unfocused.
  const count = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const all = document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]');
    all.forEach((el, i) => el.setAttribute('data-focus-probe', String(i)));
    return all.length;
  });
  const probes = Array.from({ length: count }, (_, i) => String(i));
  const unfocused = await page.evaluate(focusLooks, probes);
  const unseen: string[] = [];
  const seen = new Set<string>();
  let visited = 0;
  for (; visited < stops; visited++) {
    await page.keyboard.press('Tab');
    const probe = await page.evaluate(() => document.activeElement?.getAttribute('data-focus-probe') ?? null);
    // Back to the page itself, or round to where the walk began: every control has been met.
    if (probe === null || seen.has(probe)) break;
    seen.add(probe);
    const [focused] = await page.evaluate(focusLooks, [probe]);
    if (focused === unfocused[Number(probe)]) {
      unseen.push(
        await page.evaluate((probe) => {
          const el = document.querySelector(`[data-focus-probe="${probe}"]`)!;
          const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
          return `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''} "${name.slice(0, 50)}"`;
        }, probe),
      );
    }
  }
  return { visited, unseen };
}

/** How the element at `selector` shows focus now (compare focused with unfocused), e.g. a product card's link. */
export async function focusLookOf(page: Page, selector: string): Promise<string> {
  await page.evaluate((selector) => document.querySelector(selector)!.setAttribute('data-focus-probe', 'one'), selector);
  const [look] = await page.evaluate(focusLooks, ['one']);
  return look;
}

/** The floor every page is held to, as one assertion: no serious axe violation, and no sideways scrolling. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  expect(await scrollsSideways(page), `${name} scrolls sideways`).toBeNull();
  const serious = await seriousViolations(page);
  expect(serious, `${name}: ${describeViolations(serious)}`).toEqual([]);
}
