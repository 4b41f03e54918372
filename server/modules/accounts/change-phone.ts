// A new phone number for an account: proven by a code sent to the new number. Only then, when the number is known to
// belong to the one asking, is it said whether another account already uses it.
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { verifyCode } from './one-time-codes';

export async function changePhone(db: Db, input: { storeId: string; customerId: string; phone: string; code: string }) {
  const phone = await verifyCode(db, { storeId: input.storeId, phone: input.phone, code: input.code, purpose: 'change_phone' });
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, input.storeId), eq(customers.phone, phone), ne(customers.id, input.customerId)));
  if (taken) throw new AppError('CONFLICT', 'phoneTaken', { fields: [{ path: 'phone', messageKey: 'phoneTaken' }] });
  const [row] = await db.update(customers).set({ phone, updatedAt: sql`now()` }).where(eq(customers.id, input.customerId)).returning();
  return row;
}
