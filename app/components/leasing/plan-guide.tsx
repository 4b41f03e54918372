// The loan instructions (spec: "loan instructions"): what each of the six instalment plans is, its terms read from the
// plans themselves (core/instalments.ts, so a changed rate changes the text), and how to apply, in both languages.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { instalmentPlans, type InstalmentPlanId } from '../../../core/instalments';
import { formatMnt } from '../../../core/money';

export const PLAN_IDS: InstalmentPlanId[] = ['storepay', 'pocket_zero', 'pocket_leasing', 'payon', 'easy_leasing', 'khan_leasing'];

/** The plan's terms as short lines: payments or term, rate, fee, down payment, who may use it. */
export function planTerms(t: TFunction, id: InstalmentPlanId): string[] {
  const plan = instalmentPlans[id];
  if (plan.kind === 'split') {
    return [t('leasing.splitTerm', { count: plan.payments }), t('leasing.noInterest'), t('leasing.noFee'), ...(plan.minRating ? [t('leasing.bossOnly', { rating: plan.minRating })] : [])];
  }
  const term =
    plan.minMonths === plan.maxMonths
      ? t('leasing.monthsFixed', { count: plan.maxMonths })
      : plan.minMonths <= 1
        ? t('leasing.monthsUpTo', { count: plan.maxMonths })
        : t('leasing.monthsRange', { min: plan.minMonths, max: plan.maxMonths });
  const rates =
    plan.monthlyRatePercent.length === 1
      ? [t('leasing.rate', { percent: plan.monthlyRatePercent[0].percent })]
      : plan.monthlyRatePercent.map((r) => t('leasing.rateUpTo', { percent: r.percent, months: r.upToMonths }));
  return [
    term,
    ...rates,
    plan.feePercent ? t('leasing.fee', { percent: plan.feePercent }) : t('leasing.noFee'),
    plan.downPayment ? t('leasing.downPaymentRule', { percent: plan.downPayment.percent, amount: formatMnt(plan.downPayment.abovePrice) }) : t('leasing.noDownPayment'),
    ...(plan.minRating ? [t('leasing.bossOnly', { rating: plan.minRating })] : []),
  ];
}

/** How a plan is applied for, step by step. */
export function planSteps(t: TFunction, id: InstalmentPlanId): string[] {
  if (id === 'storepay') return [t('leasing.steps.storepay1'), t('leasing.steps.storepay2'), t('leasing.steps.storepay3')];
  if (id === 'pocket_zero' || id === 'pocket_leasing') return [t('leasing.steps.pocket1'), t('leasing.steps.pocket2'), t('leasing.steps.pocket3')];
  const lender = t(`paymentMethod.${id}`);
  return [t('leasing.steps.application1'), t('leasing.steps.application2'), t('leasing.steps.application3', { lender }), t('leasing.steps.application4')];
}

/** One plan: its name, what it is, its terms and how to apply. */
export function PlanGuide({ id, headingLevel = 3, children }: { id: InstalmentPlanId; headingLevel?: 2 | 3; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `plan-${id}`;
  return (
    <section className="rounded-3xl border border-line bg-surface p-4 sm:p-5" aria-labelledby={headingId}>
      <Heading id={headingId} className="text-lg font-bold text-ink">
        {t(`paymentMethod.${id}`)}
      </Heading>
      <p className="mt-1 text-ink-soft">{t(`leasing.plans.${id}.summary`)}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-ink">{t('leasing.terms')}</h4>
          <ul className="mt-1 space-y-1 text-sm text-ink-soft">
            {planTerms(t, id).map((line) => (
              <li key={line} className="flex gap-2">
                <span aria-hidden className="text-brand">
                  •
                </span>
                {line}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-ink">{t('leasing.howItWorks')}</h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-ink-soft marker:font-semibold marker:text-ink">
            {planSteps(t, id).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
      {children}
    </section>
  );
}
