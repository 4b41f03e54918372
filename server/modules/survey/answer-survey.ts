// The shopper answers the survey of their own complete order, once. The check is core/survey.ts's; "once" is the
// database's unique index on the order (survey_responses_order_uq), so two answers sent together still leave one row
// and the second is told "A review already filled cannot be filled again" (409), never a 500.
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { canAnswerSurvey, checkSurveyAnswer, SURVEY_STEPS, type SurveyAnswer, type SurveyStep } from '../../../core/survey';
import type { Db } from '../../db/client';
import { surveyResponses } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { findShopperOrder } from '../orders/get-order';

export type AnswerSurveyInput = {
  storeId: string;
  number: number;
  /** The phone the shopper is logged in with: only the order's own (spec §6; 403 for anyone else). */
  customerPhone: string | null;
  answer: { satisfaction?: unknown; reason?: unknown; nps?: unknown; steps?: Record<string, unknown> };
};

export const alreadyAnswered = () => new AppError('CONFLICT', 'survey.alreadyAnswered');

export async function answerSurvey(db: Db, input: AnswerSurveyInput): Promise<{ id: string }> {
  const order = await findShopperOrder(db, input.storeId, input.number, input.customerPhone);
  if (!canAnswerSurvey(order.state)) throw new AppError('CONFLICT', 'survey.notOpen');
  const issues = checkSurveyAnswer(input.answer);
  if (issues.length) throw new AppError('VALIDATION', 'invalidRequest', { fields: issues });
  const answer = input.answer as SurveyAnswer;
  const steps: Partial<Record<SurveyStep, number>> = {};
  for (const step of SURVEY_STEPS) if (typeof answer.steps?.[step] === 'number') steps[step] = answer.steps[step];
  const [existing] = await db.select({ id: surveyResponses.id }).from(surveyResponses).where(eq(surveyResponses.orderId, order.id));
  if (existing) throw alreadyAnswered();
  try {
    const [row] = await db
      .insert(surveyResponses)
      .values({ storeId: input.storeId, orderId: order.id, satisfaction: answer.satisfaction, reason: typeof answer.reason === 'string' ? answer.reason.trim() : '', nps: answer.nps, steps })
      .returning({ id: surveyResponses.id });
    return row;
  } catch (err) {
    // Another answer of the same order got in between the look and the insert.
    if (isUniqueViolation(err, 'survey_responses_order_uq')) throw alreadyAnswered();
    throw err;
  }
}
