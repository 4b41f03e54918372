// "Buy for me": the instant estimate of a product from a marketplace abroad, in tugrik, by the same landed-cost rules
// as the catalog (core/landed-cost.ts) — the price at the store's rate, international shipping by a weight estimated
// from what kind of thing it is, duty and excise, VAT and the store's margin (its service fee) — with when it would
// arrive. Staff quote the exact price and weight afterwards; the estimate is what a shopper sees while pasting a link.
import { arrivalRange } from './arrival-estimate';
import { landedCost, type CostCurrency, type ExchangeRates, type LandedCost, type LandedCostFailure, type PricingRules } from './landed-cost';
import type { Marketplace } from './marketplaces';

/** What kind of thing it is, and what one usually weighs packed (grams): the freight of an estimate. */
export const ESTIMATE_KINDS = {
  clothing: 600,
  shoes: 1_400,
  cosmetics: 400,
  phone: 600,
  electronics: 2_000,
  kitchen: 1_500,
  toys: 900,
  books: 700,
  other: 1_000,
} as const satisfies Record<string, number>;
export type EstimateKind = keyof typeof ESTIMATE_KINDS;
export const isEstimateKind = (value: unknown): value is EstimateKind => typeof value === 'string' && Object.hasOwn(ESTIMATE_KINDS, value);

export type EstimateInput = {
  site: Pick<Marketplace, 'origin'>;
  price: { minor: number; currency: CostCurrency };
  quantity: number;
  kind: EstimateKind;
  /** The weight when the shopper or staff know it, else the kind's. */
  weightGrams?: number | null;
};

export type Estimate = {
  /** The landed cost and price of all `quantity` units. */
  cost: LandedCost;
  weightGrams: number;
  arrival: { minDays: number; maxDays: number };
};

/** The estimate in tugrik, or what is missing to make it (the store has no rate for the currency). */
export function estimateLanded(input: EstimateInput, rates: ExchangeRates, rules: PricingRules): Estimate | LandedCostFailure {
  const quantity = Math.max(1, Math.floor(input.quantity));
  const weightGrams = (input.weightGrams && input.weightGrams > 0 ? input.weightGrams : ESTIMATE_KINDS[input.kind]) * quantity;
  const cost = landedCost({ costMinor: input.price.minor * quantity, currency: input.price.currency, weightGrams, route: input.site.origin, categoryPath: [] }, rates, rules);
  if ('missing' in cost) return cost;
  return { cost, weightGrams, arrival: arrivalRange(input.site.origin) };
}
