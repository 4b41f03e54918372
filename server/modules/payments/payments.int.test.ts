// Money in exactly once: the same payment recorded two hundred times at once is one row and one sum; the order's money
// state follows the recorded money (underpaid → paid → overpaid); money for a closed order is kept, the state is not moved.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { insertOrder } from '../../../test/order-rows';
import { orderEvents, orders, payments } from '../../db/schema';
import { recordPayment } from './record-payment';

describe.each(databaseKinds)('recording payments on %s', (kind) => {
  let api: TestApi;
  const db = () => api.db.database.db;
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

  beforeAll(async () => {
    api = await createTestApi(kind);
    await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: { storeName: 'zuuch' } });
  });
  afterAll(() => api?.close());

  it('records one payment however many times, and at once, it is reported', async () => {
    const order = await insertOrder(db(), { state: 'not_paid' });
    // Two hundred keep every connection of the pool (10) busy with the same payment many times over; more would only
    // wait longer in the pool's queue, which is not what is tested here.
    const results = await Promise.all(
      Array.from({ length: 200 }, () => recordPayment(db(), { orderId: order.id, provider: 'qpay', providerPaymentId: 'qp-1', amount: order.total, raw: { payment_status: 'PAID' } })),
    );
    expect(results.filter((r) => r.recorded)).toHaveLength(1);
    expect(new Set(results.map((r) => r.paymentId)).size).toBe(1);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    const row = await orderRow(order.id);
    expect(row.paidAmount).toBe(order.total);
    expect(row.state).toBe('paid');
    const moves = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(moves.filter((m) => m.toState === 'paid')).toHaveLength(1);
  });

  it('follows the money: underpaid, then paid, then overpaid', async () => {
    const order = await insertOrder(db(), { state: 'new', quantity: 2 });
    const part = Math.floor(order.total / 3);
    expect((await recordPayment(db(), { orderId: order.id, provider: 'bank_transfer', providerPaymentId: 'bank-1', amount: part })).state).toBe('underpaid');
    expect((await recordPayment(db(), { orderId: order.id, provider: 'bank_transfer', providerPaymentId: 'bank-2', amount: order.total - part })).state).toBe('paid');
    expect((await recordPayment(db(), { orderId: order.id, provider: 'bank_transfer', providerPaymentId: 'bank-3', amount: 5_000 })).state).toBe('overpaid');
    expect((await orderRow(order.id)).paidAmount).toBe(order.total + 5_000);
  });

  it('keeps money that arrives for an expired order without reopening it', async () => {
    const order = await insertOrder(db(), { state: 'expired' });
    const result = await recordPayment(db(), { orderId: order.id, provider: 'qpay', providerPaymentId: 'late-1', amount: order.total });
    expect(result).toMatchObject({ recorded: true, state: 'expired', paidAmount: order.total });
    expect((await orderRow(order.id)).state).toBe('expired');
  });

  it('refuses amounts that are not whole positive tugrik', async () => {
    const order = await insertOrder(db(), { state: 'new' });
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(recordPayment(db(), { orderId: order.id, provider: 'qpay', providerPaymentId: `bad-${amount}`, amount })).rejects.toMatchObject({ code: 'VALIDATION' });
    }
    expect((await orderRow(order.id)).paidAmount).toBe(0);
  });
});
