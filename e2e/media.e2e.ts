// A shopper on a phone reads the store's media blog in Mongolian: filters /media by a topic, opens an article and reads
// its text, a product card with today's price and its cover; search engines find the same SEO record in the page's head
// (Open Graph, canonical, BlogPosting JSON-LD) as POST /api/v1/media/seo/find answers; a draft and a scheduled article
// are not found; no serious accessibility violation.
import { and, asc, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { docFromPlainText } from '../core/rich-text';
import type { Db } from '../server/db/client';
import { contentPages, products } from '../server/db/schema';
import { testConfig } from '../server/config';
import { saveImage } from '../server/modules/images/save-image';
import { openFileStorage } from '../server/storage/open-file-storage';
import { storeIdOf } from '../test/order-rows';
import { describeViolations, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();

const guide = {
  key: 'choosing-a-rice-cooker',
  title: { mn: 'Будаа агшаагч сонгох зөвлөгөө', en: 'How to choose a rice cooker' },
  summary: { mn: 'Солонгосоос ирдэг будаа агшаагчийн хүчдэл, хэмжээ, баталгаа.', en: 'Voltage, size and warranty of rice cookers from Korea.' },
};
/** A headline that tries to end the structured data's script early: it must stay text. */
const breakOut = '</script><script>window.__pwned = 1</script>';
let product: { slug: string; nameMn: string };

async function insertArticle(
  db: Db,
  storeId: string,
  a: { key: string; title: { mn: string; en: string }; summary?: { mn: string; en: string }; text: string; category: string; tags?: string[]; imageId?: string; status?: 'draft' | 'published'; publishAt?: Date | null; seoTitle?: string },
) {
  await db.insert(contentPages).values({
    storeId,
    kind: 'article',
    key: a.key,
    title: a.title,
    summary: a.summary ?? { mn: '', en: '' },
    body: { mn: '', en: '' },
    doc: { mn: docFromPlainText(a.text), en: docFromPlainText(a.text) },
    category: a.category,
    tags: a.tags ?? [],
    imageId: a.imageId ?? null,
    authorName: 'Б. Сарнай',
    status: a.status ?? 'published',
    publishAt: a.publishAt ?? null,
    firstPublishedAt: new Date(),
    seo: a.seoTitle ? { title: { mn: a.seoTitle, en: a.seoTitle } } : {},
  });
}

beforeAll(async () => {
  const db = store.db.database.db;
  const storeId = await storeIdOf(db);
  [product] = await db
    .select({ slug: products.slug, nameMn: products.nameMn })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.active, true), gt(products.stock, 0)))
    .orderBy(asc(products.slug))
    .limit(1);
  // The cover, kept as the console keeps an upload: in the storage the store reads pictures from.
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
  const cover = await saveImage(db, await openFileStorage(testConfig().storage), storeId, picture, null);
  await insertArticle(db, storeId, {
    ...guide,
    category: 'guides',
    tags: ['korea', 'kitchen'],
    imageId: cover.id,
    seoTitle: `Будаа агшаагч ${breakOut}`,
    text: `Монголын сүлжээ 220 вольт тул Солонгосын будаа агшаагч шууд ажиллана.\n\n[[product:${product.slug}]]\n\n## Хэмжээ\n\nГэр бүлийн хүнээс хамаарч 6 эсвэл 10 аяганыхыг сонгоно.`,
  });
  await insertArticle(db, storeId, { key: 'paying-by-qpay', title: { mn: 'QPay-ээр төлөх нь', en: 'Paying by QPay' }, category: 'payment', text: 'QPay-ээр хэрхэн төлөх вэ.' });
  await insertArticle(db, storeId, { key: 'unfinished-draft', title: { mn: 'Дуусаагүй ноорог', en: 'Unfinished draft' }, category: 'guides', status: 'draft', text: 'Ноорог.' });
  await insertArticle(db, storeId, {
    key: 'next-week-news',
    title: { mn: 'Ирэх долоо хоногийн мэдээ', en: 'Next week’s news' },
    category: 'guides',
    publishAt: new Date(Date.now() + 7 * 86_400_000),
    text: 'Товлосон мэдээ.',
  });
});

describe('the media blog', () => {
  it('lets a shopper on a phone filter by topic and read an article with a live product card and its cover, in Mongolian', async () => {
    const { page } = await store.newPage({ lang: 'mn', width: 375 });
    await openReady(page, '/media');
    await page.getByRole('heading', { level: 1, name: 'Нийтлэл' }).waitFor();
    expect(describeViolations(await seriousViolations(page))).toBe('');

    await page.getByRole('navigation', { name: 'Сэдэв' }).getByRole('link', { name: /Худалдан авалтын зөвлөгөө/ }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'guides');
    const card = page.getByRole('link', { name: guide.title.mn });
    await card.waitFor();
    await page.getByRole('link', { name: 'QPay-ээр төлөх нь' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Дуусаагүй ноорог' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Ирэх долоо хоногийн мэдээ' }).count()).toBe(0);
    expect(describeViolations(await seriousViolations(page))).toBe('');

    await card.click();
    await page.waitForURL(`**/media/${guide.key}`);
    await page.getByRole('heading', { level: 1, name: guide.title.mn }).waitFor();
    await page.getByText('Монголын сүлжээ 220 вольт тул').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Хэмжээ' }).waitFor();
    // The product card of the catalog, with a price in tugrik.
    const productLink = page.getByRole('link', { name: product.nameMn }).first();
    await productLink.waitFor();
    expect(await productLink.getAttribute('href')).toBe(`/p/${product.slug}`);
    expect(await page.locator('main').getByText(/₮/).count()).toBeGreaterThan(0);
    // The cover, loaded first and in a size for the screen.
    const cover = page.locator('article img[fetchpriority="high"]');
    await cover.waitFor();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await cover.getAttribute('srcset')).toMatch(/\.webp 640w/);
    expect(describeViolations(await seriousViolations(page))).toBe('');

    // Its tags lead back to the list of the tag.
    await page.getByRole('navigation', { name: 'Шошго' }).getByRole('link', { name: '#kitchen' }).click();
    await page.waitForURL((url) => url.searchParams.get('tag') === 'kitchen');
    await page.getByText('“kitchen” шошготой').waitFor();
    await page.getByRole('link', { name: guide.title.mn }).waitFor();
  });

  it('writes the same SEO record into the head and the BlogPosting JSON-LD as POST /api/v1/media/seo/find answers', async () => {
    const { page } = await store.newPage({ lang: 'mn', width: 1280 });
    await openReady(page, `/media/${guide.key}`);
    const res = await fetch(`${store.baseUrl}/api/v1/media/seo/find`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'lang=mn' },
      body: JSON.stringify({ slug: guide.key }),
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, string | null> };
    expect(data.headline).toBe(`Будаа агшаагч ${breakOut}`);

    const head = (selector: string, attribute = 'content') => page.locator(`head ${selector}`).getAttribute(attribute);
    expect(await head('meta[property="og:title"]')).toBe(data.ogTitle);
    expect(await head('link[rel="canonical"]', 'href')).toBe(`${store.baseUrl}/media/${guide.key}`);
    expect(data.canonicalUrl).toBe(`${store.baseUrl}/media/${guide.key}`);
    expect(await head('meta[property="og:image"]')).toBe(data.ogImage);
    expect(await head('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await head('meta[name="robots"]')).toBe(data.robots);
    expect(await head('meta[property="article:published_time"]')).toBe(data.datePublished);
    expect(await head('link[rel="alternate"][type="application/rss+xml"]', 'href')).toBe('/media/rss.xml?lang=mn');

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    const ld = JSON.parse(scripts[0]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: data.headline,
      description: data.description,
      image: [data.image],
      author: { '@type': data.authorType, name: data.authorName },
      publisher: { '@type': 'Organization', name: data.publisherName, logo: { '@type': 'ImageObject', url: data.publisherLogoUrl } },
      datePublished: data.datePublished,
      dateModified: data.updatedAt,
      mainEntityOfPage: { '@id': data.canonicalUrl },
      inLanguage: 'mn',
    });
    // The headline stayed text: no script of it ran, and the page's HTML escapes its "<" inside the data block.
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    const html = await (await fetch(`${store.baseUrl}/media/${guide.key}`, { headers: { cookie: 'lang=mn' } })).text();
    expect(html).toMatch(/<script type="application\/ld\+json">[^<]*\\u003c\/script>/);
  });

  it('answers a draft and a scheduled article with the page’s 404', async () => {
    const { page } = await store.newPage({ lang: 'mn', width: 375 });
    for (const key of ['unfinished-draft', 'next-week-news']) {
      const response = await page.goto(`/media/${key}`);
      expect(response?.status(), key).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Хуудас олдсонгүй' }).waitFor();
    }
    const api = await fetch(`${store.baseUrl}/api/v1/media/seo/find`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'unfinished-draft' }) });
    expect(api.status).toBe(404);
  });
});
