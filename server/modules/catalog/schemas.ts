import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { zodFieldIssues } from '../../http/error-handler';

export const origins = ['US', 'KR', 'CN', 'JP', 'MN'] as const;
export const sorts = ['relevance', 'newest', 'price-asc', 'price-desc', 'bestsellers'] as const;
export const optionNames = ['color', 'size', 'storage', 'volume'] as const;
export type Sort = (typeof sorts)[number];
export type OptionName = (typeof optionNames)[number];

export const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/);
const code = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);
// The defaults never apply (the preprocessing already answers one); they tell the API document that these may be left out.
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(item).max(20).default([]));
const flag = z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean());
// An empty price box (a submitted form) means no bound.
const price = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1_000_000_000).optional());

/** What a product listing can ask: the same for the category, brand and search pages and the listing API. */
export const productQuery = z.object({
  q: z.string().trim().max(100).optional(),
  category: slug.optional(),
  brand: list(slug),
  origin: list(z.enum(origins)),
  min: price,
  max: price,
  stock: flag.optional(),
  sale: flag.optional(),
  color: list(code),
  size: list(code),
  storage: list(code),
  volume: list(code),
  sort: z.enum(sorts).optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type ProductQuery = z.output<typeof productQuery>;

const multiKeys = new Set(['brand', 'origin', ...optionNames]);

/** Query parameters as the listing reads them: the lists' keys always as lists, any other key's first value. */
function listingParams(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, multiKeys.has(key) ? [value].flat() : Array.isArray(value) ? value[0] : value]));
}

/** The listing API's query string (parsed by Fastify: a key given twice is a list). */
export const productQueryParams = z.preprocess(listingParams, productQuery);

/** Reads a page's listing query from its URL leniently: what cannot be read is dropped, so an old or hand-edited link still shows the page. */
export function parseProductQuery(params: URLSearchParams): ProductQuery {
  const input = listingParams(Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]))) as Record<string, unknown>;
  let result = productQuery.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) delete input[String(issue.path[0])];
    result = productQuery.safeParse(input);
  }
  if (!result.success) throw new AppError('VALIDATION', 'invalidRequest', { fields: zodFieldIssues(result.error) });
  return result.data;
}
