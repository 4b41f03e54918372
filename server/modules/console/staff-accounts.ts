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
import { recordAudit, type AuditActor } from '../audit/record-audit';

export type StaffListItem = { id: string; username: string; name: string; role: StaffRole; active: boolean; createdAt: string };

/** What the audit log keeps of a staff account (never its password: only that it was set). */
const accessOf = (r: { name: string; role: StaffRole; active: boolean }) => ({ name: r.name, role: r.role, active: r.active });
const staffAudit = (storeId: string, by: AuditActor, r: { id: string; username: string }) => ({ storeId, actor: by, entity: 'staff' as const, entityId: r.id, label: r.username });

/**
 * Creates the staff member, or resets an existing one with that username: new password, role (and name when given),
 * active again, logged out everywhere. Audited when an admin does it in the console (`by`); the command line and the
 * first admin's bootstrap have nobody to name.
 */
export async function saveStaff(db: Db, storeId: string, input: StaffInput, by?: AuditActor): Promise<{ id: string; created: boolean }> {
  const { username, password, name, role } = parse(staffInput, input);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.storeId, storeId), eq(staff.username, username)))
      .for('update');
    if (existing) {
      const [row] = await tx
        .update(staff)
        .set({ passwordHash, role, active: true, ...(name ? { name } : {}) })
        .where(eq(staff.id, existing.id))
        .returning();
      await endAllStaffSessions(tx, existing.id);
      if (by) await recordAudit(tx, { ...staffAudit(storeId, by, row), action: 'update', before: { ...accessOf(existing), password: '' }, after: { ...accessOf(row), password: '••••••••' } });
      return { id: existing.id, created: false };
    }
    const [row] = await tx
      .insert(staff)
      .values({ storeId, username, name: name ?? username, passwordHash, role })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', 'conflict'); // the same username was created a moment ago
    if (by) await recordAudit(tx, { ...staffAudit(storeId, by, row), action: 'create', before: null, after: { username: row.username, ...accessOf(row) } });
    return { id: row.id, created: true };
  });
}

/**
 * An admin changes a staff member's role or deactivates (or reactivates) them; either logs them out everywhere, so the
 * new role applies at once. An admin cannot take their own admin role or access away (the store would lose its admin).
 */
export async function updateStaffAccess(db: Db, storeId: string, id: string, change: { role?: StaffRole; active?: boolean }, by: AuditActor): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('NOT_FOUND', 'dataNotFound');
  if (id === by.id && ((change.role && change.role !== 'admin') || change.active === false)) throw new AppError('CONFLICT', 'staffOwnAccess');
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.storeId, storeId), eq(staff.id, id)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'dataNotFound');
    const [after] = await tx
      .update(staff)
      .set({ ...(change.role ? { role: change.role } : {}), ...(change.active !== undefined ? { active: change.active } : {}) })
      .where(eq(staff.id, id))
      .returning();
    if (after.role === before.role && after.active === before.active) return;
    await endAllStaffSessions(tx, id);
    const action = after.active !== before.active ? (after.active ? 'activate' : 'deactivate') : 'update';
    await recordAudit(tx, { ...staffAudit(storeId, by, after), action, before: accessOf(before), after: accessOf(after) });
  });
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
