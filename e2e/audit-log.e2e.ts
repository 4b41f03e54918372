// Roles and the audit log as staff meet them: an operator (orders and money) is refused the catalog — the products and
// prices pages answer the console's 403 and the header offers neither — while a catalog manager opens them; an operator
// moves an order and an admin issues a gift card, and the audit log shows each change with its author, filtered by one
// of them, in English and in Mongolian; the order's page shows its own history.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createStaff } from '../test/console';
import { insertOrder } from '../test/order-rows';
import { openReady, useStore } from './support/store';

const store = useStore();

async function logIn(page: Page, path: string, username: string, password: string) {
  await openReady(page, path);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('roles and the audit log', () => {
  it('refuses an operator the catalog and lets a catalog manager in', async () => {
    const db = store.db.database.db;
    await createStaff(db, { username: 'tuya', password: 'tuya works orders', name: 'Tuya', role: 'operator' });
    await createStaff(db, { username: 'anar', password: 'anar keeps stock', name: 'Anar', role: 'catalog' });

    const { page } = await store.newPage({ lang: 'en' });
    await logIn(page, '/console/orders', 'tuya', 'tuya works orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Console' });
    const links = await nav.getByRole('link').allTextContents();
    expect(links).toEqual(expect.arrayContaining(['Orders', 'Gift cards']));
    for (const refused of ['Products', 'Prices', 'Stock', 'Content', 'Staff', 'Audit log']) expect(links).not.toContain(refused);
    for (const path of ['/console/products', '/console/pricing']) {
      const res = await openReady(page, path);
      expect({ path, status: res?.status() }).toEqual({ path, status: 403 });
      await page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' }).waitFor();
    }

    const manager = await store.newPage({ lang: 'en' });
    await logIn(manager.page, '/console/products', 'anar', 'anar keeps stock');
    await manager.page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(await manager.page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).count()).toBe(1);
    const pricing = await openReady(manager.page, '/console/pricing');
    expect(pricing?.status()).toBe(200);
    // Not the orders.
    expect((await openReady(manager.page, '/console/orders'))?.status()).toBe(403);
  });

  it('shows each change with its author, filtered by one of them', async () => {
    const db = store.db.database.db;
    await createStaff(db, { username: 'bold', password: 'bold moves orders', name: 'Bold Operator', role: 'operator' });
    await createStaff(db, { username: 'saraa', password: 'saraa runs it all', name: 'Saraa Admin', role: 'admin' });
    await insertOrder(db, { number: 300901, state: 'paid', firstName: 'Anu', lastName: 'Gerel' });

    // The operator moves the order.
    const operator = await store.newPage({ lang: 'en' });
    await logIn(operator.page, '/console/orders/300901', 'bold', 'bold moves orders');
    await operator.page.getByRole('heading', { level: 1, name: /300901/ }).waitFor();
    await operator.page.getByRole('button', { name: 'Approved' }).click();
    await operator.page.getByRole('status').filter({ hasText: 'Approved' }).first().waitFor();
    // The order's own history names who moved it.
    const history = operator.page.getByRole('region', { name: 'Changes by staff' });
    await history.getByText('Bold Operator').waitFor();
    await history.getByText('Paid').waitFor();

    // The admin issues a gift card.
    const admin = await store.newPage({ lang: 'en' });
    await logIn(admin.page, '/console/giftcards', 'saraa', 'saraa runs it all');
    const form = admin.page.getByRole('form', { name: 'Issue a gift card' });
    await form.getByLabel('Value (₮)').fill('75,000');
    await form.getByRole('button', { name: 'Issue card' }).click();
    await admin.page.getByRole('status').filter({ hasText: 'Gift card issued' }).waitFor();
    const code = (await admin.page.getByTestId('issued-code').textContent())!;

    // The log: both changes, newest first, each with its author and what changed.
    await openReady(admin.page, '/console/audit');
    await admin.page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const log = admin.page.getByRole('list', { name: 'Audit log' });
    const rows = log.getByRole('article');
    await rows.first().getByText('Saraa Admin').waitFor();
    await rows.first().getByRole('link', { name: code }).waitFor();
    expect(await rows.first().getByText('75,000₮').count()).toBe(1);
    const move = rows.filter({ hasText: '#300901' });
    await move.getByText('Bold Operator').waitFor();
    await move.getByText('Moved').waitFor();
    expect(await move.getByRole('link', { name: '#300901' }).getAttribute('href')).toBe('/console/orders/300901');

    // Filtered by one of them: only the operator's change.
    const filters = admin.page.getByRole('search', { name: 'Filter the log' });
    await filters.getByLabel('Staff member', { exact: true }).selectOption({ label: 'Bold Operator' });
    await filters.getByRole('button', { name: 'Show' }).click();
    await admin.page.waitForURL(/staff=/);
    // The address changes before the filtered rows render (a transition): wait for the admin's rows to go.
    await expect.poll(() => log.getByText('Saraa Admin').count(), { timeout: 15_000 }).toBe(0);
    await log.getByRole('link', { name: '#300901' }).waitFor();
    expect(await log.getByRole('link', { name: code }).count()).toBe(0);
    // By kind and text: the gift card only.
    await openReady(admin.page, `/console/audit?entity=gift_card&q=${code}`);
    expect(await log.getByRole('article').count()).toBe(1);
    await log.getByText('Saraa Admin').waitFor();

    // In Mongolian: the same rows in its words.
    const mn = await store.newPage({ lang: 'mn' });
    await mn.context.addCookies((await admin.context.cookies()).filter((c) => c.name === 'staff_sid'));
    await openReady(mn.page, '/console/audit');
    await mn.page.getByRole('heading', { level: 1, name: 'Үйлдлийн түүх' }).waitFor();
    const mnRow = mn.page.getByRole('list', { name: 'Үйлдлийн түүх' }).getByRole('article').filter({ hasText: '#300901' });
    await mnRow.getByText('Шилжүүлсэн').waitFor();
    await mnRow.getByText('Төлөгдсөн', { exact: true }).waitFor();
    expect(await mnRow.getByText('Bold Operator').count()).toBe(1);
  });
});
