// The console's product list on both databases: the shop's search finds inactive products too (Cyrillic, Latin, typos),
// every filter and sort, bulk actions with one audit row per product, duplicating, and deleting only what was never
// ordered nor bundled.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/console';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/databases';
import { insertOrder, storeIdOf } from '../../../test/order-rows';
import type { Db } from '../../db/client';
import { auditLog, bundleItems, bundles, categories, images, productImages, productVariants, products, stockMovements } from '../../db/schema';
import { listProducts } from '../catalog/list-products';
import { productQuery } from '../catalog/schemas';
import { getCatalogSettings } from '../pricing/catalog-settings';
import { bulkProducts } from './bulk-products';
import { copySlug, duplicateProduct } from './duplicate-product';
import { listConsoleProducts } from './list-console-products';
import { bulkInput, consoleProductQuery, consoleProductQueryFrom, consoleProductSearch } from './list-schemas';
import { removeProduct } from './remove-product';

describe('the list’s URL', () => {
  it('reads what it can and writes it back canonically', () => {
    const query = consoleProductQueryFrom(new URLSearchParams('q=%20утас%20&category=&brand=samsung&origin=XX&stock=low&min=150%20000&max=2,000,000₮&sort=bad&page=0'));
    expect(query).toEqual({ q: 'утас', brand: 'samsung', stock: 'low', min: 150_000, max: 2_000_000, page: 1 });
    expect(consoleProductSearch(query)).toBe('q=%D1%83%D1%82%D0%B0%D1%81&brand=samsung&stock=low&min=150000&max=2000000');
    expect(consoleProductSearch(consoleProductQuery.parse({ page: '3', status: 'inactive' }))).toBe('status=inactive&page=3');
  });

  it('takes a tag as products keep them, and refuses an empty one', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(bulkInput.parse({ action: 'tag', ids: [id], tag: '  Хавар  Sale ' })).toMatchObject({ tag: 'хавар sale' });
    expect(bulkInput.safeParse({ action: 'tag', ids: [id], tag: '   ' }).success).toBe(false);
    expect(bulkInput.safeParse({ action: 'move', ids: [id] }).success).toBe(false);
    expect(bulkInput.safeParse({ action: 'deactivate', ids: [] }).success).toBe(false);
  });

  it('names copies -copy, then -copy-2, …', () => {
    expect(copySlug('tee', new Set())).toBe('tee-copy');
    expect(copySlug('tee', new Set(['tee-copy', 'tee-copy-2']))).toBe('tee-copy-3');
    expect(copySlug('a'.repeat(120), new Set())).toHaveLength(120);
  });
});

describe.each(databaseKinds)('the console’s product list on %s', (kind) => {
  let t: TestDatabase;
  let db: Db;
  let storeId: string;
  let actor: { id: string; name: string };
  const q = (input: Record<string, unknown> = {}) => consoleProductQuery.parse(input);
  const list = (input: Record<string, unknown> = {}, lang: 'en' | 'mn' = 'en') => listConsoleProducts(db, storeId, lang, q(input));
  const bySlug = async (slug: string) => (await db.select().from(products).where(and(eq(products.storeId, storeId), eq(products.slug, slug))))[0];
  const audits = (ids: string[], action: string) =>
    db.select().from(auditLog).where(and(eq(auditLog.storeId, storeId), inArray(auditLog.entityId, ids), eq(auditLog.action, action)));

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.database.db;
    storeId = await storeIdOf(db);
    const staff = await createStaff(db, { username: 'catalog-lister', name: 'Oyuna Catalog', role: 'catalog' });
    actor = { id: staff.id, name: 'Oyuna Catalog' };
  });
  afterAll(() => t?.drop());

  it('finds inactive products with the shop’s search, in Cyrillic, in Latin and with a typo', async () => {
    const ultra = await bySlug('samsung-galaxy-s25-ultra-256gb');
    const done = await bulkProducts(db, storeId, actor, { action: 'deactivate', ids: [ultra.id] });
    expect(done).toMatchObject({ changed: 1, unchanged: 0 });
    // The shop no longer finds it…
    const shop = await listProducts(db, storeId, 'en', productQuery.parse({ q: 'galaxy s25 ultra' }));
    expect(shop.items.map((i) => i.slug)).not.toContain(ultra.slug);
    // …the console does, by every way the shop reads a query.
    for (const words of ['galaxy s25 ultra', 'Самсунг', 'ухаалаг утас', 'uhaalag utas', 'samsng galaxy']) {
      const found = await list({ q: words });
      expect(found.items.map((i) => i.slug), words).toContain(ultra.slug);
    }
    const row = (await list({ q: 'galaxy s25 ultra' })).items.find((i) => i.slug === ultra.slug)!;
    expect(row).toMatchObject({ name: 'Samsung Galaxy S25 Ultra', active: false, brand: 'Samsung', category: 'Smartphones', origin: 'KR' });
    expect(row.variants).toBeGreaterThan(0);
    expect((await list({ q: 'galaxy s25 ultra' }, 'mn')).items.find((i) => i.slug === ultra.slug)).toMatchObject({ name: ultra.nameMn, category: 'Ухаалаг утас' });
    // The best match first when no sort is asked.
    expect((await list({ q: 'galaxy s25 ultra' })).items[0].slug).toBe(ultra.slug);
    expect((await list({ q: 'qqqzzzxxx' })).total).toBe(0);
  });

  it('filters by category with its subcategories, brand, origin, state, stock and price', async () => {
    const all = await list();
    expect(all.total).toBe((await db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.storeId, storeId)))[0].n);
    expect(all.items).toHaveLength(50);
    expect(all.pages).toBe(Math.ceil(all.total / 50));

    const parent = await list({ category: 'phones-electronics' });
    const child = await list({ category: 'smartphones' });
    expect(child.total).toBeGreaterThan(0);
    expect(parent.total).toBeGreaterThan(child.total);
    expect(child.items.every((i) => i.category === 'Smartphones')).toBe(true);
    expect((await list({ category: 'no-such-category' })).total).toBe(0);

    const samsung = await list({ brand: 'samsung' });
    expect(samsung.total).toBeGreaterThan(0);
    expect(samsung.items.every((i) => i.brand === 'Samsung')).toBe(true);
    const korea = await list({ origin: 'KR' });
    expect(korea.items.every((i) => i.origin === 'KR')).toBe(true);

    const inactive = await list({ status: 'inactive' });
    expect(inactive.items.map((i) => i.slug)).toContain('samsung-galaxy-s25-ultra-256gb');
    expect(inactive.items.every((i) => !i.active)).toBe(true);
    expect((await list({ status: 'active' })).total + inactive.total).toBe(all.total);

    // Stock states under the store's threshold: out, low and in cover every product once.
    const { lowStockAt } = await getCatalogSettings(db, storeId);
    const someone = all.items[0];
    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, someone.id));
    await db.update(products).set({ stock: lowStockAt }).where(eq(products.id, someone.id));
    const states = { in: await list({ stock: 'in' }), low: await list({ stock: 'low' }), out: await list({ stock: 'out' }) };
    expect(states.low.items.map((i) => i.id)).toContain(someone.id);
    for (const [state, found] of Object.entries(states)) expect(found.items.every((i) => i.stockState === state)).toBe(true);
    expect(states.in.total + states.low.total + states.out.total).toBe(all.total);
    await db.update(products).set({ stock: variants.reduce((s, v) => s + v.stock, 0) }).where(eq(products.id, someone.id));

    const priced = await list({ min: 1_000_000, max: 3_000_000, sort: 'price-asc' });
    expect(priced.total).toBeGreaterThan(0);
    expect(priced.items.every((i) => i.price >= 1_000_000 && i.price <= 3_000_000)).toBe(true);
    expect(priced.items.map((i) => i.price)).toEqual([...priced.items.map((i) => i.price)].sort((a, b) => a - b));
    const dear = await list({ sort: 'price-desc' });
    expect(dear.items[0].price).toBeGreaterThanOrEqual(dear.items[1].price);
    const low = await list({ sort: 'stock-asc' });
    expect(low.items[0].stock).toBeLessThanOrEqual(low.items[49].stock);
    const named = await list({ sort: 'name', brand: 'apple' });
    expect(named.items.map((i) => i.name)).toEqual([...named.items.map((i) => i.name)].sort());
    // A search with filters: only the search's matches that pass them.
    const phones = await list({ q: 'утас', brand: 'apple' });
    expect(phones.total).toBeGreaterThan(0);
    expect(phones.items.every((i) => i.brand === 'Apple')).toBe(true);
    expect((await list({ q: 'galaxy', brand: 'apple' })).total).toBe(0);
  });

  it('activates, deactivates, moves and tags in bulk, one audit row per product that changed', async () => {
    const picked = (await list({ brand: 'apple', category: 'smartphones', status: 'active' })).items.slice(0, 2);
    const ids = picked.map((p) => p.id);
    expect(await bulkProducts(db, storeId, actor, { action: 'deactivate', ids })).toMatchObject({ action: 'deactivate', changed: 2, unchanged: 0 });
    expect((await db.select().from(products).where(inArray(products.id, ids))).every((p) => !p.active)).toBe(true);
    const off = await audits(ids, 'bulk-deactivate');
    expect(off).toHaveLength(2);
    expect(off[0]).toMatchObject({ entity: 'product', staffName: 'Oyuna Catalog', before: { active: true }, after: { active: false } });
    // Already so: nothing changes, nothing is recorded.
    expect(await bulkProducts(db, storeId, actor, { action: 'deactivate', ids })).toMatchObject({ changed: 0, unchanged: 2 });
    expect(await audits(ids, 'bulk-deactivate')).toHaveLength(2);
    expect(await bulkProducts(db, storeId, actor, { action: 'activate', ids })).toMatchObject({ changed: 2 });
    expect(await audits(ids, 'bulk-activate')).toHaveLength(2);

    const [tablets] = await db.select().from(categories).where(and(eq(categories.storeId, storeId), eq(categories.slug, 'tablets')));
    const before = await db.select({ id: products.id, revision: products.revision }).from(products).where(inArray(products.id, ids));
    const moved = await bulkProducts(db, storeId, actor, { action: 'move', ids, categoryId: tablets.id });
    expect(moved).toMatchObject({ changed: 2, category: { nameEn: 'Tablets', nameMn: 'Таблет' } });
    const after = await db.select().from(products).where(inArray(products.id, ids));
    expect(after.every((p) => p.categoryId === tablets.id && p.searchDocument.includes('tablet'))).toBe(true);
    expect(after.every((p) => p.revision > before.find((b) => b.id === p.id)!.revision)).toBe(true);
    expect((await audits(ids, 'bulk-move'))[0]).toMatchObject({ before: { category: 'smartphones' }, after: { category: 'tablets' } });
    expect((await list({ category: 'tablets', brand: 'apple' })).items.map((i) => i.id)).toEqual(expect.arrayContaining(ids));

    const tagged = await bulkProducts(db, storeId, actor, { action: 'tag', ids, tag: 'хаврын хямдрал' });
    expect(tagged).toMatchObject({ changed: 2, tag: 'хаврын хямдрал' });
    const withTag = await db.select().from(products).where(inArray(products.id, ids));
    expect(withTag.every((p) => p.tags.includes('хаврын хямдрал'))).toBe(true);
    const tagAudit = (await audits(ids, 'bulk-tag'))[0];
    expect((tagAudit.after as { tags: string[] }).tags).toContain('хаврын хямдрал');
    // The shop's search finds products by the new tag.
    const shop = await listProducts(db, storeId, 'en', productQuery.parse({ q: 'хаврын хямдрал' }));
    expect(shop.items.map((i) => i._id)).toEqual(expect.arrayContaining(ids));

    // A category of another store, or none at all: refused, nothing changed.
    await expect(bulkProducts(db, storeId, actor, { action: 'move', ids, categoryId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(bulkProducts(db, storeId, actor, { action: 'activate', ids: ['00000000-0000-4000-8000-000000000000'] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('duplicates a product as an inactive copy with new SKUs, its pictures and no stock', async () => {
    const original = await bySlug('apple-iphone-17-pro-256gb');
    const [image] = await db.insert(images).values({ storeId, width: 640, height: 640, variants: [{ width: 320, height: 320, key: 'images/test-pic.webp', bytes: 10 }] }).returning();
    await db.insert(productImages).values({ productId: original.id, imageId: image.id, position: 0 });
    await db.update(products).set({ costMinor: 79_900, costCurrency: 'USD', weightGrams: 420, seo: { title: { en: 'iPhone', mn: 'iPhone' } } }).where(eq(products.id, original.id));

    const copy = await duplicateProduct(db, storeId, actor, original.id);
    expect(copy.slug).toBe('apple-iphone-17-pro-256gb-copy');
    const row = await bySlug(copy.slug);
    expect(row).toMatchObject({ active: false, stock: 0, nameEn: 'Apple iPhone 17 Pro (copy)', nameMn: `${original.nameMn} (хуулбар)`, costMinor: 79_900, costCurrency: 'USD', weightGrams: 420, tags: original.tags, categoryId: original.categoryId, brandId: original.brandId, origin: original.origin });
    expect(row.seo).toEqual({ title: { en: 'iPhone', mn: 'iPhone' } });
    expect(row.options).toEqual(original.options);
    const [from, to] = await Promise.all([
      db.select().from(productVariants).where(eq(productVariants.productId, original.id)),
      db.select().from(productVariants).where(eq(productVariants.productId, copy.id)),
    ]);
    expect(to).toHaveLength(from.length);
    expect(to.every((v) => v.stock === 0)).toBe(true);
    const skus = new Set(from.map((v) => v.sku));
    expect(to.every((v) => !skus.has(v.sku) && v.sku.endsWith('-COPY'))).toBe(true);
    expect(to.map((v) => v.price).sort()).toEqual(from.map((v) => v.price).sort());
    expect(await db.select().from(stockMovements).where(inArray(stockMovements.variantId, to.map((v) => v.id)))).toEqual([]);
    expect(await db.select({ imageId: productImages.imageId }).from(productImages).where(eq(productImages.productId, copy.id))).toEqual([{ imageId: image.id }]);
    expect(await audits([copy.id], 'duplicate')).toHaveLength(1);
    // Its row in the list shows the uploaded picture; the shop does not show the copy.
    expect((await list({ q: 'iphone 17 pro copy' })).items.find((i) => i.id === copy.id)?.thumbnail?.src).toBe('/images/test-pic.webp');

    // Again: the next free address and SKUs; a copy of the copy is a copy of the original.
    const second = await duplicateProduct(db, storeId, actor, original.id);
    expect(second.slug).toBe('apple-iphone-17-pro-256gb-copy-2');
    const third = await duplicateProduct(db, storeId, actor, copy.id);
    expect(third.slug).toBe('apple-iphone-17-pro-256gb-copy-3');
    const allSkus = await db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.storeId, storeId));
    expect(new Set(allSkus.map((s) => s.sku.toLowerCase())).size).toBe(allSkus.length);
    await expect(duplicateProduct(db, storeId, actor, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('deletes only a product never ordered nor bundled; others are refused with a word to deactivate', async () => {
    const ordered = await bySlug('apple-iphone-16e-128gb');
    await insertOrder(db, { slugs: [ordered.slug] });
    await expect(removeProduct(db, storeId, actor, ordered.id)).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'productDeleteOrdered' });
    expect(await bySlug(ordered.slug)).toBeTruthy();

    const [bundled] = await db.select({ productId: bundleItems.productId }).from(bundleItems).innerJoin(bundles, eq(bundles.id, bundleItems.bundleId)).where(eq(bundles.storeId, storeId)).limit(1);
    if (bundled) await expect(removeProduct(db, storeId, actor, bundled.productId)).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'productDeleteInBundle' });

    const spare = await duplicateProduct(db, storeId, actor, ordered.id);
    const [someone] = await db.select().from(products).where(and(eq(products.storeId, storeId), eq(products.active, true))).limit(1);
    await db.update(products).set({ related: [spare.id] }).where(eq(products.id, someone.id));
    const rows = (await list({ q: 'iphone 16e' })).items;
    expect(rows.find((r) => r.id === ordered.id)?.deletable).toBe(false);
    expect(rows.find((r) => r.id === spare.id)?.deletable).toBe(true);
    expect(await removeProduct(db, storeId, actor, spare.id)).toMatchObject({ slug: spare.slug });
    expect(await bySlug(spare.slug)).toBeUndefined();
    expect((await bySlug(someone.slug)).related).toEqual([]);
    const [gone] = await audits([spare.id], 'delete');
    expect(gone).toMatchObject({ staffName: 'Oyuna Catalog', before: { slug: spare.slug }, after: null });
  });
});
