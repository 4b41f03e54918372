// A content editor's console: after logging in they see only the content sections (Content, Home page, Redirects) and
// the visitor dashboard in the header, an order's page and the bank transfers answer the console's 403 page "You don't
// have access to this page" (in Mongolian too), and the redirects page opens. The pages check the role on the server,
// not only the links.
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { insertOrder } from '../test/order-rows';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('console roles', () => {
  it('shows a content editor only the content sections and refuses them orders and money', async () => {
    const db = store.db.database.db;
    await createStaff(db, { username: 'saruul', password: 'saruul writes', name: 'Saruul', role: 'content' });
    await insertOrder(db, { number: 300777, state: 'paid', firstName: 'Anu', lastName: 'Gerel' });
    const { page } = await store.newPage({ lang: 'en' });

    await openReady(page, '/console/redirects');
    expect(new URL(page.url()).pathname).toBe('/console/login');
    await page.getByLabel('Username').fill('saruul');
    await page.getByLabel('Password').fill('saruul writes');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Redirects' }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Console' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Content', 'Home page', 'Redirects', 'Decorations', 'Visitors']);
    expect(await nav.getByRole('link', { name: 'Redirects' }).getAttribute('href')).toBe('/console/redirects');
    expect(await page.getByText('Content editor').count()).toBe(1);

    // The order page itself, opened by its address: the console's 403 page, not the order.
    const order = await openReady(page, '/console/orders/300777');
    expect(order?.status()).toBe(403);
    await page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' }).waitFor();
    expect(await page.getByText('Anu Gerel').count()).toBe(0);
    const transfers = await openReady(page, '/console/transfers');
    expect(transfers?.status()).toBe(403);
    await page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' }).waitFor();
    // The 403 page still has the header with the editor's own sections, and a way back.
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Content', 'Home page', 'Redirects', 'Decorations', 'Visitors']);

    // Back to work: the redirects page opens from the header.
    await nav.getByRole('link', { name: 'Redirects' }).click();
    await page.getByRole('heading', { level: 1, name: 'Redirects' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/redirects');

    // A client-side navigation to a refused page is refused the same way.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/console/giftcards';
      a.textContent = 'gift cards';
      document.querySelector('main')!.append(a);
    });
    await page.getByRole('link', { name: 'gift cards' }).click();
    await page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' }).waitFor();
  });

  it('says so in Mongolian', async () => {
    const staff = await createStaff(store.db.database.db, { username: 'nomin', role: 'content' });
    const { context, page } = await store.newPage({ lang: 'mn' });
    await context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    const res = await openReady(page, '/console/orders');
    expect(res?.status()).toBe(403);
    await page.getByRole('heading', { level: 1, name: 'Танд энэ хуудсыг үзэх эрх байхгүй' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Удирдлага' }).getByRole('link').allTextContents()).toEqual(['Контент', 'Нүүр хуудас', 'Чиглүүлэлт', 'Чимэглэл', 'Хандалт']);
  });
});
