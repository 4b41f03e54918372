// What the store owes a shopper back, and how much staff may record as refunded: the money beyond the total of an order
// the store keeps (paid too much), or all of it for an order it closed (cancelled, returned, or money that came after it
// expired), less what was already given back. A refund is never more than that, so money cannot go back twice.
import { isClosed, type OrderState } from './order-state';

/** How staff gave the money back (they make the refund there, then record it here). */
export const REFUND_METHODS = ['bank_transfer', 'qpay', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export type RefundFacts = { state: OrderState; total: number; paidAmount: number; refundedAmount: number };

export function refundOwed(order: RefundFacts): number {
  const kept = isClosed(order.state) ? 0 : order.total;
  return Math.max(0, order.paidAmount - order.refundedAmount - kept);
}
