// GET /metrics: Prometheus' text format with this app's request counts per route pattern, the process, the pool, and the
// store's orders, payment attempts and work queues read from the database; and who may read it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/api';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/databases';
import { insertOrder } from '../../test/order-rows';
import { PRODUCTION_ENV } from '../../test/production';
import { buildApp } from '../app';
import { parseConfig, testConfig, type Config } from '../config';
import { paymentAttempts, receipts } from '../db/schema';
import { enqueueReceiptIn } from '../modules/receipts/enqueue-receipt';

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * Reads the exposition text strictly: every line is a HELP, a TYPE or a sample of a family typed before it, and every
 * label and value has the format's syntax (empty lines are ignored, values as Go's ParseFloat reads them: prom-client writes NaN as "Nan").
 * Answers the samples.
 */
function parseExposition(text: string): Sample[] {
  const typed = new Map<string, string>();
  const samples: Sample[] = [];
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue; // the format ignores empty lines
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped'], line).toContain(comment[3]);
        typed.set(comment[2], comment[3]);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\["\\n])*",?)*)\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|[Nn]a[Nn]|[+-]Inf))$/.exec(line);
    expect(sample, line).not.toBeNull();
    const [, name, labelText, value] = sample!;
    const family = [name, name.replace(/_(bucket|sum|count)$/, '')].find((n) => typed.has(n));
    expect(family, `${name} has no TYPE`).toBeDefined();
    const labels = Object.fromEntries([...(labelText ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

/** The value of the one sample of `name` whose labels include `labels` (0 when there is none). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value ?? 0;
}

async function scrape(app: FastifyInstance): Promise<Sample[]> {
  const res = await app.inject('/metrics');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(Registry.PROMETHEUS_CONTENT_TYPE);
  expect(res.headers['cache-control']).toBe('no-store');
  return parseExposition(res.body);
}

describe.each(databaseKinds)('GET /metrics on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api?.close());

  it('counts requests by method, route pattern and status code, in Prometheus text format', async () => {
    const before = await scrape(api.app);
    const categories = { method: 'GET', route: '/api/v1/categories', status_code: '200' };
    for (let i = 0; i < 3; i++) expect((await api.app.inject('/api/v1/categories')).statusCode).toBe(200);
    const order = await api.app.inject('/api/v1/orders/12345');
    await api.app.inject('/api/v1/no-such-call');
    await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: {} });
    await api.app.inject('/__sandbox/sms');
    const after = await scrape(api.app);
    const moved = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);

    expect(moved('http_requests_total', categories)).toBe(3);
    expect(moved('http_request_duration_seconds_count', categories)).toBe(3);
    expect(moved('http_request_duration_seconds_bucket', { ...categories, le: '+Inf' })).toBe(3);
    expect(valueOf(after, 'http_request_duration_seconds_sum', categories)).toBeGreaterThan(0);
    // The route's pattern, never the URL: one series however many orders are asked for.
    expect(moved('http_requests_total', { method: 'GET', route: '/api/v1/orders/:number', status_code: String(order.statusCode) })).toBe(1);
    expect(after.filter((s) => JSON.stringify(s.labels).includes('12345') || JSON.stringify(s.labels).includes('no-such-call'))).toEqual([]);
    expect(moved('http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(moved('http_requests_total', { method: 'POST', route: '/api/auth/store', status_code: '400' })).toBe(1);
    expect(moved('http_requests_total', { method: 'GET', route: 'sandbox', status_code: '200' })).toBe(1);
    // The scrapes themselves are counted too, and Node's own metrics are there.
    expect(valueOf(after, 'http_requests_total', { route: '/metrics', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('reports orders by state, payment attempts, the workers’ queues and the pool, from the database at each scrape', async () => {
    const db = api.db.database.db;
    const empty = await scrape(api.app);
    expect(valueOf(empty, 'zuuch_database_up')).toBe(1);
    expect(valueOf(empty, 'zuuch_orders', { state: 'paid' })).toBe(0); // every state is reported, 0 when empty
    expect(valueOf(empty, 'zuuch_queue_depth', { queue: 'receipts_due' })).toBe(0);

    const paid = await insertOrder(db, { state: 'paid' });
    const givenUp = await insertOrder(db, { state: 'paid' });
    await insertOrder(db, { state: 'new', createdAt: new Date(Date.now() - 3 * 86_400_000) }); // past its 48 hours
    await insertOrder(db, { state: 'new' });
    await insertOrder(db, { state: 'complete' });
    await enqueueReceiptIn(db, paid.id);
    await enqueueReceiptIn(db, givenUp.id);
    await db.update(receipts).set({ status: 'failed' }).where(eq(receipts.orderId, givenUp.id));
    const attempt = { orderId: paid.id, provider: 'qpay' as const, amount: paid.total, senderRef: randomBytes(8).toString('hex'), callbackToken: randomBytes(8).toString('hex') };
    await db.insert(paymentAttempts).values([attempt, { ...attempt, status: 'paid', senderRef: randomBytes(8).toString('hex') }]);
    // An invoice whose provider has not answered for long: due to be asked again, unanswered, flagged for staff.
    const silent = await insertOrder(db, { state: 'not_paid' });
    const past = new Date(Date.now() - 60_000);
    await db.insert(paymentAttempts).values({ ...attempt, orderId: silent.id, provider: 'storepay', senderRef: randomBytes(8).toString('hex'), providerRef: 'loan-1', nextCheckAt: past, unansweredChecks: 6, unansweredSince: past, flaggedAt: past });

    const now = await scrape(api.app);
    expect(valueOf(now, 'zuuch_orders', { state: 'paid' })).toBe(2);
    expect(valueOf(now, 'zuuch_orders', { state: 'new' })).toBe(2);
    expect(valueOf(now, 'zuuch_orders', { state: 'not_paid' })).toBe(1);
    // The demo store's answered demo orders are complete already: one more.
    expect(valueOf(now, 'zuuch_orders', { state: 'complete' })).toBe(valueOf(empty, 'zuuch_orders', { state: 'complete' }) + 1);
    expect(valueOf(now, 'zuuch_orders', { state: 'cancelled' })).toBe(0);
    expect(valueOf(now, 'zuuch_payment_attempts', { provider: 'qpay', status: 'pending' })).toBe(1);
    expect(valueOf(now, 'zuuch_payment_attempts', { provider: 'qpay', status: 'paid' })).toBe(1);
    expect(valueOf(now, 'zuuch_queue_depth', { queue: 'receipts_due' })).toBe(1);
    expect(valueOf(now, 'zuuch_queue_depth', { queue: 'receipts_failed' })).toBe(1);
    expect(valueOf(now, 'zuuch_queue_depth', { queue: 'orders_unpaid_overdue' })).toBe(1);
    expect(valueOf(now, 'zuuch_queue_depth', { queue: 'payment_checks_due' })).toBe(1);
    expect(valueOf(now, 'zuuch_queue_depth', { queue: 'payment_checks_unanswered' })).toBe(1);
    expect(valueOf(now, 'zuuch_queue_depth', { queue: 'payment_checks_flagged' })).toBe(1);

    const pool = now.filter((s) => s.name.startsWith('zuuch_db_pool_')).map((s) => s.name);
    if (kind === 'postgres') {
      expect(pool.sort()).toEqual(['zuuch_db_pool_connections', 'zuuch_db_pool_idle_connections', 'zuuch_db_pool_waiting_requests']);
      expect(valueOf(now, 'zuuch_db_pool_connections')).toBeGreaterThanOrEqual(1);
    } else {
      expect(pool).toEqual([]); // PGlite has no pool
    }
  });
});

describe('who may read /metrics', () => {
  let db: TestDatabase;
  const token = 'a-long-metrics-token-0123';
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(() => db.drop());

  async function withApp(config: Config, check: (app: FastifyInstance) => Promise<void>) {
    const app = await buildApp({ config, database: db.database, ssr: 'none' });
    try {
      await check(app);
    } finally {
      await app.close();
    }
  }
  const production = (env: Record<string, string> = {}) =>
    parseConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', ...PRODUCTION_ENV, ...env });

  it('answers this machine only in a demo without a token', async () => {
    await withApp(testConfig(), async (app) => {
      expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
      const elsewhere = await app.inject({ url: '/metrics', remoteAddress: '10.0.0.7' });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().error.code).toBe('NOT_FOUND');
      expect(elsewhere.body).not.toContain('http_requests_total');
    });
  });

  it('asks for the token as a bearer token when one is set, from any address, this machine included', async () => {
    await withApp(testConfig({ metricsToken: token }), async (app) => {
      for (const authorization of [undefined, `Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, `Basic ${token}`, token, 'Bearer ']) {
        const res = await app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json().error.code).toBe('UNAUTHORIZED');
      }
      const ok = await app.inject({ url: '/metrics', remoteAddress: '10.0.0.7', headers: { authorization: `Bearer ${token}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('# TYPE http_requests_total counter');
    });
  });

  it('has no /metrics in production without a token, serves it with one, and serves the API document in both', async () => {
    await withApp(production(), async (app) => {
      expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(404);
      expect((await app.inject('/api/docs/json')).statusCode).toBe(200);
    });
    await withApp(production({ METRICS_TOKEN: token }), async (app) => {
      expect((await app.inject('/metrics')).statusCode).toBe(401);
      expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
      expect((await app.inject('/api/docs')).statusCode).toBe(200);
    });
  });

  it('refuses a METRICS_TOKEN shorter than 16 characters at start', () => {
    expect(() => parseConfig({ METRICS_TOKEN: 'short-token' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(parseConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
  });
});
