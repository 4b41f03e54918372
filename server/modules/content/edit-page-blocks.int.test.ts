// The page builder's server side: every block type checked by its schema (both languages, safe links only, numbers in
// range, what a source needs), blocks added at the end, moved, switched and removed in order, on the home page and on
// content pages only, and each edit seen by the storefront's cached blocks at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { storeIdOf } from '../../../test/order-rows';
import { docFromPlainText } from '../../../core/rich-text';

const text = (mn: string, en: string) => ({ mn, en });
const cta = (title: string, href = '/search?sale=true') => ({ type: 'call-to-action', title: text(`${title} mn`, title), text: text('', ''), cta: text('Үзэх', 'See'), href });

describe.each(databaseKinds)('page builder on %s', (kind) => {
  let api: TestApi;
  let storeId = '';
  let staff: { id: string; name: string };
  const services = () => api.app.services;
  const page = 'builder-test';

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = await storeIdOf(api.db.database.db);
    staff = { id: (await createStaff(api.db.database.db, { username: 'builder', name: 'Saraa', role: 'content' })).id, name: 'Saraa' };
  });
  afterAll(() => api?.close());

  /** The field messages (English keys) of a refused block. */
  async function refusal(config: unknown): Promise<Record<string, string>> {
    try {
      await services().editBlocks.add(storeId, 'home', config, staff);
    } catch (err) {
      expect(AppError.is(err) && err.code).toBe('VALIDATION');
      return Object.fromEntries((err as AppError).fields.map((f) => [f.path, f.messageKey]));
    }
    throw new Error('the block was saved');
  }

  it.each([
    ['a javascript: link', cta('Bad', 'javascript:alert(1)'), { href: 'block.href' }],
    ['a link hidden behind a tab', cta('Bad', 'java\tscript:alert(1)'), { href: 'block.href' }],
    ['a link to another site without a scheme', cta('Bad', '//evil.example'), { href: 'block.href' }],
    ['a title in one language only', { ...cta('Only English'), title: text('', 'Only English') }, { 'title.mn': 'required' }],
    ['a button text missing in English', { ...cta('x'), cta: text('Үзэх', '') }, { 'cta.en': 'required' }],
    ['a rail of 25 products', { type: 'product-rail', title: text('Шинэ', 'New'), source: 'newest', limit: 25 }, { limit: 'block.limit24' }],
    ['a rail of no products', { type: 'product-rail', title: text('Шинэ', 'New'), source: 'newest', limit: 0 }, { limit: 'block.limit24' }],
    ['a rail of one country without the country', { type: 'product-rail', title: text('Солонгос', 'Korea'), source: 'origin', limit: 8 }, { origin: 'required' }],
    ['a rail with an unsafe “see all” link', { type: 'product-rail', title: text('Шинэ', 'New'), source: 'newest', limit: 8, href: 'data:text/html,x' }, { href: 'block.href' }],
    ['an FAQ excerpt naming no questions', { type: 'faq-excerpt', title: text('Асуулт', 'Questions'), limit: 3 }, { topic: 'block.faqWhich' }],
    ['an FAQ excerpt of 21 questions', { type: 'faq-excerpt', title: text('Асуулт', 'Questions'), topic: 'payment', limit: 21 }, { limit: 'block.limit20' }],
    ['text in one language only', { type: 'rich-text', doc: { mn: docFromPlainText('Сайн уу'), en: docFromPlainText('') } }, { 'doc.en': 'required' }],
    ['a picture block without a picture', { type: 'image-text', alt: text('a', 'a'), title: text('a', 'a'), doc: { mn: docFromPlainText('a'), en: docFromPlainText('a') }, imageSide: 'left' }, { imageId: 'required' }],
    ['a banner of an unknown colour', { type: 'hero', title: text('a', 'a'), text: text('', ''), cta: text('a', 'a'), href: '/', tone: 'green' }, { tone: 'invalidFormat' }],
  ])('refuses %s', async (_what, config, fields) => {
    expect(await refusal(config)).toEqual(fields);
  });

  it('refuses a type it does not know and a page that does not exist', async () => {
    await expect(services().editBlocks.add(storeId, 'home', { type: 'marquee', title: text('a', 'a') }, staff)).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(services().editBlocks.add(storeId, 'no-such-page', cta('x'), staff)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('adds at the end, moves up and down, switches off and on, removes, and the storefront sees each change', async () => {
    const db = api.db.database.db;
    // A content page to build on.
    await db.execute(
      `insert into content_pages (store_id, kind, key, title, body) values ('${storeId}', 'page', '${page}', '{"mn":"Туршилт","en":"Test"}', '{"mn":"","en":""}')` as never,
    );
    const edit = services().editBlocks;
    const titles = async () => (await services().listEditableBlocks(storeId, page)).map((b) => ('title' in b.config ? b.config.title.en : '') + (b.active ? '' : ' (off)'));
    const shown = async () => (await services().listPageBlocks(storeId, page, 'en')).map((b) => ('title' in b ? b.title : b.type));
    const a = await edit.add(storeId, page, cta('A'), staff);
    const b = await edit.add(storeId, page, cta('B'), staff);
    const c = await edit.add(storeId, page, { ...cta('C'), href: 'https://example.mn/c' }, staff);
    expect(await titles()).toEqual(['A', 'B', 'C']);
    expect(await shown()).toEqual(['A', 'B', 'C']);

    expect(await edit.move(storeId, page, c, 'up', staff)).toBe(1);
    expect(await edit.move(storeId, page, c, 'up', staff)).toBe(0);
    // Already at the top: stays.
    expect(await edit.move(storeId, page, c, 'up', staff)).toBe(0);
    expect(await titles()).toEqual(['C', 'A', 'B']);
    expect(await edit.move(storeId, page, a, 'down', staff)).toBe(2);
    expect(await titles()).toEqual(['C', 'B', 'A']);
    expect(await shown()).toEqual(['C', 'B', 'A']);
    const positions = (await services().listEditableBlocks(storeId, page)).map((x) => x.position);
    expect(positions).toEqual([0, 1, 2]);

    await edit.setActive(storeId, page, b, false, staff);
    expect(await titles()).toEqual(['C', 'B (off)', 'A']);
    expect(await shown()).toEqual(['C', 'A']);
    await edit.setActive(storeId, page, b, true, staff);
    await edit.update(storeId, page, b, cta('B2'), staff);
    expect(await shown()).toEqual(['C', 'B2', 'A']);

    await edit.remove(storeId, page, c, staff);
    expect(await titles()).toEqual(['B2', 'A']);
    expect((await services().listEditableBlocks(storeId, page)).map((x) => x.position)).toEqual([0, 1]);
    expect(await shown()).toEqual(['B2', 'A']);
    await expect(edit.remove(storeId, page, c, staff)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(edit.move(storeId, page, 'not-an-id', 'up', staff)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // A block of another page is not this page's.
    await expect(edit.remove(storeId, 'home', a, staff)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps a rail’s limit in range and only what its source uses', async () => {
    const id = await services().editBlocks.add(storeId, 'home', { type: 'product-rail', title: text('Солонгос', 'Korea'), source: 'origin', origin: 'KR', query: 'ignored', limit: '24', href: '/search?origin=KR' }, staff);
    const saved = (await services().listEditableBlocks(storeId, 'home')).find((b) => b.id === id)!.config;
    expect(saved).toEqual({ type: 'product-rail', title: text('Солонгос', 'Korea'), source: 'origin', origin: 'KR', limit: 24, href: '/search?origin=KR' });
    await services().editBlocks.remove(storeId, 'home', id, staff);
  });
});
