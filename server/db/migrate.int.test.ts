// Several processes starting at once on one PostgreSQL (replicas after a deploy): migrations run once, under an advisory
// lock, and every process starts on the migrated schema.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../test/databases';
import { migrationsDir } from '../paths';
import { openDatabase, type Database } from './client';
import { MIGRATION_LOCK, migrateDatabase } from './migrate';

const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function freshDatabase() {
    const fresh = await createEmptyPostgresDatabase();
    cleanups.push(fresh.drop);
    const open = async (): Promise<Database> => {
      const database = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: null });
      cleanups.push(database.close);
      return database;
    };
    return { databaseUrl: fresh.databaseUrl, open };
  }

  async function client(databaseUrl: string) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    cleanups.push(() => c.end());
    return c;
  }

  it('two processes migrating a fresh database at once both start, and each migration is applied once', async () => {
    const { databaseUrl, open } = await freshDatabase();
    const [a, b] = await Promise.all([open(), open()]);
    await Promise.all([migrateDatabase(a, databaseUrl), migrateDatabase(b, databaseUrl)]);

    const c = await client(databaseUrl);
    const applied = await c.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
    expect(applied.rows).toHaveLength(journal.entries.length);
    expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(journal.entries.length);
    expect((await c.query('select count(*)::int as n from stores')).rows[0].n).toBe(0);
  });

  it('waits while another process holds the migration lock, then finds the schema as that process left it', async () => {
    const { databaseUrl, open } = await freshDatabase();
    const holder = await client(databaseUrl);
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);

    const database = await open();
    let done = false;
    const migrating = migrateDatabase(database, databaseUrl).then(() => (done = true));
    // Until the migrator is seen queued on the lock (pg_locks), nothing has been decided; then it must still be waiting.
    await expect
      .poll(async () => (await holder.query(`select 1 from pg_locks where locktype = 'advisory' and objid = $1 and not granted`, [MIGRATION_LOCK])).rowCount, { timeout: 10_000 })
      .toBe(1);
    expect(done).toBe(false);
    const schema = await holder.query(`select 1 from pg_namespace where nspname = 'drizzle'`);
    expect(schema.rowCount).toBe(0);

    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    await migrating;
    const applied = await holder.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });
});
