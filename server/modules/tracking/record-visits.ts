// Visitor tracking records (POST /api/log, core/visitor-record.ts) turned into events and hourly counts. A process
// holds what arrived in memory and writes it every second, four times a second on PGlite (server/app.ts calls `flush`):
// the events into the day's partition of visit_events, and their counts added to visit_rollups in the same transaction,
// so the dashboard's numbers are the events' numbers. A beacon costs the database nothing by itself; a crash loses at
// most the last second's records (ADR 0012). Nothing of a shopper is kept: signed in or not, never who.
import { sql } from 'drizzle-orm';
import {
  describeUserAgent,
  networkKind,
  pageTypeOf,
  referrerHost,
  trackedPath,
  vitalBucket,
  type VisitorRecord,
} from '../../../core/visitor-record';
import type { Db } from '../../db/client';
import { visitEvents, visitRollups } from '../../db/schema';
import { ensurePartitions, isMissingPartition } from './partitions';

type RollupRow = typeof visitRollups.$inferInsert;

/** An event as visit_events stores it, under the table's column names (as jsonb_to_recordset reads it). */
type StoredEvent = {
  /** ISO 8601, made once per record. */
  at: string;
  store_id: string;
  session_id: string;
  kind: string;
  language: string;
  device: string;
  browser: string;
  os: string;
  network: string;
  referrer: string;
  signed_in: boolean;
  path: string;
  page_type: string;
  label: string;
  value: number | null;
  origin: string | null;
};

/** A rollup row as jsonb_to_recordset reads it. */
const rollupJson = (r: RollupRow) => ({ store_id: r.storeId, hour: r.hour, language: r.language, device: r.device, metric: r.metric, dim: r.dim, dim2: r.dim2, n: r.n, total: r.total });

/**
 * How often a process writes what it holds. On PGlite the write runs on the event loop: a quarter second's worth at a
 * time keeps each pause short (a second's, about 2,000 events at the load bench's rate, held the shop's requests for
 * tens of milliseconds). On PostgreSQL the write is the database server's work, and one a second costs it half as much
 * CPU as four (each hour's rollup rows are updated once, not four times).
 */
export const writeEveryMs = (kind: 'pglite' | 'postgres') => (kind === 'pglite' ? 250 : 1_000);
/** Events held between writes at most: more are refused (counted as `dropped`) until the next write. */
export const MAX_PENDING_EVENTS = 50_000;
/** Rows per insert statement (a JSON parameter of about a megabyte at most). */
const ROWS_PER_INSERT = 5_000;

/** The start of the UTC hour a moment falls in: the rollups' time key (the dashboard shows Ulaanbaatar's days). */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

/**
 * The events one record holds, each with what the dashboard counts it as: `metric` with one or two dimensions, and a
 * value that is summed (a page's time, a Vital's value). A record is the session's news since its last send.
 */
export function eventsOf(
  storeId: string,
  record: VisitorRecord,
  context: { at: Date; userAgent: string; ownHost: string | null },
): { event: StoredEvent | null; metric: string; dim: string; dim2: string; value: number }[] {
  const { browser, os } = describeUserAgent(context.userAgent);
  const network = networkKind(record.networkType);
  const referrer = referrerHost(record.referrer, context.ownHost);
  const signedIn = record.userId !== '' && record.userId !== 'guest';
  const at = context.at.toISOString();
  const out: ReturnType<typeof eventsOf> = [];
  // Each event is written out field by field: spreading a shared base into every event cost ten times as much (the
  // beacon's CPU profile under load).
  const add = (kind: string, rawPath: string, label: string, value: number | null, metric: string | null, dim = '', dim2 = '', origin: string | null = null) => {
    const path = trackedPath(rawPath);
    const event: StoredEvent = {
      at,
      store_id: storeId,
      session_id: record.sessionId,
      kind,
      language: record.language,
      device: record.deviceType,
      browser,
      os,
      network,
      referrer,
      signed_in: signedIn,
      path,
      page_type: pageTypeOf(path),
      label,
      value,
      origin,
    };
    out.push({ event, metric: metric ?? '', dim, dim2, value: value ?? 0 });
  };
  // A count with no event of its own (the session's browser, a page's scroll depth): the event row already says it.
  const count = (metric: string, dim: string, value = 0) => out.push({ event: null, metric, dim, dim2: '', value });
  const firstPath = record.visits[0]?.path ?? record.funnel[0]?.path ?? (record.path || '/');

  if (record.newSession) {
    add('session', firstPath, '', null, 'sessions');
    for (const [metric, dim] of [['browser', browser], ['os', os], ['network', network], ['referrer', referrer || '(direct)']] as const) {
      count(metric, dim);
    }
  }
  if (record.firstVisitToday) count('visitors', '');
  if (record.engaged) add('engaged', firstPath, '', null, 'engaged');

  for (const visit of record.visits) {
    const path = trackedPath(visit.path);
    const pageType = pageTypeOf(path);
    // A page seen again after the tab came back adds its time, not a page view.
    add(visit.resumed ? 'resume' : 'page', path, visit.title, visit.duration, visit.resumed ? 'time' : 'pageview', pageType, path);
    if (!visit.resumed) count('scroll', pageType, visit.scrollDepth);
    for (const action of visit.actions) {
      add(action.type, path, action.text, null, action.type === 'click' ? null : action.type, path, action.text);
    }
    for (let i = 0; i < visit.frustrationSignals.backButtonClicks; i++) add('back', path, '', null, 'back', path);
  }
  for (const step of record.funnel) add('funnel', step.path, step.step, null, 'funnel', step.step, step.origin ?? '', step.origin);
  if (record.cart?.abandoned) {
    const reason = record.cart.abandonmentReason ?? 'unknown';
    add('abandon', record.cart.path || firstPath, reason, record.cart.items, 'abandon', reason, trackedPath(record.cart.path || firstPath));
  }
  for (const error of record.errors) add('error', error.path, error.message, null, 'error', error.message, trackedPath(error.path));
  for (const vital of record.performance.vitals) {
    const path = trackedPath(vital.path);
    add('vital', path, vital.name, vital.value, `vital:${vital.name}`, pageTypeOf(path), String(vitalBucket(vital.name, vital.value)));
  }
  if (record.performance.pageLoadTime !== null) add('load', firstPath, '', record.performance.pageLoadTime, 'load', pageTypeOf(trackedPath(firstPath)));
  if (record.exit) {
    const path = record.visits.at(-1)?.path ?? (record.path || firstPath);
    add('exit', path, record.lastActionBeforeExit ?? '', record.sessionDuration, 'exit', record.lastActionBeforeExit ?? '', trackedPath(path));
  }
  return out;
}

export function createVisitRecorder(db: Db, options: { keepDays: number }) {
  // Each event is held as its JSON already: the cost is paid by the beacon that brought it, not all at once by the write.
  let events: string[] = [];
  let rollups = new Map<string, RollupRow>();
  let dropped = 0;

  /** Takes one record's events into memory; false when the memory is full (the record is dropped). */
  function record(storeId: string, visitorRecord: VisitorRecord, context: { userAgent: string; ownHost: string | null }, at = new Date()): boolean {
    const items = eventsOf(storeId, visitorRecord, { ...context, at });
    if (events.length + items.length > MAX_PENDING_EVENTS) {
      dropped++;
      return false;
    }
    const hour = hourOf(at);
    for (const item of items) {
      if (item.event) events.push(JSON.stringify(item.event));
      if (!item.metric) continue;
      const dim = item.dim.slice(0, 300);
      const dim2 = item.dim2.slice(0, 300);
      const key = `${storeId}\u0000${hour.getTime()}\u0000${item.metric}\u0000${visitorRecord.language}\u0000${visitorRecord.deviceType}\u0000${dim}\u0000${dim2}`;
      const sum = rollups.get(key);
      if (sum) {
        sum.n = (sum.n ?? 0) + 1;
        sum.total = (sum.total ?? 0) + item.value;
      } else {
        rollups.set(key, { storeId, hour, language: visitorRecord.language, device: visitorRecord.deviceType, metric: item.metric, dim, dim2, n: 1, total: item.value });
      }
    }
    return true;
  }

  // Each table's rows go as one JSON parameter, unpacked by jsonb_to_recordset: building a statement of thousands of
  // parameters cost more CPU than the beacons themselves (ADR 0012's measurement).
  async function write(eventRows: string[], rollupRows: RollupRow[]) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < eventRows.length; i += ROWS_PER_INSERT) {
        await tx.execute(sql`
          insert into ${visitEvents} (at, store_id, session_id, kind, language, device, browser, os, network, referrer, signed_in, path, page_type, label, value, origin)
          select at, store_id, session_id, kind, language, device, browser, os, network, referrer, signed_in, path, page_type, label, value, origin
          from jsonb_to_recordset(${`[${eventRows.slice(i, i + ROWS_PER_INSERT).join(',')}]`}::jsonb) as r(at timestamptz, store_id uuid,
            session_id text, kind text, language text, device text, browser text, os text, network text, referrer text, signed_in boolean,
            path text, page_type text, label text, value double precision, origin text)`);
      }
      // One statement, in the primary key's order: two processes adding to the same hours take the rows' locks in one
      // order (no deadlock). A second's distinct counts are few (a row per metric, dimension, language and device).
      if (rollupRows.length > 0) {
        await tx.execute(sql`
          insert into ${visitRollups} (store_id, hour, language, device, metric, dim, dim2, n, total)
          select store_id, hour, language, device, metric, dim, dim2, n, total
          from jsonb_to_recordset(${JSON.stringify(rollupRows.map(rollupJson))}::jsonb) as r(store_id uuid, hour timestamptz,
            language text, device text, metric text, dim text, dim2 text, n bigint, total double precision)
          order by store_id, hour, metric, language, device, dim, dim2
          on conflict (store_id, hour, metric, language, device, dim, dim2) do update set n = ${visitRollups.n} + excluded.n, total = ${visitRollups.total} + excluded.total`);
      }
    });
  }

  /** Writes what arrived since the last write; a day's partition that is missing (a clock past midnight) is made first. */
  async function writePending(): Promise<{ events: number; dropped: number }> {
    const eventRows = events;
    const rollupRows = [...rollups.values()];
    const droppedNow = dropped;
    events = [];
    rollups = new Map();
    dropped = 0;
    if (eventRows.length === 0 && rollupRows.length === 0) return { events: 0, dropped: droppedNow };
    try {
      await write(eventRows, rollupRows);
    } catch (err) {
      if (!isMissingPartition(err)) throw err;
      await ensurePartitions(db, { keepDays: options.keepDays });
      await write(eventRows, rollupRows);
    }
    return { events: eventRows.length, dropped: droppedNow };
  }

  // One write at a time, in order: a slow database makes the next wait (and take more), never two at once.
  let previous: Promise<unknown> = Promise.resolve();
  function flush(): Promise<{ events: number; dropped: number }> {
    const run = previous.then(writePending, writePending);
    previous = run.catch(() => {});
    return run;
  }

  return { record, flush, pending: () => events.length };
}
