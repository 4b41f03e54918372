// Price-list import (core/price-list.ts): a CSV or XLSX file of products and variants, checked first and applied after.
//
// The check (dry run) reads the file, plans it against the catalog and writes nothing but the file itself, kept in the
// store's file storage under a new key: the apply names that key and the file's SHA-256, so what is applied is the very
// file that was checked, and the plan's digest, so a catalog that changed since the check (another import, an edit) is
// refused with "check again" instead of applying something nobody saw.
//
// Refused rows do not block the apply: staff saw them in the check, and the apply skips them (they can fix and import
// those rows again). Everything else is one transaction: new products and variants, changed fields, stock through the
// ledger (reason 'import'), the products' summaries, the audit (one 'import' row, one per product) — a failure anywhere
// (a slug taken meanwhile, a variant sold below the new count) rolls back all of it. Writes are set-based in chunks
// (multi-row inserts, update … from (values …)), so 100,000 rows take a few dozen statements, not one per row.
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { isLandedCost, variantLandedCost } from '../../../core/landed-cost';
import {
  MAX_PRICE_LIST_BYTES,
  planPriceList,
  readPriceListRows,
  type CatalogLookups,
  type CatalogProduct,
  type FieldChange,
  type PriceListPlan,
  type PriceListRow,
  type Refusal,
} from '../../../core/price-list';
import type { Db } from '../../db/client';
import { brands, categories, productVariants, products } from '../../db/schema';
import { inJsonList } from '../../db/in-json-list';
import { isUniqueViolation } from '../../db/unique-violation';
import type { FileStorage } from '../../storage/file-storage';
import { recordAudits, type AuditActor, type AuditRecord } from '../audit/record-audit';
import { getCatalogSettings } from '../pricing/catalog-settings';
import { moveStockInBulk, NotEnoughStock, recordOpeningStock } from '../stock/ledger';
import { categoryPaths, refreshProductSummaries } from './product-summary';


const chunk = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type PriceListKind = 'csv' | 'xlsx';

/** XLSX files are zip archives: "PK\x03\x04". */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A spreadsheet cell as text: Excel's numbers as plain digits, formulas by their result, rich text by its words. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

/** The file's cells as text rows: XLSX (its first sheet) or CSV (UTF-8, with or without BOM, comma, semicolon or tab). */
export async function readPriceListTable(bytes: Uint8Array): Promise<{ kind: PriceListKind; table: string[][] }> {
  if (isZip(bytes)) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    } catch {
      throw new AppError('VALIDATION', 'priceListUnreadable');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new AppError('VALIDATION', 'priceListUnreadable');
    const table: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      const values = row.values as ExcelJS.CellValue[];
      table[number - 1] = values.slice(1).map(cellText);
    });
    for (let i = 0; i < table.length; i++) table[i] ??= [];
    return { kind: 'xlsx', table };
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\ufeff/, '');
  if (text.includes('\u0000')) throw new AppError('VALIDATION', 'priceListUnreadable');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t', '|'] });
  return { kind: 'csv', table: parsed.data };
}

/** The store's brands, categories and the products the file names (all of them for an export), with their variants. */
export async function loadPriceListCatalog(db: Db, storeId: string, slugs: string[] | 'all'): Promise<Omit<CatalogLookups, 'landedPrice'>> {
  // One query at a time: inside the apply's transaction `db` is one connection.
  const brandRows = await db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).where(eq(brands.storeId, storeId));
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.storeId, storeId));
  const columns = {
    id: products.id,
    slug: products.slug,
    nameMn: products.nameMn,
    nameEn: products.nameEn,
    descriptionMn: products.descriptionMn,
    descriptionEn: products.descriptionEn,
    brandId: products.brandId,
    categoryId: products.categoryId,
    origin: products.origin,
    tags: products.tags,
    active: products.active,
    options: products.options,
    costMinor: products.costMinor,
    costCurrency: products.costCurrency,
    weightGrams: products.weightGrams,
    pricing: products.pricing,
  };
  const productRows =
    slugs === 'all'
      ? await db.select(columns).from(products).where(eq(products.storeId, storeId)).orderBy(products.slug)
      : [];
  if (slugs !== 'all') for (const part of chunk([...new Set(slugs)], 5000)) productRows.push(...(await db.select(columns).from(products).where(and(eq(products.storeId, storeId), inJsonList(products.slug, part)))));
  const byId = new Map<string, CatalogProduct>(productRows.map((p) => [p.id, { ...p, variants: [] }]));
  for (const part of chunk([...byId.keys()], 5000)) {
    const variants = await db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        sku: productVariants.sku,
        options: productVariants.options,
        price: productVariants.price,
        compareAtPrice: productVariants.compareAtPrice,
        stock: productVariants.stock,
        weightGrams: productVariants.weightGrams,
        barcode: productVariants.barcode,
        costMinor: productVariants.costMinor,
        position: productVariants.position,
      })
      .from(productVariants)
      .where(inJsonList(productVariants.productId, part));
    for (const { productId, ...v } of variants) byId.get(productId)!.variants.push(v);
  }
  return { brands: brandRows, categories: categoryRows, products: new Map([...byId.values()].map((p) => [p.slug, p])) };
}

/** The plan of a file's rows against the catalog as `db` sees it (inside the apply's transaction, as it is then). */
async function planRows(db: Db, storeId: string, rows: PriceListRow[]): Promise<PriceListPlan> {
  const catalog = await loadPriceListCatalog(
    db,
    storeId,
    rows.map((r) => (r.cells.slug ?? '').toLowerCase()).filter(Boolean),
  );
  const landed = rows.some((r) => /landed|өртгөөс/i.test(r.cells.pricing ?? '')) || [...catalog.products.values()].some((p) => p.pricing.mode === 'landed');
  let landedPrice: CatalogLookups['landedPrice'];
  if (landed) {
    const settings = await getCatalogSettings(db, storeId);
    const paths = await categoryPaths(db, storeId);
    landedPrice = (product, variant, categoryId) => {
      const result = variantLandedCost(product, variant, categoryId ? (paths.get(categoryId)?.ids ?? []) : [], settings.rates, settings.pricing);
      return result && isLandedCost(result) ? result.price : null;
    };
  }
  return planPriceList(rows, { ...catalog, landedPrice });
}

/** A digest of everything the plan would do: the check shows it, the apply must find the same. */
export function planDigest(plan: PriceListPlan): string {
  const hash = createHash('sha256');
  for (const p of plan.products) hash.update(JSON.stringify([p.slug, p.id, p.values, p.changes]));
  for (const v of plan.variants) hash.update(JSON.stringify([v.slug, v.sku, v.id, v.values, v.changes, v.stockDelta]));
  hash.update(JSON.stringify(plan.refused));
  return hash.digest('hex');
}

/** What the check shows: counts, the refused rows, and the first changes. */
export type PriceListLine = { row: number; slug: string; sku: string; name: string; kind: 'newProduct' | 'newVariant' | 'changed'; changes: FieldChange[] };

export type PriceListCheck = {
  file: { key: string; sha256: string; kind: PriceListKind; name: string };
  digest: string;
  counts: PriceListPlan['counts'];
  refused: Refusal[];
  lines: PriceListLine[];
  /** How many refusals and lines the report leaves out (it shows the first ones). */
  moreRefused: number;
  moreLines: number;
};

const SHOWN_REFUSALS = 1000;
const SHOWN_LINES = 300;

function describePlan(plan: PriceListPlan): Pick<PriceListCheck, 'counts' | 'refused' | 'lines' | 'moreRefused' | 'moreLines'> {
  const names = new Map(plan.products.map((p) => [p.slug, p]));
  const lines: PriceListLine[] = [];
  for (const p of plan.products) {
    if (p.id && p.changes.length === 0) continue;
    lines.push({ row: p.row, slug: p.slug, sku: '', name: p.values.nameMn || p.values.nameEn, kind: p.id ? 'changed' : 'newProduct', changes: p.changes });
    if (lines.length >= SHOWN_LINES) break;
  }
  for (const v of plan.variants) {
    if (lines.length >= SHOWN_LINES) break;
    const product = names.get(v.slug);
    if (!v.id && product && !product.id) continue; // a new product's variants: the product's line says it
    lines.push({ row: v.row, slug: v.slug, sku: v.sku, name: '', kind: v.id ? 'changed' : 'newVariant', changes: v.changes });
  }
  lines.sort((a, b) => a.row - b.row);
  const total = plan.products.filter((p) => !p.id || p.changes.length > 0).length + plan.variants.filter((v) => v.id || names.get(v.slug)?.id).length;
  return {
    counts: plan.counts,
    refused: plan.refused.slice(0, SHOWN_REFUSALS),
    moreRefused: Math.max(0, plan.refused.length - SHOWN_REFUSALS),
    lines,
    moreLines: Math.max(0, total - lines.length),
  };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function rowsOfFile(bytes: Uint8Array): Promise<{ kind: PriceListKind; rows: PriceListRow[]; refused: Refusal[] }> {
  const { kind, table } = await readPriceListTable(bytes);
  const { rows, refused } = readPriceListRows(table);
  return { kind, rows, refused };
}

/** The dry run: what importing the file would create, change and refuse; keeps the file for the apply, writes nothing else. */
export async function checkPriceList(db: Db, storage: FileStorage, storeId: string, bytes: Uint8Array, name: string): Promise<PriceListCheck> {
  if (bytes.byteLength === 0) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'file', messageKey: 'fieldRequired' }] });
  if (bytes.byteLength > MAX_PRICE_LIST_BYTES) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'file', messageKey: 'priceListTooBig' }] });
  const { kind, rows, refused } = await rowsOfFile(bytes);
  const plan = refused.length ? emptyPlan(refused) : await planRows(db, storeId, rows);
  const key = await storage.save('imports', bytes, kind);
  return { file: { key, sha256: sha256(bytes), kind, name: name.slice(0, 200) }, digest: planDigest(plan), ...describePlan(plan) };
}

function emptyPlan(refused: Refusal[]): PriceListPlan {
  return { products: [], variants: [], refused, counts: { rows: 0, newProducts: 0, changedProducts: 0, newVariants: 0, changedVariants: 0, unchanged: 0, refused: 1 } };
}

/** How long a checked file waits for its apply: a day, then the cleaner removes it and the apply asks for a new check. */
export const CHECKED_PRICE_LIST_KEPT_MS = 24 * 60 * 60 * 1000;

/** Removes checked files never applied (staff checked and walked away); answers how many. */
export function removeAbandonedPriceLists(storage: FileStorage, now: Date): Promise<number> {
  return storage.removeOlderThan('imports', new Date(now.getTime() - CHECKED_PRICE_LIST_KEPT_MS));
}

export type ApplyInput = { key: string; sha256: string; digest: string };

/** Applies a checked file in one transaction (refused rows skipped); answers what was done. */
export async function applyPriceList(db: Db, storage: FileStorage, storeId: string, input: ApplyInput, actor: AuditActor): Promise<PriceListPlan['counts']> {
  let bytes: Uint8Array;
  try {
    bytes = (await storage.read(input.key)).bytes;
  } catch {
    throw new AppError('CONFLICT', 'priceListGone');
  }
  if (sha256(bytes) !== input.sha256) throw new AppError('CONFLICT', 'priceListGone');
  const { rows, refused } = await rowsOfFile(bytes);
  if (refused.length) throw new AppError('VALIDATION', 'priceListStale');
  let counts: PriceListPlan['counts'];
  try {
    counts = await db.transaction(async (tx) => {
      const plan = await planRows(tx, storeId, rows);
      if (planDigest(plan) !== input.digest) throw new AppError('CONFLICT', 'priceListStale');
      await writePlan(tx, storeId, plan, actor, input.sha256);
      return plan.counts;
    });
  } catch (err) {
    if (isUniqueViolation(err) || err instanceof NotEnoughStock) throw new AppError('CONFLICT', 'priceListStale', { cause: err });
    throw err;
  }
  await storage.remove(input.key).catch(() => {});
  return counts;
}

const json = (value: unknown) => JSON.stringify(value);

/** Writes a plan in the caller's transaction, set-based. */
export async function writePlan(tx: Db, storeId: string, plan: PriceListPlan, actor: AuditActor, fileSha: string): Promise<void> {
  const productIdBySlug = new Map<string, string>();
  for (const p of plan.products) if (p.id) productIdBySlug.set(p.slug, p.id);
  for (const v of plan.variants) if (v.productId) productIdBySlug.set(v.slug, v.productId);

  // Each chunk goes as one JSON parameter read by jsonb_to_recordset: one statement and one parameter per chunk,
  // where a multi-row VALUES list would bind (and the ORM build) a parameter per cell.
  // New products; their price and stock are written by the summaries below, once their variants are in.
  const created = plan.products.filter((p) => !p.id);
  for (const part of chunk(created, 2000)) {
    const rows = part.map((p) => ({ ...p.values, slug: p.slug }));
    const inserted = rowsOf<{ id: string; slug: string }>(
      await tx.execute(sql`
        insert into ${products} (store_id, slug, brand_id, category_id, name_mn, name_en, description_mn, description_en, origin, price, tags, active, options, cost_currency, pricing)
        select ${storeId}::uuid, v.slug, v."brandId", v."categoryId", v."nameMn", v."nameEn", v."descriptionMn", v."descriptionEn", v.origin, 0,
          array(select jsonb_array_elements_text(v.tags)), v.active, v.options, v."costCurrency", v.pricing
        from jsonb_to_recordset(${json(rows)}::jsonb) as v(slug text, "brandId" uuid, "categoryId" uuid, "nameMn" text, "nameEn" text, "descriptionMn" text, "descriptionEn" text, origin text, tags jsonb, active boolean, options jsonb, "costCurrency" text, pricing jsonb)
        returning id, slug`),
    );
    for (const r of inserted) productIdBySlug.set(r.slug, r.id);
  }

  // Changed products: every importable field from the plan (unchanged ones are written as they were).
  for (const part of chunk(
    plan.products.filter((p) => p.id),
    2000,
  )) {
    const rows = part.map((p) => ({ ...p.values, id: p.id }));
    await tx.execute(sql`
      update ${products} p set
        name_mn = v."nameMn", name_en = v."nameEn", description_mn = v."descriptionMn", description_en = v."descriptionEn",
        brand_id = v."brandId", category_id = v."categoryId", origin = v.origin,
        tags = array(select jsonb_array_elements_text(v.tags)), active = v.active, options = v.options,
        cost_currency = v."costCurrency", pricing = v.pricing, revision = p.revision + 1, updated_at = now()
      from jsonb_to_recordset(${json(rows)}::jsonb) as v(id uuid, "nameMn" text, "nameEn" text, "descriptionMn" text, "descriptionEn" text, "brandId" uuid, "categoryId" uuid, origin text, tags jsonb, active boolean, options jsonb, "costCurrency" text, pricing jsonb)
      where p.id = v.id and p.store_id = ${storeId}`);
  }

  // New variants with their opening count in the ledger.
  const newVariants = plan.variants.filter((v) => !v.id);
  for (const part of chunk(newVariants, 5000)) {
    const rows = part.map((v) => ({ ...v.values, productId: productIdBySlug.get(v.slug)! }));
    const written = rowsOf<{ id: string; stock: number }>(
      await tx.execute(sql`
        insert into ${productVariants} (product_id, sku, options, price, compare_at_price, stock, position, cost_minor, weight_grams, barcode)
        select v."productId", v.sku, v.options, v.price, v."compareAtPrice", v.stock, v.position, v."costMinor", v."weightGrams", v.barcode
        from jsonb_to_recordset(${json(rows)}::jsonb) as v("productId" uuid, sku text, options jsonb, price int, "compareAtPrice" int, stock int, position int, "costMinor" int, "weightGrams" int, barcode text)
        returning id, stock`),
    );
    await recordOpeningStock(tx, storeId, written, { reason: 'import', staffId: actor.id });
  }

  // Changed variants: their fields, then their counts through the ledger.
  const changedVariants = plan.variants.filter((v) => v.id);
  for (const part of chunk(changedVariants, 5000)) {
    const rows = part.map((v) => ({ ...v.values, id: v.id }));
    await tx.execute(sql`
      update ${productVariants} pv set
        options = v.options, price = v.price, compare_at_price = v."compareAtPrice", weight_grams = v."weightGrams",
        barcode = v.barcode, cost_minor = v."costMinor"
      from jsonb_to_recordset(${json(rows)}::jsonb) as v(id uuid, options jsonb, price int, "compareAtPrice" int, "weightGrams" int, barcode text, "costMinor" int)
      where pv.id = v.id`);
  }
  const moves = changedVariants.filter((v) => v.stockDelta !== 0).map((v) => ({ variantId: v.id!, delta: v.stockDelta }));
  if (moves.length) await moveStockInBulk(tx, moves, { storeId, reason: 'import', staffId: actor.id, syncProducts: false });

  const touched = [...new Set([...plan.products.map((p) => p.slug), ...plan.variants.map((v) => v.slug)])].map((slug) => productIdBySlug.get(slug)!);
  await refreshProductSummaries(tx, storeId, touched);

  // The audit: the import as a whole, and each product with what changed in it (its variants' fields by SKU).
  const records: AuditRecord[] = [
    {
      storeId,
      actor,
      entity: 'import',
      entityId: fileSha.slice(0, 16),
      action: 'import',
      label: `${plan.counts.rows}`,
      after: { ...plan.counts },
    },
  ];
  const byProduct = new Map<string, { label: string; before: Record<string, unknown>; after: Record<string, unknown>; created: boolean }>();
  const entry = (slug: string, label: string, created: boolean) => {
    let e = byProduct.get(slug);
    if (!e) byProduct.set(slug, (e = { label, before: {}, after: {}, created }));
    return e;
  };
  for (const p of plan.products) {
    const e = entry(p.slug, p.values.nameMn, !p.id);
    if (!p.id) e.after.slug = p.slug;
    for (const c of p.changes) {
      e.before[c.column] = c.before;
      e.after[c.column] = c.after;
    }
  }
  for (const v of plan.variants) {
    const e = entry(v.slug, v.slug, false);
    if (!v.id) e.after[`${v.sku}`] = `${v.values.price}`;
    for (const c of v.changes) {
      e.before[`${v.sku} ${c.column}`] = c.before;
      e.after[`${v.sku} ${c.column}`] = c.after;
    }
  }
  for (const [slug, e] of byProduct) {
    records.push({ storeId, actor, entity: 'product', entityId: productIdBySlug.get(slug)!, action: e.created ? 'create' : 'import', label: e.label, before: e.created ? null : e.before, after: e.after });
  }
  await recordAudits(tx, records);
}
