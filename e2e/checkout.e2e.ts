// The heart of the store, as a shopper does it: a guest puts two products and a set in the cart, verifies their phone
// with a texted code, checks out with home delivery, reviews, places the order and lands on its page (the form's own
// messages come first, the way a hurried shopper meets them). Then a staff member takes the order through paid →
// purchase → on delivery → complete with shipping stages while the shopper (who paid by QPay) watches each step;
// another shopper is refused.
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { fillCheckoutWithQPay, payQPayInvoice } from './support/checkout-steps';
import { openReady, useStore } from './support/store';

const store = useStore();

const amount = (text: string | null) => Number(text!.replace(/\D/g, ''));

let placed = 0;

describe('checkout and the order’s life', () => {
  it('takes a guest from the cart to a placed order with home delivery', async () => {
    const { page } = await store.newPage({ width: 390 });
    for (const slug of ['laneige-water-sleeping-mask-70ml', 'kikkoman-soy-sauce-1l']) {
      await openReady(page, `/p/${slug}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('alert').filter({ hasText: 'Added to cart' }).last().waitFor();
    }
    await openReady(page, '/p/ugreen-aluminium-laptop-stand');
    await page.getByRole('button', { name: 'Add set to cart' }).first().click();
    await page.getByRole('banner').getByRole('link', { name: '3 items in the cart' }).waitFor();

    await page.getByRole('banner').getByRole('link', { name: '3 items in the cart' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    const cartTotal = amount(await page.getByTestId('cart-total').textContent());
    expect(cartTotal).toBe(72_000 + 19_500 + 239_000);

    // A guest verifies the phone first; the code logs them in and brings them back with the cart.
    await page.getByRole('heading', { name: 'Verify your phone to check out' }).waitFor();
    await page.getByLabel('Mobile number').fill('8811 4455');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('One-time code').waitFor();
    await page.getByLabel('One-time code').fill(await store.smsCode('+97688114455'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Checkout' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/order');
    expect(amount(await page.getByTestId('cart-total').textContent())).toBe(cartTotal);

    // Nothing chosen: the spec's messages, each where it belongs.
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose delivery type, country and city first' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'A payment option must be picked' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Terms must be read to proceed' }).first().waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Customer information must be complete' }).count()).toBe(2);

    await fillCheckoutWithQPay(page, { street: 'Enkh Taivan Ave 15, building 4, apt 21', firstName: 'Saraa', lastName: 'Bold' });
    await page.getByText('Enkh Taivan Ave 15, building 4, apt 21').waitFor();
    await page.getByRole('listitem', { name: 'Home Office Set' }).getByText(/Arrives/).waitFor();
    // Over 200,000₮: delivery in Ulaanbaatar is free.
    expect(amount(await page.getByTestId('review-total').textContent())).toBe(cartTotal);

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { level: 1, name: /^Order \d{6}$/ }).waitFor();
    placed = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('alert').filter({ hasText: /Your order \d{6} is placed/ }).waitFor();
    // QPay was chosen: its invoice was made as the page opened, which moved the order on.
    expect(await page.getByTestId('order-state').textContent()).toBe('Not paid');
    expect(amount(await page.getByTestId('order-total').textContent())).toBe(cartTotal);
    await page.getByRole('region', { name: 'Waiting for your payment' }).getByText(/^Pay .*₮ before .* cancelled automatically/).waitFor();
    await page.getByRole('list', { name: 'Progress' }).getByRole('listitem').filter({ hasText: 'Payment confirmed' }).and(page.locator('[aria-current="step"]')).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).waitFor();
  });

  it('takes the QPay payment, lets staff move the order to complete while the shopper sees each step, and refuses another shopper', async () => {
    expect(placed).toBeGreaterThan(100000);
    await createStaff(store.db.database.db, { username: 'tuya', password: 'tuya runs orders', name: 'Tuya' });
    const staff = (await store.newPage()).page;
    await openReady(staff, `/console/orders/${placed}`);
    await staff.getByLabel('Username').fill('tuya');
    await staff.getByLabel('Password').fill('tuya runs orders');
    await staff.getByRole('button', { name: 'Log in' }).click();
    await staff.getByRole('heading', { level: 1, name: `Order ${placed}` }).waitFor();
    const move = staff.getByRole('region', { name: 'Move the order' });
    const moveTo = async (state: string, reason: string) => {
      await move.getByLabel('Reason').fill(reason);
      await move.getByRole('button', { name: state, exact: true }).click();
      await staff.getByTestId('order-state').filter({ hasText: state }).waitFor();
    };
    const stage = async (name: string, date: string) => {
      const form = staff.getByRole('form', { name });
      await form.getByLabel('Date').fill(date);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByRole('status').filter({ hasText: `Saved: ${name}.` }).waitFor();
    };

    const shopper = (await store.newPage({ width: 390 })).page;
    await store.logIn(shopper, '8811 4455', `/order/${placed}`);
    await shopper.getByRole('heading', { level: 1, name: `Order ${placed}` }).waitFor();
    const progress = shopper.getByRole('list', { name: 'Progress' });
    /** The step the shopper's page marks as the current one, after a reload. */
    const currentStep = async () => {
      await openReady(shopper, `/order/${placed}`);
      return progress.locator('[aria-current="step"]').textContent();
    };

    // The shopper pays by QPay: the QR (there as the page opens) and the bank apps, then the QPay page (the sandbox
    // stands in for the bank app).
    const pay = shopper.getByRole('region', { name: 'Waiting for your payment' });
    await pay.getByRole('img', { name: /QPay QR code for/ }).waitFor();
    await pay.getByRole('list', { name: 'Bank apps' }).getByRole('link', { name: /Khan bank/ }).waitFor();
    await pay.getByRole('status').filter({ hasText: 'Waiting for the payment to arrive…' }).waitFor();
    await payQPayInvoice(shopper);
    // The order page notices by itself and moves on to the success page.
    await shopper.waitForURL(`**/order/${placed}/complete`);
    await shopper.getByRole('heading', { level: 1 }).waitFor();
    expect(await currentStep()).toContain('Ordered');
    // Staff see the money in: the order is paid, and the history says by whom.
    await openReady(staff, `/console/orders/${placed}`);
    await staff.getByTestId('order-state').filter({ hasText: 'Paid' }).waitFor();
    expect(await shopper.getByTestId('order-state').textContent()).toBe('Paid');
    expect(await shopper.getByRole('region', { name: 'Waiting for your payment' }).count()).toBe(0);

    await moveTo('Purchase', 'Ordered from the suppliers');
    await stage('Verified', '2026-11-22');
    await stage('International order', '2026-11-23');
    expect(await currentStep()).toContain('Order arrived');
    await shopper.getByRole('link', { name: 'Track shipping' }).click();
    await shopper.getByRole('heading', { level: 1, name: 'Shipping tracking' }).waitFor();
    await shopper.getByText('23 November').first().waitFor();
    await shopper.getByText('22 November').first().waitFor();

    await moveTo('On delivery', 'Courier left the warehouse');
    expect(await currentStep()).toContain('Done');
    await moveTo('Complete', 'Delivered');
    await openReady(shopper, `/order/${placed}`);
    expect(await shopper.getByTestId('order-state').textContent()).toBe('Complete');
    expect(await progress.locator('[aria-current="step"]').count()).toBe(0);
    expect(await progress.getByRole('listitem').filter({ hasText: '— done' }).count()).toBe(7);

    // Someone else, logged in with another phone, is refused — the page and its data alike.
    const other = (await store.newPage()).page;
    await store.logIn(other, '9922 7788', `/order/${placed}`);
    await other.getByRole('heading', { level: 1, name: 'You are not permitted to view this order' }).waitFor();
    const data = await other.request.get(`/order/${placed}.data`);
    expect(data.status()).toBe(403);
    expect(await data.text()).not.toContain('Saraa');
  });

  it('checks out in Mongolian on a phone: the messages, pickup, and the order page', async () => {
    const { page } = await store.newPage({ lang: 'mn', width: 375 });
    await openReady(page, '/p/kikkoman-soy-sauce-1l');
    await page.getByRole('button', { name: 'Сагсанд нэмэх', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: '1 бараа сагсанд', exact: true }).waitFor();
    await openReady(page, '/order');
    await page.getByLabel('Гар утасны дугаар').fill('9500 1122');
    await page.getByRole('button', { name: 'Код авах' }).click();
    await page.getByLabel('Нэг удаагийн код').waitFor();
    await page.getByLabel('Нэг удаагийн код').fill(await store.smsCode('+97695001122'));
    await page.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Захиалга баталгаажуулах' }).waitFor();

    await page.getByRole('button', { name: 'Захиалгаа шалгах' }).click();
    await page.getByRole('alert').filter({ hasText: 'Эхлээд хүргэлтийн төрөл, улс, хотоо сонгоно уу' }).first().waitFor();
    await page.getByRole('alert').filter({ hasText: 'Төлбөрийн хэлбэрээ сонгоно уу' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Үргэлжлүүлэхийн тулд үйлчилгээний нөхцөлийг уншсан байх ёстой' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Худалдан авагчийн мэдээлэл бүрэн байх ёстой' }).first().waitFor();

    await page.getByRole('radio', { name: /Очиж авах/ }).check();
    await page.getByLabel('Нэр').fill('Тэмүүлэн');
    await page.getByLabel('Овог').fill('Бат');
    await page.getByRole('radio', { name: 'Дансаар шилжүүлэх' }).check();
    await page.getByRole('checkbox', { name: /үйлчилгээний нөхцөл/ }).check();
    await page.getByRole('button', { name: 'Захиалгаа шалгах' }).click();
    await page.getByRole('heading', { level: 1, name: 'Захиалгаа шалгана уу' }).waitFor();
    await page.getByText(/Манай дэлгүүрээс авах/).waitFor();
    // Pickup is free; the total is the item.
    expect(amount(await page.getByTestId('review-total').textContent())).toBe(19_500);
    await page.getByRole('button', { name: 'Захиалах' }).click();
    await page.getByRole('heading', { level: 1, name: /^Захиалга \d{6}$/ }).waitFor();
    expect(await page.getByTestId('order-state').textContent()).toBe('Шинэ');
    await page.getByRole('region', { name: 'Таны төлбөрийг хүлээж байна' }).getByText(/Дансаар шилжүүлэх/).waitFor();
  });
});
