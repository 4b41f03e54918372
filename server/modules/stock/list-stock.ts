// What the console shows of stock: the low-stock list (variants at or below the store's threshold, out of stock first),
// finding a variant by SKU, barcode or product name, one variant's units and ledger, and the threshold staff set.
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { pick, type Language } from '../../../core/i18n';
import { DEFAULT_PRICING_RULES } from '../../../core/landed-cost';
import { foldText } from '../../../core/search-fold';
import { stockState, type StockReason, type StockState } from '../../../core/stock';
import type { Db } from '../../db/client';
import { catalogSettings, orders, productVariants, products, staff, stockMovements } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { variantOptions } from '../cart/cart';
import { getCatalogSettings } from '../pricing/catalog-settings';
import type { StockListQuery } from './schemas';
import { pageOf } from '../../../core/paging';

export const STOCK_ROWS_PER_PAGE = 50;
/** How many of a variant's ledger rows the console shows (the newest). */
export const LEDGER_ROWS_SHOWN = 200;

export type StockRow = {
  variantId: string;
  productId: string;
  productName: string;
  slug: string;
  active: boolean;
  sku: string;
  barcode: string | null;
  /** "Colour: Black · Storage: 256 GB" in the page's language; empty for a product without options. */
  options: string;
  units: number;
  state: StockState;
};

export type StockList = { lowStockAt: number; searching: boolean; rows: StockRow[]; total: number; page: number; pages: number };

const row = (lang: Language, lowStockAt: number) => (r: { variant: typeof productVariants.$inferSelect; product: Pick<typeof products.$inferSelect, 'id' | 'nameMn' | 'nameEn' | 'slug' | 'active' | 'options'> }): StockRow => ({
  variantId: r.variant.id,
  productId: r.product.id,
  productName: pick({ mn: r.product.nameMn, en: r.product.nameEn }, lang),
  slug: r.product.slug,
  active: r.product.active,
  sku: r.variant.sku,
  barcode: r.variant.barcode,
  options: variantOptions(r.product.options, r.variant.options)
    .map((o) => `${pick(o.label, lang)}: ${pick(o.value, lang)}`)
    .join(' · '),
  units: r.variant.stock,
  state: stockState(r.variant.stock, lowStockAt),
});

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Without a query: the active products' variants at or below the threshold, lowest first. With one: every variant whose
 * SKU or barcode contains it or whose product's name matches it (as the shop's search folds names), lowest first.
 */
export async function listStock(db: Db, storeId: string, lang: Language, query: StockListQuery): Promise<StockList> {
  const { lowStockAt } = await getCatalogSettings(db, storeId);
  const q = query.q?.trim() ?? '';
  const folded = q ? foldText(q).trim() : '';
  const where = q
    ? and(
        eq(products.storeId, storeId),
        or(ilike(productVariants.sku, likeText(q)), ilike(productVariants.barcode, likeText(q)), folded ? sql`${products.searchName} like ${likeText(folded)}` : undefined),
      )
    : and(eq(products.storeId, storeId), eq(products.active, true), sql`${productVariants.stock} <= ${lowStockAt}`);
  const [{ total }] = await db.select({ total: count() }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(where);
  const { page, pages, offset } = pageOf(total, query.page, STOCK_ROWS_PER_PAGE);
  const rows = await db
    .select({ variant: productVariants, product: { id: products.id, nameMn: products.nameMn, nameEn: products.nameEn, slug: products.slug, active: products.active, options: products.options } })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)
    .orderBy(asc(productVariants.stock), asc(lang === 'mn' ? products.nameMn : products.nameEn), asc(productVariants.position), asc(productVariants.id))
    .limit(STOCK_ROWS_PER_PAGE)
    .offset(offset);
  return { lowStockAt, searching: Boolean(q), rows: rows.map(row(lang, lowStockAt)), total, page, pages };
}

export type LedgerEntry = {
  id: string;
  at: string;
  reason: StockReason;
  delta: number;
  balanceAfter: number;
  orderNumber: number | null;
  staffName: string | null;
  note: string | null;
};

export type VariantStock = StockRow & { lowStockAt: number; ledger: LedgerEntry[]; ledgerTotal: number };

/** One variant of the store with its units and its newest ledger rows (who, why, which order). */
export async function getVariantStock(db: Db, storeId: string, variantId: string, lang: Language): Promise<VariantStock> {
  const [found] = await db
    .select({ variant: productVariants, product: { id: products.id, nameMn: products.nameMn, nameEn: products.nameEn, slug: products.slug, active: products.active, options: products.options } })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(products.storeId, storeId)));
  if (!found) throw new AppError('NOT_FOUND', 'variantNotFound');
  const { lowStockAt } = await getCatalogSettings(db, storeId);
  const [{ ledgerTotal }] = await db.select({ ledgerTotal: count() }).from(stockMovements).where(eq(stockMovements.variantId, variantId));
  const ledger = await db
    .select({
      id: stockMovements.id,
      at: stockMovements.createdAt,
      reason: stockMovements.reason,
      delta: stockMovements.delta,
      balanceAfter: stockMovements.balanceAfter,
      orderNumber: orders.number,
      staffName: staff.name,
      note: stockMovements.note,
    })
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(staff, eq(staff.id, stockMovements.staffId))
    .where(eq(stockMovements.variantId, variantId))
    // Rows of one transaction share a time: the balance tells their order.
    .orderBy(desc(stockMovements.createdAt), desc(sql`${stockMovements.id}`))
    .limit(LEDGER_ROWS_SHOWN);
  return { ...row(lang, lowStockAt)(found), lowStockAt, ledgerTotal, ledger: ledger.map((e) => ({ ...e, at: e.at.toISOString() })) };
}

/**
 * Saves the low-stock threshold: only that column of the store's catalog settings (the pricing rules in the same row are
 * someone else's to write), recorded in the audit log in the same transaction.
 */
export async function saveLowStockAt(db: Db, storeId: string, actor: AuditActor, lowStockAt: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ lowStockAt: catalogSettings.lowStockAt }).from(catalogSettings).where(eq(catalogSettings.storeId, storeId)).for('update');
    await tx
      .insert(catalogSettings)
      .values({ storeId, pricing: DEFAULT_PRICING_RULES, lowStockAt, updatedBy: actor.id })
      .onConflictDoUpdate({ target: catalogSettings.storeId, set: { lowStockAt, updatedBy: actor.id, updatedAt: sql`now()` } });
    await recordAudit(tx, {
      storeId,
      actor,
      // Under stock, where the threshold is set: its page is /console/stock, not the store's settings.
      entity: 'stock',
      entityId: 'lowStockAt',
      action: 'update',
      label: 'lowStockAt',
      before: { lowStockAt: before?.lowStockAt ?? 3 },
      after: { lowStockAt },
    });
  });
}
