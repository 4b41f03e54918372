import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xml2js, type Element } from 'xml-js';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import type { ContentSeo } from '../../../core/content';
import { docFromPlainText } from '../../../core/rich-text';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { contentPages, images } from '../../db/schema';
import { ARTICLES_PER_PAGE, articleTopics, getArticle, listArticles, relatedArticles } from './articles';

const DAY = 86_400_000;

/** Every element of a parsed XML document with this name, depth first. */
function elements(node: Element, name: string): Element[] {
  const found: Element[] = [];
  for (const child of node.elements ?? []) {
    if (child.name === name) found.push(child);
    found.push(...elements(child, name));
  }
  return found;
}
const textOf = (el: Element) => (el.elements ?? []).map((e) => e.text ?? e.cdata ?? '').join('');

describe.each(databaseKinds)('the media blog on %s', (kind) => {
  let api: TestApi;
  let storeId: string;
  let coverId: string;
  const db = () => api.db.database.db;
  const post = (slug: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/api/v1/media/seo/find', payload: { slug }, headers });
  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  const addArticle = async (
    key: string,
    fields: Partial<{ status: 'draft' | 'published'; publishAt: Date | null; firstPublishedAt: Date; category: string; tags: string[]; seo: ContentSeo; imageId: string; authorName: string }> = {},
  ) => {
    await db()
      .insert(contentPages)
      .values({
        storeId,
        kind: 'article',
        key,
        title: { mn: `Нийтлэл ${key}`, en: `Article ${key}` },
        summary: { mn: `${key} товч`, en: `${key} in short` },
        body: { mn: '', en: '' },
        doc: { mn: docFromPlainText(`Монгол текст ${key}.`), en: docFromPlainText(`English text of ${key}.`) },
        status: fields.status ?? 'published',
        publishAt: fields.publishAt ?? null,
        firstPublishedAt: fields.firstPublishedAt ?? new Date(),
        category: fields.category ?? null,
        tags: fields.tags ?? [],
        seo: fields.seo ?? {},
        imageId: fields.imageId ?? null,
        authorName: fields.authorName ?? null,
      });
  };

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = (await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: { storeName: 'zuuch' } })).json()._id;
    // Articles of the demo content are not this test's: it reads only its own.
    await db().delete(contentPages).where(eq(contentPages.kind, 'article'));
    const [cover] = await db()
      .insert(images)
      .values({
        storeId,
        width: 1600,
        height: 900,
        variants: [640, 1280, 1600].map((width) => ({ width, height: Math.round((width * 9) / 16), key: `images/cover-${width}.webp`, bytes: 1000 })),
      })
      .returning({ id: images.id });
    coverId = cover.id;
    const now = Date.now();
    await addArticle('korea-parcels', { category: 'delivery-customs', tags: ['korea', 'customs'], imageId: coverId, authorName: 'Б. Сарнай', firstPublishedAt: new Date(now - 3 * DAY) });
    await addArticle('pay-later', { category: 'payment', tags: ['storepay'], firstPublishedAt: new Date(now - 2 * DAY) });
    await addArticle('customs-limits', { category: 'delivery-customs', tags: ['customs'], firstPublishedAt: new Date(now - DAY) });
    await addArticle('secret-draft', { status: 'draft', category: 'delivery-customs', tags: ['customs'] });
    await addArticle('next-week', { publishAt: new Date(now + 7 * DAY), category: 'delivery-customs', tags: ['customs'] });
    await addArticle('hidden-from-search', { category: 'news', seo: { noindex: true }, firstPublishedAt: new Date(now - 4 * DAY) });
  });
  afterAll(() => api?.close());

  it('answers an article’s SEO record at POST /api/v1/media/seo/find', async () => {
    const res = await post('korea-parcels', { host: 'shop.example', cookie: 'lang=mn' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      type: 'BlogPosting',
      headline: 'Нийтлэл korea-parcels',
      description: 'korea-parcels товч',
      image: 'http://shop.example/images/cover-1280.webp',
      authorType: 'Person',
      authorName: 'Б. Сарнай',
      publisherName: 'Зууч',
      publisherLogoUrl: 'http://shop.example/favicon.svg',
      canonicalUrl: 'http://shop.example/media/korea-parcels',
      twitterCard: 'summary_large_image',
      robots: 'index, follow, max-image-preview:large',
      language: 'mn',
    });
    expect(Date.parse(data.datePublished)).toBeLessThan(Date.now() - 2 * DAY);
    const en = (await post('korea-parcels')).json().data;
    expect(en).toMatchObject({ headline: 'Article korea-parcels', language: 'en', publisherName: 'Zuuch' });
    const chosen = (await api.app.inject({ method: 'POST', url: '/api/v1/media/seo/find', payload: { slug: 'korea-parcels', language: 'mn' } })).json().data;
    expect(chosen.language).toBe('mn');
    expect((await post('hidden-from-search')).json().data.robots).toBe('noindex, nofollow');
  });

  it('does not find a draft, a scheduled article or an unknown slug, in the shopper’s language', async () => {
    for (const slug of ['secret-draft', 'next-week', 'no-such-article']) {
      const res = await post(slug);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const en = (await post('secret-draft')).json().error.message;
    const mn = (await post('secret-draft', { cookie: 'lang=mn' })).json().error.message;
    expect(mn).not.toBe(en);
    expect(mn).toMatch(/[А-Яа-яӨөҮү]/);
    const bad = await post('');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION');
    expect((await post(42)).statusCode).toBe(400);
  });

  it('is in the API document under its own tag', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(doc.paths['/api/v1/media/seo/find'].post.tags).toEqual(['media']);
    expect(doc.paths['/api/v1/media/seo/find'].post.requestBody.content['application/json'].schema.properties.slug).toBeDefined();
  });

  it('lists public articles newest first, by topic or tag, and pages them', async () => {
    const all = await listArticles(db(), storeId, 'en', { page: 1 });
    expect(all.items.map((a) => a.key)).toEqual(['customs-limits', 'pay-later', 'korea-parcels', 'hidden-from-search']);
    expect(all).toMatchObject({ total: 4, page: 1, pages: 1 });
    expect(all.items[2]).toMatchObject({ title: 'Article korea-parcels', summary: 'korea-parcels in short', readingMinutes: 1, cover: { id: coverId } });
    expect((await listArticles(db(), storeId, 'en', { page: 1, category: 'delivery-customs' })).items.map((a) => a.key)).toEqual(['customs-limits', 'korea-parcels']);
    expect((await listArticles(db(), storeId, 'en', { page: 1, tag: 'customs' })).items.map((a) => a.key)).toEqual(['customs-limits', 'korea-parcels']);
    expect((await listArticles(db(), storeId, 'en', { page: 2 })).items).toEqual([]);
    expect(ARTICLES_PER_PAGE).toBe(12);
  });

  it('relates articles of the same topic or a shared tag, and counts the topics and tags in use', async () => {
    const article = await getArticle(db(), storeId, 'korea-parcels', 'en');
    expect((await relatedArticles(db(), storeId, article, 'en')).map((a) => a.key)).toEqual(['customs-limits']);
    expect(await relatedArticles(db(), storeId, { key: 'x', category: null, tags: [] }, 'en')).toEqual([]);
    const topics = await articleTopics(db(), storeId);
    expect(topics.categories).toEqual([
      { category: 'delivery-customs', count: 2 },
      { category: 'news', count: 1 },
      { category: 'payment', count: 1 },
    ]);
    expect(topics.tags).toEqual([
      { tag: 'customs', count: 2 },
      { tag: 'korea', count: 1 },
      { tag: 'storepay', count: 1 },
    ]);
  });

  it('makes a scheduled article public when its time comes, with no worker', async () => {
    await addArticle('due-now', { publishAt: new Date(Date.now() + 60_000) });
    await expect(getArticle(db(), storeId, 'due-now', 'en')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await db().update(contentPages).set({ publishAt: new Date(Date.now() - 1000) }).where(eq(contentPages.key, 'due-now'));
    expect((await getArticle(db(), storeId, 'due-now', 'en')).publishedAt).toBe(new Date((await db().select().from(contentPages).where(eq(contentPages.key, 'due-now')))[0].publishAt!).toISOString());
    expect((await post('due-now')).statusCode).toBe(200);
    await db().delete(contentPages).where(eq(contentPages.key, 'due-now'));
  });

  it.each([
    ['/media/feed.xml', 'application/atom+xml', 'entry'],
    ['/media/rss.xml', 'application/rss+xml', 'item'],
  ])('serves %s: well-formed XML of public articles only, with absolute links and the cover', async (url, type, entryName) => {
    const res = await get(`${url}?lang=en`, { host: 'shop.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(`${type}; charset=utf-8`);
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = xml2js(res.body) as Element;
    const entries = elements(doc, entryName);
    const titles = entries.map((e) => textOf(elements(e, 'title')[0]));
    expect(titles).toContain('Article korea-parcels');
    expect(titles).not.toContain('Article secret-draft');
    expect(titles).not.toContain('Article next-week');
    expect(res.body).not.toMatch(/secret-draft|next-week/);
    expect(res.body).toContain('http://shop.example/media/korea-parcels');
    expect(res.body).toContain('http://shop.example/images/cover-1280.webp');
    expect(res.body).toContain('korea-parcels in short');
    // The store's default language when none is asked; a language the store does not speak is refused.
    const mn = await get(`${url}?lang=mn`);
    expect(elements(xml2js(mn.body) as Element, entryName).map((e) => textOf(elements(e, 'title')[0]))).toContain('Нийтлэл korea-parcels');
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(`${url}?lang=xx`)).statusCode).toBe(400);
  });

  it('lists /media, public indexable articles, /faq and the legal documents in the pages sitemap with their last change', async () => {
    await db().update(contentPages).set({ updatedAt: new Date('2026-02-03T10:00:00Z') }).where(eq(contentPages.key, 'pay-later'));
    const res = await get('/sitemap-pages.xml', { host: 'shop.example' });
    const urls = elements(xml2js(res.body) as Element, 'url').map((u) => ({
      loc: textOf(elements(u, 'loc')[0]),
      lastmod: elements(u, 'lastmod')[0] ? textOf(elements(u, 'lastmod')[0]) : null,
    }));
    const at = (path: string) => urls.find((u) => u.loc === `http://shop.example${path}`);
    expect(at('/media/pay-later')).toEqual({ loc: 'http://shop.example/media/pay-later', lastmod: '2026-02-03' });
    expect(at('/media/korea-parcels')?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(at('/media')?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(at('/faq')).toBeDefined();
    for (const hidden of ['/media/secret-draft', '/media/next-week', '/media/hidden-from-search']) expect(at(hidden), hidden).toBeUndefined();
    // Legal documents that the store has published are there with their dates.
    const legal = await db().select({ key: contentPages.key }).from(contentPages).where(eq(contentPages.kind, 'legal'));
    for (const { key } of legal) expect(at(`/legal/${key}`)?.lastmod ?? 'missing', key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('with PUBLIC_URL names only that origin in the SEO record and the feeds, which may then be cached', async () => {
    const app = await buildApp({ config: testConfig({ publicUrl: 'https://zuuch.example' }), database: api.db.database, ssr: 'none' });
    try {
      const seo = await app.inject({ method: 'POST', url: '/api/v1/media/seo/find', payload: { slug: 'korea-parcels' }, headers: { host: 'evil.example' } });
      expect(seo.json().data.canonicalUrl).toBe('https://zuuch.example/media/korea-parcels');
      const feed = await app.inject({ url: '/media/feed.xml', headers: { host: 'evil.example' } });
      expect(feed.headers['cache-control']).toBe('public, max-age=300');
      expect(feed.body).toContain('https://zuuch.example/media/korea-parcels');
      expect(feed.body).not.toContain('evil.example');
    } finally {
      await app.close();
    }
  });
});
