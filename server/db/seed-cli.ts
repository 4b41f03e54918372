// `npm run seed`: migrate the configured database and seed the demo store, with the server stopped (PGlite allows one
// process per directory). The server does the same at every start unless SEED_DEMO=false.
import { parseConfig } from '../config';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { seedStore } from './seed';

try {
  const config = parseConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, config.databaseUrl);
    await seedStore(database.db, config.storeName, { catalog: config.seedDemo });
    console.log(`seeded store "${config.storeName}" in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
