// The SMS that asks for the survey once an order is complete. It is sent after the move to `complete` has committed
// (the console's move calls it; a failed SMS never undoes the move), and says nothing that lets a stranger answer:
// the link is the order's own page (/order/{number}#survey), which only the shopper logged in with the order's phone can
// open (spec §6's check in loadOrder and answerSurvey). A signed token would let whoever reads the SMS answer without
// logging in, but the SMS goes to that same phone, and logging in with it takes one code: the page's check is enough and
// leaves no token to leak, expire or revoke.
import { and, eq } from 'drizzle-orm';
import { canAnswerSurvey } from '../../../core/survey';
import type { Db } from '../../db/client';
import { orders, surveyResponses } from '../../db/schema';
import type { SmsSender } from '../../providers/sms/client';

const TEXT = {
  mn: (number: number, link: string) => `Зууч: таны ${number} дугаартай захиалга хүргэгдлээ. Бидний үйлчилгээг үнэлнэ үү: ${link}`,
  en: (number: number, link: string) => `Zuuch: order ${number} is delivered. How did we do? ${link}`,
};

/** Sends the survey SMS of a complete, unanswered order; answers whether it sent one. A gateway failure is logged by the caller, not thrown. */
export async function askForSurvey(db: Db, sms: SmsSender, input: { storeId: string; number: number; origin: string }): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id, phone: orders.phone, state: orders.state, language: orders.language })
    .from(orders)
    .where(and(eq(orders.storeId, input.storeId), eq(orders.number, input.number)));
  if (!order || !canAnswerSurvey(order.state)) return false;
  const [answered] = await db.select({ id: surveyResponses.id }).from(surveyResponses).where(eq(surveyResponses.orderId, order.id));
  if (answered) return false;
  const link = `${input.origin}/order/${input.number}#survey`;
  await sms.send({ to: order.phone, text: TEXT[order.language](input.number, link) });
  return true;
}
