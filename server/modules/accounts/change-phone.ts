// A new phone number for an account: proven by a code sent to the new number. Only then, when the number is known to
// belong to the one asking, is it said whether another account already uses it. A Google-only account that proves the
// phone of an existing account becomes that account (the Google login is linked to it): "add a phone" after Google.
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { addresses, clients, customers, guestMerges, sessions } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { verifyCode } from './one-time-codes';

const taken = () => new AppError('CONFLICT', 'phoneTaken', { fields: [{ path: 'phone', messageKey: 'phoneTaken' }] });

export async function changePhone(db: Db, input: { storeId: string; customerId: string; phone: string; code: string }) {
  const phone = await verifyCode(db, { storeId: input.storeId, phone: input.phone, code: input.code, purpose: 'change_phone' });
  const [owner] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, input.storeId), eq(customers.phone, phone), ne(customers.id, input.customerId)));
  if (!owner) {
    try {
      const [row] = await db.update(customers).set({ phone, updatedAt: sql`now()` }).where(eq(customers.id, input.customerId)).returning();
      return row;
    } catch (err) {
      // The same number logged in (made an account) a moment ago.
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
  }
  const [current] = await db.select().from(customers).where(eq(customers.id, input.customerId));
  if (current.phone !== null || !current.googleSub || (owner.googleSub && owner.googleSub !== current.googleSub)) throw taken();
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ googleSub: null }).where(eq(customers.id, current.id));
    await tx
      .update(customers)
      .set({ googleSub: current.googleSub, email: owner.email ?? current.email, displayName: owner.displayName ?? current.displayName, updatedAt: sql`now()` })
      .where(eq(customers.id, owner.id));
    await tx.update(addresses).set({ customerId: owner.id, isMain: false }).where(eq(addresses.customerId, current.id));
    await tx.update(sessions).set({ customerId: owner.id }).where(eq(sessions.customerId, current.id));
    await tx.update(clients).set({ customerId: owner.id }).where(eq(clients.customerId, current.id));
    await tx.update(guestMerges).set({ customerId: owner.id }).where(eq(guestMerges.customerId, current.id));
    await tx.delete(customers).where(eq(customers.id, current.id));
  });
  const [linked] = await db.select().from(customers).where(eq(customers.id, owner.id));
  return linked;
}
