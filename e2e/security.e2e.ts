// The store's answers as a browser's security sees them, against the production storefront build: every page carries an
// enforcing Content-Security-Policy whose fresh nonce its inline scripts carry, or a kept page's hashes of them
// (report-only in development), and the main pages run in Chromium without a single violation; every cookie the server sets follows one rule for Secure
// (production, or HTTPS as the trusted proxy forwards it); a page form that meets a rate limit says when to retry.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app';
import { CSP_REPORT_PATH } from '../server/http/content-security-policy';
import { testConfig, type Config } from '../server/config';
import { createStaff } from '../test/console';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { fillCheckoutWithQPay, searchAndAddToCart } from './support/checkout-steps';
import { projectRoot } from './support/server-process';
import { openReady, startStore, type StoreUnderTest } from './support/store';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('pglite');
});
afterAll(() => db?.drop());

/** A store on the shared database with `config`, listening on a free port; stopped after `use`. */
async function withStore<T>(config: Config, use: (baseUrl: string, app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildApp({ config, database: db.database, ssr: 'production' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await use(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, app);
  } finally {
    await app.close();
  }
}

/** A visitor that keeps the cookies it is given and records every Set-Cookie line; `headers` go with every request. */
function visitor(baseUrl: string, headers: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  const send = async (path: string, init: { method?: string; json?: unknown; form?: Record<string, string> } = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        ...headers,
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      setCookies.push(line);
      const [pair] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    await res.arrayBuffer();
    return res;
  };
  return { send, jar, setCookies };
}

/**
 * Every way the server sets or clears a cookie, as one visitor: a page (user_token), phone login and logout over the API
 * and on /user (sid), staff login and logout over the API and on the console's pages (staff_sid), and the Google login
 * flow there and back (gflow). Answers every Set-Cookie line the visitor received.
 */
async function everyCookie(baseUrl: string, headers: Record<string, string>, staff: { username: string; password: string }) {
  const v = visitor(baseUrl, headers);
  expect((await v.send('/')).status).toBe(200);
  // After hydration the page asks who its visitor is: a first visit gets its user_token there.
  expect((await v.send('/visitor.data?_routes=visitor')).status).toBe(200);
  const phone = `+9769915${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const login = async () => {
    expect((await v.send('/api/v1/auth/code', { json: { phone } })).status).toBe(200);
    const inbox = (await (await fetch(`${baseUrl}/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`)).json()) as { text: string }[];
    return inbox[0].text.match(/\d{6}/)![0];
  };
  expect((await v.send('/api/v1/auth/login', { json: { phone, code: await login() } })).status).toBe(200);
  expect((await v.send('/api/v1/auth/logout', { json: {} })).status).toBe(200);
  // The same on the login page, a minute later (a new code waits a minute).
  await db.database.db.execute(`update otp_challenges set created_at = created_at - interval '2 minutes' where phone = '${phone}'` as never);
  expect((await v.send('/user', { form: { intent: 'code', phone } })).status).toBe(200);
  const code = (await (await fetch(`${baseUrl}/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`)).json())[0].text.match(/\d{6}/)[0];
  expect((await v.send('/user', { form: { intent: 'login', phone, code } })).status).toBe(302);
  expect((await v.send('/user', { form: { intent: 'logout' } })).status).toBe(302);
  expect((await v.send('/api/console/login', { json: staff })).status).toBe(200);
  expect((await v.send('/api/console/logout', { json: {} })).status).toBe(200);
  expect((await v.send('/console/login', { form: staff })).status).toBe(302);
  expect((await v.send('/console/logout', { form: {} })).status).toBe(302);
  const toGoogle = await v.send('/auth/google');
  expect(toGoogle.status).toBe(302);
  // The provider (the sandbox) approves and sends the browser back to the store's callback.
  const approve = new URL(toGoogle.headers.get('location')!.replace('/authorize?', '/approve?'), baseUrl);
  approve.searchParams.set('email', 'cookies@example.mn');
  approve.searchParams.set('name', 'Cookie Shopper');
  const approved = await fetch(approve, { redirect: 'manual' });
  const callback = new URL(approved.headers.get('location')!);
  expect((await v.send(`${callback.pathname}${callback.search}`)).status).toBe(302);
  const names = new Set(v.setCookies.map((line) => line.slice(0, line.indexOf('='))));
  // Each kind of cookie was set, and each one that ends was cleared.
  expect([...names].sort()).toEqual(['gflow', 'sid', 'staff_sid', 'user_token']);
  for (const name of ['gflow', 'sid', 'staff_sid']) expect(v.setCookies.some((l) => l.startsWith(`${name}=;`)), `${name} cleared`).toBe(true);
  return v.setCookies;
}

describe('cookies: one rule for Secure', () => {
  const staff = { username: 'cookies', password: 'cookie password' };
  beforeAll(async () => {
    await createStaff(db.database.db, staff);
  });
  const secure = (line: string) => /;\s*Secure(;|$)/i.test(line);

  // The production rule is STORE_MODE; the providers' sandboxes stay on here so that every login path can run.
  it('production: every Set-Cookie is Secure, even when the request itself came over plain HTTP', async () => {
    const lines = await withStore(testConfig({ mode: 'production', publicUrl: 'https://shop.example' }), (url) => everyCookie(url, {}, staff));
    for (const line of lines) expect(secure(line), line).toBe(true);
  });

  it('production behind TRUST_PROXY=1 forwarding HTTPS: every Set-Cookie is Secure', async () => {
    const config = testConfig({ mode: 'production', publicUrl: 'https://shop.example', trustProxy: 1 });
    const lines = await withStore(config, (url) => everyCookie(url, { 'x-forwarded-proto': 'https' }, staff));
    for (const line of lines) expect(secure(line), line).toBe(true);
  });

  it('a demo over plain HTTP: no Set-Cookie is Secure (the browser could not send it back), whatever a client claims', async () => {
    const lines = await withStore(testConfig(), (url) => everyCookie(url, { 'x-forwarded-proto': 'https' }, staff));
    for (const line of lines) expect(secure(line), line).toBe(false);
  });

  it('outside production behind a trusted proxy, the forwarded protocol decides: HTTPS makes every cookie Secure', async () => {
    const config = testConfig({ trustProxy: 1 });
    for (const line of await withStore(config, (url) => everyCookie(url, { 'x-forwarded-proto': 'https' }, staff))) expect(secure(line), line).toBe(true);
    for (const line of await withStore(config, (url) => everyCookie(url, { 'x-forwarded-proto': 'http' }, staff))) expect(secure(line), line).toBe(false);
  });
});

/** The server build's pages, each as a path with its parameters filled in (a made-up id or slug is a 404 page: a page too). */
async function everyPagePath(): Promise<string[]> {
  const build = (await import(pathToFileURL(path.join(projectRoot, 'build/server/index.js')).href)) as { routes: Record<string, { parentId?: string; path?: string }> };
  const full = (id: string): string => {
    const route = build.routes[id];
    const parent = route.parentId ? full(route.parentId) : '';
    return route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
  };
  const paths = Object.keys(build.routes).map((id) => (full(id) || '/').replace(/:[a-zA-Z]+/g, '100001').replace('*', 'no-such-page'));
  return [...new Set(paths)].sort();
}

/**
 * An enforcing page policy checked against the HTML: every inline script that runs, and every <style>, carries the
 * policy's fresh nonce, or (a page kept for everyone, ADR 0011) the page has no nonce and the policy lists each one's hash.
 * Returns the nonce, or null for a kept page.
 */
function checkPage(res: Response, html: string): string | null {
  expect(res.headers.get('content-security-policy-report-only')).toBeNull();
  const policy = res.headers.get('content-security-policy')!;
  expect(policy).toBeTruthy();
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", "script-src-attr 'none'"]) expect(policy).toContain(directive);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(policy)?.[1] ?? null;
  const isHtml = (res.headers.get('content-type') ?? '').startsWith('text/html');
  if (nonce) expect(policy).toMatch(new RegExp(`script-src 'self' 'nonce-${nonce.replace(/[+/=]/g, '\\$&')}'(;| )`));
  else expect(isHtml, 'only a kept page goes without a nonce').toBe(true);
  if (!isHtml) return nonce;
  const inline = [...html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)].filter(([, , attributes]) => !/type="application\/ld\+json"|\bsrc=/.test(attributes));
  expect(inline.length).toBeGreaterThan(0);
  for (const [, tag, attributes, text] of inline) {
    if (nonce) expect(attributes).toContain(`nonce="${nonce}"`);
    else expect(directiveOf(policy, `${tag}-src`)).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  if (nonce) expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}"/>`);
  else expect(html).not.toMatch(/ nonce="/);
  return nonce;
}

const directiveOf = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ') ?? [];

describe('Content-Security-Policy', () => {
  it('every page answers an enforcing policy: a fresh nonce on every inline script, or a kept page’s own hashes', async () => {
    const paths = await everyPagePath();
    expect(paths).toEqual(expect.arrayContaining(['/', '/search', '/p/100001', '/order', '/order/100001', '/console/orders', '/no-such-page']));
    await withStore(testConfig(), async (baseUrl) => {
      let htmlPages = 0;
      for (const url of paths) {
        const nonces: string[] = [];
        for (let i = 0; i < 2; i++) {
          const res = await fetch(`${baseUrl}${url}`, { redirect: 'manual' });
          const html = await res.text();
          expect(res.status, url).toBeLessThan(500);
          const nonce = checkPage(res, html);
          if (nonce) nonces.push(nonce);
          if ((res.headers.get('content-type') ?? '').startsWith('text/html')) htmlPages++;
        }
        expect(new Set(nonces).size, `${url}: a nonce is never sent twice`).toBe(nonces.length);
      }
      // Most pages render: the shop's pages each time; console pages redirect to the login (not HTML) without a staff cookie.
      expect(htmlPages).toBeGreaterThan(paths.filter((p) => !p.startsWith('/console')).length);
    });
  });

  it('loads the tag manager only when configured, by its snippet’s hash, with Google’s hosts in the policy', async () => {
    const without = await withStore(testConfig(), async (url) => {
      const res = await fetch(`${url}/`);
      return { policy: res.headers.get('content-security-policy'), html: await res.text() };
    });
    expect(without.policy).not.toContain('google');
    expect(without.html).not.toContain('googletagmanager');
    await withStore(testConfig({ tagManagerId: 'GTM-TEST123' }), async (url) => {
      const res = await fetch(`${url}/`);
      const html = await res.text();
      checkPage(res, html);
      expect(res.headers.get('content-security-policy')).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
      expect(res.headers.get('content-security-policy')).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
      // The home page is kept for everyone: the snippet runs by its hash (checkPage), with no nonce to hand on.
      expect(html).toMatch(/<script>\(function\(w,d,s,l,i\)[^<]*googletagmanager\.com\/gtm\.js[^<]*'GTM-TEST123'/);
    });
  });

  it('gives the API document UI and the providers’ sandbox pages policies of their own', async () => {
    await withStore(testConfig(), async (url) => {
      const docs = await fetch(`${url}/api/docs`, { redirect: 'follow' });
      expect(docs.status).toBe(200);
      const policy = docs.headers.get('content-security-policy')!;
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('nonce-');
      const sandbox = await fetch(`${url}/__sandbox/sms`);
      expect(sandbox.status).toBe(200);
      expect(sandbox.headers.get('content-security-policy')).toContain("script-src 'none'");
      expect(sandbox.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
    });
  });

  it('is report-only in development, with an endpoint for the browser’s reports (logged)', async () => {
    await withStore(testConfig({ env: 'development' }), async (url) => {
      const res = await fetch(`${url}/`);
      expect(res.headers.get('content-security-policy')).toBeNull();
      const policy = res.headers.get('content-security-policy-report-only')!;
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain('report-uri /__csp-report');
      const report = { 'csp-report': { 'document-uri': `${url}/`, 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' } };
      const sent = await fetch(`${url}/__csp-report`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: JSON.stringify(report) });
      expect(sent.status).toBe(204);
    });
    // Outside development there is nowhere to send reports.
    await withStore(testConfig(), async (_url, app) => expect(app.hasRoute({ method: 'POST', url: CSP_REPORT_PATH })).toBe(false));
  });
});

describe('the main pages in Chromium under the policy', () => {
  let store: StoreUnderTest;
  beforeAll(async () => {
    store = await startStore();
  });
  afterAll(() => store?.close());

  /** A visitor whose every page reports each CSP violation (securitypolicyviolation) into `violations`. */
  async function watchedPage() {
    const { context, page } = await store.newPage();
    const violations: string[] = [];
    await context.exposeFunction('__cspViolation', (v: string) => violations.push(v));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(`${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
      });
    });
    return { page, violations };
  }

  it('runs home, search, product, cart, checkout, the order page with its QPay QR, the console and /api/docs without a violation', async () => {
    const { page, violations } = await watchedPage();
    await openReady(page, '/');

    // The policy is enforced and the watch sees it: a script without the nonce is refused and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBe(1);
    expect(violations[0]).toMatch(/^\/: script-src-elem inline/);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    violations.length = 0;

    await searchAndAddToCart(page, 'soy sauce', 'Kikkoman Naturally Brewed Soy Sauce 1L');
    await openReady(page, '/order');
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();

    await page.getByLabel('Mobile number').fill('8800 7711');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('One-time code').fill(await store.smsCode('+97688007711'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Checkout' }).waitFor();
    await fillCheckoutWithQPay(page, { street: 'Peace Ave 5, apt 12', firstName: 'Bat', lastName: 'Dorj' });
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { level: 1, name: /^Order \d{6}$/ }).waitFor();
    await showQPayQr(page);

    await openReady(page, '/console/login');
    await page.getByLabel('Username').fill(staffLogin.username);
    await page.getByLabel('Password').fill(staffLogin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Bat Dorj' }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: /^Order \d{6}$/ }).waitFor();

    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Zuuch API/ }).waitFor();
    await page.getByRole('button', { name: /\/api\/v1\/products/ }).first().waitFor();

    expect(violations).toEqual([]);
  });

  const staffLogin = { username: 'csp', password: 'csp watches pages' };
  beforeAll(async () => {
    await createStaff(store.db.database.db, { ...staffLogin, name: 'Csp' });
  });

  it('a page form that meets a rate limit answers 429 with Retry-After: a code asked again, a locked staff login', async () => {
    const post = (url: string, form: Record<string, string>) =>
      fetch(`${store.baseUrl}${url}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
    const phone = '8800 7722';
    expect((await post('/user', { intent: 'code', phone })).status).toBe(200);
    const again = await post('/user', { intent: 'code', phone });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await again.text()).toMatch(/A new code can be sent in \d+ s\./);

    const code = await store.smsCode('+97688007722');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) last = await post('/user', { intent: 'login', phone, code: wrong });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);

    await createStaff(store.db.database.db, { username: 'locked', password: 'locked password' });
    for (let i = 0; i < 5; i++) expect((await post('/console/login', { username: 'locked', password: `guess ${i}` })).status).toBe(401);
    const locked = await post('/console/login', { username: 'locked', password: 'locked password' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await locked.text()).toContain('Too many failed logins. Try again in 15 min.');
  });
});

/** On an order page waiting for a QPay payment: the QR, shown at once or after "Pay … with QPay". */
async function showQPayQr(page: Page) {
  const pay = page.getByRole('region', { name: 'Waiting for your payment' });
  const qr = pay.getByRole('img', { name: /QPay QR code for/ });
  const button = pay.getByRole('button', { name: /^Pay .* with QPay$/ });
  await qr.or(button).first().waitFor();
  if (await button.isVisible()) await button.click();
  await qr.waitFor();
  await pay.getByRole('list', { name: 'Bank apps' }).getByRole('link').first().waitFor();
}
