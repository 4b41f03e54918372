// Store settings staff save in one process show in every other within seconds, not after the caches' time to live:
// two apps, each with its own Database on one PostgreSQL database (PGlite: two apps on the one in-process database).
// The change listener comes back after its connection is killed, and a failed read is never kept.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/databases';
import { createStaff } from '../../../test/console';
import { storeIdOf } from '../../../test/order-rows';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { LISTENER_NAME } from '../../db/change-feed';
import { openDatabase, type Database } from '../../db/client';
import { parse } from '../../http/validate';
import { storeSettingsInput } from './schemas';

/**
 * Resolves once the database's listening connection is up. Registered after the app's own listener, it is told to
 * start afresh after the app was (when the connection comes up, or at once if it is up already).
 */
function connected(database: Database) {
  return new Promise<void>((resolve) => {
    const stop = database.listen({
      onTopic: () => {},
      onResync: () => {
        void stop();
        resolve();
      },
    });
  });
}

/** Well under the store settings' 30 s time to live: only a notification can make a change show this soon. */
const WITHIN_MS = 5_000;

describe.each(databaseKinds)('store settings across processes on %s', (kind) => {
  let first: TestDatabase;
  let second: Database;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let storeId: string;
  let admin: { id: string; name: string };
  const db = () => first.database.db;

  beforeAll(async () => {
    first = await createTestDatabase(kind);
    second = kind === 'postgres' ? await openDatabase({ databaseUrl: first.databaseUrl, dataDir: null }) : first.database;
    appA = await buildApp({ config: testConfig(), database: first.database, ssr: 'none' });
    appB = await buildApp({ config: testConfig(), database: second, ssr: 'none' });
    if (kind === 'postgres') await Promise.all([connected(first.database), connected(second)]);
    storeId = await storeIdOf(db());
    admin = { id: (await createStaff(db(), { username: 'settings-admin', name: 'Saraa', role: 'admin' })).id, name: 'Saraa' };
  });
  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    if (second !== first?.database) await second?.close();
    await first?.drop();
  });

  /** The store's phone as a process serves it to every page and the start-up call (its cached settings). */
  const phoneIn = async (app: FastifyInstance) => (await app.services.getStoreSettings()).phone;
  /** A change made straight in the database, which nobody announces: only a cache that was cleared shows it. */
  const setPhoneQuietly = (phone: string) => db().execute(sql`update stores set phone = ${phone}`);
  const save = (phone: string) =>
    appA.services.saveStoreSettings(
      storeId,
      parse(storeSettingsInput, {
        phone,
        email: 'hello@zuuch.mn',
        address: { mn: 'Улаанбаатар, Сүхбаатар дүүрэг', en: 'Sükhbaatar district, Ulaanbaatar' },
        schedule: { mn: 'Өдөр бүр 09:00–21:00', en: 'Every day 09:00–21:00' },
        facebook: 'https://www.facebook.com/zuuch.mn',
        instagram: '',
        bankAccounts: [{ bank: { mn: 'Хаан банк', en: 'Khan Bank' }, account: '5011 2233 44', holder: { mn: 'Зууч ХХК', en: 'Zuuch LLC' }, iban: '' }],
      }),
      admin,
    );
  const showsSoon = (app: FastifyInstance, phone: string) =>
    vi.waitFor(async () => expect(await phoneIn(app)).toBe(phone), { timeout: WITHIN_MS, interval: 50 });

  it('shows a change saved through one app in the other within seconds', async () => {
    expect(await phoneIn(appB)).toBe('+976 7711 2233');
    await setPhoneQuietly('+976 7000 0001');
    expect(await phoneIn(appB)).toBe('+976 7711 2233'); // remembered: the time to live alone would keep it 30 s

    await save('9911-2233');
    expect(await phoneIn(appA)).toBe('+976 9911 2233'); // the saving process forgets at once
    await showsSoon(appB, '+976 9911 2233');
    const stored = await appB.services.getStoreSettings();
    expect(stored.bankAccounts).toEqual([{ bank: { mn: 'Хаан банк', en: 'Khan Bank' }, account: '5011 2233 44', holder: { mn: 'Зууч ХХК', en: 'Zuuch LLC' } }]);
    expect(stored.instagram).toBeNull();
  });

  it.runIf(kind === 'postgres')('listens again after its connection is terminated, and still hears every change', async () => {
    const listeners = async () => {
      const result = (await db().execute(sql`select pid from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`)) as unknown as {
        rows: { pid: number }[];
      };
      return result.rows.map((r) => r.pid);
    };
    const before = await listeners();
    expect(before).toHaveLength(2); // one per app
    expect(await phoneIn(appB)).toBe('+976 9911 2233');
    await db().execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`);

    // Notifications may have been missed while it was away: back, it forgets everything, so a quiet change shows.
    await setPhoneQuietly('+976 7000 0002');
    await showsSoon(appB, '+976 7000 0002');
    const after = await listeners();
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);

    // And it hears changes again.
    await setPhoneQuietly('+976 7000 0003');
    expect(await phoneIn(appB)).toBe('+976 7000 0002');
    await save('7272 7272');
    await showsSoon(appB, '+976 7272 7272');
  });

  it('never keeps a failed read, and the maintenance check asks the database itself', async () => {
    const services = appB.services;
    await services.getStoreSettings(); // remembered
    await db().execute(sql`alter table stores rename to stores_offline`);
    try {
      await expect(services.readStoreSettings()).rejects.toThrow();
      expect((await services.getStoreSettings()).name).toBe('zuuch'); // the remembered answer
      services.caches.clear('store');
      await expect(services.getStoreSettings()).rejects.toThrow();
    } finally {
      await db().execute(sql`alter table stores_offline rename to stores`);
    }
    expect((await services.getStoreSettings()).name).toBe('zuuch');
  });
});
