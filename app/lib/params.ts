// Route parameter validation. A parameter that cannot be valid is a fatal 404 "Page Not Found: {path}" (spec §8).
import { data, redirect, type AppLoadContext } from 'react-router';
import { normalizePath } from '../../core/redirects';
import { isAbsoluteUrl } from '../../core/route-rules';

const patterns: Record<string, RegExp> = {
  id: /^[A-Za-z0-9-]{1,64}$/,
  slug: /^[a-z0-9][a-z0-9-]{0,119}$/,
  url: /^[A-Za-z0-9_-]{6,128}$/,
  key: /^[a-z0-9][a-z0-9-]{0,119}$/,
};

/** What a loader throws for a page that does not exist; the ErrorPage reads it. */
export type NotFoundData = { notFound: true; fatal: boolean; path: string; kind?: 'product' | 'order' };

export function notFound(url: URL, fatal: boolean, kind?: NotFoundData['kind']) {
  return data<NotFoundData>({ notFound: true, fatal, path: url.pathname, ...(kind ? { kind } : {}) }, { status: 404 });
}

/** Throws the fatal 404 unless every known parameter of the route matches its pattern. */
export function validateParams(url: URL, params: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(params)) {
    const pattern = patterns[name];
    if (pattern && (value === undefined || !pattern.test(value))) throw notFound(url, true);
  }
}

/** The answer of a lookup, or the page's 404 when the lookup finds nothing (AppError NOT_FOUND). */
export async function foundOr404<T>(lookup: Promise<T>, url: URL, kind?: NotFoundData['kind']): Promise<T> {
  try {
    return await lookup;
  } catch (err) {
    if ((err as { code?: string }).code === 'NOT_FOUND') throw notFound(url, false, kind);
    throw err;
  }
}

/**
 * Where a page that answers 404 goes instead: the store's redirect rule for its path (staff's rules, cached with the
 * 'content' topic), with the request's query kept; null when there is none. Asked in one place for every page, by
 * entry.server.tsx for a document (a 301… with Location) and for a client navigation's data request (React Router's
 * own redirect), so both land on the same page.
 */
export async function storeRedirect(request: Request, context: AppLoadContext): Promise<Response | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = new URL(request.url);
  // A data request names its page as "/path.data" ("/path/_.data" for "/path/"); its own "_routes" is not the page's query.
  const pathname = url.pathname.endsWith('/_.data') ? url.pathname.slice(0, -'_.data'.length) : url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  let path: string;
  try {
    path = normalizePath(decodeURI(pathname));
  } catch {
    return null;
  }
  const store = await context.store();
  const rule = (await context.services.redirectRules(store._id))[path];
  if (!rule) return null;
  const search = url.searchParams.toString();
  const to = search && !isAbsoluteUrl(rule.to) ? `${rule.to}${rule.to.includes('?') ? '&' : '?'}${search}` : rule.to;
  return redirect(to, { status: rule.statusCode, headers: { 'Cache-Control': 'no-cache' } });
}
