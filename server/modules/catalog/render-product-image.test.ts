import { describe, expect, it } from 'vitest';
import { brands, categories, products } from '../../db/seed-data/catalog-data';
import { renderBrandLogo } from './render-brand-logo';
import { illustrationKind, renderProductImage, type PictureInput } from './render-product-image';

const base: PictureInput = {
  slug: 'samsung-galaxy-s25-ultra-256gb',
  name: 'Samsung Galaxy S25 Ultra 256GB',
  brand: 'Samsung',
  origin: 'KR',
  category: 'phones-electronics',
  subcategory: 'smartphones',
  view: 1,
};

/** Checks that `svg` is well-formed XML of the kind we emit: balanced tags, no stray `<` or `&` in text. */
function assertWellFormed(svg: string) {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const text = svg.slice(last, m.index);
    expect(text, `text before <${m[2]}>`).not.toMatch(/[<>]|&(?!(?:lt|gt|amp|quot|#\d+);)/);
    last = tag.lastIndex;
    if (m[1]) expect(stack.pop()).toBe(m[2]);
    else if (!m[4]) stack.push(m[2]);
    for (const [, value] of m[3].matchAll(/="([^"]*)"/g)) expect(value).not.toMatch(/&(?!(?:lt|gt|amp|quot|#\d+);)/);
  }
  expect(svg.slice(last)).toBe('');
  expect(stack).toEqual([]);
}

/** The visible text of an SVG (contents of <text> and <tspan>), decoded. */
const visibleText = (svg: string) =>
  [...svg.matchAll(/<(?:text|tspan)[^>]*>([^<]+)</g)]
    .map((m) => m[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&'))
    .join(' ');

const parentOf = new Map<string, string>();
for (const c of categories) for (const ch of c.children ?? []) parentOf.set(ch.slug, c.slug);

describe('renderProductImage', () => {
  it('returns a self-contained SVG document', () => {
    const svg = renderProductImage(base);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('viewBox="0 0 800 800"');
    expect(svg).not.toMatch(/<image|<script|foreignObject|href="(?!#)|url\((?!#)|@import/i);
    expect(svg).toContain('>Samsung<');
    assertWellFormed(svg);
  });

  it('is deterministic', () => {
    for (const view of [1, 2, 3] as const) expect(renderProductImage({ ...base, view })).toBe(renderProductImage({ ...base, view }));
  });

  it('draws three different views of the same product', () => {
    const [a, b, c] = ([1, 2, 3] as const).map((view) => renderProductImage({ ...base, view }));
    expect(new Set([a, b, c]).size).toBe(3);
    // the same product colours in every view
    const body = (svg: string) => svg.match(/<linearGradient id="\w+b">.*?<\/linearGradient>/)![0];
    expect(body(b)).toBe(body(a));
    expect(body(c)).toBe(body(a));
  });

  it('colours different products differently', () => {
    const other = renderProductImage({ ...base, slug: 'samsung-galaxy-a55-5g-128gb' });
    expect(other).not.toBe(renderProductImage(base));
  });

  it('escapes names and brands', () => {
    const evil = '<script>alert("x")</script> & \'quotes\'';
    for (const view of [1, 2, 3] as const) {
      const svg = renderProductImage({ ...base, name: evil, brand: `A&B <Co> "Ltd" 'x'`, view });
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('<Co>');
      expect(svg).toContain('A&amp;B');
      expect(svg).toContain('&lt;script&gt;');
      assertWellFormed(svg);
    }
  });

  it('prints no word but the brand: the origin badge is a flag, so one picture serves both languages', () => {
    const badges = new Set<string>();
    for (const origin of ['US', 'KR', 'CN', 'JP', 'MN'] as const) {
      for (const view of [1, 2, 3] as const) {
        const svg = renderProductImage({ ...base, origin, brand: 'Kirkland Signature', category: 'vitamins-supplements', subcategory: 'multivitamins', view });
        const words = new Set(visibleText(svg).split(/\s+/).filter(Boolean));
        for (const w of words) expect(['Kirkland', 'Signature'], `${origin} view ${view}`).toContain(w);
        assertWellFormed(svg);
      }
      badges.add(renderProductImage({ ...base, origin }).match(/<clipPath id="\w+c">.*$/)![0]);
    }
    expect(badges.size).toBe(5);
  });

  it('draws a real illustration for every category of the catalogue, a gift box for anything else', () => {
    for (const c of categories) {
      expect(illustrationKind(c.slug, null), c.slug).not.toBe('giftbox');
      for (const ch of c.children ?? []) expect(illustrationKind(c.slug, ch.slug), ch.slug).not.toBe('giftbox');
    }
    expect(illustrationKind('no-such-category', null)).toBe('giftbox');
    expect(illustrationKind(null, null)).toBe('giftbox');
    expect(illustrationKind('shoes', 'sneakers')).toBe('sneaker');
    expect(illustrationKind('phones-electronics', 'headphones-audio', 'JBL Flip 7 Bluetooth Speaker')).toBe('speaker');
    expect(illustrationKind('kitchen-home-appliances', 'rice-cookers')).toBe('ricecooker');
  });

  it('renders every product of the catalogue in every view as valid SVG under 10 KB', () => {
    const brandName = new Map(brands.map((b) => [b.slug, b.name]));
    const kinds = new Set<string>();
    for (const p of products) {
      const parent = parentOf.get(p.category) ?? null;
      kinds.add(illustrationKind(parent, p.category, p.nameEn));
      for (const view of [1, 2, 3] as const) {
        const svg = renderProductImage({ slug: p.slug, name: p.nameEn, brand: brandName.get(p.brand) ?? null, origin: p.origin, category: parent, subcategory: p.category, view });
        expect(svg.length, `${p.slug} view ${view}`).toBeLessThan(10_000);
        assertWellFormed(svg);
      }
    }
    expect(kinds.has('giftbox')).toBe(false);
    expect(kinds.size).toBeGreaterThan(60);
  }, 30_000); // 369 products × 3 views: seconds on a busy machine

  it('copes with a missing brand, a top-level category only, and an unknown category', () => {
    for (const p of [
      { ...base, brand: null },
      { ...base, category: 'toys-kids', subcategory: null },
      { ...base, category: 'mystery', subcategory: 'unknown', origin: 'MN' as const },
    ])
      for (const view of [1, 2, 3] as const) {
        const svg = renderProductImage({ ...p, view });
        assertWellFormed(svg);
        expect(svg.length).toBeLessThan(10_000);
      }
    expect(renderProductImage({ ...base, origin: 'MN', category: 'mystery', subcategory: null })).toContain('#015197'); // the flag's blue
  });
});

describe('renderBrandLogo', () => {
  it('draws a deterministic, escaped wordmark', () => {
    const logo = renderBrandLogo({ slug: 'romand', name: 'rom&nd', origin: 'KR' });
    expect(logo.startsWith('<svg')).toBe(true);
    expect(logo.endsWith('</svg>')).toBe(true);
    expect(logo).toContain('viewBox="0 0 400 200"');
    expect(logo).toContain('rom&amp;nd');
    expect(logo).toBe(renderBrandLogo({ slug: 'romand', name: 'rom&nd', origin: 'KR' }));
    assertWellFormed(logo);
    for (const b of brands) assertWellFormed(renderBrandLogo(b));
  });
});
