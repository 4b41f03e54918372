// `npm run rating -- --phone 99112233 --level 1`: staff set a customer's rating (Boss 0, Boss 1, …) until the console
// has a screen for it. Run with the server stopped when the database is the embedded one.
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { normalizeMnMobile } from '../../core/phone';
import { parseConfig } from '../config';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { customers, stores } from './schema';

const { values } = parseArgs({ options: { phone: { type: 'string' }, level: { type: 'string' } } });
const phone = normalizeMnMobile(values.phone ?? '');
const level = Number(values.level);
if (!phone || !Number.isInteger(level) || level < 0 || level > 10) {
  console.error('usage: npm run rating -- --phone 99112233 --level 0..10');
  process.exit(1);
}
const config = parseConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database, config.databaseUrl);
  const [store] = await database.db.select().from(stores).where(eq(stores.name, config.storeName));
  const updated = store
    ? await database.db.update(customers).set({ rating: level }).where(and(eq(customers.storeId, store.id), eq(customers.phone, phone))).returning({ id: customers.id })
    : [];
  if (updated.length === 0) {
    console.error(`no customer with phone ${phone} in store "${config.storeName}"`);
    process.exitCode = 1;
  } else console.log(`${phone} is now Boss ${level}`);
} finally {
  await database.close();
}
