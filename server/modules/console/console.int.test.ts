// The staff console's server side: password login with one message for every failure and a lockout, the first admin
// from the configuration, staff-only access, admins managing staff, the order list's filters, and moving orders.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { insertOrder, storeIdOf } from '../../../test/order-rows';
import { databaseKinds } from '../../../test/databases';
import { ConfigError, parseConfig } from '../../config';
import { PRODUCTION_ENV } from '../../../test/production';
import { auditLog, customers, orderShippingStages, orders, staff } from '../../db/schema';
import { startSession } from '../accounts/sessions';
import { bootstrapAdmin, retireDemoStaff } from './staff-accounts';
import { DEMO_STAFF } from '../../../core/demo';

describe.each(databaseKinds)('staff console on %s', (kind) => {
  let api: TestApi;
  const db = () => api.db.database.db;
  const login = (username: string, password: string, remoteAddress = '127.0.0.1', lang = 'en') =>
    api.app.inject({ method: 'POST', url: '/api/console/login', payload: { username, password }, remoteAddress, headers: { cookie: `lang=${lang}` } });
  const get = (url: string, cookie = '') => api.app.inject({ url, headers: { cookie } });
  const cookieOf = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie']].flat().map(String).find((c) => c.startsWith('staff_sid='));

  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api?.close());

  it('logs staff in with a username and password, and out again', async () => {
    await createStaff(db(), { username: 'oyuna', password: 'long enough pw', name: 'Oyuna' });
    const res = await login(' Oyuna ', 'long enough pw', '10.1.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ staff: { username: 'oyuna', name: 'Oyuna', role: 'operator' } });
    const setCookie = cookieOf(res)!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(';')[0];
    // Only the token's hash is stored.
    const token = cookie.split('=')[1];
    const stored = await db().execute(`select token_hash from staff_sessions` as never);
    expect(JSON.stringify(stored)).not.toContain(token);
    const me = await get('/api/console/me', cookie);
    expect(me.json()).toEqual({ staff: { username: 'oyuna', name: 'Oyuna', role: 'operator' } });
    expect(me.headers['cache-control']).toBe('private, no-store');
    await api.app.inject({ method: 'POST', url: '/api/console/logout', headers: { cookie } });
    expect((await get('/api/console/me', cookie)).statusCode).toBe(401);
  });

  it('says "Wrong username or password" alike for a wrong password, an unknown username and a deactivated account', async () => {
    const { id } = await createStaff(db(), { username: 'tuya', password: 'tuya password' });
    const answers = [await login('tuya', 'not the password', '10.2.0.1'), await login('nobody', 'tuya password', '10.2.0.2'), await login('', '', '10.2.0.3')];
    await db().update(staff).set({ active: false }).where(eq(staff.id, id));
    answers.push(await login('tuya', 'tuya password', '10.2.0.4'));
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Wrong username or password');
      expect(cookieOf(res)).toBeUndefined();
    }
    expect((await login('tuya', 'wrong', '10.2.0.5', 'mn')).json().error.message).toBe('Нэвтрэх нэр эсвэл нууц үг буруу байна');
  });

  it('locks a username after 5 wrong passwords, even for the right one, without locking others', async () => {
    await createStaff(db(), { username: 'saraa', password: 'saraa password' });
    await createStaff(db(), { username: 'nomin', password: 'nomin password' });
    for (let i = 0; i < 5; i++) expect((await login('saraa', `guess ${i}`, `10.3.0.${i}`)).statusCode).toBe(401);
    const locked = await login('saraa', 'saraa password', '10.3.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe('Too many failed logins. Try again in 15 min.');
    expect((await login('nomin', 'nomin password', '10.3.1.1')).statusCode).toBe(200);
  });

  it('counts tries sent at once: 40 parallel guesses get 5 answers, the rest wait', async () => {
    await createStaff(db(), { username: 'tuvshin', password: 'tuvshin password' });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login('tuvshin', `guess ${i}`, `10.4.${i}.1`)));
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(35);
  });

  it('locks an address that tries 20 wrong passwords across usernames', async () => {
    await createStaff(db(), { username: 'ganaa', password: 'ganaa password' });
    for (let i = 0; i < 20; i++) await login(`guess${i}`, 'x', '10.4.0.1');
    expect((await login('ganaa', 'ganaa password', '10.4.0.1')).statusCode).toBe(429);
    expect((await login('ganaa', 'ganaa password', '10.4.0.2')).statusCode).toBe(200);
  });

  it('keeps the console to staff: 401 without a staff session (a shopper’s included), 403 for an operator on admin work', async () => {
    const storeId = await storeIdOf(db());
    const [shopper] = await db().insert(customers).values({ storeId, phone: '+97688000001', firstName: 'Shopper' }).returning();
    const shopperCookie = `sid=${await startSession(db(), shopper.id, null)}`;
    for (const url of ['/api/console/me', '/api/console/orders', '/api/console/orders/100001', '/api/console/staff']) {
      expect((await get(url)).statusCode).toBe(401);
      const res = await get(url, shopperCookie);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Log in to the console first.');
    }
    expect((await api.app.inject({ method: 'POST', url: '/api/console/orders/100001/transitions', payload: { to: 'paid' }, headers: { cookie: shopperCookie } })).statusCode).toBe(401);
    const operator = await createStaff(db(), { username: 'operator1' });
    const cookie = await operator.cookie();
    expect((await get('/api/console/orders', cookie)).statusCode).toBe(200);
    expect((await get('/api/console/staff', cookie)).statusCode).toBe(403);
    const created = await api.app.inject({ method: 'POST', url: '/api/console/staff', payload: { username: 'x1', password: 'password1' }, headers: { cookie } });
    expect(created.statusCode).toBe(403);
  });

  it('lets an admin add staff and reset a password, which logs that person out', async () => {
    const admin = await createStaff(db(), { username: 'boss', role: 'admin' });
    const cookie = await admin.cookie();
    const add = (payload: object) => api.app.inject({ method: 'POST', url: '/api/console/staff', payload, headers: { cookie } });
    expect((await add({ username: 'Dulmaa', password: 'first password', name: 'Dulmaa' })).statusCode).toBe(201);
    const session = cookieOf(await login('dulmaa', 'first password', '10.5.0.1'))!.split(';')[0];
    expect((await get('/api/console/me', session)).statusCode).toBe(200);
    expect((await add({ username: 'dulmaa', password: 'second password', role: 'admin' })).statusCode).toBe(200);
    expect((await get('/api/console/me', session)).statusCode).toBe(401);
    expect((await login('dulmaa', 'first password', '10.5.0.2')).statusCode).toBe(401);
    expect((await login('dulmaa', 'second password', '10.5.0.3')).json().staff).toEqual({ username: 'dulmaa', name: 'Dulmaa', role: 'admin' });
    const bad = await add({ username: 'a b', password: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['password', 'username']);
    expect((await get('/api/console/staff', cookie)).json().map((s: { username: string }) => s.username)).toContain('dulmaa');
  });

  it('finds orders by state, number, phone, name and Ulaanbaatar dates, newest first, 50 a page', async () => {
    const cookie = await (await createStaff(db(), { username: 'lister' })).cookie();
    // 2026-03-10 00:30 in Ulaanbaatar is still 2026-03-09 in UTC: the date filter goes by Ulaanbaatar's days.
    await insertOrder(db(), { number: 700001, state: 'paid', createdAt: new Date('2026-03-09T16:30:00Z'), phone: '+97699001122', firstName: 'Temuulen', lastName: 'Bold', quantity: 3 });
    await insertOrder(db(), { number: 700002, state: 'purchase', createdAt: new Date('2026-03-11T04:00:00Z'), phone: '+97688776655', firstName: 'Anu', lastName: 'Gerel' });
    for (let i = 0; i < 52; i++) await insertOrder(db(), { number: 710000 + i, state: 'new', createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)), phone: '+97695000000' });
    const list = async (query: string) => {
      const res = await get(`/api/console/orders${query}`, cookie);
      expect(res.statusCode).toBe(200);
      return res.json() as { orders: { number: number; items: number; firstName: string; state: string }[]; total: number; page: number; pages: number };
    };
    const paid = await list('?state=paid');
    expect(paid.orders.map((o) => o.number)).toEqual([700001]);
    expect(paid.orders[0]).toMatchObject({ items: 3, firstName: 'Temuulen', phone: '+97699001122', state: 'paid' });
    expect((await list('?q=700002')).orders.map((o) => o.number)).toEqual([700002]);
    expect((await list('?q=8877')).orders.map((o) => o.number)).toEqual([700002]);
    expect((await list('?q=9900%201122')).orders.map((o) => o.number)).toEqual([700001]);
    expect((await list('?q=temuu')).orders.map((o) => o.number)).toEqual([700001]);
    expect((await list('?q=100%25')).total).toBe(0); // a LIKE wildcard is a character, not "anything"
    expect((await list('?from=2026-03-10&to=2026-03-10')).orders.map((o) => o.number)).toEqual([700001]);
    expect((await list('?from=2026-03-10')).orders.map((o) => o.number)).toEqual([700002, 700001]);
    expect((await list('?to=2026-03-09&state=paid')).total).toBe(0);
    const first = await list('?state=new&from=2026-01-01&to=2026-01-01');
    expect(first).toMatchObject({ total: 52, page: 1, pages: 2 });
    expect(first.orders).toHaveLength(50);
    expect(first.orders[0].number).toBe(710051); // newest first
    const second = await list('?state=new&from=2026-01-01&to=2026-01-01&page=2');
    expect(second.orders.map((o) => o.number)).toEqual([710001, 710000]);
    expect((await get('/api/console/orders?state=lost', cookie)).statusCode).toBe(400);
    expect((await get('/api/console/orders?from=yesterday', cookie)).statusCode).toBe(400);
  });

  it('moves an order only along the state table, asks a reason to cancel, records stages and history', async () => {
    const member = await createStaff(db(), { username: 'mover', name: 'Mover Staff' });
    const cookie = await member.cookie();
    await insertOrder(db(), { number: 720001, state: 'paid' });
    const move = (payload: object) => api.app.inject({ method: 'POST', url: '/api/console/orders/720001/transitions', payload, headers: { cookie } });
    // Paid, underpaid and overpaid follow the money: staff record a payment rather than set them.
    const byHand = await move({ to: 'overpaid' });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().error.message).toMatch(/^Paid, underpaid and overpaid follow the money recorded/);
    expect((await move({ to: 'purchase', reason: 'Bought on Gmarket' })).json()).toEqual({ from: 'paid', to: 'purchase' });
    const illegal = await move({ to: 'new' });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().error.message).toBe('This order cannot move from “purchase” to “new”.');
    const noReason = await move({ to: 'cancelled', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual([{ path: 'reason', message: 'is required' }]);
    const stage = await api.app.inject({ method: 'PUT', url: '/api/console/orders/720001/stages/interstate', payload: { reachedOn: '2026-03-12', note: 'Incheon' }, headers: { cookie } });
    expect(stage.statusCode).toBe(200);
    expect((await api.app.inject({ method: 'PUT', url: '/api/console/orders/720001/stages/moon', payload: { reachedOn: '2026-03-12' }, headers: { cookie } })).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'PUT', url: '/api/console/orders/720001/stages/border', payload: { reachedOn: '12.03.2026' }, headers: { cookie } })).statusCode).toBe(400);
    const order = (await get('/api/console/orders/720001', cookie)).json();
    expect(order).toMatchObject({ state: 'purchase', next: ['expected', 'on_delivery', 'complete', 'balance_due', 'cancelled'], fromAbroad: true });
    expect(order.stages).toContainEqual({ stage: 'interstate', reachedOn: '2026-03-12', note: 'Incheon' });
    expect(order.history.at(-1)).toMatchObject({ from: 'paid', to: 'purchase', actor: 'staff', actorName: 'Mover Staff', reason: 'Bought on Gmarket' });
    const [recorded] = await db().select().from(orderShippingStages).where(eq(orderShippingStages.stage, 'interstate'));
    expect(recorded.recordedBy).toBe(member.id);
    expect((await get('/api/console/orders/999999', cookie)).statusCode).toBe(404);
    expect((await move({ to: 'cancelled', reason: 'Out of stock at the supplier' })).json()).toEqual({ from: 'purchase', to: 'cancelled' });
    expect((await db().select({ state: orders.state }).from(orders).where(eq(orders.number, 720001)))[0].state).toBe('cancelled');
  });

  it('texts the shopper the survey link when the API completes an order, as the console page does', async () => {
    const member = await createStaff(db(), { username: 'completer', name: 'Completer' });
    const phone = '+97688776655';
    await insertOrder(db(), { number: 720101, state: 'on_delivery', phone });
    const moved = await api.app.inject({ method: 'POST', url: '/api/console/orders/720101/transitions', payload: { to: 'complete' }, headers: { cookie: await member.cookie() } });
    expect(moved.json()).toEqual({ from: 'on_delivery', to: 'complete' });
    // The text is written with the move (the notification outbox) and sent by the worker.
    await api.app.services.sendDueNotifications({ origin: 'https://zuuch.mn', now: new Date(Date.UTC(2031, 0, 15, 4)) });
    const inbox = await api.app.inject({ url: `/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`, remoteAddress: '127.0.0.1' });
    const texts = (inbox.json() as { text: string }[]).map((m) => m.text);
    expect(texts.filter((text) => text.includes('https://zuuch.mn/order/720101#survey'))).toHaveLength(1);
  });

  it('creates the first admin from ADMIN_USERNAME/ADMIN_PASSWORD only while the store has no staff', async () => {
    const config = parseConfig({ STORE_NAME: 'zuuch', ADMIN_USERNAME: 'Root', ADMIN_PASSWORD: 'first admin pw' });
    expect(config.admin).toEqual({ username: 'root', password: 'first admin pw' });
    expect(await bootstrapAdmin(db(), { storeName: 'zuuch', admin: null })).toBe('not-configured');
    expect(await bootstrapAdmin(db(), { storeName: 'nowhere', admin: config.admin })).toBe('no-store');
    // Earlier tests made staff: nothing is created or overwritten.
    expect(await bootstrapAdmin(db(), config)).toBe('exists');
    expect((await login('root', 'first admin pw', '10.6.0.1')).statusCode).toBe(401);
    // A store with no staff at all (staff are only ever deactivated, so their audit rows go first).
    await db().delete(auditLog);
    await db().delete(staff);
    expect(await bootstrapAdmin(db(), config)).toBe('created');
    const res = await login('root', 'first admin pw', '10.6.0.2');
    expect(res.json().staff).toEqual({ username: 'root', name: 'Admin', role: 'admin' });
    expect(await bootstrapAdmin(db(), { storeName: 'zuuch', admin: { username: 'root', password: 'another password' } })).toBe('exists');
    expect((await login('root', 'first admin pw', '10.6.0.3')).statusCode).toBe(200);
  });

  it('retires the demo staff login at a production start while its password is the published one', async () => {
    await createStaff(db(), { username: DEMO_STAFF.username, password: DEMO_STAFF.password, role: 'admin' });
    const cookie = cookieOf(await login(DEMO_STAFF.username, DEMO_STAFF.password, '10.7.0.1'))!.split(';')[0];
    expect(await retireDemoStaff(db(), 'zuuch', DEMO_STAFF)).toBe(true);
    expect((await get('/api/console/me', cookie)).statusCode).toBe(401);
    expect((await login(DEMO_STAFF.username, DEMO_STAFF.password, '10.7.0.2')).statusCode).toBe(401);
    // An account named demo whose password staff changed is theirs to keep.
    await createStaff(db(), { username: 'demo', password: 'a password of our own' });
    expect(await retireDemoStaff(db(), 'zuuch', DEMO_STAFF)).toBe(false);
    expect((await login('demo', 'a password of our own', '10.7.0.3')).statusCode).toBe(200);
  });

  it('refuses a half-configured admin at start', () => {
    expect(() => parseConfig({ ADMIN_USERNAME: 'root' })).toThrow(ConfigError);
    expect(() => parseConfig({ ADMIN_PASSWORD: 'long enough' })).toThrow(/ADMIN_USERNAME: must be set together/);
    expect(() => parseConfig({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 8/);
    expect(parseConfig({ ...PRODUCTION_ENV }).admin).toBeNull();
  });
});
