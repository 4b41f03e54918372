// A shopper reads the store's own pages on a phone: a guide with a heading, a list, links, a picture staff uploaded and a
// product card, in Mongolian and English, whose card shows the price of the moment the page is opened; a draft and a
// page whose time has not come are not found until it comes; the civil ID help and "About us" show their words; axe
// finds no serious fault on them.
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMnt } from '../core/money';
import type { RichBlock, RichDoc } from '../core/rich-text';
import { testConfig } from '../server/config';
import { contentPages, pageBlocks, products } from '../server/db/schema';
import { saveImage } from '../server/modules/images/save-image';
import { openFileStorage } from '../server/storage/open-file-storage';
import { insertPage } from '../test/content-rows';
import { storeIdOf } from '../test/order-rows';
import { describeViolations, scrollsSideways, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();

const text = (words: string, href?: string) => (href ? { type: 'text' as const, text: words, marks: [{ type: 'link' as const, attrs: { href } }] } : { type: 'text' as const, text: words });
const para = (...content: ReturnType<typeof text>[]): RichBlock => ({ type: 'paragraph', content });
const heading = (words: string): RichBlock => ({ type: 'heading', attrs: { level: 2 }, content: [text(words)] });
const bullets = (...items: string[]): RichBlock => ({ type: 'bulletList', content: items.map((i) => ({ type: 'listItem', content: [para(text(i))] })) });
const doc = (...content: RichBlock[]): RichDoc => ({ type: 'doc', content });

let product: { id: string; slug: string; nameEn: string; nameMn: string; price: number };
let imageKey: string;

const guide = {
  en: { title: 'Buying a phone from Korea', heading: 'What to check first', item: 'The network bands work in Mongolia', link: 'our questions and answers', alt: 'A phone on a red table', summary: 'How to choose a Korean phone that works here.' },
  mn: { title: 'Солонгосоос утас авах нь', heading: 'Юуг эхэлж шалгах вэ', item: 'Сүлжээний давтамж Монголд ажилладаг', link: 'түгээмэл асуултаас', alt: 'Улаан ширээн дээрх утас', summary: 'Энд ажиллах Солонгос утсыг хэрхэн сонгох вэ.' },
};

function guideDoc(lang: 'mn' | 'en', imageId: string, slug: string): RichDoc {
  const g = guide[lang];
  return doc(
    para(text(lang === 'en' ? 'Phones sold in Korea are often cheaper. Read ' : 'Солонгост зарагддаг утас ихэвчлэн хямд байдаг. '), text(g.link, '/faq'), text('.')),
    heading(g.heading),
    bullets(g.item, lang === 'en' ? 'The warranty is one year' : 'Баталгаа нь нэг жил'),
    para(text(lang === 'en' ? 'The maker’s site' : 'Үйлдвэрлэгчийн сайт', 'https://www.samsung.com/')),
    { type: 'image', attrs: { imageId, alt: g.alt } },
    { type: 'productCard', attrs: { slug } },
  );
}

describe('content pages', () => {
  beforeAll(async () => {
    const db = store.db.database.db;
    const storeId = await storeIdOf(db);
    [product] = await db
      .select({ id: products.id, slug: products.slug, nameEn: products.nameEn, nameMn: products.nameMn, price: products.price })
      .from(products)
      .where(sql`${products.options} = '[]'::jsonb and ${products.stock} > 5 and ${products.active}`)
      .limit(1);
    // A picture uploaded as staff upload it, into the storage this store serves.
    const storage = await openFileStorage(testConfig().storage);
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 215, g: 38, b: 61 } } }).jpeg().toBuffer();
    const image = await saveImage(db, storage, storeId, photo, null);
    imageKey = image.variants[0].key;
    await insertPage(db, storeId, {
      key: 'korean-phones',
      title: { mn: guide.mn.title, en: guide.en.title },
      summary: { mn: guide.mn.summary, en: guide.en.summary },
      doc: { mn: guideDoc('mn', image.id, product.slug), en: guideDoc('en', image.id, product.slug) },
    });
    await db.insert(pageBlocks).values({
      storeId,
      page: 'korean-phones',
      position: 0,
      config: {
        type: 'call-to-action',
        title: { mn: 'Солонгос бараа үзэх үү?', en: 'Shopping from Korea?' },
        text: { mn: 'Солонгосоос 4–8 хоногт ирнэ.', en: 'Goods from Korea arrive in 4–8 days.' },
        cta: { mn: 'Солонгос бараа', en: 'Shop Korea' },
        href: '/category?origin=KR',
      },
    });
    await insertPage(db, storeId, { key: 'draft-notes', title: { mn: 'Ноорог', en: 'Draft notes' }, doc: { mn: doc(para(text('Ноорог'))), en: doc(para(text('Not yet'))) }, status: 'draft' });
    await insertPage(db, storeId, {
      key: 'summer-sale',
      title: { mn: 'Зуны хямдрал', en: 'Summer sale' },
      doc: { mn: doc(para(text('Зуны хямдрал эхэллээ.'))), en: doc(para(text('The summer sale has begun.'))) },
      publishAt: new Date(Date.now() + 86_400_000),
    });
    await insertPage(db, storeId, {
      key: 'help/cid',
      title: { mn: 'Регистрийн дугаар', en: 'Your civil registration number' },
      doc: {
        mn: doc(heading('Хаанаас олох вэ'), para(text('Регистрийн дугаар иргэний үнэмлэх дээр бичигдсэн байдаг: хоёр үсэг, найман орон.'))),
        en: doc(heading('Where to find it'), para(text('It is printed on your ID card: two letters and eight digits.'))),
      },
    });
    await insertPage(db, storeId, {
      key: 'about-us',
      title: { mn: 'Бидний тухай', en: 'About Zuuch' },
      doc: { mn: doc(heading('Манай баг'), para(text('Бид Улаанбаатарт байрладаг.'))), en: doc(heading('Our team'), para(text('We work from Ulaanbaatar.'))) },
    });
  });

  for (const lang of ['en', 'mn'] as const) {
    it(`shows a page's heading, list, links, uploaded picture and product card on a phone (${lang})`, async () => {
      const g = guide[lang];
      const { page } = await store.newPage({ lang, width: 375 });
      const response = await openReady(page, '/korean-phones');
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: g.title }).waitFor();
      expect(await page.title()).toBe(`${g.title} | ${lang === 'en' ? 'Zuuch' : 'Зууч'}`);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(g.summary);
      // The heading is an anchor others can link to.
      expect(await page.getByRole('heading', { level: 2, name: g.heading }).getAttribute('id')).toMatch(/^[a-z0-9-]+$/);
      await page.getByRole('listitem').filter({ hasText: g.item }).waitFor();
      expect(await page.getByRole('link', { name: g.link }).getAttribute('href')).toBe('/faq');
      const external = page.getByRole('link', { name: lang === 'en' ? 'The maker’s site' : 'Үйлдвэрлэгчийн сайт' });
      expect(await external.getAttribute('href')).toBe('https://www.samsung.com/');
      expect(await external.getAttribute('rel')).toBe('noopener noreferrer');

      const picture = page.getByRole('img', { name: g.alt });
      await picture.scrollIntoViewIfNeeded();
      expect(await picture.getAttribute('width')).toBe('1600');
      expect(await picture.getAttribute('height')).toBe('900');
      expect(await picture.getAttribute('loading')).toBe('lazy');
      expect(await picture.getAttribute('srcset')).toContain(`/${imageKey} 320w`);
      // The browser really got a picture from the store (a phone's width from the srcset).
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/^\/images\/[0-9a-f-]{36}\.webp$/);

      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: lang === 'en' ? product.nameEn : product.nameMn }) });
      await card.getByText(formatMnt(product.price), { exact: true }).waitFor();
      // The page's own block comes after its text.
      await page.getByRole('link', { name: lang === 'en' ? 'Shop Korea' : 'Солонгос бараа' }).waitFor();
      expect(await scrollsSideways(page)).toBeNull();
    });
  }

  it('shows the price of now on a product card: staff change the price, the shopper reloads', async () => {
    const db = store.db.database.db;
    const { page } = await store.newPage({ lang: 'en', width: 375 });
    await openReady(page, '/korean-phones');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: product.nameEn }) });
    await card.getByText(formatMnt(product.price), { exact: true }).waitFor();
    const newPrice = product.price + 12_300;
    await db.update(products).set({ price: newPrice }).where(eq(products.id, product.id));
    // As a console save does: the change is published, so the kept page is rendered anew.
    await store.app.services.publishChange('catalog');
    try {
      await page.reload();
      await card.getByText(formatMnt(newPrice), { exact: true }).waitFor();
      expect(await card.getByText(formatMnt(product.price), { exact: true }).count()).toBe(0);
    } finally {
      await db.update(products).set({ price: product.price }).where(eq(products.id, product.id));
      await store.app.services.publishChange('catalog');
    }
  });

  it('answers "Page not found" for a draft, and for a scheduled page until its time comes', async () => {
    const db = store.db.database.db;
    const { page } = await store.newPage({ lang: 'en' });
    expect((await page.goto('/draft-notes'))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect((await page.goto('/summer-sale'))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

    await db.update(contentPages).set({ publishAt: new Date(Date.now() - 60_000) }).where(and(eq(contentPages.kind, 'page'), eq(contentPages.key, 'summer-sale')));
    expect((await openReady(page, '/summer-sale'))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Summer sale' }).waitFor();
    await page.getByText('The summer sale has begun.').waitFor();
  });

  it('shows the civil ID help and "About us" with the store’s contacts, in both languages', async () => {
    const en = (await store.newPage({ lang: 'en', width: 375 })).page;
    expect((await openReady(en, '/help/cid'))?.status()).toBe(200);
    await en.getByRole('heading', { level: 1, name: 'Your civil registration number' }).waitFor();
    await en.getByText('It is printed on your ID card: two letters and eight digits.').waitFor();

    expect((await openReady(en, '/about-us'))?.status()).toBe(200);
    await en.getByRole('heading', { level: 1, name: 'About Zuuch' }).waitFor();
    await en.getByText(/^Zuuch is an online store/).waitFor();
    await en.getByText('We work from Ulaanbaatar.').waitFor();
    await en.getByRole('heading', { level: 2, name: 'Contact us' }).waitFor();
    expect(await en.getByRole('link', { name: '+976 7711 2233' }).getAttribute('href')).toBe('tel:+97677112233');
    await en.getByRole('link', { name: 'hello@zuuch.mn' }).waitFor();

    const mn = (await store.newPage({ lang: 'mn', width: 375 })).page;
    await openReady(mn, '/help/cid');
    await mn.getByRole('heading', { level: 1, name: 'Регистрийн дугаар' }).waitFor();
    await mn.getByRole('heading', { level: 2, name: 'Хаанаас олох вэ' }).waitFor();
    await openReady(mn, '/about-us');
    await mn.getByRole('heading', { level: 1, name: 'Бидний тухай' }).waitFor();
    await mn.getByText(/^Зууч бол АНУ/).waitFor();
    await mn.getByRole('heading', { level: 2, name: 'Холбоо барих' }).waitFor();
  });

  it('has no serious or critical accessibility fault, light and dark, phone and desktop', { timeout: 120_000 }, async () => {
    const faults: string[] = [];
    for (const [lang, theme, width] of [['mn', 'light', 375], ['en', 'dark', 1280]] as const) {
      const { page } = await store.newPage({ lang, theme, width });
      for (const path of ['/korean-phones', '/help/cid', '/about-us']) {
        await openReady(page, path);
        const found = await seriousViolations(page);
        if (found.length) faults.push(`${path} (${lang}, ${theme}, ${width}): ${describeViolations(found)}`);
      }
    }
    expect(faults.join('\n\n')).toBe('');
  });
});
