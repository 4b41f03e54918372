// The catalog's structure as staff edit it, on both databases: categories (add under a parent, unique addresses, moves
// among siblings and under another parent but never into their own branch, deleting only an empty one), the search
// text of products following a renamed or moved category or a renamed brand (the shop's own search finds them by the
// new words), a brand's uploaded logo on its page, bundles (at least two different products of the store) that the
// shop's product page then offers, and an audit row with its author for every change.
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { createStaff } from '../../../test/console';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/databases';
import { auditLog, brands, categories, products } from '../../db/schema';
import { renderError } from '../../http/error-handler';
import { createServices } from '../../services';
import { createLocalStorage } from '../../storage/local-storage';
import { parseProductQuery } from '../catalog/schemas';
import { refreshProductSummaries } from '../products/product-summary';

/** What a refusal says, as the console shows it: its code, message and field messages in a language. */
async function refusal(promise: Promise<unknown>, lang: 'mn' | 'en' = 'en') {
  const err = await promise.then(
    () => {
      throw new Error('not refused');
    },
    (e: unknown) => e,
  );
  if (!AppError.is(err)) throw err;
  const body = renderError(err, lang, 'test').error;
  return { code: err.code, message: body.message, fields: Object.fromEntries((body.fields ?? []).map((f) => [f.path, f.message])) };
}

describe.each(databaseKinds)('the catalog structure in the console on %s', (kind) => {
  let t: TestDatabase;
  let services: ReturnType<typeof createServices>;
  let storeId: string;
  let actor: { id: string; name: string };
  const db = () => t.database.db;
  const categoryId = async (slug: string) => (await db().select({ id: categories.id }).from(categories).where(and(eq(categories.storeId, storeId), eq(categories.slug, slug))))[0].id;
  const search = async (q: string) => (await services.listProducts(storeId, 'en', parseProductQuery(new URLSearchParams({ q })))).items.map((p) => p.slug);
  const siblings = async (parentSlug: string) => {
    const all = await services.listConsoleCategories(storeId);
    const parent = all.find((c) => c.slug === parentSlug)!;
    return all.filter((c) => c.parentId === parent.id).map((c) => c.slug);
  };
  const audits = async (entity: 'category' | 'brand' | 'bundle', entityId: string) =>
    (await db().select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))).map((r) => ({ action: r.action, by: r.staffName }));
  /** Files a product under a category as the product editor would (the editor is not this module's). */
  const fileProduct = async (slug: string, category: string) => {
    const [p] = await db()
      .update(products)
      .set({ categoryId: await categoryId(category) })
      .where(and(eq(products.storeId, storeId), eq(products.slug, slug)))
      .returning({ id: products.id });
    await refreshProductSummaries(db(), storeId, [p.id]);
  };

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const storage = createLocalStorage(path.join(os.tmpdir(), `zuuch-structure-${process.pid}-${kind}`));
    services = createServices(db(), { storeName: 'zuuch' }, { storage } as unknown as Parameters<typeof createServices>[2]);
    const staff = await createStaff(db(), { username: 'cat-manager', name: 'Saraa', role: 'catalog' });
    storeId = staff.storeId;
    actor = { id: staff.id, name: 'Saraa' };
  }, 120_000);
  afterAll(() => t?.drop());

  it('adds a category at the end of its parent’s children, with an address of its own', async () => {
    const parentId = await categoryId('phones-electronics');
    const id = await services.saveCategory(storeId, null, { slug: ' Smart-Rings ', nameMn: 'Ухаалаг бөгж', nameEn: 'Smart rings', icon: '💍', parentId }, actor);
    expect((await siblings('phones-electronics')).at(-1)).toBe('smart-rings');
    // The shop's tree (cached) knows it at once: the change was published.
    const tree = await services.listCategoryTree(storeId, 'mn');
    expect(tree.find((c) => c.slug === 'phones-electronics')!.children.map((c) => c.name)).toContain('Ухаалаг бөгж');
    expect(await audits('category', id)).toEqual([{ action: 'create', by: 'Saraa' }]);

    const taken = await refusal(services.saveCategory(storeId, null, { slug: 'smart-rings', nameMn: 'Давхар', nameEn: 'Twice', icon: '', parentId: '' }, actor), 'mn');
    expect(taken.fields).toEqual({ slug: 'Дэлгүүрт энэ хаяг аль хэдийн байна: өөр хаяг сонгоно уу' });
    const bad = await refusal(services.saveCategory(storeId, null, { slug: 'ухаалаг', nameMn: '', nameEn: 'X', icon: '', parentId: 'nope' }, actor));
    expect(bad.fields).toEqual({ slug: 'Use Latin lower-case letters, digits and hyphens (e.g. smart-watches)', nameMn: 'is required', parentId: 'Invalid format' });
  });

  it('reorders siblings up, down and to a dropped place, and records each move', async () => {
    const before = await siblings('phones-electronics');
    const id = await categoryId('smart-rings');
    expect(await services.moveCategory(storeId, id, 'up', actor)).toBe(before.length - 2);
    expect((await siblings('phones-electronics')).slice(-2)).toEqual(['smart-rings', before.at(-2)]);
    await services.moveCategory(storeId, id, { position: 0 }, actor);
    expect((await siblings('phones-electronics'))[0]).toBe('smart-rings');
    // Nothing above the first: no move, no record.
    await services.moveCategory(storeId, id, 'up', actor);
    await services.moveCategory(storeId, id, 'down', actor);
    expect((await siblings('phones-electronics')).slice(0, 2)).toEqual([before[0], 'smart-rings']);
    expect((await audits('category', id)).map((a) => a.action)).toEqual(['create', 'reorder', 'reorder', 'reorder']);
    // The shop's menu follows the order.
    const tree = await services.listCategoryTree(storeId, 'en');
    expect(tree.find((c) => c.slug === 'phones-electronics')!.children[1].slug).toBe('smart-rings');
  });

  it('moves a category under another parent, never under itself or its own subcategory', async () => {
    const id = await categoryId('smart-rings');
    const child = await services.saveCategory(storeId, null, { slug: 'ring-chargers', nameMn: 'Бөгжний цэнэглэгч', nameEn: 'Ring chargers', icon: '', parentId: id }, actor);
    const form = { slug: 'smart-rings', nameMn: 'Ухаалаг бөгж', nameEn: 'Smart rings', icon: '💍' };
    const loop = await refusal(services.saveCategory(storeId, id, { ...form, parentId: child }, actor));
    expect(loop.fields).toEqual({ parentId: 'A category cannot go under itself or one of its subcategories' });
    expect((await refusal(services.saveCategory(storeId, id, { ...form, parentId: id }, actor))).fields.parentId).toBe('A category cannot go under itself or one of its subcategories');

    await services.saveCategory(storeId, id, { ...form, parentId: await categoryId('cameras-drones') }, actor);
    expect((await siblings('cameras-drones')).at(-1)).toBe('smart-rings');
    expect(await siblings('smart-rings')).toEqual(['ring-chargers']);
    expect(await siblings('phones-electronics')).not.toContain('smart-rings');
    expect((await audits('category', id)).at(-1)).toEqual({ action: 'move', by: 'Saraa' });
  });

  it('rewrites the search text of the products of a renamed or moved category and of every category below it', async () => {
    await fileProduct((await db().select({ slug: products.slug }).from(products).where(eq(products.storeId, storeId)).limit(1))[0].slug, 'ring-chargers');
    const [{ slug }] = await db()
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.categoryId, await categoryId('ring-chargers')));
    expect(await search('zorglux')).toEqual([]);
    // The parent renamed: its subcategory's product is found by the parent's new name, in either script.
    const id = await categoryId('smart-rings');
    await services.saveCategory(storeId, id, { slug: 'smart-rings', nameMn: 'Зорглюкс бөгж', nameEn: 'Zorglux rings', icon: '💍', parentId: await categoryId('cameras-drones') }, actor);
    expect(await search('zorglux')).toEqual([slug]);
    expect(await search('зорглюкс')).toEqual([slug]);
    // Moved under another parent: the old parent's name no longer finds it, the new one's does.
    const drones = await search('Cameras Drones');
    expect(drones).toContain(slug);
    await services.saveCategory(storeId, id, { slug: 'smart-rings', nameMn: 'Зорглюкс бөгж', nameEn: 'Zorglux rings', icon: '💍', parentId: await categoryId('laptops-computers') }, actor);
    expect(await search('Cameras Drones')).not.toContain(slug);
    expect(await search('Laptops Computers zorglux')).toEqual([slug]);
  });

  it('deletes only an empty category, and says why not in the staff member’s language', async () => {
    const rings = await categoryId('smart-rings');
    const chargers = await categoryId('ring-chargers');
    const withChild = await refusal(services.deleteCategory(storeId, rings, actor));
    expect(withChild.code).toBe('CONFLICT');
    expect(withChild.message).toBe('Only an empty category can be deleted: this one still has products (0) or subcategories (1). Move them to another category first.');
    const withProduct = await refusal(services.deleteCategory(storeId, chargers, actor), 'mn');
    expect(withProduct.message).toContain('бараа (1)');
    expect(await db().select().from(categories).where(eq(categories.id, chargers))).toHaveLength(1);

    await db().update(products).set({ categoryId: await categoryId('smartphones') }).where(eq(products.categoryId, chargers));
    await services.deleteCategory(storeId, chargers, actor);
    await services.deleteCategory(storeId, rings, actor);
    expect(await db().select().from(categories).where(eq(categories.id, rings))).toHaveLength(0);
    expect((await audits('category', rings)).at(-1)).toEqual({ action: 'delete', by: 'Saraa' });
    expect((await refusal(services.deleteCategory(storeId, rings, actor))).code).toBe('NOT_FOUND');
  });

  it('keeps an uploaded brand logo in several widths for the brand page, and refuses a file that is not a picture', async () => {
    const logo = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 20, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    const id = await services.saveBrand(storeId, null, { slug: 'zorg', name: 'Zorg', origin: 'KR', descriptionMn: 'Солонгосын брэнд', descriptionEn: 'A Korean brand', removeLogo: false }, logo, actor);
    const page = await services.getBrand(storeId, 'zorg', 'mn');
    expect(page.description).toBe('Солонгосын брэнд');
    expect(page.logoImage).toMatchObject({ width: 800, height: 400 });
    expect(page.logoImage!.variants.map((v) => v.width)).toEqual([320, 640, 800]);
    expect(await audits('brand', id)).toEqual([{ action: 'create', by: 'Saraa' }]);

    const notPicture = await refusal(services.saveBrand(storeId, id, { slug: 'zorg', name: 'Zorg', origin: 'KR', descriptionMn: '', descriptionEn: '' }, new TextEncoder().encode('not a picture'), actor));
    expect(notPicture.fields).toEqual({ logo: 'Upload a picture: JPG, PNG, WebP, HEIC, GIF or AVIF' });
    expect((await refusal(services.saveBrand(storeId, id, { slug: 'zorg', name: 'Zorg', origin: 'XX', descriptionMn: '', descriptionEn: '' }, null, actor))).fields).toEqual({ origin: 'Choose one of the countries' });

    // Taken off: the generated logo stands in again.
    await services.saveBrand(storeId, id, { slug: 'zorg', name: 'Zorg', origin: 'KR', descriptionMn: '', descriptionEn: '', removeLogo: true }, null, actor);
    expect(await services.getBrand(storeId, 'zorg', 'en')).toMatchObject({ logoImage: null, logo: '/images/brands/zorg.svg' });
  });

  it('rewrites the search text of a renamed brand’s products', async () => {
    const [brand] = await db().select().from(brands).where(and(eq(brands.storeId, storeId), eq(brands.slug, 'zorg')));
    const [p] = await db().select({ id: products.id, slug: products.slug }).from(products).where(eq(products.storeId, storeId)).limit(1);
    await db().update(products).set({ brandId: brand.id }).where(eq(products.id, p.id));
    await refreshProductSummaries(db(), storeId, [p.id]);
    expect(await search('Quixotica')).toEqual([]);
    await services.saveBrand(storeId, brand.id, { slug: 'zorg', name: 'Quixotica', origin: 'JP', descriptionMn: '', descriptionEn: '' }, null, actor);
    expect(await search('Quixotica')).toEqual([p.slug]);
    expect((await audits('brand', brand.id)).map((a) => a.action)).toEqual(['create', 'update', 'update']);
    const taken = await refusal(services.saveBrand(storeId, null, { slug: 'zorg', name: 'Again', origin: 'JP', descriptionMn: '', descriptionEn: '' }, null, actor));
    expect(taken.fields).toEqual({ slug: 'The store already has this address: choose another' });
  });

  it('saves a bundle of two or more different products that the shop’s product page then offers', async () => {
    const two = await db().select({ id: products.id, slug: products.slug, price: products.price }).from(products).where(and(eq(products.storeId, storeId), eq(products.active, true))).limit(2);
    const form = { slug: 'zorg-set', nameMn: 'Зорг багц', nameEn: 'Zorg set', descriptionMn: '', descriptionEn: '', price: '10 000', active: true };
    const one = await refusal(services.saveBundle(storeId, null, { ...form, items: [{ productId: two[0].id, quantity: 2 }] }, actor), 'mn');
    expect(one.fields).toEqual({ items: 'Багцад дор хаяж хоёр өөр бараа хэрэгтэй' });
    const twice = await refusal(services.saveBundle(storeId, null, { ...form, items: [two[0], two[0]].map((p) => ({ productId: p.id, quantity: 1 })) }, actor));
    expect(twice.fields).toEqual({ items: 'Each product once: change its quantity instead' });
    const stranger = await refusal(services.saveBundle(storeId, null, { ...form, items: [{ productId: two[0].id, quantity: 1 }, { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }, actor));
    expect(stranger.fields).toEqual({ items: 'A product of the set is no longer in the store: remove it' });
    expect((await refusal(services.saveBundle(storeId, null, { ...form, price: '0', items: two.map((p) => ({ productId: p.id, quantity: 1 })) }, actor))).fields).toEqual({ price: 'Enter the price in whole tugriks, from 1' });

    const id = await services.saveBundle(storeId, null, { ...form, items: two.map((p, i) => ({ productId: p.id, quantity: i + 1 })) }, actor);
    const [saved] = (await services.listConsoleBundles(storeId)).filter((b) => b.id === id);
    expect(saved.price).toBe(10_000);
    expect(saved.itemsTotal).toBe(two[0].price + 2 * two[1].price);
    const shop = await services.getProduct(storeId, two[1].slug, 'en');
    expect(shop.bundles.find((b) => b.slug === 'zorg-set')).toMatchObject({ name: 'Zorg set', price: 10_000, itemsTotal: saved.itemsTotal });

    // Switched off: kept for staff, gone from the shop.
    await services.saveBundle(storeId, id, { ...form, active: false, items: two.map((p) => ({ productId: p.id, quantity: 1 })) }, actor);
    expect((await services.getProduct(storeId, two[1].slug, 'en')).bundles.map((b) => b.slug)).not.toContain('zorg-set');
    expect(await audits('bundle', id)).toEqual([
      { action: 'create', by: 'Saraa' },
      { action: 'update', by: 'Saraa' },
    ]);
    const found = await services.findBundleProducts(storeId, 'en', two[0].slug.split('-')[0]);
    expect(found.length).toBeGreaterThan(0);
  });
});
