// The store's search synonyms as staff edit them (/console/search): words shoppers type that should also find other
// words. Two-way, a group whose every term finds the others ("ноутбук ⇄ laptop ⇄ зөөврийн компьютер"); one-way, a term
// that also finds the rest ("гутал → пүүз, ботинк": a search for boots shows sneakers, not the other way round). Terms
// are compared folded (core/search-fold.ts), so "ноутбук" and "noutbuk" are one term and either spelling of a query
// meets the rule. The listing (server/modules/catalog/list-products.ts) adds a key per alternative to each of its word
// stages (the words as typed, their other readings, their stems); typos and sound-alikes are not expanded.
import { AppError, type FieldIssue } from './app-error';
import { foldText } from './search-fold';
import { searchWords } from './search-match';

export type SynonymRule = { terms: string[]; twoWay: boolean };

/** A rule holds at least two terms and at most this many. */
export const MAX_TERMS = 12;
/** A term is at most this many characters (a phrase of a few words). */
export const MAX_TERM_LENGTH = 60;
/** A term is at most this many words. */
const MAX_TERM_WORDS = 4;
/** A query is searched under at most this many keys of synonyms (a long query naming many synonyms stays one search). */
const MAX_KEYS = 16;

/** A term's words as the search compares them ("Зөөврийн компьютер" → ["zuuvriin", "kompiuter"]). */
export function termWords(term: string): string[] {
  return searchWords(foldText(term));
}

/**
 * A rule as staff typed it, checked and tidied: terms trimmed, blanks dropped, at least two, none longer than a short
 * phrase, no two the same to search. VALIDATION with the field's message otherwise.
 */
export function checkSynonymRule(input: { terms: string[]; twoWay: boolean }): SynonymRule {
  const terms = input.terms.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t !== '');
  const refuse = (fields: FieldIssue[]) => new AppError('VALIDATION', 'invalidRequest', { fields });
  if (terms.length < 2) throw refuse([{ path: 'terms', messageKey: 'synonym.tooFew' }]);
  if (terms.length > MAX_TERMS) throw refuse([{ path: 'terms', messageKey: 'synonym.tooMany', values: { max: MAX_TERMS } }]);
  const seen = new Map<string, string>();
  for (const term of terms) {
    // The console edits a rule as its terms joined by commas: a comma inside a term would split it there.
    if (term.includes(',')) throw refuse([{ path: 'terms', messageKey: 'synonym.comma', values: { term } }]);
    if (term.length > MAX_TERM_LENGTH) throw refuse([{ path: 'terms', messageKey: 'synonym.tooLong', values: { term: term.slice(0, 20), max: MAX_TERM_LENGTH } }]);
    const words = termWords(term);
    if (words.length === 0) throw refuse([{ path: 'terms', messageKey: 'synonym.noWords', values: { term } }]);
    if (words.length > MAX_TERM_WORDS) throw refuse([{ path: 'terms', messageKey: 'synonym.tooManyWords', values: { term, max: MAX_TERM_WORDS } }]);
    const key = words.join(' ');
    const same = seen.get(key);
    if (same !== undefined) throw refuse([{ path: 'terms', messageKey: 'synonym.same', values: { a: same, b: term } }]);
    seen.set(key, term);
  }
  return { terms, twoWay: input.twoWay };
}

/** The store's rules compiled for queries: per folded term, the folded terms it also finds. */
export type Synonyms = { alternatives: Map<string, string[]>; longest: number };

export const NO_SYNONYMS: Synonyms = { alternatives: new Map(), longest: 0 };

export function compileSynonyms(rules: SynonymRule[]): Synonyms {
  const found = new Map<string, Set<string>>();
  let longest = 0;
  for (const rule of rules) {
    const keys = rule.terms.map((t) => termWords(t).join(' ')).filter((k) => k !== '');
    const sources = rule.twoWay ? keys : keys.slice(0, 1);
    for (const source of sources) {
      const set = found.get(source) ?? new Set();
      for (const k of keys) if (k !== source) set.add(k);
      if (set.size === 0) continue;
      found.set(source, set);
      longest = Math.max(longest, source.split(' ').length);
    }
  }
  return { alternatives: new Map([...found].map(([k, v]) => [k, [...v]])), longest };
}

/**
 * The keys a folded query key is also searched under: each term of the rules found in it (whole words, the longest at
 * each place first) replaced by each of its alternatives, and combinations of them, at most MAX_KEYS. Empty when the key
 * names no term. "pilesos dyson" with "pilesos → toos sorogch" → ["toos sorogch dyson"].
 */
export function synonymKeys(key: string, synonyms: Synonyms): string[] {
  if (synonyms.longest === 0) return [];
  const words = searchWords(key);
  // Per place in the query, the phrase found there (its length in words and its alternatives).
  const found: { at: number; length: number; alternatives: string[] }[] = [];
  for (let at = 0; at < words.length; ) {
    let match: (typeof found)[number] | null = null;
    for (let length = Math.min(synonyms.longest, words.length - at); length > 0 && !match; length--) {
      const alternatives = synonyms.alternatives.get(words.slice(at, at + length).join(' '));
      if (alternatives) match = { at, length, alternatives };
    }
    if (match) {
      found.push(match);
      at += match.length;
    } else at++;
  }
  if (found.length === 0) return [];
  // Each found phrase as typed or as one of its alternatives; the query as typed is not among the answers.
  let variants: string[][] = [[]];
  let from = 0;
  for (const f of found) {
    const before = words.slice(from, f.at);
    const choices = [words.slice(f.at, f.at + f.length).join(' '), ...f.alternatives];
    variants = variants.flatMap((v) => choices.map((c) => [...v, ...before, c])).slice(0, MAX_KEYS + 1);
    from = f.at + f.length;
  }
  const rest = words.slice(from);
  return variants
    .slice(1)
    .map((v) => [...v, ...rest].join(' '))
    .slice(0, MAX_KEYS);
}

/** The keys with the keys their synonyms add, each once, the keys first. */
export function withSynonyms(keys: string[], synonyms: Synonyms): string[] {
  if (synonyms.longest === 0) return keys;
  return [...new Set([...keys, ...keys.flatMap((k) => synonymKeys(k, synonyms))])];
}
