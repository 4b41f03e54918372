// Staff sessions, like the shoppers' (accounts/sessions.ts): a random token in an HttpOnly SameSite=Lax cookie, only its
// SHA-256 in the database, an expiry, ended at logout. A separate cookie, so a shopper session never opens the console.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import type { StaffRole } from '../../../core/permissions';

export const STAFF_SESSION_COOKIE = 'staff_sid';
/** A working day and a bit: the console is often open on a shared counter computer, so it does not stay logged in for weeks. */
export const STAFF_SESSION_HOURS = 12;

/** Who is working in the console: what pages and the order history need of a staff member. */
export type StaffMember = { id: string; storeId: string; username: string; name: string; role: StaffRole };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startStaffSession(db: Db, staffId: string, previousToken?: string | null): Promise<string> {
  if (previousToken) await endStaffSession(db, previousToken);
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({ tokenHash: hashToken(token), staffId, expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * 3_600_000) });
  return token;
}

/** The store's active staff member of a live session, or null (unknown, ended, expired, deactivated, another store's). */
export async function sessionStaff(db: Db, storeId: string, token: string | undefined): Promise<StaffMember | null> {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ id: staff.id, storeId: staff.storeId, username: staff.username, name: staff.name, role: staff.role })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, sql`now()`), eq(staff.active, true), eq(staff.storeId, storeId)))
    .limit(1);
  return row ?? null;
}

export async function endStaffSession(db: Db, token: string): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a staff member (their password was reset or the account deactivated). */
export async function endAllStaffSessions(db: Db, staffId: string): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
