// The leasing request's fields (spec §3: income type, social insurance months, social insurance file, monthly income,
// monthly loan) and the staff decision. Numbers come from forms as text: spaces, commas and ₮ are allowed in amounts.
import { z } from 'zod';
import type { InstalmentPlanId } from '../../../core/instalments';

export const LEASING_PLANS = ['storepay', 'pocket_zero', 'pocket_leasing', 'payon', 'easy_leasing', 'khan_leasing'] as const satisfies readonly InstalmentPlanId[];
export const INCOME_TYPES = ['salary', 'business', 'pension', 'other'] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];

/** A whole number typed into a form (or sent as a number): "1 200 000₮" → 1200000. Empty means not given. */
const wholeNumber = (max: number) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const text = String(v).replace(/[\s,₮]/g, '');
      if (text === '') return undefined;
      if (!/^\d+$/.test(text) || Number(text) > max) {
        ctx.addIssue({ code: 'custom', params: { messageKey: 'integersOnly' } });
        return z.NEVER;
      }
      return Number(text);
    });

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      if (!(values as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', params: { messageKey: 'invalidFormat' } });
        return z.NEVER;
      }
      return v as T[number];
    });

/** The form as sent; which fields a plan needs is checked with the plan (check-leasing-request.ts). */
export const leasingRequestFields = z.object({
  plan: z.enum(LEASING_PLANS),
  months: wholeNumber(600),
  downPayment: wholeNumber(10_000_000_000),
  incomeType: choice(INCOME_TYPES),
  socialInsuranceMonths: wholeNumber(1200),
  monthlyIncome: wholeNumber(10_000_000_000),
  monthlyLoan: wholeNumber(10_000_000_000),
  /** The form's own idempotency key: a second submit of the same form finds the first request. */
  key: z
    .string()
    .regex(/^[a-f0-9]{16}$/)
    .optional(),
});
export type LeasingRequestFields = z.output<typeof leasingRequestFields>;

export const approveInput = z.object({ note: z.string().trim().max(500).optional().transform((v) => v || null) });
export const rejectInput = z.object({ reason: z.string().trim().min(1).max(500) });
