// A staff member moves an order to another state (the table in core/order-state.ts decides what is allowed) or records
// a shipping stage. Cancelling and returning undo a sale, so they need a reason in the history.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { MONEY_FOLLOWING_STATES, type OrderState, type ShippingStage } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { recordShippingStage } from '../orders/record-shipping-stage';
import { transitionOrder } from '../orders/transition-order';
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
  return transitionOrder(db, {
    storeId: input.staff.storeId,
    orderId: order.id,
    to: input.to,
    actor: { kind: 'staff', id: input.staff.id, name: input.staff.name },
    reason,
  });
}

export function recordStage(db: Db, input: { staff: StaffMember; number: number; stage: ShippingStage; reachedOn: string; note: string | null }) {
  return recordShippingStage(db, { storeId: input.staff.storeId, number: input.number, stage: input.stage, reachedOn: input.reachedOn, note: input.note, staffId: input.staff.id });
}
