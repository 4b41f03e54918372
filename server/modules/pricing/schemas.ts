// What the console's pricing page sends: the pricing rules (percentages as staff type them, tugrik per kg, grams), a
// rate typed for a currency, and the repricing rows picked from a preview.
import { z } from 'zod';
import { COST_CURRENCIES, ROUNDINGS, SHIPPING_ROUTES, parseRate, type BasisPoints, type PricingRules } from '../../../core/landed-cost';

/** A percentage as staff type it ("5", "12.5", "12,5 %") in basis points (500, 1250); null when it is not one. */
export function percentToBp(text: string): BasisPoints | null {
  const m = /^\s*(\d{1,4})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Basis points as a percentage to type back: 1250 → "12.5", 500 → "5". */
export const bpToPercent = (bp: BasisPoints) => (bp % 100 === 0 ? String(bp / 100) : (bp / 100).toFixed(2).replace(/0$/, ''));

/** A field's own message (validation.pricing.*), through the custom issue the error mapper reads. */
const says = (key: string) => ({ params: { messageKey: `pricing.${key}` } });

/** Whole tugrik or grams typed with spaces, commas or ₮ ("18 000 ₮"), at most `max`. */
const whole = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(/[\s,.'’₮\u00a0]/g, ''))
    .refine((v) => /^\d{1,9}$/.test(v) && Number(v) <= max, says('whole'))
    .transform(Number);

/** A percentage as typed, at most `max` basis points. */
const percent = (max: number) =>
  z
    .string()
    .refine((text) => (percentToBp(text) ?? Infinity) <= max, says('percent'))
    .transform((text) => percentToBp(text)!);

const uuid = z.uuid();

/** The rules form: every shipping route, the minimum weight, default and per-category duty, excise and margin, VAT, rounding. */
export const pricingRulesInput = z.object({
  shippingPerKg: z.object(Object.fromEntries(SHIPPING_ROUTES.map((r) => [r, whole(10_000_000)])) as Record<(typeof SHIPPING_ROUTES)[number], ReturnType<typeof whole>>),
  minChargeableGrams: whole(100_000),
  dutyBp: percent(10_000),
  exciseBp: percent(10_000),
  vatBp: percent(10_000),
  marginBp: percent(100_000),
  rounding: z.enum(ROUNDINGS),
  dutyByCategory: z.array(z.object({ categoryId: uuid, dutyBp: percent(10_000), exciseBp: percent(10_000) })).max(500),
  marginByCategory: z.array(z.object({ categoryId: uuid, marginBp: percent(100_000) })).max(500),
});
export type PricingRulesInput = z.output<typeof pricingRulesInput>;

/** The form's rules as the store keeps them (core/landed-cost.ts). */
export function toPricingRules(input: PricingRulesInput): PricingRules {
  return {
    shippingPerKg: input.shippingPerKg,
    minChargeableGrams: input.minChargeableGrams,
    duty: { default: { dutyBp: input.dutyBp, exciseBp: input.exciseBp }, byCategory: Object.fromEntries(input.dutyByCategory.map((d) => [d.categoryId, { dutyBp: d.dutyBp, exciseBp: d.exciseBp }])) },
    vatBp: input.vatBp,
    margin: { defaultBp: input.marginBp, byCategory: Object.fromEntries(input.marginByCategory.map((m) => [m.categoryId, m.marginBp])) },
    rounding: input.rounding,
  };
}

/** A rate typed by staff: tugrik per one unit, a positive decimal with at most 6 places. */
export const rateInput = z.object({
  currency: z.enum(COST_CURRENCIES),
  rate: z
    .string()
    .trim()
    .refine((text) => parseRate(text) !== null, says('rate')),
});
export type RateInput = z.output<typeof rateInput>;

/** One row picked from a repricing preview: the variant, the price it had and the price it was shown to get. */
export const repricePick = z.object({ variantId: uuid, oldPrice: z.number().int().min(0), newPrice: z.number().int().min(0) });
export type RepricePick = z.output<typeof repricePick>;

/** A picked row as the page's form carries it: "variantId:oldPrice:newPrice". */
export function readPick(value: string): RepricePick | null {
  const [variantId, oldPrice, newPrice] = value.split(':');
  const parsed = repricePick.safeParse({ variantId, oldPrice: Number(oldPrice), newPrice: Number(newPrice) });
  return parsed.success ? parsed.data : null;
}
export const pickValue = (p: RepricePick) => `${p.variantId}:${p.oldPrice}:${p.newPrice}`;
