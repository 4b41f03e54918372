import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { formatDateTime } from '../../../core/dates';
import { formatMnt } from '../../../core/money';
import { UNPAID_STATES } from '../../../core/order-state';
import { leftToPay, paymentReference } from '../../../core/payment-state';
import type { InstalmentPlanId } from '../../../core/instalments';
import { isLeasingPlan } from '../../../server/modules/leasing/leasing-view';
import { AppLink } from '../app-link';
import { PlansDisclosure } from '../checkout/payment-options';
import type { OrderView } from '../../../server/modules/orders/get-order';
import type { AttemptView } from '../../../server/modules/payments/start-payment';
import type { StoreSettings } from '../../../server/modules/store/get-store-settings';
import { pick, type Language } from '../../../core/i18n';
import { SubmitButton } from '../submit-button';

type BankLink = { name: string; description?: string; logo?: string; link: string };

/**
 * What to pay and how, in two groups. Pay now: QPay (a QR to scan, or the shopper's bank app to tap on a phone), bank
 * transfer (the store's accounts and the order's reference) and a gift card (`children`). Pay in instalments: the
 * lenders, folded, each with a link to apply. While a QPay invoice is open the page asks every few seconds whether the
 * money arrived and moves on to the success page when it has.
 */
export function PaymentPanel({
  order,
  attempt,
  qrSvg,
  canPayByQPay,
  bankAccounts,
  plans,
  error,
  children,
}: {
  order: OrderView;
  attempt: AttemptView | null;
  qrSvg: string | null;
  canPayByQPay: boolean;
  bankAccounts: StoreSettings['bankAccounts'];
  /** The instalment plans this store offers now. */
  plans: InstalmentPlanId[];
  error: string | null;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const left = leftToPay(order.total, order.paidAmount);
  const qpayOpen = attempt?.provider === 'qpay' && attempt.status === 'pending';
  usePaymentPolling(order.number, order.paidAmount, qpayOpen);
  const links = (attempt?.details.urls as BankLink[] | undefined) ?? [];
  const qpayFirst = order.paymentMethod !== 'bank_transfer';
  // The plan chosen at checkout, or the one a request is open with, comes first and unfolded.
  const chosenPlan = attempt && isLeasingPlan(attempt.provider) ? attempt.provider : isLeasingPlan(order.paymentMethod) ? order.paymentMethod : null;

  const qpay = canPayByQPay ? (
    <section className="rounded-2xl border border-line bg-surface p-4" aria-labelledby="pay-qpay">
      <h4 id="pay-qpay" className="font-bold text-ink">
        QPay
      </h4>
      {qpayOpen ? (
        <div className="mt-3 flex flex-col gap-4 sm:flex-row">
          {qrSvg ? (
            <figure className="mx-auto w-56 shrink-0 rounded-2xl bg-white p-3 sm:mx-0">
              {/* Rendered on the server from QPay's qr_text: no script needed to show it. */}
              <div role="img" aria-label={t('payment.qrLabel', { amount: formatMnt(left) })} dangerouslySetInnerHTML={{ __html: qrSvg }} />
            </figure>
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="text-sm text-ink">{t('payment.scanOrTap', { amount: formatMnt(left) })}</p>
            <p role="status" className="mt-2 flex items-center gap-2 text-sm font-semibold text-brand">
              <span className="inline-block h-2 w-2 animate-pulse rounded-full bg-brand" aria-hidden />
              {t('payment.waiting')}
            </p>
            {typeof attempt!.details.shortUrl === 'string' ? (
              <a href={attempt!.details.shortUrl} className="mt-2 inline-block text-sm font-semibold text-brand underline" target="_blank" rel="noreferrer">
                {t('payment.openQPay')}
              </a>
            ) : null}
            {links.length ? (
              <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t('payment.bankApps')}>
                {links.map((l) => (
                  <li key={l.name}>
                    <a href={l.link} className="flex h-full min-h-11 items-center gap-2 rounded-xl border border-line px-2 py-2 font-semibold text-ink hover:border-brand">
                      {l.logo ? <img src={l.logo} alt="" width={24} height={24} className="h-6 w-6 shrink-0 rounded-md" /> : null}
                      {/* QPay names a bank in English and describes it in Mongolian. */}
                      <span className="min-w-0 text-xs leading-tight sm:text-sm">{lang === 'mn' ? l.description || l.name : l.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : (
        <Form method="post" className="mt-3" noValidate>
          <input type="hidden" name="provider" value="qpay" />
          <SubmitButton name="intent" value="pay" className="btn-primary h-11 w-full sm:w-auto sm:px-8" busy={navigation.state !== 'idle'}>
            {t('payment.payWithQPay', { amount: formatMnt(left) })}
          </SubmitButton>
        </Form>
      )}
    </section>
  ) : null;

  const transfer = bankAccounts.length ? (
    <section className="rounded-2xl border border-line bg-surface p-4" aria-labelledby="pay-transfer">
      <h4 id="pay-transfer" className="font-bold text-ink">
        {t('paymentMethod.bank_transfer')}
      </h4>
      <p className="mt-1 text-sm text-ink-soft">{t('payment.transferText', { amount: formatMnt(left) })}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-soft">{t('payment.reference')}</dt>
        <dd className="font-mono text-base font-bold text-ink" data-testid="payment-reference">
          {paymentReference(order.number)}
        </dd>
      </dl>
      <ul className="mt-3 space-y-2">
        {bankAccounts.map((a) => (
          <li key={a.account} className="rounded-xl bg-surface-muted px-3 py-2 text-sm">
            <span className="font-semibold text-ink">{pick(a.bank, lang)}</span> · <span className="font-mono text-ink">{a.account}</span>
            <span className="block text-ink-soft">
              {pick(a.holder, lang)}
              {a.iban ? ` · IBAN ${a.iban}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  ) : null;

  const payNow = (
    <section className="space-y-3" aria-labelledby="pay-now">
      <h3 id="pay-now" className="text-base font-bold text-ink">
        {t('checkout.payNow')}
      </h3>
      {qpayFirst ? qpay : transfer}
      {qpayFirst ? transfer : qpay}
      {children}
    </section>
  );

  const instalments = plans.length ? (
    <section aria-labelledby="pay-instalments">
      <h3 id="pay-instalments" className="text-base font-bold text-ink">
        {t('checkout.payInstalments')}
      </h3>
      {chosenPlan ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {attempt?.provider === chosenPlan ? (
            <AppLink to={`/leasingRequest/${attempt.id}`} className="btn-primary">
              {t('leasing.seeRequest')}
            </AppLink>
          ) : (
            <AppLink to={`/leasingRequest?order=${order.number}&plan=${chosenPlan}`} className="btn-primary">
              {t('leasing.applyFor', { plan: t(`paymentMethod.${chosenPlan}`) })}
            </AppLink>
          )}
        </div>
      ) : null}
      <PlansDisclosure plans={plans} open={false}>
        <ul className="space-y-2">
          {plans.map((p) => (
            <li key={p} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-surface px-3 py-2">
              <span className="min-w-0 flex-1 basis-48">
                <span className="block font-semibold text-ink">{t(`paymentMethod.${p}`)}</span>
                <span className="block text-sm text-ink-soft">{t(`leasing.plans.${p}.summary`)}</span>
              </span>
              <AppLink to={`/leasingRequest?order=${order.number}&plan=${p}`} className="chip" aria-label={t('leasing.applyFor', { plan: t(`paymentMethod.${p}`) })}>
                {t('leasing.apply')}
              </AppLink>
            </li>
          ))}
        </ul>
        <AppLink to={`/leasingRequest?order=${order.number}`} className="mt-3 inline-block text-sm font-semibold text-brand underline">
          {t('leasing.comparePlans')}
        </AppLink>
      </PlansDisclosure>
    </section>
  ) : null;

  return (
    <div className="mt-6 rounded-3xl border-2 border-brand/40 bg-brand/5 p-4 sm:p-5" role="region" aria-label={t('order.payTitle')}>
      <h2 className="text-lg font-bold text-ink">{t('order.payTitle')}</h2>
      <p className="mt-1 text-ink">
        {/* Only an order with no money in yet runs out of time (docs/orders.md). */}
        {UNPAID_STATES.includes(order.state) ? t('payment.payBy', { amount: formatMnt(left), deadline: formatDateTime(order.expiresAt, lang) }) : t('payment.payRest', { amount: formatMnt(left) })}
      </p>
      {order.paidAmount > 0 ? (
        <p className="mt-1 text-sm font-semibold text-ink" data-testid="left-to-pay">
          {t('order.paid', { amount: formatMnt(order.paidAmount) })} · {t('order.leftToPay', { amount: formatMnt(left) })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 rounded-xl bg-brand/10 px-3 py-2 text-sm text-brand">
          {error}
        </p>
      ) : null}
      <div className="mt-4 space-y-5">
        {chosenPlan ? instalments : payNow}
        {chosenPlan ? payNow : instalments}
      </div>
    </div>
  );
}

/** Asks every 3 s whether money arrived for an open invoice; paid in full → the success page, part → show what is left. */
function usePaymentPolling(number: number, paidAmount: number, active: boolean) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const seen = useRef(paidAmount);
  seen.current = paidAmount;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const res = await fetch(`/api/v1/orders/${number}/payment`, { headers: { accept: 'application/json' } });
        if (!res.ok || stopped) return;
        const status = (await res.json()) as { state: string; paidAmount: number };
        if (status.state === 'paid' || status.state === 'overpaid') {
          stopped = true;
          navigate(`/order/${number}/complete`);
        } else if (status.paidAmount !== seen.current) await revalidator.revalidate();
      } catch {
        // A dropped connection: the next tick asks again.
      }
    }, 3000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, number, navigate, revalidator]);
}
