// Test helpers for the console: a staff member made directly (orders for it: test/order-rows.ts).
import type { StaffRole } from '../core/permissions';
import type { Db } from '../server/db/client';
import { saveStaff } from '../server/modules/console/staff-accounts';
import { startStaffSession } from '../server/modules/console/staff-sessions';
import { storeIdOf } from './order-rows';

/** A staff member of the store and, when asked, a live session: the Cookie header value that carries it. */
export async function createStaff(db: Db, input: { username: string; password?: string; name?: string; role?: StaffRole }, storeName = 'zuuch') {
  const storeId = await storeIdOf(db, storeName);
  const password = input.password ?? 'correct horse battery';
  const { id } = await saveStaff(db, storeId, { username: input.username, password, name: input.name ?? input.username, role: input.role ?? 'operator' });
  return { id, storeId, password, cookie: async () => `staff_sid=${await startStaffSession(db, id)}` };
}
