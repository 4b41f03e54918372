// Paying an order through a provider: one attempt (a QPay invoice, a lender's loan) for what is left to pay. Opening the
// order page again shows the same attempt rather than making a new invoice each time, also when several requests ask
// at once (a reload, two tabs, a twin placement): the first claims the attempt, the others wait for its answer. A
// failure to create one says the spec's "invoice cannot be created (check the phone number and try again)" and leaves
// nothing half-made.
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
/** How long another request may take to have the provider make an attempt (the clients' 10 s timeout and some). */
const STARTING_MS = 15_000;
const STARTING_CHECK_MS = 100;

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
  const callbackToken = randomBytes(24).toString('base64url');
  // QPay allows 45 characters: the order number and a random tail, unique per attempt.
  const senderRef = `Z${order.number}-${randomBytes(6).toString('hex')}`;
  // Looked for and claimed under a lock on (order, provider), so parallel requests never both make an invoice. The lock
  // is let go before the provider is asked: no connection is held while it answers.
  const claim = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment:${order.id}:${adapter.provider}`}))`);
    const [open] = await tx
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
    // Being made by another request right now (one that died meanwhile is passed over once its time is up).
    if (open && (open.providerRef || open.createdAt.getTime() > Date.now() - STARTING_MS)) return { mine: false as const, attempt: open };
    const [attempt] = await tx.insert(paymentAttempts).values({ orderId: order.id, provider: adapter.provider, amount, senderRef, callbackToken }).returning();
    return { mine: true as const, attempt };
  });
  if (!claim.mine) return claim.attempt.providerRef ? attemptView(claim.attempt) : attemptView(await startedElsewhere(db, claim.attempt.id));

  const attempt = claim.attempt;
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

/** The attempt another request is starting, once the provider answered it: started, or failed (said as this one's failure). */
async function startedElsewhere(db: Db, attemptId: string): Promise<typeof paymentAttempts.$inferSelect> {
  for (let waited = 0; ; waited += STARTING_CHECK_MS) {
    const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
    if (row?.providerRef) return row;
    if (!row || row.status !== 'pending' || waited >= STARTING_MS) throw new AppError('UNAVAILABLE', 'invoiceFailed');
    await new Promise((resolve) => setTimeout(resolve, STARTING_CHECK_MS));
  }
}
