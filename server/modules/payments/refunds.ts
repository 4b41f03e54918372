// Money given back. Staff make the refund where the money is (a bank transfer back, QPay's merchant app, cash at the
// counter) and record it here: never more than the store owes (core/refunds.ts), one row per form sent (its key), with
// the order's refunded sum, the shopper's notice and the audit row in the same transaction. The refunds page lists what
// the store owes (the orders the partial index `orders_refund_owed_idx` holds) and what it gave back.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { formatMnt } from '../../../core/money';
import type { OrderState } from '../../../core/order-state';
import { refundOwed, type RefundMethod } from '../../../core/refunds';
import { isUuid } from '../../../core/uuid';
import type { Db } from '../../db/client';
import { OWES_REFUND, orders, refunds } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { notifyOrderIn } from '../notifications/outbox';

export type RefundInput = { number: number; amount: number; method: RefundMethod; reference: string | null; note: string | null; key: string };
export type RefundResult = { recorded: boolean; number: number; amount: number; owed: number };

const invalid = (path: string, messageKey = 'invalidFormat', values?: Record<string, string>) =>
  new AppError('VALIDATION', 'invalidRequest', { fields: [{ path, messageKey, values }] });

/** Records a refund staff made; the same form sent twice (its key) records it once. */
export async function recordRefund(db: Db, storeId: string, input: RefundInput, staff: AuditActor): Promise<RefundResult> {
  if (!isUuid(input.key)) throw invalid('key');
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw invalid('amount');
  // Money sent through a bank or QPay has its transaction's id: the shopper and the accountant trace it by it.
  if (input.method !== 'cash' && !input.reference) throw invalid('reference', 'fieldRequired');
  return db.transaction(async (tx) => {
    // The order row is locked first: refunds of one order are recorded one at a time, so the owed sum is always right.
    const [order] = await tx
      .select({ id: orders.id, number: orders.number, state: orders.state, total: orders.total, paidAmount: orders.paidAmount, refundedAmount: orders.refundedAmount })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.number, input.number)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
    const facts = { ...order, state: order.state as OrderState };
    const [again] = await tx.select({ amount: refunds.amount }).from(refunds).where(and(eq(refunds.orderId, order.id), eq(refunds.key, input.key)));
    if (again) return { recorded: false, number: order.number, amount: again.amount, owed: refundOwed(facts) };
    const owed = refundOwed(facts);
    if (input.amount > owed) throw invalid('amount', owed === 0 ? 'refundNothingOwed' : 'refundTooMuch', { max: formatMnt(owed) });
    const [refund] = await tx
      .insert(refunds)
      .values({ storeId, orderId: order.id, amount: input.amount, method: input.method, reference: input.reference, note: input.note, key: input.key, recordedBy: staff.id, recordedByName: staff.name })
      .returning({ id: refunds.id });
    const refundedAmount = order.refundedAmount + input.amount;
    await tx.update(orders).set({ refundedAmount, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
    await notifyOrderIn(tx, { event: 'refund_made', orderId: order.id, detail: refund.id, values: { amount: formatMnt(input.amount) } });
    await recordAudit(tx, {
      storeId,
      actor: staff,
      entity: 'payment',
      entityId: String(order.number),
      action: 'refund',
      label: `#${order.number}`,
      before: { refunded: order.refundedAmount },
      after: { refunded: refundedAmount, amount: input.amount, method: input.method, reference: input.reference, note: input.note },
    });
    return { recorded: true, number: order.number, amount: input.amount, owed: owed - input.amount };
  });
}

/** The orders the store owes money back, the longest waiting first. */
export async function listRefundsOwed(db: Db, storeId: string, limit = 200) {
  const rows = await db
    .select({
      number: orders.number,
      state: orders.state,
      total: orders.total,
      paidAmount: orders.paidAmount,
      refundedAmount: orders.refundedAmount,
      phone: orders.phone,
      firstName: orders.firstName,
      lastName: orders.lastName,
      paymentMethod: orders.paymentMethod,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), OWES_REFUND))
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, state: r.state as OrderState, owed: refundOwed({ ...r, state: r.state as OrderState }), updatedAt: r.updatedAt.toISOString() }));
}

/** Refunds recorded, newest first: the store's (for the refunds page) or one order's. */
export async function listRefunds(db: Db, storeId: string, options: { orderId?: string; limit?: number } = {}) {
  const rows = await db
    .select({ id: refunds.id, number: orders.number, amount: refunds.amount, method: refunds.method, reference: refunds.reference, note: refunds.note, by: refunds.recordedByName, createdAt: refunds.createdAt })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.storeId, storeId), options.orderId ? eq(refunds.orderId, options.orderId) : undefined))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(options.limit ?? 100);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
