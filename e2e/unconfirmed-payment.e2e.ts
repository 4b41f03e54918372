// Staff and an order whose payment cannot be confirmed: QPay stopped answering about two orders' invoices, past their
// deadline, for over an hour (the store's own reconciliation worker, with a QPay that answers 503). The order list says
// so and lists them; one order's page explains what is known and what to do, and "Ask QPay now" finds QPay back — the
// marker goes; the other is expired by staff after checking QPay's portal, in Mongolian, and leaves the list.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { insertOrder, storeIdOf } from '../test/order-rows';
import { customers, paymentAttempts } from '../server/db/schema';
import { startSession } from '../server/modules/accounts/sessions';
import { createQPayAdapter } from '../server/modules/payments/adapters/qpay';
import { createQPayClient } from '../server/providers/qpay/client';
import { QPAY_SANDBOX_MERCHANT } from '../server/providers/qpay/sandbox';
import { createServices } from '../server/services';
import { openReady, useStore } from './support/store';

const store = useStore();
const HOUR = 3_600_000;

describe('payments a provider cannot confirm, in the console', () => {
  const outage = createServer((_req, res) => res.writeHead(503).end('Service Unavailable'));
  beforeAll(() => new Promise<void>((resolve) => outage.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise((resolve) => outage.close(resolve)));

  /** A shopper's order placed 49 hours ago with a QPay invoice made through the store's API. */
  async function orderWithInvoice(number: number, phone: string) {
    const db = store.db.database.db;
    const [c] = await db.insert(customers).values({ storeId: await storeIdOf(db), phone }).returning();
    const order = await insertOrder(db, { number, phone, state: 'new', firstName: 'Dulmaa', lastName: 'Bat', createdAt: new Date(Date.now() - 49 * HOUR) });
    const res = await fetch(`${store.baseUrl}/api/v1/orders/${number}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `sid=${await startSession(db, c.id, null)}`, origin: store.baseUrl },
      body: JSON.stringify({ provider: 'qpay' }),
    });
    expect(res.status).toBe(201);
    return order;
  }

  /** The store's workers while QPay answers 503: the sweep cannot ask, the worker asks on its backoff until staff are told. */
  async function qpayGoesSilent(orderIds: string[]) {
    const db = store.db.database.db;
    const qpay = createQPayAdapter(createQPayClient({ ...QPAY_SANDBOX_MERCHANT, baseUrl: `http://127.0.0.1:${(outage.address() as AddressInfo).port}/v2`, timeoutMs: 2_000 }));
    const away = createServices(db, { storeName: 'zuuch' }, { payments: { qpay } } as unknown as Parameters<typeof createServices>[2]);
    let now = new Date();
    await away.expireUnpaidOrders(now);
    for (let i = 0; i < 8; i++) {
      const [next] = await db.select({ at: paymentAttempts.nextCheckAt }).from(paymentAttempts).where(eq(paymentAttempts.orderId, orderIds[0]));
      now = next.at!;
      await away.reconcilePayments(now);
    }
    for (const id of orderIds) expect((await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, id)))[0].flaggedAt).not.toBeNull();
  }

  it('lists them, explains one, finds QPay back on "Ask now", and lets staff expire the other in Mongolian', async () => {
    const db = store.db.database.db;
    await createStaff(db, { username: 'oyun', password: 'oyun works here', name: 'Oyun' });
    const first = await orderWithInvoice(400101, '+97699400101');
    const second = await orderWithInvoice(400102, '+97699400102');
    await insertOrder(db, { number: 400103, state: 'paid', firstName: 'Other', lastName: 'Shopper' });
    await qpayGoesSilent([first.id, second.id]);

    const { page } = await store.newPage({ lang: 'en' });
    await openReady(page, '/console/orders');
    await page.getByLabel('Username').fill('oyun');
    await page.getByLabel('Password').fill('oyun works here');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByText('2 orders are past their payment deadline, but their payment cannot be confirmed').waitFor();
    await page.getByRole('link', { name: 'Show them' }).click();
    await page.waitForURL('**/console/orders?unconfirmed=1');
    await page.getByRole('status').filter({ hasText: '2 orders' }).waitFor();
    // The filter form is drawn again for the new address: read once it is (a busy machine once read the old one).
    await expect.poll(() => page.getByLabel('Payment unconfirmed only').isChecked()).toBe(true);
    const rows = page.getByRole('row').filter({ hasText: 'Dulmaa Bat' });
    expect(await rows.count()).toBe(2);
    for (const text of await rows.allTextContents()) expect(text).toContain('Payment unconfirmed');

    // The first order: what is known and what to do.
    await page.getByRole('link', { name: '400101' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order 400101' }).waitFor();
    const card = page.getByRole('region', { name: 'Payment not confirmed' });
    await card.getByText(/QPay has not answered about this order’s invoice since .* \(9 checks in a row\)/).waitFor();
    await card.getByText('Last error: ').waitFor();
    await card.getByText('Look the invoice up in the merchant portal of QPay.').waitFor();
    // QPay is back (the store's own QPay answers): asked now, it says the invoice is unpaid and open.
    await card.getByRole('button', { name: 'Ask QPay now' }).click();
    await page.getByRole('status').filter({ hasText: 'QPay answered. The order is up to date.' }).waitFor();
    // The toast comes with the action's answer; the page's data is read again just after it.
    await expect.poll(() => page.getByRole('heading', { name: 'Payment not confirmed' }).count()).toBe(0);
    await page.getByRole('link', { name: 'All orders' }).click();
    await page.waitForURL('**/console/orders?unconfirmed=1');
    await page.getByRole('status').filter({ hasText: '1 order' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: '400101' }).count()).toBe(0);

    // The second, in Mongolian: checked in QPay's portal, not paid — staff expire it and its items go back on sale.
    const { page: mn } = await store.newPage({ lang: 'mn' });
    await mn.context().addCookies(await page.context().cookies());
    await mn.context().addCookies([{ name: 'lang', value: 'mn', url: store.baseUrl }]);
    await openReady(mn, '/console/orders/400102');
    const mnCard = mn.getByRole('region', { name: 'Төлбөр баталгаажаагүй' });
    await mnCard.getByText(/QPay энэ захиалгын нэхэмжлэхийн талаар .* цагаас хойш хариу өгөөгүй байна \(дараалан 9 удаа шалгасан\)/).waitFor();
    await mnCard.getByText('QPay-ийн мерчант порталаас нэхэмжлэхийг шалгана уу.', { exact: false }).waitFor();
    expect(await mnCard.getByRole('button', { name: 'QPay-ээс одоо асуух' }).count()).toBe(1);
    const move = mn.getByRole('region', { name: 'Төлөв өөрчлөх' });
    await move.getByLabel('Шалтгаан').fill('QPay-ийн порталд төлбөр алга');
    await move.getByRole('button', { name: 'Хугацаа дууссан', exact: true }).click();
    await mn.getByTestId('order-state').filter({ hasText: 'Хугацаа дууссан' }).waitFor();
    expect(await mn.getByRole('region', { name: 'Төлбөр баталгаажаагүй' }).count()).toBe(0);
    await openReady(mn, '/console/orders');
    expect(await mn.getByText('захиалгын төлбөрийн хугацаа дууссан ч').count()).toBe(0);
  });
});
