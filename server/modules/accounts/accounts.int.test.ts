import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { clients, otpChallenges } from '../../db/schema';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { mergeGuest } from './merge-guest';
import { OTP, verifyCode } from './one-time-codes';

describe.each(databaseKinds)('phone login on %s', (kind) => {
  let api: TestApi;
  let storeId: string;
  let phoneSeq = 0;
  // Each test its own phone, so the per-phone limits of one do not touch another.
  const nextPhone = () => `+976991${String(10000 + phoneSeq++).slice(-5)}`;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url, payload: payload as never, headers });
  const lastCode = async (phone: string) => {
    const res = await api.app.inject({ url: `/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`, remoteAddress: '127.0.0.1' });
    return (res.json()[0]?.text.match(/\d{6}/) ?? [])[0] as string | undefined;
  };
  const cookieOf = (res: { headers: Record<string, unknown> }, name: string) => {
    const all = ([] as string[]).concat((res.headers['set-cookie'] as string | string[]) ?? []);
    return all.find((c) => c.startsWith(`${name}=`));
  };

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = (await post('/api/auth/store', { storeName: 'zuuch' })).json()._id;
  });
  afterAll(() => api?.close());

  it('texts a 6-digit code through the SMS gateway client, the same answer for new and known phones', async () => {
    const phone = nextPhone();
    const first = await post('/api/v1/auth/code', { phone: phone.slice(4) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ phone, expiresIn: 300, resendIn: 60 });
    expect(await lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('rejects a number that is not a Mongolian mobile with "Enter correct number"', async () => {
    const res = await post('/api/v1/auth/code', { phone: '1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ path: 'phone', message: 'Enter correct number' }]);
  });

  it('throttles a new code to one a minute and says when', async () => {
    const phone = nextPhone();
    expect((await post('/api/v1/auth/code', { phone })).statusCode).toBe(200);
    const again = await post('/api/v1/auth/code', { phone });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/A new code can be sent in \d+ s\./);
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('sends one code however many requests arrive at once', async () => {
    const phone = nextPhone();
    const answers = await Promise.all(Array.from({ length: 12 }, () => post('/api/v1/auth/code', { phone })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(11);
    const inbox = await api.app.inject({ url: `/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`, remoteAddress: '127.0.0.1' });
    expect(inbox.json()).toHaveLength(1);
  });

  it('logs in with the right code: HttpOnly session cookie, /me answers, logout ends the session', async () => {
    const phone = nextPhone();
    await post('/api/v1/auth/code', { phone });
    const code = (await lastCode(phone))!;
    const login = await post('/api/v1/auth/login', { phone, code });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ phone, rating: 0 });
    const sid = cookieOf(login, 'sid')!;
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).toMatch(/SameSite=Lax/);
    const token = sid.split(';')[0];
    expect((await api.app.inject({ url: '/api/v1/auth/me', headers: { cookie: token } })).json().customer.phone).toBe(phone);
    // The code is used up.
    expect((await post('/api/v1/auth/login', { phone, code })).statusCode).toBe(400);
    await post('/api/v1/auth/logout', {}, { cookie: token });
    expect((await api.app.inject({ url: '/api/v1/auth/me', headers: { cookie: token } })).json().customer).toBeNull();
  });

  it('starts a new session at every login and ends the one the browser had (no session fixation)', async () => {
    const phone = nextPhone();
    await post('/api/v1/auth/code', { phone });
    const first = cookieOf(await post('/api/v1/auth/login', { phone, code: (await lastCode(phone))! }), 'sid')!.split(';')[0];
    // Another login from the same browser, a minute later.
    await api.db.database.db.update(otpChallenges).set({ createdAt: sql`${otpChallenges.createdAt} - interval '2 minutes'` }).where(eq(otpChallenges.phone, phone));
    await post('/api/v1/auth/code', { phone });
    const second = cookieOf(await post('/api/v1/auth/login', { phone, code: (await lastCode(phone))! }, { cookie: first }), 'sid')!.split(';')[0];
    expect(second).not.toBe(first);
    expect((await api.app.inject({ url: '/api/v1/auth/me', headers: { cookie: first } })).json().customer).toBeNull();
    expect((await api.app.inject({ url: '/api/v1/auth/me', headers: { cookie: second } })).json().customer.phone).toBe(phone);
    // A made-up session id is nobody.
    expect((await api.app.inject({ url: '/api/v1/auth/me', headers: { cookie: 'sid=planted-by-an-attacker-123456' } })).json().customer).toBeNull();
  });

  it('says "One Time Code wrong" with the tries left, and locks after five wrong codes even for the right one', async () => {
    const phone = nextPhone();
    await post('/api/v1/auth/code', { phone });
    const code = (await lastCode(phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < OTP.maxAttempts; i++) {
      const res = await post('/api/v1/auth/login', { phone, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual([{ path: 'code', message: 'One Time Code wrong' }]);
    }
    expect((await post('/api/v1/auth/login', { phone, code: wrong })).statusCode).toBe(429);
    const right = await post('/api/v1/auth/login', { phone, code });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe('Too many wrong codes. Ask for a new code.');
  });

  it('cannot be brute-forced by guessing in parallel: five tries in all', async () => {
    const phone = nextPhone();
    await post('/api/v1/auth/code', { phone });
    const code = (await lastCode(phone))!;
    const guesses = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => post('/api/v1/auth/login', { phone, code: g })));
    expect(answers.every((a) => a.statusCode === 400 || a.statusCode === 429)).toBe(true);
    const rows = await api.db.database.db.select({ attempts: otpChallenges.attempts }).from(otpChallenges).where(eq(otpChallenges.phone, phone));
    expect(Math.max(...rows.map((r) => r.attempts))).toBe(OTP.maxAttempts);
    expect((await post('/api/v1/auth/login', { phone, code })).statusCode).toBe(429);
  });

  it('lets a code expire after five minutes', async () => {
    const phone = nextPhone();
    await post('/api/v1/auth/code', { phone });
    const code = (await lastCode(phone))!;
    const later = new Date(Date.now() + OTP.ttlMs + 1000);
    await expect(verifyCode(api.db.database.db, { storeId, phone, code, purpose: 'login' }, later)).rejects.toMatchObject({ messageKey: 'otpExpired' });
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await post('/api/v1/auth/code', { phone: nextPhone() }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('This request came from another site and was refused.');
  });

  it('refuses a cross-site request that carries no Origin but says where it came from', async () => {
    const res = await post('/api/v1/auth/code', { phone: nextPhone() }, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
  });

  it('merges the guest into the account once, however often it is retried', async () => {
    const phone = nextPhone();
    const userToken = `guest-token-${kind}-merge-0001`;
    await post('/api/v1/client', { store: storeId, user_token: userToken });
    await post('/api/v1/auth/code', { phone });
    const login = await post('/api/v1/auth/login', { phone, code: (await lastCode(phone))! }, { cookie: `user_token=${userToken}` });
    const customerId = login.json()._id;
    const rows = await api.db.database.db.select().from(clients);
    expect(rows.find((c) => c.userToken === userToken)?.customerId).toBe(customerId);
    expect(await mergeGuest(api.db.database.db, { storeId, userToken, customerId })).toBe(false);
  });

  it('keeps the SMS sandbox to this machine', async () => {
    const res = await api.app.inject({ url: '/__sandbox/sms', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(404);
  });
});
