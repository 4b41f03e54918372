// The one product listing: category, brand, search and home rails all ask it, with filters, sort, pages and facets.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { pick, type Language } from '../../../core/i18n';
import { AppError } from '../../../core/app-error';
import { queryKeys } from '../../../core/search-fold';
import type { Cache } from '../../cache';
import type { Db } from '../../db/client';
import { brands, categories, productVariants, products, type LocalizedText } from '../../db/schema';
import { cardColumns, toProductCard, type Origin, type ProductCard } from './product-card';
import { optionNames, type ProductQuery } from './schemas';

export const PER_PAGE = 24;

export type Facets = {
  brands: { slug: string; name: string; count: number }[];
  origins: { code: Origin; count: number }[];
  options: { name: string; label: string; values: { code: string; label: string; count: number }[] }[];
  price: { min: number; max: number } | null;
};

/** Counting stops here ("10,000+ products"): an exact count of a huge match costs more than it tells the shopper. */
export const COUNT_CAP = 10_000;
/** Option values (colour, size, …) are offered as filters on pages of up to this many products (a category, a search). */
const OPTION_FACETS_UP_TO = 3_000;

export type ProductList = {
  items: ProductCard[];
  total: number;
  /** The total is COUNT_CAP and the real number may be higher. */
  totalCapped: boolean;
  page: number;
  pages: number;
  perPage: number;
  facets: Facets | null;
};

/** The id of a category and of its subcategories; NOT_FOUND for an unknown slug. */
export async function categoryScope(db: Db, storeId: string, slug: string): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug })
    .from(categories)
    .where(eq(categories.storeId, storeId));
  const root = rows.find((r) => r.slug === slug);
  if (!root) throw new AppError('NOT_FOUND', 'dataNotFound');
  const ids = [root.id];
  for (let i = 0; i < ids.length; i++) for (const r of rows) if (r.parentId === ids[i] && !ids.includes(r.id)) ids.push(r.id);
  return ids;
}

/** A to_tsquery text matching every word of a folded key as a prefix ("sams gal" → "sams:* & gal:*"). */
function prefixQuery(key: string): string {
  return key
    .split(' ')
    .filter((w) => /^[a-z0-9]+$/.test(w))
    .map((w) => `${w}:*`)
    .join(' & ');
}

/**
 * Word search: a product matches a key when its folded text holds every word of the key as a word or word start.
 * It ranks by full-text rank (the name weighs more than categories and tags), whole words above word starts.
 */
function wordSearch(keys: string[]): ProductSearch {
  const matches = keys.map((k) => sql`${products.searchVector} @@ to_tsquery('simple', ${prefixQuery(k)})`);
  // A whole-word match ("utas") outranks a word that merely starts with it ("utasgui", wireless).
  const ranks = keys.map(
    (k) => sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${prefixQuery(k)})) + 2 * ts_rank(${products.searchVector}, plainto_tsquery('simple', ${k}))`,
  );
  return { where: sql`(${sql.join(matches, sql` or `)})`, rank: sql`greatest(${sql.join(ranks, sql`, `)})` };
}

/**
 * Typo search, for when no word matches ("samsng"): trigram word similarity of the key to the product's name and
 * brand (pg_trgm `<%`, threshold set per connection in db/client.ts), closest first.
 */
function typoSearch(keys: string[]): ProductSearch {
  return {
    where: sql`(${sql.join(keys.map((k) => sql`${k} <% ${products.searchName}`), sql` or `)})`,
    rank: sql`greatest(${sql.join(keys.map((k) => sql`word_similarity(${k}, ${products.searchName})`), sql`, `)})`,
  };
}

/** One stage of the shop's search: which products match and how well (higher first). */
export type ProductSearch = { where: SQL; rank: SQL };

/**
 * The shop's search for a query, as the stages it tries in order until one finds something (the console's product
 * list asks the same). Empty for a query with nothing to search by.
 */
export function searchStages(q: string): ProductSearch[] {
  const keys = queryKeys(q).filter((k) => prefixQuery(k) !== '');
  if (keys.length === 0) return [];
  // The words as typed first; other readings of them (ө typed as o, Latin look-alikes of Cyrillic) only when the words
  // as typed find nothing, so "cam" finds cameras rather than "сам"; typos (the slow trigram path) last.
  return [wordSearch(keys.slice(0, 1)), ...(keys.length > 1 ? [wordSearch(keys.slice(1))] : []), typoSearch(keys)];
}

/** perPage; facets to offer filters; count false for rails that show no total; brandSlug for a brand page. */
export type ListOptions = {
  perPage?: number;
  facets?: boolean;
  count?: boolean;
  brandSlug?: string;
  /** Where facets are remembered: they depend only on the page (store, category, brand, search words), not on its filters, sort or page number. */
  facetCache?: Cache<Facets>;
};

export async function listProducts(db: Db, storeId: string, lang: Language, query: ProductQuery, options: ListOptions = {}): Promise<ProductList> {
  const perPage = options.perPage ?? PER_PAGE;
  // Scope: what the page is about (store, category, brand page). Facets count within the scope and the search words.
  const scope: SQL[] = [eq(products.storeId, storeId), eq(products.active, true)];
  if (query.category) scope.push(inArray(products.categoryId, await categoryScope(db, storeId, query.category)));
  if (options.brandSlug) scope.push(eq(brands.slug, options.brandSlug));
  const filters = listFilters(query);
  const sort = query.sort ?? 'relevance';
  const page = query.page;

  // Popular and relevant lists put what can be bought first; price and date sorts are exactly what they say.
  const inStock = sql`${products.stock} > 0`;
  const run = async (search: ProductSearch | null) => {
    const where = search ? [...scope, search.where] : scope;
    const order =
      sort === 'newest'
        ? [desc(products.createdAt)]
        : sort === 'price-asc'
          ? [asc(products.price)]
          : sort === 'price-desc'
            ? [desc(products.price)]
            : sort === 'bestsellers' || !search
              ? [desc(inStock), desc(products.soldCount)]
              : [desc(inStock), desc(search.rank), desc(products.soldCount)];
    const [rows, total] = await Promise.all([
      db
        .select(cardColumns)
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(and(...where, ...filters))
        .orderBy(...order, asc(products.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      options.count === false ? Promise.resolve(-1) : countMatches(db, [...where, ...filters], COUNT_CAP),
    ]);
    return { where, rows, total };
  };

  let result;
  if (query.q) {
    const stages = searchStages(query.q);
    if (stages.length === 0) return { items: [], total: 0, totalCapped: false, page: 1, pages: 0, perPage, facets: null };
    for (const search of stages) {
      result = await run(search);
      const found = result.total > 0 || (result.total < 0 && result.rows.length > 0);
      // A search that matches but whose filters leave nothing is an answer too: the filters are the shopper's choice.
      if (found || (filters.length > 0 && (await countMatches(db, result.where, COUNT_CAP)) > 0)) break;
    }
  } else result = await run(null);
  result = result!;

  const total = Math.max(result.total, 0);
  const facets = (key: string) => {
    const compute = () => listFacets(db, result.where, lang, { brands: !options.brandSlug });
    return options.facetCache ? options.facetCache(key, compute) : compute();
  };
  return {
    items: result.rows.map((r) => toProductCard(r, lang)),
    total,
    totalCapped: total >= COUNT_CAP,
    page,
    pages: Math.ceil(total / perPage),
    perPage,
    facets: options.facets ? await facets(JSON.stringify([storeId, lang, query.category, query.q, options.brandSlug])) : null,
  };
}

/** The filters the shopper chose on top of the page's scope. */
function listFilters(query: ProductQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.brand.length) filters.push(inArray(brands.slug, query.brand));
  if (query.origin.length) filters.push(inArray(products.origin, query.origin));
  if (query.min !== undefined) filters.push(gte(products.price, query.min));
  if (query.max !== undefined) filters.push(lte(products.price, query.max));
  if (query.stock) filters.push(sql`${products.stock} > 0`);
  if (query.sale) filters.push(sql`${products.compareAtPrice} > ${products.price}`);
  // Option filters ask for one variant in stock that has every chosen option (black AND 256 GB, not black in one
  // variant and 256 GB in another).
  const chosen = optionNames.filter((name) => query[name].length > 0);
  if (chosen.length > 0) {
    const conditions = chosen.map((name) => sql`v.options->>${name} in (${sql.join(query[name].map((c) => sql`${c}`), sql`, `)})`);
    filters.push(
      sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and v.stock > 0 and ${sql.join(conditions, sql` and `)})`,
    );
  }
  return filters;
}

/** How many products match (up to `cap`, when only "any at all?" matters). */
async function countMatches(db: Db, where: SQL[], cap?: number): Promise<number> {
  const matching = db
    .select({ id: products.id })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(...where));
  const [row] = await db.select({ n: sql<number>`count(*)` }).from((cap ? matching.limit(cap) : matching).as('m'));
  return Number(row.n);
}

type FacetRow = { kind: 'brand' | 'origin' | 'price' | 'option'; key: string; label: string | null; extra: unknown; n: number | string };

/**
 * What the filters can offer within the scope, in one pass over it: brands, origins, the price range and (for a scoped
 * page, where the set is small) the option values the products define, with their labels.
 */
async function listFacets(db: Db, scope: SQL[], lang: Language, show: { brands: boolean }): Promise<Facets> {
  const inScope = db
    .select({ id: products.id, brandId: products.brandId, origin: products.origin, price: products.price, options: products.options })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(...scope));
  const result = await db.execute(sql`
    with s as materialized (${inScope})
    select 'brand' as kind, b.slug as key, b.name as label, null::jsonb as extra, count(*) as n
      from s join ${brands} b on b.id = s.brand_id group by b.slug, b.name
    union all
    select 'origin', s.origin, null, null, count(*) from s group by s.origin
    union all
    select 'price', 'range', null, jsonb_build_array(min(s.price), max(s.price)), count(*) from s
    union all
    select 'option', (o->>'name') || ':' || (v.value->>'code'), null, jsonb_build_array((array_agg(o->'label'))[1], (array_agg(v.value->'label'))[1], min(v.pos)), count(distinct s.id)
      from s, jsonb_array_elements(s.options) o, jsonb_array_elements(o->'values') with ordinality v(value, pos)
      where (select count(*) from s) <= ${OPTION_FACETS_UP_TO}
      group by 2`);
  const rows = (result as unknown as { rows: FacetRow[] }).rows;
  const facets: Facets = { brands: [], origins: [], options: [], price: null };
  const options = new Map<string, Facets['options'][number] & { order: number[] }>();
  for (const r of rows) {
    const n = Number(r.n);
    if (r.kind === 'brand') {
      if (show.brands) facets.brands.push({ slug: r.key, name: r.label ?? r.key, count: n });
    }
    else if (r.kind === 'origin') facets.origins.push({ code: r.key as Origin, count: n });
    else if (r.kind === 'price') {
      const [min, max] = r.extra as [number | null, number | null];
      if (min !== null && max !== null) facets.price = { min, max };
    } else {
      const [name, code] = r.key.split(':');
      const [nameLabel, label, position] = r.extra as [LocalizedText, LocalizedText, number];
      const facet = options.get(name) ?? { name, label: pick(nameLabel, lang), values: [], order: [] };
      facet.values.push({ code, label: pick(label, lang), count: n });
      facet.order.push(position);
      options.set(name, facet);
    }
  }
  facets.brands.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).splice(40);
  facets.origins.sort((a, b) => b.count - a.count);
  // Option values in the order products list them (S before XL, 128GB before 1TB), then by name.
  facets.options = [...options.values()].sort((a, b) => a.name.localeCompare(b.name)).map(({ order, ...f }) => {
    const ordered = f.values.map((v, i) => ({ v, pos: order[i] })).sort((a, b) => a.pos - b.pos || a.v.label.localeCompare(b.v.label));
    return { ...f, values: ordered.map((x) => x.v) };
  });
  return facets;
}
