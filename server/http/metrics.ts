// GET /metrics in Prometheus' text format: requests and their latency per route, the Node process, the PostgreSQL pool,
// the workers' queues and orders and payment attempts by state (counted in the database at each scrape, so every
// process reports the whole store). Each app has its own registry; the process metrics are one per process.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '../../core/app-error';
import { ORDER_STATES } from '../../core/order-state';
import type { Config } from '../config';
import { isDatabaseUnavailable } from '../db/availability';
import type { Database } from '../db/client';
import { countWork } from '../modules/monitoring/count-work';
import { onlyThisMachine } from '../providers/sandbox-support';

export const METRICS_PATH = '/metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route a request is counted under: Fastify's route pattern, never the raw URL, so the number of series stays
 * bounded. Every page is one route (React Router serves them all), so are the sandboxes and the hashed assets; a request
 * that matched no route is `unmatched`.
 */
export function routeLabel(request: Pick<FastifyRequest, 'routeOptions'>): string {
  const url = request.routeOptions.url;
  if (url === undefined || url === '/api/*') return 'unmatched';
  if (url === '*' || url === '/*') return 'page';
  if (url.startsWith('/__sandbox')) return 'sandbox';
  if (url.startsWith('/assets/')) return 'asset';
  return url;
}

let processRegistry: Registry | null = null;
/** Node's own metrics (CPU, memory, event loop, GC) describe the process: collected once however many apps it builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Compares a presented token with the configured one in constant time (hashes first, so lengths do not leak either). */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Counts every response in a registry of this app's own; call before any route or plugin, so that all are counted. */
export function countRequests(app: FastifyInstance): Registry {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route and status code', labelNames, registers: [registry] });
  const duration = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request, by method, route and status code', labelNames, registers: [registry] });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: METHODS.has(request.method) ? request.method : 'other', route: routeLabel(request), status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  return registry;
}

/**
 * Serves /metrics (after the error handler is set, so refusals answer in the store's error shape). With METRICS_TOKEN
 * it asks for the token as a bearer token (401 without); without one it answers this machine only, and a production
 * store has no /metrics at all.
 */
export function serveMetrics(app: FastifyInstance, { registry, config, database }: { registry: Registry; config: Config; database: Database }) {
  if (!config.metricsToken && config.mode === 'production') return;

  const gauge = <L extends string>(name: string, help: string, labels: L[] = []) => new Gauge<L>({ name, help, labelNames: labels, registers: [registry] });
  const databaseUp = gauge('zuuch_database_up', 'Whether the database answered the counts of this scrape (1) or not (0)');
  const ordersByState = gauge('zuuch_orders', 'Orders by state', ['state']);
  const attempts = gauge('zuuch_payment_attempts', 'Payment attempts by provider and status', ['provider', 'status']);
  const queues = gauge(
    'zuuch_queue_depth',
    'Work waiting: receipts_due (e-receipts whose next attempt is due, the receipt worker’s), receipts_failed (given up, for staff to retry), notifications_due (texts to shoppers due to be sent, the notification worker’s), notifications_failed (texts given up after every attempt), orders_unpaid_overdue (past their deadline, the unpaid sweeper’s), payment_checks_due (open invoices due to be asked about, the reconciliation worker’s), payment_checks_unanswered (whose provider did not answer the last check), payment_checks_flagged (whose payment cannot be confirmed: staff decide them in the console)',
    ['queue'],
  );
  const { pool } = database;
  const poolGauges = pool && {
    pool,
    total: gauge('zuuch_db_pool_connections', 'Connections the PostgreSQL pool holds'),
    idle: gauge('zuuch_db_pool_idle_connections', 'Pool connections not in use'),
    waiting: gauge('zuuch_db_pool_waiting_requests', 'Requests waiting for a pool connection (every one is in use)'),
  };

  const readDatabase = async (request: FastifyRequest) => {
    if (poolGauges) {
      poolGauges.total.set(poolGauges.pool.totalCount);
      poolGauges.idle.set(poolGauges.pool.idleCount);
      poolGauges.waiting.set(poolGauges.pool.waitingCount);
    }
    const work = await countWork(database.db, new Date()).catch((err) => {
      // An outage is logged once when it begins (server/db/availability.ts); zuuch_database_up says it at each scrape.
      if (!isDatabaseUnavailable(err)) request.log.warn({ err }, 'metrics: the database did not answer');
      return null;
    });
    // Counts the database could not give are left out rather than shown stale.
    for (const g of [ordersByState, attempts, queues]) g.reset();
    databaseUp.set(work ? 1 : 0);
    if (!work) return;
    // Every state is reported, 0 when no order is in it, so a state that empties drops to 0 rather than vanishing.
    for (const state of ORDER_STATES) ordersByState.set({ state }, 0);
    for (const row of work.ordersByState) ordersByState.set({ state: row.state }, row.count);
    for (const row of work.attemptsByStatus) attempts.set({ provider: row.provider, status: row.status }, row.count);
    queues.set({ queue: 'receipts_due' }, work.receiptsDue);
    queues.set({ queue: 'receipts_failed' }, work.receiptsFailed);
    queues.set({ queue: 'notifications_due' }, work.notificationsDue);
    queues.set({ queue: 'notifications_failed' }, work.notificationsFailed);
    queues.set({ queue: 'orders_unpaid_overdue' }, work.unpaidOverdue);
    queues.set({ queue: 'payment_checks_due' }, work.paymentChecksDue);
    queues.set({ queue: 'payment_checks_unanswered' }, work.paymentChecksUnanswered);
    queues.set({ queue: 'payment_checks_flagged' }, work.paymentChecksFlagged);
  };

  const token = config.metricsToken;
  const allowed = token
    ? async (request: FastifyRequest, reply: FastifyReply) => {
        const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (given && sameToken(given, token)) return;
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('UNAUTHORIZED');
      }
    : onlyThisMachine;

  app.get(METRICS_PATH, { onRequest: allowed }, async (request, reply) => {
    await readDatabase(request);
    const all = Registry.merge([processMetrics(), registry]);
    return reply.type(all.contentType).header('cache-control', 'no-store').send(await all.metrics());
  });
}
