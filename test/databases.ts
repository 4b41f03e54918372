// Test databases: in-memory PGlite always, and a fresh PostgreSQL database per call when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedStore } from '../server/db/seed';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases the integration suite runs on: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = { database: Database; databaseUrl: string | null; drop: () => Promise<void> };

/** A migrated database seeded with the demo store `zuuch`. */
export async function createTestDatabase(kind: DatabaseKind, options: { seed?: boolean } = {}): Promise<TestDatabase> {
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (kind === 'postgres') ({ databaseUrl, drop: dropDatabase } = await createEmptyPostgresDatabase());
  const database = await openDatabase({ databaseUrl, dataDir: null });
  await migrateDatabase(database, databaseUrl);
  if (options.seed !== false) await seedStore(database.db, 'zuuch');
  return {
    database,
    databaseUrl,
    drop: async () => {
      await database.close();
      await dropDatabase();
    },
  };
}

/** A new, empty (not migrated) PostgreSQL database made through TEST_DATABASE_URL, and how to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `zuuch_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`).catch(async () => {
    // Servers without the C.UTF-8 locale: UTF-8 with the server's default locale.
    await admin.query(`create database ${name} template template0 encoding 'UTF8'`);
  });
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
