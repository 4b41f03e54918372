// A paid order gets its e-receipt: the payments module calls enqueueReceiptIn in the transaction that records the money
// which pays the order in full. It only writes a pending row (once per order: the unique order_id makes a second call
// a no-op); the receipt worker sends it to PosAPI outside that transaction, so a slow or absent PosAPI never holds up
// a payment.
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { vatOf } from '../../../core/payment-state';
import type { Db } from '../../db/client';
import { orders, receipts } from '../../db/schema';
import { receiptTypeFor } from './receipt-body';

/** Queues the order's e-receipt; true when this call queued it, false when it already had one (or nothing to receipt). */
export async function enqueueReceiptIn(tx: Db, orderId: string): Promise<boolean> {
  const [order] = await tx.select({ id: orders.id, total: orders.total, receiptTarget: orders.receiptTarget }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
  if (order.total <= 0) return false;
  const inserted = await tx
    .insert(receipts)
    .values({ orderId: order.id, type: receiptTypeFor(order.receiptTarget), totalAmount: order.total, totalVat: vatOf(order.total) })
    .onConflictDoNothing({ target: receipts.orderId })
    .returning({ id: receipts.id });
  return inserted.length > 0;
}
