// The demo store's content is complete in both languages and points only at things that exist: product cards at real
// products of the demo catalog, links at the store's routes and entries.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES, FAQ_TOPICS, LEGAL_KEYS, ROUTED_PAGE_KEYS, isContentKey, type ContentKind } from '../../../core/content';
import { docFromPlainText, docRefs, docText, walkBlocks, type RichDoc, type RichInline } from '../../../core/rich-text';
import { products } from './catalog-data';
import { contentSeeds, type ContentSeed } from './content-data';

const languages = ['mn', 'en'] as const;
const docs = (e: ContentSeed) => languages.map((lang) => docFromPlainText(e.text[lang]));
const ofKind = (kind: ContentKind) => contentSeeds.filter((e) => e.kind === kind);
const keysOf = (kind: ContentKind) => new Set(ofKind(kind).map((e) => e.key));
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;

/** Every link address of a document. */
function links(doc: RichDoc): string[] {
  const inline = (content: RichInline[] | undefined) =>
    (content ?? []).flatMap((n) => (n.type === 'text' ? (n.marks ?? []).flatMap((m) => (m.type === 'link' ? [m.attrs.href] : [])) : []));
  return [...walkBlocks(doc.content)].flatMap((b) => (b.type === 'paragraph' || b.type === 'heading' ? inline(b.content) : []));
}

/** The store's route paths (app/routes.ts, read as text: the server does not import the app) as patterns. */
const routePatterns = [...readFileSync(path.resolve(import.meta.dirname, '../../../app/routes.ts'), 'utf8').matchAll(/\broute\('([^']+)'/g)]
  .map((m) => m[1])
  .filter((p) => p !== '*')
  .map((p) => new RegExp(`^/${p.replace(/:[a-zA-Z]+/g, '[^/]+')}$`));

const productSlugs = new Set(products.filter((p) => p.active !== false).map((p) => p.slug));

/** Why an internal link goes nowhere, or null when it leads to a route or an entry that exists. */
function brokenLink(href: string): string | null {
  const [pathAndQuery, hash] = href.split('#');
  const pathname = pathAndQuery.split('?')[0];
  const [, first, rest] = /^\/([^/]*)\/?(.*)$/.exec(pathname) ?? [];
  if (first === 'faq') return hash && !keysOf('faq').has(hash) ? `no FAQ question "${hash}"` : null;
  if (first === 'media' && rest) return keysOf('article').has(rest) ? null : `no article "${rest}"`;
  if (first === 'legal') return keysOf('legal').has(rest) ? null : `no legal document "${rest}"`;
  if (first === 'p') return productSlugs.has(rest) ? null : `no product "${rest}"`;
  if (pathname === '/' || routePatterns.some((r) => r.test(pathname))) return null;
  return keysOf('page').has(pathname.slice(1)) ? null : 'no route or page';
}

/**
 * Latin words Mongolian text may use: brand and product names as they are written, size and file systems, and the
 * abbreviations printed on goods. Anything else in Latin letters is English left in a Mongolian text.
 */
const LATIN_ALLOWED = new Set([
  'Apple', 'iPhone', 'MacBook', 'Air', 'Samsung', 'Galaxy', 'Nike', 'New', 'Balance', 'Asics', 'Uniqlo', 'Heattech', 'Levi’s',
  'Windows', 'macOS', 'Google', 'QPay', 'Storepay', 'Pocket', 'zero', 'PayOn', 'Easy', 'Leasing', 'Boss', 'Coway', 'Xiaomi', 'Gobi',
  'Analytics', 'E-Mongolia',
  // cookie names, as the browser lists them
  'sid', 'user', 'token', 'lang', 'color-scheme', 'gflow',
  // an example of a register number typed in Latin letters
  'UB',
  'EU', 'US', 'UK', 'IP', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'QR', 'SIM', 'eSIM', 'IMEI', 'HEPA', 'PDF', 'JPG', 'PNG', 'MB', 'INPUT',
]);

/** Latin words of a Mongolian text outside addresses (links, paths, emails, sites) and product cards; words with digits are model codes. */
function latinWords(text: string): string[] {
  const prose = text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\[\[product:[^\]]*\]\]/g, '')
    .replace(/\S+@\S+/g, '')
    .replace(/(^|\s)\/(?:\{[^}]*\}|[^\s{])*/g, '$1')
    .replace(/\b[\w.-]+\.(?:mn|com)\b/g, '');
  return [...prose.matchAll(/[A-Za-z][A-Za-z0-9’'-]*/g)].map((m) => m[0].replace(/-+$/, '')).filter((w) => !/\d/.test(w));
}

describe('the demo store’s content', () => {
  it.each(contentSeeds.map((e) => [`${e.kind} ${e.key}`, e] as const))('%s is whole in both languages', (_, entry) => {
    expect(isContentKey(entry.kind, entry.key)).toBe(true);
    for (const lang of languages) {
      expect(entry.title[lang].trim(), lang).not.toBe('');
      if (entry.kind !== 'faq') expect(entry.summary[lang].trim(), lang).not.toBe('');
      const text = docText(docFromPlainText(entry.text[lang]));
      expect(text.length, lang).toBeGreaterThan(40);
      // Markup the plain-text format did not read (a broken link or card) would show as it was typed.
      expect(text, lang).not.toMatch(/\[\[|\]\(|\*\*|^#/m);
    }
  });

  it('has one entry per kind and key', () => {
    const ids = contentSeeds.map((e) => `${e.kind}:${e.key}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows product cards only of active products of the demo catalog', () => {
    const slugs = contentSeeds.flatMap((e) => docRefs(docs(e)).productSlugs);
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) expect(productSlugs.has(slug), slug).toBe(true);
  });

  it('links only to the store’s routes and entries', () => {
    const broken = contentSeeds.flatMap((e) =>
      docs(e)
        .flatMap(links)
        .filter((href) => href.startsWith('/'))
        .map((href) => [e.key, href, brokenLink(href)] as const)
        .filter(([, , why]) => why !== null),
    );
    expect(broken).toEqual([]);
  });

  it('writes Mongolian without English words (brands, sizes and codes aside)', () => {
    const stray = contentSeeds.flatMap((e) =>
      latinWords([e.title.mn, e.summary.mn, e.text.mn].join('\n'))
        .filter((w) => !LATIN_ALLOWED.has(w))
        .map((w) => `${e.key}: ${w}`),
    );
    expect(stray).toEqual([]);
  });

  it('catches English left in Mongolian text', () => {
    expect(latinWords('Төлбөрөө QPay-ээр төлнө, see [энд](/faq#x) or EU 42.').filter((w) => !LATIN_ALLOWED.has(w))).toEqual(['see', 'or']);
  });
});

describe('articles', () => {
  const articles = ofKind('article');

  it('are at least eight, some with product cards', () => {
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(articles.filter((a) => docRefs(docs(a)).productSlugs.length > 0).length).toBeGreaterThanOrEqual(3);
  });

  it.each(articles.map((a) => [a.key, a] as const))('%s is a real read in both languages, filed and dated', (_, a) => {
    for (const lang of languages) expect(words(docText(docFromPlainText(a.text[lang]))), lang).toBeGreaterThanOrEqual(300);
    expect(ARTICLE_CATEGORIES).toContain(a.category);
    expect(a.tags?.length).toBeGreaterThanOrEqual(3);
    expect(a.tags?.length).toBeLessThanOrEqual(5);
    for (const tag of a.tags ?? []) expect(tag).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Date(a.firstPublishedAt).getUTCFullYear()).toBe(2026);
    expect(new Date(a.updatedAt ?? a.firstPublishedAt).getTime()).toBeGreaterThanOrEqual(new Date(a.firstPublishedAt).getTime());
  });
});

describe('FAQ', () => {
  it.each(FAQ_TOPICS.map((t) => [t] as const))('answers four to six questions on %s, in order', (topic) => {
    const questions = ofKind('faq').filter((q) => q.category === topic);
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(questions.length).toBeLessThanOrEqual(6);
    expect(questions.map((q) => q.position)).toEqual(questions.map((_, i) => i));
  });

  it('files every question under a topic', () => {
    for (const q of ofKind('faq')) expect(FAQ_TOPICS, q.key).toContain(q.category);
  });
});

describe('legal documents and pages', () => {
  it('has every legal document, the terms in their second version with the first kept', () => {
    expect([...keysOf('legal')].sort()).toEqual([...LEGAL_KEYS].sort());
    const terms = ofKind('legal').find((e) => e.key === 'terms')!;
    expect(terms.legal?.version).toBe(2);
    expect(terms.legal?.effectiveAt).toBe('2026-10-01T00:00:00.000Z');
    expect(terms.legal?.changes?.mn).toBeTruthy();
    expect(terms.legal?.changes?.en).toBeTruthy();
    const [v1] = terms.legal?.earlier ?? [];
    expect(v1?.version).toBe(1);
    expect(v1?.text?.en).toBeTruthy();
    expect(v1?.text?.en).not.toBe(terms.text.en);
    expect(v1?.text?.mn).not.toBe(terms.text.mn);
    expect(ofKind('legal').find((e) => e.key === 'privacy')?.legal?.version).toBe(1);
  });

  it('has the pages the store’s routes and footer show', () => {
    for (const key of [...ROUTED_PAGE_KEYS, 'delivery', 'warranty']) expect(keysOf('page').has(key), key).toBe(true);
  });
});
