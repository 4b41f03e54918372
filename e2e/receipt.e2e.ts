// The e-receipt in the console: a receipt that failed every automatic attempt shows its status, attempts and last error
// on the order page; staff press "Retry now" and it is issued on the spot (PosAPI's sandbox on the store's own server),
// with its lottery number. An order that is not fully paid has no receipt yet. The panel speaks Mongolian too.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vatOf } from '../core/payment-state';
import { receipts } from '../server/db/schema';
import { createStaff } from '../test/console';
import { insertOrder } from '../test/order-rows';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('e-receipt in the console', () => {
  it('shows a failed receipt with its error, and staff retry it until it is issued', async () => {
    const db = store.db.database.db;
    const staff = await createStaff(db, { username: 'tuya', name: 'Tuya' });
    const order = await insertOrder(db, { number: 300400, state: 'paid', firstName: 'Anu', lastName: 'Bat' });
    await db.insert(receipts).values({
      orderId: order.id,
      status: 'failed',
      type: 'B2C_RECEIPT',
      totalAmount: order.total,
      totalVat: vatOf(order.total),
      attempts: 8,
      lastError: 'PosAPI unreachable: connect ECONNREFUSED 127.0.0.1:7080',
      nextAttemptAt: new Date(Date.now() + 6 * 3_600_000),
    });
    await insertOrder(db, { number: 300401, state: 'not_paid' });

    const { context, page } = await store.newPage({ lang: 'en' });
    const cookie = await staff.cookie();
    await context.addCookies([{ name: cookie.slice(0, cookie.indexOf('=')), value: cookie.slice(cookie.indexOf('=') + 1), url: store.baseUrl }]);
    await openReady(page, '/console/orders/300400');
    const panel = page.getByRole('region', { name: 'E-receipt' });
    expect(await panel.getByTestId('receipt-status').textContent()).toBe('Failed');
    expect(await panel.getByTestId('receipt-attempts').textContent()).toBe('8');
    expect(await panel.getByTestId('receipt-last-error').textContent()).toBe('PosAPI unreachable: connect ECONNREFUSED 127.0.0.1:7080');
    await panel.getByText('Automatic tries have stopped: retry it here.').waitFor();

    await panel.getByRole('button', { name: 'Retry now' }).click();
    await panel.getByRole('status').filter({ hasText: 'The e-receipt is issued.' }).waitFor();
    await panel.getByTestId('receipt-status').filter({ hasText: 'Issued' }).waitFor();
    expect(await panel.getByTestId('receipt-attempts').textContent()).toBe('9');
    expect(await panel.textContent()).toMatch(/Lottery number[A-Z]{2} \d{8}/);
    expect(await panel.getByRole('button', { name: 'Retry now' }).count()).toBe(0);
    const [row] = await db.select().from(receipts).where(eq(receipts.orderId, order.id));
    expect(row).toMatchObject({ status: 'issued', attempts: 9, lastError: null });
    expect(row.ebarimtId).toMatch(/^\d{33}$/);
    expect(await panel.textContent()).toContain(row.ebarimtId);

    // Not fully paid: no receipt yet, nothing to retry.
    await openReady(page, '/console/orders/300401');
    await page.getByRole('region', { name: 'E-receipt' }).getByText('No e-receipt yet: it is made when the order is fully paid.').waitFor();

    await context.close();

    // In Mongolian.
    const mn = await store.newPage({ lang: 'mn' });
    await mn.context.addCookies([{ name: cookie.slice(0, cookie.indexOf('=')), value: cookie.slice(cookie.indexOf('=') + 1), url: store.baseUrl }]);
    await openReady(mn.page, '/console/orders/300400');
    const region = mn.page.getByRole('region', { name: 'И-баримт' });
    expect(await region.getByTestId('receipt-status').textContent()).toBe('Гарсан');
    await region.getByText('Сугалааны дугаар').waitFor();
    await mn.context.close();
  });
});
