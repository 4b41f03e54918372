// Bank transfers matched by reference and amount: exact (paid), over (overpaid), under (underpaid, with what is left), a
// statement imported twice (nothing doubled), and a transfer naming no order waiting for staff to assign it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { insertOrder, storeIdOf } from '../../../test/order-rows';
import { orders, payments } from '../../db/schema';
import { assignBankTransfer, importStatement, listBankTransfers, parseStatementCsv, recordBankTransfer } from './bank-transfers';

describe.each(databaseKinds)('bank transfers on %s', (kind) => {
  let api: TestApi;
  let storeId: string;
  const staff = { id: '', name: 'Nara' };
  const db = () => api.db.database.db;
  const order = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

  beforeAll(async () => {
    api = await createTestApi(kind);
    await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: { storeName: 'zuuch' } });
    storeId = await storeIdOf(db());
    staff.id = (await createStaff(db(), { username: 'nara', name: 'Nara' })).id;
  });
  afterAll(() => api?.close());

  it('matches by the reference the shopper wrote: exact, over and under', async () => {
    const exact = await insertOrder(db(), { state: 'not_paid' });
    const over = await insertOrder(db(), { state: 'not_paid' });
    const under = await insertOrder(db(), { state: 'new', quantity: 2 });
    const day = '2026-11-20';
    expect(await recordBankTransfer(db(), storeId, { bankRef: 'KB-1', amount: exact.total, description: `Z${exact.number} Bat`, payer: 'Bat', receivedOn: day }, staff)).toEqual({ status: 'matched', orderNumber: exact.number });
    await recordBankTransfer(db(), storeId, { bankRef: 'KB-2', amount: over.total + 1000, description: `z-${over.number}`, payer: null, receivedOn: day }, staff);
    await recordBankTransfer(db(), storeId, { bankRef: 'KB-3', amount: Math.floor(under.total / 2), description: `tulbur Z ${under.number}`, payer: null, receivedOn: day }, staff);
    expect(await order(exact.id)).toMatchObject({ state: 'paid', paidAmount: exact.total });
    expect(await order(over.id)).toMatchObject({ state: 'overpaid', paidAmount: over.total + 1000 });
    expect(await order(under.id)).toMatchObject({ state: 'underpaid', paidAmount: Math.floor(under.total / 2) });
  });

  it('imports a statement once, however often it is imported, and keeps unmatched lines for staff', async () => {
    const a = await insertOrder(db(), { state: 'not_paid' });
    const csv = [
      'date,amount,description,payer,reference',
      `2026-11-20,"${a.total.toLocaleString('en-US')}",Z${a.number},Dorj,ST-100`,
      '2026-11-20,50000,"gift for mom, no ref",Saraa,ST-101',
      '2026-02-31,1000,Z100001,x,ST-102',
    ].join('\n');
    expect(await importStatement(db(), storeId, csv, staff)).toEqual({ matched: 1, unmatched: 1, duplicate: 0, errors: [{ line: 4, message: 'invalid row' }] });
    expect(await importStatement(db(), storeId, csv, staff)).toMatchObject({ matched: 0, unmatched: 0, duplicate: 2 });
    expect(await db().select().from(payments).where(eq(payments.orderId, a.id))).toHaveLength(1);
    const waiting = await listBankTransfers(db(), storeId, { unmatchedOnly: true });
    const gift = waiting.find((t) => t.bankRef === 'ST-101')!;
    const b = await insertOrder(db(), { state: 'not_paid' });
    await assignBankTransfer(db(), storeId, gift.id, b.number, staff);
    expect(await order(b.id)).toMatchObject({ paidAmount: 50_000 });
    await expect(assignBankTransfer(db(), storeId, gift.id, b.number, staff)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('reads a statement with quotes and thousands separators, and names what it cannot read', () => {
    expect(parseStatementCsv('date,amount,description,reference\n2026-11-20,"1,250,000","Z100200, Bat ""B""",R-1').rows).toEqual([
      { bankRef: 'R-1', amount: 1_250_000, description: 'Z100200, Bat "B"', payer: null, receivedOn: '2026-11-20' },
    ]);
    expect(parseStatementCsv('when,how much\n1,2').errors[0].message).toBe('missing columns: date, amount, description, reference');
  });
});
