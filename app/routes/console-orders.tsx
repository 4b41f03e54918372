// /console/orders: every order of the store, newest first, 50 a page, with the filters in the URL (state, number/phone/
// name search, placing dates), so a filtered list can be reloaded, shared and returned to.
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/console-orders';
import { formatDateTime } from '../../core/dates';
import { formatMnt } from '../../core/money';
import { ORDER_STATES } from '../../core/order-state';
import { formatMnMobile } from '../../core/phone';
import { orderListQueryFrom, type OrderListQuery } from '../../server/modules/console/schemas';
import { StateBadge } from '../components/order/state-badge';
import type { Language } from '../../core/i18n';
import { consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { ConsolePager } from '../components/console-pager';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'orders');
  const query = orderListQueryFrom(url.searchParams);
  // One address per list: empty fields of the filter form and bad values leave the URL.
  const canonical = listSearch(query);
  if (canonical !== url.searchParams.toString()) throw redirect(`/console/orders${canonical ? `?${canonical}` : ''}`);
  return {
    query,
    list: await context.services.listConsoleOrders(staff.storeId, query),
    // Texts to shoppers given up on this week: staff fix the cause (a gateway's balance, a number) and send them again.
    failedMessages: await context.services.failedMessageCount(staff.storeId, new Date(Date.now() - 7 * 24 * 3600 * 1000)),
  };
}

export const headers = consoleHeaders;

/** The list's query string, in the filter form's order. */
function listSearch(query: OrderListQuery): string {
  const search = new URLSearchParams();
  for (const key of ['q', 'state', 'from', 'to', 'unconfirmed'] as const) if (query[key]) search.set(key, query[key]);
  if (query.page > 1) search.set('page', String(query.page));
  return search.toString();
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.orders.title'), { noindex: true });
}

const field = 'h-10 rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';
const label = 'flex flex-col gap-1 text-xs font-semibold text-ink-soft';

export default function ConsoleOrders({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { query, list } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const filtered = Boolean(query.state || query.q || query.from || query.to || query.unconfirmed);

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="orders-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="orders-title" className="text-2xl font-bold text-ink">
          {t('console.orders.title')}
        </h1>
        <p className="text-sm text-ink-soft" role="status">
          {t('console.orders.count', { count: list.total })}
        </p>
      </div>

      {/* A GET form: the filters become the URL. The key remounts it when the URL changes (back button, Clear). */}
      <Form method="get" key={params.toString()} className="mt-4 grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex sm:flex-wrap sm:items-end" role="search" aria-label={t('console.orders.filters')} noValidate>
        <label className={`${label} col-span-2 sm:min-w-64 sm:flex-1`}>
          {t('console.orders.search')}
          <input type="search" name="q" defaultValue={query.q ?? ''} placeholder={t('console.orders.searchHint')} maxLength={100} className={field} />
        </label>
        <label className={`${label} col-span-2 sm:w-44`}>
          {t('console.orders.state')}
          <select name="state" defaultValue={query.state ?? ''} className={field}>
            <option value="">{t('console.orders.allStates')}</option>
            {ORDER_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`orderState.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('console.orders.from')}
          <input type="date" name="from" defaultValue={query.from ?? ''} className={field} />
        </label>
        <label className={label}>
          {t('console.orders.to')}
          <input type="date" name="to" defaultValue={query.to ?? ''} className={field} />
        </label>
        <label className="col-span-2 flex h-10 items-center gap-2 text-sm font-semibold text-ink-soft">
          <input type="checkbox" name="unconfirmed" value="1" defaultChecked={Boolean(query.unconfirmed)} className="h-4 w-4 accent-brand" />
          {t('console.orders.unconfirmedFilter')}
        </label>
        <div className="col-span-2 flex gap-2">
          <button type="submit" className="btn-primary h-10 flex-1 sm:flex-none">
            {t('console.orders.apply')}
          </button>
          {filtered ? (
            <Link to="/console/orders" className="chip h-10">
              {t('console.orders.clear')}
            </Link>
          ) : null}
        </div>
      </Form>

      {loaderData.failedMessages > 0 ? (
        <p className="mt-4 rounded-2xl bg-brand/10 px-4 py-3 text-sm font-semibold text-brand" data-testid="failed-messages">
          {t('messages.alert', { count: loaderData.failedMessages })}{' '}
          <Link to="/console/messages?status=failed" className="underline underline-offset-2">
            {t('messages.alertLink')}
          </Link>
        </p>
      ) : null}

      {list.unconfirmed > 0 && !query.unconfirmed ? (
        // Orders the sweep will not expire on a guess: staff decide them (the order's page says how).
        <p className="mt-4 rounded-2xl bg-brand/10 px-4 py-3 text-sm font-semibold text-brand">
          {t('console.orders.unconfirmedNotice', { count: list.unconfirmed })}{' '}
          <Link to="/console/orders?unconfirmed=1" className="underline underline-offset-2">
            {t('console.orders.showUnconfirmed')}
          </Link>
        </p>
      ) : null}

      <div className={`mt-4 overflow-hidden rounded-2xl border border-line bg-surface ${navigation.state === 'loading' ? 'opacity-60' : ''}`}>
        {list.orders.length === 0 ? (
          <p className="px-4 py-10 text-center text-ink-soft">{filtered ? t('console.orders.noneMatch') : t('console.orders.none')}</p>
        ) : (
          // On a phone each row is a two-line card (number and state, customer and total); from sm on, a table.
          <table className="w-full text-left text-sm">
            <thead className="hidden border-b border-line bg-surface-muted text-xs uppercase tracking-wide text-ink-faint sm:table-header-group">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">{t('console.orders.number')}</th>
                <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">{t('console.orders.date')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('console.orders.customer')}</th>
                <th scope="col" className="hidden px-3 py-2 text-right font-semibold md:table-cell">{t('console.orders.items')}</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">{t('console.orders.total')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('console.orders.stateColumn')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {list.orders.map((o) => (
                <tr key={o.number} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-3 py-2.5 hover:bg-surface-muted sm:table-row sm:p-0 sm:align-top">
                  <td className="sm:px-3 sm:py-2.5">
                    <Link to={`/console/orders/${o.number}`} state={{ list: params.toString() }} className="font-bold text-ink underline-offset-2 hover:text-brand hover:underline">
                      {o.number}
                    </Link>
                    <span className="ml-2 text-xs text-ink-faint sm:ml-0 sm:block md:hidden">{formatDateTime(o.createdAt, lang)}</span>
                  </td>
                  <td className="hidden whitespace-nowrap px-3 py-2.5 text-ink-soft md:table-cell">
                    <time dateTime={o.createdAt}>{formatDateTime(o.createdAt, lang, { year: true })}</time>
                  </td>
                  <td className="order-3 sm:px-3 sm:py-2.5">
                    <span className="font-medium text-ink sm:block">
                      {o.firstName} {o.lastName}
                    </span>
                    <span className="ml-2 whitespace-nowrap text-xs text-ink-soft sm:ml-0 sm:block">{formatMnMobile(o.phone)}</span>
                  </td>
                  <td className="hidden px-3 py-2.5 text-right tabular-nums text-ink-soft md:table-cell">{o.items}</td>
                  <td className="order-4 whitespace-nowrap text-right font-semibold tabular-nums text-ink sm:px-3 sm:py-2.5">{formatMnt(o.total)}</td>
                  <td className="order-2 text-right sm:px-3 sm:py-2.5 sm:text-left">
                    <StateBadge state={o.state} />
                    {o.paymentUnconfirmed ? (
                      <span className="mt-1 block whitespace-nowrap text-xs font-semibold text-brand">{t('console.orders.unconfirmed')}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <ConsolePager page={list.page} pages={list.pages} />
    </section>
  );
}
