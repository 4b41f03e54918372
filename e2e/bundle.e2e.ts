// Shopping from product cards and buying a set, on a phone: like a product and add one without options from a category's
// cards (no reload), then add a bundle from a product page, choosing the variants it needs, and find it in the cart at
// the bundle price.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMnt } from '../core/money';
import { bundleItems, bundles, categories, productVariants, products } from '../server/db/schema';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('product cards and bundles', () => {
  it('likes and adds from category cards, adds a set with chosen sizes, and sees it in the cart at the set price', async () => {
    const db = store.db.database.db;
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'fitness'));
    // A product without options, in stock, in that category; the card of another one gets the heart.
    const simple = await db
      .select({ id: products.id, nameEn: products.nameEn, price: products.price })
      .from(products)
      .where(and(eq(products.categoryId, category.id), eq(products.active, true), sql`${products.options} = '[]'::jsonb`, sql`${products.stock} > 0`))
      .orderBy(products.slug)
      .limit(2);
    expect(simple).toHaveLength(2);
    const [kit] = await db.select().from(bundles).where(eq(bundles.slug, 'running-kit'));
    // Every variant of the set's products in stock, so the choice below is always there.
    const kitProducts = (await db.select({ id: bundleItems.productId }).from(bundleItems).where(eq(bundleItems.bundleId, kit.id))).map((r) => r.id);
    await db.update(productVariants).set({ stock: 5 }).where(inArray(productVariants.productId, kitProducts));

    const { page } = await store.newPage({ width: 375 });
    await openReady(page, '/category?category=fitness');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const banner = page.getByRole('banner');

    const liked = page.getByRole('article').filter({ hasText: simple[1].nameEn });
    await liked.getByRole('button', { name: `Add ${simple[1].nameEn} to wishlist` }).click();
    await liked.getByRole('button', { name: `Remove ${simple[1].nameEn} from wishlist`, pressed: true }).waitFor();
    await banner.getByRole('link', { name: '1 product in the wishlist' }).waitFor();

    const card = page.getByRole('article').filter({ hasText: simple[0].nameEn });
    await card.getByRole('button', { name: `Add ${simple[0].nameEn} to cart` }).click();
    await page.getByRole('alert').filter({ hasText: 'Added to cart' }).waitFor();
    await banner.getByRole('link', { name: '1 item in the cart' }).waitFor();
    // A product with options sends the shopper to its page to choose them.
    await page.getByRole('article').filter({ hasText: 'Nike Everyday Cushioned' }).getByText('Choose options').waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no reload

    await openReady(page, '/p/asics-gel-kayano-31');
    const set = page.getByRole('region', { name: 'Running Kit' });
    await set.scrollIntoViewIfNeeded();
    // Nothing chosen yet: the page says which item needs a choice.
    await set.getByRole('button', { name: 'Add set to cart' }).click();
    await set.getByRole('alert').filter({ hasText: 'Choose an option for ASICS GEL-KAYANO 31 Running Shoes.' }).waitFor();
    await set.getByRole('combobox', { name: 'ASICS GEL-KAYANO 31 Running Shoes' }).selectOption({ label: 'Size: 42 · Colour: Black' });
    await set.getByRole('combobox', { name: 'Nike Everyday Cushioned Training Crew Socks (3 pairs)' }).selectOption({ label: 'Size: L (42-46) · Colour: Black' });
    await set.getByRole('combobox', { name: 'Stanley IceFlow Flip Straw Water Bottle 0.65L' }).selectOption({ index: 1 });
    await set.getByRole('button', { name: 'Add set to cart' }).click();
    await page.getByRole('alert').filter({ hasText: 'Added to cart' }).waitFor();
    await banner.getByRole('link', { name: '2 items in the cart' }).click();

    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    const line = page.getByRole('listitem', { name: 'Running Kit' });
    await line.getByText('Set', { exact: true }).waitFor();
    const items = line.getByRole('list', { name: 'Items in Running Kit' });
    await items.getByText('Size: 42, Colour: Black').waitFor();
    await items.getByText(/^2 × Nike Everyday/).waitFor();
    await line.getByText(`${formatMnt(kit.price)} per set`).waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toBe(formatMnt(kit.price + simple[0].price));

    // Two sets, then none.
    await line.getByLabel('Quantity of Running Kit').selectOption('2');
    await banner.getByRole('link', { name: '3 items in the cart' }).waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toBe(formatMnt(kit.price * 2 + simple[0].price));
    await line.getByRole('button', { name: 'Remove Running Kit' }).click();
    await banner.getByRole('link', { name: '1 item in the cart' }).waitFor();
    expect(await page.getByRole('listitem', { name: 'Running Kit' }).count()).toBe(0);
  });
});
