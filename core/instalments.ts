// Instalment plans of the lenders the store offers (spec §9, mongolia.md "Instalment lenders"). Every number here comes
// from the store's texts or is a documented guess; all of them live in `instalmentPlans`, so a wrong guess is a data
// change. The lender approves and sets the real contract; these schedules are what the store shows before that.
// Money is integer tugrik (DESIGN §1): rounding differences always land on the last payment.

export type InstalmentPlanId = 'storepay' | 'pocket_zero' | 'pocket_leasing' | 'payon' | 'easy_leasing' | 'khan_leasing';

/** Split plans: fixed payments every `intervalDays`, no interest. Loans: monthly annuity over a term in months. */
export type InstalmentPlan =
  | { id: InstalmentPlanId; kind: 'split'; payments: number; firstDueInDays: number; intervalDays: number; minRating: number }
  | {
      id: InstalmentPlanId;
      kind: 'loan';
      minMonths: number;
      maxMonths: number;
      /** Monthly interest in percent, by the longest term it applies to (ascending). */
      monthlyRatePercent: { upToMonths: number; percent: number }[];
      /** One-off fee in percent of the financed amount, paid at purchase. */
      feePercent: number;
      /** Required down payment in percent of the price, when the price is strictly above `abovePrice`. */
      downPayment: { percent: number; abovePrice: number } | null;
      minRating: number;
    };

// A month of a loan is counted as 30 days for `dueInDays`; the lender's contract fixes the calendar dates.
const DAYS_PER_MONTH = 30;

export const instalmentPlans: Record<InstalmentPlanId, InstalmentPlan> = {
  // "4 payments in 45 days, fee 0": the first at purchase, then every 15 days (days 0, 15, 30, 45).
  storepay: { id: 'storepay', kind: 'split', payments: 4, firstDueInDays: 0, intervalDays: 15, minRating: 0 },
  // "6 payments in 90 days": every 15 days from day 15 to day 90, nothing at purchase (guess: the texts give no dates).
  pocket_zero: { id: 'pocket_zero', kind: 'split', payments: 6, firstDueInDays: 15, intervalDays: 15, minRating: 0 },
  // "4-12 months", for shoppers rated Boss 1 or higher in Pocket (rating 1 = Boss 1). The texts give no rate: 2.5% a
  // month is a placeholder between Khan Bank's 1.6% and PayOn's 3.3%; replace it with Pocket's published rate.
  pocket_leasing: {
    id: 'pocket_leasing',
    kind: 'loan',
    minMonths: 4,
    maxMonths: 12,
    monthlyRatePercent: [{ upToMonths: 12, percent: 2.5 }],
    feePercent: 0,
    downPayment: null,
    minRating: 1,
  },
  // "24 months, rate 3.3%": a fixed 24-month term (the texts give ranges for the others, a single term here).
  payon: {
    id: 'payon',
    kind: 'loan',
    minMonths: 24,
    maxMonths: 24,
    monthlyRatePercent: [{ upToMonths: 24, percent: 3.3 }],
    feePercent: 0,
    downPayment: null,
    minRating: 0,
  },
  // "3-30 months, rate 3%, fee 1%, down payment at least 10% above 5,000,000 MNT".
  easy_leasing: {
    id: 'easy_leasing',
    kind: 'loan',
    minMonths: 3,
    maxMonths: 30,
    monthlyRatePercent: [{ upToMonths: 30, percent: 3 }],
    feePercent: 1,
    downPayment: { percent: 10, abovePrice: 5_000_000 },
    minRating: 0,
  },
  // "up to 30 months, fee 0.5%, rates 1.6-19.2% up to 12 months and 1.7-20.4% for 13-30 months, down payment 10% above
  // 3 million". 1.6 × 12 = 19.2 and 1.7 × 12 = 20.4 exactly, so each pair is one rate written monthly and yearly, not a
  // range: 1.6% a month up to 12 months, 1.7% a month for 13-30. The texts give no shortest term: 1 month.
  khan_leasing: {
    id: 'khan_leasing',
    kind: 'loan',
    minMonths: 1,
    maxMonths: 30,
    monthlyRatePercent: [
      { upToMonths: 12, percent: 1.6 },
      { upToMonths: 30, percent: 1.7 },
    ],
    feePercent: 0.5,
    downPayment: { percent: 10, abovePrice: 3_000_000 },
    minRating: 0,
  },
};

/**
 * Loans (a term, and the lender's decision) are asked for on the leasing request page (/leasingRequest), never started
 * as a plain payment; split plans (Storepay, Pocket zero) start like any payment.
 */
export const isLoanPlan = (provider: string): boolean => instalmentPlans[provider as InstalmentPlanId]?.kind === 'loan';

export type InstalmentErrorCode =
  | 'PRICE_INVALID'
  | 'MONTHS_OUT_OF_RANGE'
  | 'DOWN_PAYMENT_TOO_LOW'
  | 'DOWN_PAYMENT_INVALID'
  | 'RATING_TOO_LOW'
  | 'PLAN_UNKNOWN';

/** Bad input to a schedule. The API maps it to a VALIDATION AppError; `code` says which rule failed. */
export class InstalmentError extends Error {
  readonly code: InstalmentErrorCode;

  constructor(code: InstalmentErrorCode, message: string) {
    super(message);
    this.name = 'InstalmentError';
    this.code = code;
  }
}

export type InstalmentPeriod = 'month' | '15 days';

export type InstalmentSchedule = {
  planId: InstalmentPlanId;
  period: InstalmentPeriod;
  /** The loan term; null for split plans, which count payments instead. */
  months: number | null;
  downPayment: number;
  /** One-off, paid at purchase with the down payment. */
  fee: number;
  /** Price minus down payment: what the payments repay. */
  financed: number;
  monthlyRatePercent: number;
  payments: { dueInDays: number; amount: number }[];
  /** Everything the shopper pays: down payment + fee + payments. */
  total: number;
  totalInterest: number;
};

const isWholeTugrik = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);

/** The smallest down payment a plan accepts on this price. */
export function minDownPayment(planId: InstalmentPlanId, price: number): number {
  const plan = instalmentPlans[planId];
  if (!plan || plan.kind === 'split' || !plan.downPayment || price <= plan.downPayment.abovePrice) return 0;
  return Math.ceil((price * plan.downPayment.percent) / 100);
}

/**
 * The schedule of one plan on one price. Loans default to their longest term and the minimum down payment.
 * Throws InstalmentError when the price, term, down payment or rating does not fit the plan.
 */
export function instalmentSchedule(
  planId: InstalmentPlanId,
  price: number,
  options: { months?: number; downPayment?: number; rating?: number } = {},
): InstalmentSchedule {
  const plan = instalmentPlans[planId];
  if (!plan) throw new InstalmentError('PLAN_UNKNOWN', `Unknown instalment plan ${String(planId)}`);
  if (!isWholeTugrik(price) || price <= 0) throw new InstalmentError('PRICE_INVALID', 'Price must be whole tugrik above 0');
  if (plan.minRating > 0 && (options.rating ?? 0) < plan.minRating) {
    throw new InstalmentError('RATING_TOO_LOW', `${planId} needs a customer rating of ${plan.minRating} or higher`);
  }

  const downPayment = options.downPayment ?? minDownPayment(planId, price);
  if (!isWholeTugrik(downPayment) || downPayment < 0 || downPayment >= price) {
    throw new InstalmentError('DOWN_PAYMENT_INVALID', 'Down payment must be whole tugrik from 0 to below the price');
  }
  if (plan.kind === 'split' && downPayment > 0) {
    throw new InstalmentError('DOWN_PAYMENT_INVALID', `${planId} takes no down payment`);
  }
  if (downPayment < minDownPayment(planId, price)) {
    throw new InstalmentError('DOWN_PAYMENT_TOO_LOW', `${planId} needs a down payment of at least ${minDownPayment(planId, price)}`);
  }
  const financed = price - downPayment;

  if (plan.kind === 'split') {
    if (options.months !== undefined) {
      throw new InstalmentError('MONTHS_OUT_OF_RANGE', `${planId} has a fixed number of payments, not a term in months`);
    }
    const amounts = equalSplit(financed, plan.payments);
    return {
      planId,
      period: '15 days',
      months: null,
      downPayment,
      fee: 0,
      financed,
      monthlyRatePercent: 0,
      payments: amounts.map((amount, i) => ({ dueInDays: plan.firstDueInDays + i * plan.intervalDays, amount })),
      total: price,
      totalInterest: 0,
    };
  }

  const months = options.months ?? plan.maxMonths;
  if (!Number.isInteger(months) || months < plan.minMonths || months > plan.maxMonths) {
    throw new InstalmentError('MONTHS_OUT_OF_RANGE', `${planId} runs ${plan.minMonths}-${plan.maxMonths} months`);
  }
  const ratePercent = plan.monthlyRatePercent.find((r) => months <= r.upToMonths)?.percent ?? 0;
  const amounts = ratePercent === 0 ? equalSplit(financed, months) : annuity(financed, months, ratePercent);
  const paid = amounts.reduce((sum, a) => sum + a, 0);
  const fee = Math.round((financed * plan.feePercent) / 100);
  return {
    planId,
    period: 'month',
    months,
    downPayment,
    fee,
    financed,
    monthlyRatePercent: ratePercent,
    payments: amounts.map((amount, i) => ({ dueInDays: (i + 1) * DAYS_PER_MONTH, amount })),
    total: downPayment + fee + paid,
    totalInterest: paid - financed,
  };
}

/** Equal parts rounded down; the remainder (fewer tugrik than parts) goes to the last. */
function equalSplit(amount: number, parts: number): number[] {
  const part = Math.floor(amount / parts);
  const amounts = new Array<number>(parts).fill(part);
  amounts[parts - 1] = amount - part * (parts - 1);
  return amounts;
}

/**
 * Level monthly payments of an amortised loan, the way a bank's table is built: the rounded annuity each month, the
 * month's interest rounded to the tugrik on the balance, and a last payment that clears the balance exactly.
 */
function annuity(principal: number, months: number, ratePercent: number): number[] {
  const rate = ratePercent / 100;
  const level = Math.round((principal * rate) / (1 - (1 + rate) ** -months));
  const amounts: number[] = [];
  let balance = principal;
  for (let month = 1; month < months; month++) {
    const interest = Math.round((balance * ratePercent) / 100);
    // Only a loan of a few tugrik could be repaid early; never let the balance go below zero.
    const amount = Math.min(level, balance + interest);
    balance -= amount - interest;
    amounts.push(amount);
  }
  amounts.push(balance + Math.round((balance * ratePercent) / 100));
  return amounts;
}

export type InstalmentTeaser = {
  planId: InstalmentPlanId;
  /** The largest payment of that schedule, so "from N" never understates what is paid. */
  perPayment: number;
  payments: number;
  period: InstalmentPeriod;
  /** The required down payment that comes with it (0 for most prices), for the UI to mention. */
  downPayment: number;
};

/**
 * "From N ₮ / month" on the product page: the lowest per-payment amount among plans open to any shopper (pocket_leasing
 * needs a rating, so it is left out), each at its longest term and minimum down payment. Null for a price no plan takes.
 * It compares payments as they are, whatever their period: the UI words a Storepay or Pocket zero result as "/ 15 days".
 */
export function instalmentTeaser(price: number): InstalmentTeaser | null {
  let best: InstalmentTeaser | null = null;
  for (const plan of Object.values(instalmentPlans)) {
    if (plan.minRating > 0) continue;
    let schedule: InstalmentSchedule;
    try {
      schedule = instalmentSchedule(plan.id, price);
    } catch (error) {
      if (error instanceof InstalmentError) continue;
      throw error;
    }
    const perPayment = Math.max(...schedule.payments.map((p) => p.amount));
    if (!best || perPayment < best.perPayment) {
      best = {
        planId: plan.id,
        perPayment,
        payments: schedule.payments.length,
        period: schedule.period,
        downPayment: schedule.downPayment,
      };
    }
  }
  return best;
}
