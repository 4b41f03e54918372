// Which provider sandboxes a store mounts: a demo every one of them (the journey needs them all), production none at all.
// The routes are read from Fastify's own table, so a sandbox added later under /__sandbox is held to the same rule.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { SANDBOX_PREFIXES } from '../test/sandboxes';
import { buildApp } from './app';
import { parseConfig, testConfig } from './config';

/** Every path the app answers, read from the tree Fastify prints of its routes (a line a node, 4 columns a level). */
function routePaths(app: FastifyInstance): string[] {
  const ancestors: string[] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const indent = line.match(/^[\s│├└─]+/)?.[0].length ?? 0;
      ancestors.length = Math.max(0, indent / 4 - 1);
      ancestors.push(line.slice(indent).replace(/ \([A-Z, ]+\)$/, ''));
      return ancestors.join('');
    });
}

describe('run modes', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(() => db.drop());

  it('mounts no route under /__sandbox in production', async () => {
    // The whole production derivation (what STORE_MODE=production turns off), not a hand-made list of switches.
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', STORE_MODE: 'production', PUBLIC_URL: 'https://shop.example', SMS_GATEWAY_URL: 'https://sms.example' });
    expect(config).toMatchObject({ mode: 'production', sandboxes: false, qpayEnabled: false, admin: null });
    const app = await buildApp({ config, database: db.database, ssr: 'none' });
    try {
      await app.ready();
      const paths = routePaths(app);
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
      const paths = routePaths(app);
      for (const prefix of SANDBOX_PREFIXES) expect(paths.some((p) => p === prefix || p.startsWith(`${prefix}/`)), prefix).toBe(true);
    } finally {
      await app.close();
    }
  });
});
