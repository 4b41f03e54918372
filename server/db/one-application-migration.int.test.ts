// Migration 0007 on a store that already has what it forbids: two applications waiting for one order (sent side by side
// before the index). The first stays waiting, the later one is closed with a note, the index is built and the store
// starts; other orders' applications and other plans are left as they were.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, databaseKinds } from '../../test/databases';
import { insertOrder } from '../../test/order-rows';
import { migrationsDir } from '../paths';
import { openDatabase, type Database } from './client';
import { seedStore } from './seed';

/** The migrations folder as it was before `tag`: the SQL files and a journal that ends just before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'zuuch-migrations-'));
  await cp(migrationsDir, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag));
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

describe.each(databaseKinds)('migration 0007 (one application at a time) on %s', (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

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

  it('keeps the first waiting application of an order, closes the later ones, and builds the index', async () => {
    let databaseUrl: string | null = null;
    if (kind === 'postgres') {
      const fresh = await createEmptyPostgresDatabase();
      databaseUrl = fresh.databaseUrl;
      cleanups.push(fresh.drop);
    }
    const database = await openDatabase({ databaseUrl, dataDir: null });
    cleanups.push(database.close);
    const before = await migrationsBefore('0007_one_application_at_a_time');
    cleanups.push(() => rm(before, { recursive: true, force: true }));
    await migrate(database, databaseUrl, before);
    await seedStore(database.db, 'zuuch');
    const db = database.db;
    const a = await insertOrder(db, { state: 'not_paid' });
    const b = await insertOrder(db, { state: 'not_paid' });
    // Written as the old schema has them (the columns later migrations add do not exist yet).
    const attempt = (order: string, provider: string, ref: string, minutesAgo: number) =>
      db.execute(sql`insert into payment_attempts (order_id, provider, amount, sender_ref, callback_token, created_at)
                     values (${order}, ${provider}, 1000, ${ref}, 'token-token-token-token', now() - make_interval(mins => ${minutesAgo}))`);
    await attempt(a.id, 'payon', 'L-a-first', 10);
    await attempt(a.id, 'khan_leasing', 'L-a-second', 9);
    await attempt(a.id, 'easy_leasing', 'L-a-third', 9);
    await attempt(a.id, 'storepay', 'L-a-storepay', 8);
    await attempt(b.id, 'payon', 'L-b-only', 5);

    await migrate(database, databaseUrl, migrationsDir);
    const { rows } = (await db.execute(sql`select sender_ref, status, raw from payment_attempts order by sender_ref`)) as unknown as { rows: { sender_ref: string; status: string; raw: unknown[] }[] };
    const status = Object.fromEntries(rows.map((r) => [r.sender_ref, r.status]));
    expect(status).toEqual({ 'L-a-first': 'pending', 'L-a-second': 'cancelled', 'L-a-third': 'cancelled', 'L-a-storepay': 'pending', 'L-b-only': 'pending' });
    const closed = rows.find((r) => r.sender_ref === 'L-a-second')!;
    expect(closed.raw).toEqual([{ closed: 'a second application waiting for the same order (migration 0007)' }]);
    // The index holds from now on.
    await expect(attempt(b.id, 'easy_leasing', 'L-b-second', 1)).rejects.toThrow();
  });
});
