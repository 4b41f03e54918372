// What a guest did under its user_token moves to the account at login, once. Every guest-owned feature adds its step
// here (the orders issue adds the cart and the wishlist); the guest_merges row makes a retried login a no-op.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, guestMerges } from '../../db/schema';

export type MergeContext = { storeId: string; userToken: string; customerId: string };
export type GuestMergeStep = (tx: Db, ctx: MergeContext) => Promise<void>;

/** The steps, in order. The client record itself: the visitor now belongs to the account. */
export const guestMergeSteps: GuestMergeStep[] = [
  async (tx, { storeId, userToken, customerId }) => {
    await tx.update(clients).set({ customerId }).where(and(eq(clients.storeId, storeId), eq(clients.userToken, userToken)));
  },
];

/** Runs every step in one transaction, the first time this token logs in; returns whether it ran. */
export async function mergeGuest(db: Db, ctx: MergeContext, steps: GuestMergeStep[] = guestMergeSteps): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [first] = await tx.insert(guestMerges).values(ctx).onConflictDoNothing().returning({ userToken: guestMerges.userToken });
    if (!first) return false;
    for (const step of steps) await step(tx as unknown as Db, ctx);
    return true;
  });
}
