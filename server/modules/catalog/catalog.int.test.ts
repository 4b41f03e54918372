import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { products } from '../../db/schema';

type Card = { slug: string; name: string; brand: string | null; origin: string; price: number; inStock: boolean };
type List = { items: Card[]; total: number; page: number; pages: number; facets: { brands: { slug: string }[]; origins: { code: string }[]; options: { name: string }[] } };

describe.each(databaseKinds)('catalog on %s', (kind) => {
  let api: TestApi;
  let storeId: string;
  const get = async (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });
  const list = async (query: string): Promise<List> => {
    const res = await get(`/api/v1/products?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = (await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: { storeName: 'zuuch' } })).json()._id;
  });
  afterAll(() => api?.close());

  describe('search', () => {
    it.each([
      ['утас', 'Mongolian Cyrillic'],
      ['utas', 'Mongolian in Latin letters'],
      ['ytac', 'Cyrillic look-alike Latin letters'],
      ['УТАС', 'capitals'],
      ['phone', 'English'],
    ])('finds phones from "%s" (%s)', async (q) => {
      const result = await list(`q=${encodeURIComponent(q)}`);
      expect(result.total).toBeGreaterThan(0);
      // Phones first: not the wireless (утасгүй) headphones and chargers that merely share the word's start.
      expect(result.items.slice(0, 3).every((p) => /phone|galaxy|iphone|redmi|pixel|nova|xperia/i.test(p.name + p.slug))).toBe(true);
    });

    it('finds Samsung despite a typo', async () => {
      const result = await list('q=samsng');
      expect(result.total).toBeGreaterThan(0);
      expect(result.items.slice(0, 5).every((p) => p.brand === 'Samsung')).toBe(true);
    });

    it('pages through typo results like any other', async () => {
      const first = await list('q=samsng');
      if (first.pages > 1) expect((await list('q=samsng&page=2')).items.length).toBeGreaterThan(0);
      const small = await api.app.inject({ url: '/api/v1/products?q=samsng&page=1' });
      expect(small.json().total).toBe(first.total);
    });

    it('reads Latin as Cyrillic look-alikes only when the words as typed find nothing', async () => {
      const cam = await list('q=cam');
      expect(cam.total).toBeGreaterThan(0);
      expect(cam.items.some((p) => p.brand === 'Samsung' || p.brand === 'Samyang')).toBe(false);
    });

    it('finds by Mongolian names typed in Latin with kh/h/x variants', async () => {
      for (const q of ['huuhdiin', 'khuukhdiin', 'хүүхдийн']) {
        expect((await list(`q=${encodeURIComponent(q)}`)).total, q).toBeGreaterThan(0);
      }
    });

    it('says so when nothing matches', async () => {
      const result = await list('q=zzqqxxyy');
      expect(result.total).toBe(0);
      expect(result.items).toEqual([]);
    });

    it('suggests products, categories and brands as the shopper types', async () => {
      const res = await get('/api/v1/search/suggest?q=sams');
      expect(res.statusCode).toBe(200);
      const s = res.json();
      expect(s.brands.map((b: { slug: string }) => b.slug)).toContain('samsung');
      expect(s.products.length).toBeGreaterThan(0);
      expect((await get('/api/v1/search/suggest?q=')).statusCode).toBe(400);
    });
  });

  describe('listing', () => {
    it('filters by category (with its subcategories), origin and brand, and counts', async () => {
      const all = await list('');
      const korean = await list('origin=KR');
      expect(korean.total).toBeGreaterThan(0);
      expect(korean.total).toBeLessThan(all.total);
      expect(korean.items.every((p) => p.origin === 'KR')).toBe(true);
      const both = await list('origin=KR&origin=JP');
      expect(both.total).toBeGreaterThan(korean.total);
      const samsung = await list('brand=samsung');
      expect(samsung.items.every((p) => p.brand === 'Samsung')).toBe(true);
    });

    it('combines a price range, in-stock and sale filters', async () => {
      const result = await list('min=100000&max=500000&stock=1&sale=1');
      expect(result.total).toBeGreaterThan(0);
      for (const p of result.items) {
        expect(p.price).toBeGreaterThanOrEqual(100000);
        expect(p.price).toBeLessThanOrEqual(500000);
        expect(p.inStock).toBe(true);
      }
    });

    it('filters options on one variant in stock: black AND 256 GB, not black in one and 256 GB in another', async () => {
      const both = await list('color=black&storage=256gb');
      expect(both.total).toBeGreaterThan(0);
      for (const p of both.items) {
        const detail = await api.app.inject({ method: 'POST', url: `/api/v1/product/${p.slug}`, payload: { language: 'en', store: storeId } });
        const variants: { options: Record<string, string>; stock: number }[] = detail.json().variants;
        expect(variants.some((v) => v.options.color === 'black' && v.options.storage === '256gb' && v.stock > 0)).toBe(true);
      }
    });

    it('reads empty price boxes of a submitted form as no bound', async () => {
      expect((await list('origin=KR&min=&max=')).total).toBe((await list('origin=KR')).total);
    });

    it('sorts by price both ways', async () => {
      const up = (await list('sort=price-asc')).items.map((p) => p.price);
      expect(up).toEqual([...up].sort((a, b) => a - b));
      const down = (await list('sort=price-desc')).items.map((p) => p.price);
      expect(down).toEqual([...down].sort((a, b) => b - a));
    });

    it('pages without repeating or skipping a product', async () => {
      const first = await list('sort=price-asc');
      const seen = new Set<string>();
      for (let page = 1; page <= first.pages; page++) {
        for (const p of (await list(`sort=price-asc&page=${page}`)).items) {
          expect(seen.has(p.slug)).toBe(false);
          seen.add(p.slug);
        }
      }
      expect(seen.size).toBe(first.total);
    });

    it('offers facets within the scope', async () => {
      const result = await list('category=phones-electronics');
      expect(result.facets.brands.length).toBeGreaterThan(1);
      expect(result.facets.origins.length).toBeGreaterThan(0);
    });

    it('rejects a bad parameter with 400, and an unknown category with 404', async () => {
      expect((await get('/api/v1/products?sort=cheapest')).statusCode).toBe(400);
      expect((await get('/api/v1/products?page=0')).statusCode).toBe(400);
      expect((await get('/api/v1/products?origin=FR')).statusCode).toBe(400);
      expect((await get('/api/v1/products?category=no-such-category')).statusCode).toBe(404);
    });
  });

  describe('POST /api/v1/product/{slug}', () => {
    it('answers the product in the asked language with its pictures and variants', async () => {
      const slug = (await list('sort=bestsellers')).items[0].slug;
      const en = await api.app.inject({ method: 'POST', url: `/api/v1/product/${slug}`, payload: { language: 'en', store: storeId } });
      expect(en.statusCode).toBe(200);
      const mn = await api.app.inject({ method: 'POST', url: `/api/v1/product/${slug}`, payload: { language: 'mn', store: storeId } });
      expect(en.json().name).not.toBe(mn.json().name);
      expect(en.json().thumbnails.length).toBe(3);
      expect(en.json().variants.length).toBeGreaterThan(0);
    });

    it('shows the related products staff chose, in their order, before the category’s best sellers', async () => {
      const [product, first, second, hidden] = (await list('sort=bestsellers')).items;
      const idOf = async (slug: string) => (await api.app.inject({ method: 'POST', url: `/api/v1/product/${slug}`, payload: { language: 'en', store: storeId } })).json()._id as string;
      const ids = { first: await idOf(first.slug), second: await idOf(second.slug), hidden: await idOf(hidden.slug) };
      const db = api.db.database.db;
      await db.update(products).set({ related: [ids.second, ids.hidden, ids.first] }).where(eq(products.slug, product.slug));
      await db.update(products).set({ active: false }).where(eq(products.id, ids.hidden));
      try {
        const res = await api.app.inject({ method: 'POST', url: `/api/v1/product/${product.slug}`, payload: { language: 'en', store: storeId } });
        expect(res.json().related.map((r: { slug: string }) => r.slug)).toEqual([second.slug, first.slug]);
      } finally {
        await db.update(products).set({ related: [] }).where(eq(products.slug, product.slug));
        await db.update(products).set({ active: true }).where(eq(products.id, ids.hidden));
      }
    });

    it('answers 404 with a clear error for an unknown product, 400 for bad input', async () => {
      const res = await api.app.inject({ method: 'POST', url: '/api/v1/product/no-such-thing', payload: { language: 'en', store: storeId } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('product not found');
      expect((await api.app.inject({ method: 'POST', url: '/api/v1/product/x', payload: { language: 'fr', store: storeId } })).statusCode).toBe(400);
      expect((await api.app.inject({ method: 'POST', url: '/api/v1/product/BAD%20SLUG', payload: { store: storeId } })).statusCode).toBe(400);
    });
  });

  it('serves generated pictures and brand logos with caching', async () => {
    const slug = (await list('')).items[0].slug;
    const res = await get(`/images/products/${slug}/2.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age');
    expect((await get('/images/brands/samsung.svg')).statusCode).toBe(200);
    expect((await get(`/images/products/${slug}/4.svg`)).statusCode).toBe(400);
    expect((await get('/images/products/nothing-here/1.svg')).statusCode).toBe(404);
  });

  it('lists pages, products, categories and brands in the sitemaps, and points robots.txt at them', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    expect(index.body).toMatch(/\/sitemap-pages\.xml/);
    expect(index.body).toMatch(/\/sitemap-products-1\.xml/);
    const pages = await get('/sitemap-pages.xml');
    expect(pages.body).toContain('/b/samsung');
    expect(pages.body).toContain('/category?category=');
    const productsMap = await get('/sitemap-products-1.xml');
    expect(productsMap.body).toContain('<urlset');
    expect(productsMap.body).toContain('/p/');
    expect((await get('/sitemap-products-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-products-x.xml')).statusCode).toBe(400);
    const robots = await get('/robots.txt');
    expect(robots.body).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/);
  });

  const originFiles = ['/robots.txt', '/sitemap.xml', '/sitemap-pages.xml', '/sitemap-products-1.xml'];

  it('without PUBLIC_URL names the request’s host in robots.txt and the sitemaps, and lets no cache keep them', async () => {
    for (const host of ['shop-a.example', 'evil.example']) {
      for (const url of originFiles) {
        const res = await get(url, { host });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(res.body, url).toContain(`http://${host}/`);
        expect(res.body, url).not.toContain(host === 'evil.example' ? 'shop-a.example' : 'evil.example');
      }
    }
  });

  it('with PUBLIC_URL names only that origin, whatever the Host header, and may be cached publicly', async () => {
    const app = await buildApp({ config: testConfig({ publicUrl: 'https://zuuch.example' }), database: api.db.database, ssr: 'none' });
    try {
      for (const url of originFiles) {
        const res = await app.inject({ url, headers: { host: 'evil.example' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('public, max-age=3600');
        expect(res.body, url).toContain('https://zuuch.example/');
        expect(res.body, url).not.toContain('evil.example');
      }
    } finally {
      await app.close();
    }
  });
});
