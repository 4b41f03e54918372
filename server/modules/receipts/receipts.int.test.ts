// E-receipts from payment to lottery number, against the PosAPI sandbox over real HTTP: one receipt per order however often
// it is queued; issued with its id, lottery number and QR; a PosAPI that fails is retried on the backoff schedule and then
// issues; two workers at once send each receipt once; a company's receipt is B2B; after every automatic attempt the
// receipt is `failed` and staff can still retry it.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatOf } from '../../../core/payment-state';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { insertOrder, storeIdOf } from '../../../test/order-rows';
import { testConfig } from '../../config';
import { notifications, orders, receipts } from '../../db/schema';
import { loopbackOrigin, posApiFromConfig, type Ebarimt } from '../../providers/ebarimt/from-config';
import { enqueueReceiptIn } from './enqueue-receipt';
import { getReceipt, getShopperReceipt } from './get-receipt';
import { issueDueReceipts, MAX_AUTO_ATTEMPTS, retryDelayMs, startReceiptWorker } from './issue-receipts';
import { retryOrderReceipt, retryReceipt } from './retry-receipt';

const MINUTE = 60_000;

describe.each(databaseKinds)('e-receipts on %s', (kind) => {
  let api: TestApi;
  let ebarimt: Ebarimt;
  let origin: string;
  const db = () => api.db.database.db;
  const rowOf = async (orderId: string) => (await db().select().from(receipts).where(eq(receipts.orderId, orderId)))[0];
  const enqueue = (orderId: string) => db().transaction((tx) => enqueueReceiptIn(tx, orderId));
  const sandbox = {
    failNext: async (failNext: number) => {
      const res = await fetch(`${origin}/__sandbox/ebarimt/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ failNext }) });
      expect(res.status).toBe(200);
    },
    /** What PosAPI received for an order (its number is the bill id suffix). */
    sent: async (number: number) =>
      (await (await fetch(`${origin}/__sandbox/ebarimt/receipts.json?billIdSuffix=${number}`)).json()) as { request: Record<string, unknown>; response: { id: string } }[],
  };
  /** A paid order with its receipt queued. */
  const paidOrder = async (input: Parameters<typeof insertOrder>[1] = {}) => {
    const order = await insertOrder(db(), { state: 'paid', ...input });
    expect(await enqueue(order.id)).toBe(true);
    return order;
  };
  const soon = () => new Date(Date.now() + 1000);
  /** Leaves no receipt due for the next test (a test that leaves one pending on purpose settles it here). */
  const settle = () => db().update(receipts).set({ status: 'issued' }).where(ne(receipts.status, 'issued'));

  beforeAll(async () => {
    api = await createTestApi(kind);
    origin = loopbackOrigin(api.app)();
    ebarimt = posApiFromConfig(testConfig(), loopbackOrigin(api.app))!;
  });
  afterAll(() => api?.close());

  it('queues one receipt per order, however often and however concurrently it is asked', async () => {
    const order = await insertOrder(db(), { state: 'paid', quantity: 3 });
    const queued = await Promise.all(Array.from({ length: 5 }, () => enqueue(order.id)));
    expect(queued.filter(Boolean)).toHaveLength(1);
    expect(await db().select().from(receipts).where(eq(receipts.orderId, order.id))).toHaveLength(1);
    expect(await rowOf(order.id)).toMatchObject({ status: 'pending', type: 'B2C_RECEIPT', totalAmount: order.total, totalVat: vatOf(order.total), attempts: 0, ebarimtId: null });
    expect(await getShopperReceipt(db(), order.id)).toMatchObject({ issued: false, lottery: null, qrSvg: null });
    await settle();
  });

  it('issues it over HTTP with an id, lottery number, QR and date, and never sends it twice', async () => {
    const order = await paidOrder({ quantity: 2 });
    const outcomes = await issueDueReceipts(db(), ebarimt, soon());
    expect(outcomes).toEqual([{ orderId: order.id, result: 'issued', ebarimtId: expect.stringMatching(/^\d{33}$/) }]);
    const row = await rowOf(order.id);
    expect(row).toMatchObject({ status: 'issued', attempts: 1, lastError: null, type: 'B2C_RECEIPT' });
    expect(row.lottery).toMatch(/^[A-Z]{2} \d{8}$/);
    expect(row.qrData).toMatch(/^\d{50,}$/);
    expect(row.issuedAt).toBeInstanceOf(Date);
    expect((row.raw as { id: string }).id).toBe(row.ebarimtId);
    // The shopper is texted its lottery number, once.
    const news = await db().select({ values: notifications.values }).from(notifications).where(and(eq(notifications.orderId, order.id), eq(notifications.event, 'receipt_issued')));
    expect(news).toEqual([{ values: expect.objectContaining({ lottery: row.lottery }) }]);

    const [sent] = await sandbox.sent(order.number);
    expect(sent.request).toMatchObject({ type: 'B2C_RECEIPT', totalAmount: order.total, totalVAT: vatOf(order.total), customerTin: null, consumerNo: null });

    // Due again or retried by staff: nothing is sent.
    expect(await issueDueReceipts(db(), ebarimt, new Date(Date.now() + 24 * 60 * MINUTE))).toEqual([]);
    expect((await retryReceipt(db(), ebarimt, order.id)).status).toBe('issued');
    expect(await sandbox.sent(order.number)).toHaveLength(1);

    const shopper = await getShopperReceipt(db(), order.id);
    expect(shopper).toMatchObject({ issued: true, lottery: row.lottery, ebarimtId: row.ebarimtId, totalAmount: order.total, issuedAt: row.issuedAt!.toISOString() });
    expect(shopper!.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    expect((await getReceipt(db(), order.id))?.status).toBe('issued');
  });

  it('retries a failing PosAPI with backoff, keeps the error for staff, then issues', async () => {
    const order = await paidOrder();
    await sandbox.failNext(2);
    const t0 = soon();

    const [first] = await issueDueReceipts(db(), ebarimt, t0);
    expect(first).toMatchObject({ orderId: order.id, result: 'failed', attempts: 1, gaveUp: false });
    let row = await rowOf(order.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, ebarimtId: null });
    expect(row.lastError).toMatch(/failing as asked/);
    expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + retryDelayMs(1));
    expect(retryDelayMs(1)).toBe(MINUTE);

    // Not due yet: left alone.
    expect(await issueDueReceipts(db(), ebarimt, new Date(t0.getTime() + 30_000))).toEqual([]);

    const t1 = new Date(t0.getTime() + MINUTE);
    expect(await issueDueReceipts(db(), ebarimt, t1)).toMatchObject([{ result: 'failed', attempts: 2 }]);
    row = await rowOf(order.id);
    expect(row.nextAttemptAt.getTime()).toBe(t1.getTime() + 5 * MINUTE);
    // The shopper sees "being issued", not the error.
    expect(await getShopperReceipt(db(), order.id)).toMatchObject({ issued: false, lottery: null });
    expect(await getReceipt(db(), order.id)).toMatchObject({ status: 'pending', attempts: 2, lastError: expect.stringMatching(/failing as asked/) });

    expect(await issueDueReceipts(db(), ebarimt, new Date(t1.getTime() + 5 * MINUTE))).toMatchObject([{ orderId: order.id, result: 'issued' }]);
    expect(await rowOf(order.id)).toMatchObject({ status: 'issued', attempts: 3, lastError: null });
    expect(await sandbox.sent(order.number)).toHaveLength(1);
  });

  it('lets two workers run at once and still sends each receipt exactly once', async () => {
    const paid = [];
    for (let i = 0; i < 6; i++) paid.push(await paidOrder());
    const runs = await Promise.all([issueDueReceipts(db(), ebarimt, soon()), issueDueReceipts(db(), ebarimt, soon()), issueDueReceipts(db(), ebarimt, soon())]);
    const issued = runs.flat().filter((o) => o.result === 'issued');
    expect(issued.map((o) => o.orderId).sort()).toEqual(paid.map((o) => o.id).sort());
    for (const order of paid) {
      expect(await sandbox.sent(order.number)).toHaveLength(1);
      expect((await rowOf(order.id)).status).toBe('issued');
    }
  });

  it('makes a company receipt (B2B) out to the register number the shopper gave, as it is when sent', async () => {
    const order = await insertOrder(db(), { state: 'paid' });
    await db().update(orders).set({ receiptTarget: { kind: 'company', number: '1234567' } }).where(eq(orders.id, order.id));
    await enqueue(order.id);
    expect((await rowOf(order.id)).type).toBe('B2B_RECEIPT');
    expect(await issueDueReceipts(db(), ebarimt, soon())).toMatchObject([{ orderId: order.id, result: 'issued' }]);
    const [sent] = await sandbox.sent(order.number);
    expect(sent.request).toMatchObject({ type: 'B2B_RECEIPT', customerTin: '1234567', consumerNo: null });
    const row = await rowOf(order.id);
    expect(row).toMatchObject({ status: 'issued', type: 'B2B_RECEIPT', lottery: null });

    // Changed to a person before it was sent: the receipt follows (B2C).
    const person = await insertOrder(db(), { state: 'paid' });
    await db().update(orders).set({ receiptTarget: { kind: 'company', number: '7654321' } }).where(eq(orders.id, person.id));
    await enqueue(person.id);
    expect((await rowOf(person.id)).type).toBe('B2B_RECEIPT');
    await db().update(orders).set({ receiptTarget: { kind: 'person', number: 'УБ90051234' } }).where(eq(orders.id, person.id));
    await issueDueReceipts(db(), ebarimt, soon());
    expect(await rowOf(person.id)).toMatchObject({ status: 'issued', type: 'B2C_RECEIPT' });
  });

  it('keeps what PosAPI refused as the last error', async () => {
    const order = await insertOrder(db(), { state: 'paid' });
    // A number PosAPI does not take for a company (neither 7 nor 11 digits).
    await db().update(orders).set({ receiptTarget: { kind: 'company', number: '123456' } }).where(eq(orders.id, order.id));
    await enqueue(order.id);
    expect(await issueDueReceipts(db(), ebarimt, soon())).toMatchObject([{ orderId: order.id, result: 'failed', attempts: 1 }]);
    expect((await rowOf(order.id)).lastError).toMatch(/customerTin must be 11 digits \(TIN\) or 7 digits/);
    expect(await sandbox.sent(order.number)).toHaveLength(0);
    await settle();
  });

  it('gives up after every automatic attempt (failed, never silently), and staff can still retry it', async () => {
    const order = await paidOrder();
    await sandbox.failNext(MAX_AUTO_ATTEMPTS);
    let now = soon();
    for (let attempt = 1; attempt <= MAX_AUTO_ATTEMPTS; attempt++) {
      const [outcome] = await issueDueReceipts(db(), ebarimt, now);
      expect(outcome).toMatchObject({ result: 'failed', attempts: attempt, gaveUp: attempt === MAX_AUTO_ATTEMPTS });
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    expect(retryDelayMs(MAX_AUTO_ATTEMPTS)).toBe(6 * 60 * MINUTE);
    expect(await rowOf(order.id)).toMatchObject({ status: 'failed', attempts: MAX_AUTO_ATTEMPTS });
    // The worker no longer tries it.
    expect(await issueDueReceipts(db(), ebarimt, new Date(now.getTime() + 7 * 24 * 60 * MINUTE))).toEqual([]);
    expect(await getShopperReceipt(db(), order.id)).toMatchObject({ issued: false });

    // Staff: "Retry now" in the console (by the order's number in their store).
    const staff = await createStaff(db(), { username: 'receipts-retry', name: 'Bold' });
    const view = await retryOrderReceipt(db(), ebarimt, { storeId: await storeIdOf(db()), number: order.number, staff: { id: staff.id, name: 'Bold' } });
    expect(view).toMatchObject({ status: 'issued', attempts: MAX_AUTO_ATTEMPTS + 1, lastError: null, ebarimtId: expect.stringMatching(/^\d{33}$/) });
    expect(await sandbox.sent(order.number)).toHaveLength(1);
    await expect(retryOrderReceipt(db(), ebarimt, { storeId: await storeIdOf(db()), number: 1, staff: { id: staff.id, name: 'Bold' } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const unpaid = await insertOrder(db(), { state: 'new' });
    await expect(retryReceipt(db(), ebarimt, unpaid.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await db().select().from(receipts).where(and(eq(receipts.orderId, unpaid.id)))).toHaveLength(0);
  });

  it('runs as a worker that logs what it could not issue, and stops cleanly', async () => {
    const logged: { level: string; msg: string }[] = [];
    const log = { error: (_: unknown, msg: string) => logged.push({ level: 'error', msg }), warn: (_: unknown, msg: string) => logged.push({ level: 'warn', msg }), info: (_: unknown, msg: string) => logged.push({ level: 'info', msg }) };
    const failing = await paidOrder();
    await sandbox.failNext(1);
    const worker = startReceiptWorker(db(), ebarimt, log, 20);
    const ok = await paidOrder();
    for (let i = 0; i < 200 && (await rowOf(ok.id)).status !== 'issued'; i++) await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    // One of the two met the failure and waits a minute; the other is issued.
    const rows = [await rowOf(failing.id), await rowOf(ok.id)];
    expect(rows.map((r) => r.status).sort()).toEqual(['issued', 'pending']);
    expect(logged).toContainEqual({ level: 'warn', msg: 'e-receipt not issued; will try again' });
    expect(logged).toContainEqual({ level: 'info', msg: 'e-receipts issued' });
    await settle();

    // Without a PosAPI (production without EBARIMT_URL, which the start warns of once) the worker does nothing at all.
    const none: typeof logged = [];
    const quiet = { error: (_: unknown, msg: string) => none.push({ level: 'error', msg }), warn: (_: unknown, msg: string) => none.push({ level: 'warn', msg }), info: (_: unknown, msg: string) => none.push({ level: 'info', msg }) };
    await startReceiptWorker(db(), null, quiet).stop();
    expect(none).toEqual([]);
  });
});
