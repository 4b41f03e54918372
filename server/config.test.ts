import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, parseSandboxConfig, productionGaps } from './config';
import { DEMO_STAFF } from '../core/demo';
import { PRODUCTION_ENV } from '../test/production';

describe('parseConfig', () => {
  it('gives a runnable store with no configuration: port 3000, ./data, PGlite, the demo store', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ env: 'development', mode: 'demo', sandboxes: true, port: 3000, host: '127.0.0.1', databaseUrl: null, storeName: 'zuuch', seedDemo: true, tagManagerId: null });
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

  describe('run modes', () => {
    it('is a demo unless production is chosen: sandboxes, the demo staff, the demo catalog, this machine only', () => {
      const demo = parseConfig({ NODE_ENV: 'production' });
      expect(demo).toMatchObject({ mode: 'demo', sandboxes: true, admin: DEMO_STAFF, seedDemo: true, host: '127.0.0.1' });
      expect(productionGaps(demo)).toEqual([]);
      expect(parseConfig({ ADMIN_USERNAME: 'bat', ADMIN_PASSWORD: 'a long password' }).admin).toEqual({ username: 'bat', password: 'a long password' });
    });

    it('refuses production without PUBLIC_URL or an SMS gateway, naming both', () => {
      try {
        parseConfig({ STORE_MODE: 'production' });
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        expect((err as ConfigError).problems.map((p) => p.split(':')[0])).toEqual(['PUBLIC_URL', 'SMS_GATEWAY_URL']);
      }
      expect(() => parseConfig({ ...PRODUCTION_ENV, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL: must be set in production/);
      expect(() => parseConfig({ STORE_MODE: 'staging' })).toThrow(/STORE_MODE:/);
      // A deployment behind a proxy that forgot STORE_MODE is not opened as a demo.
      expect(() => parseConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a demo store must not run behind a proxy/);
      expect(parseConfig({ ...PRODUCTION_ENV, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    });

    it('runs production with no sandbox, no demo staff and no demo catalog, listening everywhere', () => {
      const c = parseConfig(PRODUCTION_ENV);
      expect(c).toMatchObject({ mode: 'production', sandboxes: false, admin: null, seedDemo: false, host: '0.0.0.0', qpayEnabled: false });
      expect(parseConfig({ ...PRODUCTION_ENV, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    });

    it('names what a production store will not offer, QPay included', () => {
      const gaps = productionGaps(parseConfig(PRODUCTION_ENV));
      for (const name of ['QPAY_CLIENT_ID', 'STOREPAY_', 'POCKET_', 'GOOGLE_CLIENT_ID', 'EBARIMT_URL', 'SMTP_URL']) expect(gaps.some((g) => g.startsWith(name))).toBe(true);
      const configured = parseConfig({ ...PRODUCTION_ENV, QPAY_CLIENT_ID: 'id', QPAY_CLIENT_SECRET: 'secret', QPAY_INVOICE_CODE: 'INV' });
      expect(productionGaps(configured).some((g) => g.startsWith('QPAY'))).toBe(false);
      const cluster = { ...PRODUCTION_ENV, DATABASE_URL: 'postgres://u@h/db' };
      expect(productionGaps(parseConfig(cluster)).some((g) => g.startsWith('S3_BUCKET'))).toBe(true);
      expect(productionGaps(parseConfig({ ...cluster, S3_BUCKET: 'zuuch-files' })).some((g) => g.startsWith('S3_BUCKET'))).toBe(false);
    });
  });
});

describe('the mail server', () => {
  it('takes an smtp:// or smtps:// address and a sender, named after the store and its address unless given', () => {
    expect(parseConfig({}).smtpUrl).toBe(null);
    expect(parseConfig({}).mailFrom).toBe('Zuuch <orders@localhost>');
    expect(parseConfig({ PUBLIC_URL: 'https://zuuch.mn' }).mailFrom).toBe('Zuuch <orders@zuuch.mn>');
    const set = parseConfig({ SMTP_URL: 'smtps://orders%40zuuch.mn:secret@mail.zuuch.mn:465', MAIL_FROM: 'Зууч <orders@zuuch.mn>' });
    expect(set).toMatchObject({ smtpUrl: 'smtps://orders%40zuuch.mn:secret@mail.zuuch.mn:465', mailFrom: 'Зууч <orders@zuuch.mn>' });
    expect(() => parseConfig({ SMTP_URL: 'https://mail.zuuch.mn' })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ MAIL_FROM: 'the store' })).toThrow(/MAIL_FROM: must be an address/);
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
