// Pocket for real over HTTP: the client against the sandbox this server mounts (client-credentials token, invoice, its
// check; wrong credentials), then orders paid with Pocket zero (started over the API) and Pocket leasing (from the
// leasing request, only for Boss 1 and up, 4-12 months): the shopper pays in the "Pocket app", Pocket's webhook makes the
// store ask, and the money is recorded once however often the webhook comes. A declined invoice ends the request.
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { insertOrder } from '../../../test/order-rows';
import { testConfig } from '../../config';
import { customers, orders, paymentAttempts, payments } from '../../db/schema';
import { startSession } from '../../modules/accounts/sessions';
import { lenderAdapters, POCKET_WEBHOOK_PATH } from '../../modules/leasing/lender-adapters';
import { createLocalStorage } from '../../storage/local-storage';
import { createServices, type Services } from '../../services';
import { storepayClientFor } from '../storepay/setup';
import { createPocketClient, PocketError } from './client';
import { POCKET_SANDBOX_CLIENT, POCKET_SANDBOX_PREFIX } from './sandbox';
import { pocketClientFor } from './setup';

describe.each(databaseKinds)('Pocket on %s', (kind) => {
  let api: TestApi;
  let base: string;
  let services: Services;
  let storeId: string;
  let phones = 0;
  const db = () => api.db.database.db;
  const sandbox = (p: string, init?: RequestInit) => fetch(`${base}${POCKET_SANDBOX_PREFIX}${p}`, init);
  const pocket = (overrides: Partial<Parameters<typeof createPocketClient>[0]> = {}) => createPocketClient({ ...POCKET_SANDBOX_CLIENT, baseUrl: `${base}${POCKET_SANDBOX_PREFIX}`, ...overrides });
  const webhook = (invoiceId: string) => fetch(`${base}${POCKET_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invoiceId }) });
  const paymentsOf = (orderId: string) => db().select().from(payments).where(eq(payments.orderId, orderId));

  async function shopperWithOrder(rating = 0) {
    const phone = `+976991${String(++phones).padStart(5, '0')}`;
    const [c] = await db().insert(customers).values({ storeId, phone, firstName: 'Saraa', lastName: 'Bold', rating }).returning();
    const order = await insertOrder(db(), { phone, state: 'new' });
    return { cookie: `sid=${await startSession(db(), c.id, null)}`, customer: { phone, rating }, order };
  }

  beforeAll(async () => {
    api = await createTestApi(kind);
    base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: { storeName: 'zuuch' } });
    storeId = (await db().select({ id: sql<string>`id` }).from(sql`stores`))[0].id;
    const config = testConfig();
    const adapters = lenderAdapters(db(), { storepay: storepayClientFor(config, () => base), pocket: pocketClientFor(config, () => base) });
    const storage = createLocalStorage(await mkdtemp(path.join(os.tmpdir(), 'zuuch-pocket-')));
    services = createServices(db(), { storeName: 'zuuch' }, { payments: adapters, storage } as unknown as Parameters<typeof createServices>[2]);
  });
  afterAll(() => api?.close());

  it('speaks Pocket’s API: an invoice, its QR, its check', async () => {
    const client = pocket();
    const invoice = await client.createInvoice({ amount: 450_000, info: 'Zuuch order 1' });
    expect(invoice.invoiceId).toMatch(/^[0-9a-f]{16}$/);
    expect(invoice.qr).toBe(`${base}${POCKET_SANDBOX_PREFIX}/invoices/${invoice.invoiceId}`);
    expect((await client.checkInvoice(invoice.invoiceId)).state).toBe('pending');
    expect((await sandbox(`/invoices/${invoice.invoiceId}/pay`, { method: 'POST' })).status).toBe(200);
    expect((await client.checkInvoice(invoice.invoiceId)).state).toBe('paid');
    const declined = await client.createInvoice({ amount: 1000, info: 'x' });
    await sandbox(`/invoices/${declined.invoiceId}/decline`, { method: 'POST' });
    expect((await client.checkInvoice(declined.invoiceId)).state).toBe('cancelled');
    const err = await pocket({ clientSecret: 'wrong-secret' })
      .createInvoice({ amount: 1000, info: 'x' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PocketError);
    expect((err as PocketError).status).toBe(401);
    expect((err as Error).message).not.toContain('wrong-secret');
  });

  it('pays an order with Pocket zero: the webhook makes the store ask, and the money is recorded once', async () => {
    const { cookie, order } = await shopperWithOrder();
    const res = await fetch(`${base}/api/v1/orders/${order.number}/payments`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'pocket_zero' }) });
    expect(res.status).toBe(201);
    const attempt = (await res.json()) as { id: string; details: { invoiceId: string; qr: string; schedule: { payments: unknown[] } } };
    expect(attempt.details.schedule.payments).toHaveLength(6);
    expect(attempt.details.qr).toContain(attempt.details.invoiceId);
    // Nothing is paid yet: the webhook only makes the store ask.
    expect((await webhook(attempt.details.invoiceId)).status).toBe(200);
    expect(await paymentsOf(order.id)).toHaveLength(0);

    // The shopper pays in the Pocket app; Pocket sends the webhook, and sends it again.
    const paid = (await (await sandbox(`/invoices/${attempt.details.invoiceId}/pay`, { method: 'POST' })).json()) as { webhook: string };
    expect(paid.webhook).toBe('HTTP 200');
    await Promise.all([webhook(attempt.details.invoiceId), webhook(attempt.details.invoiceId)]);
    expect(await paymentsOf(order.id)).toMatchObject([{ provider: 'pocket_zero', providerPaymentId: attempt.details.invoiceId, amount: order.total }]);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ state: 'paid', paidAmount: order.total });
    expect((await webhook('no-such-invoice')).status).toBe(404);
  });

  it('keeps Pocket leasing for Boss 1 and up, for 4-12 months', async () => {
    const boss0 = await shopperWithOrder(0);
    const ask = (who: Awaited<ReturnType<typeof shopperWithOrder>>, fields: Record<string, unknown>) =>
      services.submitLeasingRequest({ storeId, number: who.order.number, customer: who.customer, paymentMethods: ['pocket_leasing'], origin: base, fields: { plan: 'pocket_leasing', ...fields }, file: null });
    await expect(ask(boss0, { months: '6' })).rejects.toMatchObject({ code: 'FORBIDDEN', messageKey: 'leasingRatingTooLow' });
    // The page says why, in the shopper's words.
    const refused = await fetch(`${base}/api/v1/orders/${boss0.order.number}/payments`, { method: 'POST', headers: { cookie: boss0.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'pocket_leasing' }) });
    // No term, no Pocket leasing invoice: it starts from the leasing request only, and the payment API says where.
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('LEASING_APPLICATION_REQUIRED');
    expect(await db().select().from(payments).where(eq(payments.provider, 'pocket_leasing'))).toHaveLength(0);

    const boss1 = await shopperWithOrder(1);
    await expect(ask(boss1, { months: '13' })).rejects.toMatchObject({ code: 'VALIDATION', fields: [{ path: 'months', messageKey: 'leasingMonths', values: { min: 4, max: 12 } }] });
    const { id } = await ask(boss1, { months: '6', key: 'a1b2c3d4e5f60718' });
    // The same form sent again is the same request.
    expect((await ask(boss1, { months: '6', key: 'a1b2c3d4e5f60718' })).id).toBe(id);
    const request = await services.getLeasingRequest({ storeId, id, phone: boss1.customer.phone });
    expect(request).toMatchObject({ plan: 'pocket_leasing', kind: 'pocket', status: 'pending', months: 6, amount: boss1.order.total });
    expect(request.schedule?.payments).toHaveLength(6);
    expect(request.qr).toContain(POCKET_SANDBOX_PREFIX);
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
    await sandbox(`/invoices/${attempt.providerRef}/pay`, { method: 'POST' });
    await webhook(attempt.providerRef!);
    expect(await paymentsOf(boss1.order.id)).toMatchObject([{ provider: 'pocket_leasing', amount: boss1.order.total }]);
    expect((await services.getLeasingRequest({ storeId, id, phone: boss1.customer.phone })).status).toBe('approved');
    // Another shopper may not look at it.
    await expect(services.getLeasingRequest({ storeId, id, phone: boss0.customer.phone })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('ends the request when the shopper declines in the Pocket app', async () => {
    const { cookie, order } = await shopperWithOrder();
    const res = await fetch(`${base}/api/v1/orders/${order.number}/payments`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'pocket_zero' }) });
    const attempt = (await res.json()) as { id: string; details: { invoiceId: string } };
    await sandbox(`/invoices/${attempt.details.invoiceId}/decline`, { method: 'POST' });
    const seen = await fetch(`${base}/api/v1/leasing/${attempt.id}`, { headers: { cookie } });
    expect(await seen.json()).toMatchObject({ id: attempt.id, plan: 'pocket_zero', status: 'rejected' });
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });
});
