// The console's product list: what its URL may ask (search, filters, sort, page) and what its bulk actions take.
import { z } from 'zod';
import { slug } from '../catalog/schemas';

export const CONSOLE_PRODUCT_SORTS = ['newest', 'updated', 'name', 'price-asc', 'price-desc', 'stock-asc'] as const;
export type ConsoleProductSort = (typeof CONSOLE_PRODUCT_SORTS)[number];
export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export const BULK_ACTIONS = ['activate', 'deactivate', 'move', 'tag'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Products a page of the list shows. */
export const CONSOLE_PRODUCTS_PER_PAGE = 50;
/** At most this many products in one bulk action (a page of the list, with room). */
export const BULK_LIMIT = 200;

const price = z.coerce.number().int().min(0).max(1_000_000_000);

export const consoleProductQuery = z.object({
  q: z.string().trim().min(1).max(100).optional(),
  /** A category's slug: the category and its subcategories. */
  category: slug.optional(),
  brand: slug.optional(),
  origin: z.enum(['US', 'KR', 'CN', 'JP', 'MN']).optional(),
  status: z.enum(['active', 'inactive']).optional(),
  stock: z.enum(STOCK_FILTERS).optional(),
  min: price.optional(),
  max: price.optional(),
  /** Without one: the best matches first for a search, else the newest. */
  sort: z.enum(CONSOLE_PRODUCT_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ConsoleProductQuery = z.output<typeof consoleProductQuery>;

const KEYS = ['q', 'category', 'brand', 'origin', 'status', 'stock', 'min', 'max', 'sort', 'page'] as const;

/**
 * Reads the list's query from its URL leniently: a value that cannot be read is dropped, so an old or hand-edited link
 * still shows the list. Prices may be typed as people write them ("150 000", "150,000₮").
 */
export function consoleProductQueryFrom(params: URLSearchParams): ConsoleProductQuery {
  const query: Record<string, string> = {};
  for (const key of KEYS) {
    let value = params.get(key)?.trim();
    if (value && (key === 'min' || key === 'max')) value = value.replace(/[\s,.'’₮]/g, '');
    if (value && consoleProductQuery.shape[key].safeParse(value).success) query[key] = value;
  }
  return consoleProductQuery.parse(query);
}

/** The list's canonical URL query: only what differs from the defaults, always in the same order. */
export function consoleProductSearch(query: ConsoleProductQuery): string {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value === undefined || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  return search.toString();
}

export const productId = z.uuid();

/** A tag as products keep them: lowercase words, no more than 40 characters. */
export const productTag = z
  .string()
  .transform((t) => t.trim().toLowerCase().replace(/\s+/g, ' '))
  .pipe(z.string().min(1).max(40));

export const bulkInput = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['activate', 'deactivate']), ids: z.array(productId).min(1).max(BULK_LIMIT) }),
  z.object({ action: z.literal('move'), ids: z.array(productId).min(1).max(BULK_LIMIT), categoryId: z.uuid() }),
  z.object({ action: z.literal('tag'), ids: z.array(productId).min(1).max(BULK_LIMIT), tag: productTag }),
]);
export type BulkInput = z.output<typeof bulkInput>;
