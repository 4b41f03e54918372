// Loans are applied for, not paid: asking the payment API for PayOn, Easy Leasing, Khan Bank leasing or Pocket leasing
// answers 409 LEASING_APPLICATION_REQUIRED in the shopper's language, naming the leasing request page, and records
// nothing (no failed attempt, no state change); the split plans still start as payments.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { insertOrder, storeIdOf } from '../../../test/order-rows';
import { customers, orders, paymentAttempts } from '../../db/schema';
import { startSession } from '../accounts/sessions';

describe.each(databaseKinds)('loan plans on the payment API on %s', (kind) => {
  let api: TestApi;
  const db = () => api.db.database.db;

  beforeAll(async () => {
    api = await createTestApi(kind);
    await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: { storeName: 'zuuch' } });
  });
  afterAll(() => api?.close());

  it('answers each loan plan with a 4xx that says where to apply, and records nothing', async () => {
    const phone = '+97688770011';
    const [c] = await db().insert(customers).values({ storeId: await storeIdOf(db()), phone }).returning();
    const cookie = `sid=${await startSession(db(), c.id, null)}`;
    const order = await insertOrder(db(), { phone, state: 'new' });
    const start = (provider: string, lang: 'en' | 'mn') =>
      api.app.inject({ method: 'POST', url: `/api/v1/orders/${order.number}/payments`, headers: { cookie, 'accept-language': lang }, payload: { provider } });

    for (const provider of ['payon', 'easy_leasing', 'khan_leasing', 'pocket_leasing']) {
      const en = await start(provider, 'en');
      expect(en.statusCode).toBe(409);
      const href = `/leasingRequest?order=${order.number}&plan=${provider}`;
      expect(en.json().error).toMatchObject({ code: 'LEASING_APPLICATION_REQUIRED', message: `This plan is a loan the lender decides on: apply for it on the leasing request page (${href}).` });
      const mn = await start(provider, 'mn');
      expect(mn.statusCode).toBe(409);
      expect(mn.json().error.message).toBe(`Энэ төлөвлөгөө нь зээлдүүлэгчийн шийдвэрлэх зээл тул лизингийн хүсэлтийн хуудсаар (${href}) хүсэлт гаргана уу.`);
    }
    expect(await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id))).toHaveLength(0);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].state).toBe('new');

    // A split plan is still a payment: Pocket zero makes its invoice.
    const zero = await start('pocket_zero', 'en');
    expect(zero.statusCode).toBe(201);
    expect(await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id))).toMatchObject([{ provider: 'pocket_zero', status: 'pending' }]);
  });
});
