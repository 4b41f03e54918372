// What a newcomer gets from the README's main command: `npm start`, run exactly so (a fresh data directory, no other
// setting), is a demo store in which a shopper finds a product, verifies a phone with the code from the page's own demo
// inbox, checks out, pays with the QPay sandbox and tracks the order, and staff find that order in the console with the
// demo login the start printed and the login page shows. Every page says it is a demo, in both languages.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../core/demo';
import { fillCheckoutWithQPay, payQPayInvoice, searchAndAddToCart } from './support/checkout-steps';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process';
import { openBrowser, openReady, type Visitors } from './support/store';

const dataDir = mkdtempSync(path.join(tmpdir(), 'zuuch-demo-'));
let server: ServerProcess;
let port: number;
let visitors: Visitors;

beforeAll(async () => {
  port = await freePort();
  // Only what a newcomer might set; NODE_ENV=test and STORE_MODE of the test runner stay out (startServerProcess).
  server = startServerProcess('npm', ['start'], { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  await server.waitFor(/Staff console: .*\n/);
  visitors = await openBrowser(`http://127.0.0.1:${port}`);
});

afterAll(async () => {
  await visitors?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo store of `npm start`', () => {
  it('prints where the store is and the console’s demo login', () => {
    expect(server.output()).toContain(`Zuuch demo store: http://localhost:${port}`);
    expect(server.output()).toMatch(new RegExp(`Staff console: http://localhost:${port}/console\\s+username ${DEMO_STAFF.username}\\s+password ${DEMO_STAFF.password}`));
  });

  it('sells, takes a QPay payment and shows the order to staff, with the code read from the demo inbox', async () => {
    const { page } = await visitors.newPage({ lang: 'en' });
    await openReady(page, '/');
    await page.getByRole('complementary', { name: 'Demo store' }).getByText('Demo store — payments and text messages are simulated').waitFor();

    // Search → product → cart.
    await searchAndAddToCart(page, 'soy sauce', 'Kikkoman Naturally Brewed Soy Sauce 1L');
    await page.getByRole('banner').getByRole('link', { name: '1 item in the cart' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();

    // The phone: no real text is sent, the code step shows what the phone would have received.
    await page.getByRole('heading', { name: 'Verify your phone to check out' }).waitFor();
    await page.getByLabel('Mobile number').fill('8800 1010');
    await page.getByRole('button', { name: 'Send code' }).click();
    const inbox = page.getByRole('region', { name: 'Demo inbox' });
    const text = await inbox.getByText(/one-time code is \d{6}/).textContent();
    await page.getByLabel('One-time code').fill(text!.match(/\d{6}/)![0]);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Checkout' }).waitFor();

    await fillCheckoutWithQPay(page, { street: 'Peace Avenue 20, building 2, apt 5', firstName: 'Anu', lastName: 'Dorj' });
    await page.getByRole('button', { name: 'Place order' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Order \d{6}$/ });
    const number = (await heading.textContent())!.replace(/\D/g, '');
    // QPay was chosen at checkout: its invoice is there as the order opens.
    const pay = page.getByRole('region', { name: 'Waiting for your payment' });
    await pay.getByRole('img', { name: /QPay QR code for/ }).waitFor();
    expect(await page.getByTestId('order-state').textContent()).toBe('Not paid');
    await payQPayInvoice(page);
    await page.waitForURL(`**/order/${number}/complete`);
    await page.getByRole('link', { name: 'Track shipping' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shipping tracking' }).waitFor();
    await openReady(page, `/order/${number}`);
    expect(await page.getByTestId('order-state').textContent()).toBe('Paid');

    // Staff: the login page says how to get in, and the order is in the list.
    const { page: staff } = await visitors.newPage({ lang: 'en' });
    await openReady(staff, '/console/login');
    await staff.getByText(`Demo console login: username ${DEMO_STAFF.username}, password ${DEMO_STAFF.password}`).waitFor();
    await staff.getByLabel('Username').fill(DEMO_STAFF.username);
    await staff.getByLabel('Password').fill(DEMO_STAFF.password);
    await staff.getByRole('button', { name: 'Log in' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const row = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: number, exact: true }) });
    expect(await row.textContent()).toContain('Anu Dorj');
    expect(await row.textContent()).toContain('Paid');
  });

  it('says it is a demo in Mongolian too', async () => {
    const { page } = await visitors.newPage({ lang: 'mn', width: 320 });
    await openReady(page, '/p/kikkoman-soy-sauce-1l');
    const banner = page.getByRole('complementary', { name: 'Туршилтын дэлгүүр' });
    await banner.getByText('Туршилтын дэлгүүр — төлбөр болон мессежийг зөвхөн дуурайлгаж байна').waitFor();
    // Slim on the narrowest phone: two short lines at most, and nothing of it reaches past the screen's edge.
    const box = (await banner.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(320);
    expect(box.height).toBeLessThan(48);
    expect(await banner.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});
