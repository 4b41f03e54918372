import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_HOSTS, marketplaceOfHost, parseWrittenPrice, pictureHostsFor } from './marketplaces';

describe('marketplaces', () => {
  it('knows a marketplace by its host or one under it, and nothing else', () => {
    expect(marketplaceOfHost('www.coupang.com')?.id).toBe('coupang');
    expect(marketplaceOfHost('ITEM.Rakuten.co.jp.')?.id).toBe('rakuten');
    expect(marketplaceOfHost('shop.item.taobao.com')?.id).toBe('taobao');
    expect(marketplaceOfHost('coupang.com.evil.example')).toBeNull();
    expect(marketplaceOfHost('notcoupang.com')).toBeNull();
    expect(DEFAULT_ALLOWED_HOSTS).toContain('www.amazon.com');
  });

  it.each([
    ['$1,299.99', 'USD', { minor: 129_999, currency: 'USD' }],
    ['US$ 12.99', 'KRW', { minor: 1_299, currency: 'USD' }],
    ['from $12.99 - $15.99', 'USD', { minor: 1_299, currency: 'USD' }],
    ['39,900원', 'USD', { minor: 39_900, currency: 'KRW' }],
    ['₩ 1,234,000', 'KRW', { minor: 1_234_000, currency: 'KRW' }],
    ['1,280円 (税込)', 'USD', { minor: 1_280, currency: 'JPY' }],
    ['¥1,280', 'JPY', { minor: 1_280, currency: 'JPY' }],
    ['￥128.00', 'CNY', { minor: 12_800, currency: 'CNY' }],
    ['¥ 89.5', 'CNY', { minor: 8_950, currency: 'CNY' }],
    ['128.00元', 'USD', { minor: 12_800, currency: 'CNY' }],
    ['12.99', 'USD', { minor: 1_299, currency: 'USD' }],
    ['39900', 'KRW', { minor: 39_900, currency: 'KRW' }],
  ] as const)('reads %s (site in %s)', (text, site, expected) => {
    expect(parseWrittenPrice(text, site)).toEqual(expected);
  });

  it.each([['Sold out', 'USD'], ['', 'KRW'], ['Price on request', 'JPY'], ['$0.00', 'USD']] as const)('finds no price in %j', (text, site) => {
    expect(parseWrittenPrice(text, site)).toBeNull();
  });
});

describe('where a marketplace’s pictures come from', () => {
  it('is each listed marketplace’s hosts on the list and its picture hosts; none of a marketplace not on the list', () => {
    expect(pictureHostsFor(['www.coupang.com', 'item.rakuten.co.jp'])).toEqual(['www.coupang.com', 'coupangcdn.com', 'item.rakuten.co.jp', 'r10s.jp', 'thumbnail.image.rakuten.co.jp', 'image.rakuten.co.jp']);
    expect(pictureHostsFor([])).toEqual([]);
    const all = pictureHostsFor(DEFAULT_ALLOWED_HOSTS);
    for (const host of ['m.media-amazon.com', 'thumbnail6.coupangcdn.com', 'gdimg.gmarket.co.kr', 'img.alicdn.com', 'tshop.r10s.jp']) expect(all.some((h) => host === h || host.endsWith(`.${h}`))).toBe(true);
  });
});
