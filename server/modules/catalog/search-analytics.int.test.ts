// Search analytics: the shop's reports (/api/v1/search/events) are counted per day and query, written in one statement
// per flush, and read back as the console's report — with nothing that could be personal kept.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { storeIdOf } from '../../../test/order-rows';
import { searchQueries } from '../../db/schema';
import { createSearchRecorder, searchReport } from './search-analytics';

describe.each(databaseKinds)('search analytics on %s', (kind) => {
  let api: TestApi;
  let storeId = '';

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = await storeIdOf(api.db.database.db);
  });
  afterAll(() => api?.close());

  const report = (body: object, userAgent = 'Mozilla/5.0 (iPhone) Mobile Safari') =>
    api.app.inject({ method: 'POST', url: '/api/v1/search/events', headers: { 'user-agent': userAgent }, payload: body });

  it('counts searches and opened results per query, its spellings together, and reports them', async () => {
    for (const body of [
      { q: 'Ноутбук', event: 'search', results: 4 },
      { q: 'noutbuk', event: 'search', results: 4 },
      { q: 'ноутбук', event: 'click' },
      { q: 'zuuchlamp', event: 'search', results: 0 },
      { q: 'zuuchlamp', event: 'search', results: 0 },
      { q: 'пүүз', event: 'search', results: 9 },
      { q: 'пүүз', event: 'search', results: 9 },
    ]) expect((await report(body)).statusCode).toBe(204);
    await api.app.services.flushSearches();
    const got = await api.app.services.searchReport(storeId, 30);
    expect(got.totals).toEqual({ searches: 6, zeroResults: 2, clicks: 1 });
    expect(got.top.map((r) => [r.query, r.searches, r.results, r.clicks])).toEqual([
      ['noutbuk', 2, 4, 1],
      ['zuuchlamp', 2, 0, 0],
      ['пүүз', 2, 9, 0],
    ]);
    expect(got.zeroResults.map((r) => r.query)).toEqual(['zuuchlamp']);
    expect(got.noClicks.map((r) => r.query)).toEqual(['пүүз']);

    // The next write adds to the day's counts; a click alone keeps the last count and spelling.
    await report({ q: 'пүүз', event: 'click' });
    await api.app.services.flushSearches();
    expect((await api.app.services.searchReport(storeId, 30)).top.find((r) => r.query === 'пүүз')).toEqual({ query: 'пүүз', searches: 2, results: 9, clicks: 1 });
  });

  it('keeps nothing that could be personal, nothing from crawlers, and refuses what is not a report', async () => {
    const before = (await api.db.database.db.select({ n: sql<number>`count(*)::int` }).from(searchQueries))[0].n;
    await report({ q: '99112233', event: 'search', results: 0 });
    await report({ q: 'bold@example.mn', event: 'search', results: 0 });
    await report({ q: 'crawled thing', event: 'search', results: 0 }, 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    await api.app.services.flushSearches();
    expect((await api.db.database.db.select({ n: sql<number>`count(*)::int` }).from(searchQueries))[0].n).toBe(before);
    for (const body of [{ q: 'x', event: 'view' }, { q: 'x'.repeat(201), event: 'search' }, { q: 'x', event: 'search', results: -1 }, {}]) {
      expect((await report(body)).statusCode).toBe(400);
    }
  });

  it('reads a period by Ulaanbaatar’s days and forgets days past a year and a month', async () => {
    const db = api.db.database.db;
    const recorder = createSearchRecorder(db);
    const now = new Date('2026-11-25T03:00:00Z');
    recorder.record(storeId, { q: 'old thing', event: 'search', results: 1 }, new Date('2026-10-01T03:00:00Z'));
    recorder.record(storeId, { q: 'ancient thing', event: 'search', results: 1 }, new Date('2025-09-01T03:00:00Z'));
    await recorder.flush(now);
    const days = async (n: number) => (await searchReport(db, storeId, n, now, 100)).top.map((r) => r.query);
    expect(await days(7)).not.toContain('old thing');
    expect(await days(90)).toContain('old thing');
    expect(await days(3650)).not.toContain('ancient thing');
  });
});
