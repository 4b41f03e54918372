import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_KINDS, estimateLanded, linksIn, quoteValidUntil, requestStateAt, staffMayAnswer } from './buy-for-me';
import { DEFAULT_PRICING_RULES, isLandedCost, landedCost } from './landed-cost';
import { MARKETPLACES } from './marketplaces';

const rates = { USD: '3450', KRW: '2.48', CNY: '476.5', JPY: '22.9' };

describe('the buy-for-me estimate', () => {
  it('prices a Coupang toner the catalog’s way: goods at the rate, freight by the kind’s weight, duty, VAT, margin', () => {
    const estimate = estimateLanded({ site: MARKETPLACES.coupang, price: { minor: 29_900, currency: 'KRW' }, quantity: 1, kind: 'cosmetics' }, rates, DEFAULT_PRICING_RULES);
    if ('missing' in estimate) throw new Error('no estimate');
    // 29,900 ₩ × 2.48 = 74,152 ₮; 400 g × 18,000 ₮/kg = 7,200 ₮; duty 5 % of 81,352 = 4,068; VAT 10 % of 85,420 = 8,542.
    expect(estimate.cost).toMatchObject({ goods: 74_152, shipping: 7_200, duty: 4_068, vat: 8_542, landed: 93_962 });
    expect(estimate.cost.price).toBe(117_900);
    expect(estimate).toMatchObject({ unitPrice: 117_900, total: 117_900, weightGrams: 400, rate: '2.48' });
    expect(estimate.arrival.minDays).toBeGreaterThan(0);
  });

  it('is the catalog’s price of one unit times the quantity, with a known weight winning over the kind’s', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(MARKETPLACES)),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom(...(Object.keys(ESTIMATE_KINDS) as (keyof typeof ESTIMATE_KINDS)[])),
        fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
        (site, minor, quantity, kind, weight) => {
          const estimate = estimateLanded({ site, price: { minor, currency: site.currency }, quantity, kind, weightGrams: weight }, rates, DEFAULT_PRICING_RULES);
          const grams = weight ?? ESTIMATE_KINDS[kind];
          const same = landedCost({ costMinor: minor, currency: site.currency, weightGrams: grams, route: site.origin, categoryPath: [] }, rates, DEFAULT_PRICING_RULES);
          if ('missing' in estimate || !isLandedCost(same)) throw new Error('no estimate');
          expect(estimate.cost).toEqual(same);
          expect(estimate.total).toBe(same.price * quantity);
          expect(estimate.unitPrice).toBeGreaterThanOrEqual(same.landed);
        },
      ),
    );
  });

  it('says so when the store has no rate for the currency', () => {
    expect(estimateLanded({ site: MARKETPLACES.rakuten, price: { minor: 3_280, currency: 'JPY' }, quantity: 1, kind: 'kitchen' }, { USD: '3450' }, DEFAULT_PRICING_RULES)).toEqual({ missing: 'rate', currency: 'JPY' });
  });

  it('reads a quote past its time as expired, and lets staff answer only what is still open', () => {
    const quotedAt = new Date('2026-11-20T05:00:00Z');
    const until = quoteValidUntil(quotedAt);
    expect(until.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(requestStateAt({ state: 'quoted', quoteValidUntil: until }, new Date('2026-11-23T04:59:59Z'))).toBe('quoted');
    expect(requestStateAt({ state: 'quoted', quoteValidUntil: until }, until)).toBe('expired');
    expect(requestStateAt({ state: 'accepted', quoteValidUntil: until }, new Date('2027-01-01'))).toBe('accepted');
    expect(requestStateAt({ state: 'submitted', quoteValidUntil: null }, new Date('2027-01-01'))).toBe('submitted');
    expect((['submitted', 'quoted', 'expired', 'accepted', 'rejected'] as const).filter(staffMayAnswer)).toEqual(['submitted', 'quoted', 'expired']);
  });
});

describe('the links in what a shopper pasted', () => {
  it.each([
    ['one link', 'https://www.coupang.com/vp/products/7335597976', ['https://www.coupang.com/vp/products/7335597976']],
    ['one per line, blank lines between', 'https://a.example/1\n\n  https://b.example/2  \r\n', ['https://a.example/1', 'https://b.example/2']],
    ['a chat message', 'Энийг авч өгөөч: https://item.gmarket.co.kr/Item?goodscode=123, бас (https://www.amazon.com/dp/B0C1).', ['https://item.gmarket.co.kr/Item?goodscode=123', 'https://www.amazon.com/dp/B0C1']],
    ['a share text', '【淘宝】https://item.taobao.com/item.htm?id=7001。点击链接直接打开', ['https://item.taobao.com/item.htm?id=7001']],
    ['the same link twice', 'https://a.example/1 https://a.example/1', ['https://a.example/1']],
    ['a link without its scheme, among others', 'www.coupang.com/vp/products/1\nhttps://www.amazon.com/dp/X', ['https://www.coupang.com/vp/products/1', 'https://www.amazon.com/dp/X']],
    ['words with dots but no path: taken whole', ' coupang.com ', ['coupang.com']],
    ['one without a scheme in brackets, one inside a word not', '(item.gmarket.co.kr/Item?x=1) see:www.amazon.com/dp/X', ['https://item.gmarket.co.kr/Item?x=1', 'https://www.amazon.com/dp/X']],
    ['numbers with a dot and a slash are no address', 'размер 2.5/3, 1.5/ https://a.example/1', ['https://a.example/1']],
    ['nothing', '  \n ', []],
  ])('%s', (_name, pasted, links) => {
    expect(linksIn(pasted)).toEqual(links);
  });

  // Generating web addresses is slow: fewer runs than fast-check's hundred, and time for a busy machine.
  it('finds each link pasted among any words, once', { timeout: 30_000 }, () => {
    const link = fc.webUrl({ validSchemes: ['https'], withQueryParameters: true }).filter((u) => !/[.,;:!?)\]}'\s]$/.test(u) && !/[\s<>"'`]/.test(u));
    const word = fc.constantFrom('', ' ', '\n', ' энийг ', ', ', ' бас\n');
    fc.assert(
      fc.property(fc.array(fc.tuple(word, link), { minLength: 1, maxLength: 6 }), word, (parts, end) => {
        const pasted = parts.map(([w, l]) => `${w}${l}`).join(' ') + end;
        expect(linksIn(pasted)).toEqual([...new Set(parts.map(([, l]) => l))]);
      }),
      { numRuns: 50 },
    );
  });
});
