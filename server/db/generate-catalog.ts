// `npm run generate -- --products 100000`: adds a large catalog to the configured store for benchmarks. Products are
// variations of the demo catalog (same brands, categories, price ranges, option sets) with unique names and slugs.
// Run it with the server stopped (PGlite allows one process per directory). Re-running adds only what is missing.
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { parseConfig } from '../config';
import { insertProducts, type NewProduct } from '../modules/catalog/insert-products';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { brands, categories, stores } from './schema';
import { seedStore } from './seed';
import { products as templates } from './seed-data/catalog-data';

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
const target = Number(values.products);
if (!Number.isInteger(target) || target < 1 || target > 2_000_000) {
  console.error('--products must be a whole number from 1 to 2,000,000');
  process.exit(1);
}

const editions = ['Pro', 'Lite', 'Max', 'Plus', 'Mini', 'Air', 'Ultra', 'SE', 'Neo', 'Prime'];
const editionsMn = ['Про', 'Лайт', 'Макс', 'Плас', 'Мини', 'Эйр', 'Ультра', 'SE', 'Нео', 'Прайм'];

const config = parseConfig();
const database = await openDatabase(config);
await migrateDatabase(database, config.databaseUrl);
await seedStore(database.db, config.storeName);
const db = database.db;
const [store] = await db.select().from(stores).where(eq(stores.name, config.storeName));
const brandBySlug = new Map((await db.select().from(brands).where(eq(brands.storeId, store.id))).map((b) => [b.slug, { id: b.id, name: b.name }]));
const categoryRows = await db.select().from(categories).where(eq(categories.storeId, store.id));
const byId = new Map(categoryRows.map((c) => [c.id, c]));
const categoryBySlug = new Map(
  categoryRows.map((c) => {
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    return [c.slug, { id: c.id, names: [c.nameEn, c.nameMn, ...(parent ? [parent.nameEn, parent.nameMn] : [])] }];
  }),
);

const started = Date.now();
let added = 0;
const batchSize = 2000;
for (let start = 0; start < target; start += batchSize) {
  const batch: NewProduct[] = [];
  for (let n = start; n < Math.min(target, start + batchSize); n++) {
    const t = templates[n % templates.length];
    const series = Math.floor(n / templates.length);
    const e = series % editions.length;
    const model = 100 + (series % 900);
    const factor = 0.8 + ((n * 7919) % 41) / 100; // 0.80–1.20 of the template price
    const price = Math.max(1000, Math.round((t.price * factor) / 100) * 100);
    batch.push({
      slug: `${t.slug}-${editions[e].toLowerCase()}-${model}-g${n}`,
      nameEn: `${t.nameEn} ${editions[e]} ${model}`,
      nameMn: `${t.nameMn} ${editionsMn[e]} ${model}`,
      descriptionEn: t.descriptionEn,
      descriptionMn: t.descriptionMn,
      brand: brandBySlug.get(t.brand) ?? null,
      category: categoryBySlug.get(t.category) ?? null,
      origin: t.origin,
      price,
      compareAtPrice: n % 4 === 0 ? Math.round((price * 1.15) / 100) * 100 : null,
      stock: (n * 31) % 7 === 0 ? 0 : (n * 17) % 150,
      active: n % 50 !== 0,
      tags: t.tags ?? [],
      options: t.options ?? [],
      soldCount: (n * 131) % 500,
      createdAt: new Date(Date.now() - n * 60_000),
    });
  }
  added += await insertProducts(db, store.id, batch);
  process.stdout.write(`\r${Math.min(target, start + batchSize)} / ${target} products (${added} new)`);
}
// Fresh statistics so the planner uses the search and listing indexes on the large table.
await db.execute(sql`analyze products`);
await db.execute(sql`analyze product_variants`);
console.log(`\nadded ${added} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
await database.close();
