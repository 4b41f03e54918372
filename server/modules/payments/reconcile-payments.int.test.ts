// The reconciliation worker against the QPay sandbox over HTTP. An invoice paid without a callback is found at the
// first scheduled check and the order is paid exactly as a callback would make it (one payment, one history row, the
// e-receipt queued and then issued), however many workers of several processes run at once; an unpaid invoice is asked
// about on the schedule until the deadline. A QPay that cannot answer keeps the order from expiring, is asked again on a
// backoff by the worker (not every minute by the sweep), and after 5 unanswered checks over an hour past the deadline
// the order is flagged for staff once; when QPay answers again the order is settled as usual, and staff may expire it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { insertOrder, storeIdOf } from '../../../test/order-rows';
import { testConfig } from '../../config';
import { customers, orderEvents, orders, paymentAttempts, payments, receipts } from '../../db/schema';
import { loopbackOrigin, posApiFromConfig } from '../../providers/ebarimt/from-config';
import { createQPayClient } from '../../providers/qpay/client';
import { QPAY_SANDBOX_API, QPAY_SANDBOX_MERCHANT, QPAY_SANDBOX_PREFIX } from '../../providers/qpay/sandbox';
import { createServices } from '../../services';
import { startSession } from '../accounts/sessions';
import { countWork } from '../monitoring/count-work';
import { issueDueReceipts } from '../receipts/issue-receipts';
import type { PaymentAdapter } from './adapter';
import { createQPayAdapter } from './adapters/qpay';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe.each(databaseKinds)('reconciling payments on %s', (kind) => {
  let api: TestApi;
  let base: string;
  let storeId: string;
  let outage: Server;
  let phones = 0;
  const db = () => api.db.database.db;

  /** QPay over HTTP at `baseUrl`, its checks counted. */
  const qpayAt = (baseUrl: string) => {
    const adapter = createQPayAdapter(createQPayClient({ ...QPAY_SANDBOX_MERCHANT, baseUrl, timeoutMs: 2_000 }));
    const counted = { ...adapter, checks: 0 } as PaymentAdapter & { checks: number };
    counted.check = (a) => (counted.checks++, adapter.check(a));
    return counted;
  };
  /** A process of the store (its own services on the same database) whose QPay is `qpay`. */
  const processWith = (qpay: PaymentAdapter) => createServices(db(), { storeName: 'zuuch' }, { payments: { qpay } } as unknown as Parameters<typeof createServices>[2]);
  const working = () => qpayAt(`${base}${QPAY_SANDBOX_API}`);
  /** QPay answering 503 to everything: it cannot say anything about any invoice. */
  const unreachable = () => qpayAt(`http://127.0.0.1:${(outage.address() as AddressInfo).port}/v2`);

  /** A shopper's order with a QPay invoice made through the API; `placedAgo` moves its 48 hours. */
  async function orderWithInvoice(placedAgo = 10 * MIN) {
    const phone = `+976882${String(++phones).padStart(5, '0')}`;
    const [c] = await db().insert(customers).values({ storeId, phone }).returning();
    const order = await insertOrder(db(), { phone, state: 'new', createdAt: new Date(Date.now() - placedAgo) });
    const res = await fetch(`${base}/api/v1/orders/${order.number}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `sid=${await startSession(db(), c.id, null)}`, origin: base },
      body: JSON.stringify({ provider: 'qpay' }),
    });
    expect(res.status).toBe(201);
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    /** A moment in the attempt's life, `ms` after it was made. */
    const at = (ms: number) => new Date(attempt.createdAt.getTime() + ms);
    return { order, attempt, deadline: row.expiresAt, at };
  }
  const payAtSandbox = async (invoiceId: string) => expect((await fetch(`${base}${QPAY_SANDBOX_PREFIX}/invoices/${invoiceId}/pay?callback=none`, { method: 'POST', headers: { origin: base } })).status).toBe(200);
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const attemptRow = async (id: string) => (await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0];
  /** What a run did about one attempt (other tests' attempts may be due too). */
  const about = <T extends { attemptId: string }>(attemptId: string, outcomes: T[][]) => outcomes.flat().filter((o) => o.attemptId === attemptId);

  beforeAll(async () => {
    api = await createTestApi(kind);
    base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: { storeName: 'zuuch' } });
    storeId = await storeIdOf(db());
    outage = createServer((_req, res) => res.writeHead(503).end('Service Unavailable'));
    await new Promise<void>((resolve) => outage.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => outage?.close(resolve));
    await api?.close();
  });

  it('finds money paid without a callback at the first check and pays the order once, however many workers ask', async () => {
    const { order, attempt, at } = await orderWithInvoice();
    await payAtSandbox(attempt.providerRef!);
    expect((await orderRow(order.id)).state).toBe('not_paid');

    // Not due before its first minute.
    const a = working();
    expect(about(attempt.id, [await processWith(a).reconcilePayments(at(30_000))])).toEqual([]);
    expect(a.checks).toBe(0);

    // Two processes, five runs each, at once: one of them asks QPay, once.
    const processes = [working(), working()];
    const runs = await Promise.all(processes.flatMap((q) => Array.from({ length: 5 }, () => processWith(q).reconcilePayments(at(61_000)))));
    expect(processes[0].checks + processes[1].checks).toBe(1);
    expect(about(attempt.id, runs)).toEqual([{ orderNumber: order.number, provider: 'qpay', attemptId: attempt.id, result: 'answered', status: 'paid' }]);

    // As a callback would: paid, one payment, one move with its history row, the invoice closed, the e-receipt queued…
    expect(await orderRow(order.id)).toMatchObject({ state: 'paid', paidAmount: order.total });
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toMatchObject([{ provider: 'qpay', amount: order.total, attemptId: attempt.id }]);
    expect(await db().select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toState, 'paid')))).toMatchObject([{ fromState: 'not_paid', actor: 'system', actorName: 'payment:qpay' }]);
    expect((await attemptRow(attempt.id)).status).toBe('paid');
    expect((await db().select().from(receipts).where(eq(receipts.orderId, order.id)))[0]).toMatchObject({ status: 'pending', totalAmount: order.total });
    // …and issued by the receipt worker.
    const issued = await issueDueReceipts(db(), posApiFromConfig(testConfig(), loopbackOrigin(api.app))!, new Date(Date.now() + 1000));
    expect(issued.filter((o) => o.orderId === order.id)).toMatchObject([{ result: 'issued' }]);
    // Nothing left to ask about it.
    expect(about(attempt.id, [await processWith(working()).reconcilePayments(at(6 * MIN))])).toEqual([]);
  });

  it('asks about an unpaid invoice at 1, 5, 15 and 60 minutes, then hourly, and stops at the deadline', async () => {
    const { order, attempt, deadline, at } = await orderWithInvoice();
    const qpay = working();
    const worker = processWith(qpay);
    const checkedAt = async (ms: number) => about(attempt.id, [await worker.reconcilePayments(at(ms))]).length;
    expect(await checkedAt(61_000)).toBe(1);
    expect(await checkedAt(2 * MIN)).toBe(0);
    expect(await checkedAt(5 * MIN)).toBe(1);
    expect(await checkedAt(15 * MIN)).toBe(1);
    expect(await checkedAt(59 * MIN)).toBe(0);
    expect(await checkedAt(60 * MIN)).toBe(1);
    expect(await checkedAt(2 * HOUR)).toBe(1);
    expect((await attemptRow(attempt.id)).nextCheckAt).toEqual(at(3 * HOUR));
    // A worker that was away asks once, not once per missed hour.
    expect(await checkedAt(7 * HOUR + MIN)).toBe(1);
    expect((await attemptRow(attempt.id)).nextCheckAt).toEqual(at(8 * HOUR));
    // Past the deadline the sweep asks last, before it expires the order.
    const after = deadline.getTime() - attempt.createdAt.getTime() + MIN;
    expect(await checkedAt(after)).toBe(1);
    expect((await attemptRow(attempt.id)).nextCheckAt).toBeNull();
    expect(await checkedAt(after + HOUR)).toBe(0);
    expect(qpay.checks).toBe(7);
    expect(await worker.expireUnpaidOrders(at(after + HOUR))).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.id)).state).toBe('expired');
  });

  it('keeps an order whose QPay cannot answer, asks again on a backoff, flags it for staff once, and settles it when QPay is back', async () => {
    // Two orders whose deadline is an hour away; one of them is paid while QPay cannot say so.
    const unpaid = await orderWithInvoice(47 * HOUR);
    const paidMeanwhile = await orderWithInvoice(47 * HOUR);
    await payAtSandbox(paidMeanwhile.attempt.providerRef!);
    const down = processWith(unreachable());
    const pastDeadline = new Date(unpaid.deadline.getTime() + MIN);

    // The sweep cannot ask: it expires neither, and leaves them to the worker.
    await down.expireUnpaidOrders(pastDeadline);
    for (const o of [unpaid, paidMeanwhile]) {
      expect((await orderRow(o.order.id)).state).toBe('not_paid');
      expect(await attemptRow(o.attempt.id)).toMatchObject({ unansweredChecks: 1, lastCheckError: expect.stringContaining('503'), nextCheckAt: new Date(pastDeadline.getTime() + MIN) });
    }
    await down.expireUnpaidOrders(new Date(pastDeadline.getTime() + 30_000));
    expect((await attemptRow(unpaid.attempt.id)).unansweredChecks).toBe(1);

    // The worker asks at each due time: 1, 2, 4 … minutes apart; after 5 in a row over an hour, staff are told once.
    const flags: Date[] = [];
    const gaps: number[] = [];
    let now = pastDeadline;
    for (let i = 0; i < 9; i++) {
      const due = (await attemptRow(unpaid.attempt.id)).nextCheckAt!;
      gaps.push((due.getTime() - now.getTime()) / MIN);
      now = due;
      const outcome = about(unpaid.attempt.id, [await down.reconcilePayments(now)]);
      expect(outcome).toMatchObject([{ result: 'unanswered' }]);
      if (outcome[0].result === 'unanswered' && outcome[0].flagged) flags.push(now);
    }
    expect(gaps).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(flags).toHaveLength(1);
    const first = await attemptRow(unpaid.attempt.id);
    expect(flags[0].getTime() - first.unansweredSince!.getTime()).toBeGreaterThanOrEqual(HOUR);
    expect(first).toMatchObject({ unansweredChecks: 10, flaggedAt: flags[0] });
    expect((await orderRow(unpaid.order.id)).state).toBe('not_paid');

    // Staff see it: marked in the list, counted, and explained on the order's page; /metrics counts it.
    const list = await down.listConsoleOrders(storeId, { page: 1, unconfirmed: '1' });
    expect(list.orders.map((o) => o.number)).toContain(unpaid.order.number);
    expect(list.orders.every((o) => o.paymentUnconfirmed)).toBe(true);
    expect(list.unconfirmed).toBeGreaterThanOrEqual(1);
    expect(await down.unansweredPaymentCheck(unpaid.order.id)).toMatchObject({ provider: 'qpay', checks: 10, flaggedAt: flags[0].toISOString(), lastError: expect.stringContaining('503') });
    expect((await countWork(db(), now)).paymentChecksFlagged).toBeGreaterThanOrEqual(1);
    // Staff's "Ask now" while QPay is still away.
    expect(await down.checkOrderPaymentsNow(storeId, unpaid.order.number)).toMatchObject({ answered: false });

    // QPay answers again: the paid one is paid, the other is back in the sweep's hands and expires.
    const up = processWith(working());
    const later = new Date(now.getTime() + 2 * HOUR);
    await up.reconcilePayments(later);
    expect(await orderRow(paidMeanwhile.order.id)).toMatchObject({ state: 'paid', paidAmount: paidMeanwhile.order.total });
    expect(await attemptRow(unpaid.attempt.id)).toMatchObject({ unansweredChecks: 0, unansweredSince: null, flaggedAt: null, nextCheckAt: null });
    expect(await up.unansweredPaymentCheck(unpaid.order.id)).toBeNull();
    expect((await up.listConsoleOrders(storeId, { page: 1 })).orders.find((o) => o.number === unpaid.order.number)?.paymentUnconfirmed).toBe(false);
    await up.expireUnpaidOrders(later);
    expect((await orderRow(unpaid.order.id)).state).toBe('expired');
  });

  it('lets staff expire a flagged order after checking with the provider; the worker then stops asking', async () => {
    const { order, attempt, deadline } = await orderWithInvoice(47 * HOUR);
    const down = processWith(unreachable());
    let now = new Date(deadline.getTime() + MIN);
    await down.expireUnpaidOrders(now);
    for (let i = 0; i < 8; i++) {
      now = (await attemptRow(attempt.id)).nextCheckAt!;
      await down.reconcilePayments(now);
    }
    expect((await attemptRow(attempt.id)).flaggedAt).not.toBeNull();
    const staff = await createStaff(db(), { username: `nara${kind}` });
    await down.moveOrder({ staff: { id: staff.id, storeId, username: `nara${kind}`, name: 'Nara', role: 'operator' }, number: order.number, to: 'expired', reason: 'Not in the QPay merchant portal' });
    expect((await orderRow(order.id)).state).toBe('expired');
    const due = (await attemptRow(attempt.id)).nextCheckAt!;
    expect(about(attempt.id, [await down.reconcilePayments(due)])).toEqual([]);
    expect((await attemptRow(attempt.id)).nextCheckAt).toBeNull();
    expect((await down.listConsoleOrders(storeId, { page: 1, unconfirmed: '1' })).orders.map((o) => o.number)).not.toContain(order.number);
  });
});
