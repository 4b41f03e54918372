// A staff member moves an order to another state (the table in core/order-state.ts decides what is allowed) or records
// a shipping stage. Cancelling and returning undo a sale, so they need a reason in the history. Both are audited in the
// same transaction, under the order's number.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { MONEY_FOLLOWING_STATES, type OrderState, type ShippingStage } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { orderShippingStages, orders } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { recordShippingStage } from '../orders/record-shipping-stage';
import { transitionLocked } from '../orders/transition-order';
import { REASON_REQUIRED } from './schemas';
import type { StaffMember } from './staff-sessions';

export async function moveOrder(db: Db, input: { staff: StaffMember; number: number; to: OrderState; reason: string | null }) {
  const reason = input.reason?.trim() || null;
  if (REASON_REQUIRED.includes(input.to) && !reason) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'reason', messageKey: 'required' }] });
  if (MONEY_FOLLOWING_STATES.includes(input.to)) throw new AppError('CONFLICT', 'moneyStateByPayment');
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, input.staff.storeId), eq(orders.number, input.number)));
  if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
  return db.transaction(async (tx) => {
    const moved = await transitionLocked(tx, {
      storeId: input.staff.storeId,
      orderId: order.id,
      to: input.to,
      actor: { kind: 'staff', id: input.staff.id, name: input.staff.name },
      reason,
    });
    await recordAudit(tx, {
      ...orderAudit(input.staff, input.number),
      action: 'move',
      before: { state: moved.from },
      after: { state: moved.to, ...(reason ? { reason } : {}) },
    });
    return moved;
  });
}

export function recordStage(db: Db, input: { staff: StaffMember; number: number; stage: ShippingStage; reachedOn: string; note: string | null }) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reachedOn: orderShippingStages.reachedOn, note: orderShippingStages.note })
      .from(orderShippingStages)
      .innerJoin(orders, eq(orders.id, orderShippingStages.orderId))
      .where(and(eq(orders.storeId, input.staff.storeId), eq(orders.number, input.number), eq(orderShippingStages.stage, input.stage)));
    await recordShippingStage(tx, { storeId: input.staff.storeId, number: input.number, stage: input.stage, reachedOn: input.reachedOn, note: input.note, staffId: input.staff.id });
    // The stage's date is kept under the stage's name, so a changed date still says which stage it was.
    await recordAudit(tx, {
      ...orderAudit(input.staff, input.number),
      action: 'stage',
      before: { [input.stage]: before?.reachedOn ?? null, note: before?.note ?? null },
      after: { [input.stage]: input.reachedOn, note: input.note?.trim() || null },
    });
  });
}

/** An order's audit rows are kept under its number (its page's address), with "#number" as their label. */
function orderAudit(staff: StaffMember, number: number) {
  return { storeId: staff.storeId, actor: { id: staff.id, name: staff.name }, entity: 'order' as const, entityId: String(number), label: `#${number}` };
}
