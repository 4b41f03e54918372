// /console/leasing: the applications to the lenders without an API (PayOn, Easy Leasing, Khan Bank leasing), waiting ones
// by default, newest first, 50 a page; the filter is in the URL. Each leads to its page, where staff decide it.
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/console-leasing';
import { formatDateTime } from '../../core/dates';
import { formatMnt } from '../../core/money';
import { formatMnMobile } from '../../core/phone';
import { APPLICATION_FILTERS, type ApplicationFilter } from '../../server/modules/leasing/list-leasing-applications';
import { LeasingStatusBadge } from '../components/leasing/status-badge';
import type { Language } from '../../core/i18n';
import { consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { ConsolePager } from '../components/console-pager';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'money');
  const raw = url.searchParams.get('status');
  const status: ApplicationFilter = (APPLICATION_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as ApplicationFilter) : 'pending';
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  return { status, list: await context.services.listLeasingApplications(staff.storeId, { status, page }) };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('leasing.console.title'), { noindex: true });
}

const link = (status: ApplicationFilter, page = 1) => `/console/leasing?status=${status}${page > 1 ? `&page=${page}` : ''}`;

export default function ConsoleLeasing({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const { status, list } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="leasing-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="leasing-title" className="text-2xl font-bold text-ink">
          {t('leasing.console.title')}
        </h1>
        <p className="text-sm text-ink-soft" role="status">
          {t('leasing.console.count', { count: list.total })}
        </p>
      </div>
      <nav className="mt-4 flex flex-wrap gap-2" aria-label={t('leasing.console.filters')}>
        {APPLICATION_FILTERS.map((f) => (
          <Link key={f} to={link(f)} aria-current={f === status ? 'page' : undefined} className={f === status ? 'inline-flex h-9 items-center rounded-full bg-ink px-4 text-sm font-semibold text-surface' : 'chip'}>
            {t(`leasing.console.filter.${f}`)}
          </Link>
        ))}
      </nav>
      <div className={`mt-4 overflow-hidden rounded-2xl border border-line bg-surface ${navigation.state === 'loading' ? 'opacity-60' : ''}`}>
        {list.applications.length === 0 ? (
          <p className="px-4 py-10 text-center text-ink-soft">{t('leasing.console.none')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="hidden border-b border-line bg-surface-muted text-xs uppercase tracking-wide text-ink-faint sm:table-header-group">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">{t('leasing.console.plan')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('leasing.console.order')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('leasing.console.customer')}</th>
                <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">{t('leasing.console.sent')}</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">{t('leasing.console.financed')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('leasing.console.status')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {list.applications.map((a) => (
                // On a phone each row is a small card (plan and status, customer and amount); from sm on, a table.
                <tr key={a.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-3 py-2.5 hover:bg-surface-muted sm:table-row sm:p-0 sm:align-top">
                  <td className="sm:px-3 sm:py-2.5">
                    <Link to={`/console/leasing/${a.id}`} className="font-bold text-ink underline-offset-2 hover:text-brand hover:underline">
                      {t(`paymentMethod.${a.plan}`)}
                    </Link>
                    <span className="ml-2 text-xs text-ink-faint sm:hidden">· {a.order.number}</span>
                    <span className="block text-xs text-ink-faint md:hidden">{formatDateTime(a.createdAt, lang)}</span>
                  </td>
                  <td className="hidden text-ink-soft sm:table-cell sm:px-3 sm:py-2.5">{a.order.number}</td>
                  <td className="order-3 sm:px-3 sm:py-2.5">
                    <span className="font-medium text-ink sm:block">
                      {a.order.firstName} {a.order.lastName}
                    </span>
                    <span className="ml-2 whitespace-nowrap text-xs text-ink-soft sm:ml-0 sm:block">{formatMnMobile(a.order.phone)}</span>
                  </td>
                  <td className="hidden whitespace-nowrap px-3 py-2.5 text-ink-soft md:table-cell">
                    <time dateTime={a.createdAt}>{formatDateTime(a.createdAt, lang, { year: true })}</time>
                  </td>
                  <td className="order-4 whitespace-nowrap text-right font-semibold tabular-nums text-ink sm:px-3 sm:py-2.5">{formatMnt(a.amount)}</td>
                  <td className="order-2 text-right sm:px-3 sm:py-2.5 sm:text-left">
                    <LeasingStatusBadge status={a.status} kind={a.kind} />
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
