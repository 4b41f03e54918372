// The visitor tracker as a shopper's browser runs it (app/lib/tracker/): what the page sends to POST /api/log, and what
// staff then read. A shopper who browses, adds to the cart, rage-clicks a heading and leaves is counted with that, and
// within a minute the console's dashboard shows the session, the rage click on that heading and the cart left; a
// browser asking not to be tracked (Global Privacy Control) and a shopper who turned the footer's switch off send
// nothing at all.
//
// The records are read on their way to the store, by a loopback forwarder the browser talks to: Playwright does not see
// a request a page makes as it unloads (its beacon reaches the server, but neither `page.on('request')` nor a route nor
// the page's DevTools session hears of it), and the records sent as a page is left are the ones that matter here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { visitorRecord, type VisitorRecord } from '../core/visitor-record';
import { createStaff } from '../test/console';
import { fillCheckoutWithQPay, payQPayInvoice } from './support/checkout-steps';
import { openReady, useStore, type StoreUnderTest } from './support/store';

const store = useStore();
const PRODUCT = 'apple-iphone-17-pro-256gb';
/** From South Korea, in stock in the demo catalog. */
const MASK = 'laneige-water-sleeping-mask-70ml';

type Watch = { url: string; bodies: unknown[]; close: () => Promise<void>; settled: () => Promise<void> };

/** A forwarder to the store that keeps every body posted to /api/log (the store sees the same requests, Host included, as a shopper's Chrome sends them). */
async function watchLog(target: string): Promise<Watch> {
  const bodies: unknown[] = [];
  let open = 0;
  const server = http.createServer((req, res) => {
    open++;
    res.on('close', () => open--);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST' && req.url === '/api/log') {
        try {
          bodies.push(JSON.parse(body.toString('utf8')));
        } catch {
          bodies.push(body.toString('utf8'));
        }
      }
      const upstream = http.request(new URL(req.url!, target), { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    // Nothing on its way: a request made through the forwarder after the page was left has been answered, and no other is open.
    settled: async () => {
      await fetch(`${url}/healthz`);
      await expect.poll(() => open).toBe(0);
    },
  };
}

const watches: Watch[] = [];
afterAll(async () => {
  for (const watch of watches) await watch.close();
});

/** A new visitor whose browser reaches the store through a forwarder. */
async function newVisitor({ lang, width = 1280 }: { lang?: 'mn' | 'en'; width?: number } = {}): Promise<{ page: Page; context: BrowserContext; watch: Watch }> {
  const watch = await watchLog(store.baseUrl);
  watches.push(watch);
  const context = await store.browser.newContext({ baseURL: watch.url, viewport: { width, height: 900 } });
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: watch.url }]);
  return { page: await context.newPage(), context, watch };
}

/** The records sent so far, each checked against the one the server takes. */
function recordsOf(watch: Watch): VisitorRecord[] {
  return watch.bodies.map((body) => {
    const parsed = visitorRecord.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    return parsed.data!;
  });
}

/** The tracker is running: it starts when the page is idle after hydration. */
const trackerRunning = (page: Page) => page.locator('html[data-tracking="on"]').waitFor({ state: 'attached' });

/** Leaves the page as a shopper closing the tab would; what the page hands the browser as it goes is sent after. */
async function leave(page: Page) {
  await page.goto('about:blank');
  await page.waitForLoadState('networkidle');
}

/** The product page, into the cart, the phone verified with its texted code, delivery and QPay chosen: the review page. */
async function toReview(page: Page, phone: string, name: { firstName: string; lastName: string }) {
  await openReady(page, `/p/${MASK}`);
  await trackerRunning(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const cart = page.getByRole('banner').getByRole('link', { name: '1 item in the cart' });
  await cart.click();
  await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
  await page.getByRole('heading', { name: 'Verify your phone to check out' }).waitFor();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('One-time code').fill(await store.smsCode(`+976${phone.replace(/\D/g, '')}`));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: 'Checkout' }).waitFor();
  await fillCheckoutWithQPay(page, { street: 'Peace Avenue 17, apt 4', ...name });
}

/** The number of sessions a row of the dashboard's purchase funnel shows. */
async function funnelSessions(console_: Awaited<ReturnType<StoreUnderTest['newPage']>>, step: string): Promise<number> {
  const row = console_.page.getByRole('figure', { name: 'Purchase funnel' }).getByRole('row', { name: new RegExp(`^${step}`) });
  return Number((await row.getByRole('cell').first().innerText()).replace(/\D/g, ''));
}

describe('visitor tracking', () => {
  it('counts a visit: pages, the product seen and added, a rage click, the back button and the cart left behind; the dashboard shows it', { timeout: 120_000 }, async () => {
    await store.db.database.db.execute(sql`update product_variants set stock = 10 where product_id = (select id from products where slug = ${PRODUCT})`);
    const { page, watch } = await newVisitor();
    await openReady(page, '/');
    await trackerRunning(page);

    // Home → search → the product, all client navigations.
    const box = page.getByRole('combobox', { name: 'Search' }).first();
    await box.fill('iphone 17 pro');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    await page.getByRole('link', { name: 'Apple iPhone 17 Pro', exact: true }).first().click();
    await page.waitForURL(new RegExp(`/p/${PRODUCT}`));
    const heading = page.getByRole('heading', { level: 1, name: 'Apple iPhone 17 Pro' });
    await heading.waitFor();

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('banner').getByRole('link', { name: '1 item in the cart' }).waitFor();
    // Three quick clicks on one spot of the title, which is no control.
    await heading.click({ clickCount: 3 });
    // A special character typed sends what waits (spec §7), the page still open; the key itself is never sent.
    await box.press('@');
    await expect.poll(() => recordsOf(watch).some((r) => r.visits.some((v) => v.actions.some((a) => a.type === 'rage')))).toBe(true);
    expect(recordsOf(watch).some((r) => r.exit)).toBe(false);

    // Back to the results with the browser's button, and away.
    await page.goBack();
    await page.waitForURL(/\/search\?q=/);
    await page.getByRole('heading', { level: 1, name: /^Results for/ }).waitFor();
    await leave(page);
    await expect.poll(() => recordsOf(watch).some((r) => r.exit)).toBe(true);

    const records = recordsOf(watch);
    // One session, new once, counted as the day's visitor once, engaged (a second page) once.
    expect(new Set(records.map((r) => r.sessionId)).size).toBe(1);
    expect(records.filter((r) => r.newSession)).toHaveLength(1);
    expect(records.filter((r) => r.firstVisitToday)).toHaveLength(1);
    expect(records.filter((r) => r.engaged)).toHaveLength(1);
    expect(records.every((r) => r.userId === 'guest' && r.deviceType === 'desktop' && r.language === 'en')).toBe(true);

    const visits = records.flatMap((r) => r.visits);
    const views = visits.filter((v) => !v.resumed).map((v) => v.path);
    expect(views).toEqual(['/', '/search', `/p/${PRODUCT}`, '/search']);
    expect(visits.every((v) => v.entryTime > 1.7e12 && v.exitTime! >= v.entryTime && v.duration === v.exitTime! - v.entryTime)).toBe(true);
    const onProduct = visits.filter((v) => v.path === `/p/${PRODUCT}`);
    const actions = onProduct.flatMap((v) => v.actions);
    expect(actions).toContainEqual({ type: 'click', text: 'Add to cart' });
    expect(actions.filter((a) => a.type === 'rage')).toEqual([{ type: 'rage', text: 'Apple iPhone 17 Pro' }]);
    expect(onProduct.reduce((n, v) => n + v.frustrationSignals.rageClicks, 0)).toBe(1);
    // The back button counts on the page it left.
    expect(onProduct.reduce((n, v) => n + v.frustrationSignals.backButtonClicks, 0)).toBe(1);
    expect(visits.filter((v) => v.path !== `/p/${PRODUCT}`).every((v) => v.frustrationSignals.backButtonClicks === 0)).toBe(true);
    expect(onProduct.find((v) => !v.resumed)!.title).toBe('Apple | Apple iPhone 17 Pro | Zuuch');
    // The search page's title names what was typed: not kept, and the typed words are nowhere.
    expect(visits.filter((v) => v.path === '/search').map((v) => v.title)).toEqual(['', '']);
    expect(JSON.stringify(records)).not.toMatch(/iphone 17 pro|@/);

    const funnel = records.flatMap((r) => r.funnel);
    expect(funnel).toEqual([
      { step: 'view', path: `/p/${PRODUCT}`, origin: 'US' },
      { step: 'cart', path: `/p/${PRODUCT}`, origin: 'US' },
    ]);
    const last = records.find((r) => r.exit)!;
    expect(last.cart).toEqual({ items: 1, abandoned: true, abandonmentReason: 'unknown', path: '/search' });
    expect(last.lastActionBeforeExit).toBe('Apple iPhone 17 Pro');
    expect(records.filter((r) => r.performance.pageLoadTime !== null)).toHaveLength(1);

    // Within a minute the console's dashboard shows the session, the rage click on the title and the cart left behind.
    const staff = await createStaff(store.db.database.db, { username: 'visits-operator', name: 'Oyun', role: 'operator' });
    const console_ = await store.newPage({ lang: 'en' });
    await console_.context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    const session = console_.page.getByRole('region', { name: 'Latest sessions' }).getByRole('listitem').filter({
      has: console_.page.getByRole('heading', { level: 3, name: `Session ${records[0].sessionId.slice(0, 8)}` }),
    });
    // Reloaded until the recorder has written the last record too (every second): the one sent as the page was left.
    await expect
      .poll(
        async () => {
          await openReady(console_.page, '/console/visitors');
          return (await session.count()) === 1 ? session.innerText() : '';
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toContain('Reason not known: 1 item, on /search');
    const story = await session.innerText();
    expect(story).toContain(`Rage click: “Apple iPhone 17 Pro” /p/${PRODUCT}`);
    expect(story).toMatch(/Last action\s+“Apple iPhone 17 Pro”/);
    const frustration = console_.page.getByRole('figure', { name: 'Frustrated clicks' });
    expect(await frustration.getByRole('row', { name: /Apple iPhone 17 Pro/ }).count()).toBeGreaterThan(0);
    await console_.page.getByRole('figure', { name: 'Carts left, by page' }).getByRole('row', { name: /\/search/ }).waitFor();
  });

  it('follows a purchase through every step of the funnel, and counts a cart left at the review as left choosing how to pay', { timeout: 180_000 }, async () => {
    await store.db.database.db.execute(sql`update product_variants set stock = 10 where product_id = (select id from products where slug = ${MASK})`);

    // One shopper buys on a phone: the product, the cart, checkout, the order placed and paid by QPay.
    const buyer = await newVisitor({ width: 390 });
    await toReview(buyer.page, '8811 2277', { firstName: 'Saraa', lastName: 'Bold' });
    await buyer.page.getByRole('button', { name: 'Place order' }).click();
    await buyer.page.getByRole('heading', { level: 1, name: /^Order \d{6}$/ }).waitFor();
    await payQPayInvoice(buyer.page);
    await buyer.page.waitForURL(/\/order\/\d+\/complete$/);
    await buyer.page.getByRole('heading', { level: 1 }).waitFor();
    await leave(buyer.page);
    await expect.poll(() => recordsOf(buyer.watch).some((r) => r.exit && r.visits.some((v) => v.path.endsWith('/complete')))).toBe(true);
    const bought = recordsOf(buyer.watch);
    const sessionId = bought.find((r) => r.funnel.length > 0)!.sessionId;
    const ofBuyer = bought.filter((r) => r.sessionId === sessionId);
    expect(ofBuyer.every((r) => r.deviceType === 'mobile')).toBe(true);
    expect(ofBuyer.flatMap((r) => r.funnel).map((s) => [s.step, s.path])).toEqual([
      ['view', `/p/${MASK}`],
      ['cart', `/p/${MASK}`],
      ['checkout', '/order/review'],
      ['placed', '/order/:id'],
      ['paid', '/order/:id/complete'],
    ]);
    expect(ofBuyer.flatMap((r) => r.funnel).slice(0, 2).map((s) => s.origin)).toEqual(['KR', 'KR']);
    // An order was placed: no cart is counted as left, whatever pages came after.
    expect(ofBuyer.filter((r) => r.cart?.abandoned)).toEqual([]);
    // No order number is kept: the order's pages are one page each.
    expect(JSON.stringify(ofBuyer)).not.toMatch(/\/order\/\d/);

    // Another reaches the review and closes the tab there.
    const leaver = await newVisitor({ width: 1280 });
    await toReview(leaver.page, '8811 3388', { firstName: 'Bat', lastName: 'Dorj' });
    await leave(leaver.page);
    await expect.poll(() => recordsOf(leaver.watch).some((r) => r.cart?.abandoned)).toBe(true);
    const left = recordsOf(leaver.watch);
    expect(left.flatMap((r) => r.funnel).map((s) => s.step)).toEqual(['view', 'cart', 'checkout']);
    expect(left.filter((r) => r.cart).map((r) => r.cart)).toEqual([{ items: 1, abandoned: true, abandonmentReason: 'payment_choice', path: '/order/review' }]);

    // The dashboard: both in the funnel to checkout, one placed and paid; the cart left, by reason and by page.
    const staff = await createStaff(store.db.database.db, { username: 'funnel-operator', name: 'Tuya', role: 'operator' });
    const console_ = await store.newPage({ lang: 'en' });
    await console_.context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await expect
      .poll(
        async () => {
          await openReady(console_.page, '/console/visitors');
          return console_.page.getByRole('figure', { name: 'Carts left, by reason' }).getByRole('row', { name: /Choosing how to pay/ }).count();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await funnelSessions(console_, 'Checkout opened')).toBe(2);
    expect(await funnelSessions(console_, 'Order placed')).toBe(1);
    expect(await funnelSessions(console_, 'Paid')).toBe(1);
    await console_.page.getByRole('figure', { name: 'Carts left, by page' }).getByRole('row', { name: /\/order\/review/ }).waitFor();
    const byCountry = console_.page.getByRole('figure', { name: 'Funnel by device and country' });
    await byCountry.getByRole('row', { name: /^South Korea/ }).waitFor();
  });

  it('sends nothing at all when the browser asks not to be tracked (Global Privacy Control)', async () => {
    const { page, watch } = await newVisitor();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await openReady(page, '/');
    await page.getByRole('heading', { level: 1 }).first().click({ clickCount: 3 });
    await page.getByRole('combobox', { name: 'Search' }).first().press('!');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help & FAQ' }).click();
    await page.waitForURL(/\/faq$/);

    // The switch is off and says why.
    const share = page.getByRole('switch', { name: 'Share anonymous usage statistics' });
    expect(await share.isChecked()).toBe(false);
    expect(await share.isDisabled()).toBe(true);
    await page.getByText('Your browser asks sites not to track you').waitFor();
    // The browser has been idle since the page started (when the tracker would have started): it did not.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.locator('html[data-tracking]').count()).toBe(0);

    await leave(page);
    await watch.settled();
    expect(watch.bodies).toEqual([]);
  });

  it('stops at once when the shopper turns the footer switch off, and stays off', async () => {
    const { page, watch } = await newVisitor({ lang: 'mn', width: 320 });
    await openReady(page, '/');
    await trackerRunning(page);
    expect(await page.evaluate(() => sessionStorage.getItem('zuuch.tracker'))).not.toBeNull();

    // In Mongolian, on a 320 px phone, by keyboard.
    const share = page.getByRole('switch', { name: 'Сайтын ашиглалтын статистикийг хувийн мэдээлэлгүйгээр илгээх' });
    expect(await share.isChecked()).toBe(true);
    await share.focus();
    await page.keyboard.press('Space');
    expect(await share.isChecked()).toBe(false);
    await page.locator('html[data-tracking]').waitFor({ state: 'detached' });
    // What it kept is forgotten, and nothing it held is sent after.
    expect(await page.evaluate(() => [sessionStorage.getItem('zuuch.tracker'), localStorage.getItem('zuuch.analytics')])).toEqual([null, 'off']);
    await watch.settled();
    const sentBefore = watch.bodies.length;

    await page.getByRole('heading', { level: 1 }).first().click({ clickCount: 3 });
    await page.getByRole('combobox', { name: 'Хайх' }).first().press('#');
    await openReady(page, '/faq');
    expect(await page.getByRole('switch', { name: 'Сайтын ашиглалтын статистикийг хувийн мэдээлэлгүйгээр илгээх' }).isChecked()).toBe(false);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.locator('html[data-tracking]').count()).toBe(0);
    await leave(page);
    await watch.settled();
    expect(watch.bodies.slice(sentBefore)).toEqual([]);
  });
});
