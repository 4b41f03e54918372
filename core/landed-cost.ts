// Prices from landed cost, the way an importer costs goods: what the goods cost abroad in their own currency, turned
// into tugrik at the store's exchange rate, plus international shipping by weight, customs duty and excise on that
// (customs value = goods + freight), and import VAT on all of it. The price is the landed cost with the store's margin,
// rounded the way shops in Mongolia write prices. Integer tugrik throughout; rates are exact decimals (no floats).
import type { Origin } from './arrival-estimate';

/** The currencies goods are bought in, by where they come from. */
export const COST_CURRENCIES = ['USD', 'KRW', 'CNY', 'JPY'] as const;
export type CostCurrency = (typeof COST_CURRENCIES)[number];

/** Minor units per currency: a cost is kept as an integer of these (cents, fen; won and yen have none). */
export const CURRENCY_DECIMALS: Record<CostCurrency, number> = { USD: 2, KRW: 0, CNY: 2, JPY: 0 };

/** The currency an origin's suppliers charge in (the editor's default). */
export const ORIGIN_CURRENCY: Record<Exclude<Origin, 'MN'>, CostCurrency> = { US: 'USD', KR: 'KRW', CN: 'CNY', JP: 'JPY' };

/** The shipping routes goods come by: one per origin abroad. */
export const SHIPPING_ROUTES = ['US', 'KR', 'CN', 'JP'] as const;
export type ShippingRoute = (typeof SHIPPING_ROUTES)[number];

/** How a price is rounded up: not at all, to the next 100 ₮ or 1,000 ₮, or to the next price ending in 900 (45,210 → 45,900). */
export const ROUNDINGS = ['none', 'up100', 'up1000', 'end900'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/** A share in basis points: 1,000 = 10 %. */
export type BasisPoints = number;

/** Duty and excise of a category (basis points of the customs value). */
export type DutyRule = { dutyBp: BasisPoints; exciseBp: BasisPoints };

/**
 * The store's pricing rules (console settings). Categories without their own duty or margin take their nearest
 * ancestor's, then the default.
 */
export type PricingRules = {
  /** International shipping, tugrik per kg, per route. */
  shippingPerKg: Record<ShippingRoute, number>;
  /** Weight charged at least, per parcel (carriers bill a minimum). */
  minChargeableGrams: number;
  duty: { default: DutyRule; byCategory: Record<string, DutyRule> };
  vatBp: BasisPoints;
  /** Markup on the landed cost. */
  margin: { defaultBp: BasisPoints; byCategory: Record<string, BasisPoints> };
  rounding: Rounding;
};

export const DEFAULT_PRICING_RULES: PricingRules = {
  shippingPerKg: { US: 38_000, KR: 18_000, CN: 12_000, JP: 26_000 },
  minChargeableGrams: 100,
  duty: { default: { dutyBp: 500, exciseBp: 0 }, byCategory: {} },
  vatBp: 1000,
  margin: { defaultBp: 2500, byCategory: {} },
  rounding: 'end900',
};

/** How a product is priced: by hand, or from landed cost (with its own margin, or its category's). */
export type PricingRule = { mode: 'manual' } | { mode: 'landed'; marginBp?: BasisPoints };

/** Exchange rates: tugrik per one unit of each currency, as exact decimal text ("3452.15", "2.4812"). */
export type ExchangeRates = Partial<Record<CostCurrency, string>>;

const RATE_SCALE = 1_000_000n;

/** A rate as an integer of millionths of a tugrik; null when it is not a positive decimal with at most 6 places. */
export function parseRate(text: string): bigint | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,6}))?\s*$/.exec(text);
  if (!m) return null;
  const value = BigInt(m[1]) * RATE_SCALE + BigInt((m[2] ?? '').padEnd(6, '0'));
  return value > 0n ? value : null;
}

/** Parses a cost typed in a currency ("12.99", "15 000", "1,299.50") into its minor units; null when it is not one. */
export function parseCost(text: string, currency: CostCurrency): number | null {
  const decimals = CURRENCY_DECIMALS[currency];
  const cleaned = text.replace(/[\s\u00a0'’]/g, '');
  // A comma is a thousands separator when three digits follow it; otherwise a decimal comma.
  const normal = /,\d{3}(?!\d)/.test(cleaned) && !/,\d{1,2}$/.test(cleaned) ? cleaned.replace(/,/g, '') : cleaned.replace(',', '.');
  const m = /^(\d{1,12})(?:\.(\d+))?$/.exec(normal);
  if (!m) return null;
  const fraction = m[2] ?? '';
  if (fraction.length > decimals && /[1-9]/.test(fraction.slice(decimals))) return null;
  const minor = Number(m[1]) * 10 ** decimals + Number(fraction.slice(0, decimals).padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** A cost in minor units as people write it in its currency: "12.99", "15000". */
export function formatCost(minor: number, currency: CostCurrency): string {
  const decimals = CURRENCY_DECIMALS[currency];
  if (decimals === 0) return String(minor);
  const whole = Math.floor(minor / 10 ** decimals);
  return `${whole}.${String(minor % 10 ** decimals).padStart(decimals, '0')}`;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
/** A share of an amount, rounded half up (tax authorities round to the tugrik). */
const share = (amount: number, bp: BasisPoints) => Math.floor((amount * bp + 5_000) / 10_000);

/** Rounds a price up the store's way. */
export function roundPrice(amount: number, rounding: Rounding): number {
  if (amount <= 0) return 0;
  switch (rounding) {
    case 'none':
      return amount;
    case 'up100':
      return Math.ceil(amount / 100) * 100;
    case 'up1000':
      return Math.ceil(amount / 1000) * 1000;
    case 'end900': {
      // The next price at or above the amount that ends in 900: 45,210 → 45,900; 45,950 → 46,900; 800 → 900.
      const candidate = Math.floor(amount / 1000) * 1000 + 900;
      return candidate >= amount ? candidate : candidate + 1000;
    }
  }
}

/** The category's own value or its nearest ancestor's (`ancestors`: the category's id first, then its parents). */
function byCategory<T>(table: Record<string, T>, ancestors: readonly string[], fallback: T): T {
  for (const id of ancestors) if (table[id] !== undefined) return table[id];
  return fallback;
}

export type LandedCostInput = {
  /** The purchase cost in the currency's minor units. */
  costMinor: number;
  currency: CostCurrency;
  weightGrams: number;
  route: ShippingRoute;
  /** The product's category then its parents, nearest first (for duty and margin). */
  categoryPath: readonly string[];
  /** The product's own margin, when its pricing rule names one. */
  marginBp?: BasisPoints;
};

export type LandedCost = {
  /** The goods in tugrik at the rate. */
  goods: number;
  shipping: number;
  duty: number;
  excise: number;
  vat: number;
  /** goods + shipping + duty + excise + VAT. */
  landed: number;
  marginBp: BasisPoints;
  /** The price before rounding, and the price shoppers see. */
  unrounded: number;
  price: number;
  /** What the store keeps per unit (price − landed) and as a share of the price, in basis points. */
  profit: number;
  profitBp: BasisPoints;
};

/** What stops a price from being computed: no rate for the currency, no cost, no weight, or no route (goods of Mongolia). */
export type LandedCostFailure = { missing: 'rate'; currency: CostCurrency } | { missing: 'cost' } | { missing: 'weight' } | { missing: 'route' };

/** The landed cost and price of one unit, or what is missing to compute it (no rate for the currency). */
export function landedCost(input: LandedCostInput, rates: ExchangeRates, rules: PricingRules): LandedCost | LandedCostFailure {
  const rate = parseRate(rates[input.currency] ?? '');
  if (rate === null) return { missing: 'rate', currency: input.currency };
  const scale = 10n ** BigInt(CURRENCY_DECIMALS[input.currency]) * RATE_SCALE;
  const goods = Number(ceilDiv(BigInt(input.costMinor) * rate, scale));
  const grams = Math.max(input.weightGrams, rules.minChargeableGrams);
  const shipping = Math.ceil((grams * rules.shippingPerKg[input.route]) / 1000);
  const customsValue = goods + shipping;
  const rule = byCategory(rules.duty.byCategory, input.categoryPath, rules.duty.default);
  const duty = share(customsValue, rule.dutyBp);
  const excise = share(customsValue, rule.exciseBp);
  const vat = share(customsValue + duty + excise, rules.vatBp);
  const landed = customsValue + duty + excise + vat;
  const marginBp = input.marginBp ?? byCategory(rules.margin.byCategory, input.categoryPath, rules.margin.defaultBp);
  const unrounded = landed + share(landed, marginBp);
  const price = roundPrice(unrounded, rules.rounding);
  const profit = price - landed;
  return { goods, shipping, duty, excise, vat, landed, marginBp, unrounded, price, profit, profitBp: price > 0 ? Math.round((profit * 10_000) / price) : 0 };
}

export const isLandedCost = (r: LandedCost | LandedCostFailure): r is LandedCost => !('missing' in r);

/** A product as landed-cost pricing reads it: where it comes from, its cost and weight (variants may override), its rule. */
export type CostedProduct = { origin: Origin; costMinor: number | null; costCurrency: CostCurrency | null; weightGrams: number | null; pricing: PricingRule };
export type CostedVariant = { costMinor: number | null; weightGrams: number | null };

/**
 * A variant's landed cost and price under its product's rule: null when the product is priced by hand, else the
 * computation or what it is missing. The variant's own cost and weight win over the product's.
 */
export function variantLandedCost(
  product: CostedProduct,
  variant: CostedVariant,
  categoryPath: readonly string[],
  rates: ExchangeRates,
  rules: PricingRules,
): LandedCost | LandedCostFailure | null {
  if (product.pricing.mode !== 'landed') return null;
  if (product.origin === 'MN') return { missing: 'route' };
  const costMinor = variant.costMinor ?? product.costMinor;
  const weightGrams = variant.weightGrams ?? product.weightGrams;
  if (costMinor === null || !product.costCurrency) return { missing: 'cost' };
  if (weightGrams === null) return { missing: 'weight' };
  return landedCost({ costMinor, currency: product.costCurrency, weightGrams, route: product.origin, categoryPath, marginBp: product.pricing.marginBp }, rates, rules);
}
