import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, parseSandboxConfig } from './config';

describe('parseConfig', () => {
  it('gives a runnable store with no configuration: port 3000, ./data, PGlite, the demo store', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ env: 'development', port: 3000, host: '0.0.0.0', databaseUrl: null, storeName: 'zuuch', seedDemo: true, tagManagerId: null });
    expect(c.dataDir).toBe(path.resolve('data'));
  });

  it('reads PORT, DATA_DIR, DATABASE_URL, STORE_NAME and TAG_MANAGER_ID', () => {
    const c = parseConfig({ PORT: '8080', DATA_DIR: '/tmp/z', DATABASE_URL: 'postgres://u@h:5432/db', STORE_NAME: 'my-store', TAG_MANAGER_ID: 'GTM-ABC123' });
    expect(c).toMatchObject({ port: 8080, dataDir: '/tmp/z', databaseUrl: 'postgres://u@h:5432/db', storeName: 'my-store', tagManagerId: 'GTM-ABC123' });
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it('keeps the database in memory for DATA_DIR=:memory:', () => {
    expect(parseConfig({ DATA_DIR: ':memory:' }).dataDir).toBeNull();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ STORE_NAME: 'Bad Name!' }, 'STORE_NAME'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TAG_MANAGER_ID: '<script>' }, 'TAG_MANAGER_ID'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
  ])('rejects %j with a message naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    try {
      parseConfig(env);
    } catch (err) {
      expect((err as ConfigError).message).toContain(`${name}:`);
    }
  });

  it('names every bad variable at once', () => {
    try {
      parseConfig({ PORT: 'x', LOG_LEVEL: 'y' });
      expect.unreachable();
    } catch (err) {
      expect((err as ConfigError).problems).toHaveLength(2);
    }
  });
});

describe('worker interval and the sandboxes process', () => {
  it('runs the workers at their own pace unless WORKER_INTERVAL_MS says otherwise', () => {
    expect(parseConfig({}).workerIntervalMs).toBe(null);
    expect(parseConfig({ WORKER_INTERVAL_MS: '500' }).workerIntervalMs).toBe(500);
    expect(() => parseConfig({ WORKER_INTERVAL_MS: '5' })).toThrow(/WORKER_INTERVAL_MS/);
  });

  it('reads the sandboxes process its port and the store to call back', () => {
    expect(parseSandboxConfig({})).toEqual({ port: 3001, storeUrl: null, logLevel: 'info' });
    expect(parseSandboxConfig({ SANDBOX_PORT: '0', PUBLIC_URL: 'http://127.0.0.1:8080/', LOG_LEVEL: 'warn' })).toEqual({ port: 0, storeUrl: 'http://127.0.0.1:8080', logLevel: 'warn' });
    expect(() => parseSandboxConfig({ SANDBOX_PORT: 'eighty' })).toThrow(/SANDBOX_PORT/);
  });
});
