// What the shopper chose is taken as chosen, on a phone (375 px): a tapped variant is the one shown and the one added,
// even while the network is slow; nine payment options come in two groups with the lenders folded (by keyboard, and
// without JavaScript); QPay chosen at checkout shows its QR as the order page opens (a reload makes no second invoice);
// the complete page says where the order goes instead of asking again; and a toast covers nothing of the header.
import { eq } from 'drizzle-orm';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orders, paymentAttempts } from '../server/db/schema';
import { insertOrder } from '../test/order-rows';
import { fillCheckoutWithQPay, payQPayInvoice } from './support/checkout-steps';
import { openReady, useStore } from './support/store';

const store = useStore();
const PHONE = { width: 375 };

/** Whether the toast saying `text` leaves the header (the sticky banner) uncovered. */
async function toastClearOfHeader(page: Page, text: string | RegExp) {
  const toast = await page.getByRole('alert').filter({ hasText: text }).last().boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  return Boolean(toast && header) && (toast!.y >= header!.y + header!.height || toast!.y + toast!.height <= header!.y);
}

describe('the shopper’s choices, on a phone', () => {
  it('shows and adds the tapped variant at once while the page’s data is slow to come', async () => {
    const { page } = await store.newPage(PHONE);
    await openReady(page, '/p/apple-iphone-17-pro-256gb');
    // From here every request for page data waits (a very slow connection) until the test lets it go.
    const held: Route[] = [];
    await page.route(/\.data(\?|$)/, (route) => void held.push(route));
    const storage = page.getByRole('radiogroup', { name: 'Choose Storage' });
    const chosen = (await storage.getByRole('radio', { checked: true }).getAttribute('aria-label'))!;
    const other = chosen === '512GB' ? '256GB' : '512GB';
    try {
      await storage.getByRole('radio', { name: other }).click();
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Added to cart' }).waitFor();
      // What went into the cart is what was tapped…
      const cart = (await (await page.request.get('/api/v1/cart')).json()) as { lines: { options: { label: string; value: string }[] }[] };
      expect(cart.lines).toHaveLength(1);
      expect(cart.lines[0].options).toContainEqual(expect.objectContaining({ label: 'Storage', value: other }));
      // …and what is shown, in the address too, with nothing asked of the server.
      await storage.getByRole('radio', { name: other, checked: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('storage')).toBe(other.toLowerCase());
    } finally {
      await page.unroute(/\.data(\?|$)/);
      for (const route of held) await route.continue().catch(() => {});
    }
    // A reload shows the same variant (the address kept it).
    await openReady(page, page.url());
    await storage.getByRole('radio', { name: other, checked: true }).waitFor();
  });

  it('shows a toast clear of the header, whose cart link stays in reach', async () => {
    const { page } = await store.newPage(PHONE);
    await openReady(page, '/p/kikkoman-soy-sauce-1l');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Added to cart' }).waitFor();
    expect(await toastClearOfHeader(page, 'Added to cart')).toBe(true);
    // The header's cart link is there to be tapped while the toast shows.
    const cart = await page.getByRole('banner').getByRole('link', { name: /cart/i }).first().boundingBox();
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('header') !== null, [cart!.x + cart!.width / 2, cart!.y + cart!.height / 2]);
    expect(hit).toBe(true);
  });

  it('groups the payment options, lenders folded, by keyboard and without JavaScript', async () => {
    const { context, page } = await store.newPage(PHONE);
    await store.logIn(page, '8800 3711', '/p/kikkoman-soy-sauce-1l');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Added to cart' }).waitFor();
    await openReady(page, '/order');

    const payment = page.getByRole('group', { name: 'Payment option' });
    const now = payment.getByRole('group', { name: 'Pay now' });
    expect(await now.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getAttribute('value')))).toEqual(['qpay', 'bank_transfer', 'gift_card']);
    await now.getByRole('radio', { name: 'QPay' }).waitFor();
    const instalments = payment.getByRole('group', { name: 'Pay in instalments' });
    // Folded: the six lenders are one line until opened.
    expect(await instalments.getByRole('radio', { name: 'Storepay' }).isVisible()).toBe(false);
    await instalments.getByText('6 plans: Storepay, Pocket zero, Pocket leasing, PayOn, Easy Leasing, Khan Bank leasing').waitFor();
    // By keyboard: from the last option to pay now, Tab reaches the disclosure, Enter opens it.
    await now.getByRole('radio', { name: 'Gift card' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^6 plans:/);
    await page.keyboard.press('Enter');
    await instalments.getByRole('radio', { name: 'Storepay' }).waitFor();
    await instalments.getByText('Four equal payments over 45 days, with no fee and no interest.').waitFor();
    // Back to the options (one radio group): the arrow keys go on from the last option to pay now into the lenders.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown');
    await instalments.getByRole('radio', { name: 'Storepay', checked: true }).waitFor();

    // The same page without JavaScript: the disclosure opens by itself and the choice goes through.
    const plain = await store.browser.newContext({ baseURL: store.baseUrl, viewport: { width: 375, height: 900 }, javaScriptEnabled: false });
    try {
      await plain.addCookies(await context.cookies());
      const noScript = await plain.newPage();
      await noScript.goto('/order');
      const group = noScript.getByRole('group', { name: 'Pay in instalments' });
      await group.getByText(/^6 plans:/).click();
      await group.getByRole('radio', { name: 'Pocket zero' }).check();
      await noScript.getByRole('radio', { name: /Pick up/ }).check();
      await noScript.getByLabel('First name').fill('Nomin');
      await noScript.getByLabel('Last name').fill('Bat');
      await noScript.getByRole('checkbox', { name: /terms of service/ }).check();
      await noScript.getByRole('button', { name: 'Continue to review' }).click();
      await noScript.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor();
      await noScript.getByText('Pocket zero', { exact: true }).waitFor();
      // Back on the checkout, the chosen plan is shown unfolded.
      await noScript.goto('/order');
      await noScript.getByRole('group', { name: 'Pay in instalments' }).getByRole('radio', { name: 'Pocket zero', checked: true }).waitFor();
    } finally {
      await plain.close();
    }
  });

  it('shows the QPay QR as the order opens (one invoice, however often reloaded) and says where the order goes', async () => {
    const { page } = await store.newPage(PHONE);
    await store.logIn(page, '8800 3722', '/p/laneige-water-sleeping-mask-70ml');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Added to cart' }).waitFor();
    await openReady(page, '/order');
    await fillCheckoutWithQPay(page, { street: 'Peace Ave 3, apt 7', firstName: 'Tuul', lastName: 'Gan' });
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { level: 1, name: /^Order \d{6}$/ }).waitFor();
    const number = Number(new URL(page.url()).pathname.split('/').pop());

    // No second "Pay with QPay": the QR is there.
    const pay = page.getByRole('region', { name: 'Waiting for your payment' });
    await pay.getByRole('img', { name: /QPay QR code for/ }).waitFor();
    expect(await pay.getByRole('button', { name: /with QPay/ }).count()).toBe(0);
    await page.getByRole('alert').filter({ hasText: `Your order ${number} is placed.` }).waitFor();
    expect(await toastClearOfHeader(page, `Your order ${number} is placed.`)).toBe(true);
    const qpayPage = await pay.getByRole('link', { name: 'Open the QPay payment page' }).getAttribute('href');
    expect(await page.getByTestId('order-state').textContent()).toBe('Not paid');

    // The lenders are offered folded, under their own heading.
    await pay.getByRole('heading', { level: 3, name: 'Pay now' }).waitFor();
    await pay.getByRole('heading', { level: 3, name: 'Pay in instalments' }).waitFor();
    expect(await pay.getByRole('link', { name: 'Apply for Storepay' }).isVisible()).toBe(false);
    await pay.getByText(/^6 plans:/).click();
    await pay.getByRole('link', { name: 'Apply for Storepay' }).waitFor();

    await openReady(page, `/order/${number}`);
    await pay.getByRole('img', { name: /QPay QR code for/ }).waitFor();
    expect(await pay.getByRole('link', { name: 'Open the QPay payment page' }).getAttribute('href')).toBe(qpayPage);
    const db = store.db.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.number, number));
    expect(await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id))).toHaveLength(1);

    await payQPayInvoice(page);
    await page.waitForURL(`**/order/${number}/complete`);
    const next = page.getByRole('region', { name: 'What happens next' });
    await next.getByText('When it arrives, we deliver it to your address: Peace Ave 3, apt 7, Khoroo 3, Bayangol, Ulaanbaatar, Mongolia.').waitFor();
    expect(await next.getByText(/choose pickup/i).count()).toBe(0);
  });

  it('says pickup at the store on the complete page when pickup was chosen, in Mongolian', async () => {
    // Paid, with pickup chosen at checkout.
    const { number } = await insertOrder(store.db.database.db, { phone: '+97688003733', state: 'paid' });
    const { page } = await store.newPage({ ...PHONE, lang: 'mn' });
    await store.logIn(page, '8800 3733', `/order/${number}/complete`);
    const next = page.getByRole('region', { name: 'Цаашид юу болох вэ' });
    await next.getByText(/^Захиалга ирмэгц бид мессежээр мэдэгдэнэ, та манай дэлгүүрээс очиж авна: Улаанбаатар/).waitFor();
    expect(await next.getByText(/сонгоно уу/).count()).toBe(0);
  });
});
