// /console/buy-for-me: the products shoppers asked the store to buy on a marketplace abroad, in four tabs — new (staff owe
// an answer, the longest waiting first), waiting for the shopper, accepted (orders now) and closed — each leading to the
// request's page, where staff quote or reject it. Admins get a link to the sites whose pages the store reads.
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/console-buy-for-me';
import { QUOTE_VALID_DAYS } from '../../core/buy-for-me';
import { formatDateTime } from '../../core/dates';
import type { Language } from '../../core/i18n';
import { MARKETPLACES, type MarketplaceId } from '../../core/marketplaces';
import { formatMnt } from '../../core/money';
import { staffMay } from '../../core/permissions';
import { formatMnMobile } from '../../core/phone';
import { REQUEST_QUEUES, type RequestQueue } from '../../server/modules/buy-for-me/answer-requests';
import { consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { RequestStateBadge } from '../components/buy-for-me/request-parts';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'orders');
  const raw = url.searchParams.get('queue');
  const queue: RequestQueue = (REQUEST_QUEUES as readonly string[]).includes(raw ?? '') ? (raw as RequestQueue) : 'new';
  const list = await context.services.listRequestQueue(staff.storeId, queue);
  // The list of sites decides where the server connects: the settings' (an admin's) page, linked for those who may open it.
  return { queue, rows: list.rows, counts: list.counts, sitesLink: staffMay(staff.role, 'settings') };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.buyForMe.title'), { noindex: true });
}

const siteName = (site: string | null) => (site && Object.hasOwn(MARKETPLACES, site) ? MARKETPLACES[site as MarketplaceId].name : null);

export default function ConsoleBuyForMe({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const { queue, rows, counts } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="buy-for-me-title">
      <h1 id="buy-for-me-title" className="text-2xl font-bold text-ink">
        {t('console.buyForMe.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('console.buyForMe.intro', { days: QUOTE_VALID_DAYS })}</p>
      <nav className="mt-4 flex flex-wrap gap-2" aria-label={t('console.buyForMe.queues')}>
        {REQUEST_QUEUES.map((q) => (
          <Link
            key={q}
            to={q === 'new' ? '/console/buy-for-me' : `/console/buy-for-me?queue=${q}`}
            aria-current={q === queue ? 'page' : undefined}
            className={q === queue ? 'inline-flex h-9 items-center gap-2 rounded-full bg-ink px-4 text-sm font-semibold text-surface' : 'chip gap-2'}
          >
            {t(`console.buyForMe.queue.${q}`)}
            <span className="tabular-nums opacity-80">{counts[q]}</span>
          </Link>
        ))}
      </nav>
      <div className={`mt-4 overflow-hidden rounded-2xl border border-line bg-surface ${navigation.state === 'loading' ? 'opacity-60' : ''}`}>
        {rows.length === 0 ? (
          <p className="px-4 py-10 text-center text-ink-soft">{t(`console.buyForMe.none.${queue}`)}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t(`console.buyForMe.queue.${queue}`)}</caption>
            <thead className="hidden border-b border-line bg-surface-muted text-xs uppercase tracking-wide text-ink-faint md:table-header-group">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">{t('console.buyForMe.column.request')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('console.buyForMe.column.customer')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('console.buyForMe.column.product')}</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">{t('console.buyForMe.column.quantity')}</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">{t('console.buyForMe.column.amount')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('console.buyForMe.column.state')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((r) => {
                const site = siteName(r.site);
                return (
                  // On a phone each row is a small card (number and state, then the product, the customer, the amount); from md on, a table.
                  <tr key={r.number} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-3 py-3 hover:bg-surface-muted md:table-row md:p-0 md:align-top">
                    <td className="md:px-3 md:py-2.5">
                      <Link to={`/console/buy-for-me/${r.number}`} className="font-bold text-ink underline-offset-2 hover:text-brand hover:underline">
                        {t('console.buyForMe.request', { number: r.number })}
                      </Link>
                      <time dateTime={r.createdAt} className="block text-xs text-ink-faint">
                        {formatDateTime(r.createdAt, lang)}
                      </time>
                    </td>
                    <td className="order-4 col-span-2 min-w-0 md:px-3 md:py-2.5">
                      <span className="font-medium text-ink md:block">{r.customerName}</span>
                      <span className="ml-2 whitespace-nowrap text-xs text-ink-soft md:ml-0 md:block">{formatMnMobile(r.phone)}</span>
                    </td>
                    <td className="order-3 col-span-2 min-w-0 md:max-w-md md:px-3 md:py-2.5">
                      <span className="line-clamp-2 break-words text-ink">{r.title}</span>
                      <span className="block text-xs text-ink-faint">
                        {site ?? t('console.buyForMe.noLink')}
                        {/* The quantity, in its own column from md on. */}
                        <span className="md:hidden"> · {t('console.buyForMe.quantityOf', { count: r.quantity })}</span>
                      </span>
                    </td>
                    <td className="hidden whitespace-nowrap px-3 py-2.5 text-right tabular-nums text-ink md:table-cell">{r.quantity}</td>
                    <td className="order-5 col-span-2 whitespace-nowrap tabular-nums md:px-3 md:py-2.5 md:text-right">
                      {r.quote ? (
                        <>
                          <span className="font-semibold text-ink">{formatMnt(r.quote.priced.total)}</span>
                          <span className="ml-2 text-xs text-ink-faint md:ml-0 md:block">{t('console.buyForMe.quoted')}</span>
                        </>
                      ) : r.estimate !== null ? (
                        <>
                          <span className="text-ink">≈ {formatMnt(r.estimate)}</span>
                          <span className="ml-2 text-xs text-ink-faint md:ml-0 md:block">{t('console.buyForMe.estimated')}</span>
                        </>
                      ) : (
                        <span className="text-xs text-ink-faint">{t('console.buyForMe.noAmount')}</span>
                      )}
                    </td>
                    <td className="order-2 text-right md:px-3 md:py-2.5 md:text-left">
                      <RequestStateBadge state={r.state} label={t(`console.buyForMe.state.${r.state}`)} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
      {loaderData.sitesLink ? (
        <p className="mt-6 text-sm">
          <Link to="/console/buy-for-me/sites" className="font-semibold text-brand hover:underline">
            {t('console.buyForMe.hosts.title')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
