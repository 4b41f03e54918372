// The stock ledger: the one way a variant's units on hand change. Each change is a stock_movements row with its reason
// and the balance after it, written in the caller's transaction together with the variant's `stock` (the ledger's sum,
// kept on the row so pages read it at once) and the product's total. A change that would take stock below zero is
// refused by the update's own condition, so however many orders race for the last unit, at most one gets it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StockReason } from '../../../core/stock';
import type { Db } from '../../db/client';
import { productVariants, products, stockMovements } from '../../db/schema';

export type StockMove = { variantId: string; delta: number };

export type MoveContext = {
  storeId: string;
  reason: StockReason;
  orderId?: string | null;
  staffId?: string | null;
  note?: string | null;
};

/** A move that would take a variant below zero: the variant and the units it has. */
export class NotEnoughStock extends Error {
  constructor(
    readonly variantId: string,
    readonly left: number,
  ) {
    super(`not enough stock of variant ${variantId}: ${left} left`);
  }
}

/**
 * Applies the moves (in variant id order, so two transactions never wait on each other in a circle) and records each in
 * the ledger. Throws NotEnoughStock when a move would leave a variant below zero; the caller's transaction then rolls
 * back whatever moved before it. Answers each variant's balance after its move.
 */
export async function moveStock(tx: Db, moves: StockMove[], context: MoveContext): Promise<Map<string, number>> {
  const merged = new Map<string, number>();
  for (const { variantId, delta } of moves) merged.set(variantId, (merged.get(variantId) ?? 0) + delta);
  const sorted = [...merged].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const balances = new Map<string, number>();
  const productIds = new Set<string>();
  for (const [variantId, delta] of sorted) {
    const [moved] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${delta}` })
      .where(and(eq(productVariants.id, variantId), sql`${productVariants.stock} + ${delta} >= 0`))
      .returning({ stock: productVariants.stock, productId: productVariants.productId });
    if (!moved) {
      const [left] = await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
      throw new NotEnoughStock(variantId, left?.stock ?? 0);
    }
    balances.set(variantId, moved.stock);
    productIds.add(moved.productId);
  }
  if (sorted.length === 0) return balances;
  await tx.insert(stockMovements).values(
    sorted.map(([variantId, delta]) => ({
      storeId: context.storeId,
      variantId,
      delta,
      balanceAfter: balances.get(variantId)!,
      reason: context.reason,
      orderId: context.orderId ?? null,
      staffId: context.staffId ?? null,
      note: context.note?.trim() || null,
    })),
  );
  await syncProductStock(tx, [...productIds]);
  return balances;
}

/** Sets each product's total to the sum of its variants (in id order, like the variants). */
export async function syncProductStock(tx: Db, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds)].sort();
  if (ids.length === 0) return;
  await tx
    .update(products)
    .set({ stock: sql`(select coalesce(sum(${productVariants.stock}), 0)::int from ${productVariants} where ${productVariants.productId} = ${products.id})` })
    .where(inArray(products.id, ids));
}

/**
 * Opening balances of variants just written with their stock (the seed, an import, a new product): one `reason` row
 * per variant that has units, in the caller's transaction. The variants' `stock` already holds the balance.
 */
export async function recordOpeningStock(
  tx: Db,
  storeId: string,
  variants: { id: string; stock: number }[],
  context: { reason?: StockReason; staffId?: string | null; note?: string | null } = {},
): Promise<void> {
  const rows = variants.filter((v) => v.stock !== 0).map((v) => ({ variantId: v.id, delta: v.stock, balanceAfter: v.stock }));
  await insertMovements(tx, rows, { storeId, reason: context.reason ?? 'opening', orderId: null, staffId: context.staffId ?? null, note: context.note ?? null });
}

/**
 * moveStock for many variants at once (an import's counts): the same rule — never below zero, one ledger row per
 * variant with its balance after — in a few set-based statements per 2,000 variants instead of one per variant.
 */
export async function moveStockInBulk(tx: Db, moves: StockMove[], context: MoveContext & { syncProducts?: boolean }): Promise<Map<string, number>> {
  const merged = new Map<string, number>();
  for (const { variantId, delta } of moves) merged.set(variantId, (merged.get(variantId) ?? 0) + delta);
  const sorted = [...merged].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const balances = new Map<string, number>();
  const productIds = new Set<string>();
  for (let i = 0; i < sorted.length; i += 5000) {
    const part = sorted.slice(i, i + 5000);
    // One JSON parameter per chunk (jsonb_to_recordset), not one per value.
    const result = await tx.execute(sql`
      update ${productVariants} pv set stock = pv.stock + m.delta
      from jsonb_to_recordset(${JSON.stringify(part.map(([id, delta]) => ({ id, delta })))}::jsonb) as m(id uuid, delta int)
      where pv.id = m.id and pv.stock + m.delta >= 0
      returning pv.id, pv.stock, pv.product_id`);
    const rows = (result as unknown as { rows: { id: string; stock: number; product_id: string }[] }).rows;
    for (const r of rows) {
      balances.set(r.id, r.stock);
      productIds.add(r.product_id);
    }
    if (rows.length < part.length) {
      const [variantId] = part.find(([id]) => !balances.has(id))!;
      const [left] = await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
      throw new NotEnoughStock(variantId, left?.stock ?? 0);
    }
    await insertMovements(
      tx,
      part.map(([variantId, delta]) => ({ variantId, delta, balanceAfter: balances.get(variantId)! })),
      { storeId: context.storeId, reason: context.reason, orderId: context.orderId ?? null, staffId: context.staffId ?? null, note: context.note?.trim() || null },
    );
  }
  // A caller that refreshes its products' summaries next (refreshProductSummaries sums the stock too) skips this.
  if (context.syncProducts === false) return balances;
  const ids = [...productIds];
  for (let i = 0; i < ids.length; i += 5000) await syncProductStock(tx, ids.slice(i, i + 5000));
  return balances;
}

/** Ledger rows in chunks of 5,000, each chunk one statement with one JSON parameter (an import writes 100,000 at once). */
async function insertMovements(
  tx: Db,
  rows: { variantId: string; delta: number; balanceAfter: number }[],
  context: { storeId: string; reason: StockReason; orderId: string | null; staffId: string | null; note: string | null },
): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    await tx.execute(sql`
      insert into ${stockMovements} (store_id, variant_id, delta, balance_after, reason, order_id, staff_id, note)
      select ${context.storeId}::uuid, m."variantId", m.delta, m."balanceAfter", ${context.reason}, ${context.orderId}::uuid, ${context.staffId}::uuid, ${context.note}::text
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 5000))}::jsonb) as m("variantId" uuid, delta int, "balanceAfter" int)`);
  }
}
