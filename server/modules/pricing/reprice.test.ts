import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_RULES } from '../../../core/landed-cost';
import { checkPicks, priceRows, rowsToReview, type RepriceProduct, type RepriceVariant } from './reprice';
import { bpToPercent, percentToBp, readPick } from './schemas';

const rates = { KRW: '2.4812', USD: '3452.15' };
const cream: RepriceProduct = { id: 'p1', nameMn: 'Тос', nameEn: 'Cream', categoryId: 'beauty', origin: 'KR', costMinor: 15_000, costCurrency: 'KRW', weightGrams: 200, pricing: { mode: 'landed' } };
const byHand: RepriceProduct = { ...cream, id: 'p2', pricing: { mode: 'manual' } };
const noRate: RepriceProduct = { ...cream, id: 'p3', costCurrency: 'CNY', origin: 'CN' };
const variants: RepriceVariant[] = [
  { id: 'v1', productId: 'p1', sku: 'CREAM-S', price: 55_000, costMinor: null, weightGrams: null },
  { id: 'v2', productId: 'p1', sku: 'CREAM-L', price: 59_900, costMinor: null, weightGrams: null }, // already right
  { id: 'v3', productId: 'p2', sku: 'HAND', price: 10_000, costMinor: null, weightGrams: null },
  { id: 'v4', productId: 'p3', sku: 'CN-1', price: 20_000, costMinor: null, weightGrams: null },
];
const rows = priceRows([cream, byHand, noRate], variants, () => [], rates, DEFAULT_PRICING_RULES);

describe('which variants a repricing preview lists', () => {
  it('prices every landed-cost variant (the worked example: 59,900 ₮) and leaves hand-priced products out', () => {
    expect(rows.map((r) => [r.sku, r.oldPrice, r.newPrice])).toEqual([
      ['CREAM-S', 55_000, 59_900],
      ['CREAM-L', 59_900, 59_900],
      ['CN-1', 20_000, null],
    ]);
    expect(rows[0]).toMatchObject({ landed: 47_145, profitBp: 2129, missing: null });
  });

  it('lists the prices that would change and the variants that cannot be priced, with why', () => {
    expect(rowsToReview(rows).map((r) => [r.sku, r.missing])).toEqual([
      ['CREAM-S', null],
      ['CN-1', { missing: 'rate', currency: 'CNY' }],
    ]);
  });
});

describe('applying picked rows', () => {
  it('applies rows still as previewed and skips the rest with a reason', () => {
    const { apply, skipped } = checkPicks(
      [
        { variantId: 'v1', oldPrice: 55_000, newPrice: 59_900 },
        { variantId: 'v1', oldPrice: 55_000, newPrice: 59_900 }, // sent twice: once
        { variantId: 'v4', oldPrice: 20_000, newPrice: 21_900 },
        { variantId: 'gone', oldPrice: 1, newPrice: 2 },
      ],
      rows,
    );
    expect(apply.map((r) => r.sku)).toEqual(['CREAM-S']);
    expect(skipped.map((s) => s.reason)).toEqual(['missing', 'gone']);
  });

  it('skips a row whose price was changed since the preview, or whose new price moved (a rate changed meanwhile)', () => {
    expect(checkPicks([{ variantId: 'v1', oldPrice: 54_000, newPrice: 59_900 }], rows).skipped[0].reason).toBe('changed');
    expect(checkPicks([{ variantId: 'v1', oldPrice: 55_000, newPrice: 58_900 }], rows).skipped[0].reason).toBe('changed');
  });

  it('reads a pick as the form carries it, and refuses anything else', () => {
    expect(readPick('0b7c8a52-6f0e-4b43-9f1c-0d5c1f1d2e3a:55000:59900')).toEqual({ variantId: '0b7c8a52-6f0e-4b43-9f1c-0d5c1f1d2e3a', oldPrice: 55_000, newPrice: 59_900 });
    expect(readPick('x:1:2')).toBeNull();
    expect(readPick('0b7c8a52-6f0e-4b43-9f1c-0d5c1f1d2e3a:-1:2')).toBeNull();
  });
});

describe('percentages as staff type them', () => {
  it.each([
    ['5', 500],
    ['12.5', 1250],
    ['12,5 %', 1250],
    ['0', 0],
    ['10.25', 1025],
    ['1.234', null],
    ['-5', null],
    ['five', null],
  ])('%s → %s', (text, bp) => expect(percentToBp(text)).toBe(bp));
  it('writes them back', () => {
    expect([bpToPercent(500), bpToPercent(1250), bpToPercent(1025), bpToPercent(0)]).toEqual(['5', '12.5', '10.25', '0']);
  });
});
