// Seeds the store. Idempotent: locations (shared reference data) are topped up on every run; the store's own data
// (settings, shipping types, content, and the demo catalog when asked for) is added only when the store itself is
// created, so nothing staff later changed or deleted comes back on a restart. A production store starts with the demo's
// settings and pages for staff to make their own (/console), and without the demo catalog.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { insertProducts, type NewProduct } from '../modules/catalog/insert-products';
import { checkSynonymRule } from '../../core/search-synonyms';
import { brands, bundleItems, bundles, categories, locations, pageBlocks, products, searchSynonyms, shippingTypes, stores } from './schema';
import { seedContent } from './seed-content';
import { seedDemoPricing } from './seed-pricing';
import { seedDemoSurvey } from './seed-survey';
import { seedCareers } from './seed-careers';
import { brands as brandSeeds, bundles as bundleSeeds, categories as categorySeeds, products as productSeeds, type CategorySeed } from './seed-data/catalog-data';
import { locations as locationSeeds, type LocationSeed } from './seed-data/locations-data';
import { SEARCH_SYNONYMS } from './seed-data/search-synonyms-data';
import { demoHomeBlocks, demoShippingTypes, demoStore } from './seed-data/store-data';

export async function seedStore(db: Db, storeName: string, options: { catalog: boolean } = { catalog: true }): Promise<void> {
  await db.transaction(async (tx) => {
    await seedLocations(tx as unknown as Db);
    const [store] = await tx
      .insert(stores)
      .values({ name: storeName, ...demoStore })
      .onConflictDoNothing({ target: stores.name })
      .returning({ id: stores.id });
    if (!store) return; // the store exists: its data is the staff's now
    await tx
      .insert(shippingTypes)
      .values(demoShippingTypes.map((s, sort) => ({ ...s, storeId: store.id, sort })))
      .onConflictDoNothing();
    await seedContent(tx as unknown as Db, store.id, { articles: options.catalog });
    if (options.catalog) await seedCatalog(tx as unknown as Db, store.id);
    if (options.catalog) await seedCareers(tx as unknown as Db, store.id);
  });
}

/** Inserts a tree level by level, so each level can look up its parents' ids. */
async function insertTree<T extends { children?: T[] }>(
  roots: T[],
  insertLevel: (level: { node: T; parentKey: string | null; sort: number }[]) => Promise<void>,
  keyOf: (node: T) => string,
) {
  let level = roots.map((node, sort) => ({ node, parentKey: null as string | null, sort }));
  while (level.length > 0) {
    await insertLevel(level);
    level = level.flatMap(({ node }) => (node.children ?? []).map((child, sort) => ({ node: child, parentKey: keyOf(node), sort })));
  }
}

async function seedLocations(db: Db) {
  await insertTree<LocationSeed>(
    locationSeeds,
    async (level) => {
      const parentCodes = [...new Set(level.map((l) => l.parentKey).filter((c): c is string => c !== null))];
      const parents = parentCodes.length
        ? await db.select({ id: locations.id, code: locations.code }).from(locations).where(inArray(locations.code, parentCodes))
        : [];
      const parentId = new Map(parents.map((p) => [p.code, p.id]));
      await db
        .insert(locations)
        .values(
          level.map(({ node, parentKey, sort }) => ({
            code: node.code,
            kind: node.kind,
            nameMn: node.nameMn,
            nameEn: node.nameEn,
            sort,
            parentId: parentKey ? parentId.get(parentKey)! : null,
          })),
        )
        .onConflictDoNothing({ target: locations.code });
    },
    (node) => node.code,
  );
}

async function seedCatalog(db: Db, storeId: string) {
  await insertTree<CategorySeed>(
    categorySeeds,
    async (level) => {
      const parentSlugs = [...new Set(level.map((l) => l.parentKey).filter((s): s is string => s !== null))];
      const parents = parentSlugs.length
        ? await db
            .select({ id: categories.id, slug: categories.slug })
            .from(categories)
            .where(and(eq(categories.storeId, storeId), inArray(categories.slug, parentSlugs)))
        : [];
      const parentId = new Map(parents.map((p) => [p.slug, p.id]));
      await db
        .insert(categories)
        .values(
          level.map(({ node, parentKey, sort }) => ({
            storeId,
            slug: node.slug,
            nameMn: node.nameMn,
            nameEn: node.nameEn,
            icon: node.icon,
            sort,
            parentId: parentKey ? parentId.get(parentKey)! : null,
          })),
        )
        .onConflictDoNothing();
    },
    (node) => node.slug,
  );

  await db
    .insert(brands)
    .values(
      brandSeeds.map((b) => ({
        storeId,
        slug: b.slug,
        name: b.name,
        origin: b.origin,
        description: { mn: b.descriptionMn, en: b.descriptionEn },
        logo: `/images/brands/${b.slug}.svg`,
      })),
    )
    .onConflictDoNothing();

  const brandRows = await db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).where(eq(brands.storeId, storeId));
  const brandBySlug = new Map(brandRows.map((b) => [b.slug, { id: b.id, name: b.name }]));
  const categoryRows = await db.select().from(categories).where(eq(categories.storeId, storeId));
  const categoryById = new Map(categoryRows.map((c) => [c.id, c]));
  const categoryBySlug = new Map(
    categoryRows.map((c) => {
      const parent = c.parentId ? categoryById.get(c.parentId) : undefined;
      return [c.slug, { id: c.id, names: [c.nameEn, c.nameMn, ...(parent ? [parent.nameEn, parent.nameMn] : [])] }];
    }),
  );

  // "New arrivals" should show a mix: creation times go round-robin over the categories, first of each newest.
  const rank = new Map<string, number>();
  const order = productSeeds
    .map((p, i) => {
      const nth = rank.get(p.category) ?? 0;
      rank.set(p.category, nth + 1);
      return { p, key: nth * productSeeds.length + i };
    })
    .sort((a, b) => a.key - b.key)
    .map(({ p }) => p);
  const now = Date.now();
  await insertProducts(
    db,
    storeId,
    order.map(
      (p, i): NewProduct => ({
        slug: p.slug,
        nameEn: p.nameEn,
        nameMn: p.nameMn,
        descriptionEn: p.descriptionEn,
        descriptionMn: p.descriptionMn,
        brand: brandBySlug.get(p.brand) ?? null,
        category: categoryBySlug.get(p.category) ?? null,
        origin: p.origin,
        price: p.price,
        compareAtPrice: p.compareAtPrice ?? null,
        stock: p.stock,
        active: p.active ?? true,
        tags: p.tags ?? [],
        options: p.options ?? [],
        soldCount: demoSoldCount(p.slug),
        createdAt: new Date(now - i * 3_600_000),
      }),
    ),
  );

  const productIds = new Map(
    (await db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.storeId, storeId))).map((p) => [p.slug, p.id]),
  );
  for (const b of bundleSeeds) {
    const [bundle] = await db
      .insert(bundles)
      .values({ storeId, slug: b.slug, nameEn: b.nameEn, nameMn: b.nameMn, descriptionEn: b.descriptionEn, descriptionMn: b.descriptionMn, price: b.price })
      .onConflictDoNothing()
      .returning({ id: bundles.id });
    if (!bundle) continue;
    await db.insert(bundleItems).values(b.items.map((item) => ({ bundleId: bundle.id, productId: productIds.get(item.product)!, quantity: item.quantity })));
  }

  await db.insert(pageBlocks).values(demoHomeBlocks.map((config, position) => ({ storeId, page: 'home', position, config })));
  await seedDemoPricing(db, storeId);
  await seedDemoSurvey(db, storeId);
  await seedSearchSynonyms(db, storeId);
}

/** The demo's search synonyms, checked as staff's are (a new demo store's; one that has rules keeps them). */
async function seedSearchSynonyms(db: Db, storeId: string) {
  const [existing] = await db.select({ id: searchSynonyms.id }).from(searchSynonyms).where(eq(searchSynonyms.storeId, storeId)).limit(1);
  if (existing) return;
  await db.insert(searchSynonyms).values(SEARCH_SYNONYMS.map((rule) => ({ storeId, ...checkSynonymRule(rule) })));
}

/** Demo sales figures for the bestsellers rail: a stable pseudo-random 0–480 per product. */
function demoSoldCount(slug: string): number {
  let h = 7;
  for (const ch of slug) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 481;
}
