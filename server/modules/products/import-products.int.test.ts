import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_LIST_COLUMNS } from '../../../core/price-list';
import { createStaff } from '../../../test/console';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/databases';
import type { Db } from '../../db/client';
import { auditLog, productVariants, products, stockMovements } from '../../db/schema';
import { createLocalStorage } from '../../storage/local-storage';
import { exportPriceList, exportPriceListCsv, exportPriceListXlsx } from './export-products';
import { applyPriceList, checkPriceList, CHECKED_PRICE_LIST_KEPT_MS, removeAbandonedPriceLists } from './import-products';

const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'zuuch-price-list-')));

/** Everything an import may write, as one comparable value. */
async function snapshot(db: Db) {
  const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  const [p, v, m, a] = await Promise.all([
    db.execute(sql`select slug, name_mn, price, compare_at_price, stock, active, tags, options from ${products} order by slug`),
    db.execute(sql`select sku, price, compare_at_price, stock, cost_minor, weight_grams, barcode from ${productVariants} order by sku, id`),
    db.execute(sql`select count(*)::int as n from ${stockMovements}`),
    db.execute(sql`select count(*)::int as n from ${auditLog}`),
  ]);
  return JSON.stringify([rows(p), rows(v), rows(m), rows(a)]);
}

const csv = (rows: string[][]) => new TextEncoder().encode(Papa.unparse(rows));

describe.each(databaseKinds)('price list import on %s', (kind) => {
  let t: TestDatabase;
  let db: Db;
  let storeId: string;
  let actor: { id: string; name: string };
  let exported: string[][];
  const col = (name: (typeof PRICE_LIST_COLUMNS)[number]) => PRICE_LIST_COLUMNS.indexOf(name);

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.database.db;
    const staff = await createStaff(db, { username: 'importer', name: 'Болд', role: 'catalog' });
    storeId = staff.storeId;
    actor = { id: staff.id, name: 'Болд' };
    exported = await exportPriceList(db, storeId);
  });
  afterAll(() => t?.drop());

  it('re-importing the export as CSV or XLSX changes nothing', async () => {
    const variants = exported.length - 1;
    for (const bytes of [await exportPriceListCsv(db, storeId), await exportPriceListXlsx(db, storeId)]) {
      const check = await checkPriceList(db, storage, storeId, bytes, 'prices');
      expect(check.refused).toEqual([]);
      expect(check.counts).toMatchObject({ rows: variants, newProducts: 0, changedProducts: 0, newVariants: 0, changedVariants: 0, unchanged: variants });
    }
  });

  it('refuses only the bad row in the dry run, with its row, column and reason, and writes nothing', async () => {
    const before = await snapshot(db);
    const row = [...exported[1]];
    row[col('price')] = '12 345 ₮';
    const bad = [...exported[2]];
    bad[col('price')] = 'cheap';
    const check = await checkPriceList(db, storage, storeId, csv([exported[0], row, bad, exported[3]]), 'prices.csv');
    expect(check.refused).toEqual([{ row: 3, column: 'price', reason: 'badNumber', value: 'cheap' }]);
    expect(check.counts).toMatchObject({ rows: 3, changedVariants: 1, unchanged: 1, refused: 1 });
    expect(check.lines).toEqual([expect.objectContaining({ row: 2, sku: row[col('sku')], kind: 'changed', changes: [{ column: 'price', before: exported[1][col('price')], after: '12345' }] })]);
    expect(await snapshot(db)).toBe(before);
  });

  it('applies the checked file in one go: new product, changed price, stock through the ledger, audit', async () => {
    const changed = [...exported[1]];
    changed[col('price')] = '99 900';
    changed[col('stock')] = String(Number(exported[1][col('stock')]) + 5);
    const fresh = PRICE_LIST_COLUMNS.map(() => '');
    Object.assign(fresh, { [col('slug')]: 'import-kimchi', [col('name_mn')]: 'Кимчи', [col('name_en')]: 'Kimchi', [col('origin')]: 'KR', [col('sku')]: 'KIM-1', [col('price')]: '15,900', [col('stock')]: '7', [col('cost')]: '9900' });
    const file = csv([exported[0], changed, fresh]);
    const check = await checkPriceList(db, storage, storeId, file, 'prices.csv');
    expect(check.counts).toMatchObject({ newProducts: 1, newVariants: 1, changedVariants: 1, refused: 0 });
    const counts = await applyPriceList(db, storage, storeId, { key: check.file.key, sha256: check.file.sha256, digest: check.digest }, actor);
    expect(counts).toMatchObject({ newProducts: 1, changedVariants: 1 });

    const [variant] = await db.select().from(productVariants).where(eq(productVariants.sku, changed[col('sku')]));
    expect(variant.price).toBe(99_900);
    expect(variant.stock).toBe(Number(changed[col('stock')]));
    const [move] = await db.select().from(stockMovements).where(and(eq(stockMovements.variantId, variant.id), eq(stockMovements.reason, 'import')));
    expect(move).toMatchObject({ delta: 5, balanceAfter: variant.stock, staffId: actor.id });
    const [kimchi] = await db.select().from(products).where(eq(products.slug, 'import-kimchi'));
    expect(kimchi).toMatchObject({ nameEn: 'Kimchi', price: 15_900, stock: 7, costCurrency: 'KRW' });
    expect(kimchi.searchName).toContain('kimchi');
    const [kimchiVariant] = await db.select().from(productVariants).where(eq(productVariants.productId, kimchi.id));
    expect(kimchiVariant).toMatchObject({ costMinor: 9900, stock: 7 });
    const opening = await db.select().from(stockMovements).where(eq(stockMovements.variantId, kimchiVariant.id));
    expect(opening).toEqual([expect.objectContaining({ reason: 'import', delta: 7, balanceAfter: 7 })]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.staffId, actor.id));
    expect(audit.map((a) => [a.entity, a.action]).sort()).toEqual([
      ['import', 'import'],
      ['product', 'create'],
      ['product', 'import'],
    ]);
    expect(audit.find((a) => a.action === 'import' && a.entity === 'product')!.after).toMatchObject({ [`${changed[col('sku')]} price`]: '99900' });
    // The same file again: the check kept it once, so a second apply has nothing to apply.
    await expect(applyPriceList(db, storage, storeId, { key: check.file.key, sha256: check.file.sha256, digest: check.digest }, actor)).rejects.toMatchObject({ messageKey: 'priceListGone' });
  });

  it('refuses to apply a file the catalog moved past since its check, and changes nothing', async () => {
    const row = [...exported[4]];
    row[col('price')] = '777000';
    const check = await checkPriceList(db, storage, storeId, csv([exported[0], row]), 'prices.csv');
    await db.update(productVariants).set({ price: 1 }).where(eq(productVariants.sku, row[col('sku')]));
    const before = await snapshot(db);
    await expect(applyPriceList(db, storage, storeId, { key: check.file.key, sha256: check.file.sha256, digest: check.digest }, actor)).rejects.toMatchObject({ messageKey: 'priceListStale' });
    await expect(applyPriceList(db, storage, storeId, { key: check.file.key, sha256: '0'.repeat(64), digest: check.digest }, actor)).rejects.toMatchObject({ messageKey: 'priceListGone' });
    expect(await snapshot(db)).toBe(before);
  });

  it('removes a checked file left a day unapplied, and its apply then asks for a new check', async () => {
    const row = [...exported[3]];
    row[col('price')] = '654300';
    const check = await checkPriceList(db, storage, storeId, csv([exported[0], row]), 'prices.csv');
    const before = await snapshot(db);
    // Within the day it stays.
    expect(await removeAbandonedPriceLists(storage, new Date(Date.now() + CHECKED_PRICE_LIST_KEPT_MS - 60_000))).toBe(0);
    expect(await removeAbandonedPriceLists(storage, new Date(Date.now() + CHECKED_PRICE_LIST_KEPT_MS + 60_000))).toBeGreaterThanOrEqual(1);
    await expect(applyPriceList(db, storage, storeId, { key: check.file.key, sha256: check.file.sha256, digest: check.digest }, actor)).rejects.toMatchObject({ messageKey: 'priceListGone' });
    expect(await snapshot(db)).toBe(before);
  });

  it('rolls everything back when a write fails at its end', async () => {
    const rows = [exported[0], ...exported.slice(5, 9).map((r) => Object.assign([...r], { [col('price')]: '123400', [col('stock')]: '40' }))];
    const fresh = PRICE_LIST_COLUMNS.map(() => '');
    Object.assign(fresh, { [col('slug')]: 'import-rollback', [col('name_mn')]: 'Буцаах', [col('name_en')]: 'Rollback', [col('origin')]: 'CN', [col('sku')]: 'RB-1', [col('price')]: '1000', [col('stock')]: '3' });
    const check = await checkPriceList(db, storage, storeId, csv([...rows, fresh]), 'prices.csv');
    expect(check.counts.changedVariants).toBe(4);
    const before = await snapshot(db);
    // The audit is the import's last write: a failure there must take back the products, variants and ledger rows before it.
    await db.execute(sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$`);
    await db.execute(sql`create trigger refuse_audit before insert on audit_log for each statement execute function refuse_audit()`);
    try {
      await expect(applyPriceList(db, storage, storeId, { key: check.file.key, sha256: check.file.sha256, digest: check.digest }, actor)).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_audit on audit_log`);
      await db.execute(sql`drop function refuse_audit()`);
    }
    expect(await snapshot(db)).toBe(before);
    expect(await db.select().from(products).where(eq(products.slug, 'import-rollback'))).toEqual([]);
  });

  it('reads semicolon-separated CSV with a BOM, Mongolian headers and spaced numbers', async () => {
    const sku = exported[9][col('sku')];
    const text = `\ufeffХаяг;Код;Үнэ;Үлдэгдэл\r\n${exported[9][col('slug')]};${sku};"1 234 500";${exported[9][col('stock')]}\r\n`;
    const check = await checkPriceList(db, storage, storeId, new TextEncoder().encode(text), 'prices.csv');
    expect(check.refused).toEqual([]);
    expect(check.lines).toEqual([expect.objectContaining({ sku, changes: [{ column: 'price', before: exported[9][col('price')], after: '1234500' }] })]);
  });
});
