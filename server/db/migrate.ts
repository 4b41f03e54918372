// Applies the SQL migrations in server/db/migrations. Runs inside the server at start (or from the seed CLI).
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrationsDir } from '../paths';
import type { Database } from './client';

/** The advisory lock every process of this store takes to migrate PostgreSQL (any constant they all share). */
export const MIGRATION_LOCK = 7_316_004;

export async function migrateDatabase(database: Database, databaseUrl: string | null): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });
    return;
  }
  // Several processes may start at once against one PostgreSQL: one migrates, the others wait on the lock.
  const client = new pg.Client({ connectionString: databaseUrl! });
  // A connection lost mid-migration fails the migration's query; the 'error' event it also emits must not end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    const db = drizzlePg(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migratePg(db, { migrationsFolder: migrationsDir });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    await client.end();
  }
}
