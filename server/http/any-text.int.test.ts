// Any text at every API operation: each operation of the OpenAPI document that takes a body, a query or path parameters
// (the document lists every route Fastify serves: api-docs.int.test.ts) gets requests generated from its own schemas,
// every text field a real value with something nasty inside or anything at all (test/any-text.ts), as a logged-in shopper
// and admin of a store with something behind every route. The answer is a 4xx or a success, never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/api';
import { databaseKinds } from '../../test/databases';
import { inUrl, seedFixture, shown, textFor, type Fixture } from '../../test/any-text';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};
type Parameter = { name: string; in: string; required?: boolean; schema: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };

/** Runs per operation: about 60 operations, a few hundred requests in all. */
const RUNS = 5;

/**
 * A real value for a schema: the fixture's value for the field `name` (or an enum's first value, a number in range, an
 * ordinary text for a required text); an optional field without a real value is left out (undefined).
 */
function realFor(schema: Schema, name: string, real: Record<string, string>, required = true): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return realFor(options.find((o) => o.type !== 'null' && !(o.enum?.length === 1 && o.enum[0] === '')) ?? options[0], name, real, required);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.includes(real[name]) ? real[name] : schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).map(([key, s]) => [key, realFor(s, key, real, required.has(key))] as const);
      return Object.fromEntries(entries.filter(([, v]) => v !== undefined));
    }
    case 'array':
      return [realFor(schema.items ?? {}, name, real)];
    case 'integer':
    case 'number':
      return Math.min(Math.max(Number(real[name] ?? 1), schema.minimum ?? -Infinity), schema.maximum ?? Infinity);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return real[name] ?? (required ? 'Бат-Эрдэнэ 12' : undefined);
  }
}

/** Every place a text can go in a request's part: a path to each leaf of the schema (a list's first item). */
function places(schema: Schema, at: (string | number)[]): (string | number)[][] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return places(options.find((o) => o.type === 'object' || o.type === 'array') ?? options[0], at);
  if (schema.type === 'object' && schema.properties) return Object.entries(schema.properties).flatMap(([key, s]) => places(s, [...at, key]));
  if (schema.type === 'array') return places(schema.items ?? {}, [...at, 0]);
  return [at];
}

/** `value` with what is at `at` set to `text` (made where it was left out). */
function replaced(value: unknown, at: (string | number)[], text: string): unknown {
  if (at.length === 0) return text;
  const copy = (Array.isArray(value) ? [...value] : typeof value === 'object' && value !== null ? { ...value } : typeof at[0] === 'number' ? [] : {}) as Record<string | number, unknown>;
  copy[at[0]] = replaced(copy[at[0]], at.slice(1), text);
  return copy;
}

/** The text at `at` in `value`, if there is one. */
function valueAt(value: unknown, at: (string | number)[]): string | undefined {
  const found = at.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[key] : undefined), value);
  return typeof found === 'string' ? found : undefined;
}

/** What a way in has failed with: in JSON a lone surrogate (jsonb refuses it), in a URL a NUL (PostgreSQL refuses it). */
const FAILED_WITH = { body: 'a\ud800b', path: 'a\u0000b', query: 'a\u0000b' } as const;

type ApiRequest = { path: Record<string, string>; query: Record<string, unknown>; body: unknown };

describe.each(databaseKinds)('any text at every API operation on %s', (kind) => {
  let api: TestApi;
  let fixture: Fixture;
  let operations: { method: string; path: string; op: Operation }[];

  beforeAll(async () => {
    api = await createTestApi(kind);
    fixture = await seedFixture(api.app, api.db.database.db);
    const doc = (await api.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
  });
  afterAll(() => api?.close());

  /** A path parameter's real value: the fixture's record of that kind. */
  const realParam = (path: string, name: string) =>
    path.includes('/leasing/') && name === 'id' ? fixture.leasingId : path.includes('/giftcards/') && name === 'id' ? fixture.giftCard.id : name === 'stage' ? 'verified' : (fixture.real[name] ?? 'x');

  it('answers 4xx or success, never 5xx, whatever text a body, a query or a path carries', async () => {
    const covered = operations.filter(({ path, op }) => op.requestBody || op.parameters?.length || path.includes('{'));
    expect(covered.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { method, path, op } of covered) {
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      const body = op.requestBody?.content['application/json']?.schema;
      const real: ApiRequest = {
        path: Object.fromEntries(params.map((name) => [name, realParam(path, name)])),
        query: Object.fromEntries(query.flatMap((p) => (fixture.real[p.name] !== undefined || p.schema.enum ? [[p.name, realFor(p.schema, p.name, fixture.real)]] : []))),
        body: body ? realFor(body, '(body)', fixture.real) : undefined,
      };
      const spots = [...params.map((name) => ['path', name]), ...query.map((p) => ['query', p.name]), ...(body ? places(body, ['body']) : [])];
      // First every place gets what its way in has failed with; then a real request with one place made any text.
      const examples = spots.map((at): [ApiRequest] => [replaced(real, at, FAILED_WITH[at[0] as keyof typeof FAILED_WITH]) as ApiRequest]);
      const request = fc.nat(Math.max(spots.length - 1, 0)).chain((i) => (spots.length ? textFor(valueAt(real, spots[i])).map((text) => replaced(real, spots[i], text) as ApiRequest) : fc.constant(real)));
      const result = await fc.check(
        fc.asyncProperty(request, async ({ path: values, query: search, body: payload }) => {
          const url = params.reduce((p, name) => p.replace(`{${name}}`, inUrl(values[name]) || 'x'), path);
          const qs = Object.entries(search)
            .map(([k, v]) => `${encodeURIComponent(k)}=${inUrl(String(v))}`)
            .join('&');
          const res = await api.app.inject({
            method: method as 'GET',
            url: qs ? `${url}?${qs}` : url,
            headers: { cookie: `${fixture.shopper}; ${fixture.admin}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
            payload: payload === undefined ? undefined : JSON.stringify(payload),
          });
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
        }),
        { numRuns: examples.length + RUNS, examples, endOnFailure: true },
      );
      if (result.failed) failures.push(`${method} ${path} ${shown(result.counterexample)}: ${String(result.errorInstance)}`);
    }
    expect(failures).toEqual([]);
  });
});
