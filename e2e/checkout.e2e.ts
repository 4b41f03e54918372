// The heart of the store, as a shopper does it: a guest puts two products and a set in the cart, verifies their phone
// with a texted code, checks out with home delivery, reviews, places the order and lands on its page. The form's
// own messages come first, the way a hurried shopper meets them.
import { describe, expect, it } from 'vitest';
import { openReady, useStore } from './support/store';

const store = useStore();

async function smsCode(phone: string): Promise<string> {
  const res = await fetch(`${store.baseUrl}/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`);
  const [message] = (await res.json()) as { text: string }[];
  return message.text.match(/\d{6}/)![0];
}

const amount = (text: string | null) => Number(text!.replace(/\D/g, ''));

describe('checkout', () => {
  it('takes a guest from the cart to a placed order with home delivery', async () => {
    const { page } = await store.newPage({ width: 390 });
    for (const slug of ['laneige-water-sleeping-mask-70ml', 'kikkoman-soy-sauce-1l']) {
      await openReady(page, `/p/${slug}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('alert').filter({ hasText: 'Added to cart' }).last().waitFor();
    }
    await openReady(page, '/p/ugreen-aluminium-laptop-stand');
    await page.getByRole('button', { name: 'Add set to cart' }).first().click();
    await page.getByRole('banner').getByRole('link', { name: 'Cart (3)' }).waitFor();

    await page.getByRole('banner').getByRole('link', { name: 'Cart (3)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    const cartTotal = amount(await page.getByTestId('cart-total').textContent());
    expect(cartTotal).toBe(72_000 + 19_500 + 239_000);

    // A guest verifies the phone first; the code logs them in and brings them back with the cart.
    await page.getByRole('heading', { name: 'Verify your phone to check out' }).waitFor();
    await page.getByLabel('Mobile number').fill('8811 4455');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('One-time code').fill(await smsCode('+97688114455'));
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

    await page.getByRole('radio', { name: /Home delivery in Ulaanbaatar/ }).check();
    await page.getByLabel('City / aimag').selectOption({ label: 'Ulaanbaatar' });
    await page.getByLabel('District / soum').selectOption({ label: 'Bayangol' });
    await page.getByLabel('Khoroo').selectOption({ label: 'Khoroo 3' });
    await page.getByLabel('Street, building, entrance, apartment').fill('Enkh Taivan Ave 15, building 4, apt 21');
    await page.getByLabel('First name').fill('Saraa');
    await page.getByLabel('Last name').fill('Bold');
    await page.getByRole('radio', { name: 'QPay' }).check();
    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    await page.getByRole('button', { name: 'Continue to review' }).click();

    await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor();
    await page.getByText('Enkh Taivan Ave 15, building 4, apt 21').waitFor();
    await page.getByRole('listitem', { name: 'Home Office Set' }).getByText(/Arrives/).waitFor();
    // Over 200,000₮: delivery in Ulaanbaatar is free.
    expect(amount(await page.getByTestId('review-total').textContent())).toBe(cartTotal);

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { level: 1, name: /^Order \d{6}$/ }).waitFor();
    await page.getByRole('alert').filter({ hasText: /Your order \d{6} is placed/ }).waitFor();
    expect(await page.getByTestId('order-state').textContent()).toBe('New');
    expect(amount(await page.getByTestId('order-total').textContent())).toBe(cartTotal);
    await page.getByRole('region', { name: 'Waiting for your payment' }).getByText(/Pay .* by QPay before/).waitFor();
    await page.getByRole('list', { name: 'Progress' }).getByRole('listitem').filter({ hasText: 'Payment confirmed' }).and(page.locator('[aria-current="step"]')).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).waitFor();
  });
});
