import { describe, expect, it } from 'vitest';
import { QPayError, createQPayClient } from './client';

const BASE = 'https://qpay.test/v2';
const SECRET = 'very-secret-value';

type Call = { method: string; path: string; authorization: string; body: unknown };

/** A fake QPay: answers by path; records every call. */
function fakeQPay(handlers: Record<string, (call: Call, n: number) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const counts = new Map<string, number>();
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace('/v2', ''),
      authorization: new Headers(init?.headers).get('authorization') ?? '',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    const handler = handlers[key] ?? handlers[`${call.method} *`];
    if (!handler) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
    // Honour the abort signal like a real fetch.
    return await new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      Promise.resolve(handler(call, n)).then(resolve, reject);
    });
  }) as typeof fetch;
  return { fetch: fetchFn, calls, paths: () => calls.map((c) => `${c.method} ${c.path}`) };
}

const tokenAnswer = (nowSeconds: number, n: number) =>
  Response.json({ access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: nowSeconds + 3600, refresh_expires_in: nowSeconds + 86_400, token_type: 'bearer' });

function client(fake: ReturnType<typeof fakeQPay>, clock: { now: number }, timeoutMs = 10_000) {
  return createQPayClient({ baseUrl: BASE, clientId: 'MERCHANT', clientSecret: SECRET, invoiceCode: 'INV_CODE', fetch: fake.fetch, now: () => clock.now, timeoutMs });
}

describe('QPay client', () => {
  it('logs in with HTTP Basic, refreshes with the refresh token shortly before expiry, and logs in again when that expired too', async () => {
    const clock = { now: 1_700_000_000_000 };
    const s = () => Math.floor(clock.now / 1000);
    const fake = fakeQPay({
      'POST /auth/token': (_c, n) => tokenAnswer(s(), n),
      'POST /auth/refresh': (_c, n) => tokenAnswer(s(), 100 + n),
      'GET *': (c) => Response.json({ invoice_id: c.path.split('/').pop(), invoice_status: 'OPEN', total_amount: '1000.00' }),
    });
    const qpay = client(fake, clock);
    expect(await qpay.getInvoice('a')).toMatchObject({ invoiceId: 'a', status: 'OPEN', amount: 1000 });
    expect(fake.calls[0].authorization).toBe(`Basic ${Buffer.from(`MERCHANT:${SECRET}`).toString('base64')}`);
    expect(fake.calls[1].authorization).toBe('Bearer access-1');
    await qpay.getInvoice('b');
    expect(fake.paths()).toEqual(['POST /auth/token', 'GET /invoice/a', 'GET /invoice/b']);

    clock.now += (3600 - 30) * 1000; // within the last minute of the access token
    await qpay.getInvoice('c');
    expect(fake.paths().slice(3)).toEqual(['POST /auth/refresh', 'GET /invoice/c']);
    expect(fake.calls[3].authorization).toBe('Bearer refresh-1');
    expect(fake.calls[4].authorization).toBe('Bearer access-101');

    clock.now += 2 * 86_400 * 1000; // both expired
    await qpay.getInvoice('d');
    expect(fake.paths().slice(5)).toEqual(['POST /auth/token', 'GET /invoice/d']);
  });

  it('asks for one token however many calls wait for it', async () => {
    const clock = { now: Date.now() };
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fake = fakeQPay({
      'POST /auth/token': async (_c, n) => {
        await gate;
        return tokenAnswer(Math.floor(clock.now / 1000), n);
      },
      'GET *': (c) => Response.json({ invoice_id: c.path.split('/').pop(), invoice_status: 'OPEN' }),
    });
    const qpay = client(fake, clock);
    const all = Promise.all(['1', '2', '3', '4', '5'].map((id) => qpay.getInvoice(id)));
    await new Promise((r) => setTimeout(r, 10));
    release();
    expect((await all).map((i) => i.invoiceId)).toEqual(['1', '2', '3', '4', '5']);
    expect(fake.paths().filter((p) => p.startsWith('POST /auth'))).toEqual(['POST /auth/token']);
  });

  it('falls back to a new login when QPay refuses the refresh token', async () => {
    const clock = { now: Date.now() };
    const s = () => Math.floor(clock.now / 1000);
    const fake = fakeQPay({
      'POST /auth/token': (_c, n) => tokenAnswer(s(), n),
      'POST /auth/refresh': () => Response.json({ error: 'AUTHENTICATION_FAILED' }, { status: 401 }),
      'GET *': () => Response.json({ invoice_id: 'x', invoice_status: 'OPEN' }),
    });
    const qpay = client(fake, clock);
    await qpay.getInvoice('x');
    clock.now += 3600 * 1000;
    await qpay.getInvoice('x');
    expect(fake.paths()).toEqual(['POST /auth/token', 'GET /invoice/x', 'POST /auth/refresh', 'POST /auth/token', 'GET /invoice/x']);
  });

  it('on 401 gets a new token and tries once more, and only once', async () => {
    const clock = { now: Date.now() };
    const fake = fakeQPay({
      'POST /auth/token': (_c, n) => tokenAnswer(Math.floor(clock.now / 1000), n),
      'GET /invoice/once': (_c, n) => (n === 1 ? Response.json({ error: 'AUTHENTICATION_FAILED' }, { status: 401 }) : Response.json({ invoice_id: 'once', invoice_status: 'PAID' })),
      'GET /invoice/never': () => Response.json({ error: 'AUTHENTICATION_FAILED' }, { status: 401 }),
    });
    const qpay = client(fake, clock);
    expect((await qpay.getInvoice('once')).status).toBe('PAID');
    expect(fake.paths()).toEqual(['POST /auth/token', 'GET /invoice/once', 'POST /auth/token', 'GET /invoice/once']);
    expect(fake.calls[3].authorization).toBe('Bearer access-2');

    const err = await qpay.getInvoice('never').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(QPayError);
    expect(err).toMatchObject({ status: 401, code: 'AUTHENTICATION_FAILED' });
    expect(fake.paths().slice(4)).toEqual(['GET /invoice/never', 'POST /auth/token', 'GET /invoice/never']);
  });

  it('times out with a clear error and keeps secrets out of errors', async () => {
    const clock = { now: Date.now() };
    const slow = fakeQPay({ 'POST /auth/token': () => new Promise<Response>(() => {}) });
    const err = (await client(slow, clock, 50)
      .getInvoice('x')
      .catch((e: unknown) => e)) as QPayError;
    expect(err).toBeInstanceOf(QPayError);
    expect(err.message).toBe('QPay POST /auth/token timed out after 50 ms');
    expect(err.status).toBeNull();

    const refused = fakeQPay({ 'POST /auth/token': () => Response.json({ error: 'AUTHENTICATION_FAILED', message: 'wrong client' }, { status: 401 }) });
    const denied = (await client(refused, clock)
      .getInvoice('x')
      .catch((e: unknown) => e)) as QPayError;
    expect(denied.message).toBe('QPay POST /auth/token answered 401 AUTHENTICATION_FAILED: wrong client');
    expect(JSON.stringify({ m: denied.message, b: denied.body })).not.toContain(SECRET);
    expect(JSON.stringify({ m: denied.message, b: denied.body })).not.toContain(Buffer.from(`MERCHANT:${SECRET}`).toString('base64'));
  });

  it('sends the invoice in QPay field names and reads the answer', async () => {
    const clock = { now: Date.now() };
    const fake = fakeQPay({
      'POST /auth/token': (_c, n) => tokenAnswer(Math.floor(clock.now / 1000), n),
      'POST /invoice': () =>
        Response.json({
          invoice_id: 'inv-1',
          qr_text: '000201',
          qr_image: 'iVBOR',
          qPay_shortUrl: 'https://s.qpay.mn/x',
          urls: [{ name: 'Khan bank', description: 'Хаан банк', logo: 'https://x/logo.png', link: 'khanbank://q?qPay_QRcode=000201' }, { broken: true }],
        }),
    });
    const invoice = await client(fake, clock).createInvoice({ senderInvoiceNo: 'Z100001-ab', receiverCode: '99112233', description: 'Order 100001', amount: 15000, callbackUrl: 'https://store/cb' });
    expect(fake.calls[1].body).toEqual({
      invoice_code: 'INV_CODE',
      sender_invoice_no: 'Z100001-ab',
      invoice_receiver_code: '99112233',
      invoice_description: 'Order 100001',
      amount: 15000,
      callback_url: 'https://store/cb',
    });
    expect(invoice).toMatchObject({ invoiceId: 'inv-1', qrText: '000201', qrImage: 'iVBOR', shortUrl: 'https://s.qpay.mn/x' });
    expect(invoice.urls).toEqual([{ name: 'Khan bank', description: 'Хаан банк', logo: 'https://x/logo.png', link: 'khanbank://q?qPay_QRcode=000201' }]);
    await expect(client(fake, clock).createInvoice({ senderInvoiceNo: 'x'.repeat(46), receiverCode: '1', description: 'd', amount: 1, callbackUrl: 'https://s/c' })).rejects.toThrow(RangeError);
    await expect(client(fake, clock).createInvoice({ senderInvoiceNo: 'x', receiverCode: '1', description: 'd', amount: 1.5, callbackUrl: 'https://s/c' })).rejects.toThrow(RangeError);
  });

  it('reads every page of payments, amounts sent as strings included', async () => {
    const clock = { now: Date.now() };
    const rows = Array.from({ length: 130 }, (_, i) => ({ payment_id: String(1000 + i), payment_status: i % 2 ? 'PAID' : 'FAILED', payment_amount: '10.00', payment_currency: 'MNT', payment_wallet: 'Khan bank', payment_type: 'P2P' }));
    const fake = fakeQPay({
      'POST /auth/token': (_c, n) => tokenAnswer(Math.floor(clock.now / 1000), n),
      'POST /payment/check': (c) => {
        const { page_number, page_limit } = (c.body as { offset: { page_number: number; page_limit: number } }).offset;
        return Response.json({ count: rows.length, paid_amount: 650, rows: rows.slice((page_number - 1) * page_limit, page_number * page_limit) });
      },
    });
    const check = await client(fake, clock).checkPayment('inv-1');
    expect(fake.calls[1].body).toEqual({ object_type: 'INVOICE', object_id: 'inv-1', offset: { page_number: 1, page_limit: 100 } });
    expect(fake.paths().filter((p) => p === 'POST /payment/check')).toHaveLength(2);
    expect(check.count).toBe(130);
    expect(check.paidAmount).toBe(650);
    expect(check.rows).toHaveLength(130);
    expect(check.rows[1]).toMatchObject({ paymentId: '1001', status: 'PAID', amount: 10, currency: 'MNT', wallet: 'Khan bank', type: 'P2P' });
  });
});
