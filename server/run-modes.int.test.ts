// Which provider sandboxes a store mounts: a demo every one of them (the journey needs them all), production none at all.
// The routes are read from Fastify's own table, so a sandbox added later under /__sandbox is held to the same rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { PRODUCTION_ENV } from '../test/production';
import { routeTable } from '../test/route-table';
import { SANDBOX_PREFIXES } from '../test/sandboxes';
import { buildApp } from './app';
import { parseConfig, testConfig } from './config';

describe('run modes', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(() => db.drop());

  it('mounts no route under /__sandbox in production', async () => {
    // The whole production derivation (what STORE_MODE=production turns off), not a hand-made list of switches.
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', ...PRODUCTION_ENV });
    expect(config).toMatchObject({ mode: 'production', sandboxes: false, qpayEnabled: false, admin: null });
    const app = await buildApp({ config, database: db.database, ssr: 'none' });
    try {
      await app.ready();
      const paths = routeTable(app).map((r) => r.path);
      expect(paths).toContain('/api/v1/auth/code'); // the table was read
      expect(paths.filter((p) => p.includes('__sandbox'))).toEqual([]);
      for (const prefix of SANDBOX_PREFIXES) expect((await app.inject({ url: prefix, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('mounts every provider sandbox in a demo', async () => {
    const config = testConfig();
    expect(config).toMatchObject({ mode: 'demo', sandboxes: true });
    const app = await buildApp({ config, database: db.database, ssr: 'none' });
    try {
      await app.ready();
      const paths = routeTable(app).map((r) => r.path);
      for (const prefix of SANDBOX_PREFIXES) expect(paths.some((p) => p === prefix || p.startsWith(`${prefix}/`)), prefix).toBe(true);
    } finally {
      await app.close();
    }
  });
});
