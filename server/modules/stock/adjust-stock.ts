// A staff adjustment of one variant's stock: a shipment received, a count corrected, goods damaged or a return put back
// on the shelf. One transaction: the variant's row locked, the change checked against its reason and the units on hand,
// the ledger row (with the reason, the staff member and the note) and the audit record written together.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { REASON_SIGN, adjustmentFits, type AdjustmentReason } from '../../../core/stock';
import type { Db } from '../../db/client';
import { productVariants, products } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { moveStock, NotEnoughStock } from './ledger';

export type AdjustStockInput = {
  storeId: string;
  staff: AuditActor;
  variantId: string;
  reason: AdjustmentReason;
  /** The change in units (signed), or for a correction the units counted: the change is then worked out under the lock. */
  change?: number;
  count?: number;
  note?: string | null;
};

export type AdjustedStock = { variantId: string; delta: number; before: number; after: number };

export async function adjustStock(db: Db, input: AdjustStockInput): Promise<AdjustedStock> {
  return db.transaction(async (tx) => {
    // Locked first, so a count turned into a change is a change from the units on hand now, not from a moment ago.
    const [variant] = await tx
      .select({ id: productVariants.id, stock: productVariants.stock, sku: productVariants.sku, name: products.nameMn })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.id, input.variantId), eq(products.storeId, input.storeId)))
      .for('update', { of: productVariants });
    if (!variant) throw new AppError('NOT_FOUND', 'variantNotFound');
    const delta = input.count !== undefined ? input.count - variant.stock : (input.change ?? 0);
    refuseUnfit(input, delta, variant.stock);
    try {
      await moveStock(tx, [{ variantId: variant.id, delta }], { storeId: input.storeId, reason: input.reason, staffId: input.staff.id, note: input.note });
    } catch (err) {
      if (err instanceof NotEnoughStock) throw belowZero(-delta, err.left);
      throw err;
    }
    const note = input.note?.trim() || null;
    await recordAudit(tx, {
      storeId: input.storeId,
      actor: input.staff,
      entity: 'stock',
      entityId: variant.id,
      action: 'adjust',
      label: `${variant.sku} · ${variant.name}`,
      before: { stock: variant.stock },
      after: { stock: variant.stock + delta, reason: input.reason, change: delta, ...(note ? { note } : {}) },
    });
    return { variantId: variant.id, delta, before: variant.stock, after: variant.stock + delta };
  });
}

/** A change its reason does not allow, no change at all, or more taken away than is on hand: refused in words. */
function refuseUnfit(input: AdjustStockInput, delta: number, units: number) {
  if (delta === 0) throw new AppError('VALIDATION', input.count !== undefined ? 'stockCountUnchanged' : 'stockChangeZero', { values: { units } });
  if (!adjustmentFits(input.reason, delta)) throw new AppError('VALIDATION', REASON_SIGN[input.reason] > 0 ? 'stockReasonAdds' : 'stockReasonTakes');
  if (units + delta < 0) throw belowZero(-delta, units);
}

const belowZero = (taken: number, left: number) =>
  new AppError('CONFLICT', 'stockBelowZero', { values: { taken, left } });
