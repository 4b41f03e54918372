// Paying an order through a provider: one attempt (a QPay invoice, a lender's loan) for what is left to pay. Opening the
// order page again shows the same attempt rather than making a new invoice each time; a failure to create one says the
// spec's "invoice cannot be created (check the phone number and try again)" and leaves nothing half-made.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { OrderState } from '../../../core/order-state';
import { isLoanPlan } from '../../../core/instalments';
import { leftToPay } from '../../../core/payment-state';
import type { Db } from '../../db/client';
import { paymentAttempts, type PaymentProvider } from '../../db/schema';
import { findShopperOrder } from '../orders/get-order';
import { transitionOrder } from '../orders/transition-order';
import type { PaymentAdapter } from './adapter';

/** Orders that can still take money from the shopper. */
export const PAYABLE: OrderState[] = ['new', 'not_paid', 'underpaid'];
/** How long an open attempt is shown again instead of a new one. */
const REUSE_MS = 30 * 60_000;

export type AttemptView = { id: string; provider: PaymentProvider; amount: number; status: string; details: Record<string, unknown>; createdAt: string };

export const attemptView = (a: typeof paymentAttempts.$inferSelect): AttemptView => ({
  id: a.id,
  provider: a.provider,
  amount: a.amount,
  status: a.status,
  details: a.details,
  createdAt: a.createdAt.toISOString(),
});

export async function startPayment(
  db: Db,
  adapter: PaymentAdapter,
  input: { storeId: string; number: number; customerPhone: string | null; origin: string },
): Promise<AttemptView> {
  const order = await findShopperOrder(db, input.storeId, input.number, input.customerPhone);
  if (!PAYABLE.includes(order.state as OrderState)) throw new AppError('CONFLICT', 'orderError');
  // A loan needs its term and the lender's decision: the shopper applies on the leasing request page, and nothing is
  // recorded here (no attempt that could only fail).
  if (isLoanPlan(adapter.provider)) {
    throw new AppError('LEASING_APPLICATION_REQUIRED', 'leasingApplicationRequired', { values: { href: `/leasingRequest?order=${order.number}&plan=${adapter.provider}` } });
  }
  const amount = leftToPay(order.total, order.paidAmount);
  const [open] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, order.id),
        eq(paymentAttempts.provider, adapter.provider),
        eq(paymentAttempts.status, 'pending'),
        eq(paymentAttempts.amount, amount),
        gt(paymentAttempts.createdAt, new Date(Date.now() - REUSE_MS)),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  if (open?.providerRef) return attemptView(open);

  const callbackToken = randomBytes(24).toString('base64url');
  // QPay allows 45 characters: the order number and a random tail, unique per attempt.
  const senderRef = `Z${order.number}-${randomBytes(6).toString('hex')}`;
  const [attempt] = await db.insert(paymentAttempts).values({ orderId: order.id, provider: adapter.provider, amount, senderRef, callbackToken }).returning();
  try {
    const started = await adapter.start({
      orderNumber: order.number,
      amount,
      senderRef,
      callbackUrl: `${input.origin}/api/v1/payments/callback/${attempt.id}/${callbackToken}`,
      phone: order.phone,
      description: `Zuuch order ${order.number}`,
    });
    const [saved] = await db
      .update(paymentAttempts)
      .set({ providerRef: started.providerRef, details: started.details, raw: sql`${paymentAttempts.raw} || ${JSON.stringify([started.raw])}::jsonb`, updatedAt: sql`now()` })
      .where(eq(paymentAttempts.id, attempt.id))
      .returning();
    if (order.state === 'new') {
      await transitionOrder(db, { storeId: order.storeId, orderId: order.id, to: 'not_paid', actor: { kind: 'system', name: `payment:${adapter.provider}` }, reason: null }).catch(() => {
        // A payment recorded meanwhile already moved it on: nothing to do.
      });
    }
    return attemptView(saved);
  } catch (err) {
    await db.update(paymentAttempts).set({ status: 'failed', raw: sql`${paymentAttempts.raw} || ${JSON.stringify([{ error: String((err as Error).message) }])}::jsonb` }).where(eq(paymentAttempts.id, attempt.id));
    throw new AppError('UNAVAILABLE', 'invoiceFailed', { cause: err });
  }
}
