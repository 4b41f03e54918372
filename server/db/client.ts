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
import { trackAvailability, type Availability } from './availability';
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

/**
 * PostgreSQL only. Every query of this store takes milliseconds: a statement still running after 30 s is stuck (a lock
 * queue, a runaway plan) and holds one of the pool's connections, so the server ends it; a transaction left idle for
 * 60 s (a request that hangs between its queries) would hold its row locks — stock, carts — so the server ends it too.
 * Migrations run on a connection of their own, without these.
 */
const POSTGRES_SESSION_SETTINGS = { statement_timeout: '30s', idle_in_transaction_session_timeout: '60s' };

/**
 * The pool. A request waits at most 10 s for a connection — every one busy, or a server that does not answer the
 * handshake (a failover's vanished address) — and then answers 503 instead of hanging; a refused connection fails at
 * once. Idle connections close after 30 s. TCP keep-alive lets the kernel notice a peer that vanished without a word.
 */
const POOL_SETTINGS = { max: 10, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection pool on PostgreSQL (its counts are exported at /metrics); PGlite has one connection and no pool. */
  pool?: pg.Pool;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Outages as the connections see them (server/db/availability.ts); PGlite, in this process, has none. */
  availability: Availability;
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
    const options = Object.entries({ ...SESSION_SETTINGS, ...POSTGRES_SESSION_SETTINGS })
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' ');
    const ping = async () => void (await pool.query('select 1'));
    const availability = trackAvailability(ping);
    const pool = new pg.Pool({ connectionString: databaseUrl, options, ...POOL_SETTINGS, Client: watchedClient(availability) });
    // A client that loses its connection while idle in the pool: the pool drops it and re-emits the error here, where an
    // 'error' event without a listener would end the process. The client's own listener has told `availability` already.
    pool.on('error', () => {});
    pool.on('connect', availability.reached);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const changes = postgresChangeFeed(databaseUrl, pool, availability);
    return {
      db,
      kind: 'postgres',
      pool,
      ping,
      availability,
      notify: changes.notify,
      listen: changes.listen,
      close: async () => {
        availability.close();
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
    const ping = async () => void (await db.execute(sql`select 1`));
    const availability = trackAvailability(ping);
    return {
      db,
      kind: 'pglite',
      ping,
      availability,
      notify: changes.notify,
      listen: changes.listen,
      close: async () => {
        availability.close();
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

type ConnectCallback = Parameters<pg.Client['connect']>[0] & {};

/**
 * The pool's connections. node-postgres emits 'error' on a client whose connection dies, and the pool listens only while
 * the client is idle: a connection lost while a request holds it (a transaction, when PostgreSQL stops or fails over) was
 * an uncaught 'error' event that ended the process. Every client listens for its whole life; the query it was running
 * fails on its own, the request answers 503, and the pool drops the client when it comes back. Refused connects are told
 * too, so an outage that starts with no connection open is seen.
 */
function watchedClient(availability: Availability): typeof pg.Client {
  return class extends pg.Client {
    /** When this client began to connect (the pool connects it at once): a late error of a connection older than the last recovery is no new outage. */
    readonly began = Date.now();

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', (err) => availability.lost(err, this.began));
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.Client> | void {
      if (!callback) {
        return super.connect().catch((err: unknown) => {
          availability.lost(err, this.began);
          throw err;
        });
      }
      const done = callback as (err: Error | null, client?: pg.Client) => void;
      super.connect(((err: Error | null, client?: pg.Client) => {
        if (err) availability.lost(err, this.began);
        done(err, client);
      }) as ConnectCallback);
    }
  };
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
