// What the shopper's order page polls while it waits for money: the order's money state after asking the provider about
// the open attempt (at most every few seconds per attempt, however many tabs poll).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrderState } from '../../../core/order-state';
import { leftToPay } from '../../../core/payment-state';
import type { Db } from '../../db/client';
import { paymentAttempts, payments, type PaymentProvider } from '../../db/schema';
import { findShopperOrder } from '../orders/get-order';
import type { PaymentAdapter } from './adapter';
import { attemptView, type AttemptView } from './start-payment';
import { verifyAttempt } from './verify-attempt';

const CHECK_EVERY_MS = 3_000;
const lastCheck = new Map<string, number>();

export type PaymentStatus = { state: OrderState; total: number; paidAmount: number; left: number };

export async function paymentStatus(
  db: Db,
  adapters: Partial<Record<PaymentProvider, PaymentAdapter>>,
  input: { storeId: string; number: number; customerPhone: string | null },
): Promise<PaymentStatus> {
  const order = await findShopperOrder(db, input.storeId, input.number, input.customerPhone);
  const [open] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'pending')))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  const adapter = open ? adapters[open.provider] : undefined;
  if (open?.providerRef && adapter && Date.now() - (lastCheck.get(open.id) ?? 0) >= CHECK_EVERY_MS) {
    lastCheck.set(open.id, Date.now());
    if (lastCheck.size > 10_000) lastCheck.clear();
    // A provider that does not answer now is asked again on the next poll; the page keeps what is known.
    const checked = await verifyAttempt(db, adapter, open.id).catch(() => null);
    if (checked) return { state: checked.state, total: order.total, paidAmount: checked.paidAmount, left: leftToPay(order.total, checked.paidAmount) };
  }
  return { state: order.state as OrderState, total: order.total, paidAmount: order.paidAmount, left: leftToPay(order.total, order.paidAmount) };
}

/**
 * The order's open attempt the page shows: the newest pending one whose unpaid part is exactly what is left to pay on
 * the order (an invoice paid in part through itself stays open for the rest). One made for an amount since covered
 * another way (a gift card, a transfer) is not shown again: paying it would overpay.
 */
export async function openAttempt(db: Db, orderId: string, left: number): Promise<AttemptView | null> {
  const open = await db
    // Written out: inside a selected expression Drizzle would name the outer column without its table.
    .select({ attempt: paymentAttempts, paid: sql<number>`coalesce((select sum(p.amount) from ${payments} p where p.attempt_id = "payment_attempts"."id"), 0)` })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending')))
    .orderBy(desc(paymentAttempts.createdAt));
  const current = open.find((o) => o.attempt.providerRef && o.attempt.amount - Number(o.paid) === left);
  return current ? attemptView(current.attempt) : null;
}

/** Every attempt of the order still waiting for the provider. */
export function pendingAttempts(db: Db, orderId: string) {
  return db.select().from(paymentAttempts).where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending')));
}
