// The lenders' settings: Storepay's and Pocket's values come all together or not at all; without them a development
// store uses the sandboxes and a production store offers neither.
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../../test/production';
import { ConfigError, parseConfig } from '../../config';
import { usesPocketSandbox } from '../pocket/setup';
import { storepayClientFor, usesStorepaySandbox } from './setup';

const storepay = {
  STOREPAY_BASE_URL: 'https://service.storepay.mn:8778/lend-merchant/',
  STOREPAY_APP_USERNAME: 'app',
  STOREPAY_APP_PASSWORD: 'app-secret',
  STOREPAY_USERNAME: 'merchant',
  STOREPAY_PASSWORD: 'merchant-secret',
  STOREPAY_STORE_ID: '1234',
};

describe('lender settings', () => {
  it('reads Storepay and Pocket when every value is set', () => {
    const c = parseConfig({ ...storepay, POCKET_BASE_URL: 'https://pocket.example/api', POCKET_CLIENT_ID: 'id', POCKET_CLIENT_SECRET: 'secret' });
    expect(c.storepay).toEqual({ baseUrl: 'https://service.storepay.mn:8778/lend-merchant', authUrl: null, appUsername: 'app', appPassword: 'app-secret', username: 'merchant', password: 'merchant-secret', storeId: '1234' });
    expect(c.pocket).toEqual({ baseUrl: 'https://pocket.example/api', clientId: 'id', clientSecret: 'secret' });
    expect(usesStorepaySandbox(c)).toBe(false);
    expect(usesPocketSandbox(c)).toBe(false);
  });

  it('names what is missing when only part is set', () => {
    try {
      parseConfig({ STOREPAY_BASE_URL: storepay.STOREPAY_BASE_URL, POCKET_CLIENT_ID: 'id' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const name of ['STOREPAY_APP_USERNAME', 'STOREPAY_STORE_ID', 'POCKET_BASE_URL', 'POCKET_CLIENT_SECRET']) expect(problems).toContain(`${name}:`);
    }
  });

  it('uses the sandboxes outside production and offers neither lender in production without settings', () => {
    expect(usesStorepaySandbox(parseConfig({}))).toBe(true);
    expect(usesPocketSandbox(parseConfig({ NODE_ENV: 'test' }))).toBe(true);
    const production = parseConfig(PRODUCTION_ENV);
    expect(usesStorepaySandbox(production)).toBe(false);
    expect(usesPocketSandbox(production)).toBe(false);
    expect(storepayClientFor(production, () => 'http://127.0.0.1:1')).toBeNull();
  });
});
