// Steps of buying that several journeys take the same way, in English.
import type { Page } from 'playwright-core';

/** On the checkout: home delivery in Ulaanbaatar (Bayangol, khoroo 3) to `street`, the shopper's name, QPay and the terms; then the review. */
export async function fillCheckoutWithQPay(page: Page, shopper: { street: string; firstName: string; lastName: string }) {
  await page.getByRole('radio', { name: /Home delivery in Ulaanbaatar/ }).check();
  await page.getByLabel('City / aimag').selectOption({ label: 'Ulaanbaatar' });
  await page.getByLabel('District / soum').selectOption({ label: 'Bayangol' });
  await page.getByLabel('Khoroo').selectOption({ label: 'Khoroo 3' });
  await page.getByLabel('Street, building, entrance, apartment').fill(shopper.street);
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByRole('radio', { name: 'QPay' }).check();
  await page.getByRole('checkbox', { name: /terms of service/ }).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor();
}

/** From any page: searches for `query` from the header, opens the product `name` among the results and adds it to the cart. */
export async function searchAndAddToCart(page: Page, query: string, name: string) {
  const box = page.getByRole('combobox', { name: 'Search' }).first();
  await box.fill(query);
  await box.press('Enter');
  await page.getByRole('heading', { level: 1, name: `Results for “${query}”` }).waitFor();
  await page.getByRole('article').getByRole('link', { name, exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('alert').filter({ hasText: 'Added to cart' }).last().waitFor();
}

/**
 * On an order page whose QPay invoice is open: pays it in full on the QPay sandbox's page in another tab, standing in for
 * the shopper's bank app. The order page notices by itself.
 */
export async function payQPayInvoice(page: Page) {
  const pay = page.getByRole('region', { name: 'Waiting for your payment' });
  const qpay = await page.context().newPage();
  await qpay.goto((await pay.getByRole('link', { name: 'Open the QPay payment page' }).getAttribute('href'))!);
  await qpay.getByRole('button', { name: 'Pay', exact: true }).click();
  await qpay.getByRole('status').waitFor();
  await qpay.close();
}
