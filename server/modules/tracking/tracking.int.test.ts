// The visitor tracking beacon (POST /api/log): records are checked, counted and written as events and hourly counts;
// nothing of a shopper is kept; malformed, oversized, crawled and flooding records change nothing; visit_events' daily
// partitions are made ahead and the old ones dropped.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { storeIdOf } from '../../../test/order-rows';
import type { VisitorRecordInput } from '../../../core/visitor-record';
import { visitEvents, visitRollups } from '../../db/schema';
import { ensurePartitions, listPartitions } from './partitions';
import { PER_SESSION_PER_MINUTE } from './routes';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
let sessions = 0;
const sessionId = () => `test-session-${String(++sessions).padStart(4, '0')}-${Math.random().toString(36).slice(2, 8)}`;

/** A phone's first send: home, then a product it rage-clicked, added to the cart and left. */
function shopperRecord(id: string): VisitorRecordInput & Record<string, unknown> {
  const t = Date.now() - 60_000;
  return {
    userId: 'guest',
    sessionId: id,
    deviceType: 'mobile',
    browser: 'Chrome',
    os: 'Android',
    networkType: '4g',
    referrer: 'https://www.facebook.com/some/post?id=123',
    language: 'mn',
    sessionDuration: 60_000,
    newSession: true,
    firstVisitToday: true,
    engaged: true,
    visits: [
      { path: '/', title: 'Зууч', entryTime: t, exitTime: t + 10_000, duration: 10_000, scrollDepth: 60, scrollSpeed: 400 },
      {
        path: '/p/iphone-15?utm_source=fb',
        title: 'iPhone 15',
        entryTime: t + 10_000,
        exitTime: t + 60_000,
        duration: 50_000,
        scrollDepth: 90,
        scrollSpeed: 300,
        actions: [
          { type: 'click', text: 'Сагсанд хийх' },
          { type: 'rage', text: 'Үнэ: 3,200,000₮' },
          { type: 'dead', text: 'Хүргэлтийн нөхцөл' },
        ],
        frustrationSignals: { rageClicks: 1, deadClicks: 1, backButtonClicks: 1 },
      },
    ],
    funnel: [
      { step: 'view', path: '/p/iphone-15', origin: 'US' },
      { step: 'cart', path: '/p/iphone-15', origin: 'US' },
    ],
    cart: { items: 1, abandoned: true, abandonmentReason: 'shipping_cost', path: '/order' },
    errors: [{ message: 'TypeError: x is undefined', path: '/p/iphone-15' }],
    performance: { pageLoadTime: 1800, jsErrors: 1, vitals: [{ name: 'LCP', value: 2140, path: '/p/iphone-15' }, { name: 'CLS', value: 0.034, path: '/' }] },
    lastActionBeforeExit: 'Сагсанд хийх',
    exit: true,
    // Unknown fields are dropped, never kept.
    phone: '99112233',
  };
}

describe.each(databaseKinds)('visitor tracking on %s', (kind) => {
  let api: TestApi;
  let storeId = '';

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = await storeIdOf(api.db.database.db);
  });
  afterAll(() => api?.close());

  const db = () => api.db.database.db;
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/api/log', headers: { 'user-agent': PHONE, 'content-type': 'application/json', ...headers }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  /** A session's events, by kind, path and label (compared by code point, as no collation differs). */
  const eventsOf = async (id: string) => {
    const key = (r: typeof visitEvents.$inferSelect) => `${r.kind}\u0000${r.path}\u0000${r.label}`;
    return (await db().select().from(visitEvents).where(eq(visitEvents.sessionId, id))).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  };
  const rollup = async (metric: string, dim?: string, dim2?: string) =>
    (
      await db()
        .select({ n: sql<number>`coalesce(sum(${visitRollups.n}), 0)::int`, total: sql<number>`coalesce(sum(${visitRollups.total}), 0)::float` })
        .from(visitRollups)
        .where(and(eq(visitRollups.storeId, storeId), eq(visitRollups.metric, metric), dim === undefined ? undefined : eq(visitRollups.dim, dim), dim2 === undefined ? undefined : eq(visitRollups.dim2, dim2)))
    )[0];

  it('answers 202 at once and writes the session’s events and hourly counts, with nothing of the shopper', async () => {
    const id = sessionId();
    const answer = await send(shopperRecord(id));
    expect(answer.statusCode).toBe(202);
    await api.app.services.flushVisits();

    const rows = await eventsOf(id);
    expect(rows.map((r) => [r.kind, r.path, r.label])).toEqual([
      ['abandon', '/order', 'shipping_cost'],
      ['back', '/p/iphone-15', ''],
      ['click', '/p/iphone-15', 'Сагсанд хийх'],
      ['dead', '/p/iphone-15', 'Хүргэлтийн нөхцөл'],
      ['engaged', '/', ''],
      ['error', '/p/iphone-15', 'TypeError: x is undefined'],
      ['exit', '/p/iphone-15', 'Сагсанд хийх'],
      ['funnel', '/p/iphone-15', 'cart'],
      ['funnel', '/p/iphone-15', 'view'],
      ['load', '/', ''],
      ['page', '/', 'Зууч'],
      ['page', '/p/iphone-15', 'iPhone 15'],
      ['rage', '/p/iphone-15', 'Үнэ: 3,200,000₮'],
      ['session', '/', ''],
      ['vital', '/', 'CLS'],
      ['vital', '/p/iphone-15', 'LCP'],
    ]);
    // The browser and system from the request's user agent, the referrer's host only, signed in or not — no user id, no phone.
    expect(new Set(rows.map((r) => JSON.stringify([r.language, r.device, r.browser, r.os, r.network, r.referrer, r.signedIn])))).toEqual(
      new Set([JSON.stringify(['mn', 'mobile', 'Chrome', 'Android', '4g', 'facebook.com', false])]),
    );
    expect(JSON.stringify(rows)).not.toContain('99112233');
    expect(rows.find((r) => r.kind === 'funnel')?.origin).toBe('US');

    expect(await rollup('sessions')).toMatchObject({ n: 1 });
    expect(await rollup('visitors')).toMatchObject({ n: 1 });
    expect(await rollup('engaged')).toMatchObject({ n: 1 });
    expect(await rollup('pageview', 'product', '/p/iphone-15')).toEqual({ n: 1, total: 50_000 });
    expect(await rollup('rage', '/p/iphone-15', 'Үнэ: 3,200,000₮')).toMatchObject({ n: 1 });
    expect(await rollup('funnel', 'cart', 'US')).toMatchObject({ n: 1 });
    expect(await rollup('abandon', 'shipping_cost', '/order')).toMatchObject({ n: 1 });
    expect(await rollup('vital:LCP', 'product', '2100')).toEqual({ n: 1, total: 2140 });
    expect(await rollup('referrer', 'facebook.com')).toMatchObject({ n: 1 });
    expect(await rollup('exit', 'Сагсанд хийх', '/p/iphone-15')).toMatchObject({ n: 1 });
  });

  it('adds a session’s later sends to the same hour’s counts, and a page seen again after the tab came back only adds its time', async () => {
    const id = sessionId();
    const before = await rollup('pageview', 'home', '/');
    await send({ sessionId: id, deviceType: 'desktop', language: 'en', newSession: true, visits: [{ path: '/', entryTime: 1, duration: 1000 }] });
    await send({ sessionId: id, deviceType: 'desktop', language: 'en', visits: [{ path: '/', entryTime: 2, duration: 500, resumed: true }] });
    await api.app.services.flushVisits();
    expect(await rollup('pageview', 'home', '/')).toEqual({ n: before.n + 1, total: before.total + 1000 });
    expect((await rollup('time', 'home', '/')).total).toBeGreaterThanOrEqual(500);
    expect((await eventsOf(id)).map((r) => r.kind)).toEqual(['page', 'resume', 'session']);
  });

  it('files an exit sent after the tab was hidden under the page the send was made on', async () => {
    const id = sessionId();
    await send({ sessionId: id, deviceType: 'mobile', path: '/p/iphone-15', exit: true, lastActionBeforeExit: 'Өнгө: Хар' });
    await api.app.services.flushVisits();
    expect((await eventsOf(id)).map((r) => [r.kind, r.path, r.label])).toEqual([['exit', '/p/iphone-15', 'Өнгө: Хар']]);
  });

  it('keeps a path without its query and without an order’s number or a gift card’s address', async () => {
    const id = sessionId();
    await send({
      sessionId: id,
      deviceType: 'mobile',
      visits: [
        { path: '/order/100234?token=abc', entryTime: 1 },
        { path: '/giftcard/9f8e7d6c5b4a', entryTime: 2 },
        { path: '/order/review', entryTime: 3 },
        { path: '/order/100234/complete', entryTime: 4 },
      ],
    });
    await api.app.services.flushVisits();
    expect((await eventsOf(id)).map((r) => [r.path, r.pageType])).toEqual([
      ['/giftcard/:url', 'other'],
      ['/order/:id', 'order'],
      ['/order/:id/complete', 'order'],
      ['/order/review', 'checkout'],
    ]);
  });

  it('refuses malformed and oversized records with a 4xx and keeps nothing of them', async () => {
    const id = sessionId();
    const bad: unknown[] = [
      '{"sessionId": ',
      'not json',
      {},
      { sessionId: 'short', deviceType: 'mobile' },
      { sessionId: id, deviceType: 'tv' },
      { sessionId: id, deviceType: 'mobile', visits: 'home' },
      { sessionId: id, deviceType: 'mobile', visits: Array.from({ length: 31 }, () => ({ path: '/', entryTime: 1 })) },
      { sessionId: id, deviceType: 'mobile', visits: [{ path: '/', entryTime: -5 }] },
      { sessionId: id, deviceType: 'mobile', performance: { vitals: [{ name: 'FID', value: 5, path: '/' }] } },
      { sessionId: id, deviceType: 'mobile', funnel: [{ step: 'bought', path: '/' }] },
      { sessionId: id, deviceType: 'mobile', errors: [{ message: 'x'.repeat(5000), path: '/' }] },
    ];
    for (const payload of bad) {
      const answer = await send(payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json().error.code).toBe('VALIDATION');
    }
    const huge = await send({ sessionId: id, deviceType: 'mobile', referrer: 'x'.repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
    const wrongType = await api.app.inject({ method: 'POST', url: '/api/log', headers: { 'content-type': 'application/xml' }, payload: '<record/>' });
    expect(wrongType.statusCode).toBe(415);
    await api.app.services.flushVisits();
    expect(await eventsOf(id)).toEqual([]);
    // Each refusal is counted for the operators (/metrics).
    const metrics = (await api.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(Number(/zuuch_visitor_records_total\{result="invalid"\} (\d+)/.exec(metrics)?.[1])).toBeGreaterThanOrEqual(bad.length + 2);
  });

  it('answers crawlers like anyone and counts nothing of them', async () => {
    const id = sessionId();
    const answer = await send(shopperRecord(id), { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(answer.statusCode).toBe(202);
    await api.app.services.flushVisits();
    expect(await eventsOf(id)).toEqual([]);
  });

  it('limits how many records one session sends a minute (429 with Retry-After), without limiting other sessions', async () => {
    const id = sessionId();
    const record = { sessionId: id, deviceType: 'mobile', visits: [{ path: '/', entryTime: 1 }] };
    for (let i = 0; i < PER_SESSION_PER_MINUTE; i++) expect((await send(record)).statusCode).toBe(202);
    const limited = await send(record);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send({ ...record, sessionId: sessionId() })).statusCode).toBe(202);
    await api.app.services.flushVisits();
    expect((await eventsOf(id)).length).toBe(PER_SESSION_PER_MINUTE);
  });

  it('makes the coming days’ partitions, writes into them, and drops whole days older than the kept ones', async () => {
    const names = async () => (await listPartitions(db())).map((d) => d.toISOString().slice(0, 10));
    // A shop running from 1 March: yesterday, today and two days ahead are made.
    await ensurePartitions(db(), { keepDays: 3, now: new Date('2031-03-01T12:00:00Z') });
    expect(await names()).toEqual(expect.arrayContaining(['2031-02-28', '2031-03-01', '2031-03-02', '2031-03-03']));
    await db().insert(visitEvents).values(
      ['2031-02-28T10:00:00Z', '2031-03-01T10:00:00Z', '2031-03-03T23:59:59Z'].map((at) => ({
        at: new Date(at),
        storeId,
        sessionId: 'partition-test',
        kind: 'page',
        language: 'mn',
        device: 'mobile',
        browser: 'Chrome',
        os: 'Android',
        network: '4g',
        referrer: '',
        signedIn: false,
        path: '/',
        pageType: 'home',
      })),
    );
    // Four days on, with three kept: 28 February and 1 March are dropped with their rows, 2–6 March are there.
    const { dropped } = await ensurePartitions(db(), { keepDays: 3, now: new Date('2031-03-05T01:00:00Z') });
    expect(dropped).toEqual(expect.arrayContaining(['visit_events_20310228', 'visit_events_20310301', 'visit_events_20310302']));
    const left = await names();
    expect(left).not.toContain('2031-03-01');
    expect(left).toEqual(expect.arrayContaining(['2031-03-03', '2031-03-04', '2031-03-05', '2031-03-06', '2031-03-07']));
    const rows = await db().select({ at: visitEvents.at }).from(visitEvents).where(eq(visitEvents.sessionId, 'partition-test'));
    expect(rows.map((r) => r.at.toISOString())).toEqual(['2031-03-03T23:59:59.000Z']);
    // Running again changes nothing; two processes at once take turns.
    const twice = await Promise.all([
      ensurePartitions(db(), { keepDays: 3, now: new Date('2031-03-05T01:00:00Z') }),
      ensurePartitions(db(), { keepDays: 3, now: new Date('2031-03-05T01:00:00Z') }),
    ]);
    expect(twice.flatMap((t) => [...t.made, ...t.dropped])).toEqual([]);
    // Back to the present, so later writes find today's partition.
    await ensurePartitions(db(), { keepDays: 30 });
  });

  it('makes a missing day’s partition when a write needs it', async () => {
    const today = new Date();
    const name = `visit_events_${today.toISOString().slice(0, 10).replaceAll('-', '')}`;
    await db().execute(sql.raw(`drop table if exists "${name}"`));
    const id = sessionId();
    expect((await send({ sessionId: id, deviceType: 'mobile', newSession: true })).statusCode).toBe(202);
    await api.app.services.flushVisits();
    expect((await eventsOf(id)).map((r) => r.kind)).toEqual(['session']);
  });
});
