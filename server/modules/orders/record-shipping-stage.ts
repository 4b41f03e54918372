// Staff record when goods from abroad reached a shipping stage (verified … inner delivery), with the date it happened.
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { isCalendarDay } from '../../../core/dates';
import { translator } from '../../../core/i18n';
import type { ShippingStage } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { notifyOrderIn } from '../notifications/outbox';
import { orderShippingStages, orders } from '../../db/schema';

export async function recordShippingStage(
  db: Db,
  input: { storeId: string; number: number; stage: ShippingStage; reachedOn: string; note: string | null; staffId: string },
): Promise<void> {
  if (!isCalendarDay(input.reachedOn))
    throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'reachedOn', messageKey: 'invalidFormat' }] });
  const [order] = await db.select({ id: orders.id, language: orders.language }).from(orders).where(and(eq(orders.storeId, input.storeId), eq(orders.number, input.number)));
  if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
  const row = { reachedOn: input.reachedOn, note: input.note?.trim() || null, recordedBy: input.staffId, recordedAt: sql`now()` };
  await db.transaction(async (tx) => {
    await tx
      .insert(orderShippingStages)
      .values({ orderId: order.id, stage: input.stage, ...row })
      .onConflictDoUpdate({ target: [orderShippingStages.orderId, orderShippingStages.stage], set: row });
    // Told once per stage: a date corrected later is not news.
    await notifyOrderIn(tx, { event: 'shipping_stage', orderId: order.id, detail: input.stage, values: { stage: translator(order.language)(`shippingStage.${input.stage}`) } });
  });
}
