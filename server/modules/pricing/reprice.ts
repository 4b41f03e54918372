// Repricing from landed cost: after a rate or a rule changes, which variants of the products priced from landed cost
// (products.pricing.mode = 'landed') would get another price, and what each cannot be priced without. Staff apply the
// preview, all of it or some rows, in one transaction; a row whose price or computed price moved since the preview was
// made is skipped and named, never applied from stale numbers. Integer tugrik throughout.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isLandedCost, variantLandedCost, type CostCurrency, type ExchangeRates, type LandedCostFailure, type PricingRule, type PricingRules } from '../../../core/landed-cost';
import type { Origin } from '../../../core/arrival-estimate';
import type { Db } from '../../db/client';
import { productVariants, products } from '../../db/schema';
import { recordAudits, type AuditActor, type AuditRecord } from '../audit/record-audit';
import { categoryPaths, refreshProductSummaries } from '../products/product-summary';
import { getCatalogSettings } from './catalog-settings';
import type { RepricePick } from './schemas';

/** A product as repricing reads it. */
export type RepriceProduct = {
  id: string;
  nameMn: string;
  nameEn: string;
  categoryId: string | null;
  origin: Origin;
  costMinor: number | null;
  costCurrency: CostCurrency | null;
  weightGrams: number | null;
  pricing: PricingRule;
};
export type RepriceVariant = { id: string; productId: string; sku: string; price: number; costMinor: number | null; weightGrams: number | null };

/** One variant in a preview: its price now and the one its landed cost gives, or what is missing to compute it. */
export type RepriceRow = {
  productId: string;
  variantId: string;
  nameMn: string;
  nameEn: string;
  sku: string;
  oldPrice: number;
  /** null: cannot be computed (see `missing`). */
  newPrice: number | null;
  landed: number | null;
  /** What the store keeps of the new price, in basis points. */
  profitBp: number | null;
  missing: LandedCostFailure | null;
};

/** Every variant's row under the rates and rules (in the variants' order), whether or not its price would change. */
export function priceRows(
  productList: RepriceProduct[],
  variants: RepriceVariant[],
  pathOf: (categoryId: string | null) => readonly string[],
  rates: ExchangeRates,
  rules: PricingRules,
): RepriceRow[] {
  const byId = new Map(productList.map((p) => [p.id, p]));
  const rows: RepriceRow[] = [];
  for (const v of variants) {
    const p = byId.get(v.productId);
    if (!p) continue;
    const result = variantLandedCost(p, v, pathOf(p.categoryId), rates, rules);
    if (result === null) continue; // priced by hand
    const base = { productId: p.id, variantId: v.id, nameMn: p.nameMn, nameEn: p.nameEn, sku: v.sku, oldPrice: v.price };
    rows.push(
      isLandedCost(result)
        ? { ...base, newPrice: result.price, landed: result.landed, profitBp: result.profitBp, missing: null }
        : { ...base, newPrice: null, landed: null, profitBp: null, missing: result },
    );
  }
  return rows;
}

/** The rows a preview lists: the prices that would change, and the variants that cannot be priced (so staff see why). */
export const rowsToReview = (rows: RepriceRow[]) => rows.filter((r) => r.missing !== null || r.newPrice !== r.oldPrice);

/** How each pick stands against the rows as they are now: to apply, or skipped and why. */
export function checkPicks(picks: RepricePick[], current: RepriceRow[]) {
  const byVariant = new Map(current.map((r) => [r.variantId, r]));
  const apply: RepriceRow[] = [];
  const skipped: { pick: RepricePick; row: RepriceRow | null; reason: 'gone' | 'changed' | 'missing' }[] = [];
  const seen = new Set<string>();
  for (const pick of picks) {
    if (seen.has(pick.variantId)) continue;
    seen.add(pick.variantId);
    const row = byVariant.get(pick.variantId) ?? null;
    if (!row) skipped.push({ pick, row, reason: 'gone' });
    else if (row.newPrice === null) skipped.push({ pick, row, reason: 'missing' });
    else if (row.oldPrice !== pick.oldPrice || row.newPrice !== pick.newPrice) skipped.push({ pick, row, reason: 'changed' });
    else if (row.newPrice !== row.oldPrice) apply.push(row);
  }
  return { apply, skipped };
}

const productColumns = {
  id: products.id,
  nameMn: products.nameMn,
  nameEn: products.nameEn,
  categoryId: products.categoryId,
  origin: products.origin,
  costMinor: products.costMinor,
  costCurrency: products.costCurrency,
  weightGrams: products.weightGrams,
  pricing: products.pricing,
  price: products.price,
};
const variantColumns = { id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku, price: productVariants.price, costMinor: productVariants.costMinor, weightGrams: productVariants.weightGrams };

/** The store's landed-cost products (or the given ones) and their variants, with every variant's row. */
async function currentRows(db: Db, storeId: string, productIds?: string[], lock = false) {
  const [settings, paths] = await Promise.all([getCatalogSettings(db, storeId), categoryPaths(db, storeId)]);
  const where = and(eq(products.storeId, storeId), sql`${products.pricing}->>'mode' = 'landed'`, productIds ? inArray(products.id, productIds) : undefined);
  const productList = await db.select(productColumns).from(products).where(where).orderBy(asc(products.nameMn), asc(products.id));
  if (productList.length === 0) return { productList, rows: [] as RepriceRow[], settings };
  const variantQuery = db
    .select(variantColumns)
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        productList.map((p) => p.id),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.sku));
  const variants = lock ? await variantQuery.for('update') : await variantQuery;
  // Variants in their products' order (by name), each product's in its own order.
  const rank = new Map(productList.map((p, i) => [p.id, i]));
  variants.sort((a, b) => rank.get(a.productId)! - rank.get(b.productId)!);
  const rows = priceRows(productList, variants, (id) => (id ? (paths.get(id)?.ids ?? []) : []), settings.rates, settings.pricing);
  return { productList, rows, settings };
}

export type RepricePreview = { rows: RepriceRow[]; total: number; changes: number; cannot: number; landedProducts: number };

/** The preview: the rows to review (at most `limit`, changes first), how many there are, and how many products are priced from landed cost. */
export async function repricePreview(db: Db, storeId: string, limit = 1000): Promise<RepricePreview> {
  const { productList, rows } = await currentRows(db, storeId);
  const review = rowsToReview(rows);
  const ordered = [...review.filter((r) => r.missing === null), ...review.filter((r) => r.missing !== null)];
  return { rows: ordered.slice(0, limit), total: ordered.length, changes: review.filter((r) => r.missing === null).length, cannot: review.filter((r) => r.missing !== null).length, landedProducts: productList.length };
}

export type RepriceResult = {
  applied: number;
  products: number;
  skipped: { sku: string; nameMn: string; nameEn: string; reason: 'gone' | 'changed' | 'missing' }[];
};

/**
 * Applies the picked rows in one transaction: each variant's price is set to the preview's new price only when the
 * variant still has the preview's old price and its landed cost still gives the preview's new price; the rest are skipped
 * and named. Products' summaries (cheapest price) follow; one audit row per product with its prices before and after.
 */
export async function applyReprice(db: Db, storeId: string, actor: AuditActor, picks: RepricePick[]): Promise<RepriceResult> {
  if (picks.length === 0) return { applied: 0, products: 0, skipped: [] };
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(products.storeId, storeId),
          inArray(
            productVariants.id,
            picks.map((p) => p.variantId),
          ),
        ),
      );
    const productIds = [...new Set(owners.map((o) => o.productId))];
    const { productList, rows } = productIds.length ? await currentRows(tx as unknown as Db, storeId, productIds, true) : { productList: [], rows: [] };
    const { apply, skipped } = checkPicks(picks, rows);
    if (apply.length > 0) {
      const values = sql.join(
        apply.map((r) => sql`(${r.variantId}::uuid, ${r.newPrice}::int)`),
        sql`, `,
      );
      await tx.execute(sql`update ${productVariants} v set price = n.price from (values ${values}) as n(id, price) where v.id = n.id`);
      const changed = [...new Set(apply.map((r) => r.productId))];
      // A product open in the editor from before the new prices must not save the old ones back over them.
      await tx
        .update(products)
        .set({ revision: sql`${products.revision} + 1` })
        .where(inArray(products.id, changed));
      await refreshProductSummaries(tx as unknown as Db, storeId, changed);
      const after = new Map((await tx.select({ id: products.id, price: products.price }).from(products).where(inArray(products.id, changed))).map((p) => [p.id, p.price]));
      const records: AuditRecord[] = changed.map((id) => {
        const product = productList.find((p) => p.id === id)!;
        const own = apply.filter((r) => r.productId === id);
        return {
          storeId,
          actor,
          entity: 'product',
          entityId: id,
          action: 'reprice',
          label: product.nameMn,
          before: { price: product.price, variants: own.map((r) => ({ sku: r.sku, price: r.oldPrice })) },
          after: { price: after.get(id) ?? product.price, variants: own.map((r) => ({ sku: r.sku, price: r.newPrice })) },
        };
      });
      await recordAudits(tx as unknown as Db, records);
    }
    return {
      applied: apply.length,
      products: new Set(apply.map((r) => r.productId)).size,
      skipped: skipped.map((s) => ({ sku: s.row?.sku ?? '', nameMn: s.row?.nameMn ?? '', nameEn: s.row?.nameEn ?? '', reason: s.reason })),
    };
  });
}
