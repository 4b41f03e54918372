// Liking products and coming back to them: the heart on the product page, the header count, the wishlist page, moving a
// product to the cart.
import { describe, expect, it } from 'vitest';
import { openReady, simpleProduct, useStore } from './support/store';

const store = useStore();

describe('wishlist', () => {
  it('likes a product, finds it on the wishlist and moves it to the cart', async () => {
    // A product with a single variant, in stock.
    const simple = await simpleProduct(store);
    const { page } = await store.newPage();
    await openReady(page, `/p/${simple.slug}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: '1 product in the wishlist' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wishlist' }).waitFor();
    const item = page.getByRole('listitem', { name: simple.nameEn });
    await item.getByRole('button', { name: 'Move to cart' }).click();
    await page.getByRole('status').filter({ hasText: 'Moved to the cart' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: '1 item in the cart' }).waitFor();
    await page.getByText('Nothing here yet.', { exact: false }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Wishlist', exact: true }).count()).toBe(1);
  });
});
