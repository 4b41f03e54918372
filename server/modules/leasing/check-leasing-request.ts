// Whether a leasing request can go to its lender, as one pure rule set the form and the server share: the plan's term
// and down payment (core/instalments.ts: Easy Leasing needs 10% down above 5,000,000₮, Khan Bank 10% above 3,000,000₮),
// Pocket leasing only for Boss 1 and up, and the application lenders' income data and social-insurance file. Every
// field's problem is reported at once.
import { AppError, type FieldIssue } from '../../../core/app-error';
import { instalmentPlans, instalmentSchedule, InstalmentError, isLoanPlan, minDownPayment, type InstalmentPlanId, type InstalmentSchedule } from '../../../core/instalments';
import { formatMnt } from '../../../core/money';
import { isApplicationProvider } from '../payments/adapters/application';
import { fileProblem } from './file-kind';
import type { IncomeType, LeasingRequestFields } from './schemas';

export type Applicant = { incomeType: IncomeType; socialInsuranceMonths: number; monthlyIncome: number; monthlyLoan: number };

export type CheckedLeasingRequest = {
  plan: InstalmentPlanId;
  /** The loan's term; null for split plans (Storepay, Pocket zero). */
  months: number | null;
  schedule: InstalmentSchedule;
  /** The application lenders' data; null for Storepay and Pocket, which score the shopper themselves. */
  applicant: Applicant | null;
};

/** The plans that take a term from the shopper. */
export const takesTerm = (plan: InstalmentPlanId) => isLoanPlan(plan);
/** The plans whose lender needs the shopper's income data and file (no public API: an application). */
export const takesApplication = (plan: InstalmentPlanId) => isApplicationProvider(plan);

/**
 * Checks a request for `price` (what is left to pay on the order) by a shopper of `rating`. Throws FORBIDDEN for a
 * plan the shopper may not use, else VALIDATION naming every bad field; answers the schedule the lender will see.
 */
export function checkLeasingRequest(
  fields: LeasingRequestFields,
  file: Uint8Array | null,
  context: { price: number; rating: number },
  /** Problems already found in the fields as sent (a number that is not one): reported with the rest. */
  earlier: FieldIssue[] = [],
): CheckedLeasingRequest {
  const plan = instalmentPlans[fields.plan];
  if (plan.minRating > context.rating) throw new AppError('FORBIDDEN', 'leasingRatingTooLow', { values: { rating: plan.minRating } });
  const issues: FieldIssue[] = [...earlier];
  const add = (issue: FieldIssue) => {
    if (!issues.some((i) => i.path === issue.path)) issues.push(issue);
  };
  const required = (path: string, value: unknown) => {
    if (value === undefined || value === null) add({ path, messageKey: 'required' });
  };

  let months: number | null = null;
  let downPayment = 0;
  if (plan.kind === 'loan') {
    months = fields.months ?? (plan.minMonths === plan.maxMonths ? plan.minMonths : null);
    if (months === null) required('months', months);
    else if (months < plan.minMonths || months > plan.maxMonths) add({ path: 'months', messageKey: 'leasingMonths', values: { min: plan.minMonths, max: plan.maxMonths } });
    const least = minDownPayment(plan.id, context.price);
    downPayment = fields.downPayment ?? least;
    if (downPayment < least) add({ path: 'downPayment', messageKey: 'leasingDownPayment', values: { amount: formatMnt(least) } });
    else if (downPayment >= context.price) add({ path: 'downPayment', messageKey: 'leasingDownPaymentMax', values: { amount: formatMnt(context.price) } });
  }

  let applicant: Applicant | null = null;
  if (takesApplication(plan.id)) {
    required('incomeType', fields.incomeType);
    required('socialInsuranceMonths', fields.socialInsuranceMonths);
    required('monthlyIncome', fields.monthlyIncome);
    required('monthlyLoan', fields.monthlyLoan);
    if (!file || file.byteLength === 0) add({ path: 'socialInsuranceFile', messageKey: 'required' });
    else {
      const problem = fileProblem(file);
      if (problem) add({ path: 'socialInsuranceFile', messageKey: problem });
    }
    if (fields.incomeType && fields.socialInsuranceMonths !== undefined && fields.monthlyIncome !== undefined && fields.monthlyLoan !== undefined) {
      applicant = { incomeType: fields.incomeType, socialInsuranceMonths: fields.socialInsuranceMonths, monthlyIncome: fields.monthlyIncome, monthlyLoan: fields.monthlyLoan };
    }
  }
  if (issues.length) throw new AppError('VALIDATION', 'invalidRequest', { fields: issues });

  try {
    const schedule = instalmentSchedule(plan.id, context.price, plan.kind === 'loan' ? { months: months!, downPayment, rating: context.rating } : { rating: context.rating });
    return { plan: plan.id, months, schedule, applicant };
  } catch (err) {
    // The checks above mirror the schedule's own; a price no plan can take (0) is the only way here.
    if (err instanceof InstalmentError) throw new AppError('CONFLICT', 'leasingNotPayable', { cause: err });
    throw err;
  }
}
