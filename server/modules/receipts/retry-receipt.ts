// Staff's "Retry now": sends the order's e-receipt at once, whatever its schedule — also one that gave up after every
// automatic attempt. The row is locked first (waiting for a worker that is sending it right now), and an issued receipt
// is left as it is.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { orders, receipts } from '../../db/schema';
import type { Ebarimt } from '../../providers/ebarimt/from-config';
import { changedFields } from '../../../core/audit';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { toReceiptView, type ReceiptView } from './get-receipt';
import { issueLocked } from './issue-receipts';

/** Who asked for the retry, for the audit log (the receipt is audited under the order's number). */
export type RetryBy = { storeId: string; number: number; staff: AuditActor };

/** Tries the order's receipt now (without a PosAPI: makes it due now); answers the receipt as it is afterwards. */
export async function retryReceipt(db: Db, ebarimt: Ebarimt | null, orderId: string, now = new Date(), by?: RetryBy): Promise<ReceiptView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(receipts).where(eq(receipts.orderId, orderId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'dataNotFound');
    if (row.status !== 'issued') {
      if (ebarimt) await issueLocked(tx, ebarimt, row, now);
      else await tx.update(receipts).set({ status: 'pending', nextAttemptAt: now }).where(eq(receipts.id, row.id));
    }
    const [after] = await tx.select().from(receipts).where(eq(receipts.id, row.id));
    if (by) {
      const fields = (r: typeof row) => ({ status: r.status, attempts: r.attempts, lastError: r.lastError });
      // A retry is recorded even when it changed nothing visible (a receipt made due again); then without fields.
      const changed = changedFields(fields(row), fields(after));
      await recordAudit(tx, { storeId: by.storeId, actor: by.staff, entity: 'receipt', entityId: String(by.number), action: 'retry', label: `#${by.number}`, ...(changed ?? {}) });
    }
    return toReceiptView(after);
  });
}

/** retryReceipt for the console: the order by its number in the staff member's store. */
export async function retryOrderReceipt(db: Db, ebarimt: Ebarimt | null, input: { storeId: string; number: number; staff: AuditActor }): Promise<ReceiptView> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, input.storeId), eq(orders.number, input.number)));
  if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
  return retryReceipt(db, ebarimt, order.id, new Date(), input);
}
