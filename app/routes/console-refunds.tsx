// /console/refunds: money the store owes shoppers back — an order paid too much, or paid and then cancelled, returned or
// paid after it expired — the longest waiting first, each with a form to record the refund once staff have made it
// (a bank transfer back, QPay's merchant app, cash at the counter); and the refunds made, newest first. The shopper is
// texted each refund (the notification outbox). Each form carries a key made when the page was drawn: sent twice (a
// double tap, a slow network), it records one refund.
import { useTranslation } from 'react-i18next';
import { Form, data, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/console-refunds';
import { formatDateTime } from '../../core/dates';
import type { Language } from '../../core/i18n';
import { formatMnt } from '../../core/money';
import { staffMay } from '../../core/permissions';
import { formatMnMobile } from '../../core/phone';
import { REFUND_METHODS } from '../../core/refunds';
import { parse } from '../../server/http/validate';
import { readForm, postedForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { SubmitButton } from '../components/submit-button';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'money');
  const [owed, made] = await Promise.all([context.services.listRefundsOwed(staff.storeId), context.services.listRefunds(staff.storeId)]);
  return {
    // A fresh key for each form drawn: the refund it records is recorded once however often it is sent.
    owed: owed.map((o) => ({ ...o, key: crypto.randomUUID() })),
    made,
    // Staff who may open orders get a link to each.
    ordersLink: staffMay(staff.role, 'orders'),
  };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.refunds.title'), { noindex: true });
}

const refundInput = z.object({
  number: z.coerce.number().int().positive().max(2_147_483_647),
  amount: z.coerce.number().int().positive().max(2_000_000_000),
  method: z.enum(REFUND_METHODS),
  reference: z.string().trim().max(80).transform((v) => v || null),
  note: z.string().trim().max(300).transform((v) => v || null),
  key: z.uuid(),
});

type ActionResult = { done: 'refund'; number: number; amount: number; recorded: boolean } | { error: string; fields: Record<string, string>; number: string };

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'money');
  try {
    const form = await readForm(request);
    // Amounts as people type them: "45 000", "45,000".
    const input = parse(refundInput, { ...Object.fromEntries(form), amount: String(form.get('amount') ?? '').replace(/[\s,]/g, '') });
    const result = await context.services.recordRefund(staff.storeId, input, { id: staff.id, name: staff.name });
    return { done: 'refund', number: result.number, amount: result.amount, recorded: result.recorded } satisfies ActionResult;
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    return data({ error: failure.message, fields: failure.fields, number: String(postedForm(request)?.get('number') ?? '') } satisfies ActionResult, { status: failure.status });
  }
}

const field = 'mt-1 h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20 aria-[invalid=true]:border-brand';
const label = 'block min-w-0 text-xs font-semibold text-ink-soft';

export default function ConsoleRefunds({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const busy = useNavigation().state !== 'idle';
  const result = actionData as ActionResult | undefined;
  const done = result && 'done' in result ? result : null;
  const failed = result && 'error' in result ? result : null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="refunds-title">
      <h1 id="refunds-title" className="text-2xl font-bold text-ink">
        {t('console.refunds.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('console.refunds.intro')}</p>
      {done ? (
        <p role="status" className="mt-3 rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
          {t(done.recorded ? 'console.refunds.done' : 'console.refunds.already', { amount: formatMnt(done.amount), number: done.number })}
        </p>
      ) : null}

      <h2 className="mt-6 text-lg font-bold text-ink">{t('console.refunds.owedTitle', { count: loaderData.owed.length })}</h2>
      {loaderData.owed.length === 0 ? <p className="mt-2 text-sm text-ink-soft">{t('console.refunds.noneOwed')}</p> : null}
      <ul className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-2">
        {loaderData.owed.map((o) => {
          const error = failed && failed.number === String(o.number) ? failed : null;
          const id = (name: string) => `refund-${o.number}-${name}`;
          const invalid = (name: string) => (error?.fields[name] ? { 'aria-invalid': true, 'aria-describedby': id(`${name}-error`) } : {});
          const fieldError = (name: string) =>
            error?.fields[name] ? (
              <span id={id(`${name}-error`)} className="mt-1 block text-xs font-semibold text-brand">
                {error.fields[name]}
              </span>
            ) : null;
          return (
            <li key={o.number} className="rounded-2xl border border-line bg-surface p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-bold text-ink">
                  {loaderData.ordersLink ? (
                    <a href={`/console/orders/${o.number}`} className="text-brand hover:underline">
                      {t('console.refunds.order', { number: o.number })}
                    </a>
                  ) : (
                    t('console.refunds.order', { number: o.number })
                  )}
                </h3>
                <span className="rounded-full bg-ink/10 px-2.5 py-0.5 text-xs font-semibold text-ink-soft">{t(`orderState.${o.state}`)}</span>
              </div>
              <p className="mt-1 text-sm text-ink-soft">
                {o.lastName} {o.firstName} · {formatMnMobile(o.phone)} · {t(`paymentMethod.${o.paymentMethod}` as 'paymentMethod.qpay', { defaultValue: o.paymentMethod })}
              </p>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-ink-faint">{t('console.refunds.total')}</dt>
                  <dd className="font-semibold text-ink">{formatMnt(o.total)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-faint">{t('console.refunds.paid')}</dt>
                  <dd className="font-semibold text-ink">{formatMnt(o.paidAmount)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-faint">{t('console.refunds.refunded')}</dt>
                  <dd className="font-semibold text-ink">{formatMnt(o.refundedAmount)}</dd>
                </div>
              </dl>
              <p className="mt-2 text-sm font-bold text-brand" data-testid="refund-owed">
                {t('console.refunds.owed', { amount: formatMnt(o.owed) })}
              </p>
              {/* The refusal itself, unless every field it names shows its own message. */}
              {error && !Object.keys(error.fields).some((f) => f === 'amount' || f === 'reference') ? (
                <p role="alert" className="mt-2 rounded-xl bg-brand/10 px-3 py-2 text-sm text-brand">
                  {error.error}
                </p>
              ) : null}
              {/* Keyed by the form's key: once a refund is recorded the page draws a fresh, empty form with a new key. */}
              <Form key={o.key} method="post" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={t('console.refunds.formLabel', { number: o.number })} noValidate>
                <input type="hidden" name="number" value={o.number} />
                <input type="hidden" name="key" value={o.key} />
                <label className={label}>
                  {t('console.refunds.amount')}
                  <input name="amount" inputMode="numeric" required defaultValue={String(o.owed)} className={field} {...invalid('amount')} />
                  {fieldError('amount')}
                </label>
                <label className={label}>
                  {t('console.refunds.method')}
                  <select name="method" defaultValue={o.paymentMethod === 'qpay' ? 'qpay' : 'bank_transfer'} className={field}>
                    {REFUND_METHODS.map((m) => (
                      <option key={m} value={m}>
                        {t(`console.refunds.methods.${m}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={label}>
                  {t('console.refunds.reference')}
                  <input name="reference" maxLength={80} className={field} {...invalid('reference')} />
                  {fieldError('reference') ?? <span className="mt-1 block text-xs font-normal text-ink-faint">{t('console.refunds.referenceHint')}</span>}
                </label>
                <label className={label}>
                  {t('console.refunds.note')}
                  <input name="note" maxLength={300} className={field} />
                </label>
                <div className="sm:col-span-2">
                  <SubmitButton name="intent" value="refund" className="btn-primary h-10 px-6" busy={busy}>
                    {t('console.refunds.record')}
                  </SubmitButton>
                </div>
              </Form>
            </li>
          );
        })}
      </ul>

      <h2 className="mt-8 text-lg font-bold text-ink">{t('console.refunds.madeTitle')}</h2>
      {loaderData.made.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{t('console.refunds.noneMade')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-2xl border border-line">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{t('console.refunds.madeTitle')}</caption>
            <thead className="bg-surface-muted text-xs uppercase tracking-wide text-ink-soft">
              <tr>
                <th className="px-3 py-2">{t('console.refunds.when')}</th>
                <th className="px-3 py-2">{t('console.refunds.orderColumn')}</th>
                <th className="px-3 py-2">{t('console.refunds.amount')}</th>
                <th className="px-3 py-2">{t('console.refunds.method')}</th>
                <th className="px-3 py-2">{t('console.refunds.by')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {loaderData.made.map((r) => (
                <tr key={r.id}>
                  <td className="whitespace-nowrap px-3 py-2 text-ink-soft">{formatDateTime(r.createdAt, lang, { year: true })}</td>
                  <td className="px-3 py-2 font-semibold text-ink">{r.number}</td>
                  <td className="whitespace-nowrap px-3 py-2 font-semibold text-ink">{formatMnt(r.amount)}</td>
                  <td className="px-3 py-2 text-ink">
                    {t(`console.refunds.methods.${r.method}`)}
                    {r.reference || r.note ? <span className="block text-xs text-ink-faint">{[r.reference, r.note].filter(Boolean).join(' · ')}</span> : null}
                  </td>
                  <td className="px-3 py-2 text-ink-soft">{r.by}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
