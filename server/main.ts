// Process entry: config → database (migrate, seed) → app → listen → graceful shutdown.
import { buildApp, type SsrMode } from './app';
import { configOrExit, parseConfig } from './config';
import { DataDirInUseError, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoStore } from './db/seed';
import { startUnpaidSweeper } from './modules/orders/expire-unpaid-orders';
import { startReceiptWorker } from './modules/receipts/issue-receipts';
import { loopbackOrigin, posApiFromConfig } from './providers/ebarimt/from-config';
import { bootstrapAdmin } from './modules/console/staff-accounts';

async function main() {
  const config = configOrExit(() => parseConfig());
  const database = await openDatabase(config);
  await migrateDatabase(database, config.databaseUrl);
  if (config.seedDemo) await seedDemoStore(database.db, config.storeName);

  const ssr: SsrMode = config.env === 'production' ? 'production' : 'development';
  const app = await buildApp({ config, database, ssr });
  app.log.info({ database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, store: config.storeName }, 'database ready');
  // The console's first admin comes from ADMIN_USERNAME/ADMIN_PASSWORD, only while the store has no staff at all.
  const admin = await bootstrapAdmin(database.db, config);
  if (admin === 'created') app.log.info({ username: config.admin?.username }, 'console admin created from ADMIN_USERNAME');
  if (admin === 'no-store') app.log.warn({ store: config.storeName }, 'ADMIN_USERNAME is set but the store does not exist: no console admin created');
  // Every process sweeps; the sweep itself is safe when several run at once.
  // WORKER_INTERVAL_MS (tests of several processes) runs both workers more often than their defaults.
  const everyMs = config.workerIntervalMs ?? undefined;
  const sweeper = startUnpaidSweeper((now) => app.services.expireUnpaidOrders(now), app.log, everyMs);
  // Every process issues due e-receipts (every 30 s); rows are claimed with SKIP LOCKED, so each is sent once.
  const receiptWorker = startReceiptWorker(database.db, posApiFromConfig(config, loopbackOrigin(app)), app.log, everyMs);

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
      await app.close(); // stops accepting, waits for in-flight requests
      await sweeper.stop();
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
}

main().catch((err) => {
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
});
