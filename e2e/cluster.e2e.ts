// The cluster journey: the store as production runs it — two store processes (`node dist/server/main.js`,
// STORE_MODE=production) on one PostgreSQL database, behind nginx from Debian, with the providers' sandboxes in a process
// of their own (dist/server/sandbox-main.js) standing in for the real SMS gateway, QPay and PosAPI. Plain HTTP through
// nginx proves that nothing lives in one process: a shopper's session, code, cart and order work whichever process
// answers; a staff edit in one process shows in the other within seconds; the workers never do a job twice; and when one
// process is killed in the middle of a load of orders the other keeps serving, with no order lost or doubled.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatOf } from '../core/payment-state';
import { customers, orderEvents, orderItems, orders, payments, productVariants, products, receipts } from '../server/db/schema';
import { startSession } from '../server/modules/accounts/sessions';
import type { StoreSettings } from '../server/modules/store/get-store-settings';
import { SANDBOX_MERCHANT as EBARIMT_MERCHANT, EBARIMT_SANDBOX_PREFIX } from '../server/providers/ebarimt/sandbox';
import { QPAY_SANDBOX_API, QPAY_SANDBOX_MERCHANT, QPAY_SANDBOX_PREFIX } from '../server/providers/qpay/sandbox';
import { SANDBOX_PREFIX as SMS_SANDBOX_PREFIX } from '../server/providers/sms/sandbox';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { insertOrder, storeIdOf } from '../test/order-rows';
import { NGINX, httpClient, poll, startNginx, waitUntilReady } from './support/cluster';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process';

const skipped = !process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL is not set' : !existsSync(NGINX) ? `no nginx at ${NGINX} (apt-get install nginx)` : null;
const ADMIN = { username: 'cluster-admin', password: 'cluster admin password' };
const HOUR = 3_600_000;

type StoreProcess = { server: ServerProcess; origin: string; upstream: string };

describe.skipIf(skipped)(`two store processes behind nginx${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  let dir = '';
  const running: ServerProcess[] = [];
  let database: TestDatabase | undefined;
  let sandbox: string;
  let nginx: string;
  let stores: [StoreProcess, StoreProcess];
  const db = () => database!.database.db;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'zuuch-cluster-'));
    database = await createTestDatabase('postgres', { seed: false });
    const nginxPort = await freePort();
    nginx = `http://127.0.0.1:${nginxPort}`;

    const sandboxes = startServerProcess(process.execPath, ['dist/server/sandbox-main.js'], { SANDBOX_PORT: '0', PUBLIC_URL: nginx, LOG_LEVEL: 'info' });
    running.push(sandboxes);
    sandbox = (await sandboxes.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1];
    await waitUntilReady(sandbox, sandboxes);

    const env = {
      NODE_ENV: 'production',
      STORE_MODE: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.databaseUrl!,
      DATA_DIR: path.join(dir, 'data'),
      PUBLIC_URL: nginx,
      TRUST_PROXY: '1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SMS_GATEWAY_URL: `${sandbox}${SMS_SANDBOX_PREFIX}`,
      QPAY_BASE_URL: `${sandbox}${QPAY_SANDBOX_API}`,
      QPAY_CLIENT_ID: QPAY_SANDBOX_MERCHANT.clientId,
      QPAY_CLIENT_SECRET: QPAY_SANDBOX_MERCHANT.clientSecret,
      QPAY_INVOICE_CODE: QPAY_SANDBOX_MERCHANT.invoiceCode,
      EBARIMT_URL: `${sandbox}${EBARIMT_SANDBOX_PREFIX}`,
      EBARIMT_MERCHANT_TIN: EBARIMT_MERCHANT.merchantTin,
      EBARIMT_DISTRICT_CODE: EBARIMT_MERCHANT.districtCode,
      EBARIMT_CLASSIFICATION_CODE: EBARIMT_MERCHANT.classificationCode,
      // Both workers every half second, so the test sees them compete in seconds rather than minutes.
      WORKER_INTERVAL_MS: '500',
    };
    // Both start at once on the empty database, as a deployment's replicas do: each migrates (under the lock) and seeds.
    stores = (await Promise.all(
      [0, 1].map(async () => {
        const server = startServerProcess(process.execPath, ['dist/server/main.js'], env);
        running.push(server);
        const origin = (await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1];
        await waitUntilReady(origin, server);
        return { server, origin, upstream: origin.replace('http://', '') };
      }),
    )) as [StoreProcess, StoreProcess];

    const proxy = startNginx(dir, nginxPort, stores.map((s) => s.upstream));
    running.push(proxy);
    await waitUntilReady(nginx, proxy);
  });

  afterAll(async () => {
    await Promise.all(running.map((p) => p.stop()));
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const direct = (store: StoreProcess) => httpClient(store.origin, nginx);
  /** Every upstream that answered, each once. */
  const distinct = (upstreams: (string | null)[]) => [...new Set(upstreams)].sort();
  const bothUpstreams = () => stores.map((s) => s.upstream).sort();

  /** An active variant with plenty of stock (set to `stock`), not `except`. */
  async function variantWithStock(stock: number, except?: string) {
    const [row] = await db()
      .select({ id: productVariants.id, price: productVariants.price })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.active, true), except ? sql`${productVariants.id} <> ${except}` : undefined))
      .orderBy(productVariants.id)
      .limit(1);
    await db().update(productVariants).set({ stock }).where(eq(productVariants.id, row.id));
    return row;
  }
  const stockOf = async (id: string) => (await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0].stock;
  const checkoutForm = (paymentMethod: string) => ({ shippingCode: 'pickup', firstName: 'Bat', lastName: 'Dorj', email: '', paymentMethod, terms: true });

  it('balances requests over both processes', async () => {
    const visitor = httpClient(nginx);
    for (let i = 0; i < 6; i++) expect((await visitor.get('/readyz')).status).toBe(200);
    expect(distinct(visitor.upstreams)).toEqual(bothUpstreams());
  });

  it('keeps a shopper’s code, session, cart and order whichever process answers, and shows the QPay payment through either', async () => {
    const shopper = httpClient(nginx);
    const phone = '+97699110001';
    const variant = await variantWithStock(100);

    const code = await shopper.post('/api/v1/auth/code', { phone });
    expect(code.status).toBe(200);
    const [message] = (await (await fetch(`${sandbox}${SMS_SANDBOX_PREFIX}/messages.json?to=${encodeURIComponent(phone)}`)).json()) as { text: string }[];
    const login = await shopper.post('/api/v1/auth/login', { phone, code: message.text.match(/\d{6}/)![0] });
    expect(login.status).toBe(200);
    // The code was stored by one process and checked by the other.
    expect(login.upstream).not.toBe(code.upstream);

    expect((await shopper.post('/api/v1/cart/items', { variantId: variant.id, quantity: 2 })).status).toBe(200);
    const cart = await shopper.get('/api/v1/cart');
    expect(cart.body).toMatchObject({ lines: [expect.objectContaining({ quantity: 2 })] });
    expect((await shopper.put('/api/v1/checkout', checkoutForm('qpay'))).status).toBe(200);
    const placed = await shopper.post('/api/v1/orders', { idempotencyKey: randomBytes(12).toString('hex') });
    expect(placed.status).toBe(201);
    const { number } = placed.body as { number: number };
    const order = await shopper.get(`/api/v1/orders/${number}`);
    expect(order.body).toMatchObject({ number, phone, total: variant.price * 2, state: 'new' });
    expect(distinct(shopper.upstreams)).toEqual(bothUpstreams());

    // Paid in the QPay sandbox, which calls the store back through nginx; either process then shows the order paid.
    const attempt = await shopper.post(`/api/v1/orders/${number}/payments`, { provider: 'qpay' });
    expect(attempt.status).toBe(201);
    const invoiceId = (attempt.body as { details: { shortUrl: string } }).details.shortUrl.split('/').pop();
    const paid = await fetch(`${sandbox}${QPAY_SANDBOX_PREFIX}/invoices/${invoiceId}/pay`, { method: 'POST' });
    expect(((await paid.json()) as { callback: { status: number } }).callback.status).toBe(200);
    const seenBy = new Set<string | null>();
    while (seenBy.size < 2) {
      const status = await shopper.get(`/api/v1/orders/${number}/payment`);
      expect(status.body).toMatchObject({ state: 'paid', paidAmount: variant.price * 2, left: 0 });
      seenBy.add(status.upstream);
    }
  });

  it('shows a staff edit made in one process through the other within seconds', async () => {
    const [editor, other] = stores;
    const staff = direct(editor);
    expect((await staff.post('/api/console/login', ADMIN)).status).toBe(200);
    const before = (await direct(other).post('/api/auth/store', { storeName: 'zuuch' })).body as StoreSettings;
    // The other process has the settings cached now; the edit must reach it. Saved as the console's form posts it.
    const form = new URLSearchParams({
      phone: before.phone.endsWith('7') ? '77001126' : '77001127',
      email: before.email,
      'address.mn': before.address.mn,
      'address.en': before.address.en,
      'schedule.mn': before.schedule.mn,
      'schedule.en': before.schedule.en,
      facebook: before.facebook ?? '',
      instagram: before.instagram ?? '',
    });
    before.bankAccounts.forEach((a, i) => {
      for (const [field, value] of Object.entries(a)) {
        if (typeof value === 'object') for (const lang of ['mn', 'en'] as const) form.set(`bankAccounts.${i}.${field}.${lang}`, value[lang]);
        else form.set(`bankAccounts.${i}.${field}`, value ?? '');
      }
    });
    const saved = await staff.send('POST', '/console/settings', form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(saved.status, String(saved.body).replace(/<[^>]+>/g, ' ').slice(0, 2000)).toBe(200);
    const edited = ((await staff.post('/api/auth/store', { storeName: 'zuuch' })).body as { phone: string }).phone;
    expect(edited).not.toBe(before.phone);
    // Its cache would keep the old phone for 30 s: only the change feed makes it forget sooner.
    await poll('the other process to show the new phone', async () => (((await direct(other).post('/api/auth/store', { storeName: 'zuuch' })).body as { phone: string }).phone === edited ? true : undefined), 5_000);
  });

  it('expires each overdue order once and issues each due e-receipt once while both processes’ workers run', async () => {
    // Written at once, so both processes' workers find them due together.
    const { overdue, due } = await db().transaction(async (tx) => {
      const overdue: { id: string; number: number }[] = [];
      const due: { id: string; number: number }[] = [];
      for (let i = 0; i < 8; i++) overdue.push(await insertOrder(tx, { state: 'not_paid', createdAt: new Date(Date.now() - 49 * HOUR) }));
      for (let i = 0; i < 8; i++) {
        const order = await insertOrder(tx, { state: 'paid' });
        await tx.insert(receipts).values({ orderId: order.id, type: 'B2C_RECEIPT', totalAmount: order.total, totalVat: vatOf(order.total) });
        due.push(order);
      }
      return { overdue, due };
    });
    const overdueIds = overdue.map((o) => o.id);
    const dueIds = due.map((o) => o.id);
    await poll(
      'the workers to finish',
      async () => {
        const expired = await db().select({ id: orders.id }).from(orders).where(and(inArray(orders.id, overdueIds), eq(orders.state, 'expired')));
        const issued = await db().select({ id: receipts.id }).from(receipts).where(and(inArray(receipts.orderId, dueIds), eq(receipts.status, 'issued')));
        return expired.length === overdue.length && issued.length === due.length ? true : undefined;
      },
      15_000,
    );
    const expiries = await db().select({ orderId: orderEvents.orderId }).from(orderEvents).where(and(inArray(orderEvents.orderId, overdueIds), eq(orderEvents.toState, 'expired')));
    expect(expiries.map((e) => e.orderId).sort()).toEqual([...overdueIds].sort());
    const issued = await db().select().from(receipts).where(inArray(receipts.orderId, dueIds));
    expect(issued.map((r) => [r.status, r.attempts])).toEqual(due.map(() => ['issued', 1]));
    for (const order of due) {
      const sent = (await (await fetch(`${sandbox}${EBARIMT_SANDBOX_PREFIX}/receipts.json?billIdSuffix=${order.number}`)).json()) as unknown[];
      expect(sent, `receipts sent to PosAPI for order ${order.number}`).toHaveLength(1);
    }
  });

  it('makes up for a lost QPay callback: the processes’ reconciliation workers find the money once, pay the order and issue its e-receipt', async () => {
    const [customer] = await db().insert(customers).values({ storeId: await storeIdOf(db()), phone: '+97699110002' }).returning();
    const order = await insertOrder(db(), { phone: customer.phone!, state: 'new' });
    const shopper = httpClient(nginx);
    shopper.setCookie('sid', await startSession(db(), customer.id, null));
    const attempt = await shopper.post(`/api/v1/orders/${order.number}/payments`, { provider: 'qpay' });
    expect(attempt.status).toBe(201);
    const invoiceId = (attempt.body as { details: { shortUrl: string } }).details.shortUrl.split('/').pop();
    // Paid, but the callback never reaches the store (QPay does not send it again).
    const paid = await fetch(`${sandbox}${QPAY_SANDBOX_PREFIX}/invoices/${invoiceId}/pay?callback=none`, { method: 'POST' });
    expect(paid.status).toBe(200);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].state).toBe('not_paid');
    // The invoice's first minute passes (its first check falls due); no page of the order is open.
    await db().execute(sql`update payment_attempts set next_check_at = now() where order_id = ${order.id}`);
    await poll(
      'a worker to find the payment and the e-receipt to be issued',
      async () => ((await db().select().from(receipts).where(and(eq(receipts.orderId, order.id), eq(receipts.status, 'issued')))).length ? true : undefined),
      15_000,
    );
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ state: 'paid', paidAmount: order.total });
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    expect(await db().select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toState, 'paid')))).toHaveLength(1);
    const sent = (await (await fetch(`${sandbox}${EBARIMT_SANDBOX_PREFIX}/receipts.json?billIdSuffix=${order.number}`)).json()) as unknown[];
    expect(sent).toHaveLength(1);
  });

  it('keeps serving through the other process when one is killed mid-load: every shopper ends with exactly one order', async () => {
    const variant = await variantWithStock(1_000);
    const storeId = await storeIdOf(db());
    // Thirty shoppers, logged in (sessions made here: codes for thirty phones from one address would hit its limit).
    const shoppers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const [customer] = await db().insert(customers).values({ storeId, phone: `+9769911${String(1000 + i)}`, firstName: 'Load', lastName: `Shopper ${i}` }).returning();
        const http = httpClient(nginx);
        http.setCookie('sid', await startSession(db(), customer.id, null));
        return { id: customer.id, http, key: randomBytes(12).toString('hex'), number: null as number | null };
      }),
    );
    for (const s of shoppers) {
      expect((await s.http.post('/api/v1/cart/items', { variantId: variant.id, quantity: 1 })).status).toBe(200);
      expect((await s.http.get('/api/v1/cart')).status).toBe(200);
      expect((await s.http.put('/api/v1/checkout', checkoutForm('bank_transfer'))).status).toBe(200);
    }
    const stockBefore = await stockOf(variant.id);

    const [victim, survivor] = stores;
    let placed = 0;
    let inFlightAtKill = -1;
    let failedRequests = 0;
    /** Places the order as a real client does: on a failed request (no answer, 502, 503) it tries again with the same key. */
    const place = async (s: (typeof shoppers)[number]) => {
      for (let attempt = 1; attempt <= 20; attempt++) {
        const answer = await s.http.post('/api/v1/orders', { idempotencyKey: s.key }).catch(() => null);
        if (answer && (answer.status === 200 || answer.status === 201)) {
          s.number = (answer.body as { number: number }).number;
          // A fifth of the way in, one process dies without a word: its open requests and transactions are cut.
          if (++placed === 6) {
            inFlightAtKill = shoppers.length - placed;
            victim.server.child.kill('SIGKILL');
          }
          return;
        }
        if (answer && answer.status < 500) throw new Error(`refused: ${answer.status} ${JSON.stringify(answer.body)}`);
        failedRequests++;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt)); // a client's back-off before it retries
      }
      throw new Error('no order after 20 tries');
    };
    await Promise.all(shoppers.map(place));
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(await victim.server.exited).toBe(null); // killed, not stopped

    // nginx keeps serving, through the survivor only.
    const visitor = httpClient(nginx);
    for (let i = 0; i < 4; i++) expect((await visitor.get('/readyz')).status).toBe(200);
    expect(distinct(visitor.upstreams)).toEqual([survivor.upstream]);

    // No order lost or doubled: one per shopper, the one its client was told; stock taken once per order.
    const rows = await db()
      .select({ customerId: orders.customerId, number: orders.number, quantity: orderItems.quantity })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(inArray(orders.customerId, shoppers.map((s) => s.id)));
    expect(rows).toHaveLength(shoppers.length);
    for (const s of shoppers) expect(rows.filter((r) => r.customerId === s.id).map((r) => [r.number, r.quantity])).toEqual([[s.number, 1]]);
    expect(stockBefore - (await stockOf(variant.id))).toBe(shoppers.length);
    console.log(`cluster: ${failedRequests} failed order requests retried after the kill; ${inFlightAtKill} placements were still open when it came`);
  });
});
