// "Buy for me": a product from a marketplace abroad priced in tugrik by the same landed-cost rules as the catalog
// (core/landed-cost.ts): each unit's price at the store's rate, international shipping by its weight, duty and excise,
// VAT and the store's margin (its service fee), rounded the store's way, times the quantity — as the catalog prices
// each unit of a product. The estimate a shopper sees while pasting a link takes the weight from the kind of thing;
// the quote staff send takes the exact price and weight, locks the rate and holds for QUOTE_VALID_DAYS.
import { arrivalRange } from './arrival-estimate';
import { landedCost, type CostCurrency, type ExchangeRates, type LandedCost, type LandedCostFailure, type PricingRules, type ShippingRoute } from './landed-cost';
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

/** The most of one thing a request asks for. */
export const MAX_REQUEST_QUANTITY = 99;

/** Links a shopper may paste at once (each is a page read and, asked for, a request of its own). */
export const MAX_LINKS_AT_ONCE = 5;

/**
 * The links in what a shopper pasted: one per line, or a chat message or a "Share" text with links among its words.
 * Each http(s) address once, in the order pasted, without the punctuation a sentence puts after it; a site's address
 * with a path but no scheme ("www.coupang.com/vp/products/1", as some apps copy it) is read as https. Text with no link
 * is taken whole as one (its page client says what is wrong with it); nothing pasted is none.
 */
export function linksIn(pasted: string): string[] {
  // A link ends at a space, a quote, or the full-width punctuation of a Chinese or Japanese share text ("…id=1。点击").
  // One without a scheme starts a word (after a space or an opening bracket): a scan from every letter of a long
  // dotted text would take time that grows with its square. Its last name is a top-level domain, which starts with a
  // letter: a size such as 2.5/3 is no address.
  const found = pasted.match(/(?:https?:\/\/|(?<![^\s(（【「:：,，])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z][a-z0-9-]*\/)[^\s<>"'`。，、！？（）【】「」]*/giu) ?? [];
  const links = [...new Set(found.map((link) => (/^https?:\/\//i.test(link) ? link : `https://${link}`).replace(/[.,;:!?)\]}»”’]+$/u, '')))];
  if (links.length) return links;
  const whole = pasted.trim();
  return whole ? [whole] : [];
}

/** A field of the `index`th of `count` links asked for together: its own name when alone, `link.{index}.{name}` among several. */
export const linkField = (count: number, index: number, name: string) => (count > 1 ? `link.${index}.${name}` : name);

export type PriceAbroadInput = {
  route: ShippingRoute;
  /** One unit's price on the marketplace, in its currency's minor units. */
  price: { minor: number; currency: CostCurrency };
  /** One unit's packed weight. */
  weightGrams: number;
  quantity: number;
};

export type PricedAbroad = {
  /** One unit's landed cost and price. */
  cost: LandedCost;
  unitPrice: number;
  quantity: number;
  /** unitPrice × quantity. */
  total: number;
  /** One unit's weight. */
  weightGrams: number;
  /** The rate used, tugrik per unit of the currency, as the store wrote it. */
  rate: string;
};

/** The price in tugrik of `quantity` units bought abroad, or what is missing to make it (no rate for the currency). */
export function priceAbroad(input: PriceAbroadInput, rates: ExchangeRates, rules: PricingRules): PricedAbroad | LandedCostFailure {
  const quantity = Math.min(MAX_REQUEST_QUANTITY, Math.max(1, Math.floor(input.quantity)));
  const cost = landedCost({ costMinor: input.price.minor, currency: input.price.currency, weightGrams: input.weightGrams, route: input.route, categoryPath: [] }, rates, rules);
  if ('missing' in cost) return cost;
  return { cost, unitPrice: cost.price, quantity, total: cost.price * quantity, weightGrams: input.weightGrams, rate: rates[input.price.currency]!.trim() };
}

export type EstimateInput = {
  site: Pick<Marketplace, 'origin'>;
  price: { minor: number; currency: CostCurrency };
  quantity: number;
  kind: EstimateKind;
  /** One unit's weight when the shopper or staff know it, else the kind's. */
  weightGrams?: number | null;
};

export type Estimate = PricedAbroad & { arrival: { minDays: number; maxDays: number } };

/** The estimate in tugrik with when it would arrive, or what is missing to make it. */
export function estimateLanded(input: EstimateInput, rates: ExchangeRates, rules: PricingRules): Estimate | LandedCostFailure {
  const weightGrams = input.weightGrams && input.weightGrams > 0 ? input.weightGrams : ESTIMATE_KINDS[input.kind];
  const priced = priceAbroad({ route: input.site.origin, price: input.price, weightGrams, quantity: input.quantity }, rates, rules);
  if ('missing' in priced) return priced;
  return { ...priced, arrival: arrivalRange(input.site.origin) };
}

/**
 * A request's states. Submitted: staff have not answered; quoted: a price waits for the shopper; accepted: it became an
 * order; rejected: staff cannot buy it (with the reason); expired: a quote the shopper let pass (not stored — a quoted
 * request past its quote's time reads as expired, and staff may quote it again).
 */
export const REQUEST_STATES = ['submitted', 'quoted', 'accepted', 'expired', 'rejected'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
export type StoredRequestState = Exclude<RequestState, 'expired'>;

/** How long a quote holds, with its rate: long enough for payday, short enough that the price and rate still hold. */
export const QUOTE_VALID_DAYS = 3;

export const quoteValidUntil = (quotedAt: Date) => new Date(quotedAt.getTime() + QUOTE_VALID_DAYS * 86_400_000);

/**
 * A request's state as shoppers and staff see it at `now`. An accepted request whose order ended unpaid or was called
 * off (`orderState` cancelled or expired) reads as expired too: staff may quote it again.
 */
export function requestStateAt(request: { state: StoredRequestState; quoteValidUntil: Date | null }, now: Date, orderState: string | null = null): RequestState {
  if (request.state === 'accepted' && (orderState === 'cancelled' || orderState === 'expired')) return 'expired';
  if (request.state === 'quoted' && request.quoteValidUntil && request.quoteValidUntil.getTime() <= now.getTime()) return 'expired';
  return request.state;
}

/** What staff quoted: the exact price and weight of one unit, the options bought, the price in tugrik with its rate. */
export type BuyQuote = {
  route: ShippingRoute;
  price: { minor: number; currency: CostCurrency };
  weightGrams: number;
  quantity: number;
  /** The options staff will buy (size, colour…), as they wrote them. */
  options: string | null;
  priced: PricedAbroad;
  quotedAt: string;
  validUntil: string;
  by: { id: string; name: string };
};

/** Whether staff may (again) quote or reject it: not once it became an order or was rejected. */
export const staffMayAnswer = (state: RequestState) => state === 'submitted' || state === 'quoted' || state === 'expired';
