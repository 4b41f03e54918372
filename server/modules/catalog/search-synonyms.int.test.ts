// Search synonyms staff edit (/api/console/search/synonyms; the console page calls the same services): checked, audited,
// and in effect on the shop's search at once — in this process, and (PostgreSQL) in another process on the database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { storeIdOf } from '../../../test/order-rows';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { auditLog } from '../../db/schema';
import { insertProducts } from './insert-products';

describe.each(databaseKinds)('search synonyms on %s', (kind) => {
  let api: TestApi;
  let cookie = '';

  beforeAll(async () => {
    api = await createTestApi(kind);
    cookie = `${await (await createStaff(api.db.database.db, { username: 'merchandiser', role: 'catalog' })).cookie()}; lang=en`;
    const storeId = await storeIdOf(api.db.database.db);
    await insertProducts(api.db.database.db, storeId, [
      {
        slug: 'quokka-kettle', nameEn: 'Quokka electric kettle 1.7l', nameMn: 'Quokka цахилгаан данх 1.7л', descriptionEn: '', descriptionMn: '', brand: null, category: null,
        origin: 'KR', price: 89_000, compareAtPrice: null, stock: 4, active: true, tags: [], options: [], soldCount: 0, createdAt: new Date(),
      },
    ]);
  });
  afterAll(() => api?.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = cookie) => api.app.inject({ method, url, headers: { cookie: as }, payload });
  const found = async (app: TestApi['app'], q: string) => (await app.inject({ url: `/api/v1/products?q=${encodeURIComponent(q)}` })).json().items.map((p: { slug: string }) => p.slug) as string[];

  it('adds a rule that the shop applies at once, either spelling, and removes it', async () => {
    expect(await found(api.app, 'электрочайник')).toEqual([]);
    const res = await send('POST', '/api/console/search/synonyms', { terms: ['электрочайник', ' quokka   данх '], twoWay: false });
    expect(res.statusCode).toBe(201);
    const rule = res.json();
    expect(rule).toMatchObject({ terms: ['электрочайник', 'quokka данх'], twoWay: false });
    expect(await found(api.app, 'электрочайник')).toEqual(['quokka-kettle']);
    expect(await found(api.app, 'Elektrochainik')).toEqual(['quokka-kettle']);
    expect((await api.app.inject({ url: '/api/console/search/synonyms?q=ELEKTROCHAINIK', headers: { cookie } })).json().synonyms.map((r: { id: string }) => r.id)).toEqual([rule.id]);

    const changed = await send('PUT', `/api/console/search/synonyms/${rule.id}`, { terms: ['самоварчик', 'quokka данх'], twoWay: true });
    expect(changed.statusCode).toBe(200);
    expect(await found(api.app, 'электрочайник')).toEqual([]);
    expect(await found(api.app, 'самоварчик')).toEqual(['quokka-kettle']);

    expect((await send('DELETE', `/api/console/search/synonyms/${rule.id}`)).statusCode).toBe(200);
    expect(await found(api.app, 'самоварчик')).toEqual([]);
    expect((await send('DELETE', `/api/console/search/synonyms/${rule.id}`)).statusCode).toBe(404);

    const audits = await api.db.database.db.select({ action: auditLog.action, label: auditLog.label }).from(auditLog).where(eq(auditLog.entityId, rule.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a rule it cannot apply, with the field’s message, and keeps nothing', async () => {
    const before = (await api.app.inject({ url: '/api/console/search/synonyms', headers: { cookie } })).json().synonyms.length;
    for (const [terms, message] of [
      [['данх'], 'Enter at least two words or phrases, separated by commas'],
      [['данх', 'ДАНХ'], '“данх” and “ДАНХ” are the same to the search: keep one'],
      [['данх', '???'], '“???” has no letters or digits to search by'],
    ] as const) {
      const res = await send('POST', '/api/console/search/synonyms', { terms, twoWay: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual([expect.objectContaining({ path: 'terms', message })]);
    }
    expect((await send('POST', '/api/console/search/synonyms', { terms: 'данх', twoWay: 'yes' })).statusCode).toBe(400);
    expect((await send('PUT', '/api/console/search/synonyms/not-an-id', { terms: ['a', 'b'], twoWay: true })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/api/console/search/synonyms', headers: { cookie } })).json().synonyms.length).toBe(before);
  });

  it('is for staff who edit the catalog', async () => {
    const editor = `${await (await createStaff(api.db.database.db, { username: 'writer', role: 'content' })).cookie()}; lang=en`;
    expect((await send('POST', '/api/console/search/synonyms', { terms: ['a1', 'b1'], twoWay: true }, editor)).statusCode).toBe(403);
    expect((await api.app.inject({ url: '/api/console/search/synonyms' })).statusCode).toBe(401);
  });

  it.runIf(kind === 'postgres')('is applied within seconds by another process on the database', async () => {
    const other = await openDatabase({ databaseUrl: api.db.databaseUrl, dataDir: null });
    const second = await buildApp({ config: testConfig(), database: other, ssr: 'none' });
    try {
      // The other process has read the rules (none) and keeps them.
      expect(await found(second, 'фляжка')).toEqual([]);
      const res = await send('POST', '/api/console/search/synonyms', { terms: ['фляжка', 'quokka данх'], twoWay: false });
      expect(res.statusCode).toBe(201);
      await expect.poll(() => found(second, 'фляжка'), { timeout: 5_000, interval: 100 }).toEqual(['quokka-kettle']);
      await send('DELETE', `/api/console/search/synonyms/${res.json().id}`);
    } finally {
      await second.close();
      await other.close();
    }
  });
});
