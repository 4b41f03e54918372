// Staff login by username and password. Every failure says the same "Wrong username or password" (nobody learns which
// usernames exist) and takes as long; too many failures for a username or from an address lock further tries for a while.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import type { LoginLimiter } from './login-limiter';
import { decoyHash, verifyPassword } from './passwords';
import { username as usernameSchema } from './schemas';
import { startStaffSession, type StaffMember } from './staff-sessions';

export type StaffLoginInput = { storeId: string; username: string; password: string; ip: string; previousToken: string | null };

export async function logInStaff(db: Db, limiter: LoginLimiter, input: StaffLoginInput): Promise<{ staff: StaffMember; token: string }> {
  const parsed = usernameSchema.safeParse(input.username);
  const username = parsed.success ? parsed.data : input.username.trim().toLowerCase().slice(0, 40);
  const key = `${input.storeId}:${username}`;
  // Counted as failed before the (slow) password check, so many tries sent at once cannot all slip under the limit.
  const { waitMs, tryId } = await limiter.take(key, input.ip);
  if (waitMs > 0) throw new AppError('RATE_LIMITED', 'staffLoginLocked', { values: { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) }, retryAfter: waitMs / 1000 });

  const [row] = parsed.success && input.password
    ? await db.select().from(staff).where(and(eq(staff.storeId, input.storeId), eq(staff.username, username))).limit(1)
    : [];
  // An unknown or inactive account is checked against a decoy, so it answers no faster than a wrong password.
  const matches = await verifyPassword(input.password, row?.passwordHash ?? (await decoyHash()));
  if (!row || !row.active || !matches) throw new AppError('UNAUTHORIZED', 'wrongCredentials');
  await limiter.succeeded(key, tryId!);
  const token = await startStaffSession(db, row.id, input.previousToken);
  return { staff: { id: row.id, storeId: row.storeId, username: row.username, name: row.name, role: row.role }, token };
}
