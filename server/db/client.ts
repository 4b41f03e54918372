// Opens the database: embedded PGlite (a directory, or in memory) by default, PostgreSQL when a URL is given.
// Both give the same Drizzle API, so nothing above this file knows which one runs.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl: string | null; dataDir: string | null };

export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle client that loses its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  // pg_trgm must be loaded by every process that opens the directory, not only by the one that migrated it.
  const client = await PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
