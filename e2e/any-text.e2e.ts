// Any text at every page form: each route of the storefront's build that has an action is visited (as a shopper with an
// order, a cart and an address, and as an admin) and every form Chromium finds on it is posted back with one of its
// fields made any text — first a NUL in each field in turn (what failed before the forms' text was checked), then text of
// every kind (test/any-text.ts). The answer is a 4xx or a success (a page, a redirect), never a 5xx. On PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set. And a shopper who pasted an invisible control character reads which field
// has it, in either language, and nothing is saved.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { reactRouterBuildDir } from '../server/paths';
import { seedFixture, shown, textFor, type Fixture } from '../test/any-text';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { openBrowser, type Visitors } from './support/store';

/** Random runs per form, after each field has had its NUL. */
const RUNS = 2;

type Field = { name: string; value: string };
type FoundForm = { target: string; multipart: boolean; fields: Field[]; files: string[]; submitter: Field | null };

/** Routes that are only an action, posted from another page: the content editor's picture upload and its preview. */
const actionOnly: Record<string, string> = {
  'console/content/images': '/console/content/new?kind=article',
  'console/content/preview': '/console/content/new?kind=article',
};

/** Where a route's forms post: its own path (the page's, with the fixture's records in it). */
const targetOf = (routePath: string, page: string, baseUrl: string) => new URL(actionOnly[routePath] ? `/${routePath}` : page, baseUrl);

/** The page a route's forms are on, with the fixture's records in its parameters. */
function pageFor(routePath: string, f: Fixture): string {
  const pages: Record<string, string> = {
    'order/:id': `/order/${f.orderNumber}`,
    'order/:id/cid': `/order/${f.orderNumber}/cid`,
    'order/:id/delivery': `/order/${f.orderNumber}/delivery`,
    leasingRequest: `/leasingRequest?order=${f.orderNumber}&plan=payon`,
    'console/orders/:number': `/console/orders/${f.orderNumber}`,
    'console/leasing/:id': `/console/leasing/${f.leasingId}`,
    'console/content/:id': '/console/content/new?kind=article',
    // The product editor: a saved product (its variants' rows and related products too).
    'console/products/:id': `/console/products/${f.productId}`,
    'console/products/:id/pictures': `/console/products/${f.productId}/pictures`,
    'console/stock': `/console/stock?variant=${f.variantId}`,
    // The structure pages' own forms open with ?edit (a new category, brand or bundle); the category tree's row forms too.
    'console/categories': '/console/categories?edit=new',
    'console/brands': '/console/brands?edit=new',
    'console/bundles': '/console/bundles?edit=new',
    'join-us/:id/form': `/join-us/${f.positionId}/form`,
    'console/positions/:id': `/console/positions/${f.positionId}`,
    'console/applications/:id': `/console/applications/${f.applicationId}`,
    'buy-for-me/:number': `/buy-for-me/${f.requestNumber}`,
    'console/buy-for-me/:number': `/console/buy-for-me/${f.requestNumber}`,
    ...actionOnly,
  };
  if (pages[routePath]) return pages[routePath];
  if (routePath.includes(':')) throw new Error(`No page for the action route ${routePath}: add one here`);
  return `/${routePath}`;
}

/** Every post form the browser finds in the page now: its fields as it would send them, and each of its submit buttons. */
const postForms = () =>
  [...document.querySelectorAll('form')]
    .filter((f) => f.method.toLowerCase() === 'post')
    .map((f) => {
      const elements = [...f.elements] as HTMLInputElement[];
      const fields = elements
        .filter((e) => e.name && !['submit', 'button', 'image', 'reset', 'file'].includes(e.type) && !((e.type === 'checkbox' || e.type === 'radio') && !e.checked))
        .map((e) => ({ name: e.name, value: e.value }));
      const submitters = elements.filter((e) => e.name && e.type === 'submit').map((e) => ({ name: e.name, value: e.value }));
      return { target: f.action, multipart: f.enctype === 'multipart/form-data', fields, files: elements.filter((e) => e.type === 'file').map((e) => e.name), submitters };
    });

/**
 * Every post form of the page, also those it opens with a button (an address to edit or add, a phone to change): each
 * plain button of the page's main part is clicked in turn and the forms are read after each.
 */
async function formsOn(visitors: Visitors, baseUrl: string, url: string, cookies: { name: string; value: string }[]): Promise<FoundForm[]> {
  const { context, page } = await visitors.newPage();
  await context.addCookies(cookies.map((c) => ({ ...c, url: baseUrl })));
  await page.goto(url);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  const seen = new Map<string, FoundForm>();
  const collect = async () => {
    for (const { submitters, ...form } of await page.evaluate(postForms)) {
      for (const submitter of submitters.length ? submitters : [null]) {
        seen.set(JSON.stringify([form.target, submitter, form.fields.map((f) => f.name)]), { ...form, submitter });
      }
    }
  };
  await collect();
  const buttons = page.locator('main button[type="button"]');
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) continue;
    await button.click({ timeout: 2000 }).catch(() => {});
    await collect();
  }
  await context.close();
  return [...seen.values()];
}

describe.each(databaseKinds)('any text at every page form on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  let visitors: Visitors;
  let fixture: Fixture;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await buildApp({ config: testConfig(), database: db.database, ssr: 'production' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    visitors = await openBrowser(baseUrl);
    fixture = await seedFixture(app, db.database.db);
  });
  afterAll(async () => {
    await visitors?.close();
    await app?.close();
    await db?.drop();
  });

  // It walks every form of every page (some 45 console and shop pages): minutes, not the default minute — about four
  // and a half on two cores shared with the other journeys.
  it('answers 4xx or success, never 5xx, whatever text a form field carries', { timeout: 600_000 }, async () => {
    const build = (await import(pathToFileURL(path.join(reactRouterBuildDir, 'server/index.js')).href)) as { routes: Record<string, { path?: string; module: { action?: unknown } }> };
    const actionRoutes = Object.values(build.routes).flatMap((r) => (r.module.action && r.path ? [r.path] : []));
    expect(actionRoutes.length).toBeGreaterThan(10);
    const cookieOf = (header: string) => ({ name: header.split('=')[0], value: header.slice(header.indexOf('=') + 1) });
    const cookies = [cookieOf(fixture.shopper), cookieOf(fixture.admin)];
    const cookieHeader = `${fixture.shopper}; ${fixture.admin}`;

    // Logging out and placing the order change what the other forms see: they go last.
    const last = ['order/review', 'console/logout'];
    const ordered = [...actionRoutes.filter((r) => !last.includes(r)), ...last.filter((r) => actionRoutes.includes(r))];
    const failures: string[] = [];
    let posted = 0;
    // Every page's forms are read before any is posted: posting changes what the pages show (an emptied cart).
    const pages = new Map<string, FoundForm[]>();
    for (const route of ordered) pages.set(route, await formsOn(visitors, baseUrl, pageFor(route, fixture), cookies));
    for (const route of ordered) {
      const url = pageFor(route, fixture);
      const found = pages
        .get(route)!
        // Not the header's and footer's forms of other routes, and never a shopper's own logout (the test's session).
        .filter((f) => new URL(f.target).pathname === targetOf(route, url, baseUrl).pathname && f.submitter?.value !== 'logout');
      // A form the page does not show in this store's state is posted with every field the fixture knows.
      const forms: FoundForm[] = found.length ? found : [{ target: targetOf(route, url, baseUrl).href, multipart: false, fields: Object.entries(fixture.real).map(([name, value]) => ({ name, value })), files: [], submitter: null }];
      for (const form of forms) {
        const send = async (fields: Field[]) => {
          const all = form.submitter ? [...fields, form.submitter] : fields;
          let body: FormData | URLSearchParams;
          if (form.multipart) {
            const data = new FormData();
            for (const { name, value } of all) data.append(name, value);
            for (const name of form.files) data.append(name, new Blob([new TextEncoder().encode('%PDF-1.7\n')], { type: 'application/pdf' }), 'statement.pdf');
            body = data;
          } else body = new URLSearchParams(all.map(({ name, value }) => [name, value]));
          posted += 1;
          return fetch(form.target, { method: 'POST', headers: { cookie: cookieHeader }, body, redirect: 'manual' });
        };
        const spots = form.fields.map((_, i) => i);
        // Each field in turn gets a NUL inside its own value; then random texts in a random field.
        const examples = spots.map((i): [{ i: number; text: string }] => [{ i, text: `${form.fields[i].value}\u0000x` }]);
        const result = await fc.check(
          fc.asyncProperty(spots.length ? fc.nat(spots.length - 1).chain((i) => textFor(form.fields[i].value || undefined).map((text) => ({ i, text }))) : fc.constant({ i: -1, text: '' }), async ({ i, text }) => {
            const res = await send(form.fields.map((f, j) => (j === i ? { name: f.name, value: text } : f)));
            if (res.status >= 500) throw new Error(`${res.status} ${(await res.text()).slice(0, 200)}`);
          }),
          { numRuns: examples.length + RUNS, examples, endOnFailure: true },
        );
        if (result.failed) failures.push(`${route} ${form.submitter?.value ?? ''} ${shown(result.counterexample)} of ${shown(form.fields)}: ${String(result.errorInstance)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(posted).toBeGreaterThan(50);
  });

  it('tells a shopper who pasted an invisible control character which field has it, in English and in Mongolian', async () => {
    const cookie = fixture.shopper.split('=');
    for (const [lang, title, firstName, save, message] of [
      ['en', 'Personal information', 'First name', 'Save', 'The U+0007 character is not allowed'],
      ['mn', 'Хувийн мэдээлэл', 'Нэр', 'Хадгалах', 'U+0007 тэмдэгт оруулж болохгүй'],
    ] as const) {
      const { context, page } = await visitors.newPage({ lang, width: 375 });
      await context.addCookies([{ name: cookie[0], value: cookie.slice(1).join('='), url: baseUrl }]);
      await page.goto('/user');
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
      const profile = page.getByRole('region', { name: title });
      const before = await profile.getByLabel(firstName, { exact: true }).inputValue();
      await profile.getByLabel(firstName, { exact: true }).fill('Са\u0007раа');
      await profile.getByRole('button', { name: save, exact: true }).click();
      await profile.getByRole('alert').filter({ hasText: message }).waitFor();
      // Nothing was saved: the name is still the one the shopper had.
      await page.reload();
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
      expect(await profile.getByLabel(firstName, { exact: true }).inputValue()).toBe(before);
      await context.close();
    }
  });
});
