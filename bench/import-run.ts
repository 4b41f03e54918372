// One database's run of bench/import.mjs (started by it with tsx, DATABASE_URL or DATA_DIR set): a price list of N rows
// checked and applied as new products, then checked and applied again with every price and count changed, against
// the export of the same catalog (reading every product and variant and writing the CSV) as the baseline.
import { parseArgs } from 'node:util';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { PRICE_LIST_COLUMNS } from '../core/price-list';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { stores } from '../server/db/schema';
import { seedStore } from '../server/db/seed';
import { createStaff } from '../test/console';
import { exportPriceListCsv, exportPriceListXlsx } from '../server/modules/products/export-products';
import { applyPriceList, checkPriceList } from '../server/modules/products/import-products';
import { createLocalStorage } from '../server/storage/local-storage';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
const n = Number(values.rows);
const databaseUrl = process.env.DATABASE_URL ?? null;
const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : process.env.DATA_DIR! });
await migrateDatabase(database, databaseUrl);
await seedStore(database.db, 'zuuch', { catalog: false });
const db = database.db;
const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, 'zuuch'));
const staff = await createStaff(db, { username: 'bench', role: 'catalog' });
const actor = { id: staff.id, name: 'bench' };
const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'zuuch-bench-import-')));

// N rows: products of two variants (colour black and white), as an importer's sheet has them.
const priceList = (round: number) => {
  const rows: string[][] = [[...PRICE_LIST_COLUMNS]];
  for (let i = 0; i < n; i++) {
    const p = Math.floor(i / 2);
    const cells: Record<string, string> = {
      slug: `bench-${p}`,
      name_mn: `Бараа ${p}`,
      name_en: `Item ${p}`,
      description_mn: 'Солонгосоос',
      description_en: 'From Korea',
      origin: 'KR',
      tags: 'bench, korea',
      active: 'yes',
      option1_name: 'color',
      option1_value: i % 2 ? 'white' : 'black',
      sku: `B${p}-${i % 2}`,
      price: `${(10_000 + (i % 1000) * 100 + round * 900).toLocaleString('en-US')}`,
      compare_at_price: '',
      stock: String(5 + ((i + round) % 7)),
      weight_g: '350',
      barcode: `880${String(i).padStart(10, '0')}`,
      cost: String(5_000 + (i % 300) * 10),
      cost_currency: 'KRW',
      pricing: 'manual',
    };
    rows.push(PRICE_LIST_COLUMNS.map((c) => cells[c] ?? ''));
  }
  return new TextEncoder().encode(Papa.unparse(rows));
};

const time = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const result = await fn();
  return [result, (performance.now() - t) / 1000];
};

const results: Record<string, number> = {};
const first = priceList(0);
const [check1, dry1] = await time(() => checkPriceList(db, storage, store.id, first, 'bench.csv'));
if (check1.counts.newVariants !== n || check1.counts.refused) throw new Error(`unexpected first check: ${JSON.stringify(check1.counts)}`);
const [, apply1] = await time(() => applyPriceList(db, storage, store.id, { key: check1.file.key, sha256: check1.file.sha256, digest: check1.digest }, actor));
const [csv, exportCsv] = await time(() => exportPriceListCsv(db, store.id));
const second = priceList(1);
const [check2, dry2] = await time(() => checkPriceList(db, storage, store.id, second, 'bench.csv'));
if (check2.counts.changedVariants !== n) throw new Error(`unexpected second check: ${JSON.stringify(check2.counts)}`);
const [, apply2] = await time(() => applyPriceList(db, storage, store.id, { key: check2.file.key, sha256: check2.file.sha256, digest: check2.digest }, actor));
const [xlsx, exportXlsx] = await time(() => exportPriceListXlsx(db, store.id));
const [check3, dryXlsx] = await time(() => checkPriceList(db, storage, store.id, xlsx, 'bench.xlsx'));
if (check3.counts.unchanged !== n) throw new Error(`unexpected XLSX round trip: ${JSON.stringify(check3.counts)}`);
Object.assign(results, { dry1, apply1, exportCsv, dry2, apply2, exportXlsx, dryXlsx, csvMb: csv.byteLength / 1e6, xlsxMb: xlsx.byteLength / 1e6 });
await database.close();
console.log(JSON.stringify(results));
