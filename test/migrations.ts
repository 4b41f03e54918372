// A database as it was before one migration, to write rows the way the old schema had them and then migrate on: how a
// migration that changes existing data is tested (server/db/*-migration.int.test.ts).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
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
