import { describe, expect, it } from 'vitest';
import { expandVariants } from './expand-variants';

describe('expandVariants', () => {
  it('gives a product without options one variant with all its stock', () => {
    expect(expandVariants({ slug: 'apu-milk', price: 3500, compareAtPrice: null, stock: 40, options: [] })).toEqual([
      { sku: 'APU-MILK', options: {}, price: 3500, compareAtPrice: null, stock: 40, position: 0 },
    ]);
  });

  it('makes every combination with its price delta and spreads the stock exactly', () => {
    const variants = expandVariants({
      slug: 'galaxy-a55',
      price: 1_290_000,
      compareAtPrice: 1_450_000,
      stock: 37,
      options: [
        { name: 'storage', values: [{ code: '128gb', en: '128 GB', mn: '128 GB' }, { code: '256gb', en: '256 GB', mn: '256 GB', priceDelta: 200_000 }] },
        { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'Хар' }, { code: 'blue', en: 'Blue', mn: 'Цэнхэр' }, { code: 'white', en: 'White', mn: 'Цагаан' }] },
      ],
    });
    expect(variants).toHaveLength(6);
    expect(variants.reduce((s, v) => s + v.stock, 0)).toBe(37);
    expect(variants[3]).toMatchObject({ sku: 'GALAXY-A55-256GB-BLACK', options: { storage: '256gb', color: 'black' }, price: 1_490_000, compareAtPrice: 1_650_000 });
    expect(new Set(variants.map((v) => v.sku)).size).toBe(6);
    expect(variants.every((v) => v.stock >= 0)).toBe(true);
  });
});
