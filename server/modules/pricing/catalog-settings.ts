// The store's catalog settings as the console and the pricing rules read them: landed-cost rules (defaults until staff
// save their own), the low-stock threshold, and the exchange rates in force (the newest per currency).
import { desc, eq, sql } from 'drizzle-orm';
import { COST_CURRENCIES, DEFAULT_PRICING_RULES, type CostCurrency, type ExchangeRates, type PricingRules } from '../../../core/landed-cost';
import type { Db } from '../../db/client';
import { catalogSettings, exchangeRates } from '../../db/schema';

export type RateInForce = { currency: CostCurrency; rate: string; source: 'staff' | 'mongolbank'; effectiveOn: string; at: Date };

export type CatalogSettings = {
  pricing: PricingRules;
  lowStockAt: number;
  /** Tugrik per unit, as exact decimal text, for the currencies that have a rate. */
  rates: ExchangeRates;
  /** Where each rate came from and when. */
  rateDetails: RateInForce[];
};

/** A rate as the database keeps it (numeric(18,6)) written without trailing zeros: "3452.150000" → "3452.15". */
export const rateText = (numeric: string) => (numeric.includes('.') ? numeric.replace(/0+$/, '').replace(/\.$/, '') : numeric);

export async function getCatalogSettings(db: Db, storeId: string): Promise<CatalogSettings> {
  const [row] = await db.select().from(catalogSettings).where(eq(catalogSettings.storeId, storeId));
  const latest = await db
    .selectDistinctOn([exchangeRates.currency], {
      currency: exchangeRates.currency,
      rate: exchangeRates.rate,
      source: exchangeRates.source,
      effectiveOn: exchangeRates.effectiveOn,
      at: exchangeRates.createdAt,
    })
    .from(exchangeRates)
    .where(eq(exchangeRates.storeId, storeId))
    .orderBy(exchangeRates.currency, desc(exchangeRates.createdAt), desc(sql`${exchangeRates.id}`));
  const rateDetails = latest
    .filter((r) => (COST_CURRENCIES as readonly string[]).includes(r.currency))
    .map((r) => ({ ...r, rate: rateText(r.rate) }));
  return {
    // Saved rules over the defaults, so a rule added later has a value for stores that saved theirs before.
    pricing: { ...DEFAULT_PRICING_RULES, ...(row?.pricing ?? {}) },
    lowStockAt: row?.lowStockAt ?? 3,
    rates: Object.fromEntries(rateDetails.map((r) => [r.currency, r.rate])),
    rateDetails,
  };
}
