// The store's answers as a browser's security sees them, over real HTTP against the production storefront build:
// every cookie the server sets follows one rule for Secure (production, or HTTPS as the trusted proxy forwards it).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app';
import { testConfig, type Config } from '../server/config';
import { createStaff } from '../test/console';
import { createTestDatabase, type TestDatabase } from '../test/databases';

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
