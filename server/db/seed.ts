// Seeds the demo store. Idempotent: locations (shared reference data) are topped up on every run; the store's own data
// (shipping types, content, catalog) is added only when the store itself is created, so nothing staff later changed or
// deleted comes back on a restart.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { brands, categories, contentPages, locations, products, shippingTypes, stores } from './schema';
import { brands as brandSeeds, categories as categorySeeds, products as productSeeds, type CategorySeed } from './seed-data/catalog-data';
import { locations as locationSeeds, type LocationSeed } from './seed-data/locations-data';
import { demoContentPages, demoShippingTypes, demoStore } from './seed-data/store-data';

export async function seedDemoStore(db: Db, storeName: string): Promise<void> {
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
    await tx
      .insert(contentPages)
      .values(demoContentPages.map((p) => ({ ...p, storeId: store.id })))
      .onConflictDoNothing();
    await seedCatalog(tx as unknown as Db, store.id);
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
      })),
    )
    .onConflictDoNothing();

  const brandIds = new Map(
    (await db.select({ id: brands.id, slug: brands.slug }).from(brands).where(eq(brands.storeId, storeId))).map((b) => [b.slug, b.id]),
  );
  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.storeId, storeId))).map(
      (c) => [c.slug, c.id],
    ),
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
  await db
    .insert(products)
    .values(
      order.map((p, i) => ({
        storeId,
        slug: p.slug,
        brandId: brandIds.get(p.brand) ?? null,
        categoryId: categoryIds.get(p.category) ?? null,
        nameMn: p.nameMn,
        nameEn: p.nameEn,
        descriptionMn: p.descriptionMn,
        descriptionEn: p.descriptionEn,
        origin: p.origin,
        price: p.price,
        compareAtPrice: p.compareAtPrice ?? null,
        stock: p.stock,
        active: p.active ?? true,
        tags: p.tags ?? [],
        thumbnails: [`/images/products/${p.slug}.svg`],
        createdAt: new Date(now - i * 60_000),
        updatedAt: new Date(now - i * 60_000),
      })),
    )
    .onConflictDoNothing();
}
