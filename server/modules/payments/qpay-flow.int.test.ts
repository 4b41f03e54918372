// Paying an order by QPay end to end against the sandbox over HTTP: the invoice, part of the money (underpaid, what is
// left), the rest (paid), a thousand duplicate and concurrent callbacks that record nothing twice, and callbacks with a
// wrong token that change nothing.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { insertOrder } from '../../../test/order-rows';
import { customers, orders, paymentAttempts, payments } from '../../db/schema';
import { startSession } from '../accounts/sessions';
import { QPAY_SANDBOX_PREFIX } from '../../providers/qpay/sandbox';

describe.each(databaseKinds)('paying by QPay on %s', (kind) => {
  let api: TestApi;
  let base: string;
  let phones = 0;
  const db = () => api.db.database.db;

  async function shopperWithOrder(state: 'new' | 'not_paid' = 'new') {
    const phone = `+976881${String(++phones).padStart(5, '0')}`;
    const [store] = await db().execute(`select id from stores limit 1` as never).then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    const [c] = await db().insert(customers).values({ storeId: store.id, phone }).returning();
    const order = await insertOrder(db(), { phone, state, quantity: 3 });
    return { cookie: `sid=${await startSession(db(), c.id, null)}`, order };
  }
  const http = (method: string, path: string, init: { cookie?: string; body?: unknown } = {}) =>
    fetch(base + path, {
      method,
      headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}), origin: base },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  const sandbox = (path: string, body?: unknown) => http('POST', `${QPAY_SANDBOX_PREFIX}${path}`, { body });

  beforeAll(async () => {
    api = await createTestApi(kind);
    base = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}`;
    await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: { storeName: 'zuuch' } });
  });
  afterAll(() => api?.close());

  it('creates an invoice with a QR and bank links, and shows the same one again', async () => {
    const { cookie, order } = await shopperWithOrder();
    const res = await http('POST', `/api/v1/orders/${order.number}/payments`, { cookie, body: { provider: 'qpay' } });
    expect(res.status).toBe(201);
    const attempt = await res.json();
    expect(attempt).toMatchObject({ provider: 'qpay', amount: order.total, status: 'pending' });
    expect(typeof attempt.details.qrText).toBe('string');
    expect(attempt.details.urls.length).toBeGreaterThan(2);
    expect((await (await http('POST', `/api/v1/orders/${order.number}/payments`, { cookie, body: { provider: 'qpay' } })).json()).id).toBe(attempt.id);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].state).toBe('not_paid');
    // Someone else cannot pay (or see) this order's invoice.
    const other = await shopperWithOrder();
    expect((await http('POST', `/api/v1/orders/${order.number}/payments`, { cookie: other.cookie, body: { provider: 'qpay' } })).status).toBe(403);
  });

  it('makes one invoice when many requests ask at once (a reload, two tabs, a twin placement)', async () => {
    const { cookie, order } = await shopperWithOrder();
    const answers = await Promise.all(Array.from({ length: 8 }, () => http('POST', `/api/v1/orders/${order.number}/payments`, { cookie, body: { provider: 'qpay' } })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (a) => (await a.json()).id)));
    expect(ids.size).toBe(1);
    const rows = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: [...ids][0], status: 'pending' });
    expect(rows[0].providerRef).toBeTruthy();
  });

  it('records part, then the rest, each once however many callbacks come, and moves the order', async () => {
    const { cookie, order } = await shopperWithOrder();
    const attempt = await (await http('POST', `/api/v1/orders/${order.number}/payments`, { cookie, body: { provider: 'qpay' } })).json();
    const [row] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    const part = Math.floor(order.total / 3);
    expect((await sandbox(`/invoices/${row.providerRef}/pay-part`, { amount: part })).status).toBe(200);
    let status = await (await http('GET', `/api/v1/orders/${order.number}/payment`, { cookie })).json();
    expect(status).toMatchObject({ state: 'underpaid', paidAmount: part, left: order.total - part });

    // The callback URL, called a thousand times (GET and POST, two hundred at once): nothing new is recorded. Two hundred
    // open connections at a time stay inside the server's listen backlog (511), which a loaded machine would overflow.
    const callback = `/api/v1/payments/callback/${row.id}/${row.callbackToken}`;
    const answers: Response[] = [];
    for (let wave = 0; wave < 5; wave++) {
      answers.push(...(await Promise.all(Array.from({ length: 200 }, (_, i) => http(i % 2 ? 'GET' : 'POST', callback, { body: i % 2 ? undefined : { payment_id: 'x' } })))));
    }
    expect(answers).toHaveLength(1000);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);

    await sandbox(`/invoices/${row.providerRef}/pay`);
    status = await (await http('GET', `/api/v1/orders/${order.number}/payment`, { cookie })).json();
    expect(status).toMatchObject({ state: 'paid', paidAmount: order.total, left: 0 });
    const recorded = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(recorded).toHaveLength(2);
    expect(recorded.reduce((s, p) => s + p.amount, 0)).toBe(order.total);
  });

  it('ignores callbacks with a wrong token or for no attempt, and trusts no callback without asking QPay', async () => {
    const { cookie, order } = await shopperWithOrder();
    const attempt = await (await http('POST', `/api/v1/orders/${order.number}/payments`, { cookie, body: { provider: 'qpay' } })).json();
    const wrong = randomBytes(24).toString('base64url');
    expect((await http('POST', `/api/v1/payments/callback/${attempt.id}/${wrong}`, { body: { payment_id: 'forged' } })).status).toBe(404);
    expect((await http('GET', `/api/v1/payments/callback/00000000-0000-4000-8000-000000000000/${wrong}`)).status).toBe(404);
    const [row] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    // A right token but nothing paid at QPay: nothing is recorded.
    expect((await http('POST', `/api/v1/payments/callback/${row.id}/${row.callbackToken}`, { body: { payment_id: 'forged' } })).status).toBe(200);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].paidAmount).toBe(0);
  });

  it('says the spec’s message when no invoice can be made, and refuses to take money for a paid order', async () => {
    const { cookie, order } = await shopperWithOrder();
    await db().update(orders).set({ state: 'paid', paidAmount: order.total }).where(eq(orders.id, order.id));
    const res = await http('POST', `/api/v1/orders/${order.number}/payments`, { cookie, body: { provider: 'qpay' } });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe('Order error');
  });

  it('asks QPay before the 48-hour sweep expires an order: money paid without a callback makes it paid, not expired', async () => {
    const { cookie, order } = await shopperWithOrder();
    const attempt = await (await http('POST', `/api/v1/orders/${order.number}/payments`, { cookie, body: { provider: 'qpay' } })).json();
    const [row] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    expect((await sandbox(`/invoices/${row.providerRef}/pay?callback=none`)).status).toBe(200);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].state).toBe('not_paid');
    await api.app.services.expireUnpaidOrders(new Date(Date.now() + 49 * 3_600_000));
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ state: 'paid', paidAmount: order.total });
  });

  it('takes a callback posted as a form or as text, and never shows an invoice for more than is left', async () => {
    const { cookie, order } = await shopperWithOrder();
    const attempt = await (await http('POST', `/api/v1/orders/${order.number}/payments`, { cookie, body: { provider: 'qpay' } })).json();
    const [row] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    await sandbox(`/invoices/${row.providerRef}/pay-part?callback=none`, { amount: 1000 });
    const form = await fetch(`${base}/api/v1/payments/callback/${row.id}/${row.callbackToken}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'payment_id=1' });
    expect(form.status).toBe(200);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].paidAmount).toBe(1000);
    const text = await fetch(`${base}/api/v1/payments/callback/${row.id}/${row.callbackToken}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'paid' });
    expect(text.status).toBe(200);
    // Paid in part through itself, the invoice stays open for the rest…
    expect((await api.app.services.openAttempt(order.id, order.total - 1000))?.id).toBe(row.id);
    // …but once money comes another way, its rest is no longer what is left to pay: it is not shown again.
    await api.app.services.recordPayment({ orderId: order.id, provider: 'bank_transfer', providerPaymentId: `t-${order.number}`, amount: 500 });
    expect(await api.app.services.openAttempt(order.id, order.total - 1500)).toBeNull();
  });
});
