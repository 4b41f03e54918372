// /order/{number}/complete: where the shopper lands once the payment is confirmed — thanks, the order number, what
// happens next, and the way to the order and its tracking. An order not paid yet goes back to its page (to pay).
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/order-complete';
import { formatMnt } from '../../core/money';
import { isClosed, UNPAID_STATES } from '../../core/order-state';
import { AppLink } from '../components/app-link';
import { receiving } from '../components/order/delivery-address';
import { pick, type Language } from '../../core/i18n';
import { useStoreData } from '../lib/root-data';
import { loadOrder, orderPageHeaders } from '../lib/load-order';
import { orderPageMeta } from '../lib/meta';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const order = await loadOrder(context, params, url);
  if (UNPAID_STATES.includes(order.state) || order.state === 'underpaid') throw redirect(`/order/${order.number}`);
  if (isClosed(order.state)) throw redirect(`/order/${order.number}/old`);
  return { order };
}

export const headers = orderPageHeaders;

export function meta({ matches, data }: Route.MetaArgs) {
  return orderPageMeta(matches, data, 'orderPages.completeTitle');
}

export default function OrderComplete({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { store } = useStoreData();
  const { order } = loaderData;
  // What the shopper chose at checkout is said back, not asked again.
  const how = receiving(order);
  const arrive = how?.address
    ? t('orderPages.nextDeliver', { address: `${how.address.detail}, ${how.address.place}` })
    : how?.code === 'pickup'
      ? t('orderPages.nextPickup', { address: pick(store.address, i18n.language as Language) })
      : t('orderPages.nextArrive');
  const next = [order.fromAbroad ? t('orderPages.nextAbroad') : t('orderPages.nextLocal'), arrive, ...(order.receiptTarget ? [] : [t('orderPages.nextReceipt')])];

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14" aria-labelledby="complete-title">
      <div className="rounded-3xl border border-line bg-surface p-6 text-center sm:p-10">
        <span
          className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-success/10 text-3xl text-success"
          aria-hidden
        >
          ✓
        </span>
        <h1 id="complete-title" className="mt-5 text-2xl font-bold text-ink sm:text-3xl">
          {t('orderPages.completeTitle')}
        </h1>
        <p className="mt-3 text-lg font-semibold text-ink">{t('order.title', { number: order.number })}</p>
        <p className="mt-1 text-ink-soft">{t('orderPages.completeText', { number: order.number, amount: formatMnt(order.paidAmount || order.total) })}</p>
      </div>

      <div className="mt-4 rounded-3xl border border-line bg-surface p-6 sm:p-8" role="region" aria-labelledby="next-title">
        <h2 id="next-title" className="text-lg font-bold text-ink">
          {t('orderPages.nextTitle')}
        </h2>
        <ol className="mt-4 space-y-3">
          {next.map((text, i) => (
            <li key={i} className="flex gap-3">
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand/10 text-sm font-bold text-brand" aria-hidden>
                {i + 1}
              </span>
              <span className="pt-0.5 text-ink">
                {text}
                {i === 2 ? (
                  <>
                    {' '}
                    <AppLink to={`/order/${order.number}/cid`} className="font-semibold text-brand underline">
                      {t('order.receipt')}
                    </AppLink>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <AppLink to={`/order/${order.number}`} className="btn-primary">
          {t('orderPages.viewOrder')}
        </AppLink>
        <AppLink to={`/order/${order.number}/tracking`} className="chip h-11 justify-center">
          {t('order.tracking')}
        </AppLink>
      </div>
    </section>
  );
}
