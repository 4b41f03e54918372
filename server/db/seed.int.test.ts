import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/databases';
import { contentPages, locations, products, shippingTypes, stores } from './schema';
import { seedStore } from './seed';

describe.each(databaseKinds)('demo seed on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t?.drop());

  const count = async (table: typeof products | typeof locations | typeof shippingTypes) =>
    (await t.database.db.select().from(table)).length;

  it('seeds a store with locations, shipping types and a catalog', async () => {
    const [store] = await t.database.db.select().from(stores).where(eq(stores.name, 'zuuch'));
    expect(store).toBeDefined();
    expect(await count(locations)).toBeGreaterThan(500);
    expect(await count(shippingTypes)).toBeGreaterThanOrEqual(2);
    expect(await count(products)).toBeGreaterThanOrEqual(200);
  });

  it('has pg_trgm for fuzzy search', async () => {
    const result = await t.database.db.execute(sql`select similarity('samsung', 'samsng') as s`);
    const rows = (result as unknown as { rows: { s: number }[] }).rows;
    expect(Number(rows[0].s)).toBeGreaterThan(0.4);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = [await count(locations), await count(products), await count(shippingTypes)];
    await seedStore(t.database.db, 'zuuch');
    expect([await count(locations), await count(products), await count(shippingTypes)]).toEqual(before);
  });

  it('does not bring back what staff deleted or overwrite what they changed', async () => {
    const db = t.database.db;
    await db.delete(contentPages).where(eq(contentPages.key, 'warranty'));
    await db.update(stores).set({ phone: '+976 9999 0000' }).where(eq(stores.name, 'zuuch'));
    await seedStore(db, 'zuuch');
    expect(await db.select().from(contentPages).where(eq(contentPages.key, 'warranty'))).toHaveLength(0);
    expect((await db.select().from(stores).where(eq(stores.name, 'zuuch')))[0].phone).toBe('+976 9999 0000');
  });
});
