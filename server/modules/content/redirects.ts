// The store's redirects (the redirects table): what an old address answers. A content entry's key change leaves one
// (301), staff edit them in the console, and the storefront applies them with the build manifest's fixed rules.
import { and, eq } from 'drizzle-orm';
import type { RedirectStatus } from '../../../core/content';
import type { Db } from '../../db/client';
import { redirects } from '../../db/schema';

export type Redirect = { fromPath: string; toPath: string; statusCode: RedirectStatus };

/**
 * An entry moved from one path to another: the old path redirects (301) to the new one, redirects that pointed at the
 * old path now point at the new one (no chains), and a redirect away from the new path goes (it is live again).
 */
export async function recordPathChange(db: Db, storeId: string, fromPath: string, toPath: string): Promise<void> {
  if (fromPath === toPath) return;
  await db.delete(redirects).where(and(eq(redirects.storeId, storeId), eq(redirects.fromPath, toPath)));
  await db
    .update(redirects)
    .set({ toPath, updatedAt: new Date() })
    .where(and(eq(redirects.storeId, storeId), eq(redirects.toPath, fromPath)));
  await db
    .insert(redirects)
    .values({ storeId, fromPath, toPath, statusCode: 301 })
    .onConflictDoUpdate({ target: [redirects.storeId, redirects.fromPath], set: { toPath, statusCode: 301, updatedAt: new Date() } });
}

/** The redirect for a path (no trailing slash), if there is one. */
export async function findRedirect(db: Db, storeId: string, path: string): Promise<Redirect | null> {
  const [row] = await db
    .select({ fromPath: redirects.fromPath, toPath: redirects.toPath, statusCode: redirects.statusCode })
    .from(redirects)
    .where(and(eq(redirects.storeId, storeId), eq(redirects.fromPath, path)))
    .limit(1);
  return row ? { ...row, statusCode: row.statusCode as RedirectStatus } : null;
}
