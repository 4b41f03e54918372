// /console/content: every content entry of the store (pages, articles, FAQ questions, legal documents), the most recently
// edited first, 30 a page, with the kind, state and words in the URL so a filtered list can be reloaded and shared;
// "New …" starts an entry of a kind.
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/console-content';
import { CONTENT_KINDS, contentPath, type ContentKind } from '../../core/content';
import { formatDateTime } from '../../core/dates';
import { pick, type Language } from '../../core/i18n';
import { ENTRY_STATES, entryListQueryFrom, type EntryListQuery } from '../../server/modules/content/schemas';
import { EntryStateBadge } from '../components/content-editor/entry-state-badge';
import { consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { ConsolePager } from '../components/console-pager';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'content');
  const query = entryListQueryFrom(url.searchParams);
  // One address per list: empty fields of the filter form and bad values leave the URL.
  const canonical = listSearch(query);
  if (canonical !== url.searchParams.toString()) throw redirect(`/console/content${canonical ? `?${canonical}` : ''}`);
  return { query, list: await context.services.listContentEntries(staff.storeId, query) };
}

export const headers = consoleHeaders;

function listSearch(query: EntryListQuery): string {
  const search = new URLSearchParams();
  for (const key of ['kind', 'state', 'q'] as const) if (query[key]) search.set(key, query[key]);
  if (query.page > 1) search.set('page', String(query.page));
  return search.toString();
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.content.title'), { noindex: true });
}

const field = 'h-10 rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';
const label = 'flex flex-col gap-1 text-xs font-semibold text-ink-soft';

export default function ConsoleContent({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { query, list } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const filtered = Boolean(query.state || query.q);
  const withParams = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const [k, v] of Object.entries(change)) if (v) next.set(k, v);
    else next.delete(k);
    const search = next.toString();
    return `/console/content${search ? `?${search}` : ''}`;
  };
  const tab = (active: boolean) =>
    `inline-flex h-9 shrink-0 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap ${active ? 'bg-ink text-surface' : 'text-ink-soft hover:bg-surface hover:text-ink'}`;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="content-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="content-title" className="text-2xl font-bold text-ink">
            {t('console.content.title')}
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-ink-soft">{t('console.content.intro')}</p>
        </div>
        <ul className="flex flex-wrap gap-2">
          {(query.kind ? [query.kind] : CONTENT_KINDS).map((kind) => (
            <li key={kind}>
              <Link to={`/console/content/new?kind=${kind}`} className={query.kind ? 'btn-primary h-10 px-4 text-sm' : 'chip h-10'}>
                {t(`console.content.new.${kind}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <nav aria-label={t('console.content.kinds')} className="no-scrollbar mt-4 flex gap-1 overflow-x-auto">
        {[undefined, ...CONTENT_KINDS].map((kind) => (
          <Link key={kind ?? 'all'} to={withParams({ kind: kind ?? null })} className={tab(query.kind === kind)} aria-current={query.kind === kind ? 'page' : undefined}>
            {kind ? t(`console.content.kindPlural.${kind}`) : t('console.content.allKinds')}
          </Link>
        ))}
      </nav>

      <Form
        method="get"
        key={params.toString()}
        className="mt-3 grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex sm:flex-wrap sm:items-end"
        role="search"
        aria-label={t('console.content.filters')}
        noValidate
      >
        {query.kind ? <input type="hidden" name="kind" value={query.kind} /> : null}
        <label className={`${label} col-span-2 sm:min-w-64 sm:flex-1`}>
          {t('console.content.search')}
          <input type="search" name="q" defaultValue={query.q ?? ''} placeholder={t('console.content.searchHint')} maxLength={100} className={field} />
        </label>
        <label className={`${label} col-span-2 sm:w-48`}>
          {t('console.content.state')}
          <select name="state" defaultValue={query.state ?? ''} className={field}>
            <option value="">{t('console.content.allStates')}</option>
            {ENTRY_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`console.content.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="col-span-2 flex gap-2">
          <button type="submit" className="btn-primary h-10 flex-1 sm:flex-none">
            {t('console.content.apply')}
          </button>
          {filtered ? (
            <Link to={withParams({ q: null, state: null })} className="chip h-10">
              {t('console.content.clear')}
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="mt-3 text-sm text-ink-soft" role="status">
        {t('console.content.count', { count: list.total })}
      </p>

      <div className={`mt-2 overflow-hidden rounded-2xl border border-line bg-surface ${navigation.state === 'loading' ? 'opacity-60' : ''}`}>
        {list.entries.length === 0 ? (
          <p className="px-4 py-10 text-center text-ink-soft">{filtered ? t('console.content.noneMatch') : t('console.content.none')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="hidden border-b border-line bg-surface-muted text-xs uppercase tracking-wide text-ink-faint sm:table-header-group">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">{t('console.content.columnTitle')}</th>
                <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">{t('console.content.columnKind')}</th>
                <th scope="col" className="hidden px-3 py-2 font-semibold lg:table-cell">{t('console.content.columnAddress')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('console.content.columnState')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('console.content.columnEdited')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {list.entries.map((entry) => {
                const title = pick(entry.title, lang) || entry.title.mn || entry.title.en || t('console.content.untitled');
                const edited = formatDateTime(entry.updatedAt, lang, { year: true });
                return (
                  <tr key={entry.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-3 py-2.5 hover:bg-surface-muted sm:table-row sm:p-0 sm:align-top">
                    <td className="min-w-0 sm:px-3 sm:py-2.5">
                      <Link to={`/console/content/${entry.id}`} className="font-bold break-words text-ink underline-offset-2 hover:text-brand hover:underline">
                        {title}
                      </Link>
                      <span className="block text-xs text-ink-faint md:hidden">
                        {t(`console.content.kind.${entry.kind}`)} · <span className="break-all">{contentPath(entry.kind as ContentKind, entry.key)}</span>
                      </span>
                    </td>
                    <td className="hidden px-3 py-2.5 text-ink-soft md:table-cell">{t(`console.content.kind.${entry.kind}`)}</td>
                    <td className="hidden px-3 py-2.5 break-all text-ink-soft lg:table-cell">{contentPath(entry.kind, entry.key)}</td>
                    <td className="text-right sm:px-3 sm:py-2.5 sm:text-left">
                      <EntryStateBadge state={entry.state} />
                      {entry.state === 'scheduled' && entry.publishAt ? (
                        <span className="mt-1 block text-xs whitespace-nowrap text-ink-soft">{t('console.content.scheduledFor', { time: formatDateTime(entry.publishAt, lang) })}</span>
                      ) : null}
                    </td>
                    <td className="col-span-2 text-xs text-ink-soft sm:px-3 sm:py-2.5 sm:text-sm">
                      <time dateTime={entry.updatedAt}>{entry.updatedBy ? t('console.content.editedBy', { time: edited, name: entry.updatedBy }) : edited}</time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>

      <ConsolePager page={list.page} pages={list.pages} />
    </section>
  );
}
