// Staff (or the lender through staff) decide an application. Approving records the financed amount as one payment —
// `application:<attempt id>`, through the payments module, in the same transaction as the decision — so approving twice,
// or a check that reads the decision meanwhile, still makes one payment; the order then shows what is left (the down
// payment) for the shopper to pay. Rejecting needs a reason, which the shopper sees, and ends the attempt as failed. A
// decided application cannot be decided the other way. Locks: the order, then the attempt (recordPayment's order).
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { OrderState } from '../../../core/order-state';
import { formatMnt } from '../../../core/money';
import { leftToPay } from '../../../core/payment-state';
import type { Db } from '../../db/client';
import { orders, paymentAttempts } from '../../db/schema';
import { applicationPaymentId, decisionOf, isApplicationProvider, type ApplicationDecision } from '../payments/adapters/application';
import { recordAudit } from '../audit/record-audit';
import { recordPaymentIn } from '../payments/record-payment';
import { notifyOrderIn } from '../notifications/outbox';
import { PAYABLE } from '../payments/start-payment';

export type Decider = { id: string; name: string };

/** A decision's audit row: under the application (its console page), named by its order's number. */
const leasingAudit = (storeId: string, staff: Decider, id: string, number: number) => ({ storeId, actor: staff, entity: 'leasing' as const, entityId: id, label: `#${number}` });
export type Decided = { changed: boolean; decision: ApplicationDecision; orderState: OrderState };

async function lockApplication(tx: Db, storeId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('NOT_FOUND', 'dataNotFound');
  const [found] = await tx
    .select({ orderId: paymentAttempts.orderId, provider: paymentAttempts.provider })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(and(eq(paymentAttempts.id, id), eq(orders.storeId, storeId)));
  if (!found || !isApplicationProvider(found.provider)) throw new AppError('NOT_FOUND', 'dataNotFound');
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).for('update');
  return { order, attempt };
}

const writeDecision = (tx: Db, id: string, decision: ApplicationDecision, staff: Decider, status: 'paid' | 'failed') =>
  tx
    .update(paymentAttempts)
    .set({
      details: sql`${paymentAttempts.details} || ${JSON.stringify({ decision })}::jsonb`,
      raw: sql`${paymentAttempts.raw} || ${JSON.stringify([{ decision, staff }])}::jsonb`,
      status,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentAttempts.id, id));

export async function approveApplication(db: Db, input: { storeId: string; id: string; staff: Decider; note: string | null }): Promise<Decided> {
  return db.transaction(async (tx) => {
    const { order, attempt } = await lockApplication(tx, input.storeId, input.id);
    const before = decisionOf(attempt.details);
    if (before?.status === 'approved') return { changed: false, decision: before, orderState: order.state as OrderState };
    if (before || attempt.status !== 'pending') throw new AppError('CONFLICT', 'leasingDecided');
    if (!PAYABLE.includes(order.state as OrderState)) throw new AppError('CONFLICT', 'leasingNotPayable');
    if (leftToPay(order.total, order.paidAmount) < attempt.amount) throw new AppError('CONFLICT', 'leasingOverpays');
    const decision: ApplicationDecision = { status: 'approved', reason: input.note, at: new Date().toISOString() };
    // Approved: the lender pays the financed amount, which closes this attempt (the down payment is another).
    await writeDecision(tx, attempt.id, decision, input.staff, 'paid');
    const recorded = await recordPaymentIn(tx, {
      orderId: order.id,
      provider: attempt.provider,
      providerPaymentId: applicationPaymentId(attempt.id),
      amount: attempt.amount,
      attemptId: attempt.id,
      raw: { decision },
      staff: input.staff,
      toldByCaller: true,
    });
    await notifyOrderIn(tx, { event: 'leasing_approved', orderId: order.id, detail: attempt.id, values: { amount: formatMnt(attempt.amount), left: formatMnt(leftToPay(order.total, recorded.paidAmount)) } });
    await recordAudit(tx, {
      ...leasingAudit(input.storeId, input.staff, attempt.id, order.number),
      action: 'approve',
      before: { decision: 'pending', state: order.state },
      after: { decision: 'approved', note: input.note, amount: attempt.amount, state: recorded.state },
    });
    return { changed: true, decision, orderState: recorded.state };
  });
}

export async function rejectApplication(db: Db, input: { storeId: string; id: string; staff: Decider; reason: string }): Promise<Decided> {
  return db.transaction(async (tx) => {
    const { order, attempt } = await lockApplication(tx, input.storeId, input.id);
    const before = decisionOf(attempt.details);
    if (before?.status === 'rejected') return { changed: false, decision: before, orderState: order.state as OrderState };
    if (before || attempt.status !== 'pending') throw new AppError('CONFLICT', 'leasingDecided');
    const decision: ApplicationDecision = { status: 'rejected', reason: input.reason, at: new Date().toISOString() };
    await writeDecision(tx, attempt.id, decision, input.staff, 'failed');
    // "Pay another way" is news only while the order can still be paid.
    if (PAYABLE.includes(order.state as OrderState)) await notifyOrderIn(tx, { event: 'leasing_rejected', orderId: order.id, detail: attempt.id });
    await recordAudit(tx, { ...leasingAudit(input.storeId, input.staff, attempt.id, order.number), action: 'reject', before: { decision: 'pending' }, after: { decision: 'rejected', reason: input.reason } });
    return { changed: true, decision, orderState: order.state as OrderState };
  });
}
