// Staff roles on the server: every console API route declares the console area it belongs to (read from the app's own
// route table, so a new route cannot be forgotten), and a role that may not work in an area gets 403 FORBIDDEN there —
// before the route reads its input.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, staffMay, type ConsoleArea } from '../../../core/permissions';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { routeTable } from '../../../test/route-table';
import { checkConsoleAreas } from './staff-access';

const AREAS: ConsoleArea[] = ['orders', 'money', 'content', 'staff', 'settings'];

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
    for (const route of refused) {
      const url = route.url.replace(/:[a-z]+/gi, '100001');
      const res = await api.app.inject({ method: route.method as 'GET', url, headers: { cookie: `${cookies[role]}; lang=en` }, ...(route.method === 'GET' ? {} : { payload: {} }) });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode, code: res.json().error?.code }).toEqual({ route: `${route.method} ${route.url}`, status: 403, code: 'FORBIDDEN' });
      expect(res.json().error.message).toBe('Permission denied');
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
