// Redirect rules staff edit (/api/console/redirects; the console page calls the same services): what addresses are
// allowed, one rule per old address, no loops, chains resolved to their end, and the rules the storefront reads — in
// the cache, cleared by every edit, and in the build manifest with the fixed ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { storeIdOf } from '../../../test/order-rows';
import { recordPathChange } from './redirects';

describe.each(databaseKinds)('redirect rules on %s', (kind) => {
  let api: TestApi;
  let cookie = '';
  let storeId = '';

  beforeAll(async () => {
    api = await createTestApi(kind);
    cookie = `${await (await createStaff(api.db.database.db, { username: 'editor', role: 'content' })).cookie()}; lang=en`;
    storeId = await storeIdOf(api.db.database.db);
  });
  afterAll(() => api?.close());

  const add = (body: Record<string, unknown>) => api.app.inject({ method: 'POST', url: '/api/console/redirects', headers: { cookie }, payload: body });
  const list = async (q = '') => (await api.app.inject({ url: `/api/console/redirects${q ? `?q=${encodeURIComponent(q)}` : ''}`, headers: { cookie } })).json().redirects as { id: string; fromPath: string; toPath: string; statusCode: number }[];
  const fieldsOf = (res: { statusCode: number; json: () => { error: { code: string; fields?: { path: string; message: string }[] } } }) => {
    expect(res.statusCode).toBe(400);
    return Object.fromEntries((res.json().error.fields ?? []).map((f) => [f.path, f.message]));
  };

  it('adds, lists, finds, changes and removes a rule', async () => {
    const res = await add({ fromPath: '/spring-sale/', toPath: '/search?sale=true', statusCode: 302 });
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    // Stored without the trailing slash, as pages compare paths.
    expect(saved).toMatchObject({ fromPath: '/spring-sale', toPath: '/search?sale=true', statusCode: 302 });
    expect((await list()).map((r) => r.fromPath)).toContain('/spring-sale');
    expect((await list('SPRING')).map((r) => r.fromPath)).toEqual(['/spring-sale']);
    expect(await list('nothing-like-this')).toEqual([]);
    const changed = await api.app.inject({ method: 'PUT', url: `/api/console/redirects/${saved.id}`, headers: { cookie }, payload: { fromPath: '/spring-sale', toPath: 'https://example.mn/sale', statusCode: 301 } });
    expect(changed.json()).toMatchObject({ fromPath: '/spring-sale', toPath: 'https://example.mn/sale', statusCode: 301 });
    const removed = await api.app.inject({ method: 'DELETE', url: `/api/console/redirects/${saved.id}`, headers: { cookie } });
    expect(removed.json()).toEqual({ deleted: true });
    expect(await list('spring')).toEqual([]);
    expect((await api.app.inject({ method: 'DELETE', url: `/api/console/redirects/${saved.id}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'PUT', url: '/api/console/redirects/not-an-id', headers: { cookie }, payload: { fromPath: '/a', toPath: '/b' } })).statusCode).toBe(404);
  });

  it.each([
    ['no leading slash', { fromPath: 'old', toPath: '/new' }, { fromPath: 'Enter a path of this shop starting with / (without ? or #)' }],
    ['a query in the old address', { fromPath: '/old?x=1', toPath: '/new' }, { fromPath: 'Enter a path of this shop starting with / (without ? or #)' }],
    ['another site’s path', { fromPath: '//evil.example/x', toPath: '/new' }, { fromPath: 'Enter a path of this shop starting with / (without ? or #)' }],
    ['the console', { fromPath: '/console/orders', toPath: '/new' }, { fromPath: 'The console’s, the API’s and the shop’s file addresses cannot be redirected' }],
    ['the API', { fromPath: '/api/v1/products', toPath: '/new' }, { fromPath: 'The console’s, the API’s and the shop’s file addresses cannot be redirected' }],
    ['pictures', { fromPath: '/images/a.webp', toPath: '/new' }, { fromPath: 'The console’s, the API’s and the shop’s file addresses cannot be redirected' }],
    ['builds', { fromPath: '/builds/latest.json', toPath: '/new' }, { fromPath: 'The console’s, the API’s and the shop’s file addresses cannot be redirected' }],
    ['a fixed rule’s address', { fromPath: '/help', toPath: '/new' }, { fromPath: 'The shop already redirects this address by a rule of its own' }],
    ['a script address', { fromPath: '/old', toPath: 'javascript:alert(1)' }, { toPath: 'Enter a path of this shop starting with / or a full address starting with https://' }],
    ['a mail address', { fromPath: '/old', toPath: 'mailto:a@b.mn' }, { toPath: 'Enter a path of this shop starting with / or a full address starting with https://' }],
    ['empty addresses', { fromPath: '', toPath: '' }, { fromPath: 'is required', toPath: 'is required' }],
    ['the same address', { fromPath: '/old', toPath: '/old/?utm=1' }, { toPath: 'The new address must differ from the old one' }],
    ['a status that is no redirect', { fromPath: '/old', toPath: '/new', statusCode: 303 }, { statusCode: 'Choose one of the kinds' }],
  ])('refuses %s with the field’s message', async (_what, body, fields) => {
    expect(fieldsOf(await add(body))).toEqual(fields);
  });

  it('keeps one rule per old address, made by staff or by a slug change', async () => {
    expect((await add({ fromPath: '/one-rule', toPath: '/faq' })).statusCode).toBe(201);
    expect(fieldsOf(await add({ fromPath: '/one-rule/', toPath: '/search' }))).toEqual({ fromPath: 'This address already has a redirect: change that one' });
    await recordPathChange(api.db.database.db, storeId, '/moved-page', '/new-page');
    expect(fieldsOf(await add({ fromPath: '/moved-page', toPath: '/search' }))).toEqual({ fromPath: 'This address already has a redirect: change that one' });
  });

  it('refuses a loop and resolves a chain to its end', async () => {
    await add({ fromPath: '/a', toPath: '/b' });
    // /b → /a would send /a → /b → /a.
    expect(fieldsOf(await add({ fromPath: '/b', toPath: '/a' }))).toEqual({ toPath: 'This would make a loop: /a leads back to the old address' });
    // /b → /c: /a, which pointed at /b, now goes straight to /c.
    expect((await add({ fromPath: '/b', toPath: '/c' })).statusCode).toBe(201);
    // /x → /a goes to the end of /a's rule: /c (no chain).
    expect((await add({ fromPath: '/x', toPath: '/a?from=x' })).json()).toMatchObject({ fromPath: '/x', toPath: '/c' });
    const rules = Object.fromEntries((await list()).map((r) => [r.fromPath, r.toPath]));
    expect(rules).toMatchObject({ '/a': '/c', '/b': '/c', '/x': '/c' });
    // /c → /x would loop through /x → /c.
    expect(fieldsOf(await add({ fromPath: '/c', toPath: '/x' }))).toEqual({ toPath: 'This would make a loop: /x leads back to the old address' });
    // A fixed rule's address as the target: its end (/help → /faq).
    expect((await add({ fromPath: '/support', toPath: '/help' })).json()).toMatchObject({ toPath: '/faq' });
  });

  it('lets a content editor and an admin edit rules, and refuses an operator (orders and money, not content) and nobody at all', async () => {
    const editor = await (await createStaff(api.db.database.db, { username: 'rules-editor', role: 'content' })).cookie();
    const operator = await (await createStaff(api.db.database.db, { username: 'operator', role: 'operator' })).cookie();
    expect((await api.app.inject({ url: '/api/console/redirects', headers: { cookie: editor } })).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/api/console/redirects', headers: { cookie: operator } })).statusCode).toBe(403);
    const refused = await api.app.inject({ method: 'POST', url: '/api/console/redirects', headers: { cookie: operator }, payload: { fromPath: '/operator-rule', toPath: '/faq', statusCode: 301 } });
    expect(refused.statusCode).toBe(403);
    expect((await api.app.services.listRedirects(storeId, '/operator-rule')).length).toBe(0);
    expect((await api.app.inject({ url: '/api/console/redirects' })).statusCode).toBe(401);
  });

  it('serves the rules to the storefront from the cache an edit clears, and in the build manifest with the fixed ones', async () => {
    const services = api.app.services;
    const before = await services.redirectRules(storeId);
    expect(before['/manifest-rule']).toBeUndefined();
    await add({ fromPath: '/manifest-rule', toPath: '/faq', statusCode: 308 });
    expect((await services.redirectRules(storeId))['/manifest-rule']).toEqual({ to: '/faq', statusCode: 308 });
    const latest = (await api.app.inject({ url: '/builds/latest.json' })).json();
    const meta = await api.app.inject({ url: `/builds/meta/${latest.id}.json` });
    expect(meta.headers['cache-control']).toBe('no-cache');
    expect(meta.json().routeRules).toMatchObject({
      '/manifest-rule': { redirect: { to: '/faq', statusCode: 308 } },
      '/help': { redirect: { to: '/faq', statusCode: 301 } },
    });
    const id = (await list('manifest-rule'))[0].id;
    await api.app.inject({ method: 'DELETE', url: `/api/console/redirects/${id}`, headers: { cookie } });
    expect((await api.app.inject({ url: `/builds/meta/${latest.id}.json` })).json().routeRules['/manifest-rule']).toBeUndefined();
  });
});
