// Journeys through the storefront shell: home, language, theme, 404, maintenance and recovery.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('storefront shell', () => {
  it('renders home in English with categories, products and the store contacts', async () => {
    const { page } = await store.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('heading', { level: 1, name: 'The world’s shops, delivered to Mongolia' }).waitFor();
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page.getByRole('heading', { name: 'New arrivals' }).waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(10);
    await page.getByRole('search').getByRole('combobox', { name: 'Search' }).first().waitFor();
    await page.getByRole('link', { name: /Phone: \+976/ }).waitFor();
    await page.getByRole('link', { name: 'Terms of service' }).waitFor();
    expect(await page.title()).toMatch(/\| Zuuch$/);
  });

  it('switches to Mongolian and stays Mongolian after a reload, with no English on the first byte', async () => {
    const { page } = await store.newPage();
    await openReady(page, '/');
    await page.getByRole('button', { name: 'Монгол хэл рүү шилжих' }).click();
    await page.getByRole('heading', { level: 1, name: 'Дэлхийн дэлгүүрүүд таны гарт' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('mn');

    // The server's HTML itself is Mongolian: nothing English to flash before hydration.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<html lang="mn"');
    expect(html).toContain('Дэлхийн дэлгүүрүүд таны гарт');
    expect(html).not.toContain('The world’s shops');

    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('mn');
    await page.getByRole('heading', { level: 1, name: 'Дэлхийн дэлгүүрүүд таны гарт' }).waitFor();
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await page.getByRole('heading', { level: 1, name: 'The world’s shops, delivered to Mongolia' }).waitFor();
  });

  it('switches to dark and is dark on the first paint after a reload', async () => {
    const { page } = await store.newPage();
    await openReady(page, '/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'color-scheme');
    expect(cookie).toMatchObject({ value: 'dark', path: '/', sameSite: 'Lax' });
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
    await page.reload();
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(17, 19, 24)');
  });

  it('answers an unknown path with the 404 page in the default layout', async () => {
    const { page } = await store.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found | Zuuch');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(store.baseUrl + '/');
  });

  it('answers an invalid route parameter with the fatal "Page Not Found: {path}"', async () => {
    const { page } = await store.newPage({ lang: 'en' });
    const response = await page.goto('/p/NOT%20A%20SLUG');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found: /p/NOT%20A%20SLUG' }).waitFor();
  });

  it('shows the 404 page in Mongolian', async () => {
    const { page } = await store.newPage({ lang: 'mn' });
    const response = await page.goto('/missing-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Хуудас олдсонгүй' }).waitFor();
  });

  it('shows a content page by its key', async () => {
    const { page } = await store.newPage();
    await page.goto('/delivery');
    await page.getByRole('heading', { level: 1, name: 'Delivery information' }).waitFor();
  });

  it('sends the shopper to maintenance when the store fails, and back home when it recovers', async () => {
    const { page } = await store.newPage();
    await page.goto('/');
    // The database stops answering what every page reads: the store and the visitor's client. The process's memory of
    // them (and of the pages it rendered) is gone as after a restart, so the next page must ask the database.
    await store.db.database.db.execute(sql`alter table stores rename to stores_offline`);
    await store.db.database.db.execute(sql`alter table clients rename to clients_offline`);
    store.app.services.caches.clearAll();
    try {
      // A click inside the running app meets the outage too.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
      await page.waitForURL(store.baseUrl + '/maintenance');
      await page.getByRole('heading', { level: 1, name: 'Under maintenance' }).waitFor();

      const response = await page.goto('/');
      await page.waitForURL(store.baseUrl + '/maintenance');
      expect(response?.status()).toBe(503);
      // While the store stays down the page rechecks calmly (one request per recheck), and stays put.
      const dataRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('.data')) dataRequests.push(r.url());
      });
      await page.waitForRequest((r) => r.url().includes('/maintenance.data'));
      await page.waitForRequest((r) => r.url().includes('/maintenance.data'));
      expect(dataRequests.length).toBeLessThanOrEqual(3);
      expect(new URL(page.url()).pathname).toBe('/maintenance');
    } finally {
      await store.db.database.db.execute(sql`alter table stores_offline rename to stores`);
      await store.db.database.db.execute(sql`alter table clients_offline rename to clients`);
    }
    // The maintenance page checks again by itself and returns to the store.
    await page.waitForURL(store.baseUrl + '/', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'The world’s shops, delivered to Mongolia' }).waitFor();
  });
});
