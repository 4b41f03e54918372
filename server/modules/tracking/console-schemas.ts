// The visitor dashboard's filters (/console/visitors and its CSV downloads), read from the page's address: Ulaanbaatar
// calendar days from–to (both included; the last 7 days unless chosen), the visitors' language and device, and which
// figure a download is of. A value the form would not send (a hand-typed address) falls back to its default, never a 500.
import { z } from 'zod';
import { isCalendarDay, toUlaanbaatarInput } from '../../../core/dates';
import { DEVICE_TYPES } from '../../../core/visitor-record';

/** The figures of the dashboard, each downloadable as CSV (`visitorReportCsv`). */
export const VISITOR_CHARTS = [
  'daily',
  'devices',
  'browsers',
  'os',
  'networks',
  'referrers',
  'funnel',
  'funnel-segments',
  'abandon-reasons',
  'abandon-pages',
  'exits',
  'frustration',
  'back',
  'vitals',
  'errors',
  'sessions',
] as const;
export type VisitorChart = (typeof VISITOR_CHARTS)[number];

/** The last actions the tracker names by a word of its own (app/lib/tracker/tracker.ts), shown in the staff's language. */
export const NAMED_ACTIONS = ['click', 'scroll', 'search'] as const;
export const isNamedAction = (action: string): action is (typeof NAMED_ACTIONS)[number] => (NAMED_ACTIONS as readonly string[]).includes(action);

/** Days a period may span at most: the hourly counts are kept 400 days. */
export const MAX_PERIOD_DAYS = 400;
const DEFAULT_DAYS = 7;
const DAY_MS = 86_400_000;

export type VisitorQuery = { from: string; to: string; language?: 'mn' | 'en'; device?: (typeof DEVICE_TYPES)[number] };

const day = z.string().refine(isCalendarDay);
const fields = {
  from: day,
  to: day,
  language: z.enum(['mn', 'en']),
  device: z.enum(DEVICE_TYPES),
};

/** A calendar day moved by whole days ("2026-11-28", −6 → "2026-11-22"). */
export const addDays = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The filters of an address: each field that is not valid is its default; from after to is turned round; at most 400 days. */
export function visitorQueryOf(params: URLSearchParams, now = new Date()): VisitorQuery {
  const read = <K extends keyof typeof fields>(key: K) => {
    const parsed = fields[key].safeParse(params.get(key) ?? undefined);
    return parsed.success ? (parsed.data as z.output<(typeof fields)[K]>) : undefined;
  };
  const today = toUlaanbaatarInput(now).slice(0, 10);
  let to = read('to') ?? today;
  let from = read('from') ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) [from, to] = [to, from];
  if (from < addDays(to, -(MAX_PERIOD_DAYS - 1))) from = addDays(to, -(MAX_PERIOD_DAYS - 1));
  const language = read('language');
  const device = read('device');
  return { from, to, ...(language ? { language } : {}), ...(device ? { device } : {}) };
}

/** The figure a download asks for (?chart=), or null. */
export function visitorChartOf(params: URLSearchParams): VisitorChart | null {
  const chart = params.get('chart');
  return VISITOR_CHARTS.find((c) => c === chart) ?? null;
}

/** The query as an address's parameters (the defaults' empty ones left out), for links that keep the filters. */
export function visitorSearch(query: VisitorQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...extra, from: query.from, to: query.to });
  if (query.language) params.set('language', query.language);
  if (query.device) params.set('device', query.device);
  return `?${params}`;
}
