// The one product listing: category, brand, search and home rails all ask it, with filters, sort, pages and facets.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { pick, type Language } from '../../../app/i18n';
import { AppError } from '../../../core/app-error';
import { queryKeys } from '../../../core/search-fold';
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

export type ProductList = { items: ProductCard[]; total: number; page: number; pages: number; perPage: number; facets: Facets | null };

/** The id of a category and of its subcategories; NOT_FOUND for an unknown slug. */
export async function categoryScope(db: Db, storeId: string, slug: string): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug })
    .from(categories)
    .where(eq(categories.storeId, storeId));
  const root = rows.find((r) => r.slug === slug);
  if (!root) throw new AppError('NOT_FOUND', 'dataNotFound');
  const ids = [root.id];
  for (let i = 0; i < ids.length; i++) for (const r of rows) if (r.parentId === ids[i]) ids.push(r.id);
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
 * A product matches a key by its words (full text, prefix per word) or, for typos, by trigram word similarity. It ranks
 * by full-text rank (the name weighs more than categories and tags) plus how closely the name resembles the key.
 */
function searchCondition(keys: string[]): { where: SQL; rank: SQL } {
  const matches = keys.map((k) => sql`(${products.searchVector} @@ to_tsquery('simple', ${prefixQuery(k)}) or ${k} <% ${products.searchDocument})`);
  // A whole-word match ("utas") outranks a word that merely starts with it ("utasgui", wireless).
  const ranks = keys.map(
    (k) =>
      sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${prefixQuery(k)})) + 2 * ts_rank(${products.searchVector}, plainto_tsquery('simple', ${k})) + word_similarity(${k}, ${products.searchName})`,
  );
  return { where: sql`(${sql.join(matches, sql` or `)})`, rank: sql`greatest(${sql.join(ranks, sql`, `)})` };
}

export type ListOptions = { perPage?: number; facets?: boolean; brandSlug?: string };

export async function listProducts(db: Db, storeId: string, lang: Language, query: ProductQuery, options: ListOptions = {}): Promise<ProductList> {
  const perPage = options.perPage ?? PER_PAGE;
  // Scope: what the page is about (store, category, brand page, search words). Facets count within the scope.
  const scope: SQL[] = [eq(products.storeId, storeId), eq(products.active, true)];
  if (query.category) scope.push(inArray(products.categoryId, await categoryScope(db, storeId, query.category)));
  if (options.brandSlug) scope.push(eq(brands.slug, options.brandSlug));
  let rank: SQL | null = null;
  if (query.q) {
    const keys = queryKeys(query.q).filter((k) => prefixQuery(k) !== '');
    if (keys.length === 0) return { items: [], total: 0, page: 1, pages: 0, perPage, facets: null };
    const search = searchCondition(keys);
    scope.push(search.where);
    rank = search.rank;
  }

  // Filters the shopper chose on top of the scope.
  const filters: SQL[] = [];
  if (query.brand.length) filters.push(inArray(brands.slug, query.brand));
  if (query.origin.length) filters.push(inArray(products.origin, query.origin));
  if (query.min !== undefined) filters.push(gte(products.price, query.min));
  if (query.max !== undefined) filters.push(lte(products.price, query.max));
  if (query.stock) filters.push(sql`${products.stock} > 0`);
  if (query.sale) filters.push(sql`${products.compareAtPrice} > ${products.price}`);
  for (const name of optionNames) {
    const codes = query[name];
    if (codes.length === 0) continue;
    filters.push(
      sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and v.stock > 0 and v.options->>${name} in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )}))`,
    );
  }

  const sort = query.sort ?? 'relevance';
  const order =
    sort === 'newest'
      ? [desc(products.createdAt)]
      : sort === 'price-asc'
        ? [asc(products.price)]
        : sort === 'price-desc'
          ? [desc(products.price)]
          : sort === 'bestsellers' || !rank
            ? [desc(products.soldCount)]
            : [desc(rank), desc(products.soldCount)];

  const page = query.page;
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()` })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(...scope, ...filters))
    .orderBy(...order, asc(products.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const total = rows.length ? Number(rows[0].total) : page > 1 ? await countMatches(db, [...scope, ...filters]) : 0;
  return {
    items: rows.map((r) => toProductCard(r, lang)),
    total,
    page,
    pages: Math.ceil(total / perPage),
    perPage,
    facets: options.facets ? await listFacets(db, scope, lang, Boolean(query.category || query.q || options.brandSlug)) : null,
  };
}

async function countMatches(db: Db, where: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(...where));
  return Number(row.n);
}

/** What the filters can offer within the scope: brands, origins, option values in stock and the price range. */
async function listFacets(db: Db, scope: SQL[], lang: Language, withOptions: boolean): Promise<Facets> {
  const where = and(...scope);
  const brandRows = await db
    .select({ slug: brands.slug, name: brands.name, count: sql<number>`count(*)` })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .groupBy(brands.slug, brands.name)
    .orderBy(desc(sql`count(*)`), asc(brands.name))
    .limit(40);
  const originRows = await db
    .select({ code: products.origin, count: sql<number>`count(*)`, min: sql<number>`min(${products.price})`, max: sql<number>`max(${products.price})` })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .groupBy(products.origin);
  // Option values as the products define them (with their labels); only for a scoped page, where the set is small.
  let optionRows: { name: string; nameLabel: LocalizedText; code: string; label: LocalizedText; count: number }[] = [];
  if (withOptions) {
    optionRows = await db
      .select({
        name: sql<string>`o->>'name'`,
        nameLabel: sql<LocalizedText>`(array_agg(o->'label'))[1]`,
        code: sql<string>`v->>'code'`,
        label: sql<LocalizedText>`(array_agg(v->'label'))[1]`,
        count: sql<number>`count(distinct ${products.id})`,
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(sql`jsonb_array_elements(${products.options}) as o`, sql`true`)
      .innerJoin(sql`jsonb_array_elements(o->'values') as v`, sql`true`)
      .where(where)
      .groupBy(sql`o->>'name'`, sql`v->>'code'`)
      .orderBy(sql`o->>'name'`, sql`min(${products.price})`);
  }
  const options = new Map<string, Facets['options'][number]>();
  for (const r of optionRows) {
    const facet = options.get(r.name) ?? { name: r.name, label: pick(r.nameLabel, lang), values: [] };
    facet.values.push({ code: r.code, label: pick(r.label, lang), count: Number(r.count) });
    options.set(r.name, facet);
  }
  const prices = originRows.filter((r) => r.min !== null);
  return {
    brands: brandRows.map((b) => ({ ...b, count: Number(b.count) })),
    origins: originRows.map((o) => ({ code: o.code, count: Number(o.count) })).sort((a, b) => b.count - a.count),
    options: [...options.values()],
    price: prices.length ? { min: Math.min(...prices.map((p) => Number(p.min))), max: Math.max(...prices.map((p) => Number(p.max))) } : null,
  };
}
