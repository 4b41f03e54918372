// Texts to shoppers as staff and shoppers live them: staff take a Korean order from purchase through its five shipping
// stages, out for delivery and delivered (the survey's link); after each step the store's worker runs (at noon in Ulaanbaatar, outside the quiet hours) and the
// SMS sandbox's page shows the shopper's messages in Mongolian, in order, one each — the date of a stage corrected the
// next day is no news. The order's page lists every message with its status; "Send again" sends a copy. A message the
// gateway refused every time raises the alert on the orders list, which leads to the failed messages, where staff send
// it again once the gateway works. An admin rewords a text (a variable its event lacks is refused; the preview uses a
// real order) and switches the Mongolian texts to Latin letters. In Mongolian too; nothing scrolls sideways at 320 px.
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { insertOrder } from '../test/order-rows';
import { notifications, orders } from '../server/db/schema';
import { describeViolations, scrollsSideways, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();


/** The texts the SMS sandbox's page shows for a phone, oldest first (the page lists the newest first). */
async function sandboxTexts(page: Page, phone: string): Promise<string[]> {
  await page.goto('/__sandbox/sms');
  const rows = page.getByRole('row').filter({ hasText: phone });
  const texts = await rows.evaluateAll((trs) => trs.map((tr) => tr.lastElementChild?.textContent ?? ''));
  return texts.reverse();
}

describe('texts to shoppers', () => {
  it('texts each shipping stage and the delivery once, in Mongolian and in order; staff send one again', async () => {
    const db = store.db.database.db;
    await createStaff(db, { username: 'tuya', password: 'tuya sends texts', name: 'Tuya', role: 'operator' });
    const phone = '+97688001122';
    const order = await insertOrder(db, { number: 400100, state: 'purchase', phone, origin: 'KR' });
    await db.update(orders).set({ language: 'mn' }).where(eq(orders.id, order.id));
    const { page } = await store.newPage({ lang: 'en' });
    const sandbox = (await store.newPage()).page;

    await openReady(page, '/console/orders/400100');
    await page.getByLabel('Username').fill('tuya');
    await page.getByLabel('Password').fill('tuya sends texts');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order 400100' }).waitFor();
    const messages = page.getByRole('region', { name: 'Messages to the shopper' });
    expect(await messages.textContent()).toContain('No messages for this order yet.');

    const stages: [string, string][] = [
      ['Verified', 'Худалдагч баталсан'],
      ['International order', 'Олон улсын захиалга'],
      ['Interstate shipment', 'Улс хоорондын тээвэр'],
      ['Mongolian border', 'Монголын хил'],
      ['Inner delivery', 'Дотоод хүргэлт'],
    ];
    const expected: string[] = [];
    for (const [i, [name, mn]] of stages.entries()) {
      const form = page.getByRole('form', { name });
      await form.getByLabel('Date').fill(`2026-12-0${i + 1}`);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByRole('status').filter({ hasText: `Saved: ${name}.` }).waitFor();
      await store.sendTexts();
      expected.push(`Зууч: №400100 захиалга — ${mn}. ${store.baseUrl}/order/400100`);
      expect(await sandboxTexts(sandbox, phone)).toEqual(expected);
    }
    // The border's date corrected: the same stage is no news.
    const border = page.getByRole('form', { name: 'Mongolian border' });
    await border.getByLabel('Date').fill('2026-12-05');
    await border.getByRole('button', { name: 'Save' }).click();
    await border.getByRole('status').filter({ hasText: 'Saved: Mongolian border.' }).waitFor();
    await store.sendTexts();
    expect(await sandboxTexts(sandbox, phone)).toEqual(expected);

    // Out for delivery.
    const move = page.getByRole('region', { name: 'Move the order' });
    await move.getByRole('button', { name: 'On delivery', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Moved to “On delivery”.' }).waitFor();
    await store.sendTexts();
    expected.push(`Зууч: №400100 захиалга хүргэлтэд гарлаа. ${store.baseUrl}/order/400100`);
    expect(await sandboxTexts(sandbox, phone)).toEqual(expected);

    // Delivered: a thank-you now, and the next morning a text asking for the survey, on the order's page.
    await move.getByRole('button', { name: 'Complete', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Moved to “Complete”.' }).waitFor();
    await store.sendTexts();
    expected.push(`Зууч: №400100 захиалга хүргэгдлээ. Манайхаар үйлчлүүлсэнд баярлалаа! ${store.baseUrl}/order/400100`);
    expected.push(`Зууч: №400100 захиалга тань ямар байсан бэ? Үйлчилгээг маань үнэлнэ үү: ${store.baseUrl}/order/400100#survey`);
    expect(await sandboxTexts(sandbox, phone)).toEqual(expected);

    // The order's page lists them, each sent once, with its text.
    await page.reload();
    const items = messages.getByRole('article');
    await expect.poll(() => items.count()).toBe(8);
    expect(await messages.getByTestId('message-status').allTextContents()).toEqual(Array(8).fill('Sent'));
    expect(await messages.getByTestId('message-text').allTextContents()).toEqual(expected);

    // The shopper lost the border's text and calls: staff send it again; the sandbox shows it a second time.
    const borderMessage = items.filter({ hasText: 'Монголын хил' });
    await borderMessage.getByRole('button', { name: /^Send again/ }).click();
    await borderMessage.getByRole('status').filter({ hasText: 'Sent to 8800 1122.' }).waitFor();
    expect(await sandboxTexts(sandbox, phone)).toEqual([...expected, expected[3]]);
    await expect.poll(() => items.count()).toBe(9);
    await page.getByRole('region', { name: 'Changes by staff' }).getByText('Sent again').first().waitFor();
  });

  it('lets a shopper turn off the texts that ask for an opinion, in Mongolian at 320 px; the delivered news still comes and staff see why the ask was not sent', async () => {
    const db = store.db.database.db;
    await createStaff(db, { username: 'saraa', password: 'saraa delivers', name: 'Saraa', role: 'operator' });
    const phone = '+97699445566';
    const { page } = await store.newPage({ lang: 'mn', width: 320 });
    await store.logIn(page, '9944 5566');
    const choice = page.getByRole('region', { name: 'Дэлгүүрээс ирэх мессеж' });
    const box = choice.getByRole('checkbox', { name: /^Миний санал бодлыг асуусан мессеж, имэйл/ });
    expect(await box.isChecked()).toBe(true);
    expect(await choice.textContent()).toContain('Захиалгын тань мэдээ (бүртгэгдсэн, төлөгдсөн, ачигдсан, ирсэн, хүргэгдсэн) үргэлж ирнэ.');
    await box.uncheck();
    await choice.getByRole('button', { name: 'Хадгалах' }).click();
    await choice.getByRole('status').filter({ hasText: 'Санал бодлыг тань асуусан мессеж танд ирэхгүй.' }).waitFor();
    await page.reload();
    expect(await box.isChecked()).toBe(false);
    expect(await scrollsSideways(page)).toBeNull();
    expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);

    // Staff deliver her order, in Mongolian.
    const order = await insertOrder(db, { number: 400500, state: 'on_delivery', phone });
    await db.update(orders).set({ language: 'mn' }).where(eq(orders.id, order.id));
    const desk = (await store.newPage({ lang: 'mn', width: 320 })).page;
    await openReady(desk, '/console/orders/400500');
    await desk.getByLabel('Нэвтрэх нэр').fill('saraa');
    await desk.getByLabel('Нууц үг').fill('saraa delivers');
    await desk.getByRole('button', { name: 'Нэвтрэх' }).click();
    await desk.getByRole('region', { name: 'Төлөв өөрчлөх' }).getByRole('button', { name: 'Дууссан', exact: true }).click();
    await desk.getByTestId('order-state').filter({ hasText: 'Дууссан' }).waitFor();

    // The next morning's run: the delivered news went, the survey's ask did not.
    await store.sendTexts();
    const sandbox = (await store.newPage()).page;
    const orderTexts = (await sandboxTexts(sandbox, phone)).filter((text) => text.includes('/order/'));
    expect(orderTexts).toEqual([`Зууч: №400500 захиалга хүргэгдлээ. Манайхаар үйлчлүүлсэнд баярлалаа! ${store.baseUrl}/order/400500`]);

    // The order's message log says why.
    await desk.reload();
    const ask = desk.getByRole('region', { name: 'Худалдан авагчид илгээсэн мессеж' }).getByRole('article').filter({ hasText: 'Санал асуулгын хүсэлт' });
    expect(await ask.getByTestId('message-status').textContent()).toBe('Илгээхгүй болсон');
    expect(await ask.getByTestId('message-error').textContent()).toBe('Илгээгдсэнгүй: худалдан авагч ийм мессеж авахаас бүртгэлийн хуудсандаа татгалзсан.');
    expect(await scrollsSideways(desk)).toBeNull();
  });

  it('raises an alert for a text the gateway refused; staff find it in the message log and send it again, in Mongolian', async () => {
    const db = store.db.database.db;
    const bat = await createStaff(db, { username: 'bat', password: 'bat reads the log', name: 'Bat', role: 'operator' });
    const phone = '+97699004455';
    const order = await insertOrder(db, { number: 400200, state: 'purchase', phone, origin: 'US' });
    await db.update(orders).set({ language: 'mn' }).where(eq(orders.id, order.id));
    await store.app.services.recordShippingStage({ storeId: bat.storeId, number: 400200, stage: 'border', reachedOn: '2026-12-04', note: null, staffId: bat.id });
    // Every try refused (the gateway's balance ran out): given up, with its last answer.
    await db
      .update(notifications)
      .set({ status: 'failed', attempts: 5, lastError: 'SMS gateway failed: {"status":402,"answer":"insufficient balance"}' })
      .where(eq(notifications.orderId, order.id));

    const { page } = await store.newPage({ lang: 'mn', width: 320 });
    await openReady(page, '/console/orders');
    await page.getByLabel('Нэвтрэх нэр').fill('bat');
    await page.getByLabel('Нууц үг').fill('bat reads the log');
    await page.getByRole('button', { name: 'Нэвтрэх' }).click();
    const alert = page.getByTestId('failed-messages');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Сүүлийн 7 хоногт 1 мессеж худалдан авагчид илгээгдсэнгүй.');
    await alert.getByRole('link', { name: 'Илгээгдээгүй мессежийг харах' }).click();
    await page.getByRole('heading', { level: 1, name: 'Худалдан авагчид илгээсэн мессеж' }).waitFor();
    expect(new URL(page.url()).search).toBe('?status=failed');
    expect(await page.getByRole('link', { name: 'Илгээгдээгүй' }).getAttribute('aria-current')).toBe('page');
    expect(await scrollsSideways(page)).toBeNull();
    expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);

    const failed = page.getByRole('article').filter({ hasText: '№400200 захиалга' });
    expect(await failed.getByTestId('message-status').textContent()).toBe('Илгээгдээгүй');
    expect(await failed.getByTestId('message-error').textContent()).toBe('Сүүлийн хариу: SMS gateway failed: {"status":402,"answer":"insufficient balance"}');
    await failed.getByRole('button', { name: /^Дахин илгээх/ }).click();
    await page.getByRole('status').filter({ hasText: 'Илгээлээ: 9900 4455.' }).waitFor();
    // Sent now: it has left the failed list, and the alert is gone.
    await page.getByText('Мессеж алга.').waitFor();
    await openReady(page, '/console/orders');
    expect(await page.getByTestId('failed-messages').count()).toBe(0);
    const sandbox = (await store.newPage()).page;
    expect(await sandboxTexts(sandbox, phone)).toEqual([`Зууч: №400200 захиалга — Монголын хил. ${store.baseUrl}/order/400200`]);
  });

  it('lets an admin reword a message: a variable the event lacks is refused, the preview shows a real order, and the next text says it', async () => {
    const db = store.db.database.db;
    const admin = await createStaff(db, { username: 'oyun', password: 'oyun words texts', name: 'Oyun', role: 'admin' });
    const phone = '+97695006677';
    const order = await insertOrder(db, { number: 400300, state: 'purchase', phone, origin: 'JP' });
    await db.update(orders).set({ language: 'mn' }).where(eq(orders.id, order.id));
    const stageOf = (name: 'border' | 'verified') => store.app.services.recordShippingStage({ storeId: admin.storeId, number: 400300, stage: name, reachedOn: '2026-12-01', note: null, staffId: admin.id });
    await stageOf('border');
    await store.sendTexts();
    const { page } = await store.newPage({ lang: 'en', width: 375 });
    await openReady(page, '/console/messages');
    await page.getByLabel('Username').fill('oyun');
    await page.getByLabel('Password').fill('oyun words texts');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('link', { name: 'Edit the texts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Message texts' }).waitFor();
    expect(await scrollsSideways(page)).toBeNull();
    expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);

    const stage = page.getByRole('region', { name: 'Shipping stage' });
    const mn = stage.getByLabel('Text in Mongolian');
    // A variable the shipping stage does not have: named as it is typed, refused on Save, nothing saved.
    await mn.fill('Зууч: №{number} захиалга {stage} шатанд, үлдэгдэл {left}. {link}');
    await stage.getByText('Not a variable of this message: {left}').waitFor();
    await stage.getByRole('button', { name: 'Save' }).click();
    await stage.getByText('This message has no {left}: it may use {number}, {stage}, {link}').waitFor();
    expect(await mn.getAttribute('aria-invalid')).toBe('true');
    expect((await store.app.services.messageTemplates(admin.storeId)).shipping_stage.mn.custom).toBe(false);

    // Fixed: the preview fills it from a real order — the newest shipping-stage text in Mongolian, the border of this
    // one — and counts its SMS parts.
    await mn.fill('Зууч: №{number} захиалга {stage} шатанд. {link}');
    await stage.getByText('Preview with order 400300').first().waitFor();
    await expect.poll(() => stage.getByTestId('preview-mn').textContent()).toBe(`Зууч: №400300 захиалга Монголын хил шатанд. ${store.baseUrl}/order/400300`);
    expect(await stage.getByTestId('parts-mn').textContent()).toMatch(/^\d+ characters, 2 SMS parts · Cyrillic \(Unicode\)$/);
    await stage.getByRole('button', { name: 'Save' }).click();
    await stage.getByRole('status').filter({ hasText: 'Saved: Shipping stage.' }).waitFor();
    await stage.getByText('The store’s own').waitFor();

    // The next stage of the order is texted in the new words.
    await stageOf('verified');
    await store.sendTexts();
    const sandbox = (await store.newPage()).page;
    expect(await sandboxTexts(sandbox, phone)).toEqual([
      `Зууч: №400300 захиалга — Монголын хил. ${store.baseUrl}/order/400300`,
      `Зууч: №400300 захиалга Худалдагч баталсан шатанд. ${store.baseUrl}/order/400300`,
    ]);

    // A cheap SMS plan: the Mongolian texts go in Latin letters, one SMS part; the preview shows it.
    await page.getByRole('checkbox', { name: 'Send the Mongolian texts in Latin letters' }).check();
    await page.getByRole('form', { name: 'Letters of the Mongolian texts' }).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'The Mongolian texts are sent in Latin letters.' }).waitFor();
    await expect.poll(() => stage.getByTestId('preview-mn').textContent()).toBe(`Zuuch: No400300 zakhialga Khudaldagch batalsan shatand. ${store.baseUrl}/order/400300`);
    expect(await stage.getByTestId('parts-mn').textContent()).toMatch(/^\d+ characters, 1 SMS part · Latin letters$/);
  });

  it('e-mails a shopper who gave an address, in their language, and lists the e-mail beside the SMS', async () => {
    const db = store.db.database.db;
    const staff = await createStaff(db, { username: 'saran', password: 'saran reads mail', name: 'Saran', role: 'operator' });
    const order = await insertOrder(db, { number: 400400, state: 'purchase', phone: '+97688114455', origin: 'CN' });
    await db.update(orders).set({ language: 'en', email: 'bold@example.mn' }).where(eq(orders.id, order.id));
    await store.app.services.recordShippingStage({ storeId: staff.storeId, number: 400400, stage: 'interstate', reachedOn: '2026-12-03', note: null, staffId: staff.id });
    await store.sendTexts();

    const { page } = await store.newPage({ lang: 'en' });
    await page.goto('/__sandbox/mail');
    const mail = page.getByRole('row').filter({ hasText: 'bold@example.mn' });
    expect(await mail.count()).toBe(1);
    expect(await mail.textContent()).toContain('Zuuch: order 400400, Shipping stage');
    expect(await mail.textContent()).toContain(`Zuuch: order 400400: Interstate shipment. ${store.baseUrl}/order/400400`);

    await openReady(page, '/console/orders/400400');
    await page.getByLabel('Username').fill('saran');
    await page.getByLabel('Password').fill('saran reads mail');
    await page.getByRole('button', { name: 'Log in' }).click();
    // The order's page after the login (a poll alone gives up after a second, which a busy machine can take).
    await page.getByRole('heading', { level: 1, name: 'Order 400400' }).waitFor();
    const messages = page.getByRole('region', { name: 'Messages to the shopper' });
    await expect.poll(() => messages.getByTestId('message-channel').allTextContents()).toEqual(['SMS', 'E-mail']);
    expect(await messages.getByTestId('message-status').allTextContents()).toEqual(['Sent', 'Sent']);
  });
});
