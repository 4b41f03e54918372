// A page's page-builder blocks as shoppers get them: every block type of core/page-blocks.ts in its order with its data
// in the reader's language — a hero's picture, rich text's pictures and product cards (inactive products left out),
// product rails from each kind of query, FAQ excerpts of public questions only — and blocks with nothing to show left
// out (a rail of a removed category, an excerpt whose questions are drafts).
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageBlockConfig } from '../../../core/page-blocks';
import type { RichDoc } from '../../../core/rich-text';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/databases';
import { insertFaq } from '../../../test/content-rows';
import { storeIdOf } from '../../../test/order-rows';
import { pageBlocks, products } from '../../db/schema';
import { saveImage } from '../images/save-image';
import { listPageBlocks, type PageBlock } from './page-blocks';
import { resolveDocRefs } from './resolve-refs';
import { memoryStorage } from '../../../test/memory-storage';

const t = (mn: string, en: string) => ({ mn, en });
const words = (text: string): RichDoc => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

describe.each(databaseKinds)('page blocks on %s', (kind) => {
  let test: TestDatabase;
  let storeId: string;
  let imageId: string;
  let active: { slug: string; price: number };
  let inactive: string;
  const db = () => test.database.db;
  const find = <T extends PageBlock['type']>(blocks: PageBlock[], type: T) => blocks.filter((b): b is Extract<PageBlock, { type: T }> => b.type === type);

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    storeId = await storeIdOf(db());
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    imageId = (await saveImage(db(), memoryStorage(), storeId, photo, null)).id;
    const rows = await db().select({ slug: products.slug, price: products.price }).from(products).where(eq(products.active, true)).limit(2);
    active = rows[0];
    inactive = rows[1].slug;
    await db().update(products).set({ active: false }).where(eq(products.slug, inactive));
    await insertFaq(db(), storeId, [
      { key: 'spring-pay-qpay', topic: 'spring-payment', question: t('QPay-ээр хэрхэн төлөх вэ?', 'How do I pay with QPay?'), answer: t('QR кодыг уншуулна.', 'Scan the QR code.') },
      { key: 'spring-pay-card', topic: 'spring-payment', question: t('Картаар төлөх үү?', 'Can I pay by card?'), answer: t('Тийм.', 'Yes.') },
      { key: 'spring-pay-draft', topic: 'spring-payment', question: t('Ноорог', 'A draft'), answer: t('Ноорог', 'Draft'), status: 'draft' },
      { key: 'spring-pay-soon', topic: 'spring-payment', question: t('Удахгүй', 'Soon'), answer: t('Удахгүй', 'Soon'), publishAt: new Date(Date.now() + 86_400_000) },
      { key: 'spring-returns-draft', topic: 'spring-returns', question: t('Буцаалт', 'Returns'), answer: t('Ноорог', 'Draft'), status: 'draft' },
    ]);
    const richDoc: RichDoc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Read on' }] },
        { type: 'image', attrs: { imageId, alt: 'A blue picture' } },
        { type: 'productCard', attrs: { slug: active.slug } },
        { type: 'productCard', attrs: { slug: inactive } },
        { type: 'productCard', attrs: { slug: 'no-such-product' } },
      ],
    };
    const configs: PageBlockConfig[] = [
      { type: 'hero', title: t('Хаврын хямдрал', 'Spring sale'), text: t('20% хямд', '20% off'), cta: t('Үзэх', 'Shop'), href: '/category?sale=1', tone: 'dark', imageId },
      // Mongolian left empty: the English text is shown rather than nothing.
      { type: 'rich-text', doc: { mn: { type: 'doc', content: [] }, en: richDoc } },
      { type: 'product-rail', title: t('Шинэ', 'New'), source: 'newest', limit: 4 },
      { type: 'product-rail', title: t('Утас', 'Phones'), source: 'category', category: 'smartphones', limit: 4, href: '/category?category=smartphones' },
      { type: 'product-rail', title: t('Алга', 'Gone'), source: 'category', category: 'no-such-category', limit: 4 },
      { type: 'product-rail', title: t('Айфон', 'iPhones'), source: 'search', query: 'iphone', limit: 3 },
      { type: 'product-rail', title: t('Хямд', 'On sale'), source: 'discounted', limit: 4 },
      { type: 'product-rail', title: t('Солонгос', 'Korea'), source: 'origin', origin: 'KR', limit: 4 },
      { type: 'category-tiles', title: t('Ангилал', 'Categories') },
      { type: 'image-text', imageId: crypto.randomUUID(), alt: t('Зураг', 'A picture'), title: t('Сөүлээс', 'From Seoul'), doc: { mn: words('Сөүлээс шууд'), en: words('Straight from Seoul') }, imageSide: 'left' },
      { type: 'faq-excerpt', title: t('Асуулт', 'Questions'), keys: ['spring-pay-card', 'spring-pay-draft', 'spring-pay-soon', 'spring-pay-qpay'], limit: 5 },
      { type: 'faq-excerpt', title: t('Төлбөр', 'Payment'), topic: 'spring-payment', limit: 1 },
      { type: 'faq-excerpt', title: t('Буцаалт', 'Returns'), topic: 'spring-returns', limit: 5 },
      { type: 'call-to-action', title: t('Асуух уу?', 'Questions?'), text: t('Бидэнтэй холбогдоорой', 'Get in touch'), cta: t('Холбогдох', 'Contact'), href: '/about-us' },
    ];
    await db().insert(pageBlocks).values(configs.map((config, position) => ({ storeId, page: 'spring', position, config })));
    // A block staff switched off, and another page's block: neither is on this page.
    await db().insert(pageBlocks).values([
      { storeId, page: 'spring', position: 99, active: false, config: { type: 'category-tiles', title: t('Нуусан', 'Hidden') } },
      { storeId, page: 'other', position: 0, config: { type: 'category-tiles', title: t('Өөр', 'Other') } },
    ]);
  }, 120_000);
  afterAll(() => test?.drop());

  it('answers every block type in order, in English, leaving out those with nothing to show', async () => {
    const blocks = await listPageBlocks(db(), storeId, 'spring', 'en');
    expect(blocks.map((b) => (b.type === 'product-rail' ? `rail:${b.title}` : b.type))).toEqual([
      'hero',
      'rich-text',
      'rail:New',
      'rail:Phones',
      'rail:iPhones',
      'rail:On sale',
      'rail:Korea',
      'category-tiles',
      'image-text',
      'faq-excerpt',
      'faq-excerpt',
      'call-to-action',
    ]);
    const [hero] = find(blocks, 'hero');
    expect(hero).toMatchObject({ title: 'Spring sale', text: '20% off', cta: 'Shop', href: '/category?sale=1', tone: 'dark' });
    expect(hero.image?.id).toBe(imageId);
    expect(hero.image?.variants.map((v) => v.width)).toEqual([320, 640, 800]);

    const [rich] = find(blocks, 'rich-text');
    expect(rich.doc.content[0]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'Read on' }] });
    expect(Object.keys(rich.refs.images)).toEqual([imageId]);
    expect(Object.keys(rich.refs.products)).toEqual([active.slug]);
    expect(rich.refs.products[active.slug].price).toBe(active.price);

    const rails = find(blocks, 'product-rail');
    expect(rails.map((r) => r.products.length)).toEqual([4, 4, 3, 4, 4]);
    for (const rail of rails) expect(rail.products.every((p) => p.inStock && p.slug !== inactive)).toBe(true);
    expect(rails[1].href).toBe('/category?category=smartphones');
    expect(rails[2].products.every((p) => /iphone/i.test(p.name))).toBe(true);
    expect(rails[3].products.every((p) => p.compareAtPrice !== null && p.compareAtPrice > p.price)).toBe(true);
    expect(rails[4].products.every((p) => p.origin === 'KR')).toBe(true);

    const [imageText] = find(blocks, 'image-text');
    expect(imageText).toMatchObject({ image: null, alt: 'A picture', title: 'From Seoul', imageSide: 'left' });

    const [byKeys, byTopic] = find(blocks, 'faq-excerpt');
    // The given keys in their order; a draft and a scheduled question among them are left out.
    expect(byKeys.questions.map((q) => [q.key, q.question])).toEqual([
      ['spring-pay-card', 'Can I pay by card?'],
      ['spring-pay-qpay', 'How do I pay with QPay?'],
    ]);
    expect(byTopic.questions.map((q) => q.key)).toEqual(['spring-pay-qpay']);
    expect(byTopic.questions[0].answer.content[0]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'Scan the QR code.' }] });
  });

  it('answers in Mongolian, with the other language’s text where one is empty', async () => {
    const blocks = await listPageBlocks(db(), storeId, 'spring', 'mn');
    expect(find(blocks, 'hero')[0].title).toBe('Хаврын хямдрал');
    expect(find(blocks, 'rich-text')[0].doc.content[0]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'Read on' }] });
    expect(find(blocks, 'faq-excerpt')[0].questions.map((q) => q.question)).toEqual(['Картаар төлөх үү?', 'QPay-ээр хэрхэн төлөх вэ?']);
    const [phones] = find(blocks, 'product-rail').filter((r) => r.title === 'Утас');
    expect(phones.products.length).toBeGreaterThan(0);
    expect(phones.products.every((p) => /[А-Яа-яӨөҮү]/.test(p.name))).toBe(true);
  });

  it('shows a scheduled question once its time comes and a question once published, and nothing for a page without blocks', async () => {
    await db().execute(sql`update content_pages set publish_at = now() - interval '1 minute' where key = 'spring-pay-soon'`);
    await db().execute(sql`update content_pages set status = 'published' where key = 'spring-returns-draft'`);
    const blocks = await listPageBlocks(db(), storeId, 'spring', 'en');
    const excerpts = find(blocks, 'faq-excerpt');
    expect(excerpts.map((e) => e.title)).toEqual(['Questions', 'Payment', 'Returns']);
    expect(excerpts[0].questions.map((q) => q.key)).toEqual(['spring-pay-card', 'spring-pay-soon', 'spring-pay-qpay']);
    expect(excerpts[2].questions.map((q) => q.question)).toEqual(['Returns']);
    expect(await listPageBlocks(db(), storeId, 'no-blocks-here', 'en')).toEqual([]);
  });

  it('resolves a document’s cards with the price of now, leaving out inactive and unknown products', async () => {
    const doc: RichDoc = { type: 'doc', content: [{ type: 'productCard', attrs: { slug: active.slug } }, { type: 'productCard', attrs: { slug: inactive } }, { type: 'image', attrs: { imageId: crypto.randomUUID(), alt: '' } }] };
    await db().update(products).set({ price: active.price + 1000 }).where(and(eq(products.storeId, storeId), eq(products.slug, active.slug)));
    const refs = await resolveDocRefs(db(), storeId, 'en', [doc]);
    expect(Object.keys(refs.products)).toEqual([active.slug]);
    expect(refs.products[active.slug].price).toBe(active.price + 1000);
    expect(refs.images).toEqual({});
  });
});
