// Why a variant's units on hand change: every change is a row of the stock ledger (server/modules/stock).
/** Every reason the ledger knows. `order` and `cancelled` are written by orders; `opening` by the first count. */
export const STOCK_REASONS = ['opening', 'received', 'correction', 'damaged', 'returned', 'order', 'cancelled', 'import'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The reasons staff choose from when they adjust stock by hand. */
export const ADJUSTMENT_REASONS = ['received', 'correction', 'damaged', 'returned'] as const satisfies readonly StockReason[];
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** Which way each staff reason may move stock: a shipment and a return add, damage takes away, a correction goes either way. */
export const REASON_SIGN: Record<AdjustmentReason, 1 | -1 | 0> = { received: 1, returned: 1, damaged: -1, correction: 0 };

/** Whether a staff adjustment of `delta` units fits its reason (never zero; the sign the reason allows). */
export function adjustmentFits(reason: AdjustmentReason, delta: number): boolean {
  if (!Number.isSafeInteger(delta) || delta === 0) return false;
  const sign = REASON_SIGN[reason];
  return sign === 0 || Math.sign(delta) === sign;
}

export type StockState = 'in' | 'low' | 'out';

/** In stock, low (at or below the store's threshold) or out. */
export function stockState(units: number, lowStockAt: number): StockState {
  if (units <= 0) return 'out';
  return units <= lowStockAt ? 'low' : 'in';
}
