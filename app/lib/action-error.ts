// A page action's answer to a failure the shopper can act on: the localised message (and field messages) with the
// error's status. Anything unexpected is rethrown, to the error page and the log.
import { data } from 'react-router';
import type { Language } from '../../core/i18n';
import { renderError, retryAfterSeconds, toAppError } from '../../server/http/error-handler';

/** The failure's message, field messages, status and headers (a Retry-After when the error names a wait, as the API's). */
export function actionError(err: unknown, lang: Language, requestId: string) {
  if (err instanceof Response) throw err; // redirects thrown by the action
  const appError = toAppError(err);
  if (appError.code === 'INTERNAL') throw err;
  const body = renderError(appError, lang, requestId).error;
  const fields = Object.fromEntries((body.fields ?? []).map((f) => [f.path, f.message]));
  const wait = retryAfterSeconds(appError);
  const headers: Record<string, string> = wait === null ? {} : { 'Retry-After': String(wait) };
  return { status: appError.status, message: body.message, fields, headers };
}

/** actionError as a response with just the message (pages that show one line). */
export function actionMessage(err: unknown, lang: Language, requestId: string) {
  const { status, message, headers } = actionError(err, lang, requestId);
  return data({ error: message }, { status, headers });
}

/**
 * A page's `headers` export: its own, and the Retry-After its action answered with. React Router sends an action's
 * headers only through this export, so a page whose action can be rate limited (429) uses it.
 */
export function pageHeaders(own: Record<string, string>) {
  return ({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> => {
    const wait = actionHeaders.get('Retry-After');
    return wait ? { ...own, 'Retry-After': wait } : own;
  };
}

/** The posted form. A body that is not a form (JSON, text, garbage) is 415, never a 500 from deep inside an action. */
export async function readForm(request: Request): Promise<FormData> {
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 415 });
  return form;
}
