// Migration 0009 on a store whose bank accounts were saved with one name each ("Khan Bank", "Zuuch LLC"): every account
// gets its names in both languages, Mongolia's banks and "LLC" in Mongolian, anything else kept as typed, the order of
// the accounts and their numbers unchanged; a store without accounts and one already in the new shape are left alone.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { databaseBefore, insertOldStore } from '../../test/migrations';
import { stores } from './schema';

describe.each(databaseKinds)('migration 0009 (bank account names in both languages) on %s', (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('names each saved account’s bank and holder in Mongolian and English', async () => {
    const { database, migrateOn, close } = await databaseBefore(kind, '0009_bank_account_names');
    cleanups.push(close);
    const db = database.db;
    for (const name of ['zuuch', 'empty', 'done']) await insertOldStore(db, name);
    // As the old schema kept them: one name each.
    const old = [
      { bank: 'Khan Bank', account: '5011 2233 44', holder: 'Zuuch LLC', iban: 'MN12 0005 0050 1122 3344' },
      { bank: ' golomt  bank', account: '1105 0123 45', holder: 'Nomin Trade LLC' },
      { bank: 'Kookmin Bank', account: '2200 1100 99', holder: 'Bat-Erdene' },
    ];
    const done = [{ bank: { mn: 'Төрийн банк', en: 'State Bank' }, account: '3400 1200 12', holder: { mn: 'Зууч ХХК', en: 'Zuuch LLC' } }];
    const setAccounts = (name: string, accounts: unknown) => db.execute(sql`update stores set bank_accounts = ${JSON.stringify(accounts)}::jsonb where name = ${name}`);
    await setAccounts('zuuch', old);
    await setAccounts('empty', []);
    await setAccounts('done', done);

    await migrateOn();
    const accountsOf = async (name: string) => (await db.select({ a: stores.bankAccounts }).from(stores).where(eq(stores.name, name)))[0].a;
    expect(await accountsOf('zuuch')).toEqual([
      { bank: { mn: 'Хаан банк', en: 'Khan Bank' }, account: '5011 2233 44', holder: { mn: 'Зууч ХХК', en: 'Zuuch LLC' }, iban: 'MN12 0005 0050 1122 3344' },
      { bank: { mn: 'Голомт банк', en: 'golomt  bank' }, account: '1105 0123 45', holder: { mn: 'Nomin Trade ХХК', en: 'Nomin Trade LLC' } },
      { bank: { mn: 'Kookmin Bank', en: 'Kookmin Bank' }, account: '2200 1100 99', holder: { mn: 'Bat-Erdene', en: 'Bat-Erdene' } },
    ]);
    expect(await accountsOf('empty')).toEqual([]);
    expect(await accountsOf('done')).toEqual(done);
  });
});
