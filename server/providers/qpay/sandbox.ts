// The local QPay sandbox: QPay's merchant API v2 on this server (/__sandbox/qpay/v2/…) for development and tests, so the
// real client runs over HTTP. Invoices live in memory (per app instance). A developer (or a test) pays them from a page
// (/__sandbox/qpay/invoices/{id}, where the invoice's short URL points) or through control endpoints; paying calls the
// invoice's callback_url like QPay does (unsigned; POST by default, GET with ?callback=GET). Only this machine may use it.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { formatMnt } from '../../../core/money';
import { fromThisMachine, parseForms } from '../sandbox-support';
import { escapeHtml } from '../../../core/html';
import { emvQrText, pseudoQrPng } from './sandbox-qr';

export const QPAY_SANDBOX_PREFIX = '/__sandbox/qpay';
/** The API's base URL under this server's origin (QPAY_BASE_URL's stand-in). */
export const QPAY_SANDBOX_API = `${QPAY_SANDBOX_PREFIX}/v2`;
/** The merchant the sandbox knows (the credentials the store uses when QPay is not configured). */
export const QPAY_SANDBOX_MERCHANT = { clientId: 'ZUUCH_SANDBOX', clientSecret: 'zuuch-sandbox-secret', invoiceCode: 'ZUUCH_SANDBOX_INVOICE' } as const;

export type QPaySandboxOptions = {
  clientId?: string;
  clientSecret?: string;
  invoiceCode?: string;
  /** Access token lifetime. Default an hour. */
  accessTtlSeconds?: number;
  /** Refresh token lifetime. Default a day. */
  refreshTtlSeconds?: number;
  /** How long a callback may take. Default 5 s. */
  callbackTimeoutMs?: number;
};

type InvoiceStatus = 'OPEN' | 'PAID' | 'CANCELLED' | 'EXPIRED' | 'FAILED';
type Payment = {
  payment_id: string;
  payment_status: 'PAID' | 'FAILED';
  payment_amount: number;
  payment_currency: 'MNT';
  payment_wallet: string;
  payment_type: 'P2P' | 'CARD';
  payment_date: string;
};
type CallbackResult = { method: 'POST' | 'GET'; url: string; status: number | null; error: string | null; at: string };
type Invoice = {
  invoice_id: string;
  invoice_code: string;
  sender_invoice_no: string;
  invoice_receiver_code: string;
  invoice_description: string;
  amount: number;
  callback_url: string;
  status: InvoiceStatus;
  created_date: string;
  qr_text: string;
  payments: Payment[];
  callbacks: CallbackResult[];
};

/** The bank apps QPay lists under an invoice (deep links take the QR text). */
const BANK_APPS = [
  { name: 'Khan bank', description: 'Хаан банк', scheme: 'khanbank', colour: '#00703c', letters: 'KB' },
  { name: 'Golomt bank', description: 'Голомт банк', scheme: 'golomtbank', colour: '#0d4ea3', letters: 'GB' },
  { name: 'Trade and Development bank', description: 'Худалдаа хөгжлийн банк', scheme: 'tdbbank', colour: '#1b2f6e', letters: 'TDB' },
  { name: 'Xac bank', description: 'Хас банк', scheme: 'xacbank', colour: '#f26522', letters: 'XB' },
  { name: 'State bank', description: 'Төрийн банк', scheme: 'statebank', colour: '#0085ca', letters: 'SB' },
  { name: 'qPay wallet', description: 'qPay хэтэвч', scheme: 'qpaywallet', colour: '#24a0d8', letters: 'qP' },
];
const WALLETS = ['Khan bank', 'Golomt bank', 'TDB', 'Xac bank', 'State bank', 'qPay wallet'];

const logo = (colour: string, letters: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/><text x="32" y="40" font-family="Arial,sans-serif" font-size="${letters.length > 2 ? 18 : 22}" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`,
  )}`;

const createBody = z.object({
  invoice_code: z.string().min(1),
  sender_invoice_no: z.string().min(1).max(45),
  invoice_receiver_code: z.string().min(1).max(100),
  invoice_description: z.string().min(1).max(255),
  amount: z.coerce.number().int().positive().max(1_000_000_000),
  callback_url: z.url({ protocol: /^https?$/ }),
});
const checkBody = z.object({
  object_type: z.literal('INVOICE'),
  object_id: z.string().min(1),
  offset: z.object({ page_number: z.coerce.number().int().min(1).default(1), page_limit: z.coerce.number().int().min(1).max(100).default(100) }).optional(),
});
const controlQuery = z.object({ callback: z.enum(['POST', 'GET', 'none']).default('POST') });
const partBody = z.object({ amount: z.coerce.number().int().positive() });

const MAX_INVOICES = 5_000;

class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function qpaySandbox(app: FastifyInstance, options: QPaySandboxOptions = {}) {
  const merchant = {
    clientId: options.clientId ?? QPAY_SANDBOX_MERCHANT.clientId,
    clientSecret: options.clientSecret ?? QPAY_SANDBOX_MERCHANT.clientSecret,
    invoiceCode: options.invoiceCode ?? QPAY_SANDBOX_MERCHANT.invoiceCode,
  };
  const accessTtl = options.accessTtlSeconds ?? 3600;
  const refreshTtl = options.refreshTtlSeconds ?? 86_400;
  const callbackTimeoutMs = options.callbackTimeoutMs ?? 5_000;
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Map<string, number>();
  const invoices = new Map<string, Invoice>();
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  // The page's forms post application/x-www-form-urlencoded (in this plugin only).
  parseForms(app);
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) throw new SandboxError(404, 'NOT_FOUND', 'Not found');
  });
  // Errors in QPay's shape: {error, message}.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof SandboxError) return reply.status(error.status).send({ error: error.code, message: error.message });
    // The app's own checks (a cross-site form post) keep their status.
    if (AppError.is(error)) return reply.status(error.status).send({ error: error.code, message: error.messageKey });
    if (error instanceof z.ZodError) return reply.status(400).send({ error: 'INVALID_REQUEST', message: error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') });
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.status(status).send({ error: 'INVALID_REQUEST', message: (error as Error).message });
    request.log.error({ err: error }, 'QPay sandbox failed');
    return reply.status(500).send({ error: 'INTERNAL_SERVER_ERROR', message: 'Sandbox error' });
  });

  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const issueTokens = () => {
    const now = nowSeconds();
    for (const [t, exp] of accessTokens) if (exp < now) accessTokens.delete(t);
    for (const [t, exp] of refreshTokens) if (exp < now) refreshTokens.delete(t);
    const access = randomBytes(32).toString('base64url');
    const refresh = randomBytes(32).toString('base64url');
    accessTokens.set(access, now + accessTtl);
    refreshTokens.set(refresh, now + refreshTtl);
    return {
      token_type: 'bearer',
      access_token: access,
      refresh_token: refresh,
      // Unix timestamps, as QPay sends them.
      expires_in: now + accessTtl,
      refresh_expires_in: now + refreshTtl,
      scope: 'profile email',
      'not-before-policy': '0',
      session_state: randomUUID(),
    };
  };
  const bearer = (request: FastifyRequest) => {
    const h = request.headers.authorization ?? '';
    return /^bearer /i.test(h) ? h.slice(7).trim() : null;
  };
  const authorised = async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw new SandboxError(401, 'NO_CREDENTIALS', 'Authorization: Bearer token required');
    const exp = accessTokens.get(token);
    if (exp === undefined || exp < nowSeconds()) throw new SandboxError(401, 'AUTHENTICATION_FAILED', 'Access token is invalid or expired');
  };
  const invoiceOf = (id: string) => {
    const invoice = invoices.get(id);
    if (!invoice) throw new SandboxError(404, 'INVOICE_NOTFOUND', 'Invoice not found');
    return invoice;
  };
  const paid = (invoice: Invoice) => invoice.payments.filter((p) => p.payment_status === 'PAID').reduce((s, p) => s + p.payment_amount, 0);
  const pageUrl = (request: FastifyRequest, invoice: Invoice) => `${origin(request)}${QPAY_SANDBOX_PREFIX}/invoices/${invoice.invoice_id}`;
  const invoiceView = (invoice: Invoice) => ({
    invoice_id: invoice.invoice_id,
    invoice_status: invoice.status,
    invoice_code: invoice.invoice_code,
    sender_invoice_no: invoice.sender_invoice_no,
    invoice_receiver_code: invoice.invoice_receiver_code,
    invoice_description: invoice.invoice_description,
    total_amount: invoice.amount,
    gross_amount: invoice.amount,
    paid_amount: paid(invoice),
    callback_url: invoice.callback_url,
    created_date: invoice.created_date,
    payments: invoice.payments,
  });

  // ---- QPay's API ----

  app.post(`${QPAY_SANDBOX_API}/auth/token`, async (request) => {
    const h = request.headers.authorization ?? '';
    const decoded = /^basic /i.test(h) ? Buffer.from(h.slice(6).trim(), 'base64').toString() : '';
    const colon = decoded.indexOf(':');
    if (colon < 0 || decoded.slice(0, colon) !== merchant.clientId || decoded.slice(colon + 1) !== merchant.clientSecret) {
      throw new SandboxError(401, 'AUTHENTICATION_FAILED', 'Client id or secret is wrong');
    }
    return issueTokens();
  });

  app.post(`${QPAY_SANDBOX_API}/auth/refresh`, async (request) => {
    const token = bearer(request);
    const exp = token ? refreshTokens.get(token) : undefined;
    if (!token || exp === undefined || exp < nowSeconds()) throw new SandboxError(401, 'AUTHENTICATION_FAILED', 'Refresh token is invalid or expired');
    refreshTokens.delete(token);
    return issueTokens();
  });

  app.post(`${QPAY_SANDBOX_API}/invoice`, { onRequest: authorised }, async (request) => {
    const body = createBody.parse(request.body ?? {});
    if (body.invoice_code !== merchant.invoiceCode) throw new SandboxError(400, 'INVOICE_CODE_INVALID', 'Unknown invoice_code');
    const id = randomUUID();
    const invoice: Invoice = {
      invoice_id: id,
      invoice_code: body.invoice_code,
      sender_invoice_no: body.sender_invoice_no,
      invoice_receiver_code: body.invoice_receiver_code,
      invoice_description: body.invoice_description,
      amount: body.amount,
      callback_url: body.callback_url,
      status: 'OPEN',
      created_date: new Date().toISOString(),
      qr_text: emvQrText({ merchantId: body.invoice_code, amount: body.amount, reference: id.replace(/-/g, '').slice(0, 25) }),
      payments: [],
      callbacks: [],
    };
    invoices.set(id, invoice);
    if (invoices.size > MAX_INVOICES) invoices.delete(invoices.keys().next().value!);
    return {
      invoice_id: id,
      qr_text: invoice.qr_text,
      qr_image: pseudoQrPng(invoice.qr_text).toString('base64'),
      qPay_shortUrl: pageUrl(request, invoice),
      urls: BANK_APPS.map((b) => ({ name: b.name, description: b.description, logo: logo(b.colour, b.letters), link: `${b.scheme}://q?qPay_QRcode=${encodeURIComponent(invoice.qr_text)}` })),
    };
  });

  app.get<{ Params: { id: string } }>(`${QPAY_SANDBOX_API}/invoice/:id`, { onRequest: authorised }, async (request) => invoiceView(invoiceOf(request.params.id)));

  app.delete<{ Params: { id: string } }>(`${QPAY_SANDBOX_API}/invoice/:id`, { onRequest: authorised }, async (request) => {
    const invoice = invoiceOf(request.params.id);
    if (invoice.status === 'PAID' || paid(invoice) > 0) throw new SandboxError(400, 'INVOICE_PAID', 'A paid invoice cannot be cancelled');
    invoice.status = 'CANCELLED';
    return { invoice_id: invoice.invoice_id, invoice_status: invoice.status };
  });

  app.post(`${QPAY_SANDBOX_API}/payment/check`, { onRequest: authorised }, async (request) => {
    const body = checkBody.parse(request.body ?? {});
    const invoice = invoiceOf(body.object_id);
    const page = body.offset?.page_number ?? 1;
    const limit = body.offset?.page_limit ?? 100;
    return {
      count: invoice.payments.length,
      paid_amount: paid(invoice),
      rows: invoice.payments.slice((page - 1) * limit, page * limit),
    };
  });

  // ---- Controls (this machine only): what the shopper's bank would do ----

  async function callBack(invoice: Invoice, payment: Payment, method: 'POST' | 'GET' | 'none'): Promise<CallbackResult | null> {
    if (method === 'none') return null;
    const url = new URL(invoice.callback_url);
    if (method === 'GET') url.searchParams.set('qpay_payment_id', payment.payment_id);
    const result: CallbackResult = { method, url: url.toString(), status: null, error: null, at: new Date().toISOString() };
    try {
      const res = await fetch(url, {
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ payment_id: payment.payment_id }) } : {}),
        signal: AbortSignal.timeout(callbackTimeoutMs),
        redirect: 'manual',
      });
      await res.arrayBuffer().catch(() => undefined);
      result.status = res.status;
    } catch (err) {
      result.error = (err as Error)?.name === 'TimeoutError' ? `no answer in ${callbackTimeoutMs} ms` : ((err as Error)?.message ?? 'failed');
    }
    invoice.callbacks.unshift(result);
    invoice.callbacks.length = Math.min(invoice.callbacks.length, 20);
    return result;
  }

  const open = (invoice: Invoice) => {
    if (invoice.status !== 'OPEN') throw new SandboxError(409, `INVOICE_${invoice.status}`, `The invoice is ${invoice.status.toLowerCase()}`);
  };
  const addPayment = (invoice: Invoice, amount: number, status: Payment['payment_status']): Payment => {
    const payment: Payment = {
      payment_id: `${Date.now()}${randomInt(100_000, 999_999)}`,
      payment_status: status,
      payment_amount: amount,
      payment_currency: 'MNT',
      payment_wallet: WALLETS[randomInt(WALLETS.length)],
      payment_type: 'P2P',
      payment_date: new Date().toISOString(),
    };
    invoice.payments.push(payment);
    return payment;
  };
  /** A form post (the page) goes back to the page with a notice; anything else gets JSON. */
  const answer = (request: FastifyRequest, reply: FastifyReply, invoice: Invoice, notice: string, extra: Record<string, unknown>) => {
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return reply.redirect(`${QPAY_SANDBOX_PREFIX}/invoices/${invoice.invoice_id}?notice=${encodeURIComponent(notice)}`, 303);
    }
    return reply.send({ invoice: invoiceView(invoice), ...extra });
  };
  const describeCallback = (c: CallbackResult | null) => (c ? ` Callback ${c.method} answered ${c.status ?? c.error}.` : '');
  type Control = { Params: { id: string }; Querystring: Record<string, string> };
  const method = (request: FastifyRequest) => controlQuery.parse({ ...(request.query as object), ...pick(request.body, 'callback') }).callback;

  app.post<Control>(`${QPAY_SANDBOX_PREFIX}/invoices/:id/pay`, async (request, reply) => {
    const invoice = invoiceOf(request.params.id);
    const how = method(request);
    open(invoice);
    const payment = addPayment(invoice, invoice.amount - paid(invoice), 'PAID');
    invoice.status = 'PAID';
    const callback = await callBack(invoice, payment, how);
    return answer(request, reply, invoice, `Paid ${formatMnt(payment.payment_amount)}.${describeCallback(callback)}`, { payment, callback });
  });

  app.post<Control>(`${QPAY_SANDBOX_PREFIX}/invoices/:id/pay-part`, async (request, reply) => {
    const invoice = invoiceOf(request.params.id);
    const how = method(request);
    const { amount } = partBody.parse(request.body ?? {});
    open(invoice);
    const left = invoice.amount - paid(invoice);
    if (amount > left) throw new SandboxError(400, 'AMOUNT_EXCEEDED', `At most ${left} is left to pay`);
    const payment = addPayment(invoice, amount, 'PAID');
    if (amount === left) invoice.status = 'PAID';
    const callback = await callBack(invoice, payment, how);
    return answer(request, reply, invoice, `Paid ${formatMnt(amount)} of ${formatMnt(invoice.amount)}.${describeCallback(callback)}`, { payment, callback });
  });

  app.post<Control>(`${QPAY_SANDBOX_PREFIX}/invoices/:id/fail`, async (request, reply) => {
    const invoice = invoiceOf(request.params.id);
    open(invoice);
    const payment = addPayment(invoice, invoice.amount - paid(invoice), 'FAILED');
    invoice.status = 'FAILED';
    return answer(request, reply, invoice, 'The payment failed.', { payment });
  });

  app.post<Control>(`${QPAY_SANDBOX_PREFIX}/invoices/:id/expire`, async (request, reply) => {
    const invoice = invoiceOf(request.params.id);
    open(invoice);
    invoice.status = 'EXPIRED';
    return answer(request, reply, invoice, 'The invoice expired.', {});
  });

  /** Every access and refresh token stops working (the next call answers 401, as when QPay drops a session). */
  app.post(`${QPAY_SANDBOX_PREFIX}/revoke-tokens`, async () => {
    accessTokens.clear();
    refreshTokens.clear();
    return { revoked: true };
  });

  app.get(`${QPAY_SANDBOX_PREFIX}/invoices.json`, async (request) => {
    const { sender_invoice_no } = z.object({ sender_invoice_no: z.string().optional() }).parse(request.query);
    return [...invoices.values()]
      .reverse()
      .filter((i) => !sender_invoice_no || i.sender_invoice_no === sender_invoice_no)
      .map((i) => ({ ...invoiceView(i), callbacks: i.callbacks }));
  });

  // ---- Pages ----

  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#222}h1{font-size:1.4rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}dt{color:#666}dd{margin:0}
form{display:flex;gap:.6rem;align-items:end;flex-wrap:wrap;margin:.8rem 0}label{display:block;font-size:.9rem;margin-bottom:.2rem}input{padding:.5rem;font:inherit;width:10rem}
button{padding:.6rem 1.1rem;font:inherit;border-radius:.4rem;border:1px solid #b91c1c;background:#b91c1c;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#b91c1c}
[role=status]{background:#ecfdf5;border:1px solid #10b981;padding:.6rem .8rem;border-radius:.4rem}table{border-collapse:collapse;width:100%;font-size:.9rem}td,th{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #ddd}
code{word-break:break-all;font-size:.8rem}</style>
<body><p><small>QPay sandbox: this machine only; no money moves.</small></p>${body}</body></html>`;

  app.get<{ Params: { id: string }; Querystring: { notice?: string } }>(`${QPAY_SANDBOX_PREFIX}/invoices/:id`, async (request, reply) => {
    const invoice = invoices.get(request.params.id);
    if (!invoice) return reply.status(404).type('text/html; charset=utf-8').send(page('Invoice not found', '<h1>Invoice not found</h1><p>The sandbox keeps invoices in memory; a restarted server has forgotten them.</p>'));
    const base = `${QPAY_SANDBOX_PREFIX}/invoices/${invoice.invoice_id}`;
    const left = invoice.amount - paid(invoice);
    const notice = typeof request.query.notice === 'string' ? `<p role="status">${escapeHtml(request.query.notice.slice(0, 300))}</p>` : '';
    const actions =
      invoice.status === 'OPEN'
        ? `<h2>Pay as the shopper</h2>
<form method="post" action="${base}/pay"><button type="submit">Pay</button></form>
<form method="post" action="${base}/pay-part"><div><label for="part-amount">Amount to pay (₮)</label><input id="part-amount" name="amount" type="number" min="1" max="${left}" step="1" value="${Math.max(1, Math.floor(left / 2))}" required></div><button type="submit">Pay part</button></form>
<form method="post" action="${base}/fail"><button type="submit" class="secondary">Fail</button></form>
<form method="post" action="${base}/expire"><button type="submit" class="secondary">Expire</button></form>`
        : '';
    const payments = invoice.payments.length
      ? `<h2>Payments</h2><table><thead><tr><th>Payment id</th><th>Status</th><th>Amount</th><th>Wallet</th></tr></thead><tbody>${invoice.payments
          .map((p) => `<tr><td>${p.payment_id}</td><td>${p.payment_status}</td><td>${formatMnt(p.payment_amount)}</td><td>${escapeHtml(p.payment_wallet)}</td></tr>`)
          .join('')}</tbody></table>`
      : '';
    const callbacks = invoice.callbacks.length
      ? `<h2>Callbacks</h2><ul>${invoice.callbacks.map((c) => `<li>${c.at} ${c.method} ${escapeHtml(c.url)}: ${c.status ?? escapeHtml(c.error ?? '')}</li>`).join('')}</ul>`
      : '';
    return reply.type('text/html; charset=utf-8').send(
      page(
        `QPay invoice ${invoice.sender_invoice_no}`,
        `${notice}<h1>QPay invoice ${escapeHtml(invoice.sender_invoice_no)}</h1>
<dl><dt>Description</dt><dd>${escapeHtml(invoice.invoice_description)}</dd><dt>Amount</dt><dd>${formatMnt(invoice.amount)}</dd><dt>Paid</dt><dd>${formatMnt(paid(invoice))}</dd>
<dt>Status</dt><dd id="invoice-status">${invoice.status}</dd><dt>Receiver</dt><dd>${escapeHtml(invoice.invoice_receiver_code)}</dd><dt>Invoice id</dt><dd><code>${invoice.invoice_id}</code></dd><dt>QR text</dt><dd><code>${escapeHtml(invoice.qr_text)}</code></dd></dl>
${actions}${payments}${callbacks}<p><a href="${QPAY_SANDBOX_PREFIX}">All sandbox invoices</a></p>`,
      ),
    );
  });

  app.get(QPAY_SANDBOX_PREFIX, async (_request, reply) => {
    const rows = [...invoices.values()]
      .reverse()
      .slice(0, 200)
      .map(
        (i) =>
          `<tr><td><a href="${QPAY_SANDBOX_PREFIX}/invoices/${i.invoice_id}">${escapeHtml(i.sender_invoice_no)}</a></td><td>${escapeHtml(i.invoice_description)}</td><td>${formatMnt(i.amount)}</td><td>${formatMnt(paid(i))}</td><td>${i.status}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(page('QPay sandbox', `<h1>QPay sandbox</h1><p>Invoices the store made (newest first).</p><table><thead><tr><th>Sender invoice no</th><th>Description</th><th>Amount</th><th>Paid</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`));
  });
}

function pick(body: unknown, key: string): Record<string, unknown> {
  return typeof body === 'object' && body !== null && key in body ? { [key]: (body as Record<string, unknown>)[key] } : {};
}
