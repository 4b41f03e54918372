// The buy-for-me preview over the API on both databases, against the local marketplace sandbox through the real,
// guarded HTTP client: a pasted Coupang link's product, options and estimate in tugrik by the store's rates and rules;
// a sold-out page and a JavaScript-only page say what is missing; links the store may not fetch are refused with a
// localised reason; an address that asks too often is told to wait. The page's picture is the store's own copy, at an
// address the store signed, read only from the picture hosts of the marketplaces on the store's list.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { storeIdOf } from '../../../test/order-rows';
import { estimateLanded } from '../../../core/buy-for-me';
import { MARKETPLACES } from '../../../core/marketplaces';
import { getCatalogSettings } from '../pricing/catalog-settings';
import { PREVIEWS_PER_MINUTE } from './bind-buy-for-me';
import { stores } from '../../db/schema';
import { pictureSigner } from './pictures';

describe.each(databaseKinds)('buy for me: the preview on %s', (kind) => {
  let api: TestApi;
  let address = 0;
  let storeId = '';
  // Each test from its own address: the limit is per address.
  const preview = (payload: unknown, lang = 'en', from = `10.9.0.${++address}`) =>
    api.app.inject({ method: 'POST', url: '/api/v1/buy-for-me/preview', payload: payload as never, headers: { 'accept-language': lang }, remoteAddress: from });

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = await storeIdOf(api.db.database.db);
  });
  afterAll(() => api?.close());

  it('reads a Coupang link and estimates it in tugrik by the store’s rate and rules', async () => {
    const res = await preview({ url: 'https://www.coupang.com/vp/products/7335597976', kind: 'cosmetics', quantity: 2 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      url: 'https://www.coupang.com/vp/products/7335597976',
      site: { id: 'coupang', name: 'Coupang', origin: 'KR', currency: 'KRW' },
      product: { title: '라운드랩 1025 독도 토너, 200ml, 2개', price: { minor: 29_900, currency: 'KRW' }, options: [{ name: '용량' }, { name: '수량' }] },
      missing: null,
    });
    const settings = await getCatalogSettings(api.db.database.db, storeId);
    expect(settings.rates.KRW).toBeTruthy();
    const expected = estimateLanded({ site: MARKETPLACES.coupang, price: { minor: 29_900, currency: 'KRW' }, quantity: 2, kind: 'cosmetics' }, settings.rates, settings.pricing);
    expect(body.estimate).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(body.estimate).toMatchObject({ weightGrams: 400, quantity: 2, total: body.estimate.unitPrice * 2 });
  });

  it('says what is missing: no price on a sold-out page, nothing on a page that needs JavaScript', async () => {
    expect((await preview({ url: 'https://www.coupang.com/vp/products/7112345678' })).json()).toMatchObject({ product: { title: 'Apple 에어팟 프로 2세대 USB-C', price: null }, estimate: null, missing: 'price' });
    expect((await preview({ url: 'https://item.taobao.com/item.htm?id=7281234567' })).json()).toMatchObject({ site: { id: 'taobao' }, product: { title: null, price: null }, estimate: null, missing: 'price' });
    expect((await preview({ url: 'https://item.rakuten.co.jp/zojirushi/sm-zb48/' })).json()).toMatchObject({ site: { origin: 'JP' }, product: { price: { minor: 3_280, currency: 'JPY' } }, missing: null });
  });

  it.each([
    ['https://www.ebay.com/itm/1234', 'We buy from Amazon, Coupang, Gmarket, Taobao and Rakuten: paste a link from one of them'],
    ['https://127.0.0.1:5432/', 'We buy from Amazon, Coupang, Gmarket, Taobao and Rakuten: paste a link from one of them'],
    ['http://www.coupang.com/vp/products/7335597976', 'Paste the whole link of the product page, starting with https://'],
    ['https://169.254.169.254/latest/meta-data/', 'We buy from Amazon, Coupang, Gmarket, Taobao and Rakuten: paste a link from one of them'],
    ['https://coupang.com.attacker.example/vp/products/1', 'We buy from Amazon, Coupang, Gmarket, Taobao and Rakuten: paste a link from one of them'],
    ['file:///etc/passwd', 'Paste the whole link of the product page, starting with https://'],
    ['coupang', 'Paste the whole link of the product page, starting with https://'],
    ['https://www.coupang.com/vp/products/1', 'We could not read that page. Describe the product and its price instead'],
  ])('refuses %s with a reason', async (url, message) => {
    const res = await preview({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ path: 'url', message }]);
  });

  it('answers in Mongolian, refuses bad bodies, and limits an address', async () => {
    const mn = await preview({ url: 'https://www.ebay.com/itm/1' }, 'mn');
    expect(mn.json().error.fields[0].message).toBe('Бид эдгээр сайтаас захиалж авдаг: Amazon, Coupang, Gmarket, Taobao, Rakuten. Аль нэгнийх нь холбоосыг оруулна уу');
    for (const bad of [{}, { url: '' }, { url: 'https://www.coupang.com/x', quantity: 0 }, { url: 'https://www.coupang.com/x', kind: 'cars' }, { url: 'x'.repeat(2_001) }]) {
      expect((await preview(bad)).statusCode).toBe(400);
    }
    // Pages the store must fetch are counted (the sandbox has none of these: each is fetched, and refused as unreadable);
    // one in its memory is not, so an address past its limit still sees a page it has read.
    const address = '10.9.9.9';
    expect((await preview({ url: 'https://www.coupang.com/vp/products/7335597976' })).statusCode).toBe(200);
    const answers = [];
    for (let i = 0; i <= PREVIEWS_PER_MINUTE; i++) answers.push((await preview({ url: `https://www.coupang.com/vp/products/90${i}` }, 'en', address)).statusCode);
    expect(answers.slice(0, PREVIEWS_PER_MINUTE).every((s) => s === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await preview({ url: 'https://www.coupang.com/vp/products/7335597976' }, 'en', address)).statusCode).toBe(200);
  });

  it('shows the page’s picture as the store’s own copy, at an address it signed, from the marketplace’s picture hosts only', async () => {
    const body = (await preview({ url: 'https://www.coupang.com/vp/products/7335597976' })).json();
    const at = new URL(body.picture, 'https://store.example');
    expect(at.pathname).toBe('/buy-for-me/picture');
    const [src, sig] = [at.searchParams.get('src')!, at.searchParams.get('sig')!];
    expect(src).toBe('https://thumbnail6.coupangcdn.com/thumbnails/remote/492x492ex/image/retail/images/dokdo-toner.jpg');
    const read = (s: string, g: string) => api.app.services.readMarketplacePicture(storeId, s, g, '10.9.8.1').then((r) => r, (e: { code: string }) => e.code);
    const { webp, found } = (await read(src, sig)) as { webp: Buffer; found: boolean };
    expect(found).toBe(true);
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 600, 600, undefined]);
    // Another address under its signature, or a signature not the store's: none. Signed, but not a marketplace's
    // picture host, an address, or a site staff took off the list: none either (the guarded client is asked nothing).
    expect(await read(`${src}x`, sig)).toBe('NOT_FOUND');
    expect(await read(src, `${sig.slice(1)}A`)).toBe('NOT_FOUND');
    const { address } = await pictureSigner(api.db.database.db);
    const signed = (u: string) => new URL(address(u)!, 'https://store.example').searchParams.get('sig')!;
    for (const u of ['https://evil.example/p.jpg', 'https://127.0.0.1/p.jpg', 'http://thumbnail6.coupangcdn.com/p.jpg']) expect(await read(u, signed(u))).toBe('NOT_FOUND');
    const listed = (hosts: string[] | null) => api.db.database.db.update(stores).set({ marketplaceHosts: hosts }).where(eq(stores.id, storeId));
    await listed(['www.amazon.com']);
    expect(await read(src, sig)).toBe('NOT_FOUND');
    await listed(null);
    expect(await read(src, sig)).toMatchObject({ found: true });
    // A picture the site no longer has (not a picture host's path the sandbox draws): the stand-in, not an error.
    const gone = 'https://thumbnail6.coupangcdn.com/missing/toner.jpg';
    expect(await read(gone, signed(gone))).toMatchObject({ found: false });
  });
});
