// What every console page shares on the server: the staff check, and failures turned into the console's messages.
import { data, redirect, type AppLoadContext } from 'react-router';
import { AppError } from '../../core/app-error';
import { staffMay, type ConsoleArea } from '../../core/permissions';
import type { StaffMember } from '../../server/modules/console/staff-sessions';
import { translator, type Language } from '../../core/i18n';
import { actionError, pageHeaders } from './action-error';

/** The logged-in staff member, or a redirect to the console's login that comes back here afterwards (any role: pages use requireArea). */
async function requireStaff(context: AppLoadContext, url: URL): Promise<StaffMember> {
  const staff = await context.staff();
  if (!staff) throw redirect(`/console/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`);
  return staff;
}

/**
 * The logged-in staff member whose role may work in this area of the console (core/permissions.ts), for every console
 * page's loader and action: a redirect to the login when nobody is logged in, the console's 403 page "You don't have
 * access to this page" when the role may not.
 */
export async function requireArea(context: AppLoadContext, url: URL, area: ConsoleArea): Promise<StaffMember> {
  const staff = await requireStaff(context, url);
  if (!staffMay(staff.role, area)) throw data({ forbidden: true }, { status: 403 });
  return staff;
}

/** Console pages are private to the staff member and never indexed; a locked login says when to try again. */
export const consoleHeaders = pageHeaders({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });

/** A failed console action: the localised message and field messages, with order states named in the page's language. */
export function consoleActionError(err: unknown, lang: Language, requestId: string) {
  if (AppError.is(err) && err.messageKey === 'illegalTransition') {
    const t = translator(lang);
    const name = (state: string | number) => t(`orderState.${state}` as 'orderState.new', { defaultValue: String(state) });
    err = new AppError(err.code, err.messageKey, { values: { from: name(err.values.from), to: name(err.values.to) } });
  }
  return actionError(err, lang, requestId);
}

/** A console page's own address with search parameters: `consolePageUrl('/console/brands', { edit: 'new' })`. */
export function consolePageUrl(path: string, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams(extra).toString();
  return `${path}${search ? `?${search}` : ''}`;
}

/**
 * What the address of a list page with an edit form says (the brand, bundle and category pages): which row the form
 * edits (`edit=new` or the id of one of `ids`), what was just done (one of `done`), and which row to focus after it.
 * Anything else in the address is ignored.
 */
export function listFormState<Done extends string>(url: URL, ids: readonly string[], done: readonly Done[]) {
  const known = (id: string | null) => (id && ids.includes(id) ? id : null);
  const edit = url.searchParams.get('edit');
  const justDone = url.searchParams.get('done') ?? '';
  return {
    editing: edit === 'new' ? { id: null } : known(edit) ? { id: edit as string } : null,
    done: (done as readonly string[]).includes(justDone) ? (justDone as Done) : null,
    focus: known(url.searchParams.get('focus')),
  };
}
