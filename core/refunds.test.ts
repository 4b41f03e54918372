import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from './order-state';
import { refundOwed } from './refunds';

describe('what the store owes back', () => {
  it('is the money beyond the total of a kept order, and all of it for a closed one, less refunds', () => {
    expect(refundOwed({ state: 'overpaid', total: 45_000, paidAmount: 50_000, refundedAmount: 0 })).toBe(5_000);
    expect(refundOwed({ state: 'overpaid', total: 45_000, paidAmount: 50_000, refundedAmount: 5_000 })).toBe(0);
    expect(refundOwed({ state: 'paid', total: 45_000, paidAmount: 45_000, refundedAmount: 0 })).toBe(0);
    expect(refundOwed({ state: 'cancelled', total: 45_000, paidAmount: 45_000, refundedAmount: 0 })).toBe(45_000);
    expect(refundOwed({ state: 'returned', total: 45_000, paidAmount: 45_000, refundedAmount: 20_000 })).toBe(25_000);
    // Money that came after the order expired.
    expect(refundOwed({ state: 'expired', total: 45_000, paidAmount: 45_000, refundedAmount: 0 })).toBe(45_000);
    expect(refundOwed({ state: 'underpaid', total: 45_000, paidAmount: 10_000, refundedAmount: 0 })).toBe(0);
  });

  it('never lets refunds add up to more than was paid', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATES), fc.nat(10_000_000), fc.nat(10_000_000), fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 6 }), (state, total, paidAmount, asks) => {
        let refundedAmount = 0;
        for (const ask of asks) {
          const owed = refundOwed({ state, total, paidAmount, refundedAmount });
          if (ask <= owed) refundedAmount += ask;
        }
        expect(refundedAmount).toBeLessThanOrEqual(paidAmount);
        expect(refundOwed({ state, total, paidAmount, refundedAmount })).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
