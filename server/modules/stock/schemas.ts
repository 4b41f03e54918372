// The stock operations' shapes: a staff adjustment, the console's stock list query and the low-stock threshold. One zod
// schema each, shared by the console page's action and the tests.
import { z } from 'zod';
import { ADJUSTMENT_REASONS, REASON_SIGN } from '../../../core/stock';
import { optionalText } from '../../http/validate';

/** The most units one adjustment may move or a count may say (a shipment of a container is well under this). */
export const MAX_ADJUSTMENT_UNITS = 1_000_000;

/** A form's number as people type it: spaces and thousands separators left out ("1 200", "1,200"). */
const typedInteger = (min: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.replace(/[\s,'’]/g, '').replace(/^\u2212/, '-') : v), z.coerce.number().int().min(min).max(MAX_ADJUSTMENT_UNITS));

/**
 * The console's adjustment form for one variant: its reason, the units (a shipment, a return or damage: how many; the
 * reason gives the sign) or, for a correction, the units counted on the shelf (`count`, turned into a change under the
 * row's lock) or a signed change (`units`), and a note. adjustmentOf turns it into what adjustStock takes.
 */
export const adjustInput = z
  .object({
    variantId: z.uuid(),
    reason: z.enum(ADJUSTMENT_REASONS),
    units: z.preprocess((v) => (v === '' ? undefined : v), typedInteger(-MAX_ADJUSTMENT_UNITS).optional()),
    count: z.preprocess((v) => (v === '' ? undefined : v), typedInteger(0).optional()),
    note: optionalText(500),
  })
  .superRefine((input, ctx) => {
    if (input.reason === 'correction' ? input.count === undefined && input.units === undefined : input.units === undefined)
      ctx.addIssue({ code: 'custom', path: [input.reason === 'correction' ? 'count' : 'units'], params: { messageKey: 'required' } });
  });
export type AdjustInput = z.output<typeof adjustInput>;

/** The change the form asks for: the units with the reason's sign, or for a correction the count (or a signed change). */
export function adjustmentOf(input: AdjustInput): { change?: number; count?: number } {
  if (input.reason === 'correction') return input.count !== undefined ? { count: input.count } : { change: input.units };
  return { change: (input.units ?? 0) * REASON_SIGN[input.reason] };
}

/** The console's stock list: what to find (SKU, barcode or product name; empty: the low-stock list) and a page. */
export const stockListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StockListQuery = z.output<typeof stockListQuery>;

/** The list's query read leniently from a page URL: a value that does not fit is left out. */
export function stockListQueryFrom(params: URLSearchParams): StockListQuery {
  const query: Record<string, string> = {};
  for (const key of ['q', 'page'] as const) {
    const value = params.get(key);
    if (value !== null && value !== '' && stockListQuery.shape[key].safeParse(value).success) query[key] = value;
  }
  return stockListQuery.parse(query);
}

/** The low-stock threshold: a variant with this many units or fewer is on the list (0: only what is out of stock). */
export const lowStockInput = z.object({ lowStockAt: typedInteger(0).pipe(z.number().max(100_000)) });

export const variantId = z.uuid();
