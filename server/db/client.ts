// Opens the database: embedded PGlite (a directory, or in memory) by default, PostgreSQL when a URL is given.
// Both give the same Drizzle API, so nothing above this file knows which one runs.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { localChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Settings every connection starts with. Search matches typos by trigram word similarity (`<%`); pg_trgm's default
 * threshold of 0.6 misses a dropped letter in a short word ("samsng" is 0.57 like "samsung"), 0.5 catches it.
 * JIT is off: the listing's facet query has huge cost estimates (jsonb expansion), and compiling it took ~370 ms for a
 * query that runs in 3 ms. Short queries are all this store runs.
 */
const SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': '0.5', jit: 'off' };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection pool on PostgreSQL (its counts are exported at /metrics); PGlite has one connection and no pool. */
  pool?: pg.Pool;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Tells every process on this database that a topic changed (server/db/change-feed.ts): after the write commits. */
  notify: ChangeFeed['notify'];
  /** Hears the topics any process notifies, on one connection of its own; returns the function that stops. */
  listen: ChangeFeed['listen'];
  /** Closes the listening connection too. */
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl: string | null; dataDir: string | null };

export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    // Session settings go as startup options, so they hold from the connection's first query.
    const options = Object.entries(SESSION_SETTINGS)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' ');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options });
    // An idle client that loses its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const changes = postgresChangeFeed(databaseUrl, pool);
    return {
      db,
      kind: 'postgres',
      pool,
      ping: async () => void (await pool.query('select 1')),
      notify: changes.notify,
      listen: changes.listen,
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    // pg_trgm must be loaded by every process that opens the directory, not only by the one that migrated it.
    const client = await PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm } });
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.exec(`set ${name} = ${value}`);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    const changes = localChangeFeed();
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
      notify: changes.notify,
      listen: changes.listen,
      close: async () => {
        await changes.close();
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

export class DataDirInUseError extends Error {}

/**
 * PGlite has no cross-process locking: two processes on one directory would corrupt it. A lock file with the owner's pid
 * makes a second process stop with a clear message; a lock left by a process that died is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'zuuch.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (owner && isAlive(owner)) {
        throw new DataDirInUseError(`The database directory ${dataDir} is in use by process ${owner}. Stop it, or set DATA_DIR to another directory.`);
      }
      rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirInUseError(`Could not lock the database directory ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
