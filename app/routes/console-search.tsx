// /console/search (staff who may edit the catalog): how the shop's search finds products. What shoppers search for over
// the last 7, 30 or 90 days (?days=; server/modules/catalog/search-analytics.ts): the totals and the most searched
// queries, those that found nothing and those whose results nobody opened, each with a link that starts a synonym with
// it (?add={query}). Its synonyms: the store's rules
// by first word, found by any of their words; a form that adds one or, with ?edit={id}, changes one (checked on the
// server by core/search-synonyms.ts: at least two words or phrases, none the same to the search); removing one after a
// confirmation. A change applies to the shop's search at once (the services publish 'catalog').
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/console-search';
import { MAX_TERMS, MAX_TERM_LENGTH } from '../../core/search-synonyms';
import { formatDate } from '../../core/dates';
import type { Language } from '../../core/i18n';
import type { SearchRow } from '../../server/modules/catalog/search-analytics';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { postedForm, readForm } from '../lib/action-error';
import { SubmitButton } from '../components/submit-button';
import { FindForm } from '../components/console-form';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const days = PERIODS.find((d) => String(d) === url.searchParams.get('days')) ?? DEFAULT_DAYS;
  const [list, all, report] = await Promise.all([
    context.services.listSynonyms(staff.storeId, q),
    q ? context.services.listSynonyms(staff.storeId) : null,
    context.services.searchReport(staff.storeId, days),
  ]);
  const editId = url.searchParams.get('edit');
  const editing = editId ? ((all ?? list).find((r) => r.id === editId) ?? null) : null;
  // A query from the analytics starts a new rule ("query, "); a rule being changed keeps its own words.
  const add = editing ? '' : (url.searchParams.get('add') ?? '').trim().slice(0, MAX_TERM_LENGTH);
  return { report, synonyms: { q, days, rules: list, total: (all ?? list).length, editing, add } };
}

/** The periods the analytics offer, in days; anything else in ?days= is the default. */
const PERIODS = [7, 30, 90] as const;
const DEFAULT_DAYS = 30;

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.search.title'), { noindex: true });
}

type Rule = { terms: string[]; twoWay: boolean };
type Values = { terms: string; twoWay: string };
type ActionResult =
  | { done: 'added' | 'saved' | 'removed'; rule: Rule }
  | { error: string; fields: Record<string, string>; intent: 'save' | 'remove'; values: Values | null };

/** The words and phrases as typed in the one field: separated by commas (blanks are dropped by the check). */
const splitTerms = (text: string) => text.split(',').slice(0, MAX_TERMS * 2);

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'catalog');
  let intent: 'save' | 'remove' = 'save';
  try {
    const form = await readForm(request);
    intent = form.get('intent') === 'remove' ? 'remove' : 'save';
    const id = String(form.get('id') ?? '') || null;
    if (intent === 'remove') {
      await context.services.deleteSynonym(staff.storeId, id ?? '', staff);
      const terms = splitTerms(String(form.get('terms') ?? '').slice(0, 2000)).map((t) => t.trim()).filter(Boolean);
      return { done: 'removed', rule: { terms, twoWay: form.get('twoWay') !== 'false' } } satisfies ActionResult;
    }
    const saved = await context.services.saveSynonym(staff.storeId, id, { terms: splitTerms(String(form.get('terms') ?? '')), twoWay: form.get('twoWay') !== 'false' }, staff);
    return { done: id ? 'saved' : 'added', rule: { terms: saved.terms, twoWay: saved.twoWay } } satisfies ActionResult;
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    const form = postedForm(request);
    const values = form && intent === 'save' ? { terms: String(form.get('terms') ?? ''), twoWay: form.get('twoWay') === 'false' ? 'false' : 'true' } : null;
    return data({ error: failure.message, fields: failure.fields, intent, values } satisfies ActionResult, { status: failure.status });
  }
}

/** A rule as a line: "ноутбук ⇄ laptop ⇄ зөөврийн компьютер" (each finds the others), "гутал → пүүз, ботинк" (the first finds the rest). */
function ruleText({ terms, twoWay }: Rule): string {
  return twoWay ? terms.join(' ⇄ ') : `${terms[0] ?? ''} → ${terms.slice(1).join(', ')}`;
}

/** This page's address with the given parameters (empty ones left out). */
const pageLink = (params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === null || v === undefined || v === '' ? [] : [[k, String(v)]])));
  return search.size ? `/console/search?${search}` : '/console/search';
};

const field = 'mt-1 h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';
const label = 'block text-xs font-semibold text-ink-soft';

export default function ConsoleSearch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">{t('console.search.title')}</h1>
      <SearchAnalyticsSection report={loaderData.report} q={loaderData.synonyms.q} />
      <SynonymsSection {...loaderData.synonyms} />
    </div>
  );
}

type Report = Route.ComponentProps['loaderData']['report'];

/** Counts as the store writes numbers (12,345), in both languages; shares as whole or tenth percents (12.5%). */
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const share = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const cell = 'px-2 py-2 sm:px-3';

/** What shoppers searched for over the period: the totals, and three lists of queries each of which can start a synonym. */
function SearchAnalyticsSection({ report, q }: { report: Report; q: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { days, totals } = report;
  const none = totals.searches === 0;
  // A search may open several results: the share of searches with one opened is read from the clicks, at most all.
  const totalsList = [
    { key: 'searches', label: t('console.search.analytics.searches'), value: count.format(totals.searches), note: null },
    {
      key: 'zero',
      label: t('console.search.analytics.foundNothing'),
      value: none ? '—' : share.format(totals.zeroResults / totals.searches),
      note: none ? null : t('console.search.analytics.ofSearches', { part: count.format(totals.zeroResults), total: count.format(totals.searches) }),
    },
    {
      key: 'opened',
      label: t('console.search.analytics.opened'),
      value: none ? '—' : share.format(Math.min(totals.clicks, totals.searches) / totals.searches),
      note: none ? null : t('console.search.analytics.openedCount', { count: totals.clicks, formatted: count.format(totals.clicks) }),
    },
  ];
  const tables = [
    { key: 'top', rows: report.top, title: t('console.search.analytics.top'), empty: t('console.search.analytics.emptyPeriod') },
    { key: 'zero', rows: report.zeroResults, title: t('console.search.analytics.zeroResults'), empty: none ? t('console.search.analytics.emptyPeriod') : t('console.search.analytics.emptyZero') },
    { key: 'no-clicks', rows: report.noClicks, title: t('console.search.analytics.noClicks'), empty: none ? t('console.search.analytics.emptyPeriod') : t('console.search.analytics.emptyNoClicks') },
  ];

  return (
    <section className="mt-4" aria-labelledby="analytics-title">
      <h2 id="analytics-title" className="text-xl font-bold text-ink">
        {t('console.search.analytics.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('console.search.analytics.intro')}</p>

      <nav className="mt-3 flex flex-wrap gap-2" aria-label={t('console.search.analytics.period')}>
        {PERIODS.map((d) => (
          <Link
            key={d}
            to={pageLink({ q, days: d })}
            preventScrollReset
            aria-current={d === days ? 'page' : undefined}
            className={d === days ? 'inline-flex h-9 items-center rounded-full bg-ink px-4 text-sm font-semibold text-surface' : 'chip'}
          >
            {t('console.search.analytics.lastDays', { count: d })}
          </Link>
        ))}
      </nav>

      <div className={navigation.state === 'loading' ? 'opacity-60' : ''}>
        <dl className="mt-4 grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
          {totalsList.map((item) => (
            <div key={item.key} className="rounded-2xl border border-line bg-surface p-3">
              <dt className="text-sm text-ink-soft">{item.label}</dt>
              <dd className="text-2xl font-bold tabular-nums text-ink">{item.value}</dd>
              {item.note ? <dd className="text-xs text-ink-faint">{item.note}</dd> : null}
            </div>
          ))}
        </dl>

        <div className="mt-4 grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
          {tables.map(({ key, ...table }) => (
            <QueryTable key={key} {...table} days={days} q={q} />
          ))}
        </div>
      </div>
    </section>
  );
}

/** One list of queries as a table: the query (opening that search on the shop), its searches, the products its last search
 * found and the results opened; each starts a synonym with it. */
function QueryTable({ rows, title, empty, days, q }: { rows: SearchRow[]; title: string; empty: string; days: number; q: string }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 overflow-x-auto rounded-2xl border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pb-1 pt-3 text-left font-bold text-ink">{title}</caption>
        <thead className="border-b border-line text-xs text-ink-faint">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('console.search.analytics.query')}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              {t('console.search.analytics.searchesCol')}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              {t('console.search.analytics.resultsCol')}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              {t('console.search.analytics.clicksCol')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-3 py-6 text-center text-ink-soft">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.query}>
                <th scope="row" className={`${cell} font-normal`}>
                  <a
                    href={`/search?${new URLSearchParams({ q: row.query })}`}
                    target="_blank"
                    rel="noreferrer"
                    title={t('console.search.analytics.openSearch')}
                    className="break-words font-semibold text-ink underline-offset-2 [overflow-wrap:anywhere] hover:text-brand hover:underline"
                  >
                    {row.query}
                  </a>
                  <Link
                    to={pageLink({ q, days, add: row.query })}
                    preventScrollReset
                    className="mt-0.5 block w-fit text-xs font-semibold text-brand underline-offset-2 hover:underline"
                    aria-label={`${t('console.search.analytics.addSynonym')}: ${row.query}`}
                  >
                    {t('console.search.analytics.addSynonym')}
                  </Link>
                </th>
                <td className={`${cell} text-right tabular-nums text-ink`}>{count.format(row.searches)}</td>
                <td className={`${cell} text-right tabular-nums ${row.results === 0 ? 'font-semibold text-brand' : 'text-ink-soft'}`}>{count.format(row.results)}</td>
                <td className={`${cell} text-right tabular-nums text-ink-soft`}>{count.format(row.clicks)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

type SynonymsData = Route.ComponentProps['loaderData']['synonyms'];

function SynonymsSection({ q, days, rules, total, editing, add }: SynonymsData) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const editLink = (id: string) => pageLink({ q, days: days === DEFAULT_DAYS ? null : days, edit: id });

  return (
    <section className="mt-8" aria-labelledby="synonyms-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="synonyms-title" className="text-xl font-bold text-ink">
          {t('console.search.synonyms.title')}
        </h2>
        <p className="text-sm text-ink-soft">{t('console.search.synonyms.count', { count: total })}</p>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('console.search.synonyms.intro')}</p>

      <div className="mt-4 grid items-start gap-4 lg:grid-cols-[1fr_24rem]">
        <SynonymForm key={editing?.id ?? `new ${add}`} editing={editing} result={result} q={q} days={days} add={add} />

        <div className="min-w-0 space-y-3 lg:order-first">
          <FindForm q={q} keep={days === DEFAULT_DAYS ? {} : { days: String(days) }} clearTo={days === DEFAULT_DAYS ? '/console/search' : `/console/search?days=${days}`} title={t('console.search.synonyms.search')} hint={t('console.search.synonyms.searchHint')} find={t('console.search.synonyms.find')} clear={t('console.search.synonyms.clear')} />

          {result && 'done' in result && result.done === 'removed' ? (
            // The removed rule's button is gone with it: focus comes here, to what was done.
            <p role="status" tabIndex={-1} ref={(el) => el?.focus()} className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success outline-none">
              {t('console.search.synonyms.removed', { rule: ruleText(result.rule) })}
            </p>
          ) : result && 'error' in result && result.intent === 'remove' ? (
            <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
              {result.error}
            </p>
          ) : null}

          <div className={navigation.state === 'loading' ? 'opacity-60' : ''}>
            {rules.length === 0 ? (
              <p className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-ink-soft">{q ? t('console.search.synonyms.noneMatch') : t('console.search.synonyms.none')}</p>
            ) : (
              <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface" aria-label={t('console.search.synonyms.list')}>
                {rules.map((r) => {
                  const text = ruleText(r);
                  return (
                    <li key={r.id} className={`p-3 sm:px-4 ${editing?.id === r.id ? 'bg-brand/5' : ''}`} aria-label={text}>
                      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                        {r.twoWay ? (
                          r.terms.map((term, i) => (
                            <span key={i} className="contents">
                              {i > 0 ? (
                                <span aria-hidden className="text-ink-faint">
                                  ⇄
                                </span>
                              ) : null}
                              <span className="break-words font-semibold text-ink">{term}</span>
                            </span>
                          ))
                        ) : (
                          <>
                            <span className="break-words font-semibold text-ink">{r.terms[0]}</span>
                            <span aria-hidden className="text-ink-faint">
                              →
                            </span>
                            <span className="break-words text-ink-soft">{r.terms.slice(1).join(', ')}</span>
                          </>
                        )}
                      </p>
                      <div className="mt-2 flex flex-wrap items-center gap-2">
                        <span className="rounded-full bg-ink/10 px-2.5 py-0.5 text-xs font-semibold text-ink-soft">{t(r.twoWay ? 'console.search.synonyms.twoWayBadge' : 'console.search.synonyms.oneWayBadge')}</span>
                        <span className="text-xs text-ink-faint">{t('console.search.synonyms.updated', { date: formatDate(r.updatedAt, lang, { year: true }) })}</span>
                        <span className="ml-auto flex flex-wrap gap-2">
                          <a href={`/search?${new URLSearchParams({ q: r.terms[0] ?? '' })}`} target="_blank" rel="noreferrer" className="chip h-8 text-xs" aria-label={`${t('console.search.synonyms.try')}: ${r.terms[0]}`}>
                            {t('console.search.synonyms.try')}
                          </a>
                          <Link to={editLink(r.id)} className="chip h-8 text-xs" aria-label={`${t('console.search.synonyms.edit')}: ${text}`}>
                            {t('console.search.synonyms.edit')}
                          </Link>
                          <RemoveButton id={r.id} rule={r} />
                        </span>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function RemoveButton({ id, rule }: { id: string; rule: Rule }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'remove' && navigation.formData?.get('id') === id;
  const text = ruleText(rule);
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(t('console.search.synonyms.removeConfirm', { rule: text }))) event.preventDefault();
      }}
      noValidate
    >
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="terms" value={rule.terms.join(', ')} />
      <input type="hidden" name="twoWay" value={String(rule.twoWay)} />
      <SubmitButton busy={busy} className="inline-flex h-8 items-center rounded-full border border-brand/40 px-3 text-xs font-semibold text-brand hover:bg-brand/10 aria-disabled:opacity-60" aria-label={`${t('console.search.synonyms.remove')}: ${text}`}>
        {t('console.search.synonyms.remove')}
      </SubmitButton>
    </Form>
  );
}

function SynonymForm({ editing, result, q, days, add }: { editing: SynonymsData['editing']; result: ActionResult | undefined; q: string; days: number; add: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const form = useRef<HTMLFormElement>(null);
  const done = result && 'done' in result && result.done !== 'removed' ? result : null;
  const error = result && 'error' in result && result.intent === 'save' ? result : null;
  const values: Values = error?.values ?? { terms: editing ? editing.terms.join(', ') : add ? `${add}, ` : '', twoWay: String(editing?.twoWay ?? true) };
  const termsError = error?.fields.terms;
  const termsField = useRef<HTMLInputElement>(null);
  // A rule started from the analytics (?add=): the field holds "query, " and the cursor waits after it for the next word.
  useEffect(() => {
    const input = termsField.current;
    if (!add || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [add]);
  useEffect(() => {
    if (done?.done === 'added') form.current?.reset();
  }, [done]);
  // A refused rule: the form is made anew with what was typed, and focus goes to the field that says why.
  useEffect(() => {
    if (termsError) termsField.current?.focus();
  }, [error, termsError]);
  return (
    <div className="space-y-3 lg:sticky lg:top-4">
      {/* Posted without ?add=, so the page the rule comes back to starts an empty rule, not the same one again. */}
      <Form method="post" action={add ? pageLink({ q, days }) : undefined} ref={form} key={error ? JSON.stringify(error.values) : 'form'} className="space-y-3 rounded-2xl border border-line bg-surface p-4" aria-labelledby="synonym-form-title" noValidate>
        <h3 id="synonym-form-title" className="font-bold text-ink">
          {editing ? t('console.search.synonyms.editing') : t('console.search.synonyms.add')}
        </h3>
        {done ? (
          <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
            {t(done.done === 'added' ? 'console.search.synonyms.added' : 'console.search.synonyms.saved', { rule: ruleText(done.rule) })}
          </p>
        ) : error && Object.keys(error.fields).length === 0 ? (
          <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
            {error.error}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="save" />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <label className={label}>
          {t('console.search.synonyms.terms')}
          <input
            ref={termsField}
            name="terms"
            required
            defaultValue={values.terms}
            maxLength={MAX_TERMS * (MAX_TERM_LENGTH + 2)}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={['terms-help', termsError ? 'terms-error' : null].filter(Boolean).join(' ')}
            className={field}
          />
          <span id="terms-help" className="mt-1 block font-normal text-ink-faint">
            {t('console.search.synonyms.termsHelp')}
          </span>
          {termsError ? (
            <span id="terms-error" className="mt-1 block text-xs font-semibold text-brand">
              {termsError}
            </span>
          ) : null}
        </label>
        <fieldset className="space-y-2">
          <legend className={label}>{t('console.search.synonyms.direction')}</legend>
          {(['true', 'false'] as const).map((value) => (
            <div key={value} className="flex items-start gap-2 text-sm text-ink">
              <input type="radio" id={`twoWay-${value}`} name="twoWay" value={value} defaultChecked={values.twoWay === value} aria-describedby={`twoWay-${value}-help`} className="mt-1 accent-brand" />
              <span>
                <label htmlFor={`twoWay-${value}`} className="font-semibold">
                  {t(value === 'true' ? 'console.search.synonyms.twoWay' : 'console.search.synonyms.oneWay')}
                </label>
                <span id={`twoWay-${value}-help`} className="block text-xs text-ink-faint">
                  {t(value === 'true' ? 'console.search.synonyms.twoWayHelp' : 'console.search.synonyms.oneWayHelp')}
                </span>
              </span>
            </div>
          ))}
        </fieldset>
        <div className="flex gap-2">
          <SubmitButton busy={busy} className="btn-primary flex-1">
            {editing ? t('console.search.synonyms.save') : t('console.search.synonyms.addButton')}
          </SubmitButton>
          {editing ? (
            <Link to={pageLink({ q, days: days === DEFAULT_DAYS ? null : days })} className="chip h-10">
              {t('console.search.synonyms.cancel')}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
