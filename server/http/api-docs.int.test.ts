// The OpenAPI document at /api/docs/json is made from the zod schemas the routes validate with. It must be valid, list
// every API route Fastify serves (read from Fastify's own table, so a route added without a schema fails here), and
// validation through the route schemas must answer exactly as the handlers' own parse did.
import Ajv2020 from 'ajv/dist/2020.js';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { version } from '../../package.json';
import { createTestApi, type TestApi } from '../../test/api';
import { routeTable } from '../../test/route-table';
import { addressInput } from '../modules/accounts/schemas';
import { zodValidatorCompiler } from './api-docs';
import { registerErrorHandling } from './error-handler';

type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, unknown>;
};
type Document = { openapi: string; info: { title: string; version: string }; tags: { name: string }[]; paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

describe('the API document', () => {
  let api: TestApi;
  let doc: Document;
  const operations = () => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

  beforeAll(async () => {
    api = await createTestApi('pglite'); // what is documented does not depend on the database
    const res = await api.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => api?.close());

  it('is an OpenAPI 3.1 document whose every schema is valid JSON Schema', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Zuuch API', version });
    const tags = doc.tags.map((t) => t.name);
    // Formats (uuid, email) are documentation here; strict mode still refuses any keyword JSON Schema 2020-12 lacks.
    const ajv = new Ajv2020({ strict: true, validateFormats: false });
    let schemas = 0;
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(path, where).toMatch(/^\/api\//);
      expect(METHODS, where).toContain(method);
      expect(Object.keys(op.responses).length, where).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(tags, where).toContain(tag);
      // Every {name} in the path is a required path parameter, and every path parameter is in the path.
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(pathParams.map((p) => p.name).sort(), where).toEqual(inPath);
      for (const p of pathParams) expect(p.required, `${where} ${p.name}`).toBe(true);
      for (const p of op.parameters ?? []) expect(['path', 'query', 'header', 'cookie'], where).toContain(p.in);
      for (const schema of [...(op.parameters ?? []).map((p) => p.schema), ...Object.values(op.requestBody?.content ?? {}).map((c) => c.schema)]) {
        expect(() => ajv.compile(schema), `${where}: ${JSON.stringify(schema)}`).not.toThrow();
        schemas += 1;
      }
    }
    expect(schemas).toBeGreaterThan(50); // the schemas were there to check
  });

  it('lists every API route Fastify serves, each with a summary and its module’s tag', () => {
    const served = routeTable(api.app)
      .filter((r) => r.path.startsWith('/api/') && r.path !== '/api/*' && !r.path.startsWith('/api/docs'))
      // Fastify answers HEAD for every GET by itself.
      .flatMap((r) => r.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${r.path.replace(/:(\w+)/g, '{$1}')}`))
      .sort();
    const documented = operations()
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`)
      .sort();
    expect(served.length).toBeGreaterThan(50);
    expect(documented).toEqual(served);
    for (const { path, method, op } of operations()) {
      expect(op.summary, `${method} ${path}`).toMatch(/\S/);
      expect(op.tags, `${method} ${path}`).toHaveLength(1);
    }
  });

  it('documents a body with what zod makes of the very schema the route validates with', () => {
    const { $schema, ...expected } = z.toJSONSchema(addressInput, { io: 'input', unrepresentable: 'any' });
    expect($schema).toBeDefined();
    const op = doc.paths['/api/v1/account/addresses/{id}'].put;
    expect(op.requestBody?.content['application/json'].schema).toEqual(expected);
    expect(op.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'id', required: true, schema: expect.objectContaining({ format: 'uuid' }) }));
    // What the form may leave out is not required (isMain is false when absent).
    expect(expected.required).toEqual(['countryCode', 'cityCode', 'detail', 'type']);
  });

  it('serves the UI and every file it loads under the store’s security headers, and hides the rest', async () => {
    const page = await api.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const files = [...page.body.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
    expect(files).toContain('/api/docs/static/swagger-ui-bundle.js');
    for (const file of files) {
      const res = await api.app.inject(file);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toMatch(/^(text\/css|application\/javascript|image\/png)/);
      expect(res.headers['x-content-type-options'], file).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], file).toBe('same-origin');
    }
    expect((await api.app.inject('/api/docs/static/swagger-initializer.js')).body).toContain("resolveUrl('./json')");
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/') || p.startsWith('/api/docs') || p.includes('*'))).toEqual([]);
    expect((await api.app.inject('/api/docs/nothing-here')).statusCode).toBe(404);
  });

  it('answers a request the route schema refuses with the store’s error, fields and language as before', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/v1/cart/items', payload: { variantId: 'nope', quantity: 0 }, cookies: { lang: 'mn' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: expect.any(String),
        fields: [
          { path: 'variantId', message: expect.any(String) },
          { path: 'quantity', message: expect.any(String) },
        ],
        requestId: res.headers['x-request-id'],
      },
    });
    // Parameters are checked before the body, as the handlers did.
    const params = await api.app.inject({ method: 'PUT', url: '/api/v1/cart/items/nope', payload: {} });
    expect(params.json().error.fields).toEqual([{ path: 'variantId', message: 'Invalid format' }]);
  });

  it('asks who is calling before it reads the input where the handlers did: a stranger learns nothing of the fields', async () => {
    const cases = [
      ['PUT', '/api/v1/account/profile'],
      ['POST', '/api/v1/account/addresses'],
      ['PUT', '/api/v1/account/addresses/nope'],
      ['POST', '/api/console/staff'],
      ['POST', '/api/console/giftcards'],
      ['GET', '/api/console/orders?page=zero'],
      ['POST', '/api/console/leasing/x/reject'],
    ] as const;
    for (const [method, url] of cases) {
      const res = await api.app.inject({ method, url, payload: method === 'GET' ? undefined : { bad: true } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.fields, `${method} ${url}`).toBeUndefined();
    }
  });
});

describe('the zod validator compiler', () => {
  it('hands Fastify the same AppError parse throws, which the error handler renders; an absent body is "required"', async () => {
    const app = Fastify();
    app.setValidatorCompiler(zodValidatorCompiler);
    registerErrorHandling(app);
    app.post('/', { schema: { body: z.object({ name: z.string().trim().min(1) }) } }, async (request) => request.body);
    try {
      const ok = await app.inject({ method: 'POST', url: '/', payload: { name: '  Bat ' } });
      expect(ok.json()).toEqual({ name: 'Bat' }); // the handler sees what the schema outputs
      const missing = await app.inject({ method: 'POST', url: '/', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({ code: 'VALIDATION', message: 'The request is not valid.', fields: [{ path: 'name', message: 'is required' }] });
      const none = await app.inject({ method: 'POST', url: '/' });
      expect(none.json().error.fields).toEqual([{ path: '(body)', message: 'is required' }]);
    } finally {
      await app.close();
    }
  });
});
