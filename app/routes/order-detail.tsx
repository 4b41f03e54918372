// /order/{number}: the order's state, its seven progress steps, lines and totals, delivery and customer, and what to pay
// by when. Only the shopper logged in with the order's phone sees it (app/lib/load-order.ts).
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/order-detail';
import { formatDateTime } from '../../core/dates';
import { formatMnt } from '../../core/money';
import { isClosed, UNPAID_STATES } from '../../core/order-state';
import { formatMnMobile } from '../../core/phone';
import { AppLink } from '../components/app-link';
import { DeliveryAddress } from '../components/order/delivery-address';
import { OrderHeader } from '../components/order/order-header';
import { OrderHistory } from '../components/order/order-history';
import { OrderLines } from '../components/order/order-lines';
import { OrderProgress } from '../components/order/order-progress';
import type { Language } from '../i18n';
import { loadOrder, orderPageHeaders } from '../lib/load-order';
import { useNotice } from '../lib/notice';
import { orderPageMeta } from '../lib/meta';
import { useStoreData } from '../root';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const order = await loadOrder(context, params, url);
  // A closed order is read from its read-only page.
  if (isClosed(order.state)) throw redirect(`/order/${order.number}/old`);
  return { order };
}

export const headers = orderPageHeaders;

export function meta({ matches, data }: Route.MetaArgs) {
  return orderPageMeta(matches, data);
}

const box = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { store } = useStoreData();
  const { order } = loaderData;
  const unpaid = UNPAID_STATES.includes(order.state) || order.state === 'underpaid' || order.state === 'balance_due';
  const method = t(`paymentMethod.${order.paymentMethod}` as 'paymentMethod.qpay', { defaultValue: order.paymentMethod });

  useNotice({
    placed: t('order.placedToast', { number: order.number }),
    delivery: order.deliveryChoice ? t('orderPages.deliverySaved', { choice: t(`order.choice.${order.deliveryChoice.code}`) }) : undefined,
    receipt: t('orderPages.cidSaved'),
  });

  return (
    <section className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="order-title">
      <div id="order-title">
        <OrderHeader order={order} />
      </div>

      {unpaid ? (
        <div className="mt-6 rounded-3xl border-2 border-brand/40 bg-brand/5 p-5" role="region" aria-label={t('order.payTitle')}>
          <h2 className="text-lg font-bold text-ink">{t('order.payTitle')}</h2>
          <p className="mt-1 text-ink">
            {t('order.payText', { amount: formatMnt(order.total - order.paidAmount), method, deadline: formatDateTime(order.expiresAt, lang) })}
          </p>
          {order.paidAmount > 0 ? (
            <p className="mt-1 text-sm text-ink-soft">
              {t('order.paid', { amount: formatMnt(order.paidAmount) })} · {t('order.leftToPay', { amount: formatMnt(order.total - order.paidAmount) })}
            </p>
          ) : null}
          <p className="mt-2 text-sm font-semibold text-ink">{t('order.payReference', { number: order.number })}</p>
          <p className="mt-1 text-sm text-ink-soft">{t('order.payHelp', { phone: store.phone })}</p>
        </div>
      ) : null}

      <div className={`${box} mt-6`}>
        <h2 className="mb-4 text-lg font-bold text-ink">{t('order.progress')}</h2>
        <OrderProgress done={order.progressDone} closed={false} />
        <div className="mt-5 flex flex-wrap gap-2">
          {order.fromAbroad ? (
            <AppLink to={`/order/${order.number}/tracking`} className="chip">
              {t('order.tracking')}
            </AppLink>
          ) : null}
          {order.state === 'expected' ? (
            <AppLink to={`/order/${order.number}/delivery`} className="btn-primary">
              {t('order.chooseDelivery')}
            </AppLink>
          ) : null}
          <AppLink to={`/order/${order.number}/cid`} className="chip">
            {t('order.receipt')}
          </AppLink>
        </div>
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-[1fr_18rem]">
        <div className={box}>
          <h2 className="text-lg font-bold text-ink">{t('order.items')}</h2>
          <OrderLines order={order} />
        </div>
        <div className="space-y-4">
          <div className={box}>
            <h2 className="text-lg font-bold text-ink">{t('order.delivery')}</h2>
            <p className="mt-2 font-semibold text-ink">{order.deliveryChoice ? t(`order.choice.${order.deliveryChoice.code}`) : order.shipping.name}</p>
            <DeliveryAddress address={order.deliveryChoice?.address ?? order.address} />
          </div>
          <div className={box}>
            <h2 className="text-lg font-bold text-ink">{t('order.customer')}</h2>
            <p className="mt-2 font-semibold text-ink">
              {order.firstName} {order.lastName}
            </p>
            <p className="text-sm text-ink-soft">{formatMnMobile(order.phone)}</p>
            {order.email ? <p className="text-sm text-ink-soft">{order.email}</p> : null}
            <h2 className="mt-4 text-lg font-bold text-ink">{t('order.payment')}</h2>
            <p className="mt-1 text-ink">{method}</p>
          </div>
        </div>
      </div>

      <OrderHistory history={order.history} className={`${box} mt-4`} />
    </section>
  );
}
