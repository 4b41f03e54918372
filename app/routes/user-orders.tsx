// /user/order: the shopper's orders, newest first — the orders of the phone they are logged in with (spec §6), each
// with its number, date, state, what is in it and the total, leading to its page (a closed one to its read-only page).
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/user-orders';
import { formatDateTime } from '../../core/dates';
import { formatMnt } from '../../core/money';
import { isClosed } from '../../core/order-state';
import { AppLink } from '../components/app-link';
import { Breadcrumbs } from '../components/breadcrumbs';
import { StateBadge } from '../components/order/state-badge';
import type { Language } from '../../core/i18n';
import { pageMeta } from '../lib/meta';

export async function loader({ context, url }: Route.LoaderArgs) {
  const customer = await context.customer();
  if (!customer) throw redirect(`/user?returnTo=${encodeURIComponent(url.pathname)}`);
  // An account made with Google has no phone until one is proved, and orders belong to phones.
  if (!customer.phone) return { orders: [], surveys: [] as number[] };
  const store = await context.store();
  // Complete orders whose survey waits for an answer: asked here too (the survey itself is on the order's page).
  const [orders, surveys] = await Promise.all([context.services.listShopperOrders(store._id, customer.phone, await context.lang()), context.services.pendingSurveys(store._id, customer.phone)]);
  return { orders, surveys };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('account.ordersTitle'), { noindex: true });
}

export default function UserOrders({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { orders } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="orders-title">
      <Breadcrumbs items={[{ label: t('account.myAccount'), to: '/user' }, { label: t('account.ordersTitle') }]} />
      <h1 id="orders-title" className="mt-3 text-3xl font-bold text-ink">
        {t('account.ordersTitle')}
      </h1>
      {orders.length === 0 ? (
        <div className="mt-6 rounded-3xl border border-dashed border-line px-6 py-12 text-center">
          <p className="mx-auto max-w-md text-ink-soft">{t('account.noOrders')}</p>
          <AppLink to="/" className="btn-primary mt-6">
            {t('account.startShopping')}
          </AppLink>
        </div>
      ) : (
        <ul className="mt-6 space-y-3" aria-labelledby="orders-title">
          {orders.map((o) => {
            const title = t('order.title', { number: o.number });
            const shown = o.names.slice(0, 2).join(', ');
            const more = o.names.length - 2;
            return (
              <li key={o.number}>
                <AppLink
                  to={isClosed(o.state) ? `/order/${o.number}/old` : loaderData.surveys.includes(o.number) ? `/order/${o.number}#survey` : `/order/${o.number}`}
                  className="flex gap-3 rounded-3xl border border-line bg-surface p-3 transition hover:border-brand/40 sm:gap-4 sm:p-4"
                >
                  {o.thumbnail ? (
                    <img
                      src={o.thumbnail}
                      alt=""
                      width={72}
                      height={72}
                      className={`h-16 w-16 shrink-0 rounded-2xl object-cover sm:h-18 sm:w-18 ${isClosed(o.state) ? 'opacity-60 grayscale' : ''}`}
                    />
                  ) : (
                    <span className="h-16 w-16 shrink-0 rounded-2xl bg-surface-muted sm:h-18 sm:w-18" aria-hidden />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-bold text-ink">{title}</span>
                      <StateBadge state={o.state} />
                      {loaderData.surveys.includes(o.number) ? <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">{t('survey.pending')}</span> : null}
                    </span>
                    <span className="mt-0.5 block text-sm text-ink-faint">
                      <time dateTime={o.createdAt}>{formatDateTime(o.createdAt, lang, { year: true })}</time>
                    </span>
                    <span className="mt-1 block truncate text-sm text-ink-soft">
                      {t('orderPages.itemsCount', { count: o.items })} · {shown}
                      {more > 0 ? ` ${t('orderPages.moreItems', { count: more })}` : ''}
                    </span>
                    {/* On a phone the total goes under the lines, so the names keep the width. */}
                    <span className="mt-1 block font-bold text-ink sm:hidden">{formatMnt(o.total)}</span>
                  </span>
                  <span className="hidden shrink-0 self-center text-right font-bold text-ink sm:block">{formatMnt(o.total)}</span>
                </AppLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
