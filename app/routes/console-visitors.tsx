// /console/visitors (area 'visitors'): how shoppers use the shop, from the visitor tracking records (POST /api/log;
// server/modules/tracking/visitor-report.ts). Filters in the address (Ulaanbaatar days from–to, the last 7 by default;
// language; device); the visits by day, the funnel and where carts are left, frustrated clicks, page speed, errors, the
// mixes of devices, browsers, systems, connections and referrers, and the latest sessions one by one. Every figure has
// its numbers in a table and a "Download CSV" of them (/console/visitors/export.csv, the same filters).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/console-visitors';
import { formatDate, formatDateTime } from '../../core/dates';
import type { Language } from '../../core/i18n';
import { DEVICE_TYPES, VITALS, type Vital } from '../../core/visitor-record';
import { isNamedAction, visitorQueryOf, visitorSearch, type VisitorChart, type VisitorQuery } from '../../server/modules/tracking/console-schemas';
import type { FunnelRow, MixRow, RecentSession, VisitorReport, VitalCell } from '../../server/modules/tracking/visitor-report';
import { ChartFigure } from '../components/chart-figure';
import { CountBars, DailyLines } from '../components/visitors/visitor-charts';
import { consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { FilterSelect, filterField } from '../components/console-form';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'visitors');
  return { report: await context.services.visitorReport(staff.storeId, visitorQueryOf(url.searchParams)) };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.visitors.title'), { noindex: true });
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const share = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A bar chart's height for its rows: room for each bar and its label, and for the axis. */
const barsHeight = (rows: number) => Math.max(120, rows * 40 + 48);
const percentOrDash = (value: number | null) => (value === null ? '—' : share.format(value));

const th = 'px-2 py-2 font-semibold sm:px-3';
const cell = 'px-2 py-1.5 sm:px-3';
const num = `${cell} text-right tabular-nums`;
const path = 'break-words font-mono text-[13px] [overflow-wrap:anywhere]';

/** A kept path as staff read it: "/" is the home page. */
function PathText({ value }: { value: string }) {
  return <span className={path}>{value || '/'}</span>;
}

/** A value of a mix in words: the rest of the top ten, a direct visit, an unknown connection, a browser not told apart. */
function mixName(t: TFunction, row: MixRow, kind: 'device' | 'browser' | 'os' | 'network' | 'referrer'): string {
  if (row.name === null) return t('console.visitors.rest');
  if (kind === 'device') return t(`console.visitors.devices.${row.name}` as 'console.visitors.devices.mobile');
  if (kind === 'referrer' && row.name === '(direct)') return t('console.visitors.direct');
  if (kind === 'network' && row.name === 'unknown') return t('console.visitors.unknown');
  if (row.name === 'Other') return t('console.visitors.other');
  return row.name;
}

/** The last action before leaving: the element's text (quoted) as the shopper saw it, or what the tracker's own word names. */
function actionText(t: TFunction, action: string | null): string {
  if (!action) return t('console.visitors.noAction');
  return isNamedAction(action) ? t(`console.visitors.actions.${action}`) : t('console.visitors.quoted', { text: action });
}

/** A Vital's p75 as people read it: times in ms below a second and in seconds above, CLS as a plain score. */
function vitalValue(t: TFunction, name: Vital, value: number): string {
  if (name === 'CLS') return twoDecimals.format(value);
  return value >= 1000 ? t('console.visitors.seconds', { value: oneDecimal.format(value / 1000) }) : t('console.visitors.milliseconds', { value: count.format(value) });
}

export default function ConsoleVisitors({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const { report } = loaderData;
  const { query, totals } = report;
  const filtered = Boolean(query.language || query.device);
  const empty = totals.sessions === 0 && totals.pageViews === 0 && report.recentSessions.length === 0 && report.funnel.every((r) => r.sessions === 0);
  const totalsList = [
    { key: 'visitors', value: count.format(totals.visitors) },
    { key: 'sessions', value: count.format(totals.sessions) },
    { key: 'pageViews', value: count.format(totals.pageViews) },
    { key: 'pagesPerSession', value: totals.pagesPerSession === null ? '—' : oneDecimal.format(totals.pagesPerSession) },
    { key: 'bounceRate', value: percentOrDash(totals.bounceRate) },
  ] as const;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="visitors-title">
      <h1 id="visitors-title" className="text-2xl font-bold text-ink">
        {t('console.visitors.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('console.visitors.intro')}</p>

      <Filters query={query} />

      <div className={navigation.state === 'loading' ? 'opacity-60' : ''}>
        <p className="mt-4 text-sm font-semibold text-ink-soft">{t('console.visitors.period', { from: formatDate(query.from, lang, { year: true }), to: formatDate(query.to, lang, { year: true }) })}</p>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {totalsList.map((item) => (
            <div key={item.key} className="rounded-2xl border border-line bg-surface p-3">
              <dt className="text-sm text-ink-soft">{t(`console.visitors.totals.${item.key}`)}</dt>
              <dd className="text-2xl font-bold tabular-nums text-ink">{item.value}</dd>
            </div>
          ))}
        </dl>

        {empty ? (
          <p className="mt-4 rounded-2xl border border-dashed border-line px-4 py-10 text-center text-ink-soft">{filtered ? t('console.visitors.emptyFiltered') : t('console.visitors.empty')}</p>
        ) : (
          <Figures report={report} />
        )}
      </div>
    </section>
  );
}

/** The filters, as a GET form: the page's address holds them, so a reload, a link or a download keeps them. */
function Filters({ query }: { query: VisitorQuery }) {
  const { t } = useTranslation();
  const select = (name: 'language' | 'device', options: { value: string; label: string }[]) => (
    <FilterSelect name={name} title={t(`console.visitors.${name}`)} value={query[name]} any={t('console.visitors.any')} options={options} />
  );
  return (
    // Keyed by the query: a new address (back, a link) shows its own filters in the fields.
    <Form key={visitorSearch(query)} method="get" className="mt-4 rounded-2xl border border-line bg-surface p-3" aria-label={t('console.visitors.filters')} noValidate>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-4">
        <label className="block text-sm font-semibold text-ink-soft">
          {t('console.visitors.from')}
          <input type="date" name="from" defaultValue={query.from} className={filterField} />
        </label>
        <label className="block text-sm font-semibold text-ink-soft">
          {t('console.visitors.to')}
          <input type="date" name="to" defaultValue={query.to} className={filterField} />
        </label>
        {select(
          'language',
          (['mn', 'en'] as const).map((l) => ({ value: l, label: t(`console.visitors.languages.${l}`) })),
        )}
        {select(
          'device',
          DEVICE_TYPES.map((d) => ({ value: d, label: t(`console.visitors.devices.${d}`) })),
        )}
      </div>
      <button type="submit" className="btn-primary mt-3">
        {t('console.visitors.apply')}
      </button>
    </Form>
  );
}

function Figures({ report }: { report: VisitorReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const figure = (chart: VisitorChart) => ({
    id: `visitors-${chart}`,
    title: t(`console.visitors.figures.${chart}.title`),
    description: t(`console.visitors.figures.${chart}.desc`),
    download: { href: `/console/visitors/export.csv${visitorSearch(report.query, { chart })}`, label: t('console.visitors.download') },
  });
  const col = (key: string) => t(`console.visitors.col.${key}` as 'console.visitors.col.day');
  const step = (s: FunnelRow['step']) => t(`console.visitors.steps.${s}`);
  const none = (colSpan: number) => (
    <tr>
      <td colSpan={colSpan} className="px-3 py-6 text-center text-ink-soft">
        {t('console.visitors.none')}
      </td>
    </tr>
  );
  const head = (...columns: { label: string; right?: boolean }[]) => (
    <thead className="border-b border-line text-xs text-ink-faint">
      <tr>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={`${th} ${c.right ? 'text-right' : ''}`}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
  const caption = <caption className="sr-only">{t('console.visitors.asTable')}</caption>;

  const mix = (chart: 'devices' | 'browsers' | 'os' | 'networks' | 'referrers', rows: MixRow[], kind: Parameters<typeof mixName>[2]) => (
    <ChartFigure
      key={chart}
      {...figure(chart)}
      chartHeight={barsHeight(rows.length)}
      table={
        <table className="w-full text-left text-sm">
          {caption}
          {head({ label: col(kind) }, { label: col('sessions'), right: true }, { label: col('share'), right: true })}
          <tbody className="divide-y divide-line">
            {rows.length === 0
              ? none(3)
              : rows.map((r) => (
                  <tr key={r.name ?? ''}>
                    <th scope="row" className={`${cell} break-words font-normal text-ink [overflow-wrap:anywhere]`}>
                      {mixName(t, r, kind)}
                    </th>
                    <td className={`${num} font-semibold text-ink`}>{count.format(r.sessions)}</td>
                    <td className={`${num} text-ink-soft`}>{share.format(r.share)}</td>
                  </tr>
                ))}
          </tbody>
        </table>
      }
    >
      {rows.length ? <CountBars data={rows.map((r) => ({ label: mixName(t, r, kind), value: r.sessions }))} /> : null}
    </ChartFigure>
  );

  const segmentName = (segment: string) => (segment === 'mobile' || segment === 'desktop' ? t(`console.visitors.devices.${segment}`) : t(`origin.${segment}` as 'origin.US'));

  return (
    <>
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div className="min-w-0 lg:col-span-2">
          <ChartFigure
            {...figure('daily')}
            table={
              <table className="w-full text-left text-sm">
                {caption}
                {head(
                  { label: col('day') },
                  { label: col('visitors'), right: true },
                  { label: col('sessions'), right: true },
                  { label: col('pageViews'), right: true },
                  { label: col('pagesPerSession'), right: true },
                  { label: col('bounceRate'), right: true },
                )}
                <tbody className="divide-y divide-line">
                  {report.days.map((d) => (
                    <tr key={d.day}>
                      <th scope="row" className={`${cell} whitespace-nowrap font-normal text-ink`}>
                        <time dateTime={d.day}>{formatDate(d.day, lang)}</time>
                      </th>
                      <td className={`${num} font-semibold text-ink`}>{count.format(d.visitors)}</td>
                      <td className={`${num} text-ink`}>{count.format(d.sessions)}</td>
                      <td className={`${num} text-ink`}>{count.format(d.pageViews)}</td>
                      <td className={`${num} text-ink-soft`}>{d.pagesPerSession === null ? '—' : oneDecimal.format(d.pagesPerSession)}</td>
                      <td className={`${num} text-ink-soft`}>{percentOrDash(d.bounceRate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          >
            <DailyLines
              data={report.days.map((d) => ({ label: formatDate(d.day, lang), visitors: d.visitors, sessions: d.sessions, pageViews: d.pageViews }))}
              names={{ visitors: col('visitors'), sessions: col('sessions'), pageViews: col('pageViews') }}
            />
          </ChartFigure>
        </div>

        <ChartFigure
          {...figure('funnel')}
          chartHeight={barsHeight(report.funnel.length)}
          table={
            <table className="w-full text-left text-sm">
              {caption}
              {head({ label: col('step') }, { label: col('sessions'), right: true }, { label: col('dropOff'), right: true })}
              <tbody className="divide-y divide-line">
                {report.funnel.map((r) => (
                  <tr key={r.step}>
                    <th scope="row" className={`${cell} font-normal text-ink`}>
                      {step(r.step)}
                    </th>
                    <td className={`${num} font-semibold text-ink`}>{count.format(r.sessions)}</td>
                    <td className={`${num} text-ink-soft`}>{percentOrDash(r.dropOff)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        >
          <CountBars data={report.funnel.map((r) => ({ label: step(r.step), value: r.sessions }))} labelWidth={132} />
        </ChartFigure>

        <ChartFigure
          {...figure('funnel-segments')}
          table={
            <table className="w-full text-left text-sm">
              {caption}
              {head({ label: col('segment') }, ...report.funnel.map((r) => ({ label: step(r.step), right: true })))}
              <tbody className="divide-y divide-line">
                {report.funnelSegments.map((s) => (
                  <tr key={s.segment}>
                    <th scope="row" className={`${cell} whitespace-nowrap font-normal text-ink`}>
                      {segmentName(s.segment)}
                    </th>
                    {s.steps.map((r) => (
                      <td key={r.step} className={num}>
                        <span className="block font-semibold text-ink">{count.format(r.sessions)}</span>
                        {r.dropOff === null ? null : (
                          <span className="block whitespace-nowrap text-xs text-ink-faint">
                            <span className="sr-only">{col('dropOff')}: </span>
                            {r.dropOff > 0 ? '−' : ''}
                            {share.format(r.dropOff)}
                          </span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />

        <ChartFigure
          {...figure('abandon-reasons')}
          chartHeight={barsHeight(report.abandonReasons.length)}
          table={
            <table className="w-full text-left text-sm">
              {caption}
              {head({ label: col('reason') }, { label: col('carts'), right: true }, { label: col('items'), right: true })}
              <tbody className="divide-y divide-line">
                {report.abandonReasons.length === 0
                  ? none(3)
                  : report.abandonReasons.map((r) => (
                      <tr key={r.reason}>
                        <th scope="row" className={`${cell} font-normal text-ink`}>
                          {t(`console.visitors.reasons.${r.reason}`)}
                        </th>
                        <td className={`${num} font-semibold text-ink`}>{count.format(r.carts)}</td>
                        <td className={`${num} text-ink-soft`}>{count.format(r.items)}</td>
                      </tr>
                    ))}
              </tbody>
            </table>
          }
        >
          {report.abandonReasons.length ? <CountBars data={report.abandonReasons.map((r) => ({ label: t(`console.visitors.reasons.${r.reason}`), value: r.carts }))} labelWidth={132} /> : null}
        </ChartFigure>

        <ChartFigure
          {...figure('abandon-pages')}
          table={
            <table className="w-full text-left text-sm">
              {caption}
              {head({ label: col('page') }, { label: col('carts'), right: true })}
              <tbody className="divide-y divide-line">
                {report.abandonPages.length === 0
                  ? none(2)
                  : report.abandonPages.map((r) => (
                      <tr key={r.path}>
                        <th scope="row" className={`${cell} font-normal text-ink`}>
                          <PathText value={r.path} />
                        </th>
                        <td className={`${num} font-semibold text-ink`}>{count.format(r.carts)}</td>
                      </tr>
                    ))}
              </tbody>
            </table>
          }
        />

        <div className="min-w-0 lg:col-span-2">
          <ChartFigure
            {...figure('frustration')}
            table={
              <table className="w-full text-left text-sm">
                {caption}
                {head({ label: `${col('page')} / ${col('element')}` }, { label: col('rage'), right: true }, { label: col('dead'), right: true })}
                {report.frustration.length === 0 ? (
                  <tbody>{none(3)}</tbody>
                ) : (
                  // A page's row with its totals, then the elements clicked on it, one row each.
                  report.frustration.map((p) => (
                    <tbody key={p.path} className="border-b border-line last:border-0">
                      <tr>
                        <th scope="row" className={`${cell} font-semibold text-ink`}>
                          <PathText value={p.path} />
                        </th>
                        <td className={`${num} font-semibold text-ink`}>{count.format(p.rage)}</td>
                        <td className={`${num} font-semibold text-ink`}>{count.format(p.dead)}</td>
                      </tr>
                      {p.elements.map((e) => (
                        <tr key={e.text}>
                          <th scope="row" className={`${cell} pl-6 font-normal text-ink-soft sm:pl-8`}>
                            <span className="break-words [overflow-wrap:anywhere]">{t('console.visitors.quoted', { text: e.text })}</span>
                          </th>
                          <td className={`${num} text-ink-soft`}>{count.format(e.rage)}</td>
                          <td className={`${num} text-ink-soft`}>{count.format(e.dead)}</td>
                        </tr>
                      ))}
                    </tbody>
                  ))
                )}
              </table>
            }
          />
        </div>

        <ChartFigure
          {...figure('back')}
          table={
            <table className="w-full text-left text-sm">
              {caption}
              {head({ label: col('page') }, { label: col('backs'), right: true })}
              <tbody className="divide-y divide-line">
                {report.back.length === 0
                  ? none(2)
                  : report.back.map((r) => (
                      <tr key={r.path}>
                        <th scope="row" className={`${cell} font-normal text-ink`}>
                          <PathText value={r.path} />
                        </th>
                        <td className={`${num} font-semibold text-ink`}>{count.format(r.backs)}</td>
                      </tr>
                    ))}
              </tbody>
            </table>
          }
        />

        <ChartFigure
          {...figure('exits')}
          table={
            <table className="w-full text-left text-sm">
              {caption}
              {head({ label: col('lastAction') }, { label: col('page') }, { label: col('sessions'), right: true })}
              <tbody className="divide-y divide-line">
                {report.exits.length === 0
                  ? none(3)
                  : report.exits.map((r) => (
                      <tr key={`${r.action} ${r.path}`}>
                        <th scope="row" className={`${cell} break-words font-normal [overflow-wrap:anywhere] ${r.action ? 'text-ink' : 'italic text-ink-faint'}`}>
                          {actionText(t, r.action)}
                        </th>
                        <td className={`${cell} text-ink-soft`}>
                          <PathText value={r.path} />
                        </td>
                        <td className={`${num} font-semibold text-ink`}>{count.format(r.sessions)}</td>
                      </tr>
                    ))}
              </tbody>
            </table>
          }
        />

        <div className="min-w-0 lg:col-span-2">
          <VitalsFigure report={report} figure={figure('vitals')} />
        </div>

        <div className="min-w-0 lg:col-span-2">
          <ChartFigure
            {...figure('errors')}
            table={
              <table className="w-full text-left text-sm">
                {caption}
                {head({ label: col('message') }, { label: col('count'), right: true }, { label: col('pages') })}
                <tbody className="divide-y divide-line">
                  {report.errors.length === 0
                    ? none(3)
                    : report.errors.map((e) => (
                        <tr key={e.message} className="align-top">
                          <th scope="row" className={`${cell} font-normal text-ink`}>
                            <span className={path}>{e.message}</span>
                          </th>
                          <td className={`${num} font-semibold text-ink`}>{count.format(e.count)}</td>
                          <td className={`${cell} text-ink-soft`}>
                            <ul>
                              {e.pages.map((p) => (
                                <li key={p.path}>
                                  <PathText value={p.path} /> <span className="tabular-nums text-ink-faint">({count.format(p.count)})</span>
                                </li>
                              ))}
                            </ul>
                          </td>
                        </tr>
                      ))}
                </tbody>
              </table>
            }
          />
        </div>

        {mix('devices', report.devices, 'device')}
        {mix('networks', report.networks, 'network')}
        {mix('browsers', report.browsers, 'browser')}
        {mix('os', report.os, 'os')}
        <div className="min-w-0 lg:col-span-2">{mix('referrers', report.referrers, 'referrer')}</div>
      </div>

      <RecentSessions sessions={report.recentSessions} figure={figure('sessions')} />
    </>
  );
}

type FigureProps = { id: string; title: string; description: string; download: { href: string; label: string } };

const RATING_LOOK = { good: 'bg-success', 'needs-improvement': 'bg-amber-500', poor: 'bg-brand' } as const;

/** The p75 of each Vital per page type, with its rating in words (and a dot of its colour) and how many visits it is of. */
function VitalsFigure({ report, figure }: { report: VisitorReport; figure: FigureProps }) {
  const { t } = useTranslation();
  const value = (name: Vital, c: VitalCell | null) =>
    c === null ? (
      <span className="text-ink-faint">—</span>
    ) : (
      <>
        <span className="block font-semibold text-ink">{vitalValue(t, name, c.p75)}</span>
        <span className="flex items-center justify-end gap-1.5 whitespace-nowrap text-xs text-ink-soft">
          <span className={`inline-block h-2 w-2 rounded-full ${RATING_LOOK[c.rating]}`} aria-hidden />
          {t(`console.visitors.ratings.${c.rating}`)}
        </span>
        <span className="block whitespace-nowrap text-xs text-ink-faint">{t('console.visitors.vitalCount', { count: c.count, formatted: count.format(c.count) })}</span>
      </>
    );
  return (
    <ChartFigure
      {...figure}
      table={
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('console.visitors.asTable')}</caption>
          <thead className="border-b border-line text-xs text-ink-faint">
            <tr>
              <th scope="col" className={th}>
                {t('console.visitors.col.pageType')}
              </th>
              {VITALS.map((name) => (
                <th key={name} scope="col" className={`${th} text-right`}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {report.vitals.length === 0 ? (
              <tr>
                <td colSpan={VITALS.length + 1} className="px-3 py-6 text-center text-ink-soft">
                  {t('console.visitors.none')}
                </td>
              </tr>
            ) : (
              report.vitals.map((row) => (
                <tr key={row.pageType} className="align-top">
                  <th scope="row" className={`${cell} whitespace-nowrap ${row.pageType === 'all' ? 'font-semibold' : 'font-normal'} text-ink`}>
                    {t(`console.visitors.pageTypes.${row.pageType}`)}
                  </th>
                  {VITALS.map((name) => (
                    <td key={name} className={num}>
                      {value(name, row.vitals[name])}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      }
    />
  );
}

/** The latest sessions, one visit's story each: where it came from, the pages in order, what frustrated it, what it left. */
function RecentSessions({ sessions, figure }: { sessions: RecentSession[]; figure: FigureProps }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const dt = 'text-xs font-semibold text-ink-faint';
  const dd = 'min-w-0 text-sm text-ink';
  return (
    <section className="mt-4 rounded-3xl border border-line bg-surface p-4" aria-labelledby={`${figure.id}-title`} aria-describedby={`${figure.id}-desc`} data-chart={figure.id}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h2 id={`${figure.id}-title`} className="min-w-0 text-lg font-bold text-ink">
          {figure.title}
        </h2>
        <a href={figure.download.href} download aria-label={`${figure.download.label}: ${figure.title}`} className="chip h-8 shrink-0 px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
          {figure.download.label}
        </a>
      </div>
      <p id={`${figure.id}-desc`} className="mt-1 text-sm text-ink-soft">
        {figure.description}
      </p>
      {sessions.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-line px-4 py-6 text-center text-ink-soft">{t('console.visitors.session.none')}</p>
      ) : (
        <ol className="mt-3 grid grid-cols-1 gap-3 lg:grid-cols-2">
          {sessions.map((s) => (
            <li key={`${s.id} ${s.startedAt}`} className="min-w-0 rounded-2xl border border-line p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h3 id={`session-${s.id}`} className="font-bold text-ink">
                  {t('console.visitors.session.name', { id: s.id })}
                </h3>
                <time dateTime={s.startedAt} className="text-sm text-ink-faint">
                  {formatDateTime(s.startedAt, lang)}
                </time>
              </div>
              <p className="mt-1 text-sm text-ink-soft">
                {[
                  t(`console.visitors.devices.${s.device}` as 'console.visitors.devices.mobile'),
                  s.browser,
                  s.os,
                  t(`console.visitors.languages.${s.language}` as 'console.visitors.languages.mn'),
                  s.signedIn ? t('console.visitors.session.signedIn') : t('console.visitors.session.guest'),
                ].join(' · ')}
              </p>
              <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1.5 min-[420px]:grid-cols-[9rem_1fr]">
                <dt className={dt}>{t('console.visitors.session.cameFrom')}</dt>
                <dd className={dd}>{s.referrer || t('console.visitors.direct')}</dd>
                <dt className={dt}>{t('console.visitors.session.pages')}</dt>
                <dd className={dd}>
                  {s.pages.length === 0 ? (
                    '—'
                  ) : (
                    <ol className="flex flex-wrap gap-x-1.5 gap-y-0.5">
                      {s.pages.map((p, i) => (
                        <li key={i} className="min-w-0">
                          {i > 0 ? (
                            <span className="text-ink-faint" aria-hidden>
                              →{' '}
                            </span>
                          ) : null}
                          <PathText value={p} />
                        </li>
                      ))}
                    </ol>
                  )}
                </dd>
                {s.funnel.length ? (
                  <>
                    <dt className={dt}>{t('console.visitors.session.funnel')}</dt>
                    <dd className={dd}>{s.funnel.map((step) => t(`console.visitors.steps.${step}`)).join(' → ')}</dd>
                  </>
                ) : null}
                {s.clicks.length || s.backs ? (
                  <>
                    <dt className={dt}>{t('console.visitors.session.clicks')}</dt>
                    <dd className={dd}>
                      <ul>
                        {s.clicks.map((c, i) => (
                          <li key={i}>
                            <span className="font-semibold">{t(`console.visitors.${c.kind}`)}:</span> <span className="break-words [overflow-wrap:anywhere]">{t('console.visitors.quoted', { text: c.text })}</span> <PathText value={c.path} />
                          </li>
                        ))}
                        {s.backs ? <li>{t('console.visitors.session.backs', { count: s.backs })}</li> : null}
                      </ul>
                    </dd>
                  </>
                ) : null}
                {s.cart ? (
                  <>
                    <dt className={dt}>{t('console.visitors.session.cart')}</dt>
                    <dd className={`${dd} font-semibold text-brand`}>
                      {t('console.visitors.session.cartLeft', { reason: t(`console.visitors.reasons.${s.cart.reason}`), count: s.cart.items, page: s.cart.path })}
                    </dd>
                  </>
                ) : null}
                <dt className={dt}>{t('console.visitors.session.lastAction')}</dt>
                <dd className={`${dd} break-words [overflow-wrap:anywhere] ${s.lastAction ? '' : 'italic text-ink-faint'}`}>{actionText(t, s.lastAction)}</dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
