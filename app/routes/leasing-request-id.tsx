// /leasingRequest/{id}: one leasing request for its shopper — where it stands (under review, waiting for the shopper in
// the Storepay or Pocket app, approved, not approved with the reason), its schedule, what was sent, and what is left to
// pay on the order (a down payment). While it waits the page asks again by itself. Only the order's shopper (spec §6).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { data, redirect, useRevalidator } from 'react-router';
import type { Route } from './+types/leasing-request-id';
import { formatDateTime } from '../../core/dates';
import { formatMnt } from '../../core/money';
import { PAYABLE } from '../../server/modules/payments/start-payment';
import { AppLink } from '../components/app-link';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ScheduleTable } from '../components/leasing/schedule-table';
import { Applicant } from '../components/leasing/applicant';
import { LeasingStatusBadge } from '../components/leasing/status-badge';
import type { Language } from '../../core/i18n';
import { pageMeta } from '../lib/meta';
import { notFound, validateParams } from '../lib/params';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  validateParams(url, params);
  const customer = await context.customer();
  if (!customer) throw redirect(`/user?returnTo=${encodeURIComponent(url.pathname)}`);
  const store = await context.store();
  try {
    const request = await context.services.getLeasingRequest({ storeId: store._id, id: params.id, phone: customer.phone });
    return { request, qrSvg: request.qr ? await QRCode.toString(request.qr, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }) : null };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'NOT_FOUND') throw notFound(url, false);
    if (code === 'FORBIDDEN') throw data({ forbidden: true }, { status: 403 });
    throw err;
  }
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  return pageMeta(matches, (t) => (loaded ? t('leasing.requestTitle', { plan: t(`paymentMethod.${loaded.request.plan}`) }) : t('routes.leasingRequest-id')), { noindex: true });
}

const box = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';

export default function LeasingRequestPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { request, qrSvg } = loaderData;
  const { order } = request;
  const plan = t(`paymentMethod.${request.plan}`);
  const title = t('leasing.requestTitle', { plan });
  useAskAgain(request.status === 'pending', request.kind === 'application' ? 5000 : 3000);

  const statusText =
    request.status === 'pending'
      ? request.kind === 'application'
        ? t('leasing.statusText.applicationPending')
        : request.kind === 'storepay'
          ? t('leasing.statusText.storepayPending', { amount: formatMnt(request.amount) })
          : t('leasing.statusText.pocketPending', { amount: formatMnt(request.amount) })
      : t(`leasing.statusText.${request.status}`, { amount: formatMnt(request.amount) });
  const canPayRest = PAYABLE.includes(order.state) && order.left > 0;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="request-title">
      <Breadcrumbs items={[{ label: t('order.myOrders'), to: '/user/order' }, { label: t('order.title', { number: order.number }), to: `/order/${order.number}` }, { label: title }]} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 id="request-title" className="text-3xl font-bold text-ink">
          {title}
        </h1>
        <LeasingStatusBadge status={request.status} kind={request.kind} large />
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        {t('leasing.forOrder', { number: order.number })} · {t('leasing.sentOn', { date: formatDateTime(request.createdAt, lang, { year: true }) })}
      </p>

      <div className={`${box} mt-6`}>
        <p role="status" className="flex items-start gap-2 text-ink">
          {request.status === 'pending' ? <span className="mt-2 inline-block h-2 w-2 shrink-0 animate-pulse rounded-full bg-brand" aria-hidden /> : null}
          <span>{statusText}</span>
        </p>
        {request.decision?.reason ? (
          <p className="mt-2 rounded-xl bg-surface-muted px-3 py-2 text-sm text-ink">{t('leasing.reason', { reason: request.decision.reason })}</p>
        ) : null}
        {qrSvg ? (
          <figure className="mt-4 w-56 rounded-2xl bg-white p-3">
            <div role="img" aria-label={t('leasing.qrLabel', { amount: formatMnt(request.amount) })} dangerouslySetInnerHTML={{ __html: qrSvg }} />
          </figure>
        ) : null}
        {request.sandboxUrl ? (
          <a href={request.sandboxUrl} target="_blank" rel="noreferrer" className="mt-3 inline-block text-sm font-semibold text-brand underline">
            {t('leasing.openApp')}
          </a>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
          {order.left > 0 ? (
            <p className="font-semibold text-ink" data-testid="order-left">
              {t('leasing.orderLeft', { amount: formatMnt(order.left) })}
            </p>
          ) : (
            <p className="font-semibold text-ink">{t('leasing.orderPaid')}</p>
          )}
          {canPayRest && request.status === 'approved' ? (
            <AppLink to={`/order/${order.number}`} className="btn-primary">
              {t('leasing.payRest')}
            </AppLink>
          ) : (
            <AppLink to={`/order/${order.number}`} className="chip">
              {t('leasing.backToOrder', { number: order.number })}
            </AppLink>
          )}
          {(request.status === 'rejected' || request.status === 'expired' || request.status === 'cancelled') && canPayRest ? (
            <AppLink to={`/leasingRequest?order=${order.number}`} className="chip">
              {t('leasing.chooseAgain')}
            </AppLink>
          ) : null}
        </div>
      </div>

      {request.schedule ? (
        <div className="mt-6">
          <ScheduleTable schedule={request.schedule} price={request.price} />
        </div>
      ) : null}

      {request.applicant ? (
        <section className={`${box} mt-6`} aria-labelledby="details-title">
          <h2 id="details-title" className="text-lg font-bold text-ink">
            {t('leasing.yourDetails')}
          </h2>
          <Applicant request={request} />
        </section>
      ) : null}
    </section>
  );
}

/** While the request waits, reload its data every few seconds (the loader asks the lender) — only while the tab is seen. */
function useAskAgain(active: boolean, everyMs: number) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, revalidator]);
}
