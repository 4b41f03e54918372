// The shop's listings in memory (ADR 0010): every active product's words, place (store, category, brand), price, stock,
// sales and options, read from the database once and then kept current by reading what changed, before each listing.
// Searching, filtering, counting, sorting and facets then cost the same at 100,000 products as at 1,000; the database
// answers only "what changed" (an index lookup) and the 24 cards of the page.
import { sql } from 'drizzle-orm';
import {
  EXACT_BONUS,
  STEM_SHARE,
  TYPO_CLOSENESS,
  TYPO_WORD_FLOOR,
  optionText,
  searchWords,
  soundCloseness,
  soundKey,
  textWords,
  trigrams,
  typoCloseness,
  wordWeight,
  writtenWords,
} from '../../../core/search-match';
import type { Db } from '../../db/client';
import type { ProductOption } from '../../db/schema';
import type { Origin } from './product-card';
import type { Sort } from './schemas';

/**
 * A product as listings see it. `name`/`text`: its words (ids into the vocabulary), sorted; `text` holds its name's, its
 * categories' and its options' (colours, sizes, capacities and their labels).
 */
export type IndexedProduct = {
  id: string;
  /** Store, category, brand and origin as small numbers (refs), compared and counted fast; NONE for no category or brand. */
  store: number;
  category: number;
  brand: number;
  origin: number;
  price: number;
  compareAt: number | null;
  stock: number;
  sold: number;
  created: number;
  options: ProductOption[];
  /** The option choices of each variant in stock ({ color: 'black', storage: '256gb' }), in the product's order. */
  variants: Record<string, string>[];
  name: number[];
  text: number[];
  alive: boolean;
};

type Row = {
  id: string;
  store_id: string;
  category_id: string | null;
  brand_id: string | null;
  origin: Origin;
  price: number;
  compare_at_price: number | null;
  stock: number;
  sold_count: number;
  created_at: string | Date;
  active: boolean;
  search_name: string;
  name_mn: string;
  name_en: string;
  search_document: string;
  options: ProductOption[] | string;
  variants: Record<string, string>[] | string;
};

/** No category, no brand. */
const NONE = -1;
/** An id no product has: matches nothing. */
const UNKNOWN = -2;

/** A search's products (index positions, once each) and how well each matched (by position; 0 for the others). */
export type Matches = { list: number[]; score: Float64Array };

function add(matches: Matches, i: number, score: number) {
  if (matches.score[i] === 0) matches.list.push(i);
  if (matches.score[i] < score) matches.score[i] = score;
}


/**
 * One object for equal values: products of a line share their options and their variants' choices, and a catalog of
 * 100,000 products then holds a few thousand of each, not 100,000.
 */
function interner<T>() {
  const seen = new Map<string, T>();
  return (value: T | string): T => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    let kept = seen.get(text);
    if (kept === undefined) seen.set(text, (kept = typeof value === 'string' ? (JSON.parse(value) as T) : value));
    return kept;
  };
}

export type ListingIndex = ReturnType<typeof createListingIndex>;

export function createListingIndex(db: Db) {
  const docs: IndexedProduct[] = [];
  // The ids of stores, categories, brands and the origins' codes, numbered: a handful of thousands at most.
  const refNames: string[] = [];
  const refs = new Map<string, number>();
  const ref = (name: string) => {
    let n = refs.get(name);
    if (n === undefined) refs.set(name, (n = refNames.push(name) - 1));
    return n;
  };
  const sameOptions = interner<ProductOption[]>();
  // The words of each options object (interned: one per product line), which join its products' text words.
  const optionWords = new WeakMap<ProductOption[], string>();
  const wordsOfOptions = (options: ProductOption[]) => {
    let text = optionWords.get(options);
    if (text === undefined) optionWords.set(options, (text = optionText(options)));
    return text;
  };
  const sameVariants = interner<Record<string, string>[]>();
  const byId = new Map<string, number>();
  let dead = 0;
  // Per category (ref), the products filed under it, so a category page reads its own products, not the whole store's.
  // An entry stays when the product moves (checked when read) until the lists are rebuilt.
  const byCategory: number[][] = [];
  const file = (index: number, doc: IndexedProduct) => {
    if (doc.category >= 0) (byCategory[doc.category] ??= []).push(index);
  };

  // The vocabulary: word ↔ id, and per word the products that have it in their name and in their text. A product's
  // entry stays when it loses the word (checked against the product's own words when read) until the lists are rebuilt.
  const words: string[] = [];
  const wordIds = new Map<string, number>();
  const nameDocs: number[][] = [];
  const textDocs: number[][] = [];
  let sortedWords: number[] | null = null;
  let scratch = [new Float64Array(0), new Float64Array(0)];
  // Words by trigram, for typos, kept up as words come (a typo search reads only the products that have the word in
  // their name).
  let trigramWords: Map<string, number[]> | null = null;
  let trigramsIndexed = 0;
  const soundWords = new Map<string, number[]>();
  let soundsIndexed = 0;

  const wordId = (w: string) => {
    let id = wordIds.get(w);
    if (id === undefined) {
      id = words.length;
      words.push(w);
      wordIds.set(w, id);
      nameDocs.push([]);
      textDocs.push([]);
      sortedWords = null;
    }
    return id;
  };
  const wordsOf = (folded: string) => textWords(folded).map(wordId).sort((a, b) => a - b);
  const has = (list: number[], id: number) => {
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid] === id) return true;
      if (list[mid] < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  };

  function post(index: number, doc: IndexedProduct, before: IndexedProduct | undefined) {
    for (const id of doc.name) if (!before || !has(before.name, id)) nameDocs[id].push(index);
    for (const id of doc.text) if (!before || !has(before.text, id)) textDocs[id].push(index);
  }

  function apply(row: Row) {
    const at = byId.get(row.id);
    const before = at === undefined ? undefined : docs[at];
    if (!row.active) {
      if (before?.alive) remove(at!);
      return;
    }
    const options = sameOptions(row.options);
    const doc: IndexedProduct = {
      id: row.id,
      store: ref(row.store_id),
      category: row.category_id === null ? NONE : ref(row.category_id),
      brand: row.brand_id === null ? NONE : ref(row.brand_id),
      origin: ref(row.origin),
      price: row.price,
      compareAt: row.compare_at_price,
      stock: row.stock,
      sold: row.sold_count,
      created: new Date(row.created_at).getTime(),
      options,
      variants: sameVariants(row.variants),
      // The name's words, folded, and its Cyrillic words as written (writtenWords: "тос" apart from "тоос").
      name: [...new Set([...textWords(row.search_name), ...writtenWords(`${row.name_mn} ${row.name_en}`)])].map(wordId).sort((a, b) => a - b),
      // The product's text with its options' words: a search may name a colour, a size or a capacity it is sold in.
      text: wordsOf(options.length > 0 ? `${row.search_document} ${wordsOfOptions(options)}` : row.search_document),
      alive: true,
    };
    if (at === undefined) {
      byId.set(doc.id, docs.length);
      docs.push(doc);
      post(docs.length - 1, doc, undefined);
      file(docs.length - 1, doc);
    } else {
      if (!before!.alive) dead--;
      docs[at] = doc;
      post(at, doc, before!.alive ? before : undefined);
      if (!before!.alive || before!.category !== doc.category) file(at, doc);
    }
  }

  function remove(at: number) {
    docs[at].alive = false;
    dead++;
  }

  /** The word lists again from the living products, when a quarter of the entries are of removed products. */
  function compact() {
    if (dead < 1000 || dead * 4 < docs.length) return;
    const living = docs.filter((d) => d.alive);
    docs.length = 0;
    byId.clear();
    dead = 0;
    for (const list of [...nameDocs, ...textDocs]) list.length = 0;
    byCategory.length = 0;
    for (const doc of living) {
      byId.set(doc.id, docs.length);
      docs.push(doc);
      post(docs.length - 1, doc, undefined);
      file(docs.length - 1, doc);
    }
  }

  // What the index has read: up to `mark` (a time before which every change has committed) and `removals` deletions.
  let mark: string | null = null;
  let removals = -1;

  /**
   * Reads what changed since the last look. The new mark is the earliest of now and the start of any transaction still
   * open: that transaction's writes, committed later, carry a later time (products_mark_changed uses clock_timestamp()),
   * so the next look reads them. Read before the changes, in its own statement, so nothing commits between unseen.
   */
  async function look() {
    const [state] = rows<{ mark: string; removals: string | number }>(
      await db.execute(sql`select least(clock_timestamp(), (select min(xact_start) from pg_stat_activity where datname = current_database() and xact_start is not null and pid <> pg_backend_pid()))::text as mark,
        (select count from product_removals where id = 1) as removals`),
    );
    const changed = rows<Row>(
      await db.execute(sql`
        select p.id, p.store_id, p.category_id, p.brand_id, p.origin, p.price, p.compare_at_price, p.stock, p.sold_count,
          p.created_at, p.active, p.search_name, p.search_document, p.options, p.name_mn, p.name_en,
          coalesce((select jsonb_agg(v.options order by v.position) from product_variants v where v.product_id = p.id and v.stock > 0), '[]'::jsonb) as variants
        from products p
        ${mark === null ? sql`where p.active` : sql`where p.changed_at > ${mark}::timestamptz`}`),
    );
    for (const row of changed) apply(row);
    if (Number(state.removals) !== removals) {
      if (removals !== -1) {
        const kept = new Set(rows<{ id: string }>(await db.execute(sql`select id from products`)).map((r) => r.id));
        docs.forEach((d, i) => d.alive && !kept.has(d.id) && remove(i));
      }
      removals = Number(state.removals);
    }
    compact();
    // The sorted vocabulary and the trigrams of new words now, not in the next shopper's search.
    sortedVocabulary();
    trigramIndex();
    mark = state.mark;
  }

  // One look at a time. A listing waits for a look that began after it asked (one already under way may have begun
  // before a change it must see); everyone who asks meanwhile shares that next look.
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  function fresh(): Promise<void> {
    if (!current) {
      current = look().finally(() => {
        current = null;
      });
      return current;
    }
    next ??= current
      .catch(() => {})
      .then(() => {
        next = null;
        return fresh();
      });
    return next;
  }

  /**
   * The products of the store within the scope (null: the whole store): of the search's matches, else of the categories'
   * lists when the scope names categories, else of the whole index. Once each, in no particular order.
   */
  function inScope(storeId: string, scope: ((d: IndexedProduct) => boolean) | null, search: Matches | null, categories: Set<number> | null): number[] {
    const out: number[] = [];
    const store = refs.get(storeId);
    if (store === undefined) return out;
    const take = (i: number) => docs[i].alive && docs[i].store === store && (!scope || scope(docs[i]));
    if (search) {
      for (const i of search.list) if (take(i)) out.push(i);
    } else if (categories) {
      // A product filed twice under one category (moved away and back) is read once.
      const seen = new Uint8Array(docs.length);
      for (const c of categories) {
        for (const i of byCategory[c] ?? []) {
          if (seen[i] || docs[i].category !== c || !take(i)) continue;
          seen[i] = 1;
          out.push(i);
        }
      }
    } else for (let i = 0; i < docs.length; i++) if (take(i)) out.push(i);
    return out;
  }

  function sortedVocabulary(): number[] {
    return (sortedWords ??= words.map((_, i) => i).sort((a, b) => (words[a] < words[b] ? -1 : words[a] > words[b] ? 1 : 0)));
  }

  /** The vocabulary's words that start with `prefix` (the word itself among them). */
  function startingWith(prefix: string): number[] {
    const sorted = sortedVocabulary();
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[sorted[mid]] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < sorted.length && words[sorted[i]].startsWith(prefix); i++) out.push(sorted[i]);
    return out;
  }

  /**
   * Products whose words hold every word of one of the keys as a word or a word's start, with how well (core/search-match.ts
   * wordWeight: the best word for each query word, summed; the best key). A match of a `weaker` key (a query word's stem)
   * counts STEM_SHARE of one.
   */
  function wordSearch(keys: string[], weaker: string[] = []): Matches {
    const found: Matches = { list: [], score: new Float64Array(docs.length) };
    // Two score buffers, this word's and the words' before it, taken in turn and cleared where written after use:
    // a buffer of 100,000 per word and query would keep the collector busy.
    if (scratch[0].length < docs.length) scratch = [new Float64Array(docs.length), new Float64Array(docs.length)];
    for (const [key, share] of [...keys.map((k) => [k, 1] as const), ...weaker.map((k) => [k, STEM_SHARE] as const)]) {
      const query = searchWords(key);
      let sum: Float64Array | null = null;
      let matched: number[] = [];
      for (const [n, q] of query.entries()) {
        const whole = wordIds.get(q);
        const best = scratch[n % 2];
        const touched: number[] = [];
        for (const w of startingWith(q)) {
          for (const field of ['name', 'text'] as const) {
            const weight = wordWeight(field, w === whole);
            for (const i of (field === 'name' ? nameDocs : textDocs)[w]) {
              if (best[i] >= weight || (sum && sum[i] === 0)) continue;
              const doc = docs[i];
              if (!doc.alive || !has(field === 'name' ? doc.name : doc.text, w)) continue;
              if (best[i] === 0) touched.push(i);
              best[i] = weight;
            }
          }
        }
        if (sum) {
          for (const i of touched) best[i] += sum[i];
          for (const i of matched) sum[i] = 0;
        }
        sum = best;
        matched = touched;
        if (matched.length === 0) break;
      }
      for (const i of matched) {
        add(found, i, sum![i] * share);
        sum![i] = 0;
      }
    }
    return found;
  }

  /**
   * Raises the products of a search whose name has a query word as written (core/search-match.ts writtenWords):
   * EXACT_BONUS for each such word.
   */
  function preferWritten(matches: Matches, written: string[]): void {
    for (const token of written) {
      const w = wordIds.get(token);
      if (w === undefined) continue;
      for (const i of nameDocs[w]) if (matches.score[i] > 0 && docs[i].alive && has(docs[i].name, w)) matches.score[i] += EXACT_BONUS;
    }
  }

  /** Words by trigram, kept up with the vocabulary. */
  function trigramIndex(): Map<string, number[]> {
    trigramWords ??= new Map();
    for (; trigramsIndexed < words.length; trigramsIndexed++) {
      for (const t of trigrams(words[trigramsIndexed])) {
        const list = trigramWords.get(t);
        if (list) list.push(trigramsIndexed);
        else trigramWords.set(t, [trigramsIndexed]);
      }
    }
    return trigramWords;
  }

  /** Words by sound key (core/search-match.ts soundKey), kept up with the vocabulary. */
  function soundIndex(): Map<string, number[]> {
    for (; soundsIndexed < words.length; soundsIndexed++) {
      const key = soundKey(words[soundsIndexed]);
      if (!key) continue;
      const list = soundWords.get(key);
      if (list) list.push(soundsIndexed);
      else soundWords.set(key, [soundsIndexed]);
    }
    return soundWords;
  }

  /**
   * Products whose name words come close to the keys' words despite typos ("samsng"), with how close (typoCloseness):
   * `byLetters`. And, from the same pass, `bySound()`: products whose name words sound like the keys' words ("айфон" →
   * iPhone, "найк" → Nike), a word met by its sound counting as soundCloseness says; a sound key meets looser company,
   * so the listing asks it only when nothing within the page's scope is close by its letters.
   */
  function typoSearch(keys: string[]): { byLetters: Matches; bySound: () => Matches } {
    const index = trigramIndex();
    const sounds = soundIndex();
    const byLetters: Matches = { list: [], score: new Float64Array(docs.length) };
    // Per key and product, what each query word shares with its closest name word: trigrams (`shared`), and the
    // closeness of a name word that sounds like it (`heard`).
    const perKey: { sizes: number[]; shared: Map<number, Float64Array>; heard: Map<number, Float64Array> }[] = [];
    for (const key of keys) {
      const query = searchWords(key);
      if (query.length === 0) continue;
      const sizes = query.map((q) => trigrams(q).length);
      const shared = new Map<number, Float64Array>();
      const heard = new Map<number, Float64Array>();
      const note = (rows: Map<number, Float64Array>, w: number, n: number, count: number) => {
        for (const i of nameDocs[w]) {
          const doc = docs[i];
          if (!doc.alive || !has(doc.name, w)) continue;
          let row = rows.get(i);
          if (!row) rows.set(i, (row = new Float64Array(query.length)));
          if (row[n] < count) row[n] = count;
        }
      };
      query.forEach((q, n) => {
        const counts = new Map<number, number>();
        for (const t of trigrams(q)) for (const w of index.get(t) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
        for (const [w, count] of counts) if (count >= sizes[n] * TYPO_WORD_FLOOR) note(shared, w, n, count);
        for (const w of sounds.get(soundKey(q)) ?? []) note(heard, w, n, sizes[n] * soundCloseness(q, words[w]));
      });
      for (const [i, row] of shared) {
        const closeness = typoCloseness(row, sizes);
        if (closeness >= TYPO_CLOSENESS) add(byLetters, i, closeness);
      }
      perKey.push({ sizes, shared, heard });
    }
    const bySound = () => {
      const found: Matches = { list: [], score: new Float64Array(docs.length) };
      for (const { sizes, shared, heard } of perKey) {
        for (const [i, sounded] of heard) {
          const letters = shared.get(i);
          const row = letters ? sounded.map((v, n) => Math.max(v, letters[n])) : sounded;
          const closeness = typoCloseness(row, sizes);
          if (closeness >= TYPO_CLOSENESS) add(found, i, closeness);
        }
      }
      return found;
    };
    return { byLetters, bySound };
  }



  /**
   * The order of a sort: negative when product a comes first. Ties in id order, as the database would break them.
   * Best sellers, and relevance without a search, put what can be bought first; price and date sorts are exactly what
   * they say.
   */
  function comparator(sort: Sort, matches: Matches | null): (a: number, b: number) => number {
    const byId = (a: number, b: number) => (docs[a].id < docs[b].id ? -1 : 1);
    const inStock = (i: number) => (docs[i].stock > 0 ? 1 : 0);
    switch (sort) {
      case 'newest':
        return (a, b) => docs[b].created - docs[a].created || byId(a, b);
      case 'price-asc':
        return (a, b) => docs[a].price - docs[b].price || byId(a, b);
      case 'price-desc':
        return (a, b) => docs[b].price - docs[a].price || byId(a, b);
      case 'bestsellers':
        return (a, b) => inStock(b) - inStock(a) || docs[b].sold - docs[a].sold || byId(a, b);
      case 'relevance':
        if (!matches) return comparator('bestsellers', null);
        return (a, b) => inStock(b) - inStock(a) || matches!.score[b] - matches!.score[a] || docs[b].sold - docs[a].sold || byId(a, b);
    }
  }

  return {
    /** Reads what changed since the last look (the first reads everything). */
    fresh,
    inScope,
    wordSearch,
    /** Whether any product's word is or starts with this one. */
    knows: (prefix: string) => startingWith(prefix).length > 0,
    typoSearch,
    preferWritten,
    comparator,
    doc: (i: number) => docs[i],
    /** The number of an id or an origin's code (UNKNOWN for one no product has). */
    ref: (name: string) => refs.get(name) ?? UNKNOWN,
    /** The id or code a number stands for. */
    refName: (n: number) => refNames[n],
  };
}

/** The rows of a db.execute answer (PGlite and node-postgres both give `rows`). */
function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The first `k` of `items` in order, sorted: a bounded heap, so a page of 24 among 100,000 products is one pass, not a sort.
 */
export function firstInOrder(items: number[], k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (k * 4 >= items.length) return items.sort(compare).slice(0, k);
  // A heap whose top is the last of the kept: a newcomer that comes before it replaces it.
  const heap: number[] = [];
  const up = (n: number) => {
    while (n > 0) {
      const parent = (n - 1) >> 1;
      if (compare(heap[n], heap[parent]) <= 0) return;
      [heap[n], heap[parent]] = [heap[parent], heap[n]];
      n = parent;
    }
  };
  const down = (n: number) => {
    for (;;) {
      const l = 2 * n + 1;
      const r = l + 1;
      let last = n;
      if (l < heap.length && compare(heap[l], heap[last]) > 0) last = l;
      if (r < heap.length && compare(heap[r], heap[last]) > 0) last = r;
      if (last === n) return;
      [heap[n], heap[last]] = [heap[last], heap[n]];
      n = last;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0]) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}
