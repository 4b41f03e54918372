// The server side of the order page's survey form (survey-form.tsx): the page's action hands it the form when `intent`
// is "survey". The order was loaded for this shopper first (app/lib/load-order.ts, spec §6); answerSurvey checks the
// phone again, that the order is complete, the answer (a reason at 3 or less) and "once per order".
import { data, type AppLoadContext } from 'react-router';
import { readSurveyForm } from '../../../core/survey';
import { actionError } from '../../lib/action-error';

export type SurveyActionResult = { survey: { ok: true } } | { survey: { ok: false; error: string; fields: Record<string, string>; values: Record<string, string> } };

export async function handleSurveyIntent(context: AppLoadContext, order: { number: number }, form: FormData) {
  const answer = readSurveyForm(form);
  try {
    const [store, customer] = await Promise.all([context.store(), context.customer()]);
    await context.services.answerSurvey({ storeId: store._id, number: order.number, customerPhone: customer?.phone ?? null, answer });
    return data<SurveyActionResult>({ survey: { ok: true } });
  } catch (err) {
    return surveyFailure(context, err, form);
  }
}

/** The form's answer to a failure: the message, each field's, and what was chosen (so a page without script keeps it). */
export async function surveyFailure(context: AppLoadContext, err: unknown, form: FormData | null) {
  const { status, message, fields } = actionError(err, await context.lang(), context.requestId);
  const values: Record<string, string> = {};
  for (const [key, value] of form?.entries() ?? []) if (typeof value === 'string' && key !== 'intent') values[key] = value.slice(0, 1000);
  return data<SurveyActionResult>({ survey: { ok: false, error: message, fields, values } }, { status });
}
