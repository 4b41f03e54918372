import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_RULES, formatCost, landedCost, parseCost, parseRate, roundPrice, variantLandedCost, type CostedProduct, type PricingRules } from './landed-cost';

const rules: PricingRules = {
  ...DEFAULT_PRICING_RULES,
  duty: { default: { dutyBp: 500, exciseBp: 0 }, byCategory: { electronics: { dutyBp: 0, exciseBp: 0 }, spirits: { dutyBp: 500, exciseBp: 1000 } } },
  margin: { defaultBp: 2500, byCategory: { tech: 1500 } },
};
const rates = { USD: '3452.15', KRW: '2.4812', JPY: '22.87' };

describe('landed cost, worked examples', () => {
  it('Korean cream: 15,000 ₩ at 2.4812, 200 g by the Korea route, 5 % duty, 10 % VAT, 25 % margin, rounded to …900', () => {
    const r = landedCost({ costMinor: 15_000, currency: 'KRW', weightGrams: 200, route: 'KR', categoryPath: ['beauty'] }, rates, rules);
    expect(r).toEqual({
      goods: 37_218, // 15,000 × 2.4812
      shipping: 3_600, // 0.2 kg × 18,000
      duty: 2_041, // 5 % of 40,818 (goods + freight), half up
      excise: 0,
      vat: 4_286, // 10 % of 42,859
      landed: 47_145,
      marginBp: 2500,
      unrounded: 58_931, // + 11,786
      price: 59_900,
      profit: 12_755,
      profitBp: 2129,
    });
  });

  it('US laptop: $129.99 at 3452.15, 1.2 kg, no duty on its category, the parent category’s 15 % margin, rounded up to 1,000', () => {
    const r = landedCost({ costMinor: 12_999, currency: 'USD', weightGrams: 1200, route: 'US', categoryPath: ['electronics', 'tech'] }, rates, { ...rules, rounding: 'up1000' });
    expect(r).toMatchObject({ goods: 448_745, shipping: 45_600, duty: 0, excise: 0, vat: 49_435, landed: 543_780, marginBp: 1500, unrounded: 625_347, price: 626_000 });
  });

  it('Japanese spirits: the minimum chargeable weight, duty and excise, the product’s own margin, no rounding', () => {
    const r = landedCost({ costMinor: 1_980, currency: 'JPY', weightGrams: 30, route: 'JP', categoryPath: ['spirits'], marginBp: 3000 }, rates, { ...rules, rounding: 'none' });
    expect(r).toMatchObject({ goods: 45_283, shipping: 2_600, duty: 2_394, excise: 4_788, vat: 5_507, landed: 60_572, marginBp: 3000, price: 78_744 });
  });

  it('says which rate is missing instead of guessing', () => {
    expect(landedCost({ costMinor: 9_900, currency: 'CNY', weightGrams: 500, route: 'CN', categoryPath: [] }, rates, rules)).toEqual({ missing: 'rate', currency: 'CNY' });
  });

  it('never loses a tugrik to floating point on large costs', () => {
    const r = landedCost({ costMinor: 9_999_999_99, currency: 'USD', weightGrams: 0, route: 'US', categoryPath: [] }, { USD: '3452.123456' }, rules);
    expect(r).toMatchObject({ goods: 34_521_234_526 }); // 34,521,234,525.4…, rounded up
  });
});

describe('rounding the way shops write prices', () => {
  it.each([
    ['end900', 45_210, 45_900],
    ['end900', 45_900, 45_900],
    ['end900', 45_950, 46_900],
    ['end900', 800, 900],
    ['up100', 45_201, 45_300],
    ['up100', 45_200, 45_200],
    ['up1000', 45_001, 46_000],
    ['none', 45_001, 45_001],
    ['end900', 0, 0],
  ] as const)('%s: %i → %i', (rounding, amount, price) => expect(roundPrice(amount, rounding)).toBe(price));
});

describe('reading rates and costs as staff type them', () => {
  it.each([
    ['3452.15', 3_452_150_000n],
    ['2,4812', 2_481_200n],
    [' 22.87 ', 22_870_000n],
    ['0', null],
    ['abc', null],
    ['1.1234567', null],
    ['-3', null],
  ])('rate %s', (text, value) => expect(parseRate(text)).toBe(value));

  it.each([
    ['12.99', 'USD', 1299],
    ['1,299.50', 'USD', 129_950],
    ['12,5', 'USD', 1250],
    ['12.990', 'USD', 1299],
    ['12.999', 'USD', null],
    ['15 000', 'KRW', 15_000],
    ['15,000', 'KRW', 15_000],
    ['15.5', 'KRW', null],
    ['-5', 'USD', null],
    ['', 'JPY', null],
  ] as const)('cost %s %s', (text, currency, minor) => expect(parseCost(text, currency)).toBe(minor));

  it('writes costs back as typed', () => {
    expect(formatCost(1299, 'USD')).toBe('12.99');
    expect(formatCost(105, 'CNY')).toBe('1.05');
    expect(formatCost(15_000, 'KRW')).toBe('15000');
  });
});

describe('a variant priced from its product', () => {
  const product: CostedProduct = { origin: 'KR', costMinor: 15_000, costCurrency: 'KRW', weightGrams: 200, pricing: { mode: 'landed' } };
  it('takes the product’s cost and weight unless the variant has its own', () => {
    const same = variantLandedCost(product, { costMinor: null, weightGrams: null }, ['beauty'], rates, rules);
    const own = variantLandedCost(product, { costMinor: 18_000, weightGrams: null }, ['beauty'], rates, rules);
    expect(same).toMatchObject({ price: 59_900 });
    expect(own).toMatchObject({ goods: 44_662 });
  });
  it('is null for a product priced by hand, and names what is missing otherwise', () => {
    expect(variantLandedCost({ ...product, pricing: { mode: 'manual' } }, { costMinor: null, weightGrams: null }, [], rates, rules)).toBeNull();
    expect(variantLandedCost({ ...product, origin: 'MN' }, { costMinor: null, weightGrams: null }, [], rates, rules)).toEqual({ missing: 'route' });
    expect(variantLandedCost({ ...product, costMinor: null }, { costMinor: null, weightGrams: null }, [], rates, rules)).toEqual({ missing: 'cost' });
    expect(variantLandedCost({ ...product, weightGrams: null }, { costMinor: null, weightGrams: null }, [], rates, rules)).toEqual({ missing: 'weight' });
    expect(variantLandedCost({ ...product, costCurrency: 'CNY' }, { costMinor: null, weightGrams: null }, [], rates, rules)).toEqual({ missing: 'rate', currency: 'CNY' });
  });
});
