import { describe, expect, it } from 'vitest';
import {
  InstalmentError,
  type InstalmentPlanId,
  type InstalmentSchedule,
  instalmentPlans,
  instalmentSchedule,
  instalmentTeaser,
  minDownPayment,
} from './instalments';

const sum = (s: InstalmentSchedule) => s.payments.reduce((total, p) => total + p.amount, 0);

/** What every schedule keeps: whole tugrik, and the parts add up to the total exactly. */
function expectConsistent(s: InstalmentSchedule, price: number) {
  for (const p of s.payments) expect(Number.isInteger(p.amount) && p.amount >= 0).toBe(true);
  expect(s.downPayment + s.financed).toBe(price);
  expect(s.downPayment + s.fee + sum(s)).toBe(s.total);
  expect(sum(s) - s.financed).toBe(s.totalInterest);
}

function expectError(run: () => unknown, code: string) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InstalmentError);
    expect((error as InstalmentError).code).toBe(code);
    return;
  }
  throw new Error(`expected InstalmentError ${code}`);
}

describe('instalmentSchedule: split plans', () => {
  it('Storepay: 4 payments, at purchase and every 15 days to day 45, no fee or interest', () => {
    const s = instalmentSchedule('storepay', 1_290_000);
    expect(s).toMatchObject({ planId: 'storepay', period: '15 days', months: null, downPayment: 0, fee: 0, total: 1_290_000 });
    expect(s.payments).toEqual([
      { dueInDays: 0, amount: 322_500 },
      { dueInDays: 15, amount: 322_500 },
      { dueInDays: 30, amount: 322_500 },
      { dueInDays: 45, amount: 322_500 },
    ]);
    expect(s.totalInterest).toBe(0);
    expectConsistent(s, 1_290_000);
  });

  it('puts the rounding remainder on the last payment', () => {
    const s = instalmentSchedule('storepay', 99_999);
    expect(s.payments.map((p) => p.amount)).toEqual([24_999, 24_999, 24_999, 25_002]);
    expectConsistent(s, 99_999);
  });

  it('Pocket zero: 6 payments every 15 days to day 90', () => {
    const s = instalmentSchedule('pocket_zero', 6_500_003);
    expect(s.payments.map((p) => p.dueInDays)).toEqual([15, 30, 45, 60, 75, 90]);
    expect(s.payments.map((p) => p.amount)).toEqual([1_083_333, 1_083_333, 1_083_333, 1_083_333, 1_083_333, 1_083_338]);
    expect(s.total).toBe(6_500_003);
    expectConsistent(s, 6_500_003);
  });
});

describe('instalmentSchedule: loans', () => {
  // Expected figures come from a separate implementation of the same rules (rounded annuity, monthly interest rounded
  // to the tugrik on the balance, last payment clears the balance).
  const cases: {
    plan: InstalmentPlanId;
    price: number;
    options?: { months?: number; downPayment?: number; rating?: number };
    months: number;
    rate: number;
    downPayment: number;
    fee: number;
    first: number;
    last: number;
    totalInterest: number;
    total: number;
  }[] = [
    { plan: 'pocket_leasing', price: 1_290_000, options: { rating: 1 }, months: 12, rate: 2.5, downPayment: 0, fee: 0, first: 125_758, last: 125_762, totalInterest: 219_100, total: 1_509_100 },
    { plan: 'pocket_leasing', price: 6_500_000, options: { rating: 3 }, months: 12, rate: 2.5, downPayment: 0, fee: 0, first: 633_666, last: 633_671, totalInterest: 1_103_997, total: 7_603_997 },
    { plan: 'payon', price: 1_290_000, months: 24, rate: 3.3, downPayment: 0, fee: 0, first: 78_654, last: 78_642, totalInterest: 597_684, total: 1_887_684 },
    { plan: 'payon', price: 6_500_000, months: 24, rate: 3.3, downPayment: 0, fee: 0, first: 396_317, last: 396_329, totalInterest: 3_011_620, total: 9_511_620 },
    { plan: 'easy_leasing', price: 1_290_000, months: 30, rate: 3, downPayment: 0, fee: 12_900, first: 65_815, last: 65_811, totalInterest: 684_446, total: 1_987_346 },
    { plan: 'easy_leasing', price: 6_500_000, months: 30, rate: 3, downPayment: 650_000, fee: 58_500, first: 298_463, last: 298_449, totalInterest: 3_103_876, total: 9_662_376 },
    { plan: 'easy_leasing', price: 6_500_000, options: { months: 12, downPayment: 1_000_000 }, months: 12, rate: 3, downPayment: 1_000_000, fee: 55_000, first: 552_541, last: 552_549, totalInterest: 1_130_500, total: 7_685_500 },
    { plan: 'khan_leasing', price: 1_290_000, months: 30, rate: 1.7, downPayment: 0, fee: 6_450, first: 55_250, last: 55_242, totalInterest: 367_492, total: 1_663_942 },
    { plan: 'khan_leasing', price: 1_290_000, options: { months: 12 }, months: 12, rate: 1.6, downPayment: 0, fee: 6_450, first: 119_005, last: 119_007, totalInterest: 138_062, total: 1_434_512 },
    { plan: 'khan_leasing', price: 1_290_000, options: { months: 13 }, months: 13, rate: 1.7, downPayment: 0, fee: 6_450, first: 111_437, last: 111_437, totalInterest: 158_681, total: 1_455_131 },
    { plan: 'khan_leasing', price: 6_500_000, months: 30, rate: 1.7, downPayment: 650_000, fee: 29_250, first: 250_551, last: 250_558, totalInterest: 1_666_537, total: 8_195_787 },
  ];

  it.each(cases)('$plan on $price ₮ over $months months', (c) => {
    const s = instalmentSchedule(c.plan, c.price, c.options);
    expect(s).toMatchObject({
      planId: c.plan,
      period: 'month',
      months: c.months,
      monthlyRatePercent: c.rate,
      downPayment: c.downPayment,
      fee: c.fee,
      financed: c.price - c.downPayment,
      totalInterest: c.totalInterest,
      total: c.total,
    });
    expect(s.payments).toHaveLength(c.months);
    expect(s.payments[0]).toEqual({ dueInDays: 30, amount: c.first });
    expect(s.payments.at(-1)).toEqual({ dueInDays: c.months * 30, amount: c.last });
    // A level annuity: every payment but the last is the same.
    expect(new Set(s.payments.slice(0, -1).map((p) => p.amount)).size).toBe(1);
    expectConsistent(s, c.price);
  });

  it('keeps sums exact on awkward prices, terms and down payments', () => {
    for (const plan of ['payon', 'easy_leasing', 'khan_leasing'] as const) {
      const { minMonths, maxMonths } = instalmentPlans[plan] as { minMonths: number; maxMonths: number };
      for (const price of [1, 7, 999, 123_457, 2_999_999, 3_000_001, 5_000_001, 87_654_321]) {
        for (let months = minMonths; months <= maxMonths; months += 5) {
          expectConsistent(instalmentSchedule(plan, price, { months }), price);
        }
      }
    }
  });
});

describe('instalmentSchedule: eligibility', () => {
  it('requires the down payment only strictly above the threshold', () => {
    expect(minDownPayment('easy_leasing', 5_000_000)).toBe(0);
    expect(minDownPayment('easy_leasing', 5_000_001)).toBe(500_001);
    expect(minDownPayment('khan_leasing', 3_000_000)).toBe(0);
    expect(minDownPayment('khan_leasing', 3_000_001)).toBe(300_001);
    expect(minDownPayment('payon', 50_000_000)).toBe(0);
  });

  it('rejects a down payment below the minimum', () => {
    expectError(() => instalmentSchedule('easy_leasing', 6_500_000, { downPayment: 649_999 }), 'DOWN_PAYMENT_TOO_LOW');
    expectError(() => instalmentSchedule('khan_leasing', 3_500_000, { downPayment: 0 }), 'DOWN_PAYMENT_TOO_LOW');
    expect(instalmentSchedule('khan_leasing', 3_500_000, { downPayment: 350_000 }).financed).toBe(3_150_000);
  });

  it('rejects a down payment that is not whole tugrik, negative, the whole price, or on a split plan', () => {
    expectError(() => instalmentSchedule('payon', 1_290_000, { downPayment: 100.5 }), 'DOWN_PAYMENT_INVALID');
    expectError(() => instalmentSchedule('payon', 1_290_000, { downPayment: -1 }), 'DOWN_PAYMENT_INVALID');
    expectError(() => instalmentSchedule('payon', 1_290_000, { downPayment: 1_290_000 }), 'DOWN_PAYMENT_INVALID');
    expectError(() => instalmentSchedule('storepay', 1_290_000, { downPayment: 100_000 }), 'DOWN_PAYMENT_INVALID');
  });

  it('rejects a term outside the plan', () => {
    expectError(() => instalmentSchedule('easy_leasing', 1_290_000, { months: 2 }), 'MONTHS_OUT_OF_RANGE');
    expectError(() => instalmentSchedule('easy_leasing', 1_290_000, { months: 31 }), 'MONTHS_OUT_OF_RANGE');
    expectError(() => instalmentSchedule('khan_leasing', 1_290_000, { months: 0 }), 'MONTHS_OUT_OF_RANGE');
    expectError(() => instalmentSchedule('pocket_leasing', 1_290_000, { months: 3, rating: 1 }), 'MONTHS_OUT_OF_RANGE');
    expectError(() => instalmentSchedule('payon', 1_290_000, { months: 12 }), 'MONTHS_OUT_OF_RANGE');
    expectError(() => instalmentSchedule('payon', 1_290_000, { months: 24.5 }), 'MONTHS_OUT_OF_RANGE');
    expectError(() => instalmentSchedule('storepay', 1_290_000, { months: 3 }), 'MONTHS_OUT_OF_RANGE');
    expect(instalmentSchedule('easy_leasing', 1_290_000, { months: 3 }).payments).toHaveLength(3);
  });

  it('opens Pocket leasing only to Boss 1 or higher', () => {
    expectError(() => instalmentSchedule('pocket_leasing', 1_290_000), 'RATING_TOO_LOW');
    expectError(() => instalmentSchedule('pocket_leasing', 1_290_000, { rating: 0 }), 'RATING_TOO_LOW');
    expect(instalmentSchedule('pocket_leasing', 1_290_000, { rating: 1, months: 4 }).payments).toHaveLength(4);
  });

  it('rejects a price that is not whole tugrik above zero', () => {
    for (const price of [0, -1_000, 1_290_000.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expectError(() => instalmentSchedule('storepay', price), 'PRICE_INVALID');
      expectError(() => instalmentSchedule('khan_leasing', price), 'PRICE_INVALID');
    }
  });

  it('rejects an unknown plan from untyped callers', () => {
    expectError(() => instalmentSchedule('layaway' as InstalmentPlanId, 1_290_000), 'PLAN_UNKNOWN');
  });
});

describe('instalmentTeaser', () => {
  it('shows the lowest payment among plans open to everyone: Khan Bank leasing over 30 months', () => {
    expect(instalmentTeaser(1_290_000)).toEqual({
      planId: 'khan_leasing',
      perPayment: 55_250,
      payments: 30,
      period: 'month',
      downPayment: 0,
    });
    // Above 3,000,000 ₮ it comes with Khan Bank's 10% down payment, which the UI mentions.
    expect(instalmentTeaser(6_500_000)).toEqual({
      planId: 'khan_leasing',
      perPayment: 250_558,
      payments: 30,
      period: 'month',
      downPayment: 650_000,
    });
  });

  it('leaves out Pocket leasing, which needs a rating', () => {
    const pocketLeasing = instalmentSchedule('pocket_leasing', 1_290_000, { rating: 1 });
    expect(instalmentTeaser(1_290_000)?.planId).not.toBe('pocket_leasing');
    expect(instalmentTeaser(1_290_000)!.perPayment).toBeLessThan(pocketLeasing.payments[0].amount);
  });

  it('says when the lowest payment is a 15-day one', () => {
    // Only at toy prices does a split plan win: loans round their tiny payments to 0 and put everything on the last.
    expect(instalmentTeaser(4)).toEqual({ planId: 'storepay', perPayment: 1, payments: 4, period: '15 days', downPayment: 0 });
  });

  it('gives nothing for a price no plan takes', () => {
    expect(instalmentTeaser(0)).toBeNull();
    expect(instalmentTeaser(-5)).toBeNull();
    expect(instalmentTeaser(10.5)).toBeNull();
  });
});
