// A running store for a journey: the production storefront build, served in-process on a fresh in-memory database,
// and a Chromium browser (Debian's, at CHROMIUM_PATH).
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { createTestDatabase, type TestDatabase } from '../../test/databases';

export type StoreUnderTest = {
  baseUrl: string;
  db: TestDatabase;
  app: FastifyInstance;
  browser: Browser;
  /** A fresh browser context (own cookies and storage) with a page, as a new visitor. */
  newPage: (options?: { lang?: 'mn' | 'en'; theme?: 'light' | 'dark'; width?: number }) => Promise<{ context: BrowserContext; page: Page }>;
  close: () => Promise<void>;
};

export async function startStore(): Promise<StoreUnderTest> {
  const db = await createTestDatabase('pglite');
  const app = await buildApp({ config: testConfig(), database: db.database, ssr: 'production' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const contexts: BrowserContext[] = [];
  return {
    baseUrl,
    db,
    app,
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

/** Opens a page and waits until it is interactive (hydrated), as a shopper waits for a page to finish loading. */
export async function openReady(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  return response;
}
