// The real QPay client against the sandbox the app mounts, over HTTP: tokens, invoices, payments, callbacks, cancel,
// the 401 retry and timeouts; the QPay adapter on top.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { createQPayAdapter } from '../../modules/payments/adapters/qpay';
import { QPayError, createQPayClient, type QPayClient } from './client';
import { QPAY_SANDBOX_API, QPAY_SANDBOX_MERCHANT, QPAY_SANDBOX_PREFIX } from './sandbox';
import { qpayClientFor } from './setup';

type Received = { method: string; url: string; body: string };

/** A tiny HTTP server standing in for the store's callback endpoint (or, with `hang`, a QPay that never answers). */
async function listen(handler: (req: IncomingMessage, body: string) => number | null): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const status = handler(req, body);
      if (status !== null) res.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

// The sandbox keeps nothing in the database: one app on PGlite is enough.
describe('QPay client against the sandbox', () => {
  let api: TestApi;
  let self: string;
  let callbacks: { server: Server; url: string };
  const received: Received[] = [];
  const calls: string[] = [];
  const clock = { now: Date.now() };
  let qpay: QPayClient;

  /** A fetch that records what the client asks (method and path below the sandbox's /v2). */
  const recording = ((input: string | URL | Request, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname.replace(QPAY_SANDBOX_API, '')}`);
    return fetch(input, init);
  }) as typeof fetch;
  const control = async (path: string, body?: unknown) => {
    const res = await fetch(`${self}${QPAY_SANDBOX_PREFIX}${path}`, {
      method: 'POST',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  };
  const newInvoice = (amount: number, path = '/cb') =>
    qpay.createInvoice({ senderInvoiceNo: `Z100001-${Math.random().toString(16).slice(2, 10)}`, receiverCode: '99112233', description: 'Захиалга 100001', amount, callbackUrl: `${callbacks.url}${path}?attempt=a1&token=t1` });

  beforeAll(async () => {
    api = await createTestApi('pglite');
    self = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    callbacks = await listen((req, body) => {
      received.push({ method: req.method ?? '', url: req.url ?? '', body });
      return 200;
    });
    qpay = qpayClientFor(testConfig(), () => self, { fetch: recording, now: () => clock.now })!;
  });
  afterAll(async () => {
    await new Promise((r) => callbacks?.server.close(r));
    await api?.close();
  });

  it('gets a token, uses it, refreshes it once it has expired, and logs in again when the refresh token has too', async () => {
    calls.length = 0;
    const invoice = await newInvoice(15_000);
    expect(calls).toEqual(['POST /auth/token', 'POST /invoice']);
    await qpay.getInvoice(invoice.invoiceId);
    expect(calls.slice(2)).toEqual([`GET /invoice/${invoice.invoiceId}`]);

    clock.now += 3600 * 1000; // the access token's expiry is now in the past (for the client)
    await qpay.getInvoice(invoice.invoiceId);
    expect(calls.slice(3)).toEqual(['POST /auth/refresh', `GET /invoice/${invoice.invoiceId}`]);

    clock.now += 2 * 86_400 * 1000; // and the refresh token's
    await qpay.getInvoice(invoice.invoiceId);
    expect(calls.slice(5)).toEqual(['POST /auth/token', `GET /invoice/${invoice.invoiceId}`]);
    clock.now = Date.now();
  });

  it('makes an invoice with a QR, bank-app links and a short URL to the sandbox page', async () => {
    const invoice = await newInvoice(15_000);
    expect(invoice.invoiceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(invoice.qrText).toMatch(/^000201010212.*6304[0-9A-F]{4}$/);
    expect(Buffer.from(invoice.qrImage, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(invoice.shortUrl).toBe(`${self}${QPAY_SANDBOX_PREFIX}/invoices/${invoice.invoiceId}`);
    expect(invoice.urls.map((u) => u.name)).toEqual(expect.arrayContaining(['Khan bank', 'Golomt bank', 'Trade and Development bank', 'Xac bank', 'State bank']));
    expect(invoice.urls[0].link).toBe(`khanbank://q?qPay_QRcode=${encodeURIComponent(invoice.qrText)}`);
    expect(invoice.urls[0].logo).toMatch(/^data:image\/svg\+xml,/);
    const info = await qpay.getInvoice(invoice.invoiceId);
    expect(info).toMatchObject({ invoiceId: invoice.invoiceId, status: 'OPEN', amount: 15_000 });
  });

  it('lists payments as the shopper pays part, then the rest; calls back each time; the adapter agrees', async () => {
    const adapter = createQPayAdapter(qpay);
    const invoice = await newInvoice(15_000);
    const attempt = { providerRef: invoice.invoiceId, senderRef: 'Z', amount: 15_000 };
    expect(await qpay.checkPayment(invoice.invoiceId)).toMatchObject({ count: 0, paidAmount: 0, rows: [] });
    expect(await adapter.check(attempt)).toMatchObject({ status: 'pending', paid: [] });

    received.length = 0;
    const part = await control(`/invoices/${invoice.invoiceId}/pay-part`, { amount: 5_000 });
    expect(part.status).toBe(200);
    expect(part.json.callback).toMatchObject({ method: 'POST', status: 200 });
    expect(received).toEqual([{ method: 'POST', url: '/cb?attempt=a1&token=t1', body: JSON.stringify({ payment_id: part.json.payment.payment_id }) }]);
    let check = await qpay.checkPayment(invoice.invoiceId);
    expect(check).toMatchObject({ count: 1, paidAmount: 5_000 });
    expect(check.rows).toEqual([expect.objectContaining({ paymentId: part.json.payment.payment_id, status: 'PAID', amount: 5_000, currency: 'MNT', type: 'P2P' })]);
    expect(await adapter.check(attempt)).toMatchObject({ status: 'pending', paid: [{ id: part.json.payment.payment_id, amount: 5_000 }] });

    const rest = await control(`/invoices/${invoice.invoiceId}/pay?callback=GET`);
    expect(rest.json.payment.payment_amount).toBe(10_000);
    expect(received[1]).toEqual({ method: 'GET', url: `/cb?attempt=a1&token=t1&qpay_payment_id=${rest.json.payment.payment_id}`, body: '' });
    check = await qpay.checkPayment(invoice.invoiceId);
    expect(check.count).toBe(2);
    expect(check.paidAmount).toBe(15_000);
    expect(new Set(check.rows.map((r) => r.paymentId)).size).toBe(2);
    const checked = await adapter.check(attempt);
    expect(checked.status).toBe('paid');
    expect(checked.paid.map((p) => p.amount)).toEqual([5_000, 10_000]);
    expect((await qpay.getInvoice(invoice.invoiceId)).status).toBe('PAID');

    // A paid invoice takes no more money and cannot be cancelled.
    expect((await control(`/invoices/${invoice.invoiceId}/pay`)).status).toBe(409);
    await expect(adapter.cancel({ providerRef: invoice.invoiceId })).rejects.toMatchObject({ name: 'QPayError', status: 400, code: 'INVOICE_PAID' });
  });

  it('cancels an open invoice; a failed or expired invoice reads failed or expired, and a FAILED row is not money', async () => {
    const adapter = createQPayAdapter(qpay);
    const cancelled = await newInvoice(1_000);
    await qpay.cancelInvoice(cancelled.invoiceId);
    expect((await qpay.getInvoice(cancelled.invoiceId)).status).toBe('CANCELLED');
    expect((await adapter.check({ providerRef: cancelled.invoiceId, senderRef: 'Z', amount: 1_000 })).status).toBe('failed');
    expect((await control(`/invoices/${cancelled.invoiceId}/pay`)).status).toBe(409);

    const failed = await newInvoice(2_000);
    received.length = 0;
    expect((await control(`/invoices/${failed.invoiceId}/fail`)).status).toBe(200);
    expect(received).toEqual([]);
    const check = await qpay.checkPayment(failed.invoiceId);
    expect(check).toMatchObject({ count: 1, paidAmount: 0, rows: [expect.objectContaining({ status: 'FAILED', amount: 2_000 })] });
    expect(await adapter.check({ providerRef: failed.invoiceId, senderRef: 'Z', amount: 2_000 })).toMatchObject({ status: 'failed', paid: [] });

    const expired = await newInvoice(3_000);
    await control(`/invoices/${expired.invoiceId}/expire`);
    expect((await adapter.check({ providerRef: expired.invoiceId, senderRef: 'Z', amount: 3_000 })).status).toBe('expired');
  });

  it('gets a new token once when QPay answers 401, and retries the call', async () => {
    const invoice = await newInvoice(1_000);
    await control('/revoke-tokens');
    calls.length = 0;
    expect((await qpay.getInvoice(invoice.invoiceId)).status).toBe('OPEN');
    expect(calls).toEqual([`GET /invoice/${invoice.invoiceId}`, 'POST /auth/token', `GET /invoice/${invoice.invoiceId}`]);
  });

  it('asks for one token however many calls start at once', async () => {
    const fresh: string[] = [];
    const client = createQPayClient({
      ...QPAY_SANDBOX_MERCHANT,
      baseUrl: `${self}${QPAY_SANDBOX_API}`,
      fetch: ((input: string | URL | Request, init?: RequestInit) => {
        fresh.push(new URL(String(input)).pathname.replace(QPAY_SANDBOX_API, ''));
        return fetch(input, init);
      }) as typeof fetch,
    });
    const invoice = await newInvoice(1_000);
    await Promise.all(Array.from({ length: 8 }, () => client.checkPayment(invoice.invoiceId)));
    expect(fresh.filter((p) => p.startsWith('/auth'))).toEqual(['/auth/token']);
    expect(fresh.filter((p) => p === '/payment/check')).toHaveLength(8);
  });

  it('refuses wrong credentials and an unknown invoice with QPay errors that name no secret', async () => {
    const wrong = createQPayClient({ ...QPAY_SANDBOX_MERCHANT, clientSecret: 'not-the-secret', baseUrl: `${self}${QPAY_SANDBOX_API}` });
    const err = (await wrong.getInvoice('x').catch((e: unknown) => e)) as QPayError;
    expect(err).toBeInstanceOf(QPayError);
    expect(err).toMatchObject({ status: 401, code: 'AUTHENTICATION_FAILED' });
    expect(`${err.message} ${JSON.stringify(err.body)}`).not.toContain('not-the-secret');
    await expect(qpay.getInvoice('00000000-0000-0000-0000-000000000000')).rejects.toMatchObject({ status: 404, code: 'INVOICE_NOTFOUND' });
    await expect(qpay.createInvoice({ senderInvoiceNo: 'Z1', receiverCode: '1', description: 'd', amount: 1, callbackUrl: 'not a url' })).rejects.toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
  });

  it('gives up on a QPay that does not answer, with a clear error', async () => {
    const hanging = await listen(() => null);
    try {
      const client = createQPayClient({ ...QPAY_SANDBOX_MERCHANT, baseUrl: `${hanging.url}/v2`, timeoutMs: 200 });
      const err = (await client.getInvoice('x').catch((e: unknown) => e)) as QPayError;
      expect(err).toBeInstanceOf(QPayError);
      expect(err.message).toBe('QPay POST /auth/token timed out after 200 ms');
      expect(err.status).toBeNull();
    } finally {
      hanging.server.closeAllConnections();
      await new Promise((r) => hanging.server.close(r));
    }
  });

  it('shows the invoice page with Pay, Pay part, Fail and Expire, and pays from its forms', async () => {
    const invoice = await newInvoice(8_000);
    const page = await fetch(invoice.shortUrl!);
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('8,000₮');
    expect(html).toContain('<dd id="invoice-status">OPEN</dd>');
    for (const name of ['>Pay<', '>Pay part<', '>Fail<', '>Expire<']) expect(html).toContain(name);
    expect(html).toMatch(/<label for="part-amount">[^<]+<\/label><input id="part-amount"/);

    received.length = 0;
    const form = await fetch(`${self}${QPAY_SANDBOX_PREFIX}/invoices/${invoice.invoiceId}/pay-part`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: self },
      body: 'amount=3000',
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    const back = new URL(form.headers.get('location')!, self);
    expect(back.pathname).toBe(`${QPAY_SANDBOX_PREFIX}/invoices/${invoice.invoiceId}`);
    expect(received).toHaveLength(1);
    const after = await (await fetch(back)).text();
    expect(after).toMatch(/<p role="status">Paid 3,000₮ of 8,000₮\. Callback POST answered 200\.<\/p>/);
    expect((await qpay.checkPayment(invoice.invoiceId)).paidAmount).toBe(3_000);

    // Another site cannot post the forms (the app's cross-site rule holds here too).
    const crossSite = await fetch(`${self}${QPAY_SANDBOX_PREFIX}/invoices/${invoice.invoiceId}/pay`, { method: 'POST', headers: { origin: 'http://evil.example' }, redirect: 'manual' });
    expect(crossSite.status).toBe(403);
    expect((await qpay.checkPayment(invoice.invoiceId)).paidAmount).toBe(3_000);

    // The Pay form has no fields: an empty form body.
    const pay = await fetch(`${self}${QPAY_SANDBOX_PREFIX}/invoices/${invoice.invoiceId}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(await (await fetch(back)).text()).toContain('<dd id="invoice-status">PAID</dd>');
    expect((await qpay.checkPayment(invoice.invoiceId)).paidAmount).toBe(8_000);

    const list = (await (await fetch(`${self}${QPAY_SANDBOX_PREFIX}/invoices.json?sender_invoice_no=nope`)).json()) as unknown[];
    expect(list).toEqual([]);
  });

  it('answers only this machine', async () => {
    const invoice = await newInvoice(1_000);
    for (const url of [`${QPAY_SANDBOX_PREFIX}/invoices/${invoice.invoiceId}`, `${QPAY_SANDBOX_PREFIX}`]) {
      expect((await api.app.inject({ url, remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
    }
    expect((await api.app.inject({ method: 'POST', url: `${QPAY_SANDBOX_PREFIX}/invoices/${invoice.invoiceId}/pay`, remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'POST', url: `${QPAY_SANDBOX_API}/auth/token`, remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
    expect((await qpay.getInvoice(invoice.invoiceId)).status).toBe('OPEN');
  });

  it('is not mounted in production, where a store without QPay settings offers no QPay', async () => {
    const config = testConfig({ mode: 'production', sandboxes: false, qpay: null, qpayEnabled: false });
    const prod = await buildApp({ config, database: api.db.database, ssr: 'none' });
    try {
      expect((await prod.inject({ method: 'POST', url: `${QPAY_SANDBOX_API}/auth/token`, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      expect((await prod.inject({ url: QPAY_SANDBOX_PREFIX, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      expect(qpayClientFor(config, () => self)).toBeNull();
    } finally {
      await prod.close();
    }
  });
});
