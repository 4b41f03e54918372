// After checkout, as a shopper lives with an order: finds it in "My orders", follows its shipping stages, gives the civil
// registration number for the e-receipt (a wrong length first), chooses home delivery to a new address once it has
// arrived, reads an expired order on its closed page; someone else's order stays closed to them. Orders are written
// into the database as staff and payments would have left them.
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../server/db/schema';
import { insertOrder as insertOrderRow, type TestOrder } from '../test/order-rows';
import { openReady, useStore } from './support/store';

/** An order of the shopper's, written straight into the database: its number. */
const insertOrder = async (db: Parameters<typeof insertOrderRow>[0], order: TestOrder) => (await insertOrderRow(db, order)).number;

const store = useStore();
const db = () => store.db.database.db;

const path = (page: Page) => new URL(page.url()).pathname;

describe('order pages', () => {
  it('follows an order from the list to tracking, the e-receipt and home delivery', async () => {
    const { page } = await store.newPage({ width: 390 });
    await store.logIn(page, '99301122');
    const phone = '+97699301122';
    const older = await insertOrder(db(), { phone, state: 'expired', slugs: ['kikkoman-soy-sauce-1l'], createdAt: new Date(Date.now() - 5 * 86_400_000) });
    const number = await insertOrder(db(), {
      phone,
      state: 'purchase',
      slugs: ['laneige-water-sleeping-mask-70ml', 'apple-iphone-17-pro-256gb'],
      stages: [
        { stage: 'verified', reachedOn: '2026-03-02' },
        { stage: 'internationalOrder', reachedOn: '2026-03-04', note: 'Bought from the Seoul supplier' },
      ],
    });

    // My orders: newest first, each with its state and what is in it.
    await openReady(page, '/user/order');
    await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
    const links = page.getByRole('main').getByRole('link', { name: /^Order \d{6}/ });
    expect(await links.allTextContents()).toEqual([expect.stringContaining(`Order ${number}`), expect.stringContaining(`Order ${older}`)]);
    await links.first().getByText('Purchase', { exact: true }).waitFor();
    await links
      .first()
      .getByText(/2 items · Laneige Water Sleeping Mask 70ml, Apple iPhone 17 Pro/)
      .waitFor();
    await links.first().click();
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();

    // Tracking: two stages reached, with their dates and note; the rest pending.
    await page.getByRole('link', { name: 'Track shipping' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shipping tracking' }).waitFor();
    const stages = page.getByRole('list', { name: 'Shipping stages' }).getByRole('listitem');
    expect(await stages.count()).toBe(5);
    await stages.filter({ hasText: 'Verified' }).getByText('Reached on 2 March 2026').waitFor();
    await stages.filter({ hasText: 'International order' }).getByText('Bought from the Seoul supplier').waitFor();
    expect(await stages.filter({ hasText: 'International order' }).getAttribute('aria-current')).toBe('step');
    for (const pending of ['Interstate shipment', 'Mongolian border', 'Inner delivery'])
      await stages.filter({ hasText: pending }).getByText('Pending').waitFor();
    await page
      .getByRole('list', { name: 'Progress' })
      .getByRole('listitem')
      .filter({ hasText: 'Order arrived' })
      .and(page.locator('[aria-current="step"]'))
      .waitFor();

    // e-receipt: a number one character short, then the right one.
    await openReady(page, `/order/${number}/cid`);
    await page.getByRole('heading', { level: 1, name: 'e-receipt details' }).waitFor();
    await page.getByRole('link', { name: 'How to find your civil registration or company register number' }).waitFor();
    await page.getByLabel('Civil registration number').fill('12345678901');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Must be 12 characters' }).waitFor();
    await page.getByLabel('Civil registration number').fill('1234 5678 9012');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'The e-receipt details are saved.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    expect((await db().select().from(orders).where(eq(orders.number, number)))[0].receiptTarget).toEqual({ kind: 'person', number: '123456789012' });

    // Before it arrives the delivery choice is not open yet.
    await openReady(page, `/order/${number}/delivery`);
    await page.getByText('You can choose pickup at the store or home delivery once your order arrives', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Save my choice' }).count()).toBe(0);

    // It arrived: home delivery to a new address.
    await db().update(orders).set({ state: 'expected' }).where(eq(orders.number, number));
    await openReady(page, `/order/${number}`);
    // Pickup was chosen at checkout: the page offers to change it, with pickup already chosen.
    await page.getByRole('link', { name: 'Change how to receive it' }).click();
    await page.getByRole('radio', { name: /Pick up at the store/, checked: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'How to receive your order' }).waitFor();
    await page.getByRole('radio', { name: /Home delivery/ }).check();
    await page.getByLabel('City / aimag').selectOption({ label: 'Ulaanbaatar' });
    await page.getByLabel('District / soum').selectOption({ label: 'Bayangol' });
    await page.getByRole('button', { name: 'Save my choice' }).click();
    await page.getByRole('alert').filter({ hasText: 'is required' }).first().waitFor();
    await page.getByLabel('Khoroo', { exact: true }).selectOption({ label: 'Khoroo 3' });
    await page.getByLabel('Street, building, entrance, apartment').fill('Enkh Taivan Ave 15, building 4, apt 21');
    await page.getByRole('button', { name: 'Save my choice' }).click();
    await page.getByRole('alert').filter({ hasText: 'Saved: Home delivery.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    expect(path(page)).toBe(`/order/${number}`);
    await page.getByText('Enkh Taivan Ave 15, building 4, apt 21').waitFor();
    await page.getByText('Khoroo 3, Bayangol, Ulaanbaatar, Mongolia').waitFor();
    expect(await page.getByTestId('order-state').textContent()).toBe('Expected');
    await page
      .getByRole('list', { name: 'Progress' })
      .getByRole('listitem')
      .filter({ hasText: 'Delivery in progress' })
      .and(page.locator('[aria-current="step"]'))
      .waitFor();

    // The expired one opens on its closed page.
    await openReady(page, `/order/${older}`);
    await page.waitForURL((url) => url.pathname === `/order/${older}/old`);
    await page.getByRole('region', { name: 'This order is closed' }).getByText('This order expired: its items went back on sale.').waitFor();
    expect(await page.getByTestId('closed-reason').textContent()).toBe('Reason: Not paid within 48 hours');
    await page.getByRole('link', { name: 'Shop again' }).waitFor();
    expect(await page.getByTestId('order-state').textContent()).toBe('Expired');
  });

  it('thanks for a confirmed payment, and sends an unpaid order back to its page', async () => {
    const { page } = await store.newPage();
    await store.logIn(page, '99301133');
    const paid = await insertOrder(db(), { phone: '+97699301133', state: 'paid', slugs: ['gobi-womens-cashmere-crew-neck-sweater'] });
    const unpaid = await insertOrder(db(), { phone: '+97699301133', state: 'new', slugs: ['kikkoman-soy-sauce-1l'] });
    await openReady(page, `/order/${paid}/complete`);
    await page.getByRole('heading', { level: 1, name: 'Thank you — your payment is confirmed' }).waitFor();
    await page.getByRole('region', { name: 'What happens next' }).getByText('We get your goods ready at our Ulaanbaatar warehouse.').waitFor();
    await page.getByRole('link', { name: 'Track shipping' }).click();
    await page.getByText('This order ships from our Ulaanbaatar warehouse', { exact: false }).waitFor();
    await openReady(page, `/order/${unpaid}/complete`);
    await page.waitForURL((url) => url.pathname === `/order/${unpaid}`);
    await page.getByRole('region', { name: 'Waiting for your payment' }).waitFor();
  });

  it('works in Mongolian: the list, the receipt number’s rule and a closed order', async () => {
    const { page } = await store.newPage({ lang: 'mn', width: 375 });
    await store.logIn(page, '88301144');
    const phone = '+97688301144';
    const open = await insertOrder(db(), { phone, state: 'approved', slugs: ['laneige-water-sleeping-mask-70ml'] });
    const cancelled = await insertOrder(db(), { phone, state: 'cancelled', slugs: ['kikkoman-soy-sauce-1l'], reason: 'Худалдан авагчийн хүсэлтээр' });
    await openReady(page, '/user/order');
    await page.getByRole('heading', { level: 1, name: 'Миний захиалгууд' }).waitFor();
    await page
      .getByRole('link', { name: new RegExp(`Захиалга ${cancelled}`) })
      .getByText('Цуцлагдсан')
      .waitFor();

    await openReady(page, `/order/${open}/cid`);
    await page.getByRole('heading', { level: 1, name: 'И-баримтын мэдээлэл' }).waitFor();
    await page.getByLabel('Регистрийн дугаар').fill('УБ900512');
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByRole('alert').filter({ hasText: '12 тэмдэгт байх ёстой' }).waitFor();
    await page.getByRole('radio', { name: 'Байгууллага' }).check();
    await page.getByLabel('Байгууллагын регистрийн дугаар').fill('12345');
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByRole('alert').filter({ hasText: 'Байгууллагын 7 оронтой регистрийн дугаарыг оруулна уу' }).waitFor();

    await page
      .getByRole('link', { name: new RegExp(`Захиалга ${open}`) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: `Захиалга ${open}` }).waitFor();
    await openReady(page, `/order/${cancelled}/old`);
    await page.getByRole('region', { name: 'Энэ захиалга хаагдсан' }).getByText('Худалдан авагчийн хүсэлтээр').waitFor();
    await page.getByRole('link', { name: 'Дахин худалдан авах' }).waitFor();
    // The 48-hour sweeper's reason, in the page's language.
    const expired = await insertOrder(db(), { phone, state: 'expired', slugs: ['kikkoman-soy-sauce-1l'] });
    await openReady(page, `/order/${expired}/old`);
    expect(await page.getByTestId('closed-reason').textContent()).toBe('Шалтгаан: 48 цагийн дотор төлөгдөөгүй');
    // An order still open has no closed page.
    await openReady(page, `/order/${open}/old`);
    await page.waitForURL((url) => url.pathname === `/order/${open}`);
  });

  it('asks a guest to log in with the order’s phone and brings them back to it, in Mongolian', async () => {
    const number = await insertOrder(db(), {
      phone: '+97688301177',
      state: 'approved',
      slugs: ['laneige-water-sleeping-mask-70ml'],
      stages: [{ stage: 'verified', reachedOn: '2026-03-02' }],
    });
    const { page } = await store.newPage({ lang: 'mn', width: 375 });
    const response = await openReady(page, `/order/${number}/tracking`);
    expect(response?.status()).toBe(403);
    // Not logged in is not "another number": the page asks for the order's phone.
    await page.getByText('Захиалга өгсөн утасны дугаараараа нэвтэрвэл захиалга тань энд нээгдэнэ.').waitFor();
    expect(await page.getByText('өөр утасны дугаарт бүртгэлтэй', { exact: false }).count()).toBe(0);
    await page.getByRole('link', { name: 'Захиалгыг харахын тулд нэвтрэх' }).click();
    await page.waitForURL((url) => url.pathname === '/user' && url.searchParams.get('returnTo') === `/order/${number}/tracking`);
    await store.logIn(page, '88301177', `/order/${number}/tracking`);
    // The first shipping stage and the order's state are two words, not one ("Баталгаажсан" was both).
    await page.getByRole('list', { name: 'Тээврийн үе шат' }).getByText('Худалдагч баталсан').waitFor();
    await openReady(page, `/order/${number}`);
    expect(await page.getByTestId('order-state').textContent()).toBe('Зөвшөөрөгдсөн');
    expect(await page.getByText('Баталгаажсан', { exact: true }).count()).toBe(0);
  });

  it('names the banks and the account holder of a transfer in the page’s language', async () => {
    const number = await insertOrder(db(), { phone: '+97688301188', state: 'new', paymentMethod: 'bank_transfer', slugs: ['kikkoman-soy-sauce-1l'] });
    const { page } = await store.newPage({ lang: 'mn', width: 375 });
    await store.logIn(page, '88301188', `/order/${number}`);
    const transfer = page.getByRole('region', { name: 'Дансаар шилжүүлэх' });
    await transfer.getByText('Хаан банк').waitFor();
    await transfer.getByText('Голомт банк').waitFor();
    await transfer.getByText(/Зууч ХХК/).first().waitFor();
    expect(await transfer.innerText()).not.toMatch(/Khan|Golomt|LLC/);
    // The amount to transfer is read as "төгрөг": -ийг, not a "-г" glued on.
    await transfer.getByText(/^[\d,]+₮-ийг эдгээр данснуудын аль нэг рүү шилжүүлж/).waitFor();

    await page.getByRole('button', { name: /Switch to English/ }).click();
    const inEnglish = page.getByRole('region', { name: 'Bank transfer' });
    await inEnglish.getByText('Khan Bank').waitFor();
    await inEnglish.getByText(/Zuuch LLC/).first().waitFor();
  });

  it('keeps an order from another shopper, on every order page', async () => {
    const number = await insertOrder(db(), { phone: '+97699301155', state: 'expected', slugs: ['kikkoman-soy-sauce-1l'] });
    const { page } = await store.newPage();
    await store.logIn(page, '99301166');
    for (const sub of ['', '/tracking', '/delivery', '/cid', '/complete', '/old']) {
      const response = await openReady(page, `/order/${number}${sub}`);
      expect(response?.status()).toBe(403);
      await page.getByRole('heading', { level: 1, name: 'You are not permitted to view this order' }).waitFor();
      await page.getByText('This order belongs to another phone number.', { exact: false }).waitFor();
    }
    // The page's data request answers the same.
    expect((await page.request.get(`/order/${number}/tracking.data`)).status()).toBe(403);
    expect((await db().select().from(orders).where(eq(orders.number, number)))[0].deliveryChoice).toBeNull();
  });
});
