// Staff record when goods from abroad reached a shipping stage (verified … inner delivery), with the date it happened.
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { isCalendarDay } from '../../../core/dates';
import type { ShippingStage } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { orderShippingStages, orders } from '../../db/schema';

export async function recordShippingStage(
  db: Db,
  input: { storeId: string; number: number; stage: ShippingStage; reachedOn: string; note: string | null; staffId: string },
): Promise<void> {
  if (!isCalendarDay(input.reachedOn))
    throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'reachedOn', messageKey: 'invalidFormat' }] });
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.storeId, input.storeId), eq(orders.number, input.number)));
  if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
  const row = { reachedOn: input.reachedOn, note: input.note?.trim() || null, recordedBy: input.staffId, recordedAt: sql`now()` };
  await db
    .insert(orderShippingStages)
    .values({ orderId: order.id, stage: input.stage, ...row })
    .onConflictDoUpdate({ target: [orderShippingStages.orderId, orderShippingStages.stage], set: row });
}
