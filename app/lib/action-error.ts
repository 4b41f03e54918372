// A page action's answer to a failure the shopper can act on: the localised message (and field messages) with the
// error's status. Anything unexpected is rethrown, to the error page and the log.
import { data } from 'react-router';
import type { Language } from '../../core/i18n';
import { renderError, retryAfterSeconds, toAppError } from '../../server/http/error-handler';
import { checkFormText } from '../../server/http/clean-text';

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

/**
 * The posted form, the one way actions read one. A body that is not a form (JSON, text, garbage) is 415, never a 500 from
 * deep inside an action. Its text is checked by the store's rule for incoming text (server/http/clean-text.ts): a field
 * with a control character throws a VALIDATION naming it, so read the form inside the action's try, where it becomes
 * that field's message.
 */
export async function readForm(request: Request): Promise<FormData> {
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 415 });
  posted.set(request, form);
  return checkFormText(form);
}

const posted = new WeakMap<Request, FormData>();

/**
 * What readForm read from this request, refused or not (null before it read one): for an action's catch to place its
 * message by the form that was sent, or keep what was typed. Never for anything the action does.
 */
export function postedForm(request: Request): FormData | null {
  return posted.get(request) ?? null;
}
