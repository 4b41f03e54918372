// Money in, exactly once. A payment is identified by its provider and the provider's own id; recording the same money
// again (a second callback, a check after a callback, a statement imported twice) finds that row and changes nothing.
// Recording adds to the order's paid amount and, while the order still waits on money, moves it (paid, underpaid,
// overpaid) through the state table with a history row — all in one transaction.
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { formatMnt } from '../../../core/money';
import { isClosed, type OrderState } from '../../../core/order-state';
import { stateAfterPayment } from '../../../core/payment-state';
import type { Db } from '../../db/client';
import { orders, paymentAttempts, payments, type PaymentProvider } from '../../db/schema';
import { notifyOrderIn } from '../notifications/outbox';
import { transitionLocked } from '../orders/transition-order';
import { enqueueReceiptIn } from '../receipts/enqueue-receipt';

/** The most money one order's columns hold. */
const MAX_PAID = 2_147_483_647;

export type RecordPaymentInput = {
  orderId: string;
  provider: PaymentProvider;
  /** The provider's id of this money (QPay payment_id, a bank's transaction id, a gift-card ledger row). */
  providerPaymentId: string;
  amount: number;
  attemptId?: string | null;
  raw?: unknown;
  /** The staff member entering it (bank transfers). */
  staff?: { id: string; name: string } | null;
  /** The caller tells the shopper of this money itself (a lender's approval): no payment text of its own. */
  toldByCaller?: boolean;
};

export type RecordedPayment = { recorded: boolean; paymentId: string; state: OrderState; paidAmount: number };

export async function recordPayment(db: Db, input: RecordPaymentInput): Promise<RecordedPayment> {
  return db.transaction((tx) => recordPaymentIn(tx, input));
}

/** recordPayment inside a caller's transaction (a gift card is spent and recorded together). */
export async function recordPaymentIn(tx: Db, input: RecordPaymentInput): Promise<RecordedPayment> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'amount', messageKey: 'invalidFormat' }] });
  // The order row is locked first: payments of one order are recorded one at a time, so the sum is always right.
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
  const [inserted] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      attemptId: input.attemptId ?? null,
      provider: input.provider,
      providerPaymentId: input.providerPaymentId,
      amount: input.amount,
      raw: input.raw ?? null,
      recordedBy: input.staff?.id ?? null,
    })
    .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] })
    .returning({ id: payments.id });
  if (!inserted) {
    const [existing] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.provider, input.provider), eq(payments.providerPaymentId, input.providerPaymentId)));
    return { recorded: false, paymentId: existing.id, state: order.state as OrderState, paidAmount: order.paidAmount };
  }
  const paidAmount = order.paidAmount + input.amount;
  // The money columns are 32-bit: more than that against one order is an entry mistake, refused before it is stored.
  if (paidAmount > MAX_PAID) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'amount', messageKey: 'invalidFormat' }] });
  await tx.update(orders).set({ paidAmount, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  const next = stateAfterPayment(order.state as OrderState, order.total, paidAmount);
  if (next) {
    await transitionLocked(tx, {
      storeId: order.storeId,
      orderId: order.id,
      to: next,
      actor: input.staff ? { kind: 'staff', ...input.staff } : { kind: 'system', name: `payment:${input.provider}` },
      reason: null,
    });
  }
  // The shopper is told what came in: paid in full, what is left, or how much too much. Money for a closed order is
  // not news of the order (staff give it back).
  if (!isClosed(order.state as OrderState) && !input.toldByCaller) {
    // What the shopper has paid net of what the store gave back (refunds).
    const net = paidAmount - order.refundedAmount;
    const money = { amount: formatMnt(input.amount), left: formatMnt(order.total - net), over: formatMnt(net - order.total) };
    const news = net === order.total ? 'payment_received' : net < order.total ? 'payment_partial' : 'payment_overpaid';
    await notifyOrderIn(tx, { event: news, orderId: order.id, detail: inserted.id, values: money });
  }
  if (next === 'paid' || next === 'overpaid') {
    // Paid in full: the e-receipt is queued with the money (its worker sends it; PosAPI never holds up a payment), and
    // other open invoices are no longer shown (money still arriving through one is recorded all the same).
    await enqueueReceiptIn(tx, order.id);
    await tx
      .update(paymentAttempts)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'pending'), input.attemptId ? ne(paymentAttempts.id, input.attemptId) : sql`true`));
  }
  return { recorded: true, paymentId: inserted.id, state: next ?? (order.state as OrderState), paidAmount };
}
