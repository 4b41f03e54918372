// /order/{number}/old: a closed order (cancelled, expired, returned), read-only — when and why it closed, the progress it
// had reached, its lines and totals, and a way back to shopping. An order still open goes to its own page.
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/order-old';
import { formatDateTime } from '../../core/dates';
import { isClosed } from '../../core/order-state';
import { formatMnt } from '../../core/money';
import { AppLink } from '../components/app-link';
import { OrderHeader } from '../components/order/order-header';
import { OrderHistory } from '../components/order/order-history';
import { OrderLines } from '../components/order/order-lines';
import { OrderProgress } from '../components/order/order-progress';
import type { Language } from '../../core/i18n';
import { loadOrder, orderPageHeaders } from '../lib/load-order';
import { orderPageMeta } from '../lib/meta';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const order = await loadOrder(context, params, url);
  if (!isClosed(order.state)) throw redirect(`/order/${order.number}`);
  return { order };
}

export const headers = orderPageHeaders;

export function meta({ matches, data }: Route.MetaArgs) {
  return orderPageMeta(matches, data);
}

const box = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';

export default function OrderOld({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { order } = loaderData;
  const state = order.state as 'cancelled' | 'expired' | 'returned';
  // The move that closed it: the last one into the state it is in.
  const closing = [...order.history].reverse().find((h) => h.to === order.state) ?? null;
  // The 48-hour sweeper writes its reason in English; the shopper reads it in their language.
  const reason = closing?.actor === 'system' && closing.actorName === 'unpaid-48h' ? t('orderPages.unpaidReason') : closing?.reason;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="order-title">
      <div id="order-title">
        <OrderHeader order={order} />
      </div>

      <div className="mt-6 rounded-3xl border border-line bg-surface-muted p-5" role="region" aria-label={t('order.closedTitle')}>
        <h2 className="text-lg font-bold text-ink">{t('order.closedTitle')}</h2>
        <p className="mt-1 text-ink">{t(`orderPages.closedText.${state}`)}</p>
        {closing ? (
          <p className="mt-3 text-sm text-ink-soft">
            <time dateTime={closing.at}>{t('orderPages.closedOn', { date: formatDateTime(closing.at, lang, { year: true }) })}</time>
          </p>
        ) : null}
        {order.paidAmount > 0 ? (
          <p className="mt-1 text-sm text-ink" data-testid="money-back">
            {t(order.refundedAmount >= order.paidAmount ? 'orderPages.refundedAll' : 'orderPages.refundDue', { paid: formatMnt(order.paidAmount), refunded: formatMnt(order.refundedAmount) })}
          </p>
        ) : null}
        <p className="mt-1 break-words text-sm text-ink-soft" data-testid="closed-reason">
          <span className="font-semibold text-ink">{t('orderPages.reason')}:</span> {reason || t('orderPages.noReason')}
        </p>
        <AppLink to="/" className="btn-primary mt-5">
          {t('orderPages.shopAgain')}
        </AppLink>
      </div>

      <div className={`${box} mt-4`}>
        <h2 className="mb-4 text-lg font-bold text-ink">{t('orderPages.reachedProgress')}</h2>
        <OrderProgress done={order.progressDone} closed />
      </div>

      <div className={`${box} mt-4`}>
        <h2 className="text-lg font-bold text-ink">{t('order.items')}</h2>
        <OrderLines order={order} />
      </div>

      <OrderHistory history={order.history} className={`${box} mt-4`} />
    </section>
  );
}
