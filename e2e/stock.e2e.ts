// Stock in the console: a catalog manager finds an out-of-stock product on the low-stock list, receives a shipment of 12,
// corrects the count from the shelf and writes off a damaged unit; the ledger shows each with her name, a damage larger
// than the units on hand is refused in words, and the shop's product page shows the product back in stock. The page is
// looked at on a phone and a desktop in both languages: nothing scrolls sideways, axe finds nothing serious.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { productVariants, products } from '../server/db/schema';
import { describeViolations, scrollsSideways, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();
// STOCK_SHOTS=1 keeps screenshots of the pages looked at (for a person to check), in the system's temporary directory.
const shots = process.env.STOCK_SHOTS ? path.join(os.tmpdir(), 'zuuch-stock-shots') : null;
if (shots) mkdirSync(shots, { recursive: true });

async function lookAt(page: Page, name: string) {
  expect(await scrollsSideways(page)).toBeNull();
  const serious = await seriousViolations(page);
  expect(serious, describeViolations(serious)).toEqual([]);
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

describe('stock', () => {
  it('receives a shipment, corrects a count and writes off damage, each in the ledger with who did it; the shop shows it back in stock', async () => {
    const db = store.db.database.db;
    const staff = await createStaff(db, { username: 'saraa', name: 'Saraa Bold', role: 'catalog' });
    // A product of one variant, with nothing left (sold out the way staff would record it).
    const [product] = await db
      .select({ id: products.id, slug: products.slug, name: products.nameEn, nameMn: products.nameMn, variantId: productVariants.id })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(and(eq(products.active, true), sql`jsonb_array_length(${products.options}) = 0`, sql`${productVariants.stock} > 0`, sql`(select count(*) from product_variants v where v.product_id = ${products.id}) = 1`))
      .orderBy(asc(products.nameEn))
      .limit(1);
    await store.app.services.adjustStock({ storeId: staff.storeId, staff: { id: staff.id, name: 'Saraa Bold' }, variantId: product.variantId, reason: 'correction', count: 0, note: 'Sold out' });

    const shop = await store.newPage({ lang: 'en' });
    await openReady(shop.page, `/p/${product.slug}`);
    await shop.page.getByText('Out of stock').first().waitFor();

    const { context, page } = await store.newPage({ lang: 'en' });
    await context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(page, '/console');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Stock' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stock' }).waitFor();
    const list = page.getByRole('region', { name: 'Low stock' });
    await list.getByRole('link', { name: product.name, exact: true }).click();
    /** The units on hand the page shows, once it shows them (the page reloads its data after each adjustment). */
    const units = (n: string) => page.getByTestId('units').filter({ hasText: new RegExp(`^${n}$`) }).waitFor();
    const panel = page.getByRole('region', { name: product.name });
    await panel.waitFor();
    await units('0');
    await lookAt(page, 'en-1280-variant');

    const form = page.getByRole('form', { name: 'Adjust stock' });
    const record = async (reason: string, field: 'Units' | 'Count on the shelf', value: string, note: string) => {
      await form.getByRole('radio', { name: reason }).check();
      await form.getByLabel(field, { exact: true }).fill(value);
      await form.getByLabel(/^Note/).fill(note);
      await form.getByRole('button', { name: 'Record' }).click();
    };
    await record('Shipment received', 'Units', '12', 'Shipment KR-2041');
    await form.getByRole('status').filter({ hasText: 'Shipment received: +12. 12 units on hand now.' }).waitFor();
    await units('12');

    await record('Count corrected', 'Count on the shelf', '10', 'Shelf count after unpacking');
    await form.getByRole('status').filter({ hasText: 'Count corrected: −2. 10 units on hand now.' }).waitFor();

    // More damaged than there is: refused in words, nothing changes.
    await record('Damaged', 'Units', '50', 'Water damage');
    await form.getByRole('alert').filter({ hasText: 'Only 10 on hand: 50 cannot be taken away. Stock never goes below zero.' }).waitFor();
    await units('10');

    await record('Damaged', 'Units', '1', 'Box crushed');
    await form.getByRole('status').filter({ hasText: 'Damaged: −1. 9 units on hand now.' }).waitFor();
    await units('9');

    const ledger = page.getByRole('list', { name: 'Ledger' });
    const rows = ledger.getByRole('listitem');
    const newest = await rows.allTextContents();
    expect(newest.slice(0, 4).map((r) => r.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/^Damaged.*−1.*Saraa Bold.*9.*Box crushed/),
      expect.stringMatching(/^Count corrected.*−2.*Saraa Bold.*10.*Shelf count after unpacking/),
      expect.stringMatching(/^Shipment received.*\+12.*Saraa Bold.*12.*Shipment KR-2041/),
      expect.stringMatching(/^Count corrected.*Saraa Bold.*0.*Sold out/),
    ]);
    await lookAt(page, 'en-1280-adjusted');

    // Back in stock in the shop.
    await openReady(shop.page, `/p/${product.slug}`);
    await shop.page.getByText('In stock', { exact: true }).first().waitFor();
    expect(await shop.page.getByText('Out of stock').count()).toBe(0);

    // On a phone, in Mongolian: the list, the variant and its ledger in words of its own.
    const phone = await store.newPage({ lang: 'mn', width: 375 });
    await phone.context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(phone.page, '/console/stock');
    await phone.page.getByRole('heading', { level: 1, name: 'Барааны нөөц' }).waitFor();
    await lookAt(phone.page, 'mn-375-list');
    // The threshold: 0 lists only what is out of stock.
    const threshold = phone.page.getByRole('form', { name: 'Цөөн гэж тооцох тоо' });
    await threshold.getByLabel('Цөөн гэж тооцох тоо').fill('-1');
    await threshold.getByRole('button', { name: 'Хадгалах' }).click();
    await threshold.getByText('Буруу формат').waitFor();
    await threshold.getByLabel('Цөөн гэж тооцох тоо').fill('0');
    await threshold.getByRole('button', { name: 'Хадгалах' }).click();
    await threshold.getByRole('status').filter({ hasText: 'Хадгаллаа: 0 буюу түүнээс цөөн ширхэг үлдвэл цөөн гэж тооцно.' }).waitFor();
    const low = phone.page.getByRole('region', { name: 'Цөөн үлдсэн' });
    await low.getByText('0 буюу түүнээс цөөн ширхэг үлдсэн хувилбарууд, дууссан нь эхэндээ.').waitFor();
    expect(await low.getByText('Байгаа', { exact: true }).count()).toBe(0);
    await openReady(phone.page, `/console/stock?variant=${product.variantId}`);
    await phone.page.getByRole('region', { name: product.nameMn }).waitFor();
    await phone.page.getByRole('list', { name: 'Нөөцийн бүртгэл' }).getByText('Ачаа ирсэн').waitFor();
    await lookAt(phone.page, 'mn-375-variant');
    const enPhone = await store.newPage({ lang: 'en', width: 375 });
    await enPhone.context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(enPhone.page, `/console/stock?variant=${product.variantId}`);
    await lookAt(enPhone.page, 'en-375-variant');
    const mnWide = await store.newPage({ lang: 'mn' });
    await mnWide.context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(mnWide.page, `/console/stock?variant=${product.variantId}`);
    await lookAt(mnWide.page, 'mn-1280-variant');
  });
});
