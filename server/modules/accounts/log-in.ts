// Logging in with a phone code: the code is checked, the account found or made, the guest's data merged, a session begun.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { mergeGuest } from './merge-guest';
import { verifyCode } from './one-time-codes';
import { startSession, type Customer } from './sessions';

export async function logInWithCode(
  db: Db,
  input: { storeId: string; phone: string; code: string; userToken: string | null; userAgent: string | null; previousSession: string | null },
): Promise<{ customer: Customer; sessionToken: string }> {
  const phone = await verifyCode(db, { storeId: input.storeId, phone: input.phone, code: input.code, purpose: 'login' });
  await db.insert(customers).values({ storeId: input.storeId, phone }).onConflictDoNothing();
  const [customer] = await db.select().from(customers).where(and(eq(customers.storeId, input.storeId), eq(customers.phone, phone)));
  if (input.userToken) await mergeGuest(db, { storeId: input.storeId, userToken: input.userToken, customerId: customer.id });
  const sessionToken = await startSession(db, customer.id, input.userAgent, input.previousSession);
  return { customer, sessionToken };
}
