// Every rate limit of the API answers 429 with a Retry-After that says when trying again can work: the one-time code's
// resend minute, its hourly, daily and per-address limits, a code locked by wrong guesses, and the staff login lockouts.
// (The pages' forms that meet the same limits, /user and /console/login, are checked in e2e/security.e2e.ts.)
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/api';
import { createStaff } from '../../test/console';
import { databaseKinds } from '../../test/databases';
import { otpChallenges } from '../db/schema';
import { OTP } from '../modules/accounts/one-time-codes';
import { STAFF_LOGIN_LIMITS } from '../modules/console/login-limiter';

describe.each(databaseKinds)('Retry-After on every 429 (%s)', (kind) => {
  let api: TestApi;
  let phoneSeq = 0;
  const nextPhone = () => `+976992${String(10000 + phoneSeq++).slice(-5)}`;
  const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') => api.app.inject({ method: 'POST', url, payload: payload as never, remoteAddress });
  const sendCode = (phone: string, remoteAddress?: string) => post('/api/v1/auth/code', { phone }, remoteAddress);
  /** Moves a phone's codes back in time, as if they had been asked for `minutes` earlier. */
  const age = (phone: string, minutes: number) =>
    api.db.database.db.update(otpChallenges).set({ createdAt: sql`${otpChallenges.createdAt} - make_interval(mins => ${minutes})` }).where(eq(otpChallenges.phone, phone));
  const limited = (res: { statusCode: number; headers: Record<string, unknown>; json: () => { error: { code: string; message: string } } }) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    const wait = Number(res.headers['retry-after']);
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThan(0);
    return { wait, message: res.json().error.message };
  };

  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api?.close());

  it('a new code within the minute: the seconds the message names', async () => {
    const phone = nextPhone();
    expect((await sendCode(phone)).statusCode).toBe(200);
    const { wait, message } = limited(await sendCode(phone));
    expect(wait).toBeLessThanOrEqual(OTP.resendMs / 1000);
    expect(message).toBe(`A new code can be sent in ${wait} s.`);
  });

  it('the hourly limit of a phone: until the hour after the code that filled it', async () => {
    const phone = nextPhone();
    // Five codes, the oldest 50 minutes ago: the limit frees up in about ten minutes.
    for (let i = 0; i < OTP.perPhonePerHour; i++) {
      expect((await sendCode(phone)).statusCode).toBe(200);
      await age(phone, 10);
    }
    const { wait, message } = limited(await sendCode(phone));
    expect(wait).toBeGreaterThan(9 * 60);
    expect(wait).toBeLessThanOrEqual(10 * 60);
    expect(message).toBe('Too many codes were asked for. Try again in 10 min.');
  });

  it('the daily limit of a phone: until the day after the code that filled it', async () => {
    const phone = nextPhone();
    // Ten codes, two hours apart: the oldest is 20 hours old, so the day frees up in about four hours.
    for (let i = 0; i < OTP.perPhonePerDay; i++) {
      expect((await sendCode(phone)).statusCode).toBe(200);
      await age(phone, 120);
    }
    const { wait } = limited(await sendCode(phone));
    expect(wait).toBeGreaterThan(3 * 3600 + 59 * 60);
    expect(wait).toBeLessThanOrEqual(4 * 3600);
  });

  it('the hourly limit of an address: until the hour after the code that filled it', async () => {
    const address = '10.9.0.1';
    const phones = Array.from({ length: OTP.perIpPerHour }, nextPhone);
    for (const phone of phones) expect((await sendCode(phone, address)).statusCode).toBe(200);
    // The address's codes were asked 30 minutes ago.
    for (const phone of phones) await age(phone, 30);
    const { wait } = limited(await sendCode(nextPhone(), address));
    expect(wait).toBeGreaterThan(29 * 60);
    expect(wait).toBeLessThanOrEqual(30 * 60);
    // Another address is not held up.
    expect((await sendCode(nextPhone(), '10.9.0.2')).statusCode).toBe(200);
  });

  it('a code locked by wrong guesses: until a new code may be asked for', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const inbox = await api.app.inject({ url: `/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`, remoteAddress: '127.0.0.1' });
    const code = inbox.json()[0].text.match(/\d{6}/)[0] as string;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = [];
    for (let i = 0; i < OTP.maxAttempts; i++) answers.push(await post('/api/v1/auth/login', { phone, code: wrong }));
    // The last wrong guess locks the code; the right one is refused alike.
    const { wait } = limited(answers.at(-1)!);
    expect(wait).toBeLessThanOrEqual(OTP.resendMs / 1000);
    const again = limited(await post('/api/v1/auth/login', { phone, code }));
    expect(again.message).toBe('Too many wrong codes. Ask for a new code.');
    // After that wait a new code can indeed be sent.
    await age(phone, 1);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('a locked staff username and a locked address: the minutes of the lockout', async () => {
    await createStaff(api.db.database.db, { username: 'retry', password: 'retry password' });
    const login = (username: string, password: string, remoteAddress: string) => post('/api/console/login', { username, password }, remoteAddress);
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perUsername; i++) expect((await login('retry', `guess ${i}`, `10.8.0.${i + 1}`)).statusCode).toBe(401);
    const byName = limited(await login('retry', 'retry password', '10.8.1.1'));
    expect(byName.wait).toBeGreaterThan(STAFF_LOGIN_LIMITS.windowMs / 1000 - 60);
    expect(byName.wait).toBeLessThanOrEqual(STAFF_LOGIN_LIMITS.windowMs / 1000);
    expect(byName.message).toBe(`Too many failed logins. Try again in ${Math.ceil(byName.wait / 60)} min.`);
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perAddress; i++) await login(`nobody${i}`, 'x', '10.8.2.1');
    const byAddress = limited(await login('someone', 'x', '10.8.2.1'));
    expect(byAddress.wait).toBeLessThanOrEqual(STAFF_LOGIN_LIMITS.windowMs / 1000);
  });
});
