// Gift cards on real databases: staff issue and deactivate cards, the card's public data, a shopper paying an order with
// a card (every one of the spec's check messages, partial use, a retried request), expiry on Ulaanbaatar's calendar, and
// 20 parallel uses of one card that together never spend more than it holds.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { insertOrder, storeIdOf } from '../../../test/order-rows';
import { customers, giftCardLedger, giftCards, notifications, orderEvents, orders, payments } from '../../db/schema';
import { parse } from '../../http/validate';
import { issueInput } from './schemas';
import { startSession } from '../accounts/sessions';
import { checkGiftCard } from './check-gift-card';
import { findGiftCardByUrl } from './find-gift-card';
import { redeemGiftCard } from './redeem-gift-card';

describe.each(databaseKinds)('gift cards on %s', (kind) => {
  let api: TestApi;
  let storeId: string;
  let staffCookie: string;
  let shopperCookie: string;
  const phone = '+97699445566';
  const db = () => api.db.database.db;

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = await storeIdOf(db());
    staffCookie = await (await createStaff(db(), { username: 'till', name: 'Till Operator', role: 'operator' })).cookie();
    const [shopper] = await db().insert(customers).values({ storeId, phone, firstName: 'Saraa' }).returning();
    shopperCookie = `sid=${await startSession(db(), shopper.id, null)}`;
  });
  afterAll(() => api?.close());

  const issue = async (payload: Record<string, unknown>) => {
    const res = await api.app.inject({ method: 'POST', url: '/api/console/giftcards', payload, headers: { cookie: staffCookie } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; code: string; urlToken: string; amount: number };
  };
  /** An order of the shopper waiting on money, with the given total. */
  const order = async (total: number, input: Parameters<typeof insertOrder>[1] = {}) => {
    const placed = await insertOrder(db(), { phone, ...input });
    await db().update(orders).set({ total, itemsTotal: total }).where(eq(orders.id, placed.id));
    return placed;
  };
  const pay = (number: number, payload: Record<string, unknown>, cookie = shopperCookie, lang = 'en') =>
    api.app.inject({ method: 'POST', url: `/api/v1/orders/${number}/giftcard`, payload, headers: { cookie: `${cookie}; lang=${lang}` } });
  const cardRow = async (id: string) => (await db().select().from(giftCards).where(eq(giftCards.id, id)))[0];
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const ledgerOf = (id: string) => db().select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, id));
  const ledgerSum = async (id: string) => (await ledgerOf(id)).reduce((s, e) => s + e.amount, 0);

  it('lets staff (an operator too) issue a card: a typable code, a 128-bit link, the first ledger row', async () => {
    const card = await issue({ amount: 100_000, expiresOn: '2099-12-31', minUse: 5_000, maxUse: 80_000 });
    expect(card.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(card.urlToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await cardRow(card.id);
    expect(row).toMatchObject({ storeId, initialBalance: 100_000, balance: 100_000, currency: 'MNT', active: true, minUse: 5_000, maxUse: 80_000 });
    expect(row.expiresAt?.toISOString()).toBe('2099-12-31T16:00:00.000Z'); // through 31 December in Ulaanbaatar
    expect(await ledgerOf(card.id)).toMatchObject([{ amount: 100_000, balanceAfter: 100_000, orderId: null, note: 'issued by Till Operator' }]);
  });

  it('texts the card to the person it is for, once, with its code and page, in their language', async () => {
    const card = await issue({ amount: 50_000, phone: '+97699887766', language: 'en' });
    const news = await db().select().from(notifications).where(eq(notifications.recipient, '+97699887766'));
    expect(news).toMatchObject([{ event: 'gift_card_received', channel: 'sms', language: 'en', orderId: null, values: { amount: '50,000₮', code: card.code, link: `/giftcard/${card.urlToken}` } }]);
    expect(() => parse(issueInput, { amount: '50000', phone: '12345' })).toThrow(expect.objectContaining({ code: 'VALIDATION', fields: [expect.objectContaining({ path: 'phone' })] }));
    expect(parse(issueInput, { amount: '50000', phone: '9988 7766' })).toMatchObject({ phone: '+97699887766', language: 'mn' });
  });

  it('refuses to issue without staff, or with values that do not fit, changing nothing', async () => {
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(giftCards))[0].n;
    const anonymous = await api.app.inject({ method: 'POST', url: '/api/console/giftcards', payload: { amount: 50_000 } });
    expect(anonymous.statusCode).toBe(401);
    expect((await api.app.inject({ method: 'POST', url: '/api/console/giftcards', payload: { amount: 50_000 }, headers: { cookie: shopperCookie } })).statusCode).toBe(401);
    const post = (payload: unknown) => api.app.inject({ method: 'POST', url: '/api/console/giftcards', payload: payload as object, headers: { cookie: staffCookie } });
    expect((await post({})).json().error.fields).toEqual([{ path: 'amount', message: expect.any(String) }]);
    expect((await post({ amount: 'lots' })).statusCode).toBe(400);
    expect((await post({ amount: 500 })).json().error.message).toBe('A gift card is worth from 1,000₮ to 50,000,000₮.');
    expect((await post({ amount: -5 })).statusCode).toBe(400);
    expect((await post({ amount: 50_000_001 })).statusCode).toBe(400);
    expect((await post({ amount: 50_000, expiresOn: '2020-01-01' })).json().error.message).toBe('The last day of the card cannot be in the past.');
    expect((await post({ amount: 50_000, minUse: 60_000 })).json().error.message).toBe('The least per order cannot be more than the card’s value.');
    expect((await post({ amount: 50_000, minUse: 20_000, maxUse: 10_000 })).json().error.message).toBe('The most per order cannot be less than the least per order.');
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(giftCards))[0].n).toBe(before);
  });

  it('shows a card by its link: value, balance, expiry, state — never where it was spent', async () => {
    const card = await issue({ amount: 70_000, expiresOn: '2099-06-30' });
    const spentOn = await order(20_000);
    expect((await pay(spentOn.number, { code: card.code })).statusCode).toBe(200);
    const res = await api.app.inject({ url: `/api/v1/giftcards/${card.urlToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      code: card.code,
      amount: 70_000,
      balance: 50_000,
      currency: 'MNT',
      active: true,
      status: 'active',
      expiresAt: '2099-06-30T16:00:00.000Z',
      validThrough: '2099-06-30',
      minUse: null,
      maxUse: null,
      issuedAt: expect.any(String),
    });
    expect(res.body).not.toContain(spentOn.id);
    expect(res.body).not.toContain(String(spentOn.number));
    for (const url of ['/api/v1/giftcards/AAAAAAAAAAAAAAAAAAAAAA', '/api/v1/giftcards/x', `/api/v1/giftcards/${card.urlToken.slice(0, -1)}`]) {
      const missing = await api.app.inject({ url, headers: { cookie: 'lang=mn' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Бэлгийн карт олдсонгүй');
    }
    expect((await api.app.inject({ url: `/api/v1/giftcards/${'a'.repeat(150)}` })).statusCode).toBe(404);
  });

  it('says each of the spec’s checks when a card cannot pay, and changes nothing', async () => {
    const target = await order(30_000);
    const fail = async (payload: Record<string, unknown>, status: number, message: string) => {
      const res = await pay(target.number, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toBe(message);
    };
    await fail({ code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' }, 404, 'Gift card not found');
    await fail({ code: 'not a code' }, 404, 'Gift card not found');
    const mn = await pay(target.number, { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' }, shopperCookie, 'mn');
    expect(mn.json().error.message).toBe('Бэлгийн карт олдсонгүй');

    const empty = await issue({ amount: 10_000 });
    await db().update(giftCards).set({ balance: 0 }).where(eq(giftCards.id, empty.id));
    await fail({ code: empty.code }, 409, 'Gift card already in use: nothing is left on it');

    const inactive = await issue({ amount: 10_000 });
    await db().update(giftCards).set({ active: false }).where(eq(giftCards.id, inactive.id));
    await fail({ code: inactive.code }, 409, 'Gift card inactive');

    const expired = await issue({ amount: 10_000 });
    await db().update(giftCards).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(giftCards.id, expired.id));
    await fail({ code: expired.code }, 409, 'Gift card unavailable: it has expired or cannot be used in this store');
    const dollars = await issue({ amount: 10_000 });
    await db().update(giftCards).set({ currency: 'USD' }).where(eq(giftCards.id, dollars.id));
    await fail({ code: dollars.code }, 409, 'Gift card unavailable: it has expired or cannot be used in this store');

    const limited = await issue({ amount: 100_000, minUse: 10_000, maxUse: 25_000 });
    await fail({ code: limited.code, amount: 5_000 }, 400, 'Minimum value: this gift card pays at least 10,000₮ at a time');
    await fail({ code: limited.code, amount: 26_000 }, 400, 'Maximum value: this gift card pays at most 25,000₮ per order');
    const mnMax = await pay(target.number, { code: limited.code, amount: 26_000 }, shopperCookie, 'mn');
    expect(mnMax.json().error.message).toBe('Дээд дүн: энэ бэлгийн картаар нэг захиалгад хамгийн ихдээ 25,000₮ төлнө');
    // An order with less left to pay than the card's least cannot use it.
    const small = await order(8_000);
    const tooSmall = await pay(small.number, { code: limited.code });
    expect(tooSmall.json().error.message).toBe('Minimum value: this gift card pays at least 10,000₮ at a time');

    // Nothing was spent or recorded by any of these.
    for (const id of [empty.id, inactive.id, expired.id, dollars.id, limited.id]) expect((await ledgerOf(id)).filter((e) => e.orderId !== null)).toEqual([]);
    expect((await cardRow(limited.id)).balance).toBe(100_000);
    expect(await orderRow(target.id)).toMatchObject({ state: 'new', paidAmount: 0 });
    expect(await db().select().from(payments).where(eq(payments.orderId, target.id))).toEqual([]);
  });

  it('refuses bad requests and other people’s or settled orders', async () => {
    const card = await issue({ amount: 50_000 });
    const mine = await order(30_000);
    expect((await pay(mine.number, { code: card.code }, '')).statusCode).toBe(401);
    const theirs = await order(30_000, { phone: '+97688001100' });
    const forbidden = await pay(theirs.number, { code: card.code });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe('You are not permitted to view this order');
    expect((await pay(999_999_99, { code: card.code })).statusCode).toBe(404);
    expect((await pay(mine.number, {})).json().error.fields).toEqual([{ path: 'code', message: 'is required' }]);
    for (const amount of [0, -5, 1.5, 'all']) expect((await pay(mine.number, { code: card.code, amount })).statusCode).toBe(400);
    const paid = await insertOrder(db(), { phone, state: 'paid' });
    const settled = await pay(paid.number, { code: card.code });
    expect(settled.statusCode).toBe(409);
    expect(settled.json().error.message).toBe('This order is not waiting for a payment.');
    const cancelled = await insertOrder(db(), { phone, state: 'cancelled' });
    expect((await pay(cancelled.number, { code: card.code })).statusCode).toBe(409);
    expect((await cardRow(card.id)).balance).toBe(50_000);
  });

  it('pays part of an order and keeps the rest of the balance; a retry with the same key spends nothing more', async () => {
    const card = await issue({ amount: 100_000 });
    const target = await order(30_000);
    // Checking first spends nothing: how much the card would pay, from a code typed any which way.
    expect(await checkGiftCard(db(), storeId, ` ${card.code.toLowerCase()} `, { leftToPay: 30_000 })).toMatchObject({ code: card.code, balance: 100_000, usable: 30_000 });
    expect(await checkGiftCard(db(), storeId, card.code, { amount: 10_000, leftToPay: 30_000 })).toMatchObject({ usable: 10_000 });
    await expect(checkGiftCard(db(), storeId, 'nope', {})).rejects.toMatchObject({ messageKey: 'giftCardNotFound' });
    const first = await pay(target.number, { code: card.code.toLowerCase().replace(/-/g, ' '), amount: 10_000, idempotencyKey: 'gc-try-0001' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ amount: 10_000, balance: 90_000, code: `••••-••••-••••-${card.code.slice(-4)}`, state: 'underpaid', paidAmount: 10_000, leftToPay: 20_000, replayed: false });
    const again = await pay(target.number, { code: card.code, amount: 10_000, idempotencyKey: 'gc-try-0001' });
    expect(again.json()).toMatchObject({ amount: 10_000, balance: 90_000, paidAmount: 10_000, replayed: true });
    // Without an amount the card pays what is left, not more.
    const rest = await pay(target.number, { code: card.code, amount: '', idempotencyKey: 'gc-try-0002' });
    expect(rest.json()).toMatchObject({ amount: 20_000, balance: 70_000, state: 'paid', paidAmount: 30_000, leftToPay: 0 });
    expect(await orderRow(target.id)).toMatchObject({ state: 'paid', paidAmount: 30_000 });
    const recorded = await db().select().from(payments).where(eq(payments.orderId, target.id));
    expect(recorded.map((p) => [p.provider, p.amount]).sort()).toEqual([
      ['gift_card', 10_000],
      ['gift_card', 20_000],
    ]);
    const ledger = await ledgerOf(card.id);
    // Each payment is the ledger row it came from.
    expect(recorded.map((p) => p.providerPaymentId).sort()).toEqual(ledger.filter((e) => e.orderId).map((e) => e.id).sort());
    expect(await ledgerSum(card.id)).toBe(70_000);
    expect((await cardRow(card.id)).balance).toBe(70_000);
    // The order's history shows the moves the money made.
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, target.id));
    expect(events.map((e) => `${e.fromState}→${e.toState}:${e.actorName}`)).toEqual(expect.arrayContaining(['new→underpaid:payment:gift_card', 'underpaid→paid:payment:gift_card']));
  });

  it('spends a 100,000₮ card exactly once across 20 parallel requests for 20 orders of 30,000₮', async () => {
    const card = await issue({ amount: 100_000 });
    const targets = [];
    for (let i = 0; i < 20; i++) targets.push(await order(30_000));
    const answers = await Promise.all(targets.map((t) => pay(t.number, { code: card.code })));
    const ok = answers.filter((r) => r.statusCode === 200).map((r) => r.json().amount as number);
    expect(ok.sort((a, b) => b - a)).toEqual([30_000, 30_000, 30_000, 10_000]);
    for (const r of answers.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toBe('Gift card already in use: nothing is left on it');
    }
    expect((await cardRow(card.id)).balance).toBe(0);
    const ledger = await ledgerOf(card.id);
    expect(ledger.filter((e) => e.amount < 0).reduce((s, e) => s + e.amount, 0)).toBe(-100_000);
    expect(await ledgerSum(card.id)).toBe(0);
    const ids = targets.map((t) => t.id);
    const recorded = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.provider, 'gift_card'), sql`${payments.orderId} in ${ids}`));
    expect(recorded).toHaveLength(4);
    expect(recorded.reduce((s, p) => s + p.amount, 0)).toBe(100_000);
    expect(new Set(recorded.map((p) => p.providerPaymentId)).size).toBe(4);
    const states = await db().select({ state: orders.state, paid: orders.paidAmount }).from(orders).where(sql`${orders.id} in ${ids}`);
    expect(states.filter((s) => s.state === 'paid')).toHaveLength(3);
    expect(states.filter((s) => s.state === 'underpaid')).toEqual([{ state: 'underpaid', paid: 10_000 }]);
    expect(states.filter((s) => s.state === 'new')).toHaveLength(16);
    expect(states.reduce((s, o) => s + o.paid, 0)).toBe(100_000);
  });

  it('two cards used at once on one order never pay more than it owes', async () => {
    const [a, b] = [await issue({ amount: 50_000 }), await issue({ amount: 50_000 })];
    const target = await order(40_000);
    const answers = await Promise.all([pay(target.number, { code: a.code }), pay(target.number, { code: b.code })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await orderRow(target.id)).toMatchObject({ state: 'paid', paidAmount: 40_000 });
    expect((await cardRow(a.id)).balance + (await cardRow(b.id)).balance).toBe(60_000);
  });

  it('works through its last day in Ulaanbaatar and is "unavailable" from the next midnight there', async () => {
    const card = await issue({ amount: 40_000, expiresOn: '2099-03-10' });
    const target = await order(30_000);
    const lastMinute = new Date('2099-03-10T15:59:00Z'); // 23:59 in Ulaanbaatar
    const midnight = new Date('2099-03-10T16:00:00Z');
    await expect(redeemGiftCard(db(), { storeId, orderId: target.id, code: card.code, amount: 10_000, now: midnight })).rejects.toMatchObject({ messageKey: 'giftCardUnavailable' });
    expect(await redeemGiftCard(db(), { storeId, orderId: target.id, code: card.code, amount: 10_000, now: lastMinute })).toMatchObject({ amount: 10_000, balance: 30_000 });
    expect((await findGiftCardByUrl(db(), storeId, card.urlToken, lastMinute)).status).toBe('active');
    expect((await findGiftCardByUrl(db(), storeId, card.urlToken, midnight)).status).toBe('expired');
  });

  it('lets staff deactivate a card, which then says "inactive"; the list shows it with its ledger', async () => {
    const card = await issue({ amount: 60_000 });
    const target = await order(25_000);
    expect((await pay(target.number, { code: card.code, amount: 5_000 })).statusCode).toBe(200);
    const deactivate = (id: string, cookie = staffCookie) => api.app.inject({ method: 'POST', url: `/api/console/giftcards/${id}/deactivate`, headers: { cookie } });
    expect((await deactivate(card.id, shopperCookie)).statusCode).toBe(401);
    expect((await deactivate(card.id)).json()).toEqual({ changed: true });
    expect((await deactivate(card.id)).json()).toEqual({ changed: false });
    expect((await deactivate('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const refused = await pay(target.number, { code: card.code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Gift card inactive');
    expect((await api.app.inject({ url: `/api/v1/giftcards/${card.urlToken}` })).json()).toMatchObject({ active: false, status: 'inactive', balance: 55_000 });

    const list = await api.app.inject({ url: `/api/console/giftcards?q=${encodeURIComponent(card.code.slice(0, 7).toLowerCase())}`, headers: { cookie: staffCookie } });
    expect(list.statusCode).toBe(200);
    const found = list.json().cards.find((c: { id: string }) => c.id === card.id);
    expect(found).toMatchObject({ code: card.code, status: 'inactive', balance: 55_000, amount: 60_000, issuedBy: 'Till Operator' });
    expect(found.ledger).toEqual([
      { at: expect.any(String), amount: 60_000, balanceAfter: 60_000, orderNumber: null, note: 'issued by Till Operator', what: { kind: 'issued', name: 'Till Operator' } },
      { at: expect.any(String), amount: -5_000, balanceAfter: 55_000, orderNumber: target.number, note: `order ${target.number}`, what: { kind: 'order' } },
      { at: expect.any(String), amount: 0, balanceAfter: 55_000, orderNumber: null, note: 'deactivated by Till Operator', what: { kind: 'deactivated', name: 'Till Operator' } },
    ]);
    expect((await api.app.inject({ url: '/api/console/giftcards?q=QQQQ-QQQQ-QQQQ-QQQ9', headers: { cookie: staffCookie } })).json().total).toBe(0);
    expect((await api.app.inject({ url: '/api/console/giftcards' })).statusCode).toBe(401);
  });
});
