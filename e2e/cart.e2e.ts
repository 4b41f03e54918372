// Putting things in the cart as a shopper does: from the product page (no reload), the header count, the cart page with
// quantities and removal.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('cart', () => {
  it('adds from the product page with a toast, counts in the header, and is managed on the cart page', async () => {
    // Enough in stock to choose two.
    await store.db.database.db.execute(
      sql`update product_variants set stock = 10 where product_id = (select id from products where slug = 'apple-iphone-17-pro-256gb')`,
    );
    const { page } = await store.newPage();
    await openReady(page, '/p/apple-iphone-17-pro-256gb');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('alert').filter({ hasText: 'Added to cart' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: '1 item in the cart' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no reload

    await page.getByRole('banner').getByRole('link', { name: '1 item in the cart' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    const line = page.getByRole('listitem', { name: 'Apple iPhone 17 Pro' });
    await line.waitFor();
    const one = Number((await page.getByTestId('cart-total').textContent())!.replace(/\D/g, ''));
    await line.getByLabel('Quantity of Apple iPhone 17 Pro').selectOption('2');
    await page.getByRole('banner').getByRole('link', { name: '2 items in the cart' }).waitFor();
    expect(Number((await page.getByTestId('cart-total').textContent())!.replace(/\D/g, ''))).toBe(one * 2);

    await line.getByRole('button', { name: 'Remove Apple iPhone 17 Pro' }).click();
    await page.getByText('Your cart is empty.').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).waitFor();
  });
});
