/**
 * A path on this site to return to after login, percent-encoded so it can go in a Location header; anything else
 * (other sites, `//evil`, `/\evil`, schemes, control characters) is refused. The decision is made on the URL as the WHATWG
 * parser normalises it, which is how the browser will read the Location: `/.//evil`, `/%2e//evil` and `/a/..//evil` all
 * normalise to the protocol-relative `//evil` and are refused.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (!URL.canParse(value, HERE)) return null;
  const url = new URL(value, HERE);
  const target = url.pathname + url.search + url.hash;
  if (url.origin !== HERE || target.startsWith('//') || new URL(target, HERE).origin !== HERE) return null;
  return target;
}

/** A stand-in origin: only "same origin or not" matters, and the answer is a path. */
const HERE = 'http://here.invalid';
