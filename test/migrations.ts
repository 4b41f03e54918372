// A database as it was before one migration, to write rows the way the old schema had them and then migrate on: how a
// migration that changes existing data is tested (server/db/*-migration.int.test.ts).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client';
import { migrationsDir } from '../server/paths';
import { createEmptyPostgresDatabase, type DatabaseKind } from './databases';

/** The migrations folder as it was before `tag`: the SQL files and a journal that ends just before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'zuuch-migrations-'));
  await cp(migrationsDir, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

async function migrate(database: Database, databaseUrl: string | null, folder: string) {
  if (!databaseUrl) return migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.end();
  }
}

export type DatabaseBefore = {
  database: Database;
  /** Applies the migration and every one after it. */
  migrateOn: () => Promise<void>;
  close: () => Promise<void>;
};

/** A fresh database of `kind` migrated up to just before the migration `tag`. */
export async function databaseBefore(kind: DatabaseKind, tag: string): Promise<DatabaseBefore> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    let databaseUrl: string | null = null;
    if (kind === 'postgres') {
      const fresh = await createEmptyPostgresDatabase();
      databaseUrl = fresh.databaseUrl;
      cleanups.push(fresh.drop);
    }
    const database = await openDatabase({ databaseUrl, dataDir: null });
    cleanups.push(database.close);
    const before = await migrationsBefore(tag);
    cleanups.push(() => rm(before, { recursive: true, force: true }));
    await migrate(database, databaseUrl, before);
    return { database, migrateOn: () => migrate(database, databaseUrl, migrationsDir), close };
  } catch (err) {
    await close();
    throw err;
  }
}

// Rows written as the first schema had them (raw SQL, only columns every later schema keeps): a migration test's data
// must not depend on the store's current code, whose inserts name columns later migrations add.
type Executor = { execute: Database['db']['execute'] };
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** A store row with the columns of migration 0000. */
export async function insertOldStore(db: Executor, name: string): Promise<string> {
  const text = JSON.stringify({ mn: 'x', en: 'x' });
  const result = await db.execute(sql`insert into stores (name, email, phone, address, schedule, about_us, supporting_languages, default_language, payment_methods)
    values (${name}, 'info@zuuch.mn', '+97670000000', ${text}::jsonb, ${text}::jsonb, ${text}::jsonb, array['mn','en'], 'mn', array['qpay']) returning id`);
  return String(rowsOf(result)[0].id);
}

/** An order row with the columns of migration 0004. */
export async function insertOldOrder(db: Executor, storeId: string, state: string): Promise<string> {
  const result = await db.execute(sql`insert into orders (store_id, number, phone, first_name, last_name, language, state, shipping_code, shipping_name, payment_method, items_total, shipping_fee, total, idempotency_key, expires_at)
    values (${storeId}, nextval('order_number_seq'), '+97699112233', 'Saraa', 'Bold', 'mn', ${state}, 'pickup', ${JSON.stringify({ mn: 'Очиж авах', en: 'Pickup' })}::jsonb, 'qpay', 1000, 0, 1000, gen_random_uuid()::text, now() + interval '2 days') returning id`);
  return String(rowsOf(result)[0].id);
}
