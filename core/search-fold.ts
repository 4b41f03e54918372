// Folding text into a search key (mongolia.md "Search habits"). Shoppers type Mongolian in Cyrillic, in Latin letters
// several ways, and in Latin letters that look Cyrillic ("ytac" for "утас"). The catalog (names, brands, tags) and the
// queries are folded by the same function, so consistency matters more than phonetics: the key is never shown.
//
// foldText, in order:
// 1. Lowercase (and NFC, so a decomposed ö or й is one letter). Inside a word that mixes scripts, Latin letters that
//    look Cyrillic are read as Cyrillic ("утac" with a Latin c is "утас"), but only when all its Latin letters could be
//    look-alikes, so "iPhoneийн" stays as it is.
// 2. One letter at a time, Cyrillic → Latin by one canonical map, already in the form step 3 leaves alone:
//    х→h, ц→c, ч→ch, ш→sh, щ→sh, ж→j, й→i, ы→i, е→e, э→e, я→ia, ю→iu, ё→io, ь and ъ→nothing, ө→u, ү→u.
//    Latin ö, ü → u; other accents are dropped (é→e), full-width forms fold (１２８ＧＢ→128gb). Other scripts' letters
//    (Hangul, kana, Han) are kept; apostrophes vanish (l'oreal → loreal); any other punctuation is a space.
// 3. Latin rules, the same for every input: kh→h, x→h, ts→c, ye→e, then y→i. A v stands for ү (typed for its look:
//    "hvvhed", "vnee", "utasgvi") when no vowel or digit is next to it, or between a consonant and an i; otherwise it is
//    the v of в or of English ("vitamin", "өвөл", "chevrolet", "12v"). A repeated vowel is one vowel (long vowels are
//    often typed short, and ий/ы/iy all meet as i). A space separates digits from letters ("128GB" and "128 gb" meet).
//
// Why ө → u and not o: Latin typists write ө as "u" or "o" ("uvul", "ovol", MNS "övöl") and ү as "u". Folding ө, ү and у
// all to u makes "uvul" and "övöl" meet "өвөл" directly. Folding every o to u as well would also catch "ovol", but it
// would blur о with у and mangle English ("phone" → "phune"); instead queryKeys adds a second key with the query's o read
// as u. Vowel harmony keeps о and ө out of the same Mongolian word, so rewriting every o of a Latin query is safe for one
// word; a query mixing a true о word with an ө-typed-as-o word matches each word under a different key.
//
// Accepted costs: the rules also act on English and on letter pairs that were never one sound ("galaxy" → "galahi",
// "shorts" → "shorc", Cyrillic тс → c like ц), identically on both sides, so only the key looks odd. Known misses: й
// typed as j (j is ж), ө typed as o in catalog text written in Latin, Russian-style zh for ж.

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'io', ж: 'j', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', ө: 'u', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ү: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'ch', ш: 'sh',
  щ: 'sh', ъ: '', ы: 'i', ь: '', э: 'e', ю: 'iu', я: 'ia',
};

/** Latin letters that look like Cyrillic ones: "ytac" typed for "утас" (y→у, t→т, a→а, c→с). */
const LOOKALIKE_TO_CYRILLIC: Record<string, string> = {
  a: 'а', b: 'в', c: 'с', e: 'е', h: 'н', k: 'к', m: 'м', o: 'о', p: 'р', t: 'т', x: 'х', y: 'у',
};

const COMBINING_MARK = /[\u0300-\u036f]/;
const CYRILLIC = /[\u0400-\u04ff]/;
const LATIN = /[a-z]/;
const LATIN_NOT_LOOKALIKE = /[dfgijlnqrsuvwz]/;
const LOOKALIKES = /[abcehkmoptxy]/g;
const ASCII_OR_CYRILLIC = /^[\u0000-\u007f\u0400-\u04ff]+$/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const WORD = /[\p{L}\p{M}]+/gu;
// A word mixing scripts has a Latin and a Cyrillic letter side by side somewhere: a cheap test before the word split.
const MIXED_WORD = /[a-z][\u0400-\u04ff]|[\u0400-\u04ff][a-z]/;

// What one character becomes in step 2: a table by char code for ASCII and Cyrillic (the hot path), and anything else
// worked out once and remembered.
const FAST_LIMIT = 0x500;
const fastMap: string[] = [];
for (let code = 0; code < FAST_LIMIT; code++) {
  const ch = String.fromCharCode(code);
  if (code < 0x80) fastMap.push(/[a-z0-9]/.test(ch) ? ch : ch === "'" || ch === '`' ? '' : ' ');
  else fastMap.push(CYRILLIC_TO_LATIN[ch] ?? (/\p{M}/u.test(ch) ? '' : LETTER_OR_DIGIT.test(ch) ? ch : ' '));
}
const slowMap = new Map<string, string>([
  ['’', ''],
  ['ʼ', ''],
  ['‘', ''],
  ['ö', 'u'],
  ['ü', 'u'],
]);

function mapChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (ch.length === 1 && code < FAST_LIMIT && (code < 0x80 || code >= 0x400)) return fastMap[code];
  const known = slowMap.get(ch);
  if (known !== undefined) return known;
  let mapped: string;
  if (COMBINING_MARK.test(ch)) mapped = '';
  else {
    const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    // Only when that leaves ASCII or Cyrillic: Hangul also decomposes (into jamo), and must stay whole.
    if (base !== ch && ASCII_OR_CYRILLIC.test(base)) mapped = Array.from(base, mapChar).join('');
    else mapped = LETTER_OR_DIGIT.test(ch) ? ch : ' ';
  }
  slowMap.set(ch, mapped);
  return mapped;
}

const isVowel = (c: string | undefined) => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u' || c === 'y';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isConsonant = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z' && !isVowel(c);

function readMixedWord(word: string): string {
  if (!CYRILLIC.test(word) || !LATIN.test(word) || LATIN_NOT_LOOKALIKE.test(word)) return word;
  return word.replace(LOOKALIKES, (c) => LOOKALIKE_TO_CYRILLIC[c]);
}

/** The search key of a text: see the rules at the top of this file. Pure; used on the catalog and on queries. */
export function foldText(text: string): string {
  let s = text.toLowerCase();
  if (COMBINING_MARK.test(s)) s = s.normalize('NFC');
  if (MIXED_WORD.test(s)) s = s.replace(WORD, readMixedWord);

  let latin = '';
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < 0x80 || (code >= 0x400 && code < FAST_LIMIT)) latin += fastMap[code];
    else if (code >= 0xd800 && code < 0xdc00) latin += mapChar(s.slice(i, ++i + 1)); // a surrogate pair: one character
    else latin += mapChar(s[i]);
  }

  // Step 3 in one pass. `last` is the last character written; a space is only written before a following word.
  let out = '';
  let last = ' ';
  let pendingSpace = false;
  for (let i = 0; i < latin.length; i++) {
    let c = latin[i];
    const next = latin[i + 1];
    if (c === ' ') {
      pendingSpace = last !== ' ';
      continue;
    }
    if (c === 'k' && next === 'h') {
      c = 'h';
      i++;
    } else if (c === 't' && next === 's') {
      c = 'c';
      i++;
    } else if (c === 'y' && next === 'e') {
      c = 'e';
      i++;
    } else if (c === 'x') c = 'h';
    else if (c === 'y') c = 'i';
    else if (c === 'v') {
      const prev = latin[i - 1];
      const isolated = !isVowel(prev) && !isVowel(next) && !isDigit(prev) && !isDigit(next);
      if (isolated || (isConsonant(prev) && next === 'i')) c = 'u';
    }
    if (pendingSpace) {
      out += ' ';
      pendingSpace = false;
    } else if (c === last && isVowel(c)) continue;
    else if (last !== ' ' && isDigit(c) !== isDigit(last)) out += ' ';
    out += c;
    last = c;
  }
  return out;
}

/**
 * The distinct keys to look a query up by, best first (at most 3): its fold; for a query with a Latin o, the fold with
 * o read as u (ө typed as o: "ovol" → "uvul"); and for an all-Latin query, the fold of it read as Cyrillic look-alikes
 * ("ytac" → "утас" → "utas"). Empty for a query with nothing to search by.
 */
export function queryKeys(query: string): string[] {
  const lower = query.toLowerCase();
  const keys = [foldText(lower)];
  if (lower.includes('o')) keys.push(foldText(lower.replaceAll('o', 'u')));
  if (LATIN.test(lower) && !CYRILLIC.test(lower)) keys.push(foldText(lower.replace(LOOKALIKES, (c) => LOOKALIKE_TO_CYRILLIC[c])));
  return [...new Set(keys)].filter((key) => key !== '').slice(0, 3);
}
