// The Pocket (InvesCore) merchant API client (mongolia.md, "Instalment lenders"): an invoice the shopper scans in the
// Pocket app and pays with Pocket zero or Pocket leasing. The same code talks to Pocket (POCKET_BASE_URL) and to the
// local sandbox this server mounts at /__sandbox/pocket in development and tests.
//
// Tokens: OAuth2 client credentials — POST {baseUrl}/oauth/token (form: grant_type=client_credentials) with HTTP Basic of
// the client id and secret; `expires_in` is a duration in seconds. Renewed a minute before it expires, one request at a
// time; an answer 401 drops it and the call is made once more. POST /invoice {amount, info} → {id, qr};
// GET /invoice/check/{id} → {state}: only "paid" is money. Pocket's webhook carries just `invoiceId`, so it is only a
// reason to ask again. No credential or token ever goes into a message or a log.

import { failureText, oauthToken, requestJson, tokenCache } from '../http-client';

export type PocketClientOptions = {
  baseUrl: string | (() => string);
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  /** Per request, the whole answer included. Default 10 s. */
  timeoutMs?: number;
  /** The clock in milliseconds (tests move it). */
  now?: () => number;
};

export type PocketInvoice = { invoiceId: string; /** The text of the QR code the Pocket app scans. */ qr: string; raw: unknown };
/** Pocket's state as sent (lower-cased): "paid" is money; "cancelled", "declined", "expired" end it; anything else waits. */
export type PocketInvoiceState = { state: string; raw: unknown };

export type PocketClient = {
  createInvoice(input: { amount: number; info: string }): Promise<PocketInvoice>;
  checkInvoice(invoiceId: string): Promise<PocketInvoiceState>;
};

/** Pocket did not answer, answered an error, or answered something this client cannot read. */
export class PocketError extends Error {
  readonly status: number | null;
  readonly body: unknown;

  constructor(message: string, options: { status?: number | null; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'PocketError';
    this.status = options.status ?? null;
    this.body = options.body;
  }
}

/** Some answers wrap their object in `data`; read either. */
const unwrap = (data: unknown): Record<string, unknown> | null => {
  const o = data as { data?: unknown } | null;
  const inner = o && typeof o === 'object' && o.data && typeof o.data === 'object' ? o.data : o;
  return inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : null;
};

export function createPocketClient(options: PocketClientOptions): PocketClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  const base = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  async function exchange(what: string, path: string, init: { method: string; headers: Record<string, string>; body?: BodyInit }, secret = false): Promise<unknown> {
    const res = await requestJson({
      ...init,
      url: () => `${base()}${path}`,
      timeoutMs,
      fetch: options.fetch,
      toError: (failure) => new PocketError(`Pocket ${what} ${failureText(failure, timeoutMs)}`, { cause: failure.cause }),
    });
    if (!res.ok) throw new PocketError(`Pocket ${what} answered ${res.status}`, { status: res.status, body: secret ? undefined : res.data });
    return res.data;
  }

  const tokens = tokenCache(
    async () => {
      const data = await exchange(
        'POST /oauth/token',
        '/oauth/token',
        { method: 'POST', headers: { authorization: basic, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'client_credentials' }) },
        true,
      );
      const token = oauthToken(data, now());
      if (!token) throw new PocketError('Pocket POST /oauth/token answered without a token');
      return token;
    },
    (token) => now() < token.expires - 60_000,
  );
  const accessToken = async () => (await tokens.get()).value;

  async function call(method: 'GET' | 'POST', path: string, what: string, body?: unknown): Promise<unknown> {
    const send = async () =>
      exchange(what, path, {
        method,
        headers: { authorization: `Bearer ${await accessToken()}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    try {
      return await send();
    } catch (err) {
      if (!(err instanceof PocketError) || err.status !== 401) throw err;
      tokens.drop();
      return send();
    }
  }

  return {
    async createInvoice(input) {
      const raw = await call('POST', '/invoice', 'POST /invoice', { amount: input.amount, info: input.info });
      const o = unwrap(raw);
      const id = o?.id ?? o?.invoiceId;
      if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '' || typeof o?.qr !== 'string') throw new PocketError('Pocket POST /invoice answered without an id and a QR', { body: raw });
      return { invoiceId: String(id), qr: o.qr, raw };
    },
    async checkInvoice(invoiceId) {
      const raw = await call('GET', `/invoice/check/${encodeURIComponent(invoiceId)}`, 'GET /invoice/check/{id}');
      const state = unwrap(raw)?.state;
      if (typeof state !== 'string' || state === '') throw new PocketError('Pocket GET /invoice/check answered without a state', { body: raw });
      return { state: state.toLowerCase(), raw };
    },
  };
}
