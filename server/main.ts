// Process entry: config → database (migrate, seed) → app → listen → graceful shutdown.
import type { AddressInfo } from 'node:net';
import { buildApp, type SsrMode } from './app';
import { DEMO_STAFF } from '../core/demo';
import { configOrExit, parseConfig, productionGaps, type Config } from './config';
import { DataDirInUseError, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedStore } from './db/seed';
import { startUnpaidSweeper } from './modules/orders/expire-unpaid-orders';
import { startPaymentReconciler } from './modules/payments/reconcile-payments';
import { startNotificationWorker } from './modules/notifications/send-notifications';
import { startReceiptWorker } from './modules/receipts/issue-receipts';
import { loopbackOrigin, posApiFromConfig } from './providers/ebarimt/from-config';
import { bootstrapAdmin, retireDemoStaff } from './modules/console/staff-accounts';
import { logRunFailure, runEvery } from './run-every';

async function main() {
  const config = configOrExit(() => parseConfig());
  const database = await openDatabase(config);
  await migrateDatabase(database, config.databaseUrl);
  await seedStore(database.db, config.storeName, { catalog: config.seedDemo });

  const ssr: SsrMode = config.env === 'production' ? 'production' : 'development';
  const app = await buildApp({ config, database, ssr });
  app.log.info({ database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, store: config.storeName }, 'database ready');
  // The console's first admin (ADMIN_USERNAME/ADMIN_PASSWORD, in a demo the demo staff), only while the store has no staff.
  const admin = await bootstrapAdmin(database.db, config);
  if (admin === 'created') app.log.info({ username: config.admin?.username }, 'console admin created');
  if (admin === 'no-store') app.log.warn({ store: config.storeName }, 'the store does not exist: no console admin created');
  for (const gap of productionGaps(config)) app.log.warn(gap);
  if (config.mode === 'production' && (await retireDemoStaff(database.db, config.storeName, DEMO_STAFF))) {
    app.log.warn({ username: DEMO_STAFF.username }, 'the demo staff login was still active with its published password: deactivated');
  }
  // Every process sweeps; the sweep itself is safe when several run at once.
  // WORKER_INTERVAL_MS (tests of several processes) runs every worker more often than its default.
  const everyMs = config.workerIntervalMs ?? undefined;
  const sweeper = startUnpaidSweeper((now) => app.services.expireUnpaidOrders(now), app.log, everyMs);
  // Every process asks providers about open invoices on their schedule (every 30 s); each check is claimed with SKIP
  // LOCKED, so one process asks, and money is recorded once.
  const reconciler = startPaymentReconciler((now, shouldStop) => app.services.reconcilePayments(now, shouldStop), app.log, everyMs);
  // Every process issues due e-receipts (every 30 s); rows are claimed with SKIP LOCKED, so each is sent once.
  const receiptWorker = startReceiptWorker(database.db, posApiFromConfig(config, loopbackOrigin(app)), app.log, everyMs);
  // Every process sends the notification outbox's due texts (every 5 s); each is claimed with SKIP LOCKED, so sent once.
  const notifier = startNotificationWorker(
    (shouldStop) => app.services.sendDueNotifications({ origin: config.publicUrl ?? loopbackOrigin(app)(), shouldStop }),
    app.log,
    everyMs,
  );
  // Shoppers of unpaid orders are reminded before the 48-hour deadline (any process may; the outbox writes each once).
  const reminder = runEvery(
    () =>
      app.services
        .remindUnpaidOrders(new Date())
        .then((n) => void (n > 0 && app.log.info({ reminded: n }, 'payment reminders written')))
        .catch(logRunFailure(app.log, 'payment reminder sweep failed')),
    everyMs ?? 60_000,
  );
  // Price lists checked and never applied are removed after a day (any process may; removing twice is no error).
  const cleaner = runEvery(
    () =>
      app.services
        .removeAbandonedPriceLists(new Date())
        .then((n) => void (n > 0 && app.log.info({ removed: n }, 'abandoned price lists removed')))
        .catch(logRunFailure(app.log, 'price list cleanup failed')),
    everyMs ?? 60 * 60 * 1000,
  );
  // Job applications past the time their applicant consented to are deleted with their CVs, hourly (any process may).
  const careersCleaner = runEvery(
    () =>
      app.services
        .removeExpiredApplications(new Date())
        .then((n) => void (n > 0 && app.log.info({ removed: n }, 'expired job applications removed')))
        .catch(logRunFailure(app.log, 'job application cleanup failed')),
    everyMs ?? 60 * 60 * 1000,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await receiptWorker.stop(); // first: the sandbox it may be talking to is this app
      await notifier.stop(); // so is the SMS sandbox
      await reconciler.stop(); // so are the payment sandboxes
      await app.close(); // stops accepting, waits for in-flight requests
      await sweeper.stop();
      await reminder.stop();
      await cleaner.stop();
      await careersCleaner.stop();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  if (config.mode === 'demo') printDemoGreeting(config, (app.server.address() as AddressInfo).port, admin);
}

/** A newcomer reads the terminal, not JSON logs: where the demo is, that it simulates money and texts, how to reach the console. */
function printDemoGreeting(config: Config, port: number, admin: Awaited<ReturnType<typeof bootstrapAdmin>>) {
  const url = `http://${config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host}:${port}`;
  const demoStaff = config.admin?.username === DEMO_STAFF.username && config.admin.password === DEMO_STAFF.password;
  console.log(
    [
      '',
      `  Zuuch demo store: ${url}`,
      '  Payments and text messages are simulated (STORE_MODE=production for a real store: see the README).',
      demoStaff && admin !== 'no-store'
        ? `  Staff console: ${url}/console  username ${DEMO_STAFF.username}  password ${DEMO_STAFF.password}`
        : `  Staff console: ${url}/console`,
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
});
