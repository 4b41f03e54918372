import { describe, expect, it } from 'vitest';
import { orderTotals } from './order-totals';

const delivery = { fee: 6000, freeFrom: 200_000 };

describe('orderTotals', () => {
  it('sums the lines and adds the shipping fee below the free threshold', () => {
    expect(
      orderTotals(
        [
          { unitPrice: 45_000, quantity: 2 },
          { unitPrice: 12_500, quantity: 3 },
        ],
        delivery,
      ),
    ).toEqual({ itemsTotal: 127_500, shippingFee: 6000, total: 133_500 });
  });

  it('charges the fee on an empty order (nothing reaches the threshold)', () => {
    expect(orderTotals([], delivery)).toEqual({ itemsTotal: 0, shippingFee: 6000, total: 6000 });
    expect(orderTotals([], { fee: 0, freeFrom: null })).toEqual({ itemsTotal: 0, shippingFee: 0, total: 0 });
  });

  it('ships free exactly at the threshold', () => {
    expect(orderTotals([{ unitPrice: 100_000, quantity: 2 }], delivery)).toEqual({ itemsTotal: 200_000, shippingFee: 0, total: 200_000 });
  });

  it('charges the fee one tugrik below the threshold', () => {
    expect(orderTotals([{ unitPrice: 199_999, quantity: 1 }], delivery)).toEqual({ itemsTotal: 199_999, shippingFee: 6000, total: 205_999 });
  });

  it('ships free above the threshold', () => {
    expect(orderTotals([{ unitPrice: 4_500_000, quantity: 1 }], delivery).shippingFee).toBe(0);
  });

  it('never ships free when freeFrom is null, however big the order', () => {
    expect(orderTotals([{ unitPrice: 9_000_000, quantity: 20 }], { fee: 25_000, freeFrom: null })).toEqual({
      itemsTotal: 180_000_000,
      shippingFee: 25_000,
      total: 180_025_000,
    });
  });

  it('ships free from 0 (a free shipping type) even for an empty order', () => {
    expect(orderTotals([], { fee: 6000, freeFrom: 0 }).shippingFee).toBe(0);
  });

  it('counts a zero-priced line (a gift) and a zero quantity as nothing', () => {
    expect(
      orderTotals(
        [
          { unitPrice: 0, quantity: 1 },
          { unitPrice: 50_000, quantity: 0 },
        ],
        delivery,
      ),
    ).toEqual({ itemsTotal: 0, shippingFee: 6000, total: 6000 });
  });

  it('keeps big totals exact integers', () => {
    const lines = Array.from({ length: 20 }, (_, i) => ({ unitPrice: 12_999_999 + i, quantity: 20 }));
    const { itemsTotal, total } = orderTotals(lines, { fee: 6000, freeFrom: null });
    expect(itemsTotal).toBe(20 * 20 * 12_999_999 + 20 * (19 * 20) / 2);
    expect(Number.isSafeInteger(itemsTotal)).toBe(true);
    expect(total).toBe(itemsTotal + 6000);
    expect(orderTotals([{ unitPrice: 2 ** 52, quantity: 1 }], { fee: 0, freeFrom: null }).total).toBe(2 ** 52);
  });

  it.each([
    ['a fractional price', [{ unitPrice: 1000.5, quantity: 1 }], delivery],
    ['a negative price', [{ unitPrice: -1, quantity: 1 }], delivery],
    ['a fractional quantity', [{ unitPrice: 1000, quantity: 1.5 }], delivery],
    ['a negative quantity', [{ unitPrice: 1000, quantity: -2 }], delivery],
    ['NaN', [{ unitPrice: Number.NaN, quantity: 1 }], delivery],
    ['Infinity', [{ unitPrice: Number.POSITIVE_INFINITY, quantity: 1 }], delivery],
    ['a price past the safe integers', [{ unitPrice: 2 ** 53, quantity: 1 }], delivery],
    ['a line total past the safe integers', [{ unitPrice: 2 ** 52, quantity: 2 }], delivery],
    ['a sum past the safe integers', [{ unitPrice: 2 ** 52, quantity: 1 }, { unitPrice: 2 ** 52, quantity: 1 }], delivery],
    ['a total past the safe integers', [{ unitPrice: Number.MAX_SAFE_INTEGER, quantity: 1 }], { fee: 1, freeFrom: null }],
    ['a fractional fee', [], { fee: 0.5, freeFrom: null }],
    ['a negative fee', [], { fee: -6000, freeFrom: null }],
    ['a fractional threshold', [], { fee: 6000, freeFrom: 0.5 }],
    ['a negative threshold', [], { fee: 6000, freeFrom: -1 }],
  ] as const)('throws on %s', (_name, lines, shipping) => {
    expect(() => orderTotals([...lines], shipping)).toThrow(RangeError);
  });
});
