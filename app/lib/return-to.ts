/** A path on this site to return to after login; anything else (other sites, `//evil`, `/\evil`, schemes) is refused. */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  return value;
}
