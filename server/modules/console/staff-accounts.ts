// Staff accounts of a store: created or reset (CLI, bootstrap, the admin's staff page), listed, and the first admin made
// from ADMIN_USERNAME/ADMIN_PASSWORD when a store has no staff yet.
import { and, asc, count, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { staff, stores } from '../../db/schema';
import { parse } from '../../http/validate';
import { hashPassword, verifyPassword } from './passwords';
import { staffInput, type StaffInput } from './schemas';
import { endAllStaffSessions } from './staff-sessions';
import type { StaffRole } from '../../../core/permissions';

export type StaffListItem = { id: string; username: string; name: string; role: StaffRole; active: boolean; createdAt: string };

/**
 * Creates the staff member, or resets an existing one with that username: new password, role (and name when given),
 * active again, logged out everywhere.
 */
export async function saveStaff(db: Db, storeId: string, input: StaffInput): Promise<{ id: string; created: boolean }> {
  const { username, password, name, role } = parse(staffInput, input);
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: staff.id }).from(staff).where(and(eq(staff.storeId, storeId), eq(staff.username, username)));
  if (existing) {
    await db.transaction(async (tx) => {
      await tx
        .update(staff)
        .set({ passwordHash, role, active: true, ...(name ? { name } : {}) })
        .where(eq(staff.id, existing.id));
      await endAllStaffSessions(tx, existing.id);
    });
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(staff)
    .values({ storeId, username, name: name ?? username, passwordHash, role })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  if (!row) throw new AppError('CONFLICT', 'conflict'); // the same username was created a moment ago
  return { id: row.id, created: true };
}

export async function listStaff(db: Db, storeId: string): Promise<StaffListItem[]> {
  const rows = await db.select().from(staff).where(eq(staff.storeId, storeId)).orderBy(asc(staff.username));
  return rows.map((r) => ({ id: r.id, username: r.username, name: r.name, role: r.role, active: r.active, createdAt: r.createdAt.toISOString() }));
}

/**
 * At start: a store without any staff gets its first admin from the configuration. Nothing happens when staff exist
 * (a changed password is never overwritten) or when no admin is configured (the README says how to make one).
 */
export async function bootstrapAdmin(
  db: Db,
  config: { storeName: string; admin: { username: string; password: string } | null },
): Promise<'created' | 'exists' | 'not-configured' | 'no-store'> {
  if (!config.admin) return 'not-configured';
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, config.storeName));
  if (!store) return 'no-store';
  const [{ n }] = await db.select({ n: count() }).from(staff).where(eq(staff.storeId, store.id));
  if (n > 0) return 'exists';
  try {
    const { created } = await saveStaff(db, store.id, { ...config.admin, name: 'Admin', role: 'admin' });
    return created ? 'created' : 'exists';
  } catch (err) {
    if (AppError.is(err) && err.code === 'CONFLICT') return 'exists'; // another process starting at the same time made it
    throw err;
  }
}

/**
 * At a production start: the demo's staff login (a published password) never works in production, even on a database
 * that was once a demo's. The account is deactivated and logged out if its password is still the demo's.
 */
export async function retireDemoStaff(db: Db, storeName: string, demo: { username: string; password: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id, passwordHash: staff.passwordHash })
    .from(staff)
    .innerJoin(stores, eq(stores.id, staff.storeId))
    .where(and(eq(stores.name, storeName), eq(staff.username, demo.username), eq(staff.active, true)));
  if (!row || !(await verifyPassword(demo.password, row.passwordHash))) return false;
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ active: false }).where(eq(staff.id, row.id));
    await endAllStaffSessions(tx, row.id);
  });
  return true;
}
