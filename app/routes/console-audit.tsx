// /console/audit (admins and finance): every change staff made in the console, newest first, 50 a page, filtered by
// object kind, staff member, Ulaanbaatar days and a text in the object's name or id. Each row: when, who, what, the
// object (a link to its page where it has one) and the fields before → after.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/console-audit';
import { AUDIT_ENTITIES, type AuditEntity } from '../../core/audit';
import { auditObjectHref } from '../../core/audit-display';
import { formatDateTime } from '../../core/dates';
import type { Language } from '../../core/i18n';
import { auditListQueryFrom, auditListSearch } from '../../server/modules/audit/schemas';
import type { AuditEntry } from '../../server/modules/audit/list-audit';
import { AuditChangeList, auditActionText } from '../components/console/audit-history';
import { ConsolePager } from '../components/console-pager';
import { consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'audit');
  const query = auditListQueryFrom(url.searchParams);
  const canonical = auditListSearch(query);
  if (canonical !== url.searchParams.toString()) throw redirect(`/console/audit${canonical ? `?${canonical}` : ''}`);
  return { query, list: await context.services.listAudit(staff.storeId, query) };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.audit.title'), { noindex: true });
}

const field = 'mt-1 h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';
const label = 'block text-xs font-semibold text-ink-soft';

export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, list } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const filtered = Boolean(query.entity || query.staff || query.from || query.to || query.q);
  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="audit-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="audit-title" className="text-2xl font-bold text-ink">
          {t('console.audit.title')}
        </h1>
        <p className="text-sm text-ink-soft" role="status">
          {t('console.audit.count', { count: list.total })}
        </p>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('console.audit.intro')}</p>

      <Form
        method="get"
        key={params.toString()}
        role="search"
        aria-label={t('console.audit.filters')}
        className="mt-4 grid grid-cols-2 items-end gap-2 rounded-2xl border border-line bg-surface p-3 md:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.5fr)_auto]"
        noValidate
      >
        <div>
          <label htmlFor="audit-entity" className={label}>
            {t('console.audit.entity')}
          </label>
          <select id="audit-entity" name="entity" defaultValue={query.entity ?? ''} className={field}>
            <option value="">{t('console.audit.anyEntity')}</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {entityText(t, entity)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-staff" className={label}>
            {t('console.audit.staff')}
          </label>
          <select id="audit-staff" name="staff" defaultValue={query.staff ?? ''} className={field}>
            <option value="">{t('console.audit.anyStaff')}</option>
            {list.staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <label className={label}>
          {t('console.audit.from')}
          <input type="date" name="from" defaultValue={query.from ?? ''} className={field} />
        </label>
        <label className={label}>
          {t('console.audit.to')}
          <input type="date" name="to" defaultValue={query.to ?? ''} className={field} />
        </label>
        <label className={`${label} col-span-2 md:col-span-1`}>
          {t('console.audit.search')}
          <input type="search" name="q" defaultValue={query.q ?? ''} placeholder={t('console.audit.searchHint')} maxLength={100} className={field} />
        </label>
        <div className="col-span-2 flex gap-2 md:col-span-1">
          <button type="submit" className="btn-primary h-10">
            {t('console.audit.find')}
          </button>
          {filtered ? (
            <Link to="/console/audit" className="chip h-10 whitespace-nowrap">
              {t('console.audit.clear')}
            </Link>
          ) : null}
        </div>
      </Form>

      <div className={`mt-4 ${navigation.state === 'loading' ? 'opacity-60' : ''}`}>
        {list.entries.length === 0 ? (
          <p className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-ink-soft">{filtered ? t('console.audit.noneMatch') : t('console.audit.none')}</p>
        ) : (
          <ol className="divide-y divide-line rounded-2xl border border-line bg-surface" aria-label={t('console.audit.title')}>
            {list.entries.map((entry) => (
              <li key={entry.id}>
                <AuditRow entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </div>
      <ConsolePager page={list.page} pages={list.pages} />
    </section>
  );
}

function entityText(t: TFunction, entity: AuditEntity): string {
  return t(`console.audit.entities.${entity}` as 'console.audit.entities.product') as string;
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const href = auditObjectHref(entry.entity, entry.entityId, entry.label);
  const name = entry.label || entry.entityId;
  return (
    <article className="grid gap-x-4 gap-y-1 px-4 py-3 md:grid-cols-[11rem_1fr]">
      <p className="text-sm text-ink-soft">
        <time dateTime={entry.at} className="block tabular-nums">
          {formatDateTime(entry.at, lang, { year: true })}
        </time>
        <span className="block font-semibold text-ink">{entry.staffName}</span>
      </p>
      <div className="min-w-0">
        <p className="text-sm">
          <span className="font-semibold text-ink">{auditActionText(t, entry.action)}</span>
          <span className="text-ink-soft">
            {' · '}
            {entityText(t, entry.entity)}{' '}
          </span>
          {href ? (
            <Link to={href} className="break-words font-semibold text-brand underline-offset-2 hover:underline [overflow-wrap:anywhere]">
              {name}
            </Link>
          ) : (
            <span className="break-words font-semibold text-ink [overflow-wrap:anywhere]">{name}</span>
          )}
        </p>
        <AuditChangeList entry={entry} />
      </div>
    </article>
  );
}
