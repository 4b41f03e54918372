// What the shopper's order page polls while it waits for money: the order's money state after asking the provider about
// the open attempt (at most every few seconds per attempt, however many tabs poll).
import { and, desc, eq } from 'drizzle-orm';
import type { OrderState } from '../../../core/order-state';
import { leftToPay } from '../../../core/payment-state';
import type { Db } from '../../db/client';
import { paymentAttempts, type PaymentProvider } from '../../db/schema';
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
    const checked = await verifyAttempt(db, adapter, open.id);
    return { state: checked.state, total: order.total, paidAmount: checked.paidAmount, left: leftToPay(order.total, checked.paidAmount) };
  }
  return { state: order.state as OrderState, total: order.total, paidAmount: order.paidAmount, left: leftToPay(order.total, order.paidAmount) };
}

/** The order's open attempt the page shows (the newest pending one), if any. */
export async function openAttempt(db: Db, orderId: string): Promise<AttemptView | null> {
  const [open] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending')))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return open?.providerRef ? attemptView(open) : null;
}
