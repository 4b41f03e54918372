// The Storepay merchant API client (mongolia.md, "Instalment lenders"). The same code talks to Storepay
// (STOREPAY_BASE_URL) and to the local sandbox this server mounts at /__sandbox/storepay in development and tests, so it
// runs for real everywhere.
//
// Tokens: OAuth2 password grant — POST {authUrl}/oauth/token (form: grant_type=password, username, password) with HTTP
// Basic of the app's own credentials; `expires_in` is a duration in seconds. The token is renewed a minute before it
// expires; one token request runs at a time however many calls wait; an answer 401 drops it and the call is made once
// more with a new one. Every answer is Storepay's envelope {value, msgList[{code, text}], attrs, status: "Success" |
// "Failed"}: anything but Success is a StorepayError naming the first message's code. No credential or token ever goes
// into a message or a log.

import { failureText, oauthToken, requestJson, tokenCache } from '../http-client';

export type StorepayClientOptions = {
  /** The merchant API (`…/lend-merchant`), or a function (the sandbox's address is known once the server listens). */
  baseUrl: string | (() => string);
  /** Where /oauth/token lives, when not at `baseUrl`. */
  authUrl?: string | (() => string);
  /** The app's client credentials: HTTP Basic of the token request. */
  appUsername: string;
  appPassword: string;
  /** The merchant user of the password grant. */
  username: string;
  password: string;
  /** The store's id at Storepay (sent with every loan). */
  storeId: string;
  fetch?: typeof fetch;
  /** Per request, the whole answer included. Default 10 s. */
  timeoutMs?: number;
  /** The clock in milliseconds (tests move it). */
  now?: () => number;
};

export type StorepayLoanInput = {
  /** The shopper's 8-digit mobile number, without +976. */
  mobileNumber: string;
  description: string;
  /** Whole tugrik. */
  amount: number;
  /** Storepay calls it when the shopper approves the loan in the Storepay app. */
  callbackUrl: string;
};

export type StorepayClient = {
  /** Asks the shopper (by phone) to approve a loan in the Storepay app; answers Storepay's loan id. */
  createLoan(input: StorepayLoanInput): Promise<{ loanId: string; raw: unknown }>;
  /** Whether the shopper approved (confirmed) the loan. */
  checkLoan(loanId: string): Promise<{ confirmed: boolean; raw: unknown }>;
  /** The most the shopper may borrow now, whole tugrik. */
  possibleAmount(mobileNumber: string): Promise<{ amount: number; raw: unknown }>;
};

/** Storepay did not answer, answered an error, or answered something this client cannot read. */
export class StorepayError extends Error {
  /** The HTTP status, or null when there was no answer (timeout, network) or the envelope said Failed. */
  readonly status: number | null;
  /** The first message code of a Failed envelope (e.g. a limit exceeded), when there was one. */
  readonly code: string | null;
  /** Storepay's answer, when it is safe to keep (never a token answer). */
  readonly body: unknown;

  constructor(message: string, options: { status?: number | null; code?: string | null; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'StorepayError';
    this.status = options.status ?? null;
    this.code = options.code ?? null;
    this.body = options.body;
  }
}

type Envelope = { value?: unknown; status?: unknown; msgList?: { code?: unknown; text?: unknown }[] | null };

export function createStorepayClient(options: StorepayClientOptions): StorepayClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  const address = (u: string | (() => string)) => (typeof u === 'function' ? u() : u).replace(/\/+$/, '');
  const basic = `Basic ${Buffer.from(`${options.appUsername}:${options.appPassword}`).toString('base64')}`;

  /** One HTTP exchange: the parsed answer of a 2xx, else a StorepayError. */
  async function exchange(what: string, url: string, init: { method: string; headers: Record<string, string>; body?: BodyInit }, secret = false): Promise<unknown> {
    const res = await requestJson({
      ...init,
      url,
      timeoutMs,
      fetch: options.fetch,
      toError: (failure) => new StorepayError(`Storepay ${what} ${failureText(failure, timeoutMs)}`, { cause: failure.cause }),
    });
    if (!res.ok) throw new StorepayError(`Storepay ${what} answered ${res.status}`, { status: res.status, body: secret ? undefined : res.data });
    return res.data;
  }

  const tokens = tokenCache(
    async () => {
      const body = new URLSearchParams({ grant_type: 'password', username: options.username, password: options.password });
      const data = await exchange(
        'POST /oauth/token',
        `${address(options.authUrl ?? options.baseUrl)}/oauth/token`,
        { method: 'POST', headers: { authorization: basic, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, body },
        true,
      );
      const token = oauthToken(data, now());
      if (!token) throw new StorepayError('Storepay POST /oauth/token answered without a token');
      return token;
    },
    (token) => now() < token.expires - 60_000,
  );
  const accessToken = async () => (await tokens.get()).value;

  /** An API call with the bearer token; the envelope's value of a Success. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ value: unknown; raw: unknown }> {
    const what = `${method} ${path.replace(/\/check\/.*/, '/check/{id}')}`;
    const send = async () =>
      exchange(what, `${address(options.baseUrl)}${path}`, {
        method,
        headers: { authorization: `Bearer ${await accessToken()}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    let data: unknown;
    try {
      data = await send();
    } catch (err) {
      if (!(err instanceof StorepayError) || err.status !== 401) throw err;
      tokens.drop();
      data = await send();
    }
    const envelope = data as Envelope | null;
    if (envelope?.status !== 'Success') {
      const first = envelope?.msgList?.[0];
      const code = typeof first?.code === 'string' ? first.code : null;
      const text = typeof first?.text === 'string' ? first.text : null;
      throw new StorepayError(`Storepay ${what} answered ${String(envelope?.status ?? 'nothing')}${code ? ` ${code}` : ''}${text ? `: ${text}` : ''}`, { code, body: data });
    }
    return { value: envelope.value, raw: data };
  }

  return {
    async createLoan(input) {
      const { value, raw } = await call('POST', '/merchant/loan', {
        storeId: options.storeId,
        mobileNumber: input.mobileNumber,
        description: input.description,
        amount: input.amount,
        callbackUrl: input.callbackUrl,
      });
      if ((typeof value !== 'number' && typeof value !== 'string') || String(value).trim() === '') throw new StorepayError('Storepay POST /merchant/loan answered without a loan id', { body: raw });
      return { loanId: String(value), raw };
    },
    async checkLoan(loanId) {
      const { value, raw } = await call('GET', `/merchant/loan/check/${encodeURIComponent(loanId)}`);
      return { confirmed: value === true || value === 'true', raw };
    },
    async possibleAmount(mobileNumber) {
      const { value, raw } = await call('POST', '/user/possibleAmount', { mobileNumber });
      const amount = Number(value);
      if (value === null || value === '' || !Number.isFinite(amount)) throw new StorepayError('Storepay POST /user/possibleAmount answered no amount', { body: raw });
      return { amount: Math.max(0, Math.floor(amount)), raw };
    },
  };
}
