// Whether an order's survey is open to its shopper, answered, or not for this order (not complete yet): what the order
// page shows. And which of a shopper's complete orders still wait for an answer (/user/order asks about those).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { canAnswerSurvey } from '../../../core/survey';
import type { Db } from '../../db/client';
import { orders, surveyResponses } from '../../db/schema';

export type SurveyState = 'open' | 'answered' | 'closed';

/** Call after the order's own permission check (the order page's loadOrder). */
export async function surveyStateOf(db: Db, order: { _id: string; state: string }): Promise<SurveyState> {
  const [row] = await db.select({ id: surveyResponses.id }).from(surveyResponses).where(eq(surveyResponses.orderId, order._id));
  if (row) return 'answered';
  return canAnswerSurvey(order.state) ? 'open' : 'closed';
}

/** The numbers of the phone's complete orders with no answer yet. */
export async function pendingSurveys(db: Db, storeId: string, phone: string): Promise<number[]> {
  const rows = await db
    .select({ number: orders.number })
    .from(orders)
    .leftJoin(surveyResponses, eq(surveyResponses.orderId, orders.id))
    .where(and(eq(orders.storeId, storeId), eq(orders.phone, phone), inArray(orders.state, ['complete']), isNull(surveyResponses.id)));
  return rows.map((r) => r.number);
}
