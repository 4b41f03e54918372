// What staff read on /console/survey: the answers that match the filters, newest first (the reasons to read), the NPS
// per week or month, the average of each step, and the choices the filters offer (what the store's answered orders hold).
import { and, desc, eq, exists, gte, lt, sql, type SQL } from 'drizzle-orm';
import { pick, type Language } from '../../../core/i18n';
import { npsOverTime, npsScore, stepAverages, type SurveyStep } from '../../../core/survey';
import type { Db } from '../../db/client';
import { orderItems, orders, surveyResponses } from '../../db/schema';
import type { SurveyQuery } from './schemas';

/** Answers the report reads at most (a store's survey is hundreds a month); the list shows the newest of them. */
const READ_AT_MOST = 5000;
const LIST_AT_MOST = 100;

export type SurveyResponseView = { id: string; number: number; satisfaction: number; nps: number; reason: string; steps: Partial<Record<SurveyStep, number>>; createdAt: string };

/** Midnight in Ulaanbaatar (UTC+8) of a YYYY-MM-DD day. */
const ubDay = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000);

export async function surveyReport(db: Db, storeId: string, query: SurveyQuery, lang: Language) {
  const where: SQL[] = [eq(surveyResponses.storeId, storeId)];
  if (query.from) where.push(gte(surveyResponses.createdAt, ubDay(query.from)));
  if (query.to) where.push(lt(surveyResponses.createdAt, ubDay(query.to, 1)));
  if (query.payment) where.push(eq(orders.paymentMethod, query.payment));
  if (query.delivery) where.push(eq(orders.shippingCode, query.delivery));
  if (query.origin)
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, orders.id), eq(orderItems.origin, query.origin))),
      ),
    );
  const rows = await db
    .select({
      id: surveyResponses.id,
      number: orders.number,
      satisfaction: surveyResponses.satisfaction,
      nps: surveyResponses.nps,
      reason: surveyResponses.reason,
      steps: surveyResponses.steps,
      createdAt: surveyResponses.createdAt,
    })
    .from(surveyResponses)
    .innerJoin(orders, eq(orders.id, surveyResponses.orderId))
    .where(and(...where))
    .orderBy(desc(surveyResponses.createdAt), desc(orders.number))
    .limit(READ_AT_MOST);

  // The filters' choices: the payment methods and delivery types of the store's answered orders.
  const choices = await db
    .selectDistinct({ payment: orders.paymentMethod, delivery: orders.shippingCode, deliveryName: orders.shippingName })
    .from(surveyResponses)
    .innerJoin(orders, eq(orders.id, surveyResponses.orderId))
    .where(eq(surveyResponses.storeId, storeId));
  const deliveries = new Map(choices.map((c) => [c.delivery, pick(c.deliveryName, lang)]));

  const satisfaction = rows.map((r) => r.satisfaction);
  return {
    answers: rows.length,
    nps: npsScore(rows.map((r) => r.nps)),
    averageSatisfaction: satisfaction.length ? Math.round((satisfaction.reduce((s, v) => s + v, 0) / satisfaction.length) * 10) / 10 : null,
    overTime: npsOverTime(
      rows.map((r) => ({ nps: r.nps, at: r.createdAt })),
      query.period,
    ),
    steps: stepAverages(rows),
    responses: rows.slice(0, LIST_AT_MOST).map((r): SurveyResponseView => ({ ...r, createdAt: r.createdAt.toISOString() })),
    choices: {
      payments: [...new Set(choices.map((c) => c.payment))].sort(),
      deliveries: [...deliveries].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name)),
    },
  };
}
export type SurveyReport = Awaited<ReturnType<typeof surveyReport>>;
