// Refunds on both databases: what the store owes back (paid too much; paid, then cancelled) is listed and recorded up
// to that and no more — the same form sent twice records one refund, two staff recording at once cannot give back more
// than was owed — with the order's refunded sum, the shopper's text and the audit row; bad input changes nothing.
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { insertOrder, storeIdOf } from '../../../test/order-rows';
import { auditLog, notifications, orders, refunds } from '../../db/schema';
import { transitionOrder } from '../orders/transition-order';
import { recordPayment } from './record-payment';
import { listRefunds, listRefundsOwed, recordRefund } from './refunds';

describe.each(databaseKinds)('refunds on %s', (kind) => {
  let api: TestApi;
  let storeId = '';
  const staff = { id: '', name: 'Nomin' };
  const db = () => api.db.database.db;
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const failure = (p: Promise<unknown>) => p.then(() => null, (e: { code: string; fields?: unknown[] }) => ({ code: e.code, fields: e.fields }));
  /** An order paid `paid` (through a bank transfer record) against its total. */
  const paidOrder = async (extra: number) => {
    const o = await insertOrder(db(), { state: 'not_paid' });
    await recordPayment(db(), { orderId: o.id, provider: 'bank_transfer', providerPaymentId: randomUUID(), amount: o.total + extra });
    return o;
  };

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = await storeIdOf(db());
    staff.id = (await createStaff(db(), { username: `refunds-${kind}`, name: 'Nomin', role: 'finance' })).id;
  });
  afterAll(() => api?.close());

  it('lists what is owed and records refunds up to it, once per form, texted and audited', async () => {
    const over = await paidOrder(5_000);
    const cancelled = await paidOrder(0);
    await transitionOrder(db(), { storeId, orderId: cancelled.id, to: 'cancelled', actor: { kind: 'staff', ...staff }, reason: 'Out of stock at the seller' });
    const kept = await paidOrder(0);
    const owed = await listRefundsOwed(db(), storeId);
    expect(owed.map((o) => [o.number, o.owed])).toEqual([
      [over.number, 5_000],
      [cancelled.number, cancelled.total],
    ]);
    expect(owed.some((o) => o.number === kept.number)).toBe(false);

    // More than owed is refused with the most that may be given back; nothing changes.
    const tooMuch = { number: over.number, amount: 5_001, method: 'bank_transfer' as const, reference: 'KB-R1', note: null, key: randomUUID() };
    expect(await failure(recordRefund(db(), storeId, tooMuch, staff))).toEqual({ code: 'VALIDATION', fields: [{ path: 'amount', messageKey: 'refundTooMuch', values: { max: '5,000₮' } }] });
    // A bank refund without its transaction id, a zero, a bad key: refused.
    expect((await failure(recordRefund(db(), storeId, { ...tooMuch, amount: 100, reference: null }, staff)))?.fields).toEqual([{ path: 'reference', messageKey: 'fieldRequired' }]);
    expect((await failure(recordRefund(db(), storeId, { ...tooMuch, amount: 0 }, staff)))?.code).toBe('VALIDATION');
    expect((await failure(recordRefund(db(), storeId, { ...tooMuch, amount: 100, key: 'x' }, staff)))?.code).toBe('VALIDATION');
    expect((await failure(recordRefund(db(), storeId, { ...tooMuch, number: 999_999_999, amount: 100 }, staff)))?.code).toBe('NOT_FOUND');
    expect(await db().select().from(refunds).where(eq(refunds.orderId, over.id))).toEqual([]);

    // The excess given back; the same form sent again records nothing more.
    const back = { ...tooMuch, amount: 5_000 };
    expect(await recordRefund(db(), storeId, back, staff)).toEqual({ recorded: true, number: over.number, amount: 5_000, owed: 0 });
    expect(await recordRefund(db(), storeId, back, staff)).toEqual({ recorded: false, number: over.number, amount: 5_000, owed: 0 });
    expect(await orderRow(over.id)).toMatchObject({ paidAmount: over.total + 5_000, refundedAmount: 5_000 });
    expect((await failure(recordRefund(db(), storeId, { ...back, key: randomUUID(), amount: 1 }, staff)))?.fields).toEqual([{ path: 'amount', messageKey: 'refundNothingOwed', values: { max: '0₮' } }]);

    // The cancelled order's money in two parts, cash without a reference.
    await recordRefund(db(), storeId, { number: cancelled.number, amount: 1_000, method: 'cash', reference: null, note: 'At the counter', key: randomUUID() }, staff);
    await recordRefund(db(), storeId, { number: cancelled.number, amount: cancelled.total - 1_000, method: 'qpay', reference: 'QP-77', note: null, key: randomUUID() }, staff);
    expect((await listRefundsOwed(db(), storeId)).map((o) => o.number)).toEqual([]);
    expect((await listRefunds(db(), storeId)).map((r) => [r.number, r.amount, r.method])).toEqual([
      [cancelled.number, cancelled.total - 1_000, 'qpay'],
      [cancelled.number, 1_000, 'cash'],
      [over.number, 5_000, 'bank_transfer'],
    ]);

    // Each refund texted once, in the order's language; each audited under the order.
    const texts = await db().select().from(notifications).where(eq(notifications.event, 'refund_made'));
    expect(texts.filter((n) => n.orderId === over.id).map((n) => n.values)).toEqual([{ number: over.number, link: `/order/${over.number}`, amount: '5,000₮' }]);
    expect(texts.filter((n) => n.orderId === cancelled.id)).toHaveLength(2);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'refund'));
    expect(audit.filter((a) => a.entityId === String(over.number))).toMatchObject([{ entity: 'payment', staffName: 'Nomin', label: `#${over.number}` }]);
  });

  it('never gives back more than owed when staff record at once', async () => {
    const over = await paidOrder(10_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, () => recordRefund(db(), storeId, { number: over.number, amount: 4_000, method: 'bank_transfer', reference: 'KB-X', note: null, key: randomUUID() }, staff)),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    expect(await orderRow(over.id)).toMatchObject({ refundedAmount: 8_000 });
    expect((await listRefundsOwed(db(), storeId)).find((o) => o.number === over.number)?.owed).toBe(2_000);
  });

  it('tells a payment that comes after a refund against what the shopper paid net of it', async () => {
    const over = await paidOrder(5_000);
    await recordRefund(db(), storeId, { number: over.number, amount: 5_000, method: 'cash', reference: null, note: null, key: randomUUID() }, staff);
    const stray = await recordPayment(db(), { orderId: over.id, provider: 'bank_transfer', providerPaymentId: randomUUID(), amount: 1_000 });
    const [notice] = await db().select().from(notifications).where(eq(notifications.key, `payment_overpaid:${over.id}:${stray.paymentId}:sms`));
    expect(notice.values).toMatchObject({ amount: '1,000₮', over: '1,000₮' });
    expect((await listRefundsOwed(db(), storeId)).find((o) => o.number === over.number)?.owed).toBe(1_000);
  });
});
