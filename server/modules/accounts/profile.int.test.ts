import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, shopperSession, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';

describe.each(databaseKinds)('profile and addresses on %s', (kind) => {
  let api: TestApi;
  let cookie: string;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    api.app.inject({ method, url, payload: payload as never, headers: { cookie } });

  beforeAll(async () => {
    api = await createTestApi(kind);
    cookie = await shopperSession(api.app, '+97699887766');
  });
  afterAll(() => api?.close());

  const profile = { firstName: 'Болд', lastName: 'Бат', displayName: '', email: 'bold@example.mn', gender: 'male', birthDate: '1996-02-11', civilId: 'uz96021105' };

  it('updates the profile and normalises the register number', async () => {
    const res = await send('PUT', '/api/v1/account/profile', profile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Болд', email: 'bold@example.mn', civilId: 'УЗ96021105', displayName: null, name: 'Болд Бат' });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Not an email'],
    [{ civilId: '12345' }, 'civilId', 'Must be 12 characters'],
    [{ gender: 'robot' }, 'gender', 'Invalid format'],
    [{ birthDate: '2999-01-01' }, 'birthDate', 'Invalid format'],
  ])('rejects %j with its message and changes nothing', async (change, path, message) => {
    const res = await send('PUT', '/api/v1/account/profile', { ...profile, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toContainEqual({ path, message });
    expect((await send('GET', '/api/v1/auth/me')).json().customer.email).toBe('bold@example.mn');
  });

  it('turns messages that ask for an opinion off and on again; a bad choice or no login changes nothing', async () => {
    const me = async () => (await send('GET', '/api/v1/auth/me')).json().customer.marketingMessages;
    expect(await me()).toBe(true);
    const off = await send('PUT', '/api/v1/account/messages', { marketingMessages: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ marketingMessages: false, email: 'bold@example.mn' });
    for (const bad of [{ marketingMessages: 'yes' }, {}, { marketingMessages: null }]) {
      expect((await send('PUT', '/api/v1/account/messages', bad)).statusCode).toBe(400);
    }
    const anonymous = await api.app.inject({ method: 'PUT', url: '/api/v1/account/messages', payload: { marketingMessages: true } });
    expect(anonymous.statusCode).toBe(401);
    expect(await me()).toBe(false);
    expect((await send('PUT', '/api/v1/account/messages', { marketingMessages: true })).json().marketingMessages).toBe(true);
  });

  it('keeps addresses on valid places only, one of them main', async () => {
    const home = { countryCode: 'MN', cityCode: 'MN-1', districtCode: 'MN-1-BGD', khorooCode: 'MN-1-BGD-03', detail: '3-р хороолол, 12-р байр, 45 тоот', type: 'home' };
    const first = await send('POST', '/api/v1/account/addresses', home);
    expect(first.statusCode).toBe(201);
    const work = { countryCode: 'MN', cityCode: 'MN-1', districtCode: 'MN-1-SBD', khorooCode: 'MN-1-SBD-01', detail: 'Энхтайваны өргөн чөлөө 15', type: 'work', isMain: true };
    const second = await send('POST', '/api/v1/account/addresses', work);
    let list = (await send('GET', '/api/v1/account/addresses')).json();
    expect(list.map((a: { isMain: boolean }) => a.isMain)).toEqual([true, false]);
    expect(list[0]._id).toBe(second.json()._id);
    expect(list[0].place).toEqual(['Mongolia', 'Ulaanbaatar', 'Sükhbaatar', 'Khoroo 1']);

    await send('POST', `/api/v1/account/addresses/${first.json()._id}/main`);
    list = (await send('GET', '/api/v1/account/addresses')).json();
    expect(list.find((a: { isMain: boolean }) => a.isMain)._id).toBe(first.json()._id);

    // Editing the main address without ticking "main" keeps it main: there is always one.
    await send('PUT', `/api/v1/account/addresses/${first.json()._id}`, { ...home, detail: '3-р хороолол, 12-р байр, 46 тоот', isMain: false });
    list = (await send('GET', '/api/v1/account/addresses')).json();
    expect(list.filter((a: { isMain: boolean }) => a.isMain)).toHaveLength(1);
    expect(list.find((a: { isMain: boolean }) => a.isMain)._id).toBe(first.json()._id);

    await send('DELETE', `/api/v1/account/addresses/${first.json()._id}`);
    list = (await send('GET', '/api/v1/account/addresses')).json();
    expect(list).toHaveLength(1);
    expect(list[0].isMain).toBe(true);
  });

  it.each([
    [{ cityCode: 'MN-1', districtCode: 'MN-061-01' }, 'districtCode'],
    [{ cityCode: 'MN-1', districtCode: 'MN-1-BGD', khorooCode: '' }, 'khorooCode'],
    [{ countryCode: 'KR', cityCode: 'MN-1' }, 'cityCode'],
    [{ detail: '' }, 'detail'],
  ])('rejects an address with %j', async (change, path) => {
    const base = { countryCode: 'MN', cityCode: 'MN-061', districtCode: 'MN-061-01', khorooCode: '', detail: 'Хэрлэн сум, 2-р баг', type: 'home' };
    const res = await send('POST', '/api/v1/account/addresses', { ...base, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.map((f: { path: string }) => f.path)).toContain(path);
  });

  it('changes the phone only with a code sent to the new number, and not to one another account uses', async () => {
    const codeFor = async (phone: string) => {
      const sms = await api.app.inject({ url: `/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`, remoteAddress: '127.0.0.1' });
      return sms.json()[0].text.match(/\d{6}/)[0] as string;
    };
    // Another account already has +97688776655.
    await api.app.inject({ method: 'POST', url: '/api/v1/auth/code', payload: { phone: '+97688776655' } });
    await api.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+97688776655', code: await codeFor('+97688776655') } });
    await api.db.database.db.execute(sql`update otp_challenges set created_at = created_at - interval '2 minutes'`);

    expect((await send('POST', '/api/v1/account/phone/code', { phone: '88776655' })).statusCode).toBe(200);
    const taken = await send('POST', '/api/v1/account/phone', { phone: '88776655', code: await codeFor('+97688776655') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual([{ path: 'phone', message: 'This number is already used by another account.' }]);

    expect((await send('POST', '/api/v1/account/phone/code', { phone: '95443322' })).statusCode).toBe(200);
    const code = await codeFor('+97695443322');
    const wrong = await send('POST', '/api/v1/account/phone', { phone: '95443322', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().error.fields).toEqual([{ path: 'code', message: 'One Time Code wrong' }]);
    const changed = await send('POST', '/api/v1/account/phone', { phone: '95443322', code });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().phone).toBe('+97695443322');
  });

  it('keeps one customer out of another’s data and guests out of all', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/v1/account/addresses' })).statusCode).toBe(401);
    const other = await send('DELETE', '/api/v1/account/addresses/00000000-0000-4000-8000-000000000000');
    expect(other.statusCode).toBe(404);
  });
});
