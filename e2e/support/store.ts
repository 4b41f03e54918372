// A running store for a journey: the production storefront build, served in-process on a fresh in-memory database,
// and a Chromium browser (Debian's, at CHROMIUM_PATH).
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, vi } from 'vitest';
import { atUlaanbaatarHour } from '../../core/dates';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { products } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/databases';

export type StoreUnderTest = {
  baseUrl: string;
  db: TestDatabase;
  app: FastifyInstance;
  browser: Browser;
  /** A fresh browser context (own cookies and storage) with a page, as a new visitor. */
  newPage: Visitors['newPage'];
  /** The newest code the store texted to a phone (+976…), as the shopper reads it on their phone. */
  smsCode: (phone: string) => Promise<string>;
  /**
   * The notification worker's run, as every store process makes it every few seconds (journeys run it themselves):
   * sends every text written so far, as at noon in Ulaanbaatar tomorrow, outside the quiet hours whatever the hour.
   * Staff's "Send again" in the console sends at that same noon (at night it would wait for 08:00, which
   * server/modules/notifications tests), so a journey reads the same texts at any hour it runs.
   */
  sendTexts: () => Promise<void>;
  /** Logs the page in with a mobile number ("9911 2233") and its texted code, in either language; lands on `returnTo`. */
  logIn: (page: Page, phone: string, returnTo?: string) => Promise<void>;
  close: () => Promise<void>;
};

export type Visitors = {
  browser: Browser;
  /** A fresh browser context (own cookies and storage) with a page, as a new visitor. */
  newPage: (options?: { lang?: 'mn' | 'en'; theme?: 'light' | 'dark'; width?: number }) => Promise<{ context: BrowserContext; page: Page }>;
  close: () => Promise<void>;
};

/**
 * What a shopper's desktop Chrome of this Chromium's version calls itself. Headless Chromium says "HeadlessChrome",
 * which the store takes for a crawler (isbot) and leaves out of its visitor and search analytics; set for the whole
 * browser, so a beacon sent as a page unloads says it too.
 */
function shopperUserAgent(executablePath: string): string {
  const major = /(\d+)\./.exec(execFileSync(executablePath, ['--version'], { encoding: 'utf8' }))?.[1] ?? '140';
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`;
}

/** Chromium (Debian's, at CHROMIUM_PATH) for visitors of the store at `baseUrl`. */
export async function openBrowser(baseUrl: string): Promise<Visitors> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-agent=${shopperUserAgent(executablePath)}`],
  });
  const contexts: BrowserContext[] = [];
  return {
    browser,
    newPage: async ({ lang, theme, width = 1280 } = {}) => {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 900 } });
      contexts.push(context);
      const cookies = [
        ...(lang ? [{ name: 'lang', value: lang, url: baseUrl }] : []),
        ...(theme ? [{ name: 'color-scheme', value: theme, url: baseUrl }] : []),
      ];
      if (cookies.length) await context.addCookies(cookies);
      return { context, page: await context.newPage() };
    },
    close: async () => {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close();
    },
  };
}

export async function startStore(): Promise<StoreUnderTest> {
  const db = await createTestDatabase('pglite');
  const app = await buildApp({ config: testConfig(), database: db.database, ssr: 'production' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const visitors = await openBrowser(baseUrl);
  // Tomorrow on Ulaanbaatar's calendar, whose day starts at 16:00 UTC: a delivery at 01:00 there is asked about at
  // 10:00 the day after, which a noon counted from the UTC date would not yet reach.
  const noonTomorrow = () => atUlaanbaatarHour(new Date(), 1, 12);
  const sendAgain = app.services.sendMessageAgain;
  app.services.sendMessageAgain = (input) => sendAgain({ ...input, now: input.now ?? noonTomorrow() });
  // The code arrives once the store has answered "Send code": a busy machine may read the inbox before that, so it
  // looks again until the message is there.
  const smsCode = (phone: string) =>
    vi.waitFor(
      async () => {
        const res = await fetch(`${baseUrl}/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`);
        // A code's text carries no link; an order's news always does.
        const message = ((await res.json()) as { text: string }[]).find((m) => !m.text.includes('http') && /\d{6}/.test(m.text));
        if (!message) throw new Error(`no SMS to ${phone} yet`);
        return message.text.match(/\d{6}/)![0];
      },
      { timeout: 10_000, interval: 100 },
    );
  return {
    baseUrl,
    db,
    app,
    browser: visitors.browser,
    newPage: visitors.newPage,
    smsCode,
    sendTexts: async () => {
      await app.services.sendDueNotifications({ origin: baseUrl, now: noonTomorrow() });
    },
    logIn: async (page, phone, returnTo = '/user') => {
      // A phone logging in again within a minute would wait for a new code: the minute passes here instead.
      await db.database.db.execute(sql`update otp_challenges set created_at = created_at - interval '2 minutes'`);
      await openReady(page, `/user?returnTo=${encodeURIComponent(returnTo)}`);
      await page.getByLabel(/Mobile number|Гар утасны дугаар/).fill(phone);
      await page.getByRole('button', { name: /Send code|Код авах/ }).click();
      // The code is read once the page asks for it: by then the store has sent it.
      await page.getByLabel(/One-time code|Нэг удаагийн код/).waitFor();
      await page.getByLabel(/One-time code|Нэг удаагийн код/).fill(await smsCode(`+976${phone.replace(/\D/g, '')}`));
      await page.getByRole('button', { name: /^(Log in|Нэвтрэх)$/ }).click();
      // Logged in once the code step is gone: the URL alone cannot say so when the shopper returns to /user itself.
      await page.getByLabel(/One-time code|Нэг удаагийн код/).waitFor({ state: 'detached' });
      await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    },
    close: async () => {
      await visitors.close();
      await app.close();
      await db.drop();
    },
  };
}

/** Starts a store before the file's tests and stops it after; call at the top of a journey file. */
export function useStore(): StoreUnderTest {
  const holder = {} as { current?: StoreUnderTest };
  beforeAll(async () => {
    holder.current = await startStore();
  });
  afterAll(() => holder.current?.close());
  // Tests read the running store through this proxy (it exists only once beforeAll has run).
  return new Proxy({} as StoreUnderTest, {
    get: (_t, key) => holder.current![key as keyof StoreUnderTest],
  });
}

/** A product with a single variant, active and in stock: one a card or the wishlist puts in the cart without a choice. */
export async function simpleProduct(store: StoreUnderTest): Promise<{ slug: string; nameEn: string }> {
  const [product] = await store.db.database.db
    .select({ slug: products.slug, nameEn: products.nameEn })
    .from(products)
    .where(sql`${products.options} = '[]'::jsonb and ${products.stock} > 2 and ${products.active}`)
    .limit(1);
  return product;
}

/** Opens a page and waits until it is interactive (hydrated), as a shopper waits for a page to finish loading. */
export async function openReady(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  return response;
}
