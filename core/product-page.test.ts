// The extractors on saved marketplace pages (server/providers/marketplace/pages, written like the sites' own): each
// site's markup, JSON-LD, microdata, Open Graph, and the ugly cases — no price, a price written as
// text, currency signs, a page that shows nothing without JavaScript.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARKETPLACES } from './marketplaces';
import { extractProduct } from './product-page';

const page = (name: string) => readFileSync(new URL(`../server/providers/marketplace/pages/${name}.html`, import.meta.url), 'utf8');

describe('reading a product page', () => {
  it.each([
    [
      'amazon',
      'https://www.amazon.com/dp/B083GBK7L4',
      MARKETPLACES.amazon,
      {
        title: 'Hydro Flask Wide Mouth Bottle with Flex Cap, 32 oz',
        image: 'https://m.media-amazon.com/images/I/61aRbPPzOHL._AC_SL1500_.jpg',
        price: { minor: 4_495, currency: 'USD' },
        options: [
          { name: 'Color', values: ['Pacific', 'Black', 'Snapper'] },
          { name: 'Size', values: ['32 oz', '40 oz'] },
        ],
        sources: ['site'],
      },
    ],
    [
      'coupang',
      'https://www.coupang.com/vp/products/7335597976',
      MARKETPLACES.coupang,
      {
        title: '라운드랩 1025 독도 토너, 200ml, 2개',
        image: 'https://thumbnail6.coupangcdn.com/thumbnails/remote/492x492ex/image/retail/images/dokdo-toner.jpg',
        price: { minor: 29_900, currency: 'KRW' },
        options: [
          { name: '용량', values: ['200ml', '500ml'] },
          { name: '수량', values: ['1개', '2개', '3개'] },
        ],
        sources: ['site'],
      },
    ],
    [
      'gmarket',
      'https://item.gmarket.co.kr/Item?goodscode=2548123456',
      MARKETPLACES.gmarket,
      {
        title: '[뉴발란스] 530 운동화 MR530SG',
        image: 'https://gdimg.gmarket.co.kr/2548123456/still/600?ver=1700000000',
        price: { minor: 109_000, currency: 'KRW' },
        options: [{ name: '사이즈', values: ['230', '240', '250', '260', '270'] }],
        sources: ['site'],
      },
    ],
    [
      'rakuten',
      'https://item.rakuten.co.jp/zojirushi/sm-zb48/',
      MARKETPLACES.rakuten,
      {
        title: '象印 ステンレスマグ 480ml SM-ZB48',
        image: 'https://item.rakuten.co.jp/@0_mall/zojirushi/cabinet/sm-zb48.jpg',
        price: { minor: 3_280, currency: 'JPY' },
        options: [{ name: 'カラー', values: ['ブラック', 'ホワイト', 'ピンク'] }],
        sources: ['site'],
      },
    ],
  ] as const)('reads %s’s markup', (name, url, site, expected) => {
    expect(extractProduct(page(name), url, site)).toEqual(expected);
  });

  it('falls back to structured data where the site’s markup is not known', () => {
    // The same pages as an unknown site's: JSON-LD, microdata, Open Graph.
    expect(extractProduct(page('coupang'), 'https://www.coupang.com/vp/products/1', null)).toMatchObject({ title: '라운드랩 1025 독도 토너, 200ml, 2개', price: { minor: 29_900, currency: 'KRW' }, sources: ['json-ld'] });
    expect(extractProduct(page('rakuten'), 'https://item.rakuten.co.jp/x/', null)).toMatchObject({ price: { minor: 3_280, currency: 'JPY' }, sources: ['microdata'] });
    expect(extractProduct(page('gmarket'), 'https://item.gmarket.co.kr/x', null)).toMatchObject({ price: { minor: 109_000, currency: 'KRW' }, sources: ['open-graph'] });
  });

  it('reads a price written as text in a graph, with its currency sign, and a product group’s variants', () => {
    expect(extractProduct(page('price-as-text'), 'https://www.amazon.com/dp/B0BR6NHD8W', MARKETPLACES.amazon)).toEqual({
      title: 'LEGO Icons Orchid 10311 Artificial Plant',
      image: 'https://www.amazon.com/images/I/orchid.jpg',
      price: { minor: 3_999, currency: 'USD' },
      options: [
        { name: 'Color', values: ['White', 'Pink'] },
        { name: 'Size', values: ['Standard'] },
      ],
      sources: ['json-ld'],
    });
  });

  it('says what it could not find: a sold-out page has no price, a JavaScript-only page nothing', () => {
    expect(extractProduct(page('missing-price'), 'https://www.coupang.com/vp/products/2', MARKETPLACES.coupang)).toEqual({
      title: 'Apple 에어팟 프로 2세대 USB-C',
      image: 'https://thumbnail7.coupangcdn.com/airpods.jpg',
      price: null,
      options: [],
      sources: ['site', 'json-ld'],
    });
    expect(extractProduct(page('taobao'), 'https://item.taobao.com/item.htm?id=1', MARKETPLACES.taobao)).toEqual({ title: null, image: null, price: null, options: [], sources: [] });
  });

  it('never throws on broken markup or data, and keeps only http(s) pictures', () => {
    const broken = '<script type="application/ld+json">{"@type":"Product","name":</script><meta property="og:image" content="javascript:alert(1)"><meta property="og:title" content="  A   title  ">';
    expect(extractProduct(broken, 'https://www.amazon.com/x', MARKETPLACES.amazon)).toEqual({ title: 'A title', image: null, price: null, options: [], sources: ['open-graph'] });
    expect(extractProduct('', 'https://www.amazon.com/x', null)).toEqual({ title: null, image: null, price: null, options: [], sources: [] });
  });
});
