// Refunds as staff and shoppers live them: a paid order is cancelled; a finance staff member, in Mongolian on a narrow
// phone, finds it on the refunds page with what is owed, is refused more than that, records the bank refund with its
// transaction id, and sees it listed; the shopper is texted the refund and their order's page says all is refunded.
// Axe finds nothing serious; nothing scrolls sideways at 320 px.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { insertOrder } from '../test/order-rows';
import { orders } from '../server/db/schema';
import { transitionOrder } from '../server/modules/orders/transition-order';
import { describeViolations, scrollsSideways, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();

async function logInStaff(page: Page, username: string, password: string) {
  await page.getByLabel('Нэвтрэх нэр').fill(username);
  await page.getByLabel('Нууц үг').fill(password);
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
}

describe('refunds', () => {
  it('records a refund of a cancelled paid order once, no more than owed, and texts the shopper', async () => {
    const db = store.db.database.db;
    const phone = '+97699887700';
    const nomin = await createStaff(db, { username: 'nomin', password: 'nomin gives back', name: 'Nomin', role: 'finance' });
    const order = await insertOrder(db, { number: 410100, state: 'not_paid', phone });
    await db.update(orders).set({ language: 'mn' }).where(eq(orders.id, order.id));
    await store.app.services.recordPayment({ orderId: order.id, provider: 'bank_transfer', providerPaymentId: randomUUID(), amount: order.total });
    await transitionOrder(db, { storeId: nomin.storeId, orderId: order.id, to: 'cancelled', actor: { kind: 'system', name: 'test' }, reason: 'Худалдагч барааг зарж дууссан' });
    const total = order.total.toLocaleString('en-US');

    const { page } = await store.newPage({ lang: 'mn', width: 320 });
    await openReady(page, '/console/refunds');
    await logInStaff(page, 'nomin', 'nomin gives back');
    await page.getByRole('heading', { level: 1, name: 'Төлбөрийн буцаалт' }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: '№410100 захиалга' });
    expect(await card.getByTestId('refund-owed').textContent()).toBe(`Буцааж өгөх: ${total}₮`);
    expect(await scrollsSideways(page)).toBeNull();
    expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);

    // More than owed: refused, with the most that may be given back, beside the field.
    const form = card.getByRole('form', { name: '№410100 захиалгын буцаалт бүртгэх' });
    await form.getByLabel('Дүн (₮)').fill(String(order.total + 1));
    await form.getByLabel('Гүйлгээний дугаар').fill('KHAN-RF-0001');
    await form.getByRole('button', { name: 'Буцаалтыг бүртгэх' }).click();
    await card.getByText(`Энэ захиалгаас хамгийн ихдээ ${total}₮ буцааж болно`).waitFor();
    expect(await form.getByLabel('Дүн (₮)').getAttribute('aria-invalid')).toBe('true');

    // The whole sum, typed as people write it.
    await form.getByLabel('Дүн (₮)').fill(total.replace(/,/g, ' '));
    await form.getByLabel('Гүйлгээний дугаар').fill('KHAN-RF-0001');
    await form.getByRole('button', { name: 'Буцаалтыг бүртгэх' }).click();
    await page.getByRole('status').filter({ hasText: `№410100 захиалгад ${total}₮ буцаасныг бүртгэлээ.` }).waitFor();
    await page.getByText('Буцааж өгөх мөнгө алга.').waitFor();
    const made = page.getByRole('table', { name: 'Хийсэн буцаалт, шинэ нь эхэндээ' });
    expect(await made.getByRole('row').nth(1).textContent()).toContain('KHAN-RF-0001');
    expect(await scrollsSideways(page)).toBeNull();

    // The shopper is texted it, and their order's page says all of it is back.
    await store.sendTexts();
    const inbox = (await (await fetch(`${store.baseUrl}/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`)).json()) as { text: string }[];
    expect(inbox.map((m) => m.text)).toContain(`Зууч: №410100 захиалгын төлбөрөөс ${total}₮ буцаан олголоо. ${store.baseUrl}/order/410100`);
    const shopper = (await store.newPage({ lang: 'mn', width: 320 })).page;
    await store.logIn(shopper, '9988 7700', '/order/410100/old');
    expect(await shopper.getByTestId('money-back').textContent()).toBe(`Та ${total}₮ төлсөн; бүгдийг нь буцаасан.`);
  });
});
