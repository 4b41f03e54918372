// Pages served from the page cache (server/http/page-cache.ts) never carry one visitor's things to another: two browsers
// on the same product page, one with a cart, a liked product and a login, the other a stranger. The page itself is the
// same for both (rendered once); each browser's own cart count, hearts and account arrive after hydration from /visitor.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../server/db/schema';
import { openReady, simpleProduct, useStore } from './support/store';

const store = useStore();

describe('page cache', () => {
  it('serves the same page to two browsers and never shows one the other’s cart, likes or login', async () => {
    const product = await simpleProduct(store);
    const path = `/p/${product.slug}`;

    // The shopper: logs in, likes the product and puts it in the cart.
    const shopper = await store.newPage();
    await store.logIn(shopper.page, '9911 7788', path);
    await shopper.page.getByRole('button', { name: 'Add to wishlist' }).click();
    await shopper.page.getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();
    await shopper.page.getByRole('button', { name: 'Add to cart' }).click();
    await shopper.page.getByRole('banner').getByRole('link', { name: '1 item in the cart' }).waitFor();
    await shopper.page.getByRole('banner').getByRole('link', { name: '1 product in the wishlist' }).waitFor();
    await shopper.page.getByRole('banner').getByRole('link', { name: 'My account' }).first().waitFor();

    // The page as the server sends it to anyone: no token, no session, no count of anybody's.
    const first = await shopper.page.reload();
    const html = await first!.text();
    expect(html).not.toContain('user_token');
    expect(html).not.toContain('My account');
    expect(html).not.toMatch(/in the cart|in the wishlist/);
    await shopper.page.getByRole('banner').getByRole('link', { name: '1 item in the cart' }).waitFor();

    // A stranger in another browser gets that page from memory, and sees only their own (empty) things.
    const stranger = await store.newPage();
    const response = await openReady(stranger.page, path);
    expect(response!.headers()['age'], 'served from the page cache').toBeDefined();
    expect(response!.headers()['cache-control']).toBe('private, no-cache');
    // Their own visitor has answered: a user_token of their own is kept, and nothing of the shopper's is shown.
    await expect.poll(() => stranger.page.evaluate(() => localStorage.getItem('user_token'))).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    await stranger.page.getByRole('button', { name: 'Add to wishlist', pressed: false }).waitFor();
    await stranger.page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).waitFor();
    await stranger.page.getByRole('banner').getByRole('link', { name: 'Wishlist', exact: true }).waitFor();
    await stranger.page.getByRole('banner').getByRole('link', { name: 'Log in' }).first().waitFor();

    // The stranger's cart grows on its own; the shopper's page, reloaded from memory too, still shows the shopper's.
    await stranger.page.getByRole('button', { name: 'Add to cart' }).click();
    await stranger.page.getByRole('banner').getByRole('link', { name: '1 item in the cart' }).waitFor();
    await stranger.page.getByRole('button', { name: 'Add to cart' }).click();
    await stranger.page.getByRole('banner').getByRole('link', { name: '2 items in the cart' }).waitFor();
    await openReady(shopper.page, path);
    await shopper.page.getByRole('banner').getByRole('link', { name: '1 item in the cart' }).waitFor();
    await shopper.page.getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();

    // Personal pages are never kept by anyone.
    const cart = await shopper.page.goto('/order');
    expect(cart!.headers()['cache-control']).toBe('private, no-store');
    expect(cart!.headers()['age']).toBeUndefined();
  });

  it('lets a first visit add to the cart and like before its visitor has answered: the press waits for it', async () => {
    const product = await simpleProduct(store);
    const { page } = await store.newPage();
    // /visitor (where a first visit gets its user_token) held back, as on a slow phone network.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/visitor.data*', async (route) => {
      await held;
      await route.continue();
    });
    await openReady(page, `/p/${product.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    answer();
    await page.getByText('Added to cart').waitFor();
    await page.getByRole('banner').getByRole('link', { name: '1 item in the cart' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: '1 product in the wishlist' }).waitFor();
    expect(await page.getByText('Please log in first.').count()).toBe(0);
  });

  it('shows a change staff make at once, though the page was kept', async () => {
    const { page } = await store.newPage();
    const [product] = await store.db.database.db.select({ id: products.id, slug: products.slug, nameEn: products.nameEn }).from(products).where(sql`${products.active}`).limit(1);
    await openReady(page, `/p/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.nameEn }).waitFor();
    // What a console save does: the change, then word to every process that the catalog changed.
    await store.db.database.db.execute(sql`update products set name_en = ${`${product.nameEn} (new)`} where id = ${product.id}`);
    await store.app.services.publishChange('catalog');
    await openReady(page, `/p/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: `${product.nameEn} (new)` }).waitFor();
  });
});
