// The QPay merchant API v2 client (spec: mongolia.md, "QPay merchant API v2"). The same code talks to QPay
// (QPAY_BASE_URL) and to the local sandbox this server mounts at /__sandbox/qpay/v2 in development and tests, so it runs
// for real everywhere.
//
// Tokens: POST /auth/token with HTTP Basic (client id : secret); POST /auth/refresh with Bearer <refresh_token>. QPay's
// `expires_in` and `refresh_expires_in` are Unix timestamps (seconds), not durations. The access token is renewed a minute
// before it expires (by refresh while the refresh token is good, else a new token); one token request runs at a time,
// however many calls wait for it; an answer 401 drops the token and the call is made once more with a new one.
// Errors are QPayError (status, QPay's error code, body); no credential or token ever goes into a message or a log.

import { failureText, requestJson, tokenCache } from '../http-client';

export type QPayClientOptions = {
  /** `https://merchant.qpay.mn/v2`, or a function (the sandbox's address is known once the server listens). */
  baseUrl: string | (() => string);
  clientId: string;
  clientSecret: string;
  invoiceCode: string;
  fetch?: typeof fetch;
  /** Per request, the whole answer included. Default 10 s. */
  timeoutMs?: number;
  /** Renew the access token this long before it expires. Default 60 s. */
  refreshMarginSeconds?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
};

export type QPayInvoiceInput = {
  /** Ours, unique per attempt, at most 45 characters. */
  senderInvoiceNo: string;
  receiverCode: string;
  description: string;
  /** Whole tugrik. */
  amount: number;
  callbackUrl: string;
};

export type QPayAppLink = { name: string; description: string; logo: string; link: string };

export type QPayInvoice = {
  invoiceId: string;
  qrText: string;
  /** Base64 PNG of the QR code. */
  qrImage: string;
  shortUrl: string | null;
  urls: QPayAppLink[];
  raw: unknown;
};

export type QPayInvoiceInfo = {
  invoiceId: string;
  /** QPay's invoice_status as sent (OPEN, PAID, CANCELLED, EXPIRED, …). */
  status: string;
  amount: number | null;
  senderInvoiceNo: string | null;
  raw: unknown;
};

export type QPayPaymentRow = {
  paymentId: string;
  /** QPay's payment_status as sent (NEW, FAILED, PAID, REFUNDED); only PAID is money. */
  status: string;
  amount: number;
  currency: string;
  wallet: string | null;
  type: string | null;
  raw: unknown;
};

export type QPayPaymentCheck = { count: number; paidAmount: number; rows: QPayPaymentRow[]; raw: unknown };

export type QPayClient = {
  createInvoice(input: QPayInvoiceInput): Promise<QPayInvoice>;
  getInvoice(invoiceId: string): Promise<QPayInvoiceInfo>;
  cancelInvoice(invoiceId: string): Promise<void>;
  checkPayment(invoiceId: string): Promise<QPayPaymentCheck>;
};

/** QPay did not answer, answered an error, or answered something this client cannot read. */
export class QPayError extends Error {
  /** The HTTP status, or null when there was no answer (timeout, network). */
  readonly status: number | null;
  /** QPay's error code (`error` in its answer), when it sent one. */
  readonly code: string | null;
  /** QPay's answer (parsed JSON, else text), when it is safe to keep. */
  readonly body: unknown;

  constructor(message: string, options: { status?: number | null; code?: string | null; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'QPayError';
    this.status = options.status ?? null;
    this.code = options.code ?? null;
    this.body = options.body;
  }
}

const PAGE_LIMIT = 100;
/** At most this many pages of payments per invoice (10,000 payments): a guard, not a limit anyone meets. */
const MAX_PAGES = 100;

type Tokens = { access: string; accessExpires: number; refresh: string | null; refreshExpires: number };

export function createQPayClient(options: QPayClientOptions): QPayClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const margin = options.refreshMarginSeconds ?? 60;
  const nowSeconds = () => Math.floor((options.now ?? Date.now)() / 1000);
  const base = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  /** One HTTP exchange: the parsed answer of a 2xx, else a QPayError. `secret` answers (tokens) are never kept in errors. */
  async function send(method: string, path: string, authorization: string, body?: unknown, secret = false): Promise<{ status: number; data: unknown }> {
    const what = `QPay ${method} ${path}`;
    const res = await requestJson({
      url: () => `${base()}${path}`,
      method,
      headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
      fetch: options.fetch,
      toError: (failure) => new QPayError(`${what} ${failureText(failure, timeoutMs)}`, { cause: failure.cause }),
    });
    const data = res.data;
    if (!res.ok) {
      const code = typeof (data as { error?: unknown } | null)?.error === 'string' ? (data as { error: string }).error : null;
      const message = typeof (data as { message?: unknown } | null)?.message === 'string' ? (data as { message: string }).message : null;
      throw new QPayError(`${what} answered ${res.status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''}`, { status: res.status, code, body: data });
    }
    if (secret && (typeof data !== 'object' || data === null)) throw new QPayError(`${what} answered ${res.status} without a token`, { status: res.status });
    return { status: res.status, data };
  }

  /** QPay sends Unix timestamps; a small number is read as seconds from now, should an endpoint send a duration. */
  const expiry = (value: unknown, fallback: number): number => {
    const n = typeof value === 'string' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return fallback;
    return n < 1_000_000_000 ? nowSeconds() + n : n;
  };

  async function authenticate(path: '/auth/token' | '/auth/refresh', authorization: string, previous: Tokens | null): Promise<Tokens> {
    const { status, data } = await send('POST', path, authorization, undefined, true);
    const d = data as Record<string, unknown>;
    if (typeof d.access_token !== 'string' || d.access_token === '') throw new QPayError(`QPay POST ${path} answered ${status} without an access token`, { status });
    const accessExpires = expiry(d.expires_in, nowSeconds() + 300);
    const refresh = typeof d.refresh_token === 'string' && d.refresh_token !== '' ? d.refresh_token : (previous?.refresh ?? null);
    const refreshExpires = typeof d.refresh_token === 'string' && d.refresh_token !== '' ? expiry(d.refresh_expires_in, accessExpires) : (previous?.refreshExpires ?? 0);
    return { access: d.access_token, accessExpires, refresh, refreshExpires };
  }

  async function obtain(current: Tokens | null): Promise<Tokens> {
    if (current?.refresh && nowSeconds() < current.refreshExpires - margin) {
      try {
        return await authenticate('/auth/refresh', `Bearer ${current.refresh}`, current);
      } catch (err) {
        // A refresh token QPay no longer accepts: log in again. Anything else (QPay down) is the caller's error.
        if (!(err instanceof QPayError) || err.status === null || err.status >= 500) throw err;
      }
    }
    return authenticate('/auth/token', basic, null);
  }

  /** A valid access token; one token request at a time, shared by every call waiting for it. */
  const tokens = tokenCache(obtain, (t: Tokens) => nowSeconds() < t.accessExpires - margin);
  const accessToken = async (): Promise<string> => (await tokens.get()).access;

  /** A call with the access token; an answer 401 drops that token, and the call is made once more with a new one. */
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const token = await accessToken();
    try {
      return (await send(method, path, `Bearer ${token}`, body)).data;
    } catch (err) {
      if (!(err instanceof QPayError) || err.status !== 401) throw err;
      // Only the token this call used is dropped: a concurrent call may already have a new one.
      if (tokens.current()?.access === token) tokens.drop();
      const again = await accessToken();
      return (await send(method, path, `Bearer ${again}`, body)).data;
    }
  }

  const idPath = (id: string) => {
    if (typeof id !== 'string' || id === '') throw new TypeError('QPay invoice id is empty');
    return encodeURIComponent(id);
  };

  return {
    async createInvoice(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError('QPay invoice amount must be a positive whole number of tugrik');
      if (input.senderInvoiceNo.length < 1 || input.senderInvoiceNo.length > 45) throw new RangeError('QPay sender_invoice_no must be 1-45 characters');
      const data = await call('POST', '/invoice', {
        invoice_code: options.invoiceCode,
        sender_invoice_no: input.senderInvoiceNo,
        invoice_receiver_code: input.receiverCode,
        invoice_description: input.description,
        amount: input.amount,
        callback_url: input.callbackUrl,
      });
      const d = record(data, 'POST /invoice');
      if (typeof d.invoice_id !== 'string' || d.invoice_id === '') throw unreadable('POST /invoice', data, 'no invoice_id');
      const urls = Array.isArray(d.urls) ? d.urls : [];
      return {
        invoiceId: d.invoice_id,
        qrText: str(d.qr_text) ?? '',
        qrImage: str(d.qr_image) ?? '',
        shortUrl: str(d.qPay_shortUrl) ?? str(d.qpay_shortUrl) ?? null,
        urls: urls
          .filter((u): u is Record<string, unknown> => typeof u === 'object' && u !== null && typeof (u as { link?: unknown }).link === 'string')
          .map((u) => ({ name: str(u.name) ?? '', description: str(u.description) ?? '', logo: str(u.logo) ?? '', link: u.link as string })),
        raw: data,
      };
    },

    async getInvoice(invoiceId) {
      const path = `/invoice/${idPath(invoiceId)}`;
      const data = await call('GET', path);
      const d = record(data, `GET ${path}`);
      return {
        invoiceId: str(d.invoice_id) ?? invoiceId,
        status: str(d.invoice_status) ?? 'UNKNOWN',
        amount: num(d.total_amount) ?? num(d.gross_amount) ?? num(d.amount),
        senderInvoiceNo: str(d.sender_invoice_no),
        raw: data,
      };
    },

    async cancelInvoice(invoiceId) {
      await call('DELETE', `/invoice/${idPath(invoiceId)}`);
    },

    async checkPayment(invoiceId) {
      if (typeof invoiceId !== 'string' || invoiceId === '') throw new TypeError('QPay invoice id is empty');
      const rows: QPayPaymentRow[] = [];
      const pages: unknown[] = [];
      let count = 0;
      let paidAmount: number | null = null;
      for (let page = 1; page <= MAX_PAGES; page++) {
        const data = await call('POST', '/payment/check', { object_type: 'INVOICE', object_id: invoiceId, offset: { page_number: page, page_limit: PAGE_LIMIT } });
        pages.push(data);
        const d = record(data, 'POST /payment/check');
        const pageRows = Array.isArray(d.rows) ? d.rows : [];
        for (const r of pageRows) rows.push(paymentRow(r, data));
        count = num(d.count) ?? rows.length;
        paidAmount ??= num(d.paid_amount);
        if (pageRows.length < PAGE_LIMIT || rows.length >= count) break;
      }
      return {
        count,
        paidAmount: paidAmount ?? rows.filter((r) => r.status === 'PAID').reduce((s, r) => s + r.amount, 0),
        rows,
        raw: pages.length === 1 ? pages[0] : pages,
      };
    },
  };
}

function paymentRow(r: unknown, page: unknown): QPayPaymentRow {
  if (typeof r !== 'object' || r === null) throw unreadable('POST /payment/check', page, 'a row is not an object');
  const row = r as Record<string, unknown>;
  const paymentId = str(row.payment_id) ?? (typeof row.payment_id === 'number' ? String(row.payment_id) : null);
  const amount = num(row.payment_amount);
  if (!paymentId || amount === null) throw unreadable('POST /payment/check', page, 'a row without payment_id or payment_amount');
  return {
    paymentId,
    status: str(row.payment_status) ?? 'UNKNOWN',
    amount,
    currency: str(row.payment_currency) ?? 'MNT',
    wallet: str(row.payment_wallet),
    type: str(row.payment_type) ?? str(row.transaction_type),
    raw: r,
  };
}

function record(data: unknown, what: string): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw unreadable(what, data, 'not a JSON object');
  return data as Record<string, unknown>;
}

function unreadable(what: string, body: unknown, why: string): QPayError {
  return new QPayError(`QPay ${what} answered something unexpected: ${why}`, { body });
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** QPay sends amounts as numbers or as strings ("100.00"). */
function num(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}
