// The store's redirect rules where shoppers meet them: an address with no page of its own answers a document request
// with the rule's status and Location (the query kept) and a client navigation's data request with React Router's
// redirect, so a link followed inside the shop lands on the new page too; an address that has a page keeps it; the
// build manifest carries the rule for the browser. Rules are added through the console's page.
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('redirect rules', () => {
  it('are added in the console and sent shoppers from an old address to the new one', async () => {
    const staff = await createStaff(store.db.database.db, { username: 'oyun', role: 'content' });
    const { context, page } = await store.newPage({ lang: 'en' });
    await context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(page, '/console/redirects');
    const form = page.getByRole('form', { name: 'Add a redirect' });
    // A loop is refused by its field.
    await form.getByLabel(/^Old address/).fill('/winter-sale');
    await form.getByLabel(/^New address/).fill('/winter-sale/');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The new address must differ from the old one').waitFor();
    await form.getByLabel(/^New address/).fill('/search?sale=true');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('status').filter({ hasText: 'Redirect added: /winter-sale → /search?sale=true.' }).waitFor();
    await page.getByRole('listitem', { name: '/winter-sale' }).waitFor();
    // A rule on an address that has its own page: the page wins.
    await form.getByLabel(/^Old address/).fill('/wishlist');
    await form.getByLabel(/^New address/).fill('/search');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('status').filter({ hasText: 'Redirect added: /wishlist → /search.' }).waitFor();

    // A document: the status and Location, the query kept.
    const doc = await fetch(`${store.baseUrl}/winter-sale?utm_source=fb`, { redirect: 'manual' });
    expect(doc.status).toBe(301);
    expect(doc.headers.get('location')).toBe('/search?sale=true&utm_source=fb');
    // A client navigation's data request: React Router's own redirect.
    const dataRequest = await fetch(`${store.baseUrl}/winter-sale.data?utm_source=fb`, { redirect: 'manual' });
    expect(dataRequest.status).toBe(202);
    expect(await dataRequest.text()).toContain('/search?sale=true&utm_source=fb');
    expect((await fetch(`${store.baseUrl}/wishlist`, { redirect: 'manual' })).status).toBe(200);
    // The build manifest carries it for the browser.
    const { id } = (await (await fetch(`${store.baseUrl}/builds/latest.json`)).json()) as { id: string };
    const meta = await fetch(`${store.baseUrl}/builds/meta/${id}.json`);
    expect(meta.headers.get('cache-control')).toBe('no-cache');
    expect(((await meta.json()) as { routeRules: Record<string, unknown> }).routeRules['/winter-sale']).toEqual({ redirect: { to: '/search?sale=true', statusCode: 301 } });

    // A shopper following a link inside the shop lands on the new page.
    const shopper = await store.newPage({ lang: 'en' });
    await openReady(shopper.page, '/');
    await shopper.page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/winter-sale';
      a.textContent = 'Winter sale';
      document.querySelector('main')!.prepend(a);
    });
    await shopper.page.getByRole('link', { name: 'Winter sale', exact: true }).click();
    await shopper.page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('sale') === 'true');
    // Opened directly, the same.
    await openReady(shopper.page, '/winter-sale');
    expect(new URL(shopper.page.url()).pathname).toBe('/search');

    // Removed, the old address is a 404 again.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Remove: /winter-sale' }).click();
    await page.getByRole('status').filter({ hasText: 'Redirect removed: /winter-sale.' }).waitFor();
    expect((await fetch(`${store.baseUrl}/winter-sale`, { redirect: 'manual' })).status).toBe(404);
  });
});
