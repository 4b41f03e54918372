// A staff member's day in the console: log in (after a wrong password), find an order by its number, take it from paid
// through purchase (recording when the goods left the supplier) and delivery to complete, reading each move in the
// history; a move another staff member made meanwhile turns a button illegal, and the refusal says why. Shoppers never
// get in, and the console speaks Mongolian too.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { insertOrder } from '../test/order-rows';
import { orders } from '../server/db/schema';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('staff console', () => {
  it('takes an order from paid to complete, with a shipping stage and the history of every move', async () => {
    const db = store.db.database.db;
    await createStaff(db, { username: 'nara', password: 'nara works here', name: 'Nara', role: 'admin' });
    await insertOrder(db, { number: 300120, state: 'new', phone: '+97699000120', firstName: 'Other', lastName: 'Shopper' });
    await insertOrder(db, { number: 300123, state: 'paid', phone: '+97688123456', firstName: 'Saraa', lastName: 'Bold', quantity: 2 });
    const { page } = await store.newPage({ lang: 'en' });

    const response = await openReady(page, '/console');
    expect(new URL(page.url()).pathname).toBe('/console/login');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByLabel('Username').fill('nara');
    await page.getByLabel('Password').fill('nara works there');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong username or password' }).waitFor();
    await page.getByLabel('Password').fill('nara works here');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/orders');

    // Find it by number: the filter goes into the URL.
    await page.getByRole('searchbox', { name: 'Search' }).fill('300123');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL('**/console/orders?q=300123');
    await page.getByRole('status').filter({ hasText: '1 order' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Saraa Bold' });
    expect(await row.textContent()).toContain('8812 3456');
    expect(await row.textContent()).toContain('Paid');
    await row.getByRole('link', { name: '300123' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order 300123' }).waitFor();
    expect(await page.getByTestId('order-state').textContent()).toBe('Paid');

    const history = page.getByRole('region', { name: 'History' });
    const move = page.getByRole('region', { name: 'Move the order' });
    // paid → purchase, with a reason.
    await move.getByLabel('Reason').fill('Bought from the supplier in Seoul');
    await move.getByRole('button', { name: 'Purchase', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Moved to “Purchase”.' }).waitFor();
    await history.getByRole('listitem').filter({ hasText: 'Paid → Purchase' }).filter({ hasText: 'Staff: Nara' }).filter({ hasText: 'Bought from the supplier in Seoul' }).waitFor();

    // The goods left Korea: the interstate stage with its date.
    const stage = page.getByRole('form', { name: 'Interstate shipment' });
    await stage.getByLabel('Date').fill('2026-03-12');
    await stage.getByLabel('Note').fill('Incheon cargo');
    await stage.getByRole('button', { name: 'Save' }).click();
    await stage.getByRole('status').filter({ hasText: 'Saved: Interstate shipment.' }).waitFor();
    await stage.getByText('12 March 2026').waitFor();

    await move.getByRole('button', { name: 'On delivery', exact: true }).click();
    await history.getByRole('listitem').filter({ hasText: 'Purchase → On delivery' }).waitFor();
    await move.getByRole('button', { name: 'Complete', exact: true }).click();
    await history.getByRole('listitem').filter({ hasText: 'On delivery → Complete' }).waitFor();
    expect(await page.getByTestId('order-state').textContent()).toBe('Complete');
    // From complete only a return is possible; cancelling is not even offered.
    expect(await move.getByRole('button').allTextContents()).toEqual(['Returned']);
    for (const text of ['Paid → Purchase', 'Purchase → On delivery', 'On delivery → Complete']) expect(await history.getByRole('listitem').filter({ hasText: text }).count()).toBe(1);

    // Back to the list, which kept the search.
    await page.getByRole('link', { name: 'All orders' }).click();
    await page.waitForURL('**/console/orders?q=300123');
    expect(await page.getByRole('row').filter({ hasText: 'Saraa Bold' }).textContent()).toContain('Complete');
  });

  it('refuses a move the state table no longer allows, with the reason, and asks a reason to cancel', async () => {
    const db = store.db.database.db;
    await createStaff(db, { username: 'bolor', password: 'bolor works here', name: 'Bolor' });
    await insertOrder(db, { number: 300200, state: 'paid', firstName: 'Anu', lastName: 'Gerel' });
    const { context, page } = await store.newPage({ lang: 'en' });
    await openReady(page, '/console/orders/300200');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/console/orders/300200');
    await page.getByLabel('Username').fill('bolor');
    await page.getByLabel('Password').fill('bolor works here');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order 300200' }).waitFor();
    const move = page.getByRole('region', { name: 'Move the order' });

    await move.getByRole('button', { name: 'Cancelled', exact: true }).click();
    await move.getByText('Reason: is required').waitFor();
    expect(await page.getByTestId('order-state').textContent()).toBe('Paid');

    // Someone else completed the order while this page was open.
    await db.update(orders).set({ state: 'complete' }).where(eq(orders.number, 300200));
    await move.getByLabel('Reason').fill('The shopper asked to cancel');
    await move.getByRole('button', { name: 'Cancelled', exact: true }).click();
    await move.getByRole('alert').filter({ hasText: 'This order cannot move from “Complete” to “Cancelled”.' }).waitFor();
    await page.getByTestId('order-state').filter({ hasText: 'Complete' }).waitFor();
    expect(await page.getByRole('region', { name: 'History' }).getByRole('listitem').filter({ hasText: 'Cancelled' }).count()).toBe(0);

    // Logging out closes the console.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff login' }).waitFor();
    await openReady(page, '/console/orders');
    expect(new URL(page.url()).pathname).toBe('/console/login');
    await context.close();
  });

  it('keeps shoppers out and speaks Mongolian', async () => {
    const { page } = await store.newPage({ lang: 'mn', width: 375 });
    // A shopper's own session is no staff session.
    await page.context().addCookies([{ name: 'sid', value: 'a'.repeat(43), url: store.baseUrl }]);
    for (const path of ['/console/orders', '/console/orders/300123', '/console/staff']) {
      await openReady(page, path);
      expect(new URL(page.url()).pathname).toBe('/console/login');
    }
    const data = await fetch(`${store.baseUrl}/console/orders.data`, { redirect: 'manual' });
    expect(await data.text()).not.toContain('Saraa');
    await page.getByRole('heading', { level: 1, name: 'Ажилтан нэвтрэх' }).waitFor();
    await page.getByLabel('Нэвтрэх нэр').fill('nobody');
    await page.getByLabel('Нууц үг').fill('whatever it is');
    await page.getByRole('button', { name: 'Нэвтрэх' }).click();
    await page.getByRole('alert').filter({ hasText: 'Нэвтрэх нэр эсвэл нууц үг буруу байна' }).waitFor();
  });
});
