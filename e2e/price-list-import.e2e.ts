// The price list: a catalog manager uploads a CSV with one bad row; the check refuses only that row (its row, column and
// reason in words) and lists the others as created or changed (price before → after), writing nothing; applied, the shop
// shows the new price and the new product. The same check reads in Mongolian. SHOTS_DIR set: screenshots at 375 and
// 1280 px in both languages.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants, products } from '../server/db/schema';
import { createStaff } from '../test/console';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('price list import', () => {
  it('refuses only the bad row in the check, applies the rest, and the shop shows the new price', async () => {
    const db = store.db.database.db;
    const staff = await createStaff(db, { username: 'narantuya', name: 'Narantuya', role: 'catalog' });
    const cookie = (await staff.cookie()).split('=')[1];
    // A product with one variant (its page shows that price) and a second product for the bad row.
    const single = await db
      .select({ slug: products.slug, sku: productVariants.sku, price: productVariants.price, stock: productVariants.stock })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(and(eq(products.active, true), sql`(select count(*) from ${productVariants} v where v.product_id = ${products.id}) = 1`))
      .orderBy(asc(products.slug))
      .limit(2);
    const [target, other] = single;
    const newPrice = target.price + 1_000;
    const csv = [
      'Slug,SKU,Price,Stock,Name MN,Name EN,Origin',
      `${target.slug},${target.sku},"${newPrice.toLocaleString('en-US')} ₮",${target.stock},,,`,
      `${other.slug},${other.sku},abc,${other.stock},,,`,
      'e2e-green-tea,TEA-1,9 900,5,Ногоон цай,Green tea,CN',
    ].join('\r\n');
    const file = { name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

    const { context, page } = await store.newPage({ lang: 'en' });
    await context.addCookies([{ name: 'staff_sid', value: cookie, url: store.baseUrl }]);
    await openReady(page, '/console');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Price list' }).click();
    await page.getByRole('heading', { level: 1, name: 'Price list: import and export' }).waitFor();
    // The header marks this page's section only, not also "Products" (whose address it starts with).
    const nav = page.getByRole('navigation', { name: 'Console' });
    expect(await nav.getByRole('link', { name: 'Price list' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Products', exact: true }).getAttribute('aria-current')).toBeNull();
    await page.getByText('No file chosen').waitFor();
    await page.getByLabel('CSV or Excel file (up to 40 MB, 100,000 rows)').setInputFiles(file);
    await page.getByText('prices.csv', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByRole('heading', { name: 'Check of prices.csv' }).waitFor();

    const refused = page.getByRole('table', { name: 'Refused rows' });
    const refusedRows = refused.getByRole('row');
    expect(await refusedRows.count()).toBe(2); // the header and the one bad row
    expect(await refusedRows.nth(1).getByRole('cell').allTextContents()).toEqual(['3', 'Price', '“abc” is not a whole number (write e.g. 45900 or 45 900).']);
    const changes = page.getByRole('table', { name: 'What will change' });
    await changes.getByRole('row').filter({ hasText: target.sku }).getByText(`Price: ${target.price.toLocaleString('en-US')}₮ → ${newPrice.toLocaleString('en-US')}₮`).waitFor();
    await changes.getByRole('row').filter({ hasText: 'Ногоон цай' }).getByText('New product').waitFor();
    await page.getByText('Rows refused: 1').waitFor();
    // Nothing is written by the check.
    expect((await db.select({ price: productVariants.price }).from(productVariants).where(eq(productVariants.sku, target.sku)))[0].price).toBe(target.price);

    const shots = process.env.SHOTS_DIR;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const lang of ['en', 'mn'] as const) {
        for (const width of [375, 1280]) {
          const view = await store.newPage({ lang, width });
          await view.context.addCookies([{ name: 'staff_sid', value: cookie, url: store.baseUrl }]);
          await openReady(view.page, '/console/products/import');
          await view.page.locator('#price-list-file').setInputFiles(file);
          await view.page.locator('button[value="check"]').click();
          await view.page.locator('#price-list-report').waitFor();
          if (lang === 'mn') await view.page.getByText('«abc» бүхэл тоо биш байна (жишээ нь 45900 эсвэл 45 900 гэж бичнэ).').waitFor();
          expect(await view.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await view.page.screenshot({ path: path.join(shots, `price-list-${width}-${lang}.png`), fullPage: true });
          await view.context.close();
        }
      }
    }

    await page.getByRole('button', { name: 'Apply the changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Imported: 1 new products, 1 new variants, 1 variants and 0 products changed.' }).waitFor();

    const shop = await store.newPage({ lang: 'en' });
    await openReady(shop.page, `/p/${target.slug}`);
    await shop.page.locator('main').getByText(`${newPrice.toLocaleString('en-US')}₮`).first().waitFor();
    await openReady(shop.page, '/p/e2e-green-tea');
    await shop.page.getByRole('heading', { level: 1, name: 'Green tea' }).waitFor();
  });
});
