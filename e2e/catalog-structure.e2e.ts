// The catalog's structure run from the console by a catalog manager: a category added under another (its address made
// from its English name), moved up among its siblings from the keyboard (the focus staying on its button) and by drag
// and drop, a product filed under it showing on its shop page; a brand's logo uploaded and shown by the brand page in
// its kept widths; a bundle of two products found with the search, whose saving follows the typed price, offered on the
// products' pages; and the audit log holding each change with its author.
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { auditLog, brands, categories, products } from '../server/db/schema';
import { refreshProductSummaries } from '../server/modules/products/product-summary';
import { describeViolations, scrollsSideways, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('catalog structure', () => {
  it('lets a catalog manager arrange categories, upload a brand logo and build a bundle the shop shows', async () => {
    const db = store.db.database.db;
    const staff = await createStaff(db, { username: 'saraa', name: 'Saraa', role: 'catalog' });
    const { context, page } = await store.newPage({ lang: 'en' });
    await context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(page, '/console');
    const nav = page.getByRole('navigation', { name: 'Console' });

    // A category under "Phones & Electronics": its address follows the English name.
    await nav.getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    const tree = page.getByRole('list', { name: 'Category tree' });
    const phones = tree.getByRole('listitem', { name: 'Phones & Electronics', exact: true });
    await phones.getByRole('link', { name: 'Add a subcategory to Phones & Electronics' }).click();
    const form = page.getByRole('form', { name: 'New category' });
    await form.getByLabel('Name in Mongolian').fill('Ухаалаг бөгж');
    await form.getByLabel('Name in English').fill('Smart rings');
    expect(await form.getByLabel('Address').inputValue()).toBe('smart-rings');
    await form.getByLabel('Icon (optional)').fill('💍');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Category added: Smart rings.' }).waitFor();
    const children = phones.getByRole('list').first().locator(':scope > li');
    const names = () => children.evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));
    const before = await names();
    expect(before.at(-1)).toBe('Smart rings');

    // Up by keyboard: the focus stays on its "up" button, which moves it again.
    const up = page.getByRole('button', { name: 'Move Smart rings up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Moved: Smart rings.' }).waitFor();
    await expect.poll(names, { timeout: 15_000 }).toEqual([...before.slice(0, -2), 'Smart rings', before.at(-2)]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), { timeout: 15_000 }).toBe('Move Smart rings up');
    await page.keyboard.press('Enter');
    await expect.poll(names, { timeout: 15_000 }).toEqual([...before.slice(0, -3), 'Smart rings', ...before.slice(-3, -1)]);

    // Dragged onto the first of its siblings, it takes its place.
    await tree.getByRole('listitem', { name: 'Smart rings' }).dragTo(tree.getByRole('listitem', { name: before[0]! }));
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Smart rings', ...before.slice(0, -1)]);

    // A product filed under it (the product editor is another page: here by the database) shows on its shop page.
    const [ring] = await db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.active, true)).orderBy(asc(products.slug)).limit(1);
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'smart-rings'));
    await db.update(products).set({ categoryId: category.id }).where(eq(products.id, ring.id));
    await refreshProductSummaries(db, staff.storeId, [ring.id]);
    const shop = await store.newPage({ lang: 'mn' });
    await openReady(shop.page, '/category?category=smart-rings');
    await shop.page.getByRole('heading', { level: 1, name: 'Ухаалаг бөгж' }).waitFor();
    expect(await shop.page.locator(`main a[href="/p/${ring.slug}"]`).count()).toBeGreaterThan(0);

    // A brand's logo: uploaded in the console, shown by the brand page with its widths and size.
    const [brand] = await db.select({ slug: brands.slug, name: brands.name }).from(brands).orderBy(asc(brands.slug)).limit(1);
    await nav.getByRole('link', { name: 'Brands' }).click();
    await page.getByRole('link', { name: `Edit ${brand.name}` }).click();
    const brandForm = page.getByRole('form', { name: `Edit “${brand.name}”` });
    const logo = await sharp({ create: { width: 900, height: 300, channels: 3, background: { r: 250, g: 250, b: 250 } } })
      .composite([{ input: Buffer.from('<svg width="900" height="300"><rect x="60" y="60" width="780" height="180" fill="#1d4ed8"/></svg>'), top: 0, left: 0 }])
      .png()
      .toBuffer();
    await brandForm.getByLabel('Upload a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await brandForm.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: `Saved: ${brand.name}.` }).waitFor();
    await openReady(shop.page, `/b/${brand.slug}`);
    const shown = shop.page.locator('header img').first();
    expect(await shown.getAttribute('srcset')).toMatch(/^\/images\/[0-9a-f-]{36}\.webp 320w, \/images\/[0-9a-f-]{36}\.webp 640w, \/images\/[0-9a-f-]{36}\.webp 900w$/);
    expect([await shown.getAttribute('width'), await shown.getAttribute('height')]).toEqual(['900', '300']);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);

    // A bundle of two products, found with the shop's search.
    const two = await db.select({ slug: products.slug, nameEn: products.nameEn, price: products.price }).from(products).where(and(eq(products.active, true))).orderBy(asc(products.slug)).limit(2);
    await nav.getByRole('link', { name: 'Bundles' }).click();
    await page.getByRole('link', { name: 'Add a bundle' }).click();
    const bundleForm = page.getByRole('form', { name: 'New bundle' });
    await bundleForm.getByLabel('Name in Mongolian').fill('Замын хосол');
    await bundleForm.getByLabel('Name in English').fill('Road trip pair');
    expect(await bundleForm.getByLabel('Address').inputValue()).toBe('road-trip-pair');
    // Saved with fewer than two products: refused in words, what was typed kept.
    await bundleForm.getByRole('button', { name: 'Save' }).click();
    await bundleForm.getByText('A set needs at least two different products').waitFor();
    expect(await bundleForm.getByLabel('Name in English').inputValue()).toBe('Road trip pair');
    for (const p of two) {
      await bundleForm.getByRole('searchbox', { name: 'Find a product' }).fill(p.nameEn);
      await bundleForm.getByRole('searchbox', { name: 'Find a product' }).press('Enter');
      await bundleForm.getByRole('button', { name: `Add ${p.nameEn} to the set` }).click();
      await bundleForm.getByRole('spinbutton', { name: `Quantity of ${p.nameEn}` }).waitFor();
    }
    const total = two[0].price + two[1].price;
    const price = Math.floor((total * 0.9) / 100) * 100;
    await bundleForm.getByLabel('Set price, ₮').fill(String(price));
    await bundleForm.getByText(`shoppers save ${new Intl.NumberFormat('en-US').format(total - price)}₮`).waitFor();
    await bundleForm.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Bundle added: Road trip pair.' }).waitFor();
    await page.getByRole('list', { name: 'Bundles, newest first' }).getByRole('listitem', { name: 'Road trip pair' }).waitFor();

    // The shop offers it on each of its products' pages.
    for (const p of two) {
      await openReady(shop.page, `/p/${p.slug}`);
      await shop.page.getByRole('heading', { level: 2, name: 'Замын хосол' }).waitFor();
    }

    // Every change is in the audit log with its author.
    const rows = await db.select({ entity: auditLog.entity, action: auditLog.action, by: auditLog.staffName }).from(auditLog).where(eq(auditLog.staffId, staff.id)).orderBy(asc(auditLog.createdAt));
    expect(rows.filter((r) => r.entity === 'category').map((r) => r.action)).toEqual(['create', 'reorder', 'reorder', 'reorder']);
    expect(rows.filter((r) => r.entity === 'brand').map((r) => r.action)).toEqual(['update']);
    expect(rows.filter((r) => r.entity === 'bundle').map((r) => r.action)).toEqual(['create']);
    expect(new Set(rows.map((r) => r.by))).toEqual(new Set(['Saraa']));
  });

  it('reads in Mongolian, fits a 320 px phone and has nothing serious for axe, dark too', async () => {
    const staff = await createStaff(store.db.database.db, { username: 'bold', name: 'Bold', role: 'catalog' });
    for (const theme of ['light', 'dark'] as const) {
      const { context, page } = await store.newPage({ lang: 'mn', width: 320, theme });
      await context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
      for (const [url, title] of [
        ['/console/categories?edit=new', 'Ангилал'],
        ['/console/brands?edit=new', 'Брэнд'],
        ['/console/bundles?edit=new', 'Багц'],
      ]) {
        await openReady(page, url);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        // A refusal in words: an empty form saved.
        await page.getByRole('button', { name: 'Хадгалах', exact: true }).click();
        await page.getByText(/заавал бөглөнө|хэрэгтэй/).first().waitFor();
        expect(await scrollsSideways(page)).toBeNull();
        const violations = await seriousViolations(page);
        expect(violations, `${url} ${theme}: ${describeViolations(violations)}`).toEqual([]);
      }
    }
  });
});
