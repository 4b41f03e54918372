// The one product listing: category, brand, search and home rails all ask it, with filters, sort, pages and facets.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { pick, type Language } from '../../../core/i18n';
import { AppError } from '../../../core/app-error';
import { queryKeys } from '../../../core/search-fold';
import { namedVariant, searchWords, stem, withFleetingVowel, withoutFleetingVowel, writtenWords } from '../../../core/search-match';
import { withSynonyms, type Synonyms } from '../../../core/search-synonyms';
import type { Cache } from '../../cache';
import type { Db } from '../../db/client';
import { brands, categories, productVariants, products, type ProductOption } from '../../db/schema';
import { createListingIndex, firstInOrder, type IndexedProduct, type ListingIndex, type Matches } from './listing-index';
import { cardColumns, photoById, toProductCard, type Origin, type ProductCard } from './product-card';
import { optionNames, type ProductQuery } from './schemas';
import { storeSynonyms } from './search-synonyms';

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
  return searchWords(key)
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
 * The console's product search, in SQL: it lists inactive products too, which the shop's listing index does not hold.
 * The same stages as the shop's (listProducts), tried in order until one finds something; ranks close to the index's.
 * Empty for a query with nothing to search by.
 */
export function searchStages(q: string): ProductSearch[] {
  const keys = queryKeys(q).filter((k) => prefixQuery(k) !== '');
  if (keys.length === 0) return [];
  // The words as typed first; other readings of them (ө typed as o, Latin look-alikes of Cyrillic) only when the words
  // as typed find nothing, so "cam" finds cameras rather than "сам"; typos (the slow trigram path) last.
  return [wordSearch(keys.slice(0, 1)), ...(keys.length > 1 ? [wordSearch(keys.slice(1))] : []), typoSearch(keys)];
}

/** perPage; facets to offer filters; brandSlug for a brand page. */
export type ListOptions = {
  perPage?: number;
  facets?: boolean;
  brandSlug?: string;
  /** Where facets are remembered: they depend only on the page (store, category, brand, search words), not on its filters, sort or page number. */
  facetCache?: Cache<Facets>;
  /** The store's category subtrees and brands as remembered between listings (services.ts); else read each time. */
  lookups?: CatalogLookups;
};

/** What a listing looks up besides the index: a category's subtree (its ids), the store's brands and search synonyms. */
export type CatalogLookups = {
  categoryScope: (storeId: string, slug: string) => Promise<string[]>;
  brandsOf: (storeId: string) => Promise<StoreBrands>;
  synonymsOf: (storeId: string) => Promise<Synonyms>;
};

/** The lookups read from the database each time (a listing made without the services' remembered ones). */
export const readLookups = (db: Db): CatalogLookups => ({
  categoryScope: (storeId, slug) => categoryScope(db, storeId, slug),
  brandsOf: (storeId) => brandsOf(db, storeId),
  synonymsOf: (storeId) => storeSynonyms(db, storeId),
});

export async function listProducts(db: Db, storeId: string, lang: Language, query: ProductQuery, options: ListOptions = {}): Promise<ProductList> {
  const perPage = options.perPage ?? PER_PAGE;
  const page = query.page;
  const index = listingIndex(db);
  const lookups = options.lookups ?? readLookups(db);
  const [, categoryIds, storeBrands, synonyms] = await Promise.all([
    index.fresh(),
    query.category ? lookups.categoryScope(storeId, query.category) : null,
    query.brand.length > 0 || options.brandSlug || options.facets ? lookups.brandsOf(storeId) : null,
    query.q ? lookups.synonymsOf(storeId) : null,
  ]);
  // Scope: what the page is about (store, category, brand page). Facets count within the scope and the search words.
  const refs = (ids: Iterable<string>) => new Set([...ids].map(index.ref));
  const categories = categoryIds ? refs(categoryIds) : null;
  const brandPage = options.brandSlug ? index.ref(storeBrands!.bySlug.get(options.brandSlug) ?? '') : null;
  const scope = categories || brandPage !== null ? (d: IndexedProduct) => (!categories || categories.has(d.category)) && (brandPage === null || d.brand === brandPage) : null;
  const filter = listFilter(query, (slugs) => refs(slugs.flatMap((slug) => storeBrands!.bySlug.get(slug) ?? [])), refs(query.origin));

  let search: Matches | null = null;
  let inScope: number[] = [];
  let chosen: number[] = [];
  let named: string[] = [];
  if (query.q) {
    const keys = queryKeys(query.q).filter((k) => searchWords(k).length > 0);
    if (keys.length === 0) return { items: [], total: 0, totalCapped: false, page: 1, pages: 0, perPage, facets: null };
    // The words as typed first, and when they find less than a page, the same words without their Mongolian endings
    // ("утаснууд" → "утас", "хулгана" → "хулган", which meets "хулганы"), counted less; other readings of them (ө typed as o, Latin look-alikes of
    // Cyrillic) only when the words as typed find nothing, so "cam" finds cameras rather than "сам"; then typos, and when
    // no typo within the page's scope is close, words that sound alike (a foreign name written as it sounds: "айфон",
    // "найк"), read from the same pass. Each word stage also searches what the store's synonyms add to its keys
    // ("пылесос" → "тоос сорогч"). Last, for a query of several words of which some start no word of any product (nor do
    // their stems), the others alone ("үсрэх олс" → "олс"): better what it names than nothing.
    // A key's stems: its words without their endings; those without a fleeting vowel ("гутал" → "гутл", which meets
    // "гутлын"); and a stem that lost one with it put back, as some product's word has it ("гутлууд" → "гутл" → "гутал").
    // Each when it differs.
    const stemsOf = (stageKeys: string[]) =>
      stageKeys.flatMap((k) => {
        const words = searchWords(k);
        const stemmed = words.map(stem);
        const fleeting = stemmed.map(withoutFleetingVowel);
        const restored = stemmed.map((s) => withFleetingVowel(s).find(index.knows) ?? s);
        return [...new Set([stemmed.join(' '), fleeting.join(' '), restored.join(' ')])].filter((key) => key !== words.join(' '));
      });
    let typos: ReturnType<ListingIndex['typoSearch']> | null = null;
    // A stage: how it searches, and the words it searched by (which may name a colour or a size: cards show that variant).
    const words = (stageKeys: string[]) => {
      const all = withSynonyms(stageKeys, synonyms!);
      const stems = withSynonyms(stemsOf(stageKeys), synonyms!).filter((k) => !all.includes(k));
      // The stems only when the words as typed find less than a page: they add the few a narrow search misses
      // ("хулгана" → "хулганы"), and a broad one ("хүүхдийн") has enough without reading them all again.
      const run = () => {
        const typed = index.wordSearch(all);
        return stems.length === 0 || typed.list.length >= PER_PAGE ? typed : index.wordSearch(all, stems);
      };
      return { run, words: [...all, ...stems].flatMap(searchWords) };
    };
    const stages = [
      words(keys.slice(0, 1)),
      ...(keys.length > 1 ? [words(keys.slice(1))] : []),
      { run: () => (typos = index.typoSearch(keys)).byLetters, words: [] },
      { run: () => typos!.bySound(), words: [] },
    ];
    const typed = searchWords(keys[0]);
    const known = typed.filter((w) => index.knows(w) || index.knows(stem(w)));
    if (known.length > 0 && known.length < typed.length) stages.push(words([known.join(' ')]));
    // Three words or more that no product has all of: the products with all but one of them, those met by more of the
    // shorter queries first ("наранд хамгаалах тос" finds "нарны тос", whose text does not say "хамгаалах").
    if (typed.length >= 3) stages.push(words(typed.map((_, i) => typed.filter((_, j) => j !== i).join(' '))));
    for (const stage of stages) {
      search = stage.run();
      inScope = index.inScope(storeId, scope, search, categories);
      chosen = filter ? inScope.filter((i) => filter(index.doc(i))) : inScope;
      // A search that matches but whose filters leave nothing is an answer too: the filters are the shopper's choice.
      if (inScope.length > 0) {
        named = stage.words;
        break;
      }
    }
    // The word as written above a word that only folds the same: "тос" (cream) above "тоос" (dust), "үс" above "ус".
    index.preferWritten(search!, writtenWords(query.q));
  } else {
    inScope = index.inScope(storeId, scope, null, categories);
    chosen = filter ? inScope.filter((i) => filter(index.doc(i))) : inScope;
  }

  const shown = firstInOrder(chosen, page * perPage, index.comparator(query.sort ?? 'relevance', search)).slice((page - 1) * perPage);
  const total = Math.min(chosen.length, COUNT_CAP);
  // Positions in the index hold only until its next look: what needs them is read now, before anything is awaited.
  const ids = shown.map((i) => index.doc(i).id);
  const choices = new Map(shown.flatMap((i) => {
    const d = index.doc(i);
    const variant = d.options.length > 0 ? namedVariant(d.options, d.variants, named) : null;
    return variant ? [[d.id, { options: variant, label: choiceLabel(d.options, variant, lang) }] as const] : [];
  }));
  const compute = async () => listFacets(index, inScope, lang, storeBrands!, { brands: !options.brandSlug });
  const key = JSON.stringify([storeId, lang, query.category, query.q, options.brandSlug]);
  const facets = options.facets ? (options.facetCache ? options.facetCache(key, compute) : compute()) : null;
  return {
    items: await cards(db, ids, lang, choices),
    total,
    totalCapped: total >= COUNT_CAP,
    page,
    pages: Math.ceil(total / perPage),
    perPage,
    facets: await facets,
  };
}

/** One index per database, made at its first listing (the first reads the catalog). */
const indexes = new WeakMap<Db, ListingIndex>();
export function listingIndex(db: Db): ListingIndex {
  let index = indexes.get(db);
  if (!index) indexes.set(db, (index = createListingIndex(db)));
  return index;
}

/** The labels of the chosen values, in the options' order ("White · 256GB"). */
function choiceLabel(options: ProductOption[], choice: Record<string, string>, lang: Language): string {
  return options.flatMap((o) => o.values.filter((v) => v.code === choice[o.name]).map((v) => pick(v.label, lang))).join(' · ');
}

type Choice = NonNullable<ProductCard['choice']>;

/**
 * A page's cards, in the page's order (a product deleted meanwhile is left out). A card whose search named a variant
 * shows that variant: its price, its stock, and its own photo when it has one.
 */
async function cards(db: Db, ids: string[], lang: Language, choices: Map<string, Choice>): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const [rows, variants] = await Promise.all([
    db.select(cardColumns).from(products).leftJoin(brands, eq(brands.id, products.brandId)).where(inArray(products.id, ids)),
    choices.size > 0
      ? db
          .select({
            productId: productVariants.productId,
            options: productVariants.options,
            price: productVariants.price,
            compareAtPrice: productVariants.compareAtPrice,
            stock: productVariants.stock,
            photo: photoById(productVariants.imageId),
          })
          .from(productVariants)
          .where(inArray(productVariants.productId, [...choices.keys()]))
      : [],
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const same = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const choice = choices.get(id);
    const variant = choice && variants.find((v) => v.productId === id && same(v.options, choice.options));
    if (!choice || !variant) return [toProductCard(row, lang)];
    const { price, compareAtPrice, stock, photo } = variant;
    return [{ ...toProductCard({ ...row, price, compareAtPrice, stock, photo: photo ?? row.photo }, lang), choice }];
  });
}

export type StoreBrands = { bySlug: Map<string, string>; byId: Map<string, { slug: string; name: string }> };

export async function brandsOf(db: Db, storeId: string): Promise<StoreBrands> {
  const rows = await db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).where(eq(brands.storeId, storeId));
  return { bySlug: new Map(rows.map((b) => [b.slug, b.id])), byId: new Map(rows.map((b) => [b.id, b])) };
}

/** The filters the shopper chose on top of the page's scope, as one test of a product; null when none is chosen. */
function listFilter(query: ProductQuery, brandRefs: (slugs: string[]) => Set<number>, originRefs: Set<number>): ((d: IndexedProduct) => boolean) | null {
  const tests: ((d: IndexedProduct) => boolean)[] = [];
  if (query.brand.length) {
    const brands = brandRefs(query.brand);
    tests.push((d) => brands.has(d.brand));
  }
  if (query.origin.length) tests.push((d) => originRefs.has(d.origin));
  if (query.min !== undefined) tests.push((d) => d.price >= query.min!);
  if (query.max !== undefined) tests.push((d) => d.price <= query.max!);
  if (query.stock) tests.push((d) => d.stock > 0);
  if (query.sale) tests.push((d) => d.compareAt !== null && d.compareAt > d.price);
  // Option filters ask for one variant in stock that has every chosen option (black AND 256 GB, not black in one
  // variant and 256 GB in another).
  const chosen = optionNames.filter((name) => query[name].length > 0);
  if (chosen.length > 0) tests.push((d) => d.variants.some((v) => chosen.every((name) => query[name].includes(v[name]))));
  if (tests.length <= 1) return tests[0] ?? null;
  return (d) => tests.every((test) => test(d));
}

/**
 * What the filters can offer within the scope, in one pass over it: brands, origins, the price range and (for a scoped
 * page, where the set is small) the option values the products define, with their labels.
 */
function listFacets(index: ListingIndex, scope: number[], lang: Language, storeBrands: StoreBrands, show: { brands: boolean }): Facets {
  const facets: Facets = { brands: [], origins: [], options: [], price: null };
  // Counts by ref (listing-index.ts): small numbers, so plain arrays.
  const brandCounts: number[] = [];
  const originCounts: number[] = [];
  const options = new Map<string, Facets['options'][number] & { order: number[]; at: Map<string, number> }>();
  const withOptions = scope.length <= OPTION_FACETS_UP_TO;
  let min = Infinity;
  let max = -Infinity;
  for (const i of scope) {
    const d = index.doc(i);
    if (d.brand >= 0) brandCounts[d.brand] = (brandCounts[d.brand] ?? 0) + 1;
    originCounts[d.origin] = (originCounts[d.origin] ?? 0) + 1;
    if (d.price < min) min = d.price;
    if (d.price > max) max = d.price;
    if (!withOptions) continue;
    for (const o of d.options) {
      let facet = options.get(o.name);
      if (!facet) options.set(o.name, (facet = { name: o.name, label: pick(o.label, lang), values: [], order: [], at: new Map() }));
      o.values.forEach((v, position) => {
        const at = facet.at.get(v.code);
        if (at !== undefined) {
          facet.values[at].count++;
          facet.order[at] = Math.min(facet.order[at], position);
        } else {
          facet.at.set(v.code, facet.values.length);
          facet.values.push({ code: v.code, label: pick(v.label, lang), count: 1 });
          facet.order.push(position);
        }
      });
    }
  }
  if (scope.length > 0) facets.price = { min, max };
  if (show.brands) {
    brandCounts.forEach((count, n) => {
      const brand = storeBrands.byId.get(index.refName(n));
      if (brand) facets.brands.push({ slug: brand.slug, name: brand.name, count });
    });
  }
  originCounts.forEach((count, n) => facets.origins.push({ code: index.refName(n) as Origin, count }));
  facets.brands.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).splice(40);
  facets.origins.sort((a, b) => b.count - a.count);
  // Option values in the order products list them (S before XL, 128GB before 1TB), then by name.
  facets.options = [...options.values()].sort((a, b) => a.name.localeCompare(b.name)).map(({ order, at: _at, ...f }) => {
    const ordered = f.values.map((v, i) => ({ v, pos: order[i] })).sort((a, b) => a.pos - b.pos || a.v.label.localeCompare(b.v.label));
    return { ...f, values: ordered.map((x) => x.v) };
  });
  return facets;
}
