import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { ulaanbaatarDay } from '../../../core/dates';
import { canPayWithGiftCard, expiryAfterDay, giftCardStatus, lastDayBefore, usableAmount, type GiftCardFacts } from './gift-card-rules';

const now = new Date('2026-03-10T04:00:00Z');
const card = (over: Partial<GiftCardFacts> = {}): GiftCardFacts => ({ active: true, balance: 100_000, currency: 'MNT', expiresAt: null, minUse: null, maxUse: null, ...over });
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (AppError.is(err)) return { code: err.code, key: err.messageKey, values: err.values };
    throw err;
  }
  throw new Error('did not fail');
};

describe('usableAmount', () => {
  it('pays the least of what is asked, what is left to pay, the balance and the most per order', () => {
    expect(usableAmount(card(), {}, now)).toBe(100_000);
    expect(usableAmount(card(), { leftToPay: 30_000 }, now)).toBe(30_000);
    expect(usableAmount(card(), { amount: 20_000, leftToPay: 30_000 }, now)).toBe(20_000);
    expect(usableAmount(card(), { amount: 50_000, leftToPay: 30_000 }, now)).toBe(30_000);
    expect(usableAmount(card({ balance: 10_000 }), { leftToPay: 30_000 }, now)).toBe(10_000);
    expect(usableAmount(card({ balance: 10_000 }), { amount: 25_000, leftToPay: 30_000 }, now)).toBe(10_000);
    expect(usableAmount(card({ maxUse: 25_000 }), { leftToPay: 30_000 }, now)).toBe(25_000);
  });

  it('says the spec’s messages: not found, inactive, unavailable, already in use', () => {
    expect(failure(() => usableAmount(null, {}, now))).toMatchObject({ code: 'NOT_FOUND', key: 'giftCardNotFound' });
    expect(failure(() => usableAmount(card({ active: false }), {}, now))).toMatchObject({ code: 'CONFLICT', key: 'giftCardInactive' });
    expect(failure(() => usableAmount(card({ expiresAt: now }), {}, now))).toMatchObject({ code: 'CONFLICT', key: 'giftCardUnavailable' });
    expect(failure(() => usableAmount(card({ currency: 'USD' }), {}, now))).toMatchObject({ key: 'giftCardUnavailable' });
    expect(failure(() => usableAmount(card({ balance: 0 }), {}, now))).toMatchObject({ code: 'CONFLICT', key: 'giftCardUsed' });
    // A deactivated card says so even when it is also expired or empty.
    expect(failure(() => usableAmount(card({ active: false, balance: 0, expiresAt: now }), {}, now))).toMatchObject({ key: 'giftCardInactive' });
    expect(usableAmount(card({ expiresAt: new Date(now.getTime() + 1) }), {}, now)).toBe(100_000);
  });

  it('says "maximum value" for an amount above the most per order, offering that most', () => {
    expect(failure(() => usableAmount(card({ maxUse: 25_000 }), { amount: 26_000, leftToPay: 30_000 }, now))).toMatchObject({
      code: 'VALIDATION',
      key: 'giftCardMaximum',
      values: { amount: '25,000₮', max: 25_000 },
    });
    // Asking more than the order owes is cut to what it owes first: within the most, no complaint.
    expect(usableAmount(card({ maxUse: 25_000 }), { amount: 90_000, leftToPay: 20_000 }, now)).toBe(20_000);
  });

  it('says "minimum value" when the card would pay less than the least per order', () => {
    expect(failure(() => usableAmount(card({ minUse: 10_000 }), { amount: 5_000 }, now))).toMatchObject({ code: 'VALIDATION', key: 'giftCardMinimum', values: { amount: '10,000₮' } });
    expect(failure(() => usableAmount(card({ minUse: 10_000 }), { leftToPay: 5_000 }, now))).toMatchObject({ key: 'giftCardMinimum' });
    expect(failure(() => usableAmount(card({ minUse: 10_000, balance: 4_000 }), {}, now))).toMatchObject({ key: 'giftCardMinimum' });
    expect(usableAmount(card({ minUse: 10_000 }), { amount: 10_000 }, now)).toBe(10_000);
  });
});

describe('status and dates', () => {
  it('names a card’s state', () => {
    expect(giftCardStatus(card(), now)).toBe('active');
    expect(giftCardStatus(card({ balance: 0 }), now)).toBe('used');
    expect(giftCardStatus(card({ active: false }), now)).toBe('inactive');
    expect(giftCardStatus(card({ expiresAt: now }), now)).toBe('expired');
  });

  it('keeps a card working through its last day on Ulaanbaatar’s calendar', () => {
    const expiresAt = expiryAfterDay('2026-12-31');
    expect(expiresAt.toISOString()).toBe('2026-12-31T16:00:00.000Z'); // midnight in Ulaanbaatar
    expect(lastDayBefore(expiresAt)).toBe('2026-12-31');
    expect(ulaanbaatarDay(new Date('2026-03-09T16:30:00Z'))).toBe('2026-03-10');
  });

  it('lets a card pay only orders still waiting on money', () => {
    expect(canPayWithGiftCard({ state: 'new', total: 10, paidAmount: 0 })).toBe(true);
    expect(canPayWithGiftCard({ state: 'underpaid', total: 10, paidAmount: 5 })).toBe(true);
    expect(canPayWithGiftCard({ state: 'paid', total: 10, paidAmount: 10 })).toBe(false);
    expect(canPayWithGiftCard({ state: 'balance_due', total: 10, paidAmount: 5 })).toBe(false);
    expect(canPayWithGiftCard({ state: 'expired', total: 10, paidAmount: 0 })).toBe(false);
  });
});
