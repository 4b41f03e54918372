// Search analytics: what shoppers search for, what it finds and whether they open a result, per day and query — no
// shopper, address or session (core/search-queries.ts decides what of a query is kept). The search page reports each
// search and each opened result (POST /api/v1/search/events, sent by the browser, so kept pages count too); a process
// adds them up in memory and writes the sums every few seconds (server/app.ts calls `flush`), one statement for all, so
// a busy search costs the database one upsert per query and write, not one per shopper. Staff read the report at
// /console/search.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { toUlaanbaatarInput } from '../../../core/dates';
import { keptSearchQuery } from '../../../core/search-queries';
import type { Db } from '../../db/client';
import { searchQueries } from '../../db/schema';

export type SearchEvent = { q: string; event: 'search' | 'click'; results: number };

/** Queries held between writes at most (more are dropped until the next write: a flood cannot fill the memory). */
const MAX_PENDING = 5_000;
/** Days of counts kept: a year and a month, so a season can be compared with the last. */
export const KEPT_DAYS = 400;

type Pending = { storeId: string; day: string; key: string; query: string; searches: number; results: number; clicks: number };

/** Ulaanbaatar's calendar day of a moment ("2026-11-25"). */
const dayOf = (at: Date) => toUlaanbaatarInput(at).slice(0, 10);

export function createSearchRecorder(db: Db) {
  let pending = new Map<string, Pending>();
  let pruned = 0;

  /** Counts one search (with how many products it found) or one opened result; a query not to be kept is ignored. */
  function record(storeId: string, event: SearchEvent, at = new Date()): void {
    const kept = keptSearchQuery(event.q);
    if (!kept) return;
    const day = dayOf(at);
    const id = `${storeId} ${day} ${kept.key}`;
    let row = pending.get(id);
    if (!row) {
      if (pending.size >= MAX_PENDING) return;
      pending.set(id, (row = { storeId, day, key: kept.key, query: kept.query, searches: 0, results: 0, clicks: 0 }));
    }
    if (event.event === 'click') row.clicks++;
    else {
      row.searches++;
      row.results = event.results;
      row.query = kept.query;
    }
  }

  /** Writes what was counted since the last write (and, once an hour, forgets days older than KEPT_DAYS). */
  async function flush(now = new Date()): Promise<void> {
    const rows = [...pending.values()];
    pending = new Map();
    if (rows.length > 0) {
      await db
        .insert(searchQueries)
        .values(rows)
        .onConflictDoUpdate({
          target: [searchQueries.storeId, searchQueries.day, searchQueries.key],
          set: {
            searches: sql`${searchQueries.searches} + excluded.searches`,
            clicks: sql`${searchQueries.clicks} + excluded.clicks`,
            // The last search's count and spelling; a click alone leaves them.
            results: sql`case when excluded.searches > 0 then excluded.results else ${searchQueries.results} end`,
            query: sql`case when excluded.searches > 0 then excluded.query else ${searchQueries.query} end`,
          },
        });
    }
    if (now.getTime() - pruned > 3_600_000) {
      pruned = now.getTime();
      await db.delete(searchQueries).where(lt(searchQueries.day, dayOf(new Date(now.getTime() - KEPT_DAYS * 86_400_000))));
    }
  }

  return { record, flush };
}

export type SearchRow = { query: string; searches: number; results: number; clicks: number };
export type SearchReport = {
  days: number;
  /** All searches of the period, those that found nothing, and those after which a result was opened (by clicks). */
  totals: { searches: number; zeroResults: number; clicks: number };
  /** The most searched queries; those whose last search found nothing; those searched more than once and never opened. */
  top: SearchRow[];
  zeroResults: SearchRow[];
  noClicks: SearchRow[];
};

/** The period's queries, each spelling of one key together, most searched first, at most `limit` per list. */
export async function searchReport(db: Db, storeId: string, days: number, now = new Date(), limit = 20): Promise<SearchReport> {
  const since = dayOf(new Date(now.getTime() - (days - 1) * 86_400_000));
  const byKey = db
    .select({
      query: sql<string>`(array_agg(${searchQueries.query} order by ${searchQueries.day} desc))[1]`.as('query'),
      searches: sql<number>`sum(${searchQueries.searches})::int`.as('searches'),
      results: sql<number>`coalesce((array_agg(${searchQueries.results} order by ${searchQueries.day} desc) filter (where ${searchQueries.searches} > 0))[1], 0)`.as('results'),
      clicks: sql<number>`sum(${searchQueries.clicks})::int`.as('clicks'),
    })
    .from(searchQueries)
    .where(and(eq(searchQueries.storeId, storeId), gte(searchQueries.day, since)))
    .groupBy(searchQueries.key)
    .as('by_key');
  const list = (where?: ReturnType<typeof sql>) =>
    db
      .select()
      .from(byKey)
      .where(where ? and(sql`${byKey.searches} > 0`, where) : sql`${byKey.searches} > 0`)
      .orderBy(desc(byKey.searches), byKey.query)
      .limit(limit);
  const [top, zeroResults, noClicks, [totals]] = await Promise.all([
    list(),
    list(sql`${byKey.results} = 0`),
    list(sql`${byKey.results} > 0 and ${byKey.clicks} = 0 and ${byKey.searches} > 1`),
    db
      .select({
        searches: sql<number>`coalesce(sum(${byKey.searches}), 0)::int`,
        zeroResults: sql<number>`coalesce(sum(${byKey.searches}) filter (where ${byKey.results} = 0), 0)::int`,
        clicks: sql<number>`coalesce(sum(${byKey.clicks}), 0)::int`,
      })
      .from(byKey),
  ]);
  return { days, totals, top, zeroResults, noClicks };
}
