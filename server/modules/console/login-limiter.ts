// Failed staff logins, counted per username and per address in the database, so every process of a store shares one
// lockout. A username locks after 5 failures in 15 minutes, an address after 20, until the oldest failure leaves the window.
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

export const STAFF_LOGIN_LIMITS = { perUsername: 5, perAddress: 20, windowMs: 15 * 60_000 } as const;

export type LoginLimiter = {
  /**
   * Takes a try for this username from this address: counted as failed at once (before the slow password check, so tries
   * sent at once are all counted), unless a limit is reached. Answers the wait in milliseconds (0: go on) and the try's id.
   */
  take: (username: string, ip: string, now?: Date) => Promise<{ waitMs: number; tryId: string | null }>;
  /**
   * The try was right: the username's failures go, and the address gets back the one this try took (not the others: one
   * right password does not excuse 19 wrong).
   */
  succeeded: (username: string, tryId: string) => Promise<void>;
};

export function createLoginLimiter(db: Db, limits: { perUsername: number; perAddress: number; windowMs: number } = STAFF_LOGIN_LIMITS): LoginLimiter {
  return {
    take: (username, ip, now = new Date()) =>
      db.transaction(async (tx) => {
        const keys = [`u:${username}`, `ip:${ip}`];
        // Tries for the same username or address queue here, so parallel ones cannot all pass the same count.
        for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${key}`}))`);
        const since = new Date(now.getTime() - limits.windowMs);
        const recent = await tx
          .select({ key: loginFailures.key, at: loginFailures.at })
          .from(loginFailures)
          .where(and(inArray(loginFailures.key, keys), gt(loginFailures.at, since)))
          .orderBy(asc(loginFailures.at));
        // Locked until the failure that filled the limit leaves the window.
        const wait = (key: string, max: number) => {
          const list = recent.filter((r) => r.key === key);
          return list.length >= max ? list[list.length - max].at.getTime() + limits.windowMs - now.getTime() : 0;
        };
        const waitMs = Math.max(wait(keys[0], limits.perUsername), wait(keys[1], limits.perAddress));
        if (waitMs > 0) return { waitMs, tryId: null };
        await tx.delete(loginFailures).where(lt(loginFailures.at, since)); // old tries of every key: nothing counts them
        const [, addressTry] = await tx
          .insert(loginFailures)
          .values(keys.map((key) => ({ key, at: now })))
          .returning({ id: loginFailures.id, key: loginFailures.key });
        return { waitMs: 0, tryId: addressTry.id };
      }),
    succeeded: async (username, tryId) => {
      await db.delete(loginFailures).where(eq(loginFailures.key, `u:${username}`));
      await db.delete(loginFailures).where(eq(loginFailures.id, tryId));
    },
  };
}
