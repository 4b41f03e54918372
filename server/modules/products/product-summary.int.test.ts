import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/databases';
import { productVariants, products, stockMovements, stores } from '../../db/schema';
import { refreshProductSummaries } from './product-summary';

describe.each(databaseKinds)('product summaries and the opening stock on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t?.drop());

  it('starts every seeded variant’s ledger with its stock', async () => {
    const db = t.database.db;
    const drift = await db.execute(sql`
      select count(*)::int as n from ${productVariants} v
      where v.stock <> coalesce((select sum(delta) from ${stockMovements} m where m.variant_id = v.id), 0)`);
    expect((drift as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('rewrites price, compare-at, stock and search text from the variants and names', async () => {
    const db = t.database.db;
    const [store] = await db.select({ id: stores.id }).from(stores);
    const [product] = await db.select().from(products).where(eq(products.storeId, store.id)).limit(1);
    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    await db.update(productVariants).set({ price: 1_000, compareAtPrice: 2_000, stock: 7 }).where(eq(productVariants.id, variants[0].id));
    await db.update(products).set({ nameEn: 'Brand new name', price: 1, stock: 0, searchName: '' }).where(eq(products.id, product.id));
    await refreshProductSummaries(db, store.id, [product.id]);
    const [after] = await db.select().from(products).where(eq(products.id, product.id));
    expect(after.price).toBe(1_000);
    expect(after.compareAtPrice).toBe(2_000);
    expect(after.stock).toBe(7 + variants.slice(1).reduce((sum, v) => sum + v.stock, 0));
    expect(after.searchName).toContain('brand new name');
  });
});
