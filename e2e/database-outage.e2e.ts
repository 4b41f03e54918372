// A shopper on a phone, in Mongolian, while the store's PostgreSQL stops and starts again (a restart, a failover): the
// store process (`node dist/server/main.js`) runs on a PostgreSQL server this journey owns. "Add to cart" says the store
// cannot reach its database for a moment (not "an error occurred"), the next page is the maintenance page, and that page
// takes the shopper back to the store by itself once PostgreSQL is back.
import { afterAll, describe, it } from 'vitest';
import { translator } from '../core/i18n';
import { ownPostgres, whyNoOwnedPostgres, type OwnedPostgres } from '../test/owned-postgres';
import { waitUntilReady } from './support/cluster';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process';
import { openBrowser, openReady, type Visitors } from './support/store';

const mn = translator('mn');
const cannotRun = whyNoOwnedPostgres();
if (cannotRun) console.warn(`Skipping the database outage journey: ${cannotRun}.`);

describe.skipIf(cannotRun)('a shopper during a database outage', () => {
  let owned: OwnedPostgres | undefined;
  let store: ServerProcess | undefined;
  let visitors: Visitors | undefined;
  afterAll(async () => {
    await visitors?.close();
    await store?.stop();
    await owned?.destroy();
  });

  it('is told in Mongolian that the store cannot reach its database, waits on the maintenance page, and is back in the store when it returns', async () => {
    owned = await ownPostgres();
    const port = await freePort();
    store = startServerProcess(process.execPath, ['dist/server/main.js'], { NODE_ENV: 'production', DATABASE_URL: owned.url, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilReady(baseUrl, store);
    const listing = (await (await fetch(`${baseUrl}/api/v1/products?limit=24`)).json()) as { items: { slug: string; hasOptions: boolean }[] };
    const product = listing.items.find((p) => !p.hasOptions)!;

    visitors = await openBrowser(baseUrl);
    const { page } = await visitors.newPage({ lang: 'mn', width: 375 });
    await openReady(page, `/p/${product.slug}`);

    await owned.stop('fast');
    await page.getByRole('button', { name: mn('product.addToCart'), exact: true }).click();
    await page.getByRole('alert').filter({ hasText: mn('errors.databaseUnavailable') }).waitFor();

    // The shopper tries the page again: the maintenance page, which checks by itself.
    await page.reload();
    await page.waitForURL(`${baseUrl}/maintenance`);
    await page.getByRole('heading', { level: 1, name: mn('pages.maintenanceTitle') }).waitFor();

    await owned.start();
    await page.waitForURL(`${baseUrl}/`, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: mn('home.heroTitle') }).waitFor();
  });
});
