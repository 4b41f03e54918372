/**
 * A path on this site to return to after login, percent-encoded so it can go in a Location header; anything else
 * (other sites, `//evil`, `/\evil`, schemes, control characters) is refused.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const base = 'http://here.invalid';
  const url = URL.canParse(value, base) ? new URL(value, base) : null;
  if (!url || url.origin !== base) return null;
  return url.pathname + url.search + url.hash;
}
