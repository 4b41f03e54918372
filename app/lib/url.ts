/**
 * A copy of the page's query with some parameters changed: a string sets, a list sets several, null removes. Any change
 * other than the page itself goes back to page 1, so a new filter never lands on an empty page 7.
 */
export function withParams(search: URLSearchParams, changes: Record<string, string | string[] | null>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    if (value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) if (v !== '') next.append(key, v);
  }
  if (!('page' in changes)) next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Where to send a listing asked for a page past its last one (an old link after products sold out), or null. */
export function lastPageTarget(url: URL, page: number, pages: number): string | null {
  if (pages === 0 || page <= pages) return null;
  return url.pathname + withParams(url.searchParams, { page: pages === 1 ? null : String(pages) });
}
