// Staff roles on the server: every console API route declares the console area it belongs to (read from the app's own
// route table, so a new route cannot be forgotten), and a role that may not work in an area gets 403 FORBIDDEN there —
// before the route reads its input.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONSOLE_AREAS, STAFF_ROLES, staffMay, type ConsoleArea, type StaffRole } from '../../../core/permissions';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { routeTable } from '../../../test/route-table';
import { checkConsoleAreas } from './staff-access';

const AREAS: readonly ConsoleArea[] = CONSOLE_AREAS;

/**
 * The console's pages by address (app/routes.ts) and the area each belongs to. A page missing here fails the test below:
 * add it with its area.
 */
const PAGE_AREAS: [RegExp, ConsoleArea | 'open'][] = [
  [/^console(\/login|\/logout)?$/, 'open'],
  [/^console\/orders/, 'orders'],
  [/^console\/survey/, 'orders'],
  [/^console\/buy-for-me\/sites/, 'settings'],
  [/^console\/buy-for-me/, 'orders'],
  [/^console\/messages\/texts/, 'settings'],
  [/^console\/messages/, 'orders'],
  [/^console\/(transfers|refunds|giftcards|leasing)/, 'money'],
  [/^console\/(products|pricing|search|categories|brands|bundles|stock)/, 'catalog'],
  [/^console\/(content|blocks|redirects|season)/, 'content'],
  [/^console\/staff/, 'staff'],
  [/^console\/settings/, 'settings'],
  [/^console\/audit/, 'audit'],
  [/^console\/(positions|applications)/, 'careers'],
  [/^console\/visitors/, 'visitors'],
];
const root = path.resolve(import.meta.dirname, '../../..');
const consolePages = [...readFileSync(path.join(root, 'app/routes.ts'), 'utf8').matchAll(/route\('(console[^']*)', '([^']+)'/g)].map(([, url, file]) => ({
  url,
  file,
  area: PAGE_AREAS.find(([pattern]) => pattern.test(url))?.[1],
}));

describe('console API areas', () => {
  it('refuses to start when a console route declares no area', async () => {
    const app = Fastify();
    checkConsoleAreas(app);
    app.get('/api/console/declared', { config: { consoleArea: 'content' } }, async () => ({}));
    expect(() => app.get('/api/console/forgotten', async () => ({}))).toThrow(/GET \/api\/console\/forgotten declares no consoleArea/);
    await app.close();
  });
});

describe.each(databaseKinds)('staff roles on the console API on %s', (kind) => {
  let api: TestApi;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    api = await createTestApi(kind);
    for (const role of STAFF_ROLES) cookies[role] = await (await createStaff(api.db.database.db, { username: `role-${role}`, role })).cookie();
  });
  afterAll(() => api?.close());

  /** The console routes the app serves (Fastify's route table), each with the area it declared. */
  const consoleRoutes = () =>
    routeTable(api.app)
      .filter((r) => r.path.startsWith('/api/console'))
      .flatMap((r) => r.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, url: r.path })))
      .map((r) => ({ ...r, area: api.app.consoleRoutes.find((d) => d.method === r.method && d.url === r.url)?.area }));

  it('knows the area of every console route the app serves', () => {
    const routes = consoleRoutes();
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((r) => !r.area)).toEqual([]);
    // Only logging in and out are open to anyone.
    expect(routes.filter((r) => r.area === 'open').map((r) => r.url).sort()).toEqual(['/api/console/login', '/api/console/logout']);
    for (const area of ['orders', 'money', 'staff'] as const) expect(routes.some((r) => r.area === area)).toBe(true);
  });

  it.each(STAFF_ROLES)('answers a %s 403 FORBIDDEN on every route of an area the role may not work in', async (role) => {
    const refused = consoleRoutes().filter((r) => AREAS.includes(r.area as ConsoleArea) && !staffMay(role, r.area as ConsoleArea));
    if (role === 'content') expect(refused.map((r) => r.area)).toEqual(expect.arrayContaining(['orders', 'money', 'staff']));
    if (role === 'operator') expect(refused.map((r) => r.area)).toEqual(expect.arrayContaining(['content', 'staff']));
    for (const route of refused) {
      const url = route.url.replace(/:[a-z]+/gi, '100001');
      const res = await api.app.inject({ method: route.method as 'GET', url, headers: { cookie: `${cookies[role]}; lang=en` }, ...(route.method === 'GET' ? {} : { payload: {} }) });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode, code: res.json().error?.code }).toEqual({ route: `${route.method} ${route.url}`, status: 403, code: 'FORBIDDEN' });
      expect(res.json().error.message).toBe('Permission denied');
    }
  });

  it('knows the area of every console page', () => {
    expect(consolePages.length).toBeGreaterThan(15);
    expect(consolePages.filter((p) => !p.area).map((p) => p.url)).toEqual([]);
  });

  it.each(STAFF_ROLES)('answers a %s the console’s 403 on every page (loader and action) of an area the role may not work in', async (role) => {
    const member = { id: '00000000-0000-4000-8000-000000000001', storeId: '00000000-0000-4000-8000-000000000002', username: `role-${role}`, name: role, role: role as StaffRole };
    // Past the role check a page reaches for the services: that is where an allowed role is known to be let in.
    const services = new Proxy({}, { get: () => () => Promise.reject(new Error('let in')) });
    const context = { staff: async () => member, services, lang: async () => 'en', requestId: 'roles', origin: 'http://127.0.0.1' };
    const params = { number: '100001', id: '00000000-0000-4000-8000-000000000003', '*': '' };
    for (const page of consolePages.filter((p) => p.area !== 'open')) {
      const mod = (await import(/* @vite-ignore */ path.join(root, 'app', page.file))) as Record<string, ((args: unknown) => Promise<unknown>) | undefined>;
      for (const kind of ['loader', 'action'] as const) {
        const run = mod[kind];
        if (!run) continue;
        const url = new URL(`http://127.0.0.1/${page.url.replace(/:[a-z]+/gi, '100001')}`);
        const request = new Request(url, kind === 'action' ? { method: 'POST', body: new URLSearchParams({ intent: 'save' }) } : {});
        const answer = await run({ context, params, url, request }).then(
          // An action-only address answers every GET 405, with nothing of the store in it.
          (value) => (value instanceof Response && value.status === 405 ? 'no page' : 'let in'),
          (err: { init?: { status?: number }; message?: string; status?: number }) => (err?.init?.status === 403 ? 403 : 'let in'),
        );
        if (answer === 'no page') continue;
        expect({ page: `${kind} ${page.url}`, answer }).toEqual({ page: `${kind} ${page.url}`, answer: staffMay(role, page.area as ConsoleArea) ? 'let in' : 403 });
      }
    }
  });

  it('lets each role work in its own areas, and nobody without a login', async () => {
    const orders = (cookie: string) => api.app.inject({ url: '/api/console/orders', headers: { cookie } });
    expect((await orders(cookies.operator)).statusCode).toBe(200);
    expect((await orders(cookies.admin)).statusCode).toBe(200);
    expect((await orders(cookies.content)).statusCode).toBe(403);
    expect((await orders('')).statusCode).toBe(401);
    expect((await api.app.inject({ url: '/api/console/staff', headers: { cookie: cookies.admin } })).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/api/console/staff', headers: { cookie: cookies.operator } })).statusCode).toBe(403);
    // Any role may ask who it is.
    const me = await api.app.inject({ url: '/api/console/me', headers: { cookie: cookies.content } });
    expect(me.json()).toEqual({ staff: { username: 'role-content', name: 'role-content', role: 'content' } });
  });
});
