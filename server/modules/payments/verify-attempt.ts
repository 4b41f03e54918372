// A provider said something happened (a callback) or the shopper's page asks: ask the provider itself, then record every
// payment it confirms — each once, however many callbacks and checks see it.
import { eq, sql } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../core/app-error';
import type { OrderState } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { orders, paymentAttempts } from '../../db/schema';
import type { PaymentAdapter } from './adapter';
import { recordPayment } from './record-payment';

export async function verifyAttempt(db: Db, adapter: PaymentAdapter, attemptId: string): Promise<{ state: OrderState; paidAmount: number; status: string }> {
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  if (!attempt || !attempt.providerRef) throw new AppError('NOT_FOUND', 'dataNotFound');
  const checked = await adapter.check({ providerRef: attempt.providerRef, senderRef: attempt.senderRef, amount: attempt.amount });
  for (const p of checked.paid) {
    // One row the store cannot take (not whole tugrik) is left for staff in the attempt's raw answers; the others count.
    if (!Number.isSafeInteger(p.amount) || p.amount <= 0) continue;
    await recordPayment(db, { orderId: attempt.orderId, provider: attempt.provider, providerPaymentId: p.id, amount: p.amount, attemptId: attempt.id, raw: p.raw });
  }
  // The attempt closes when the provider says so: paid in full (a part leaves it open for the rest), expired or failed.
  if (attempt.status === 'pending' && checked.status !== 'pending') {
    await db.update(paymentAttempts).set({ status: checked.status, updatedAt: sql`now()` }).where(eq(paymentAttempts.id, attempt.id));
  }
  const [order] = await db.select({ state: orders.state, paidAmount: orders.paidAmount }).from(orders).where(eq(orders.id, attempt.orderId));
  return { state: order.state as OrderState, paidAmount: order.paidAmount, status: checked.status };
}

/** The attempt a callback URL names, if its token is right (compared in constant time). */
export async function attemptForCallback(db: Db, attemptId: string, token: string) {
  if (!/^[0-9a-f-]{36}$/i.test(attemptId) || !/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  if (!attempt) return null;
  const a = Buffer.from(attempt.callbackToken);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b) ? attempt : null;
}
