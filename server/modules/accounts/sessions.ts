// Server-side sessions. The browser holds a random token in an HttpOnly cookie; the database holds its SHA-256.
// A login always starts a new session (the old one is ended), so a session id planted before login is worthless.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptHeader } from '../../http/clean-text';
import { customers, sessions } from '../../db/schema';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type Customer = typeof customers.$inferSelect;

export async function startSession(db: Db, customerId: string, userAgent: string | null, previousToken?: string | null): Promise<string> {
  if (previousToken) await endSession(db, previousToken);
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    customerId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
    // The one header the store keeps, cleaned by the rule for incoming text.
    userAgent: keptHeader(userAgent, 300),
  });
  return token;
}

/** The customer of a live session, or null (unknown, ended or expired). */
export async function sessionCustomer(db: Db, token: string | undefined): Promise<Customer | null> {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ customer: customers, lastSeenAt: sessions.lastSeenAt, tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  // Note activity at most hourly: not a write on every page view.
  if (Date.now() - row.lastSeenAt.getTime() > 3_600_000) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, row.tokenHash));
  }
  return row.customer;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}
