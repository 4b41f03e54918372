// The payment options, in two groups: pay now (QPay, bank transfer, gift card) and pay in instalments (the lenders), the
// lenders folded under one disclosure so nine options do not make one long list on a phone. Native radios, fieldsets and
// <details>: keyboard and screen readers get them as they are, and they work without JavaScript.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstalmentPlanId } from '../../../core/instalments';
import { isLeasingPlan } from '../../../server/modules/leasing/leasing-view';
import { ChevronDownIcon } from '../icons';

/** The store's options split into paying now and paying in instalments, each in the store's order. */
export function paymentGroups(methods: string[]): { now: string[]; instalments: InstalmentPlanId[] } {
  return { now: methods.filter((m) => !isLeasingPlan(m)), instalments: methods.filter(isLeasingPlan) };
}

/**
 * The instalment plans folded under one disclosure that says what is inside ("6 plans: Storepay, Pocket zero, …"): the
 * checkout's radios, the order page's links to apply.
 */
export function PlansDisclosure({ plans, open, children }: { plans: InstalmentPlanId[]; open: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  // Commas in both languages (ICU's Mongolian list format leaves them out).
  const names = plans.map((p) => t(`paymentMethod.${p}`)).join(', ');
  return (
    <details className="group mt-2 rounded-2xl border border-line bg-surface-muted" open={open}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">{t('checkout.plans', { count: plans.length, names })}</span>
        <ChevronDownIcon className="h-5 w-5 shrink-0 text-ink-soft transition group-open:rotate-180" />
      </summary>
      <div className="px-3 pb-3">{children}</div>
    </details>
  );
}

/** A radio as a card: the whole card is its label, marked when checked. */
export const choiceCard = 'flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-surface p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5';
const groupLegend = 'text-base font-semibold text-ink';

export function PaymentOptions({ methods, chosen, error }: { methods: string[]; chosen: string | null; error: React.ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const { now, instalments } = paymentGroups(methods);
  const [method, setMethod] = useState(chosen);
  const option = (m: string, hint: string) => (
    <label key={m} className={choiceCard}>
      <input
        type="radio"
        name="paymentMethod"
        value={m}
        defaultChecked={chosen === m}
        onChange={() => setMethod(m)}
        aria-labelledby={`${id}-${m}`}
        aria-describedby={`${id}-${m}-hint`}
        className="mt-1 accent-brand"
      />
      <span className="min-w-0 flex-1">
        <span id={`${id}-${m}`} className="block font-semibold text-ink">
          {t(`paymentMethod.${m}` as 'paymentMethod.qpay', { defaultValue: m })}
        </span>
        <span id={`${id}-${m}-hint`} className="block text-sm text-ink-soft">
          {hint}
        </span>
      </span>
    </label>
  );

  return (
    <div className="clear-both space-y-5 pt-3">
      {now.length ? (
        <fieldset>
          <legend className={groupLegend}>{t('checkout.payNow')}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">{now.map((m) => option(m, t(`checkout.payHint.${m}` as 'checkout.payHint.qpay', { defaultValue: '' })))}</div>
        </fieldset>
      ) : null}
      {instalments.length ? (
        <fieldset>
          <legend className={groupLegend}>{t('checkout.payInstalments')}</legend>
          {/* Open when a plan is the choice, so a chosen option is never hidden. */}
          <PlansDisclosure plans={instalments} open={Boolean(method && isLeasingPlan(method))}>
            <div className="grid gap-3 sm:grid-cols-2">{instalments.map((p) => option(p, t(`leasing.plans.${p}.summary`)))}</div>
          </PlansDisclosure>
        </fieldset>
      ) : null}
      {error}
    </div>
  );
}
