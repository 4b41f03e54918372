// Migration 0007 on a store that already has what it forbids: two applications waiting for one order (sent side by side
// before the index). The first stays waiting, the later one is closed with a note, the index is built and the store
// starts; other orders' applications and other plans are left as they were.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { databaseBefore, insertOldOrder, insertOldStore } from '../../test/migrations';

describe.each(databaseKinds)('migration 0007 (one application at a time) on %s', (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps the first waiting application of an order, closes the later ones, and builds the index', async () => {
    const { database, migrateOn, close } = await databaseBefore(kind, '0007_one_application_at_a_time');
    cleanups.push(close);
    const db = database.db;
    const storeId = await insertOldStore(db, 'zuuch');
    const a = { id: await insertOldOrder(db, storeId, 'not_paid') };
    const b = { id: await insertOldOrder(db, storeId, 'not_paid') };
    // Written as the old schema has them (the columns later migrations add do not exist yet).
    const attempt = (order: string, provider: string, ref: string, minutesAgo: number) =>
      db.execute(sql`insert into payment_attempts (order_id, provider, amount, sender_ref, callback_token, created_at)
                     values (${order}, ${provider}, 1000, ${ref}, 'token-token-token-token', now() - make_interval(mins => ${minutesAgo}))`);
    await attempt(a.id, 'payon', 'L-a-first', 10);
    await attempt(a.id, 'khan_leasing', 'L-a-second', 9);
    await attempt(a.id, 'easy_leasing', 'L-a-third', 9);
    await attempt(a.id, 'storepay', 'L-a-storepay', 8);
    await attempt(b.id, 'payon', 'L-b-only', 5);

    await migrateOn();
    const { rows } = (await db.execute(sql`select sender_ref, status, raw from payment_attempts order by sender_ref`)) as unknown as { rows: { sender_ref: string; status: string; raw: unknown[] }[] };
    const status = Object.fromEntries(rows.map((r) => [r.sender_ref, r.status]));
    expect(status).toEqual({ 'L-a-first': 'pending', 'L-a-second': 'cancelled', 'L-a-third': 'cancelled', 'L-a-storepay': 'pending', 'L-b-only': 'pending' });
    const closed = rows.find((r) => r.sender_ref === 'L-a-second')!;
    expect(closed.raw).toEqual([{ closed: 'a second application waiting for the same order (migration 0007)' }]);
    // The index holds from now on.
    await expect(attempt(b.id, 'easy_leasing', 'L-b-second', 1)).rejects.toThrow();
  });
});
