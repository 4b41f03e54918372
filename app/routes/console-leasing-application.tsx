// /console/leasing/{id}: one application — the shopper and their order, the plan, term, down payment and schedule, the
// income data and the social-insurance file — and the decision: approve (the financed amount is recorded as paid, once;
// the order keeps the down payment to pay) or reject with a reason the shopper sees. Decided applications show who-when.
import { useTranslation } from 'react-i18next';
import { Form, Link, data, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/console-leasing-application';
import { formatDateTime } from '../../core/dates';
import { formatMnt } from '../../core/money';
import { formatMnMobile } from '../../core/phone';
import { parse } from '../../server/http/validate';
import { approveInput, rejectInput } from '../../server/modules/leasing/schemas';
import { Applicant, fileSize } from '../components/leasing/applicant';
import { ScheduleTable } from '../components/leasing/schedule-table';
import { LeasingStatusBadge } from '../components/leasing/status-badge';
import { StateBadge } from '../components/order/state-badge';
import type { Language } from '../../core/i18n';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { foundOr404, validateParams } from '../lib/params';
import { readForm } from '../lib/action-error';
import { SubmitButton } from '../components/submit-button';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  validateParams(url, params);
  const staff = await requireArea(context, url, 'money');
  return { application: await foundOr404(context.services.getLeasingApplication(staff.storeId, params.id), url) };
}

export const headers = consoleHeaders;

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  return pageMeta(matches, (t) => (loaded ? t('leasing.console.heading', { plan: t(`paymentMethod.${loaded.application.plan}`), number: loaded.application.order.number }) : t('leasing.console.title')), { noindex: true });
}

/** A refused decision reloads the application too: someone else probably decided it meanwhile. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

type ActionResult = { done: 'approved' | 'rejected'; amount: number } | { error: string; fields: Record<string, string> };

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'money');
  const who = { id: staff.id, name: staff.name };
  try {
    const form = await readForm(request);
    if (form.get('intent') === 'reject') {
      const { reason } = parse(rejectInput, { reason: form.get('reason') ?? '' });
      await context.services.rejectLeasingApplication({ storeId: staff.storeId, id: params.id, staff: who, reason });
      return { done: 'rejected', amount: 0 } satisfies ActionResult;
    }
    const { note } = parse(approveInput, { note: form.get('reason') ?? undefined });
    await context.services.approveLeasingApplication({ storeId: staff.storeId, id: params.id, staff: who, note });
    const application = await context.services.getLeasingApplication(staff.storeId, params.id);
    return { done: 'approved', amount: application.amount } satisfies ActionResult;
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    return data({ error: failure.message, fields: failure.fields } satisfies ActionResult, { status: failure.status });
  }
}

const card = 'rounded-2xl border border-line bg-surface p-4 sm:p-5';
const heading = 'text-base font-bold text-ink';
const field = 'w-full rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';

export default function ConsoleLeasingApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const a = loaderData.application;
  const result = actionData as ActionResult | undefined;
  const plan = t(`paymentMethod.${a.plan}`);
  const title = t('leasing.console.heading', { plan, number: a.order.number });
  const reasonError = result && 'fields' in result ? result.fields.reason : undefined;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="application-title">
      <Link to="/console/leasing" className="text-sm font-semibold text-ink-soft hover:text-brand">
        ← {t('leasing.console.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="application-title" className="text-2xl font-bold text-ink">
          {title}
        </h1>
        <LeasingStatusBadge status={a.status} kind={a.kind} large />
      </div>
      <p className="mt-1 text-sm text-ink-soft">{t('leasing.sentOn', { date: formatDateTime(a.createdAt, lang, { year: true }) })}</p>

      <div className="mt-5 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="order-2 space-y-4 lg:order-1">
          <section className={card} aria-labelledby="request-title">
            <h2 id="request-title" className={heading}>
              {t('leasing.console.request')}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-soft">{t('leasing.console.plan')}</dt>
              <dd className="font-semibold text-ink">{plan}</dd>
              {a.months ? (
                <>
                  <dt className="text-ink-soft">{t('leasing.months')}</dt>
                  <dd className="text-ink">{t('leasing.monthsOption', { count: a.months })}</dd>
                </>
              ) : null}
              <dt className="text-ink-soft">{t('leasing.price')}</dt>
              <dd className="tabular-nums text-ink">{formatMnt(a.price)}</dd>
              <dt className="text-ink-soft">{t('leasing.downPaymentShort')}</dt>
              <dd className="tabular-nums text-ink">{formatMnt(a.downPayment)}</dd>
              <dt className="text-ink-soft">{t('leasing.console.financed')}</dt>
              <dd className="font-semibold tabular-nums text-ink">{formatMnt(a.amount)}</dd>
            </dl>
          </section>
          {a.schedule ? <ScheduleTable schedule={a.schedule} price={a.price} /> : null}
          <section className={card} aria-labelledby="applicant-title">
            <h2 id="applicant-title" className={heading}>
              {t('leasing.console.applicant')}
            </h2>
            <Applicant request={a} withFile={false} />
            <h3 className="mt-4 text-sm font-semibold text-ink">{t('leasing.console.file')}</h3>
            {a.file ? (
              // A download, not a page: the file opens in the browser's own viewer or is saved.
              <a href={`/console/leasing/${a.id}/file`} className="chip mt-2" target="_blank" rel="noreferrer">
                {t('leasing.console.openFile', { size: fileSize(a.file.size) })}
              </a>
            ) : (
              <p className="mt-1 text-sm text-ink-soft">{t('leasing.console.noFile')}</p>
            )}
          </section>
        </div>

        <div className="order-1 space-y-4 lg:order-2">
          <section className={card} aria-labelledby="decide-title">
            <h2 id="decide-title" className={heading}>
              {t('leasing.console.decide')}
            </h2>
            {result && 'done' in result ? (
              <p role="status" className="mt-2 rounded-xl bg-surface-muted px-3 py-2 text-sm font-semibold text-ink">
                {result.done === 'approved' ? t('leasing.console.approved', { amount: formatMnt(result.amount) }) : t('leasing.console.rejected')}
              </p>
            ) : null}
            {result && 'error' in result && !reasonError ? (
              <p role="alert" className="mt-2 rounded-xl bg-brand/10 px-3 py-2 text-sm text-brand">
                {result.error}
              </p>
            ) : null}
            {a.decision ? (
              <div className="mt-2 text-sm text-ink">
                <p className="font-semibold">{t('leasing.console.decidedOn', { status: t(`leasing.status.${a.decision.status}`), date: formatDateTime(a.decision.at, lang, { year: true }) })}</p>
                {a.decision.reason ? <p className="mt-1 text-ink-soft">“{a.decision.reason}”</p> : null}
              </div>
            ) : a.status === 'pending' ? (
              <Form method="post" className="mt-3 space-y-3" noValidate>
                <div>
                  <label htmlFor="decision-reason" className="block text-sm font-semibold text-ink">
                    {t('leasing.console.reason')}
                  </label>
                  <textarea
                    id="decision-reason"
                    name="reason"
                    rows={3}
                    maxLength={500}
                    className={`${field} mt-1`}
                    aria-invalid={Boolean(reasonError)}
                    aria-describedby={reasonError ? 'decision-reason-error' : 'decision-reason-hint'}
                  />
                  {reasonError ? (
                    <p id="decision-reason-error" role="alert" className="mt-1 text-sm text-brand">
                      {reasonError}
                    </p>
                  ) : (
                    <p id="decision-reason-hint" className="mt-1 text-xs text-ink-faint">
                      {t('leasing.console.reasonHelp')}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  <SubmitButton name="intent" value="approve" className="btn-primary h-10" busy={navigation.state !== 'idle'}>
                    {t('leasing.console.approve')}
                  </SubmitButton>
                  <SubmitButton name="intent" value="reject" className="chip h-10" busy={navigation.state !== 'idle'}>
                    {t('leasing.console.reject')}
                  </SubmitButton>
                </div>
              </Form>
            ) : (
              <p className="mt-2 text-sm text-ink-soft">{t(`leasing.status.${a.status}`)}</p>
            )}
          </section>
          <section className={card} aria-labelledby="customer-title">
            <h2 id="customer-title" className={heading}>
              {t('leasing.console.customer')}
            </h2>
            <p className="mt-2 font-semibold text-ink">
              {a.order.firstName} {a.order.lastName}
            </p>
            <p className="text-sm">
              <a href={`tel:${a.order.phone}`} className="text-ink-soft hover:text-brand">
                {formatMnMobile(a.order.phone)}
              </a>
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              <Link to={`/console/orders/${a.order.number}`} className="font-semibold text-brand underline">
                {t('leasing.console.openOrder', { number: a.order.number })}
              </Link>
              <StateBadge state={a.order.state} />
            </div>
            <p className="mt-2 text-sm text-ink-soft">{t('console.order.paidOf', { paid: formatMnt(a.order.paidAmount), total: formatMnt(a.order.total) })}</p>
          </section>
        </div>
      </div>
    </section>
  );
}
