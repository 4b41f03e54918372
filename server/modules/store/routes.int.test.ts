import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';

const token = 'aZ09_-aZ09_-aZ09_-xy';

describe.each(databaseKinds)('store start-up calls on %s', (kind) => {
  let api: TestApi;
  let storeId: string;
  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url, payload: payload as never, headers });

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = (await post('/api/auth/store', { storeName: 'zuuch' })).json()._id;
  });
  afterAll(() => api?.close());

  describe('POST /api/auth/store', () => {
    it('answers the store settings with the spec fields', async () => {
      const res = await post('/api/auth/store', { storeName: 'zuuch' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      for (const field of ['_id', 'email', 'facebook', 'instagram', 'phone', 'address', 'schedule', 'aboutUs', 'supportingLanguage', 'defaultLanguage', 'paymentMethods']) {
        expect(body).toHaveProperty(field);
      }
      expect(body.supportingLanguage).toEqual(['mn', 'en']);
      expect(body.defaultLanguage).toBe('en');
      expect(body.paymentMethods).toContain('qpay');
      expect(body.address.mn).toMatch(/Улаанбаатар/);
    });

    it('answers 404 with a clear error for an unknown store', async () => {
      const res = await post('/api/auth/store', { storeName: 'nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'Store “nope” was not found.' });
      expect(res.json().error.requestId).toBe(res.headers['x-request-id']);
    });

    it('localises the error from the lang cookie', async () => {
      const res = await post('/api/auth/store', { storeName: 'nope' }, { cookie: 'lang=mn' });
      expect(res.json().error.message).toBe('“nope” дэлгүүр олдсонгүй.');
    });

    it.each([
      ['a missing field', {}, 'storeName', 'is required'],
      ['a wrong type', { storeName: 42 }, 'storeName', 'Must be text'],
      ['an empty name', { storeName: '   ' }, 'storeName', 'is required'],
      ['a huge name', { storeName: 'x'.repeat(500) }, 'storeName', 'You must enter a maximum of 60 characters'],
      ['an array body', [1, 2], '(body)', 'Must be an object'],
    ])('rejects %s with 400 naming the field', async (_what, body, path, message) => {
      const res = await post('/api/auth/store', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
      expect(res.json().error.fields).toContainEqual({ path, message });
    });

    it('rejects a body that is not JSON', async () => {
      const res = await post('/api/auth/store', '{"storeName":', { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The request body is not valid JSON.');
    });

    it('rejects a body that is not sent as JSON', async () => {
      const res = await post('/api/auth/store', 'storeName=zuuch', { 'content-type': 'text/plain' });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(res.json().error.message).toMatch(/as JSON/);
    });

    it('rejects a missing body', async () => {
      const res = await post('/api/auth/store');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toContainEqual({ path: '(body)', message: 'is required' });
    });

    it('rejects a huge body with 413', async () => {
      const res = await post('/api/auth/store', { storeName: 'zuuch', pad: 'x'.repeat(400_000) });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(res.json().error.message).toBe('The request body is too large.');
    });

    it.each([
      ['a NUL character', '{"storeName":"zuuch\\u0000"}'],
      ['an escaped-escape before a NUL', '{"storeName":"a\\\\\\u0000"}'],
    ])('rejects %s with 400 naming the field', async (_what, raw) => {
      const res = await post('/api/auth/store', raw, { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The request contains a character that is not allowed.');
      expect(res.json().error.fields).toEqual([{ path: 'storeName', message: 'The U+0000 character is not allowed' }]);
    });

    it('accepts a backslash followed by the letters u0000', async () => {
      const res = await post('/api/auth/store', '{"storeName":"a\\\\u0000"}', { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(404); // a valid (unknown) name, not a NUL
    });

    it('rejects prototype-poisoning keys', async () => {
      const res = await post('/api/auth/store', '{"storeName":"zuuch","__proto__":{"x":1}}', { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    });
  });

  describe('POST /api/v1/client', () => {
    it('creates the client on the first call and returns the same one after', async () => {
      const first = await post('/api/v1/client', { store: storeId, user_token: token });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ store: storeId, user_token: token, loggedIn: false });
      const again = await post('/api/v1/client', { store: storeId, user_token: token });
      expect(again.json()._id).toBe(first.json()._id);
    });

    it('creates one client under concurrent first calls', async () => {
      const t = 'concurrent-token-0123456789';
      const answers = await Promise.all(Array.from({ length: 8 }, () => post('/api/v1/client', { store: storeId, user_token: t })));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(new Set(answers.map((a) => a.json()._id)).size).toBe(1);
    });

    it.each([
      ['no token', { store: 'x' }],
      ['a short token', { store: '00000000-0000-4000-8000-000000000000', user_token: 'abc' }],
      ['a token with odd characters', { store: '00000000-0000-4000-8000-000000000000', user_token: '<script>alert(1)</script>' }],
      ['a store that is not an id', { store: 'zuuch', user_token: token }],
      ['numbers', { store: 1, user_token: 2 }],
    ])('rejects %s with 400', async (_what, body) => {
      const res = await post('/api/v1/client', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    });

    it('answers 404 for a store that does not exist', async () => {
      const res = await post('/api/v1/client', { store: '00000000-0000-4000-8000-000000000000', user_token: token });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Data not found');
    });
  });

  describe('POST /api/v1/addressForm', () => {
    it('answers the location tree: Mongolia first, 22 cities, UB districts with khoroos, mn and en', async () => {
      const res = await post('/api/v1/addressForm');
      expect(res.statusCode).toBe(200);
      const countries = res.json();
      expect(countries[0]).toMatchObject({ code: 'MN', kind: 'country', name: { mn: 'Монгол', en: 'Mongolia' } });
      expect(countries.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['US', 'KR', 'CN', 'JP']));
      const cities = countries[0].children;
      expect(cities).toHaveLength(22);
      expect(cities[0].name.en).toBe('Ulaanbaatar');
      const districts = cities[0].children;
      expect(districts.map((d: { name: { en: string } }) => d.name.en)).toEqual(
        expect.arrayContaining(['Baganuur', 'Bagakhangai', 'Bayangol', 'Bayanzürkh', 'Nalaikh', 'Songinokhairkhan', 'Sükhbaatar', 'Khan-Uul', 'Chingeltei']),
      );
      expect(districts).toHaveLength(9);
      const bayangol = districts.find((d: { name: { en: string } }) => d.name.en === 'Bayangol');
      expect(bayangol.children[0]).toMatchObject({ kind: 'khoroo', name: { mn: '1-р хороо', en: 'Khoroo 1' } });
    });

    it('accepts an empty JSON object or an empty JSON body', async () => {
      expect((await post('/api/v1/addressForm', {})).statusCode).toBe(200);
      expect((await post('/api/v1/addressForm', '', { 'content-type': 'application/json' })).statusCode).toBe(200);
    });
  });

  describe('POST /api/v1/shippingType/all', () => {
    it('answers pickup and home delivery with fees and mn/en descriptions', async () => {
      const res = await post('/api/v1/shippingType/all', { store: storeId });
      expect(res.statusCode).toBe(200);
      const types = res.json();
      expect(types.map((t: { code: string }) => t.code)).toEqual(expect.arrayContaining(['pickup', 'delivery']));
      for (const t of types) {
        expect(Number.isInteger(t.fee)).toBe(true);
        expect(t.name.mn && t.name.en && t.description.mn && t.description.en).toBeTruthy();
      }
    });

    it.each([[{}], [{ store: 'zuuch' }], [{ store: null }]])('rejects %j with 400', async (body) => {
      expect((await post('/api/v1/shippingType/all', body)).statusCode).toBe(400);
    });

    it('answers 404 for an unknown store', async () => {
      expect((await post('/api/v1/shippingType/all', { store: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    });
  });

  describe('the rest of the API', () => {
    it('answers unknown API paths with a JSON 404', async () => {
      const res = await api.app.inject({ method: 'GET', url: '/api/v1/nothing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Page not found: /api/v1/nothing');
    });

    it('answers a malformed URL in the store\'s error shape', async () => {
      const res = await api.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION' });
    });

    it('reports health and readiness', async () => {
      expect((await api.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
      expect((await api.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
    });

    it('keeps a sane incoming request id and replaces a bad one', async () => {
      const good = await api.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-1234abcd' } });
      expect(good.headers['x-request-id']).toBe('lb-1234abcd');
      const bad = await api.app.inject({ url: '/healthz', headers: { 'x-request-id': 'x\ny' } });
      expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});
