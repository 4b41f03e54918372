// The notification outbox on both databases: an order's news is written with the change that causes it, sent once by
// the worker however many run and whatever a send's fate, retried with backoff until it is given up, and held back in
// Ulaanbaatar's quiet hours.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, shopperSession, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { insertOrder, storeIdOf } from '../../../test/order-rows';
import { auditLog, notifications, orders } from '../../db/schema';
import { loopbackOrigin } from '../../providers/ebarimt/from-config';
import { createSmsClient, type SmsSender } from '../../providers/sms/client';
import { recordPayment } from '../payments/record-payment';
import { transitionOrder } from '../orders/transition-order';
import { remindUnpaidOrders } from '../orders/remind-unpaid-orders';
import { notifyOrderIn } from './outbox';
import { failedMessageCount, listMessages, orderMessages, sendMessageAgain } from './message-log';
import { MAX_ATTEMPTS, sendDueNotifications } from './send-notifications';
import { saveSendsLatin, saveTemplates, storeTemplates } from './templates';
import { atUlaanbaatarHour } from '../../../core/dates';
import { DEFAULT_TEMPLATES, smsSegments, surveyAskAt } from '../../../core/notifications';

/** 12:00 in Ulaanbaatar `daysAhead` days on by its calendar (after 16:00 UTC it is already the next day there): no quiet
 *  hours, everything written so far is due. */
const noonInUlaanbaatar = (daysAhead = 1) => atUlaanbaatarHour(new Date(), daysAhead, 12);
let phones = 0;
const phone = () => `+9768800${String(++phones).padStart(4, '0')}`;

describe.each(databaseKinds)('notifications on %s', (kind) => {
  let api: TestApi;
  let storeId = '';
  let staffId = '';
  let origin = '';
  let sms: SmsSender;
  const db = () => api.db.database.db;
  const inbox = async (to: string) => ((await (await fetch(`${origin}/__sandbox/sms/messages.json?to=${encodeURIComponent(to)}`)).json()) as { text: string }[]).map((m) => m.text).reverse();
  const noticesOf = (orderId: string) => db().select().from(notifications).where(eq(notifications.orderId, orderId)).orderBy(notifications.createdAt, desc(notifications.channel), notifications.nextAttemptAt);
  const send = (now: Date, sender = sms) => sendDueNotifications(db(), { sms: sender, mail: null }, { origin: 'https://zuuch.mn', now });

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = await storeIdOf(db());
    staffId = (await createStaff(db(), { username: `notify-${kind}` })).id;
    origin = loopbackOrigin(api.app)();
    sms = createSmsClient({ baseUrl: () => `${origin}/__sandbox/sms`, token: null });
  });
  afterAll(() => api?.close());

  it('texts a shipping stage exactly once: the stage recorded twice, two workers at once, a send whose answer was lost', async () => {
    const to = phone();
    const order = await insertOrder(db(), { phone: to, state: 'purchase' });
    await db().update(orders).set({ language: 'mn' }).where(eq(orders.id, order.id));
    const stage = { storeId, number: order.number, stage: 'border' as const, note: null, staffId };
    await api.app.services.recordShippingStage({ ...stage, reachedOn: '2026-12-01' });
    // The date corrected the next day is not news.
    await api.app.services.recordShippingStage({ ...stage, reachedOn: '2026-12-02' });
    expect(await noticesOf(order.id)).toHaveLength(1);

    // The gateway takes the text but its answer never arrives (a timeout, a process that died): the notice stays
    // pending and is sent again with its key, which the gateway answers as before without delivering it twice.
    const lost: SmsSender = {
      send: async (message) => {
        await sms.send(message);
        throw new Error('SMS gateway failed: {"error":"The operation was aborted due to timeout"}');
      },
    };
    const now = noonInUlaanbaatar();
    expect(await send(now, lost)).toMatchObject([{ result: 'failed', attempts: 1, gaveUp: false }]);
    const later = new Date(now.getTime() + 2 * 60_000);
    const [a, b] = await Promise.all([send(later), send(later)]);
    expect([...a, ...b].map((o) => o.result)).toEqual(['sent']);
    expect(await send(new Date(later.getTime() + 3_600_000))).toEqual([]);

    expect(await inbox(to)).toEqual([`Зууч: №${order.number} захиалга — Монголын хил. https://zuuch.mn/order/${order.number}`]);
    const [row] = await noticesOf(order.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null, body: (await inbox(to))[0], gatewayAnswer: { id: expect.any(Number), status: 'queued' } });
  });

  it('tries a failing gateway again after 1, 5, 30 and 120 minutes and gives up after the fifth try, keeping its answer', async () => {
    const to = phone();
    const order = await insertOrder(db(), { phone: to, state: 'purchase' });
    await api.app.services.recordShippingStage({ storeId, number: order.number, stage: 'verified', reachedOn: '2026-12-01', note: null, staffId });
    const down: SmsSender = { send: async () => Promise.reject(new Error('SMS gateway failed: {"status":503,"answer":"maintenance"}')) };
    let now = noonInUlaanbaatar(2);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await send(now, down)).toMatchObject([{ result: 'failed', attempts: attempt, gaveUp: attempt === MAX_ATTEMPTS }]);
      const [row] = await noticesOf(order.id);
      waits.push(Math.round((row.nextAttemptAt.getTime() - now.getTime()) / 60_000));
      // Not due before its time.
      expect(await send(new Date(row.nextAttemptAt.getTime() - 1000), down)).toEqual([]);
      now = row.nextAttemptAt;
    }
    expect(waits.slice(0, 4)).toEqual([1, 5, 30, 120]);
    const [row] = await noticesOf(order.id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'SMS gateway failed: {"status":503,"answer":"maintenance"}' });
    // Given up: a working gateway later does not send it on its own (staff resend it).
    expect(await send(new Date(now.getTime() + 86_400_000))).toEqual([]);
    expect(await inbox(to)).toEqual([]);
  });

  it('holds texts back from 22:00 to 08:00 in Ulaanbaatar, a retry that comes due at night too', async () => {
    const to = phone();
    const order = await insertOrder(db(), { phone: to, state: 'not_paid' });
    // 23:30 in Ulaanbaatar: the money arrives, the shopper is told at 08:00.
    const night = new Date(Date.UTC(2031, 0, 15, 15, 30));
    await db().transaction((tx) => notifyOrderIn(tx, { event: 'payment_received', orderId: order.id, detail: 'night', values: { amount: '5,000₮' } }, night));
    const [row] = await noticesOf(order.id);
    expect(row.nextAttemptAt.toISOString()).toBe('2031-01-16T00:00:00.000Z');
    expect(await send(new Date(Date.UTC(2031, 0, 15, 23, 59)))).toEqual([]);
    // Due again in the night (as a retry would be): put off to the morning, not sent.
    await db().update(notifications).set({ nextAttemptAt: new Date(Date.UTC(2031, 0, 15, 16)) }).where(eq(notifications.id, row.id));
    expect(await send(new Date(Date.UTC(2031, 0, 15, 17)))).toEqual([{ id: row.id, result: 'deferred', until: new Date('2031-01-16T00:00:00.000Z') }]);
    expect(await inbox(to)).toEqual([]);
    expect(await send(new Date('2031-01-16T00:00:00.000Z'))).toEqual([{ id: row.id, result: 'sent' }]);
    expect(await inbox(to)).toEqual([`Zuuch: 5,000₮ received. Order ${order.number} is paid in full. Thank you! https://zuuch.mn/order/${order.number}`]);
  });

  it('tells what a payment did — part, the rest, too much — and a cancellation, each once; nothing of money for a closed order or of a change rolled back', async () => {
    const to = phone();
    const order = await insertOrder(db(), { phone: to, state: 'not_paid' });
    const pay = (amount: number, id: string) => recordPayment(db(), { orderId: order.id, provider: 'bank_transfer', providerPaymentId: id, amount });
    await pay(1000, `part-${order.id}`);
    await pay(1000, `part-${order.id}`); // the same transfer again: no money, no news
    await pay(order.total - 1000, `rest-${order.id}`);
    await pay(2500, `extra-${order.id}`);
    await transitionOrder(db(), { storeId, orderId: order.id, to: 'cancelled', actor: { kind: 'system', name: 'test' }, reason: 'changed their mind' });
    // Money for a closed order is kept for staff to give back: not news of the order.
    await pay(700, `late-${order.id}`);
    // A change that rolls back leaves no news behind.
    await expect(
      db().transaction(async (tx) => {
        await recordPayment(tx, { orderId: order.id, provider: 'bank_transfer', providerPaymentId: `gone-${order.id}`, amount: 100 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    expect((await noticesOf(order.id)).map((n) => n.event)).toEqual(['payment_partial', 'payment_received', 'payment_overpaid', 'order_cancelled']);
    // Goods that arrived: the shopper is asked to choose pickup or home delivery on the order's page.
    const arrived = await insertOrder(db(), { phone: phone(), state: 'purchase' });
    await transitionOrder(db(), { storeId, orderId: arrived.id, to: 'expected', actor: { kind: 'system', name: 'test' }, reason: null });
    expect((await noticesOf(arrived.id)).map((n) => [n.event, n.values.link])).toEqual([['order_arrived', `/order/${arrived.number}`]]);
    await send(noonInUlaanbaatar(3));
    const money = (n: number) => `${n.toLocaleString('en-US')}₮`;
    expect(await inbox(to)).toEqual([
      `Zuuch: ${money(1000)} received for order ${order.number}; ${money(order.total - 1000)} is left to pay. https://zuuch.mn/order/${order.number}`,
      `Zuuch: ${money(order.total - 1000)} received. Order ${order.number} is paid in full. Thank you! https://zuuch.mn/order/${order.number}`,
      `Zuuch: ${money(2500)} received for order ${order.number}, ${money(2500)} more than due. We will return it. https://zuuch.mn/order/${order.number}`,
      `Zuuch: order ${order.number} is cancelled. https://zuuch.mn/order/${order.number}`,
    ]);
  });

  it('shows staff an order’s messages and the failures; "Send again" retries a failed one under its key and copies a sent one', async () => {
    const to = phone();
    const order = await insertOrder(db(), { phone: to, state: 'purchase' });
    await db().update(orders).set({ language: 'mn' }).where(eq(orders.id, order.id));
    const since = new Date(Date.now() - 60_000);
    const failedBefore = await failedMessageCount(db(), storeId, since);
    await api.app.services.recordShippingStage({ storeId, number: order.number, stage: 'internationalOrder', reachedOn: '2026-12-01', note: null, staffId });
    // Waiting: the text it will be, in the shopper's language.
    const [waiting] = await orderMessages(db(), storeId, order.id, 'https://zuuch.mn');
    expect(waiting).toMatchObject({ orderNumber: order.number, event: 'shipping_stage', status: 'pending', attempts: 0, recipient: to, language: 'mn', sentAt: null });
    expect(waiting.text).toBe(`Зууч: №${order.number} захиалга — Олон улсын захиалга. https://zuuch.mn/order/${order.number}`);

    // Given up after every try: counted for the console's alert, listed under "failed" with the gateway's answer.
    const down: SmsSender = { send: async () => Promise.reject(new Error('SMS gateway failed: {"status":402,"answer":"no balance"}')) };
    let now = noonInUlaanbaatar(4);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await sendDueNotifications(db(), { sms: down, mail: null }, { origin: 'https://zuuch.mn', now });
      now = new Date(now.getTime() + 121 * 60_000); // past the longest wait (2 h), still before 22:00
    }
    expect(await failedMessageCount(db(), storeId, since)).toBe(failedBefore + 1);
    const failed = await listMessages(db(), storeId, { status: 'failed', page: 1 }, 'https://zuuch.mn');
    expect(failed.items.find((m) => m.id === waiting.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'SMS gateway failed: {"status":402,"answer":"no balance"}' });

    // The balance topped up, staff send it again: the same notice (its key) goes out once, its tries start afresh.
    const staff = { id: staffId, name: 'Operator' };
    now = noonInUlaanbaatar(5);
    expect(await sendMessageAgain(db(), { sms, mail: null }, { storeId, id: waiting.id, staff, origin: 'https://zuuch.mn', now })).toEqual({ id: waiting.id, result: 'sent', recipient: to });
    expect(await orderMessages(db(), storeId, order.id, 'https://zuuch.mn')).toMatchObject([{ id: waiting.id, status: 'sent', attempts: 1, lastError: null }]);
    expect(await failedMessageCount(db(), storeId, since)).toBe(failedBefore);
    // Pressed again on the page that still showed it failed (another tab, or the worker sent it meanwhile): not again.
    expect(await sendMessageAgain(db(), { sms, mail: null }, { storeId, id: waiting.id, staff, origin: 'https://zuuch.mn', now, seen: 'failed' })).toEqual({ id: waiting.id, result: 'sent', recipient: to });
    expect(await inbox(to)).toEqual([waiting.text]);
    // The shopper deleted it and calls: a sent message is copied under a new key and the copy sent, the first kept as it was.
    const again = await sendMessageAgain(db(), { sms, mail: null }, { storeId, id: waiting.id, staff, origin: 'https://zuuch.mn', now, seen: 'sent' });
    expect(again).toMatchObject({ result: 'sent' });
    expect(again.id).not.toBe(waiting.id);
    const texts = await inbox(to);
    expect(texts).toEqual([waiting.text, waiting.text]);
    expect((await orderMessages(db(), storeId, order.id, 'https://zuuch.mn')).map((m) => m.status)).toEqual(['sent', 'sent']);
    // Both in the audit log under the order's number.
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'notification'), eq(auditLog.entityId, String(order.number))));
    expect(audit.map((a) => a.action)).toEqual(['retry', 'retry']);

    // Quiet hours: "Send now" at 23:00 in Ulaanbaatar waits for 08:00.
    const night = new Date(Date.UTC(2031, 0, 15, 15));
    const third = await sendMessageAgain(db(), { sms, mail: null }, { storeId, id: waiting.id, staff, origin: 'https://zuuch.mn', now: night, seen: 'sent' });
    expect(third).toMatchObject({ result: 'deferred', until: new Date('2031-01-16T00:00:00.000Z') });

    // Not a message of this store, or not an id at all: not found, nothing sent.
    await expect(sendMessageAgain(db(), { sms, mail: null }, { storeId: '00000000-0000-4000-8000-000000000000', id: waiting.id, staff, origin: 'https://zuuch.mn' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(sendMessageAgain(db(), { sms, mail: null }, { storeId, id: "1' or '1'='1", staff, origin: 'https://zuuch.mn' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await inbox(to)).toHaveLength(2);
  });

  it('refuses a text with a variable its event does not have, saving nothing; a saved text is what the next message says; emptied, the default is back', async () => {
    const staff = { id: staffId, name: 'Admin' };
    const refused = saveTemplates(db(), { storeId, event: 'shipping_stage', texts: { mn: 'Зууч: №{number} — {stage}. Үлдэгдэл {left}. {link}', en: 'Zuuch: order {number}, {stage} {link}' }, staff });
    await expect(refused).rejects.toMatchObject({ code: 'VALIDATION', fields: [{ path: 'mn', messageKey: 'messages.unknownVariables', values: { names: '{left}', known: '{number}, {stage}, {link}' } }] });
    await expect(saveTemplates(db(), { storeId, event: 'shipping_stage', texts: { en: `${'x'.repeat(201)}` }, staff })).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(saveTemplates(db(), { storeId, event: 'no_such_event', texts: { en: 'hello' }, staff })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Neither language was saved: both are still the defaults.
    expect((await storeTemplates(db(), storeId)).shipping_stage).toEqual({ mn: { body: DEFAULT_TEMPLATES.shipping_stage.mn, custom: false }, en: { body: DEFAULT_TEMPLATES.shipping_stage.en, custom: false } });

    const saved = await saveTemplates(db(), { storeId, event: 'shipping_stage', texts: { mn: '  Зууч: таны №{number} захиалга\n{stage} шатанд. {link} ' }, staff });
    expect(saved.mn).toEqual({ body: 'Зууч: таны №{number} захиалга {stage} шатанд. {link}', custom: true });
    const to = phone();
    const order = await insertOrder(db(), { phone: to, state: 'purchase' });
    await db().update(orders).set({ language: 'mn' }).where(eq(orders.id, order.id));
    await api.app.services.recordShippingStage({ storeId, number: order.number, stage: 'interstate', reachedOn: '2026-12-03', note: null, staffId });
    await send(noonInUlaanbaatar(6));
    expect(await inbox(to)).toEqual([`Зууч: таны №${order.number} захиалга Улс хоорондын тээвэр шатанд. https://zuuch.mn/order/${order.number}`]);

    // Emptied: the default again (and no row of the store's own left).
    expect((await saveTemplates(db(), { storeId, event: 'shipping_stage', texts: { mn: '' }, staff })).mn).toEqual({ body: DEFAULT_TEMPLATES.shipping_stage.mn, custom: false });
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'message_template'), eq(auditLog.entityId, 'shipping_stage')));
    expect(audit).toHaveLength(2);
  });

  it('reminds an unpaid order once, before its deadline; not a paid one, not one whose reminder could only go out after it', async () => {
    // 10:00 in Ulaanbaatar.
    const now = new Date(Date.UTC(2031, 2, 10, 2));
    const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
    const to = phone();
    const due = await insertOrder(db(), { phone: to, state: 'not_paid' });
    const later = await insertOrder(db(), { phone: phone(), state: 'not_paid' });
    const paid = await insertOrder(db(), { phone: phone(), state: 'paid' });
    // Due at 03:00 tonight: its reminder (21:00) is not due yet at 10:00.
    const tonight = await insertOrder(db(), { phone: phone(), state: 'not_paid' });
    await db().update(orders).set({ expiresAt: hours(5), language: 'mn', paidAmount: 0 }).where(eq(orders.id, due.id));
    await db().update(orders).set({ expiresAt: hours(9) }).where(eq(orders.id, later.id));
    await db().update(orders).set({ expiresAt: hours(3) }).where(eq(orders.id, paid.id));
    await db().update(orders).set({ expiresAt: hours(17) }).where(eq(orders.id, tonight.id));
    const reminded = async () => (await db().select({ orderId: notifications.orderId }).from(notifications).where(eq(notifications.event, 'payment_reminder'))).map((n) => n.orderId);

    expect(await remindUnpaidOrders(db(), now)).toBe(1);
    expect(await remindUnpaidOrders(db(), new Date(now.getTime() + 60_000))).toBe(0);
    expect(await reminded()).toEqual([due.id]);
    await send(now);
    const [text] = await inbox(to);
    expect(text).toMatch(new RegExp(`^Зууч: №${due.number} захиалга .+, 15:00 хүртэл төлөгдөхгүй бол цуцлагдана\\. Үлдэгдэл: [\\d,]+₮\\. https://zuuch\\.mn/order/${due.number}$`));

    // 14:00: the one due at 19:00 (reminded from 13:00); 21:00: the one due at 03:00, before the quiet hours.
    expect(await remindUnpaidOrders(db(), hours(4))).toBe(1);
    expect(await remindUnpaidOrders(db(), hours(10))).toBe(0);
    expect(await remindUnpaidOrders(db(), hours(11))).toBe(1);
    expect((await reminded()).sort()).toEqual([due.id, later.id, tonight.id].sort());
    // At 23:00 a reminder would wait for 08:00, after a deadline at 04:00: none is written.
    const lateNight = await insertOrder(db(), { phone: phone(), state: 'not_paid' });
    await db().update(orders).set({ expiresAt: hours(18) }).where(eq(orders.id, lateNight.id));
    expect(await remindUnpaidOrders(db(), hours(13))).toBe(0);

    // Paid before its reminder went out (the gateway was down): the reminder is not sent, and says why.
    const paidLate = await insertOrder(db(), { phone: phone(), state: 'not_paid' });
    await db().update(orders).set({ expiresAt: hours(30) }).where(eq(orders.id, paidLate.id));
    expect(await remindUnpaidOrders(db(), hours(24))).toBe(1);
    await db().update(orders).set({ state: 'paid' }).where(eq(orders.id, paidLate.id));
    const [reminder] = await noticesOf(paidLate.id);
    const outcomes = await sendDueNotifications(db(), { sms, mail: null }, { origin: 'https://zuuch.mn', now: hours(24) });
    expect(outcomes.find((o) => o.id === reminder.id)).toMatchObject({ result: 'skipped', reason: 'reminder_not_due' });
    expect((await noticesOf(paidLate.id)).map((n) => n.status)).toEqual(['skipped']);
  });

  it('sends the Mongolian texts in Latin letters when the store says so (one SMS part), the English ones as they are', async () => {
    const staff = { id: staffId, name: 'Admin' };
    await saveSendsLatin(db(), { storeId, latin: true, staff });
    try {
      const to = phone();
      const order = await insertOrder(db(), { phone: to, state: 'purchase' });
      await db().update(orders).set({ language: 'mn' }).where(eq(orders.id, order.id));
      await api.app.services.recordShippingStage({ storeId, number: order.number, stage: 'border', reachedOn: '2026-12-04', note: null, staffId });
      const [waiting] = await orderMessages(db(), storeId, order.id, 'https://zuuch.mn');
      const latin = `Zuuch: No${order.number} zakhialga - Mongolyn khil. https://zuuch.mn/order/${order.number}`;
      expect(waiting.text).toBe(latin);
      await send(noonInUlaanbaatar(7));
      expect(await inbox(to)).toEqual([latin]);
      expect(smsSegments(latin)).toMatchObject({ encoding: 'gsm7', segments: 1 });
    } finally {
      await saveSendsLatin(db(), { storeId, latin: false, staff });
    }
  });

  it('e-mails the news too when the shopper gave an address: at once, day or night, HTML and text in the order’s language; recorded as not sent without a mail server', async () => {
    const to = phone();
    const email = `shopper-${kind}@example.mn`;
    const order = await insertOrder(db(), { phone: to, state: 'purchase' });
    await db().update(orders).set({ language: 'mn', email }).where(eq(orders.id, order.id));
    // 23:30 in Ulaanbaatar: the SMS waits for 08:00, the e-mail goes now.
    const night = new Date(Date.UTC(2031, 4, 20, 15, 30));
    await db().transaction((tx) => notifyOrderIn(tx, { event: 'shipping_stage', orderId: order.id, detail: 'border', values: { stage: 'Монголын хил' } }, night));
    expect((await noticesOf(order.id)).map((n) => [n.channel, n.recipient, n.nextAttemptAt.toISOString()])).toEqual([
      ['sms', to, '2031-05-21T00:00:00.000Z'],
      ['email', email, night.toISOString()],
    ]);
    await api.app.services.sendDueNotifications({ origin: 'https://zuuch.mn', now: night });
    const mails = (await (await fetch(`${origin}/__sandbox/mail/messages.json?to=${encodeURIComponent(email)}`)).json()) as { subject: string; text: string; html: string; messageId: string }[];
    expect(mails).toHaveLength(1);
    const link = `https://zuuch.mn/order/${order.number}`;
    expect(mails[0].subject).toBe(`Зууч: №${order.number} захиалга — Тээврийн үе шат`);
    expect(mails[0].text).toContain(`Зууч: №${order.number} захиалга — Монголын хил. ${link}`);
    expect(mails[0].html).toContain(`<a href="${link}"`);
    expect(mails[0].html).toContain('Захиалгаа харах');
    expect(mails[0].messageId).toMatch(/^<[0-9a-f]{32}@localhost>$/);
    expect(await inbox(to)).toEqual([]);
    expect((await noticesOf(order.id)).map((n) => [n.channel, n.status])).toEqual([['sms', 'pending'], ['email', 'sent']]);

    // A store with no mail server: the e-mail is recorded as not sent, with the reason (no retries, no alert).
    const other = await insertOrder(db(), { phone: phone(), state: 'purchase' });
    await db().update(orders).set({ email }).where(eq(orders.id, other.id));
    await db().transaction((tx) => notifyOrderIn(tx, { event: 'out_for_delivery', orderId: other.id, detail: 'x' }, night));
    await sendDueNotifications(db(), { sms, mail: null }, { origin: 'https://zuuch.mn', now: night });
    const [, skipped] = await noticesOf(other.id);
    expect(skipped).toMatchObject({ channel: 'email', status: 'skipped', attempts: 0, lastError: 'no_mail_server' });
  });

  it('asks for the survey the morning after delivery unless the shopper turned such messages off (before or since) or answered it; the delivered news always goes', async () => {
    const staff = { id: staffId, name: 'Operator' };
    /** A shopper with an account and a delivered order of theirs; `off` turns their opinion messages off first. */
    const delivered = async (off: boolean) => {
      const to = phone();
      const session = await shopperSession(api.app, to);
      if (off) {
        const res = await api.app.inject({ method: 'PUT', url: '/api/v1/account/messages', payload: { marketingMessages: false }, headers: { cookie: session } });
        expect(res.json()).toMatchObject({ marketingMessages: false });
      }
      const order = await insertOrder(db(), { phone: to, state: 'on_delivery' });
      const before = new Date();
      await transitionOrder(db(), { storeId, orderId: order.id, to: 'complete', actor: { kind: 'system', name: 'test' }, reason: null });
      const notices = await noticesOf(order.id);
      return { to, session, order, notices, ask: notices.find((n) => n.event === 'survey_request')!, before, after: new Date() };
    };
    // The order's texts: all but the login code (the only one without a link).
    const texts = async (to: string) => (await inbox(to)).filter((text) => text.includes('https://'));

    // Shopper 1 takes them: "delivered" now, the survey's ask at 10:00 the next morning, each once.
    const one = await delivered(false);
    expect(one.notices.map((n) => [n.event, n.status])).toEqual([['order_done', 'pending'], ['survey_request', 'pending']]);
    expect(one.ask.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(surveyAskAt(one.before).getTime());
    expect(one.ask.nextAttemptAt.getTime()).toBeLessThanOrEqual(surveyAskAt(one.after).getTime());
    expect(one.ask.values).toMatchObject({ link: `/order/${one.order.number}#survey` });

    // Shopper 2 turned them off before: the ask is written as not sent, with the reason, for staff to see.
    const two = await delivered(true);
    expect(two.ask).toMatchObject({ status: 'skipped', lastError: 'opted_out' });

    // Shopper 3 turns them off after delivery, shopper 4 answers the survey on the order's page: neither is asked.
    const three = await delivered(false);
    await api.app.inject({ method: 'PUT', url: '/api/v1/account/messages', payload: { marketingMessages: false }, headers: { cookie: three.session } });
    const four = await delivered(false);
    await api.app.services.answerSurvey({ storeId, number: four.order.number, customerPhone: four.to, answer: { satisfaction: 5, reason: '', nps: 10, steps: {} } });

    await send(noonInUlaanbaatar(3));
    const done = (o: { order: { number: number } }) => `Zuuch: order ${o.order.number} is delivered. Thank you for shopping with us! https://zuuch.mn/order/${o.order.number}`;
    expect(await texts(one.to)).toEqual([done(one), `Zuuch: how was order ${one.order.number}? Tell us how we did: https://zuuch.mn/order/${one.order.number}#survey`]);
    for (const shopper of [two, three, four]) expect(await texts(shopper.to)).toEqual([done(shopper)]);
    expect((await noticesOf(three.order.id)).map((n) => [n.event, n.status, n.lastError])).toEqual([['order_done', 'sent', null], ['survey_request', 'skipped', 'opted_out']]);
    expect((await noticesOf(four.order.id)).map((n) => [n.event, n.status, n.lastError])).toEqual([['order_done', 'sent', null], ['survey_request', 'skipped', 'survey_not_due']]);

    // Staff pressing "Send again" on a turned-off ask sends nothing either, and says why.
    expect(await sendMessageAgain(db(), { sms, mail: null }, { storeId, id: two.ask.id, staff, origin: 'https://zuuch.mn', now: noonInUlaanbaatar(3), seen: 'skipped' })).toEqual({ id: two.ask.id, result: 'skipped', reason: 'opted_out', recipient: two.to });
    expect(await texts(two.to)).toEqual([done(two)]);
  });
});
