// What a guest did under its user_token moves to the account at login, once. Every guest-owned feature adds its step
// here (the orders issue adds the cart and the wishlist); the guest_merges row makes a retried login a no-op.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, guestMerges } from '../../db/schema';
import { mergeGuestCart } from '../cart/cart';
import { mergeGuestWishlist } from '../cart/wishlist';

export type MergeContext = { storeId: string; userToken: string; customerId: string };
export type GuestMergeStep = (tx: Db, ctx: MergeContext) => Promise<void>;

/** The steps, in order: the visitor record now belongs to the account; the guest's cart and likes join the account's. */
export const guestMergeSteps: GuestMergeStep[] = [
  async (tx, { storeId, userToken, customerId }) => {
    await tx.update(clients).set({ customerId }).where(and(eq(clients.storeId, storeId), eq(clients.userToken, userToken)));
  },
  (tx, { storeId, userToken, customerId }) => mergeGuestCart(tx, storeId, userToken, customerId),
  (tx, { storeId, userToken, customerId }) => mergeGuestWishlist(tx, storeId, userToken, customerId),
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
