// A page action's answer to a failure the shopper can act on: the localised message (and field messages) with the
// error's status. Anything unexpected is rethrown, to the error page and the log.
import { data } from 'react-router';
import type { Language } from '../../core/i18n';
import { renderError, toAppError } from '../../server/http/error-handler';

export function actionError(err: unknown, lang: Language, requestId: string) {
  if (err instanceof Response) throw err; // redirects thrown by the action
  const appError = toAppError(err);
  if (appError.code === 'INTERNAL') throw err;
  const body = renderError(appError, lang, requestId).error;
  const fields = Object.fromEntries((body.fields ?? []).map((f) => [f.path, f.message]));
  return { status: appError.status, message: body.message, fields };
}

/** actionError as a response with just the message (pages that show one line). */
export function actionMessage(err: unknown, lang: Language, requestId: string) {
  const { status, message } = actionError(err, lang, requestId);
  return data({ error: message }, { status });
}

/** The posted form. A body that is not a form (JSON, text, garbage) is 415, never a 500 from deep inside an action. */
export async function readForm(request: Request): Promise<FormData> {
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 415 });
  return form;
}
