import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/databases';
import { docText } from '../../core/rich-text';
import { contentPages, contentRevisions, locations, products, shippingTypes, stores } from './schema';
import { contentSeeds } from './seed-data/content-data';
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

  it('seeds the content published, each entry with the snapshots of its saves', async () => {
    const db = t.database.db;
    const pages = await db.select().from(contentPages);
    expect(pages.map((p) => `${p.kind}:${p.key}`).sort()).toEqual(contentSeeds.map((e) => `${e.kind}:${e.key}`).sort());
    for (const page of pages) {
      expect(page.status).toBe('published');
      expect(page.firstPublishedAt).not.toBeNull();
      expect(page.body).toEqual({ mn: docText(page.doc!.mn), en: docText(page.doc!.en) });
      const revisions = await db.select().from(contentRevisions).where(eq(contentRevisions.pageId, page.id)).orderBy(asc(contentRevisions.revision));
      expect(revisions.map((r) => r.revision), page.key).toEqual(Array.from({ length: page.revision }, (_, i) => i + 1));
      expect(revisions.at(-1)!.snapshot).toMatchObject({ key: page.key, title: page.title, doc: page.doc, version: page.version, status: 'published' });
    }
    const terms = pages.find((p) => p.kind === 'legal' && p.key === 'terms')!;
    expect(terms.version).toBe(2);
    expect(terms.effectiveAt?.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    const termsSaves = await db.select().from(contentRevisions).where(eq(contentRevisions.pageId, terms.id)).orderBy(asc(contentRevisions.revision));
    expect(termsSaves.map((r) => (r.snapshot as { version: number }).version)).toEqual([1, 2]);
  });

  it('gives a store without the demo catalog the pages, FAQ and legal documents to make its own, not the demo articles', async () => {
    const db = t.database.db;
    await seedStore(db, 'plain', { catalog: false });
    const [plain] = await db.select().from(stores).where(eq(stores.name, 'plain'));
    const kinds = new Set((await db.select({ kind: contentPages.kind }).from(contentPages).where(eq(contentPages.storeId, plain.id))).map((r) => r.kind));
    expect([...kinds].sort()).toEqual(['faq', 'legal', 'page']);
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
