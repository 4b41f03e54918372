import { describe, expect, it } from 'vitest';
import { docExcerpt, docFromPlainText, docRefs, docText, safeHref, sanitizeDoc } from './rich-text';

describe('safeHref', () => {
  it('keeps web, mail and phone addresses and paths of the store', () => {
    for (const href of ['https://zuuch.mn/a', 'http://example.com', 'mailto:info@zuuch.mn', 'tel:+97670000000', '/faq#pay', '#top'])
      expect(safeHref(href)).toBe(href);
  });
  it('refuses scripts, data, other schemes, protocol-relative and disguised addresses', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:x', 'data:text/html,<script>', 'vbscript:x', '//evil.example', '/\\evil.example', 'https:/\\evil', 'ftp://x', '\u0000javascript:x', 'https://a b'])
      expect(safeHref(href)).toBeNull();
  });
});

describe('sanitizeDoc', () => {
  it('keeps the nodes and marks content uses', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Customs' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Read ', marks: [{ type: 'bold' }] }, { type: 'text', text: 'this', marks: [{ type: 'link', attrs: { href: '/faq' } }] }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }] },
        { type: 'image', attrs: { imageId: '0b7c6c1e-3f6e-4d7c-9a57-1c2f3e4d5a6b', alt: 'A box' } },
        { type: 'productCard', attrs: { slug: 'iphone-15' } },
      ],
    };
    expect(sanitizeDoc(doc)).toEqual(doc);
  });
  it('drops scripts, handlers, raw HTML, unknown nodes and attributes, and dangerous links', () => {
    const doc = sanitizeDoc({
      type: 'doc',
      content: [
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        { type: 'html', html: '<img src=x onerror=alert(1)>' },
        { type: 'paragraph', attrs: { onclick: 'alert(1)', style: 'x' }, content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)', onmouseover: 'alert(1)' } }] }] },
        { type: 'image', attrs: { imageId: 'javascript:alert(1)', src: 'javascript:alert(1)', alt: 'x' } },
        { type: 'image', attrs: { imageId: '0b7c6c1e-3f6e-4d7c-9a57-1c2f3e4d5a6b', src: 'https://evil/x.png', onerror: 'alert(1)', alt: '"><script>' } },
        { type: 'productCard', attrs: { slug: '"><script>alert(1)</script>' } },
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'h' }] },
      ],
    });
    expect(doc).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'x' }] },
        { type: 'image', attrs: { imageId: '0b7c6c1e-3f6e-4d7c-9a57-1c2f3e4d5a6b', alt: '"><script>' } },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'h' }] },
      ],
    });
    expect(JSON.stringify(doc)).not.toMatch(/javascript|onerror|onclick|src/);
  });
  it('reads posted JSON text, and plain text as the plain-text format', () => {
    expect(sanitizeDoc('{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"hi"}]}]}')).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'hi' }] }] });
    expect(sanitizeDoc('<script>alert(1)</script>')).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] }] });
    expect(sanitizeDoc(null)).toEqual({ type: 'doc', content: [] });
  });
  it('refuses documents too deep or too large', () => {
    let deep: unknown = { type: 'paragraph', content: [{ type: 'text', text: 'x' }] };
    for (let i = 0; i < 30; i++) deep = { type: 'blockquote', content: [deep] };
    expect(() => sanitizeDoc({ type: 'doc', content: [deep] })).toThrow(/too large/);
    expect(() => sanitizeDoc({ type: 'doc', content: Array.from({ length: 30_000 }, () => ({ type: 'horizontalRule' })) })).toThrow(/too large/);
  });
});

describe('the plain-text format', () => {
  const doc = docFromPlainText('## How customs work\nGoods over the limit pay duty.\n\n- one\n- two\n\n1. first\n2. second\n\n[[product:iphone-15]]\n\nSee [the FAQ](/faq#customs) and **bold**.');
  it('makes headings, lists, product cards, links and bold', () => {
    expect(doc.content.map((b) => b.type)).toEqual(['heading', 'paragraph', 'bulletList', 'orderedList', 'productCard', 'paragraph']);
    expect(docRefs([doc])).toEqual({ imageIds: [], productSlugs: ['iphone-15'] });
    expect(doc.content[5]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'See ' },
        { type: 'text', text: 'the FAQ', marks: [{ type: 'link', attrs: { href: '/faq#customs' } }] },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
        { type: 'text', text: '.' },
      ],
    });
  });
  it('gives plain text and excerpts', () => {
    expect(docText(doc)).toBe('How customs work\nGoods over the limit pay duty.\none\ntwo\nfirst\nsecond\nSee the FAQ and bold.');
    expect(docExcerpt(doc, 30)).toBe('How customs work Goods over…');
  });
});
