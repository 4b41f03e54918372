// How a folded query (core/search-fold.ts) meets a folded product text: the rules the shop's listing index applies
// (server/modules/catalog/listing-index.ts). Plain functions, so the rules are tested on their own.
import { foldText } from './search-fold';

/** The words of a folded key that a search can match: Latin letters and digits (a key's other letters are dropped). */
export function searchWords(key: string): string[] {
  return key.split(' ').filter((w) => /^[a-z0-9]+$/.test(w));
}

/** The words of a folded product text, once each. */
export function textWords(folded: string): string[] {
  return [...new Set(folded.split(' ').filter((w) => w !== ''))];
}

/**
 * How much a product word counts for a query word it matches: in the name (and brand, tags) above the rest of its text
 * (categories), and the whole word three times a word that merely starts with it ("utas" above "utasgui", wireless).
 */
export function wordWeight(field: 'name' | 'text', whole: boolean): number {
  return (field === 'name' ? 1 : 0.4) * (whole ? 3 : 1);
}

/**
 * A word's trigrams as pg_trgm counts them: the word padded with two spaces before and one after, so its start weighs
 * more than its end ("samsng" and "samsung" share "  s", " sa", "sam", "ams" and "ng ").
 */
export function trigrams(word: string): string[] {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

/**
 * A typo's closeness, for when no word matches: the share of the query's trigrams found among those of the product's
 * name words, each query word counted by its trigrams and met by its closest word (like pg_trgm's word_similarity).
 * `shared[i]`: trigrams the i-th query word shares with its closest name word; `sizes[i]`: its own trigram count.
 */
export function typoCloseness(shared: ArrayLike<number>, sizes: ArrayLike<number>): number {
  let met = 0;
  let all = 0;
  for (let i = 0; i < sizes.length; i++) {
    met += shared[i];
    all += sizes[i];
  }
  return all === 0 ? 0 : met / all;
}

/** A typo search finds what is at least this close (pg_trgm's word similarity threshold as the store set it). */
export const TYPO_CLOSENESS = 0.5;

/** A query word's candidate name words: at least this share of its trigrams in common. */
export const TYPO_WORD_FLOOR = 0.34;

/**
 * A word's sound key, so that a foreign name written the way it sounds (in Cyrillic, folded: "айфон" → "aifon") meets its
 * own spelling ("iphone"): English spellings of one sound made one ("ph" → f, "wh"/"w" → v, "th" → t, "ck"/"q" → k,
 * "c" → s before e/i/y and k elsewhere, "ee"/"ea"/"ie" → i, "oo"/"ou" → u, "ow" → au, "tch" → ch, "y" → i), then the
 * consonants alone with a doubled one once, and a mark when the word starts with a vowel. "aifon" and "iphone" → "*fn",
 * "makbuk" and "macbok" → "mkbk", "votch" and "watch" → "vch". Empty for a word with digits or fewer than two consonants,
 * whose key would meet too many words.
 */
export function soundKey(word: string): string {
  if (!/^[a-z]+$/.test(word)) return '';
  const spoken = word
    .replace(/ph/g, 'f')
    .replace(/wh|w/g, 'v')
    .replace(/th/g, 't')
    .replace(/tch/g, 'ch')
    .replace(/ck|q/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c(?!h)/g, 'k')
    .replace(/ee|ea|ie/g, 'i')
    .replace(/oo|ou/g, 'u')
    .replace(/ov(?=[aeiou]|$)/g, 'au')
    .replace(/y/g, 'i');
  const consonants = spoken.replace(/[aeiou]/g, '').replace(/(.)\1+/g, '$1');
  if (consonants.length < 2) return '';
  return (/^[aeiou]/.test(spoken) ? '*' : '') + consonants;
}

/** A query word that meets a product's name word only by its sound counts at least this share of a word matched letter for letter. */
export const SOUND_SHARE = 0.9;

/**
 * How much a query word met by a name word's sound counts: SOUND_SHARE, and up to the rest by the letters the two share
 * (Dice's coefficient of their letters), so "naik" meets "nike" above "neck", whose sound key is the same.
 */
export function soundCloseness(query: string, word: string): number {
  const letters = new Map<string, number>();
  for (const c of query) letters.set(c, (letters.get(c) ?? 0) + 1);
  let common = 0;
  for (const c of word) {
    const left = letters.get(c) ?? 0;
    if (left > 0) {
      common++;
      letters.set(c, left - 1);
    }
  }
  return SOUND_SHARE + ((1 - SOUND_SHARE) * (2 * common)) / (query.length + word.length);
}

/**
 * Mongolian endings a shopper types that a product's name need not carry, as folded (core/search-fold.ts: a repeated
 * vowel is one, ө and ү are u, ы and ий are i). Plural: -чууд, -нууд/-нүүд, -иуд (шампуниуд), -ууд/-үүд. Case:
 * genitive -ийн/-ын, -ны/-ний; accusative -ийг/-ыг; dative -нд after a hidden n (наранд), -ад/-эд/-од, -д, -т;
 * ablative -аас/-ээс/-оос/-өөс; instrumental -аар/-ээр/-оор/-өөр; comitative -тай/-тэй/-той; reflexive -аа/-ээ/-оо.
 * Longest first.
 */
const PLURAL = ['chud', 'nud', 'iud', 'ud'];
const ENDINGS = [...PLURAL, 'and', 'end', 'ond', 'und', 'tai', 'tei', 'toi', 'ig', 'in', 'ni', 'ad', 'ed', 'od', 'as', 'es', 'os', 'us', 'ar', 'er', 'or', 'ur', 'd', 't', 'a', 'e', 'o'].sort(
  (a, b) => b.length - a.length,
);

/** `word` without the first of `endings` it ends with, keeping three letters (four before a one-letter ending). */
function withoutEnding(word: string, endings: string[]): string {
  const ending = endings.find((e) => word.endsWith(e) && word.length - e.length >= (e.length === 1 ? 4 : 3));
  return ending ? word.slice(0, -ending.length) : word;
}

/**
 * A folded word without the vowel of its last syllable, as Mongolian drops it before an ending ("гутал" → "гутлууд",
 * "өвөл" → "өвлийн", "утас" → "утсаа"): "gutal" → "gutl". The word itself when it does not end in consonant, vowel,
 * consonant after a syllable of its own, or would keep fewer than three letters. A query's stem searched this way meets
 * a name's word that has lost the vowel ("гутал" meets "гутлын"); withFleetingVowel goes the other way.
 */
export function withoutFleetingVowel(word: string): string {
  const m = /^([a-z]*[aeiou][a-z]*[^aeiou])[aeiou]([^aeiou0-9])$/.exec(word);
  return m && m[1].length >= 2 ? m[1] + m[2] : word;
}

/**
 * The words a stem that lost a fleeting vowel may have had ("gutl" of "гутлууд" → "gutal", "gutel", …, "gutul"): each
 * vowel put back between its last two consonants; none for a stem that does not end in two consonants. The listing keeps
 * the first that some product's word starts with ("гутлууд" meets "гутал", "өвлийн" meets "өвөл").
 */
export function withFleetingVowel(stem: string): string[] {
  const m = /^([a-z]*[aeiou][a-z]*[^aeiou0-9])([^aeiou0-9])$/.exec(stem);
  return m ? ['a', 'e', 'i', 'o', 'u'].map((v) => m[1] + v + m[2]) : [];
}

/**
 * The Cyrillic words of a text as written (lower case), marked with "=" so they never meet a folded word: the fold
 * makes "тос" (cream) and "тоос" (dust), "ус" (water) and "үс" (hair) one word, and these tell them apart again. A
 * product whose name has the query's word as written ranks above one that has only a word folding the same
 * (EXACT_BONUS). Latin words fold to themselves and need none.
 */
export function writtenWords(text: string): string[] {
  return [...new Set(text.normalize('NFC').toLowerCase().match(/[\u0400-\u04ff]+/g) ?? [])].map((w) => `=${w}`);
}

/** What a product's name gains for each query word it has as written (a whole word in the name counts 3). */
export const EXACT_BONUS = 1;

/** A product met by a query word's stem counts this share of one met by the word as typed. */
export const STEM_SHARE = 0.6;

/**
 * A folded word without its Mongolian endings: its last ending, then a plural one inside a case ending
 * ("emegteichudin" → "emegtei"). The stem is the word's start, so it still meets whatever the word met as a word start:
 * the listing asks it only when the words as typed find nothing.
 */
export function stem(word: string): string {
  const bare = withoutEnding(word, ENDINGS);
  const pluralGone = PLURAL.some((e) => bare.length === word.length - e.length && word.endsWith(e));
  return pluralGone ? bare : withoutEnding(bare, PLURAL);
}

/** A product option as the search reads it: its label and its values' codes and labels (any language). */
export type SearchableOption = { name: string; label: Record<string, string>; values: { code: string; label: Record<string, string> }[] };

/** The folded words of a value: its labels' and its code's. */
function valueWords(value: SearchableOption['values'][number]): string[] {
  return textWords(foldText([value.code, ...Object.values(value.label)].join(' ')));
}

/**
 * The words a product's options add to its searchable text: each option's label and its values' labels and codes
 * ("Өнгө", "хар", "Black", "256GB"), so "tsagaan utas" finds a phone that comes in white and "256gb iphone" an iPhone
 * sold with that storage.
 */
export function optionText(options: SearchableOption[]): string {
  return textWords(options.flatMap((o) => [foldText(Object.values(o.label).join(' ')), ...o.values.flatMap(valueWords)]).join(' ')).join(' ');
}

/**
 * The option values a search named, per option: the value the most query words are (or, from three letters, start) a
 * word of, the first of equals; { color: 'white' } for "tsagaan utas" on a phone sold in white, { storage: '256gb' } (not '128gb') for
 * "256gb iphone". {} when the words name no value.
 */
export function namedChoice(options: SearchableOption[], queryWords: string[]): Record<string, string> {
  const choice: Record<string, string> = {};
  // A word of one letter names nothing ("galaxy s25" folds to "galahi s 25": no size S), and a word's start counts
  // from three letters ("sil" names silver).
  const words = queryWords.filter((q) => q.length >= 2);
  if (words.length === 0) return choice;
  for (const option of options) {
    let best = 0;
    for (const value of option.values) {
      const own = valueWords(value);
      const met = words.filter((q) => own.some((w) => w === q || (q.length >= 3 && w.startsWith(q)))).length;
      if (met > best) {
        best = met;
        choice[option.name] = value.code;
      }
    }
  }
  return choice;
}

/**
 * The variant a card shows for a search that named option values: the first in stock (of `variants`, in the product's
 * order) with every named value, as its full choice of options; null when the search named none, or no variant in stock
 * has them all.
 */
export function namedVariant(options: SearchableOption[], variants: Record<string, string>[], queryWords: string[]): Record<string, string> | null {
  const named = Object.entries(namedChoice(options, queryWords));
  if (named.length === 0) return null;
  return variants.find((v) => named.every(([name, code]) => v[name] === code)) ?? null;
}
