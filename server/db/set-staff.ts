// `npm run staff -- --username bat --password '…' [--name "Bat"] [--role admin|operator|catalog|content|finance|hiring]`: creates a console staff member,
// or resets one (same username: new password and role, logged out everywhere). Run with the server stopped when the
// database is the embedded one.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import { ConfigError, parseConfig } from '../config';
import { saveStaff } from '../modules/console/staff-accounts';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { stores } from './schema';
import { STAFF_ROLES, type StaffRole } from '../../core/permissions';

const usage = `usage: npm run staff -- --username NAME --password PASSWORD [--name "Full Name"] [--role ${STAFF_ROLES.join('|')}]`;
let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({ options: { username: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } } }));
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(1);
}
if (!values.username || !values.password) {
  console.error(usage);
  process.exit(1);
}

try {
  const config = parseConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, config.databaseUrl);
    const [store] = await database.db.select({ id: stores.id }).from(stores).where(eq(stores.name, config.storeName));
    if (!store) throw new Error(`store "${config.storeName}" does not exist (start the server once, or run npm run seed)`);
    const role = (values.role ?? 'admin') as StaffRole;
    const saved = await saveStaff(database.db, store.id, { username: values.username, password: values.password, name: values.name, role });
    console.log(`${saved.created ? 'created' : 'reset'} ${role} "${values.username.trim().toLowerCase()}" in store "${config.storeName}"`);
  } finally {
    await database.close();
  }
} catch (err) {
  if (AppError.is(err) && err.fields.length) console.error(`invalid ${err.fields.map((f) => f.path).join(', ')} (username: 2-40 letters, digits, . _ -; password: 8-200 characters; role: ${STAFF_ROLES.join(', ')})`);
  else console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
}
