// What the providers' HTTP clients (qpay, storepay, pocket, ebarimt) share: one exchange with a time limit whose answer
// is read as JSON, and a token kept until it goes stale and renewed one request at a time. Each client keeps its own
// error class and messages; `toError` turns a request that got no answer into it. No header or body is ever logged here.

/** An answer, whatever its status: `data` is the parsed JSON, null when empty, else the text cut to 2,000 characters. */
export type JsonAnswer = { status: number; ok: boolean; text: string; data: unknown; json: boolean };

/** Why there was no answer: `timedOut` (the time limit) or anything else (network, refused, a broken body). */
export type RequestFailure = { timedOut: boolean; cause: unknown };

export type JsonRequest = {
  /** A function is read inside the request, so an address not known yet fails as no answer. */
  url: string | (() => string);
  method: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** Per request, the whole answer included. */
  timeoutMs: number;
  fetch?: typeof fetch;
  toError: (failure: RequestFailure) => Error;
  /** A body that cannot be read counts as empty rather than as no answer. */
  emptyOnBodyError?: boolean;
};

export async function requestJson(request: JsonRequest): Promise<JsonAnswer> {
  const doFetch = request.fetch ?? fetch;
  let res: Response;
  let text: string;
  try {
    res = await doFetch(typeof request.url === 'function' ? request.url() : request.url, { method: request.method, headers: request.headers, body: request.body, signal: AbortSignal.timeout(request.timeoutMs) });
    text = request.emptyOnBodyError ? await res.text().catch(() => '') : await res.text();
  } catch (err) {
    const name = (err as { name?: string } | null)?.name;
    throw request.toError({ timedOut: name === 'TimeoutError' || name === 'AbortError', cause: err });
  }
  let data: unknown = null;
  let json = false;
  if (text !== '') {
    try {
      data = JSON.parse(text);
      json = true;
    } catch {
      data = text.slice(0, 2000);
    }
  }
  return { status: res.status, ok: res.ok, text, data, json };
}

/** The usual wording of a request that got no answer: "timed out after N ms" or "failed: <why>". */
export const failureText = (failure: RequestFailure, timeoutMs: number) =>
  failure.timedOut ? `timed out after ${timeoutMs} ms` : `failed: ${(failure.cause as Error)?.message ?? String(failure.cause)}`;

/** A token kept while `fresh` says so; one renewal at a time, shared by every caller waiting for it. */
export function tokenCache<T>(obtain: (current: T | null) => Promise<T>, fresh: (token: T) => boolean) {
  let token: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    get(): Promise<T> {
      if (token && fresh(token)) return Promise.resolve(token);
      pending ??= obtain(token)
        .then((t) => (token = t))
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    current: (): T | null => token,
    drop() {
      token = null;
    },
  };
}

/** An OAuth2 token answer ({access_token, expires_in} in seconds): the token and when it expires in ms (`expires_in`
 *  missing or odd: 5 minutes), or null when it carries no token. */
export function oauthToken(data: unknown, now: number): { value: string; expires: number } | null {
  const d = data as { access_token?: unknown; expires_in?: unknown } | null;
  if (typeof d?.access_token !== 'string' || d.access_token === '') return null;
  const seconds = Number(d.expires_in);
  return { value: d.access_token, expires: now + (Number.isFinite(seconds) && seconds > 0 ? seconds : 300) * 1000 };
}
