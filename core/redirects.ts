// The store's redirect rules as staff edit them (the redirects table; served where a page would answer 404, and in the
// build manifest for the browser). A rule sends one site path to another path or to a web address, and no rule may send
// a shopper through another rule (a chain) or back where they came from (a loop): a new rule to a path that redirects
// goes straight to that rule's end, and rules that pointed at the new rule's path are made to point at its end too.
import { AppError, type FieldIssue } from './app-error';
import { REDIRECT_STATUSES, type RedirectStatus } from './content';
import { safeHref } from './rich-text';
import { isAbsoluteUrl, routeRules } from './route-rules';

export type RedirectRule = { fromPath: string; toPath: string; statusCode: RedirectStatus };

/** Addresses of the store itself that no rule may take: the console, the API, files and builds. */
const RESERVED_ROOTS = ['/console', '/api', '/images', '/builds', '/assets', '/__sandbox'];

const MAX_PATH = 500;

/** One spelling of a path: no trailing slash (but "/" itself), as the store compares them. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The problem with an old address (a validation message key), or null: a site path "/…" without query or fragment. */
export function fromPathProblem(path: string): string | null {
  if (!path) return 'required';
  if (path.length > MAX_PATH) return 'maxLength';
  if (!path.startsWith('/') || path.startsWith('//') || /[\s?#\\\u0000-\u001f\u007f]/.test(path) || path === '/') return 'redirect.fromPath';
  const lower = path.toLowerCase();
  if (RESERVED_ROOTS.some((root) => lower === root || lower.startsWith(`${root}/`))) return 'redirect.reserved';
  if (routeRules[normalizePath(path)]) return 'redirect.fixedRule';
  return null;
}

/** The problem with a new address, or null: a site path (a query and fragment allowed) or an http(s) address. */
export function toPathProblem(target: string): string | null {
  if (!target) return 'required';
  if (target.length > MAX_PATH) return 'maxLength';
  const safe = safeHref(target);
  if (safe === null || safe !== target) return 'redirect.toPath';
  if (target.startsWith('/')) return null;
  return /^https?:\/\//i.test(target) ? null : 'redirect.toPath';
}

/** The path part of a target on this site ("/faq?x#y" → "/faq"), or null for a web address. */
function targetPath(target: string): string | null {
  if (isAbsoluteUrl(target)) return null;
  return normalizePath(target.replace(/[?#].*$/, ''));
}

const refuse = (fields: FieldIssue[]) => new AppError('VALIDATION', 'invalidRequest', { fields });

export type RedirectPlan = {
  /** The rule to save, its target taken to the end of any rule it pointed at. */
  rule: RedirectRule;
  /** Rules (by old address) that pointed at the new rule's old address: they now point at its end. */
  repoint: string[];
};

/**
 * Checks a rule staff typed against the store's other rules (the one being edited left out) and the fixed ones, and
 * says what to save. VALIDATION with the field's message when an address is not allowed, the two are the same, or the
 * rule would make a loop; a chain is resolved instead.
 */
export function planRedirect(input: { fromPath: string; toPath: string; statusCode: number }, others: RedirectRule[]): RedirectPlan {
  const fromPath = normalizePath(input.fromPath.trim());
  let toPath = input.toPath.trim();
  const fields: FieldIssue[] = [];
  const fromProblem = fromPathProblem(fromPath);
  if (fromProblem) fields.push({ path: 'fromPath', messageKey: fromProblem, ...(fromProblem === 'maxLength' ? { values: { 0: MAX_PATH } } : {}) });
  const toProblem = toPathProblem(toPath);
  if (toProblem) fields.push({ path: 'toPath', messageKey: toProblem, ...(toProblem === 'maxLength' ? { values: { 0: MAX_PATH } } : {}) });
  if (!(REDIRECT_STATUSES as readonly number[]).includes(input.statusCode)) fields.push({ path: 'statusCode', messageKey: 'redirect.status' });
  if (fields.length) throw refuse(fields);
  if (targetPath(toPath) === fromPath) throw refuse([{ path: 'toPath', messageKey: 'redirect.same' }]);
  if (others.some((r) => r.fromPath === fromPath)) throw refuse([{ path: 'fromPath', messageKey: 'redirect.taken' }]);

  // A target that redirects itself: go to its end (the store's rules, then a fixed one), at most as many steps as rules.
  const byFrom = new Map(others.map((r) => [r.fromPath, r.toPath]));
  for (let steps = 0; steps <= others.length + 1; steps++) {
    const path = targetPath(toPath);
    const next = path === null ? undefined : (byFrom.get(path) ?? routeRules[path]?.redirect.to);
    if (next === undefined) break;
    toPath = next;
  }
  const end = targetPath(toPath);
  if (end === fromPath) throw refuse([{ path: 'toPath', messageKey: 'redirect.loop', values: { path: input.toPath.trim() } }]);
  // Rules that pointed at this old address would now chain through it: they go to the end too, unless one of them is
  // the end itself (it would point at itself).
  const repoint = others.filter((r) => targetPath(r.toPath) === fromPath).map((r) => r.fromPath);
  if (end !== null && repoint.includes(end)) throw refuse([{ path: 'toPath', messageKey: 'redirect.loop', values: { path: end } }]);
  return { rule: { fromPath, toPath, statusCode: input.statusCode as RedirectStatus }, repoint };
}
