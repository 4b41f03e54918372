// /console/applications: the applications to the store's positions, newest first, 50 a page, filtered by position and
// status and searched by name, phone or email (the filter is in the address, so the CSV export downloads the same rows).
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/console-applications';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../core/careers';
import { formatDateTime } from '../../core/dates';
import { pick, type Language } from '../../core/i18n';
import { formatMnMobile } from '../../core/phone';
import { applicationQueryOf, applicationSearch } from '../../server/modules/careers/console-schemas';
import { consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { ConsolePager } from '../components/console-pager';
import { input, label } from '../components/console-form';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'careers');
  const query = applicationQueryOf(url);
  const [list, positions] = await Promise.all([context.services.listJobApplications(staff.storeId, query), context.services.listJobPositions(staff.storeId)]);
  return { query, list, positions: positions.map((p) => ({ id: p.id, title: p.title, state: p.state })) };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('careersConsole.applications.title'), { noindex: true });
}

const statusTone: Record<ApplicationStatus, string> = {
  new: 'bg-brand/10 text-brand',
  reviewing: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  interview: 'bg-sky-500/15 text-sky-800 dark:text-sky-300',
  rejected: 'bg-ink/10 text-ink-soft',
  hired: 'bg-success/10 text-success',
};

function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <span className={`inline-flex shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[status]}`}>{t(`careersConsole.status.${status}`)}</span>;
}

export default function ConsoleApplications({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const { query, list, positions } = loaderData;
  const filtered = Boolean(query.positionId || query.status || query.q);
  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="applications-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="applications-title" className="text-2xl font-bold text-ink">
          {t('careersConsole.applications.title')}
        </h1>
        <p className="text-sm text-ink-soft" role="status">
          {t('careersConsole.applications.count', { count: list.total })}
        </p>
      </div>
      <Form method="get" className="mt-4 grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_1fr_auto] lg:items-end" role="search" aria-label={t('careersConsole.applications.filters')} noValidate>
        <div>
          <label htmlFor="filter-position" className={label}>
            {t('careersConsole.applications.position')}
          </label>
          <select id="filter-position" name="position" defaultValue={query.positionId ?? ''} className={`${input} h-10`}>
            <option value="">{t('careersConsole.applications.allPositions')}</option>
            {positions.map((p) => (
              <option key={p.id} value={p.id}>
                {pick(p.title, lang) || p.title.mn || p.title.en} · {t(`careersConsole.state.${p.state}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-status" className={label}>
            {t('careersConsole.applications.status')}
          </label>
          <select id="filter-status" name="status" defaultValue={query.status ?? ''} className={`${input} h-10`}>
            <option value="">{t('careersConsole.applications.allStatuses')}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`careersConsole.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-q" className={label}>
            {t('careersConsole.applications.search')}
          </label>
          <input id="filter-q" name="q" type="search" defaultValue={query.q} maxLength={100} className={`${input} h-10`} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary h-10 px-4">
            {t('careersConsole.applications.show')}
          </button>
          {filtered ? (
            <Link to="/console/applications" className="chip h-10">
              {t('careersConsole.applications.clear')}
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="mt-3">
        <a href={`/console/applications/export.csv${applicationSearch({ ...query, page: 1 })}`} className="chip" download>
          {t('careersConsole.applications.export')}
        </a>
      </p>
      <div className={`mt-4 overflow-hidden rounded-2xl border border-line bg-surface ${navigation.state === 'loading' ? 'opacity-60' : ''}`}>
        {list.applications.length === 0 ? (
          <p className="px-4 py-10 text-center text-ink-soft">{t('careersConsole.applications.none')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('careersConsole.applications.title')}</caption>
            <thead className="hidden border-b border-line bg-surface-muted text-xs uppercase tracking-wide text-ink-faint sm:table-header-group">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">{t('careersConsole.applications.name')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('careersConsole.applications.contact')}</th>
                <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">{t('careersConsole.applications.position')}</th>
                <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">{t('careersConsole.applications.date')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('careersConsole.applications.status')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {list.applications.map((a) => (
                <tr key={a.id} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 px-3 py-2.5 hover:bg-surface-muted sm:table-row sm:p-0 sm:align-top">
                  <td className="min-w-0 break-words sm:px-3 sm:py-2.5">
                    <Link to={`/console/applications/${a.id}`} className="font-bold text-ink underline-offset-2 hover:text-brand hover:underline">
                      {a.name}
                    </Link>
                    <span className="block text-xs text-ink-faint md:hidden">
                      {pick(a.position.title, lang)} · {formatDateTime(a.createdAt, lang)}
                    </span>
                  </td>
                  <td className="order-3 min-w-0 break-all text-ink-soft sm:px-3 sm:py-2.5">
                    <span className="block whitespace-nowrap">{formatMnMobile(a.phone)}</span>
                    <span className="block">{a.email}</span>
                  </td>
                  <td className="hidden px-3 py-2.5 text-ink-soft md:table-cell">{pick(a.position.title, lang)}</td>
                  <td className="hidden whitespace-nowrap px-3 py-2.5 text-ink-soft md:table-cell">
                    <time dateTime={a.createdAt}>{formatDateTime(a.createdAt, lang, { year: true })}</time>
                  </td>
                  <td className="order-2 text-right sm:px-3 sm:py-2.5 sm:text-left">
                    <StatusBadge status={a.status} />
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
