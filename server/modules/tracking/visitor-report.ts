// What staff read on /console/visitors: the visitors of a period of Ulaanbaatar days, filtered by language and device.
// Every figure comes from the hourly counts (visit_rollups, ADR 0012), so a year costs what a day does; only the latest
// sessions, one visit's story each, are read from the raw events (visit_events, kept VISIT_KEEP_DAYS). Each figure can be
// downloaded as CSV (`visitorReportCsv`), with the same numbers as the page.
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import { translator, type Language } from '../../../core/i18n';
import { ABANDON_REASONS, FUNNEL_STEPS, PAGE_TYPES, VITALS, percentileOfBuckets, type AbandonReason, type FunnelStep, type PageType, type Vital } from '../../../core/visitor-record';
import type { Db } from '../../db/client';
import { visitEvents, visitRollups } from '../../db/schema';
import { guardCell } from '../careers/export-applications';
import { addDays, isNamedAction, type VisitorChart, type VisitorQuery } from './console-schemas';

const HOUR_MS = 3_600_000;
/** Rows of a ranked list (mixes, exits, pages), the element texts shown per page, the pages shown per error message. */
const TOP = 10;
const TOP_ELEMENTS = 5;
const TOP_PAGES = 5;
const TOP_ERRORS = 20;
const RECENT_SESSIONS = 20;
/** Events read for the recent sessions at most (a session sends a few dozen). */
const RECENT_EVENTS = 4_000;

/** Core Web Vitals' official thresholds (web.dev): at most the first is good, above the second poor. */
export const VITAL_THRESHOLDS: Record<Vital, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};
export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export function vitalRating(name: Vital, p75: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return p75 <= good ? 'good' : p75 <= poor ? 'needs-improvement' : 'poor';
}

export const ORIGINS = ['US', 'KR', 'CN', 'JP', 'MN'] as const;
type Origin = (typeof ORIGINS)[number];

export type DayRow = { day: string; visitors: number; sessions: number; pageViews: number; pagesPerSession: number | null; bounceRate: number | null };
/** One value of a mix; `name` null is the rest beyond the top ten together. */
export type MixRow = { name: string | null; sessions: number; share: number };
export type FunnelRow = { step: FunnelStep; sessions: number; dropOff: number | null };
export type FunnelSegment = { segment: 'mobile' | 'desktop' | Origin; steps: FunnelRow[] };
export type VitalCell = { p75: number; count: number; rating: VitalRating };
export type VitalRow = { pageType: PageType | 'all'; vitals: Record<Vital, VitalCell | null> };
export type FrustratedPage = { path: string; rage: number; dead: number; elements: { text: string; rage: number; dead: number }[] };
export type RecentSession = {
  /** The session's id, shortened: enough to tell sessions apart, nothing to look one up by. */
  id: string;
  startedAt: string;
  device: string;
  browser: string;
  os: string;
  language: string;
  referrer: string;
  signedIn: boolean;
  pages: string[];
  clicks: { kind: 'rage' | 'dead'; text: string; path: string }[];
  backs: number;
  funnel: FunnelStep[];
  cart: { reason: AbandonReason; items: number; path: string } | null;
  lastAction: string | null;
};

export type VisitorReport = {
  query: VisitorQuery;
  totals: Omit<DayRow, 'day'>;
  days: DayRow[];
  devices: MixRow[];
  browsers: MixRow[];
  os: MixRow[];
  networks: MixRow[];
  referrers: MixRow[];
  funnel: FunnelRow[];
  funnelSegments: FunnelSegment[];
  abandonReasons: { reason: AbandonReason; carts: number; items: number }[];
  abandonPages: { path: string; carts: number }[];
  exits: { action: string; path: string; sessions: number }[];
  frustration: FrustratedPage[];
  back: { path: string; backs: number }[];
  vitals: VitalRow[];
  errors: { message: string; count: number; pages: { path: string; count: number }[] }[];
  recentSessions: RecentSession[];
};

/** Midnight in Ulaanbaatar (UTC+8 all year, no daylight saving since 2017) of a YYYY-MM-DD day, as a moment. */
const ubMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`));

/** The UTC hours a period of Ulaanbaatar days covers: [start, end). Ulaanbaatar's day starts on a UTC hour. */
export function hoursOf(query: Pick<VisitorQuery, 'from' | 'to'>): { start: Date; end: Date } {
  return { start: ubMidnight(query.from), end: ubMidnight(addDays(query.to, 1)) };
}

const DIMENSION_METRICS = ['sessions', 'browser', 'os', 'network', 'referrer', 'funnel', 'abandon', 'exit', 'rage', 'dead', 'back', 'error', ...VITALS.map((v) => `vital:${v}`)];
const DAILY_METRICS = ['visitors', 'sessions', 'engaged', 'pageview'];

type Count = { metric: string; device: string; dim: string; dim2: string; n: number; total: number };

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const byCount = <T>(count: (row: T) => number, name: (row: T) => string) => (a: T, b: T) => count(b) - count(a) || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);

/** Sums of `n` by a key, in first-seen order. */
function sumBy<K>(rows: Count[], key: (row: Count) => K): Map<K, number> {
  const sums = new Map<K, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + row.n);
  return sums;
}

/** A mix's ten largest values and the rest together, each with its share of all sessions counted. */
function mixOf(rows: Count[]): MixRow[] {
  const ranked = [...sumBy(rows, (r) => r.dim)].map(([name, sessions]) => ({ name, sessions })).sort(byCount((r) => r.sessions, (r) => r.name));
  const all = ranked.reduce((sum, r) => sum + r.sessions, 0);
  const shown: { name: string | null; sessions: number }[] = ranked.slice(0, TOP);
  const rest = ranked.slice(TOP).reduce((sum, r) => sum + r.sessions, 0);
  if (rest > 0) shown.push({ name: null, sessions: rest });
  return shown.map((r) => ({ ...r, share: all > 0 ? r.sessions / all : 0 }));
}

/** Sessions reaching each step and the share of the previous step's that did not (never below 0). */
function funnelOf(counts: Map<string, number>): FunnelRow[] {
  return FUNNEL_STEPS.map((step, i) => {
    const sessions = counts.get(step) ?? 0;
    const previous = i === 0 ? 0 : (counts.get(FUNNEL_STEPS[i - 1]) ?? 0);
    return { step, sessions, dropOff: i === 0 || previous === 0 ? null : Math.max(0, 1 - sessions / previous) };
  });
}

function vitalCell(name: Vital, rows: Count[]): VitalCell | null {
  const buckets = rows.map((r) => ({ bucket: Number(r.dim2), n: r.n }));
  const p75 = percentileOfBuckets(buckets, 0.75);
  return p75 === null ? null : { p75, count: buckets.reduce((sum, b) => sum + b.n, 0), rating: vitalRating(name, p75) };
}

export async function visitorReport(db: Db, storeId: string, query: VisitorQuery): Promise<VisitorReport> {
  const { start, end } = hoursOf(query);
  const where = (extra: SQL) =>
    and(
      eq(visitRollups.storeId, storeId),
      gte(visitRollups.hour, start),
      lt(visitRollups.hour, end),
      query.language ? eq(visitRollups.language, query.language) : undefined,
      query.device ? eq(visitRollups.device, query.device) : undefined,
      extra,
    );
  // Ulaanbaatar's day of an hour: the UTC time read 8 hours on (whatever the database session's time zone).
  const ubDay = sql<string>`to_char((${visitRollups.hour} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const [daily, counts, recentSessions] = await Promise.all([
    db
      .select({ day: ubDay, metric: visitRollups.metric, n: sql<number>`sum(${visitRollups.n})::float8` })
      .from(visitRollups)
      .where(where(inArray(visitRollups.metric, DAILY_METRICS)))
      .groupBy(sql`1`, visitRollups.metric),
    db
      .select({
        metric: visitRollups.metric,
        device: visitRollups.device,
        dim: visitRollups.dim,
        dim2: visitRollups.dim2,
        n: sql<number>`sum(${visitRollups.n})::float8`,
        total: sql<number>`sum(${visitRollups.total})::float8`,
      })
      .from(visitRollups)
      .where(where(inArray(visitRollups.metric, DIMENSION_METRICS)))
      .groupBy(visitRollups.metric, visitRollups.device, visitRollups.dim, visitRollups.dim2) as Promise<Count[]>,
    recentSessionsOf(db, storeId, query, start, end),
  ]);

  // By day: every day of the period, a day without visits as zeros.
  const dayCounts = new Map(daily.map((r) => [`${r.day} ${r.metric}`, Number(r.n)]));
  const dayRow = (day: string, get: (metric: string) => number): DayRow => {
    const sessions = get('sessions');
    const engaged = Math.min(get('engaged'), sessions);
    return {
      day,
      visitors: get('visitors'),
      sessions,
      pageViews: get('pageview'),
      pagesPerSession: ratio(get('pageview'), sessions),
      bounceRate: sessions > 0 ? 1 - engaged / sessions : null,
    };
  };
  const days: DayRow[] = [];
  for (let day = query.from; day <= query.to; day = addDays(day, 1)) days.push(dayRow(day, (metric) => dayCounts.get(`${day} ${metric}`) ?? 0));
  const { day: _day, ...totals } = dayRow('', (metric) => days.reduce((sum, d) => sum + (dayCounts.get(`${d.day} ${metric}`) ?? 0), 0));

  const of = (metric: string) => counts.filter((c) => c.metric === metric);
  const funnelRows = of('funnel');
  const segment = (name: FunnelSegment['segment'], keep: (c: Count) => boolean): FunnelSegment => ({ segment: name, steps: funnelOf(sumBy(funnelRows.filter(keep), (r) => r.dim)) });

  const abandon = of('abandon');
  const frustrated = [...of('rage').map((r) => ({ ...r, kind: 'rage' as const })), ...of('dead').map((r) => ({ ...r, kind: 'dead' as const }))];
  const frustration = [...new Set(frustrated.map((r) => r.dim))]
    .map((path): FrustratedPage => {
      const rows = frustrated.filter((r) => r.dim === path);
      const elements = new Map<string, { text: string; rage: number; dead: number }>();
      for (const r of rows) {
        const element = elements.get(r.dim2) ?? { text: r.dim2, rage: 0, dead: 0 };
        element[r.kind] += r.n;
        elements.set(r.dim2, element);
      }
      const sum = (kind: 'rage' | 'dead') => rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.n, 0);
      return { path, rage: sum('rage'), dead: sum('dead'), elements: [...elements.values()].sort(byCount((e) => e.rage + e.dead, (e) => e.text)).slice(0, TOP_ELEMENTS) };
    })
    .sort(byCount((p) => p.rage + p.dead, (p) => p.path))
    .slice(0, TOP);

  const vitals: VitalRow[] = (['all', ...PAGE_TYPES] as const)
    .map((pageType) => ({
      pageType,
      vitals: Object.fromEntries(VITALS.map((name) => [name, vitalCell(name, of(`vital:${name}`).filter((r) => pageType === 'all' || r.dim === pageType))])) as VitalRow['vitals'],
    }))
    .filter((row) => VITALS.some((name) => row.vitals[name]));

  const errorRows = of('error');
  const errors = [...sumBy(errorRows, (r) => r.dim)]
    .map(([message, count]) => ({
      message,
      count,
      pages: [...sumBy(errorRows.filter((r) => r.dim === message), (r) => r.dim2)]
        .map(([path, n]) => ({ path, count: n }))
        .sort(byCount((p) => p.count, (p) => p.path))
        .slice(0, TOP_PAGES),
    }))
    .sort(byCount((e) => e.count, (e) => e.message))
    .slice(0, TOP_ERRORS);

  return {
    query,
    totals,
    days,
    devices: mixOf(of('sessions').map((r) => ({ ...r, dim: r.device }))),
    browsers: mixOf(of('browser')),
    os: mixOf(of('os')),
    networks: mixOf(of('network')),
    referrers: mixOf(of('referrer')),
    funnel: funnelOf(sumBy(funnelRows, (r) => r.dim)),
    funnelSegments: [
      segment('mobile', (r) => r.device === 'mobile'),
      segment('desktop', (r) => r.device === 'desktop'),
      // A step whose product's origin is not known counts in the overall funnel only.
      ...ORIGINS.map((origin) => segment(origin, (r) => r.dim2 === origin)),
    ],
    abandonReasons: ABANDON_REASONS.map((reason) => {
      const rows = abandon.filter((r) => r.dim === reason);
      return { reason, carts: rows.reduce((s, r) => s + r.n, 0), items: rows.reduce((s, r) => s + r.total, 0) };
    })
      .filter((r) => r.carts > 0)
      .sort(byCount((r) => r.carts, (r) => r.reason)),
    abandonPages: [...sumBy(abandon, (r) => r.dim2)]
      .map(([path, carts]) => ({ path, carts }))
      .sort(byCount((r) => r.carts, (r) => r.path))
      .slice(0, TOP),
    exits: [...sumBy(of('exit'), (r) => `${r.dim}\u0000${r.dim2}`)]
      .map(([key, sessions]) => {
        const [action, path] = key.split('\u0000');
        return { action, path, sessions };
      })
      .sort(byCount((r) => r.sessions, (r) => `${r.action} ${r.path}`))
      .slice(0, TOP),
    frustration,
    back: [...sumBy(of('back'), (r) => r.dim)]
      .map(([path, backs]) => ({ path, backs }))
      .sort(byCount((r) => r.backs, (r) => r.path))
      .slice(0, TOP),
    vitals,
    errors,
    recentSessions,
  };
}

/**
 * The latest sessions begun in the period (newest first), each as the story its events tell: the pages in the order
 * seen, the rage and dead clicks with the element's text, the funnel steps, the cart left and the last action.
 */
async function recentSessionsOf(db: Db, storeId: string, query: VisitorQuery, start: Date, end: Date): Promise<RecentSession[]> {
  const inPeriod = [eq(visitEvents.storeId, storeId), gte(visitEvents.at, start), lt(visitEvents.at, end)];
  // A session's first send carries its "session" event: the newest of them, read down the (store, at) index.
  const starts = await db
    .select({
      sessionId: visitEvents.sessionId,
      at: visitEvents.at,
      device: visitEvents.device,
      browser: visitEvents.browser,
      os: visitEvents.os,
      language: visitEvents.language,
      referrer: visitEvents.referrer,
      signedIn: visitEvents.signedIn,
    })
    .from(visitEvents)
    .where(
      and(
        ...inPeriod,
        eq(visitEvents.kind, 'session'),
        query.language ? eq(visitEvents.language, query.language) : undefined,
        query.device ? eq(visitEvents.device, query.device) : undefined,
      ),
    )
    .orderBy(desc(visitEvents.at))
    .limit(RECENT_SESSIONS);
  if (starts.length === 0) return [];
  const first = starts.reduce((min, s) => (s.at < min ? s.at : min), starts[0].at);
  // The events of one send share their time: the table's own order (as they were inserted) keeps a record's order.
  const events = await db
    .select({ sessionId: visitEvents.sessionId, kind: visitEvents.kind, path: visitEvents.path, label: visitEvents.label, value: visitEvents.value })
    .from(visitEvents)
    .where(and(eq(visitEvents.storeId, storeId), inArray(visitEvents.sessionId, [...new Set(starts.map((s) => s.sessionId))]), gte(visitEvents.at, first), lt(visitEvents.at, end)))
    .orderBy(visitEvents.at, sql`ctid`)
    .limit(RECENT_EVENTS);

  const seen = new Set<string>();
  return starts
    .filter((s) => !seen.has(s.sessionId) && seen.add(s.sessionId))
    .map((s): RecentSession => {
      const own = events.filter((e) => e.sessionId === s.sessionId);
      const abandoned = own.findLast((e) => e.kind === 'abandon');
      return {
        id: s.sessionId.slice(0, 8),
        startedAt: s.at.toISOString(),
        device: s.device,
        browser: s.browser,
        os: s.os,
        language: s.language,
        referrer: s.referrer,
        signedIn: s.signedIn,
        pages: own.filter((e) => e.kind === 'page').map((e) => e.path),
        clicks: own.filter((e) => e.kind === 'rage' || e.kind === 'dead').map((e) => ({ kind: e.kind as 'rage' | 'dead', text: e.label, path: e.path })),
        backs: own.filter((e) => e.kind === 'back').length,
        funnel: FUNNEL_STEPS.filter((step) => own.some((e) => e.kind === 'funnel' && e.label === step)),
        cart: abandoned ? { reason: abandoned.label as AbandonReason, items: abandoned.value ?? 0, path: abandoned.path } : null,
        lastAction: own.findLast((e) => e.kind === 'exit')?.label || null,
      };
    });
}

/** A number for a spreadsheet: shares as percents with one decimal, nothing as an empty cell. */
const percent = (share: number | null) => (share === null ? '' : (Math.round(share * 1000) / 10).toFixed(1));
const round = (n: number | null, digits = 2) => (n === null ? '' : String(Math.round(n * 10 ** digits) / 10 ** digits));

/**
 * One figure of the report as CSV (UTF-8 with a BOM, so Excel reads Cyrillic): a header row in the staff member's
 * language and the figure's rows, raw numbers (shares in percent). A cell that would start a formula is kept as text.
 */
export function visitorReportCsv(report: VisitorReport, chart: VisitorChart, lang: Language): Buffer {
  const t = translator(lang);
  const col = (key: string) => t(`console.visitors.col.${key}` as 'console.visitors.col.day');
  const mixName = (row: MixRow, kind: 'network' | 'referrer' | 'other') =>
    row.name === null ? t('console.visitors.rest') : kind === 'referrer' && row.name === '(direct)' ? t('console.visitors.direct') : kind === 'network' && row.name === 'unknown' ? t('console.visitors.unknown') : row.name;
  const mix = (rows: MixRow[], name: string, kind: 'network' | 'referrer' | 'other' = 'other') => [
    [col(name), col('sessions'), col('share')],
    ...rows.map((r) => [mixName(r, kind), r.sessions, percent(r.share)]),
  ];
  const step = (s: FunnelStep) => t(`console.visitors.steps.${s}`);
  const action = (text: string | null) => (!text ? t('console.visitors.noAction') : isNamedAction(text) ? t(`console.visitors.actions.${text}`) : text);
  const rows: (string | number)[][] = (() => {
    switch (chart) {
      case 'daily':
        return [
          [col('day'), col('visitors'), col('sessions'), col('pageViews'), col('pagesPerSession'), col('bounceRate')],
          ...report.days.map((d) => [d.day, d.visitors, d.sessions, d.pageViews, round(d.pagesPerSession), percent(d.bounceRate)]),
        ];
      case 'devices':
        return [[col('device'), col('sessions'), col('share')], ...report.devices.map((r) => [r.name === null ? t('console.visitors.rest') : t(`console.visitors.devices.${r.name}` as 'console.visitors.devices.mobile'), r.sessions, percent(r.share)])];
      case 'browsers':
        return mix(report.browsers, 'browser');
      case 'os':
        return mix(report.os, 'os');
      case 'networks':
        return mix(report.networks, 'network', 'network');
      case 'referrers':
        return mix(report.referrers, 'referrer', 'referrer');
      case 'funnel':
        return [[col('step'), col('sessions'), col('dropOff')], ...report.funnel.map((r) => [step(r.step), r.sessions, percent(r.dropOff)])];
      case 'funnel-segments':
        return [
          [col('segment'), ...FUNNEL_STEPS.flatMap((s) => [step(s), `${step(s)}: ${col('dropOff')}`])],
          ...report.funnelSegments.map((seg) => [
            seg.segment === 'mobile' || seg.segment === 'desktop' ? t(`console.visitors.devices.${seg.segment}`) : t(`origin.${seg.segment}`),
            ...seg.steps.flatMap((r) => [r.sessions, percent(r.dropOff)]),
          ]),
        ];
      case 'abandon-reasons':
        return [[col('reason'), col('carts'), col('items')], ...report.abandonReasons.map((r) => [t(`console.visitors.reasons.${r.reason}`), r.carts, r.items])];
      case 'abandon-pages':
        return [[col('page'), col('carts')], ...report.abandonPages.map((r) => [r.path, r.carts])];
      case 'exits':
        return [[col('lastAction'), col('page'), col('sessions')], ...report.exits.map((r) => [action(r.action), r.path, r.sessions])];
      case 'frustration':
        return [
          [col('page'), col('element'), col('rage'), col('dead')],
          ...report.frustration.flatMap((p) => [[p.path, '', p.rage, p.dead], ...p.elements.map((e) => [p.path, e.text, e.rage, e.dead])]),
        ];
      case 'back':
        return [[col('page'), col('backs')], ...report.back.map((r) => [r.path, r.backs])];
      case 'vitals':
        return [
          [col('pageType'), col('vital'), col('p75'), col('rating'), col('count')],
          ...report.vitals.flatMap((row) =>
            VITALS.flatMap((name) => {
              const cell = row.vitals[name];
              return cell ? [[t(`console.visitors.pageTypes.${row.pageType}`), name, cell.p75, t(`console.visitors.ratings.${cell.rating}`), cell.count]] : [];
            }),
          ),
        ];
      case 'errors':
        return [
          [col('message'), col('page'), col('count')],
          ...report.errors.flatMap((e) => [[e.message, '', e.count], ...e.pages.map((p) => [e.message, p.path, p.count])]),
        ];
      case 'sessions':
        return [
          [col('session'), col('started'), col('device'), col('browser'), col('os'), col('language'), col('pages'), col('clicks'), col('cart'), col('lastAction')],
          ...report.recentSessions.map((s) => [
            s.id,
            // The moment on Ulaanbaatar's clock, as a spreadsheet reads a date and time.
            new Date(Date.parse(s.startedAt) + 8 * HOUR_MS).toISOString().slice(0, 16).replace('T', ' '),
            t(`console.visitors.devices.${s.device}` as 'console.visitors.devices.mobile'),
            s.browser,
            s.os,
            t(`console.visitors.languages.${s.language}` as 'console.visitors.languages.mn'),
            s.pages.join(' → '),
            s.clicks.map((c) => `${t(`console.visitors.${c.kind}`)}: ${c.text} (${c.path})`).join('; '),
            s.cart ? `${t(`console.visitors.reasons.${s.cart.reason}`)} (${s.cart.path})` : '',
            s.lastAction === null ? '' : action(s.lastAction),
          ]),
        ];
    }
  })();
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? String(cell) : guardCell(cell))));
  return Buffer.from(`\ufeff${Papa.unparse(cells, { newline: '\r\n' })}\r\n`, 'utf8');
}
