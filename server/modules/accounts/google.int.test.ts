import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';

describe.each(databaseKinds)('Google login against the local OpenID provider on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api?.close());

  const cookiesOf = (res: { headers: Record<string, unknown> }) =>
    Object.fromEntries(
      ([] as string[]).concat((res.headers['set-cookie'] as string | string[]) ?? []).map((c) => {
        const [pair] = c.split(';');
        return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      }),
    );
  const path = (url: string) => {
    const u = new URL(url, 'http://x');
    return u.pathname + u.search;
  };

  /** The whole round trip a browser makes: store → provider → approve as `email` → store callback. */
  async function signIn(email: string, cookie = '', returnTo = '/wishlist') {
    const start = await api.app.inject({ url: `/auth/google?returnTo=${encodeURIComponent(returnTo)}`, headers: { cookie } });
    expect(start.statusCode).toBe(302);
    const flow = cookiesOf(start).gflow;
    const authorize = new URL(start.headers.location as string);
    expect(authorize.pathname).toBe('/__sandbox/oidc/authorize');
    // The browser goes to the provider's own address (its issuer).
    const approve = await api.app.inject({
      url: `/__sandbox/oidc/approve?${authorize.searchParams}&email=${encodeURIComponent(email)}&name=Test%20Shopper`,
      headers: { host: authorize.host },
    });
    const callback = await api.app.inject({ url: path(approve.headers.location as string), headers: { cookie: `gflow=${flow}; ${cookie}` } });
    return { callback, sid: cookiesOf(callback).sid };
  }

  it('signs in with the ID token checked by the OIDC client, and returns where the shopper was', async () => {
    const { callback, sid } = await signIn('saraa@example.com');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/wishlist');
    const me = (await api.app.inject({ url: '/api/v1/auth/me', headers: { cookie: `sid=${sid}` } })).json().customer;
    expect(me).toMatchObject({ phone: null, email: 'saraa@example.com', name: 'Test Shopper' });
    // The same Google identity comes back to the same account.
    const again = await signIn('saraa@example.com');
    expect((await api.app.inject({ url: '/api/v1/auth/me', headers: { cookie: `sid=${again.sid}` } })).json().customer._id).toBe(me._id);
  });

  it.each(['//evil.example', '/.//evil.example', '/%2e//evil.example', '/a/..//evil.example'])(
    'never returns to another site (%s normalises off the store)',
    async (returnTo) => {
      const { callback } = await signIn('saraa@example.com', '', returnTo);
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe('/user');
    },
  );

  it('refuses a callback without its flow, or a replayed one', async () => {
    const start = await api.app.inject({ url: '/auth/google' });
    const authorize = new URL(start.headers.location as string);
    const approve = await api.app.inject({ url: `/__sandbox/oidc/approve?${authorize.searchParams}&email=x%40example.com&name=X`, headers: { host: authorize.host } });
    const noFlow = await api.app.inject({ url: path(approve.headers.location as string) });
    expect(noFlow.headers.location).toBe('/user?google=failed');
    const flow = cookiesOf(start).gflow;
    const tampered = path(approve.headers.location as string).replace(/state=[^&]+/, 'state=forged');
    expect((await api.app.inject({ url: tampered, headers: { cookie: `gflow=${flow}` } })).headers.location).toBe('/user?google=failed');
  });

  it('links the Google login to an existing phone account once the shopper proves that phone', async () => {
    const phone = '+97699123400';
    const code = async () => {
      const sms = await api.app.inject({ url: `/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`, remoteAddress: '127.0.0.1' });
      return sms.json()[0].text.match(/\d{6}/)[0] as string;
    };
    await api.app.inject({ method: 'POST', url: '/api/v1/auth/code', payload: { phone } });
    const phoneAccount = (await api.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone, code: await code() } })).json();
    await api.db.database.db.execute(`update otp_challenges set created_at = created_at - interval '2 minutes'` as never);

    const { sid } = await signIn('bold@example.com');
    const headers = { cookie: `sid=${sid}` };
    await api.app.inject({ method: 'POST', url: '/api/v1/account/phone/code', payload: { phone }, headers });
    const linked = await api.app.inject({ method: 'POST', url: '/api/v1/account/phone', payload: { phone, code: await code() }, headers });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()._id).toBe(phoneAccount._id);
    // This browser is now in the phone account, and the next Google login lands there too.
    expect((await api.app.inject({ url: '/api/v1/auth/me', headers })).json().customer._id).toBe(phoneAccount._id);
    const next = await signIn('bold@example.com');
    expect((await api.app.inject({ url: '/api/v1/auth/me', headers: { cookie: `sid=${next.sid}` } })).json().customer._id).toBe(phoneAccount._id);
  });
});
