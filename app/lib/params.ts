// Route parameter validation. A parameter that cannot be valid is a fatal 404 "Page Not Found: {path}" (spec §8).
import { data } from 'react-router';

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
