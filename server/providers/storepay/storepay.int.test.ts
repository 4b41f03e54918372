// Storepay for real over HTTP: the client against the sandbox this server mounts (token, limit, loan, check; wrong
// credentials; a token used until it is due and renewed once for any number of waiting calls), then an order paid by a
// Storepay loan — started over the API, approved by the shopper on the sandbox's page, recorded once from the callback
// however often it calls, and refused when the shopper's limit is too low.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { insertOrder } from '../../../test/order-rows';
import { customers, orders, paymentAttempts, payments } from '../../db/schema';
import { startSession } from '../../modules/accounts/sessions';
import { createStorepayClient, StorepayError } from './client';
import { STOREPAY_SANDBOX_CREDENTIALS, STOREPAY_SANDBOX_PREFIX } from './sandbox';

describe.each(databaseKinds)('Storepay on %s', (kind) => {
  let api: TestApi;
  let base: string;
  let phones = 0;
  const db = () => api.db.database.db;
  const sandbox = (path: string, init?: RequestInit) => fetch(`${base}${STOREPAY_SANDBOX_PREFIX}${path}`, init);
  const client = (overrides: Partial<Parameters<typeof createStorepayClient>[0]> = {}) =>
    createStorepayClient({ ...STOREPAY_SANDBOX_CREDENTIALS, baseUrl: `${base}${STOREPAY_SANDBOX_PREFIX}`, ...overrides });

  /** A logged-in shopper with an order of their own: the session cookie, the phone and the order. */
  async function shopperWithOrder() {
    const phone = `+976881${String(++phones).padStart(5, '0')}`;
    const storeId = (await db().select({ id: sql<string>`id` }).from(sql`stores`))[0].id;
    const [c] = await db().insert(customers).values({ storeId, phone, firstName: 'Bat', lastName: 'Dorj' }).returning();
    const order = await insertOrder(db(), { phone, state: 'new' });
    return { cookie: `sid=${await startSession(db(), c.id, null)}`, phone, order };
  }
  const startLoan = (number: number, cookie: string) =>
    fetch(`${base}/api/v1/orders/${number}/payments`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'storepay' }) });

  beforeAll(async () => {
    api = await createTestApi(kind);
    base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: { storeName: 'zuuch' } });
  });
  afterAll(() => api?.close());

  it('speaks Storepay’s API: a limit, a loan the shopper approves, its check', async () => {
    const storepay = client();
    expect((await storepay.possibleAmount('99001122')).amount).toBe(10_000_000);
    await sandbox('/limits/99001122', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: 1_500_000 }) });
    expect((await storepay.possibleAmount('99001122')).amount).toBe(1_500_000);

    const loan = await storepay.createLoan({ mobileNumber: '99001122', description: 'Zuuch order 1', amount: 1_200_000, callbackUrl: `${base}/nowhere` });
    expect(loan.loanId).toMatch(/^\d+$/);
    expect((await storepay.checkLoan(loan.loanId)).confirmed).toBe(false);
    expect((await sandbox(`/loans/${loan.loanId}/approve`, { method: 'POST' })).status).toBe(200);
    expect((await storepay.checkLoan(loan.loanId)).confirmed).toBe(true);

    // Above the limit Storepay answers Failed: an error naming its code, no loan.
    await expect(storepay.createLoan({ mobileNumber: '99001122', description: 'too much', amount: 2_000_000, callbackUrl: `${base}/nowhere` })).rejects.toMatchObject({
      name: 'StorepayError',
      code: 'LIMIT_EXCEEDED',
    });
    await expect(storepay.checkLoan('404404')).rejects.toMatchObject({ code: 'LOAN_NOT_FOUND' });
  });

  it('refuses wrong credentials without leaking them', async () => {
    const err = await client({ password: 'not-the-password' })
      .possibleAmount('99001122')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorepayError);
    expect((err as StorepayError).status).toBe(400);
    expect(String((err as Error).message)).not.toContain('not-the-password');
    expect(await client({ appPassword: 'wrong' }).possibleAmount('99001122').catch((e: StorepayError) => e.status)).toBe(401);
  });

  it('asks for a token once for many calls, renews it when due, and once more after a 401', async () => {
    let tokens = 0;
    let refuseNext = false;
    let clock = Date.now();
    const counting: typeof fetch = async (input, init) => {
      const url = String(input);
      if (url.endsWith('/oauth/token')) tokens++;
      else if (refuseNext) {
        refuseNext = false;
        return new Response('{"error":"invalid_token"}', { status: 401 });
      }
      return fetch(input, init);
    };
    const storepay = client({ fetch: counting, now: () => clock });
    await Promise.all(Array.from({ length: 5 }, () => storepay.possibleAmount('99001123')));
    expect(tokens).toBe(1);
    clock += 7200_000; // the sandbox's tokens last two hours
    await storepay.possibleAmount('99001123');
    expect(tokens).toBe(2);
    refuseNext = true;
    expect((await storepay.possibleAmount('99001123')).amount).toBe(10_000_000);
    expect(tokens).toBe(3);
  });

  it('pays an order: the shopper approves, the callback records the loan once, however often it comes', async () => {
    const { cookie, order } = await shopperWithOrder();
    const res = await startLoan(order.number, cookie);
    expect(res.status).toBe(201);
    const attempt = (await res.json()) as { id: string; amount: number; details: { loanId: string; schedule: { payments: { amount: number }[] }; sandboxUrl: string } };
    expect(attempt.amount).toBe(order.total);
    expect(attempt.details.schedule.payments).toHaveLength(4);
    expect(attempt.details.schedule.payments.reduce((s, p) => s + p.amount, 0)).toBe(order.total);
    expect(attempt.details.sandboxUrl).toBe(`${STOREPAY_SANDBOX_PREFIX}/loans/${attempt.details.loanId}`);
    // The loan went to Storepay with the 8-digit number and our callback.
    const [loan] = (await (await sandbox('/loans.json')).json()) as { id: string; mobileNumber: string; callbackUrl: string }[];
    expect(loan.id).toBe(attempt.details.loanId);
    expect(loan.mobileNumber).toMatch(/^881\d{5}$/);
    expect(loan.callbackUrl).toMatch(new RegExp(`^${base}/api/v1/payments/callback/${attempt.id}/`));
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].state).toBe('not_paid');

    // The shopper approves on the sandbox's page (a form post): Storepay calls the callback, which asks and records.
    const page = await sandbox(`/loans/${loan.id}/approve`, { method: 'POST', headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Approved by the shopper');
    for (const method of ['POST', 'GET', 'POST']) expect((await fetch(loan.callbackUrl, { method })).status).toBe(200);
    const paid = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(paid).toMatchObject([{ provider: 'storepay', providerPaymentId: loan.id, amount: order.total, attemptId: attempt.id }]);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ state: 'paid', paidAmount: order.total });
    expect((await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id)))[0].status).toBe('paid');
    const status = await fetch(`${base}/api/v1/orders/${order.number}/payment`, { headers: { cookie } });
    expect(await status.json()).toMatchObject({ state: 'paid', left: 0 });
    // A wrong token in the callback is nobody's.
    expect((await fetch(loan.callbackUrl.replace(/[^/]+$/, 'x'.repeat(32)), { method: 'POST' })).status).toBe(404);
  });

  it('asks no loan when the shopper’s Storepay limit is below the amount: "invoice cannot be created"', async () => {
    const { cookie, phone, order } = await shopperWithOrder();
    await sandbox(`/limits/${phone.slice(4)}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: order.total - 1 }) });
    const before = ((await (await sandbox('/loans.json')).json()) as unknown[]).length;
    const res = await startLoan(order.number, cookie);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('invoice cannot be created (check the phone number and try again)');
    expect(((await (await sandbox('/loans.json')).json()) as unknown[]).length).toBe(before);
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    expect(attempt.status).toBe('failed');
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].state).toBe('new');
  });
});
