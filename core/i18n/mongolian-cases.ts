// Mongolian case endings for names the interface puts into sentences ("from {country}", "the {amount} gift card",
// "apply to {plan}"). Mongolian is agglutinative and its suffixes follow vowel harmony, so a suffix cannot be glued on
// in the catalogue ("Хятад-аас"): it depends on the word. The catalogue asks for a case with i18next's formatter syntax,
// `{{country, ablative}}`, and this module declines the value (core/i18n/index.ts registers the formatters).
//
// What it covers (docs: ../shared/spec/mongolia.md, "Grammar the interface needs"):
// - Cyrillic words and phrases (the last word takes the suffix): Хятадаас, Японоос, Өмнөд Солонгосоос, Улаанбаатарт,
//   Хэнтийгээс, Говь-Алтайн.
// - Abbreviations in capitals take a hyphen and the full suffix: АНУ-аас, АНУ-ын, АНУ-д, ХХК-ийн.
// - Names in Latin letters take a hyphen and the suffix of how they are read: QPay-ээр, iPhone-оос, Storepay-д. The
//   reading is guessed from the spelling (the last vowel spelled; "ay/ai/ey/ei" read as эй, a silent final e ignored).
// - An amount of money written with ₮ is read "төгрөг": 50,000₮-өөс, 50,000₮-ийн, 50,000₮-ийг.
// Plain numbers are not declined (their endings depend on a hidden н: "5-нд", "5-аас"); the catalogue writes them
// with the ordinal "-р" or as dates ("{{date}}-нд") only, which core/i18n/catalogue-grammar.test.ts checks.
// Words with a hidden н (ус → усанд, мод → модноос) are not guessed: names the store declines do not have one.

export const MN_CASES = ['genitive', 'accusative', 'dative', 'ablative', 'instrumental', 'comitative'] as const;
export type MnCase = (typeof MN_CASES)[number];

export function isMnCase(value: string): value is MnCase {
  return (MN_CASES as readonly string[]).includes(value);
}

/** Which vowel a suffix takes: а (back), о (back, rounded), э (front), ө (front, rounded). */
type Harmony = 'а' | 'о' | 'э' | 'ө';

const LONG: Record<Harmony, string> = { а: 'аа', о: 'оо', э: 'ээ', ө: 'өө' };
const COMITATIVE: Record<Harmony, string> = { а: 'тай', о: 'той', э: 'тэй', ө: 'тэй' };
const isFront = (h: Harmony) => h === 'э' || h === 'ө';

const VOWELS = 'аэиоуөүыяеёюй';
const SHORT_VOWELS = 'аэоөуү';
const DIPHTHONGS = ['ай', 'ой', 'уй', 'үй', 'эй', 'ий', 'ый', 'яй', 'ёй', 'ей'];
const LONG_VOWELS = ['аа', 'ээ', 'оо', 'өө', 'уу', 'үү', 'яа', 'ёо', 'юу', 'еэ'];

/** The class of a Cyrillic word by its last vowel that is not neutral (и, й, е, ь; a word of only those is front). */
function cyrillicHarmony(word: string): Harmony {
  for (let i = word.length - 1; i >= 0; i--) {
    const c = word[i];
    if ('ауяюы'.includes(c)) return 'а';
    if ('оё'.includes(c)) return 'о';
    if ('эү'.includes(c)) return 'э';
    if (c === 'ө') return 'ө';
  }
  return 'э';
}

type Ending =
  | { kind: 'diphthong' } // ай, ий, …: далайн, Хэнтийгээс
  | { kind: 'long' } // аа, үү, …: дүүгийн, ногоогоос
  | { kind: 'short' } // one vowel after a consonant, dropped before a vowel suffix: хутга → хутгаас
  | { kind: 'i' } // и or ь after a consonant: Англиас, Говиас
  | { kind: 'consonant'; letter: string; afterVowel: boolean };

function ending(word: string): Ending {
  const last = word.at(-1)!;
  const two = word.slice(-2);
  if (DIPHTHONGS.includes(two)) return { kind: 'diphthong' };
  if (LONG_VOWELS.includes(two)) return { kind: 'long' };
  if (last === 'и' || last === 'ь') return { kind: 'i' };
  if (SHORT_VOWELS.includes(last)) return { kind: 'short' };
  if ('яеёю'.includes(last)) return { kind: 'long' };
  return { kind: 'consonant', letter: last, afterVowel: VOWELS.includes(word.at(-2) ?? '') };
}

/** A Cyrillic word (lower case) with the case ending glued on. */
function declineCyrillic(word: string, grammaticalCase: MnCase): string {
  const h = cyrillicHarmony(word);
  const end = ending(word);
  const stem = end.kind === 'short' ? word.slice(0, -1) : word;
  // Before a vowel suffix: ь turns into и (Говь → Говиас); и keeps, and the suffix's long vowel shortens (Англиас).
  const iStem = word.endsWith('ь') ? `${word.slice(0, -1)}и` : word;
  const front = isFront(h);
  switch (grammaticalCase) {
    case 'ablative':
    case 'instrumental': {
      const tail = grammaticalCase === 'ablative' ? 'с' : 'р';
      if (end.kind === 'i') return `${iStem}${h}${tail}`;
      if (end.kind === 'diphthong' || end.kind === 'long') return `${word}г${LONG[h]}${tail}`;
      return `${stem}${LONG[h]}${tail}`;
    }
    case 'genitive': {
      if (end.kind === 'diphthong') return `${word}н`;
      if (end.kind === 'long') return `${word}гийн`;
      if (end.kind === 'i') return word.endsWith('ь') ? `${word.slice(0, -1)}ийн` : `${word}йн`;
      if (end.kind === 'consonant' && end.letter === 'н') return `${word}${front ? 'ий' : 'ы'}`;
      if (end.kind === 'consonant' && 'гкжчшщ'.includes(end.letter)) return `${word}ийн`;
      return `${stem}${front ? 'ийн' : 'ын'}`;
    }
    case 'accusative': {
      if (end.kind === 'diphthong' || end.kind === 'long') return `${word}г`;
      if (end.kind === 'i') return word.endsWith('ь') ? `${word.slice(0, -1)}ийг` : `${word}йг`;
      if (end.kind === 'consonant' && 'гкжчшщ'.includes(end.letter)) return `${word}ийг`;
      return `${stem}${front ? 'ийг' : 'ыг'}`;
    }
    case 'dative': {
      if (end.kind !== 'consonant') return `${word}д`;
      const { letter, afterVowel } = end;
      // -т after г, р, с, к (Солонгост, Улаанбаатарт, лизингт); с after a consonant takes a vowel (улсад, Увсад).
      if (letter === 'с' && !afterVowel) return `${word}${h}д`;
      if ('грск'.includes(letter)) return `${word}т`;
      if ('жчшщ'.includes(letter)) return `${word}ид`;
      if ('нлмвй'.includes(letter)) return `${word}д`;
      return `${word}${h}д`; // д, т, х, з, ц, б, п, ф: Хятадад, хотод, ахад
    }
    case 'comitative':
      return `${word}${COMITATIVE[h]}`;
  }
}

/** The full suffix a hyphenated name takes (an abbreviation, a Latin name, an amount): АНУ-аас, QPay-ээр, 5,000₮-ийн. */
function hyphenSuffix(grammaticalCase: MnCase, h: Harmony, sound: { iGenitive: boolean; tDative: boolean }): string {
  switch (grammaticalCase) {
    case 'ablative':
      return `${LONG[h]}с`;
    case 'instrumental':
      return `${LONG[h]}р`;
    case 'genitive':
      return sound.iGenitive || isFront(h) ? 'ийн' : 'ын';
    case 'accusative':
      return sound.iGenitive || isFront(h) ? 'ийг' : 'ыг';
    case 'dative':
      return sound.tDative ? 'т' : 'д';
    case 'comitative':
      return COMITATIVE[h];
  }
}

// The names of the letters, as an abbreviation is read: "АНУ" is "а-эн-у".
const LETTER_NAMES: Record<string, string> = {
  А: 'а', Б: 'бэ', В: 'вэ', Г: 'гэ', Д: 'дэ', Е: 'е', Ё: 'ё', Ж: 'жэ', З: 'зэ', И: 'и', Й: 'и', К: 'ка', Л: 'эл', М: 'эм',
  Н: 'эн', О: 'о', Ө: 'ө', П: 'пэ', Р: 'эр', С: 'эс', Т: 'тэ', У: 'у', Ү: 'ү', Ф: 'фэ', Х: 'хэ', Ц: 'цэ', Ч: 'чэ', Ш: 'ша',
  Щ: 'ща', Ъ: '', Ы: 'ы', Ь: '', Э: 'э', Ю: 'ю', Я: 'я',
};

/**
 * An abbreviation's suffix: its class is that of its first letter's name, without rounding (АНУ-аас, ОХУ-аас, ХХК-ийн,
 * МУИС-ийн); -т after a last letter read with р or с (МУИС-т), -ийн after one read with г, к, ж, ч, ш or и.
 */
function abbreviationSuffix(abbr: string, grammaticalCase: MnCase): string {
  const firstVowel = (LETTER_NAMES[abbr[0]] ?? 'э').match(/[аэиоуөүыяеёю]/)?.[0] ?? 'э';
  const h: Harmony = 'ауоыяёю'.includes(firstVowel) ? 'а' : 'э';
  const last = abbr.at(-1)!;
  return hyphenSuffix(grammaticalCase, h, { iGenitive: 'ГКЖЧШЩИЙ'.includes(last), tDative: 'РС'.includes(last) });
}

/** How a Latin-script name reads, roughly: its class from the last vowel spelled, and its last sound. */
function latinSuffix(word: string, grammaticalCase: MnCase): string {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (/[^aeiouy]e$/.test(w) && w.length > 3) w = w.slice(0, -1); // a silent e: iPhone is read "айфон"
  const groups = w.match(/[aeiouy]+/g) ?? [];
  let h: Harmony = 'э';
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i];
    if (/ay|ai|ey|ei|ee|ea/.test(g)) { h = 'э'; break; } // QPay is read "кюпэй"
    if (g.includes('o')) { h = 'о'; break; }
    if (/[au]/.test(g)) { h = 'а'; break; }
    if (g.includes('e')) { h = 'э'; break; }
  }
  const ng = w.endsWith('ng');
  return hyphenSuffix(grammaticalCase, h, {
    iGenitive: /(g|k|ck|ch|sh|i|y)$/.test(w),
    tDative: !ng && /[gkrs]$/.test(w),
  });
}

const AMOUNT = /\d[\d,\s]*₮$/;

/**
 * `text` in the Mongolian case asked for: the last word takes the suffix (Өмнөд Солонгос → Өмнөд Солонгосоос). Text that
 * ends in a plain number is refused (see the top of this file), as is empty text.
 */
export function decline(text: string, grammaticalCase: MnCase): string {
  const value = text.trim();
  if (AMOUNT.test(value)) return `${value}-${hyphenSuffix(grammaticalCase, 'ө', { iGenitive: true, tDative: true })}`;
  if (value === '' || /\d$/.test(value)) throw new RangeError(`Cannot decline "${text}": only words and amounts in ₮ are declined`);
  const word = value.split(/[\s-]/).at(-1)!;
  if (/[A-Za-z]/.test(word)) return `${value}-${latinSuffix(word, grammaticalCase)}`;
  if (word.length > 1 && word === word.toUpperCase() && /^[А-ЯЁӨҮ]+$/.test(word)) return `${value}-${abbreviationSuffix(word, grammaticalCase)}`;
  const lower = word.toLowerCase();
  const declined = declineCyrillic(lower, grammaticalCase);
  // Keep the word's own capitals (Улаанбаатар): the declined form differs from the word only at its end.
  let same = 0;
  while (same < lower.length && lower[same] === declined[same]) same++;
  return value.slice(0, value.length - word.length) + word.slice(0, same) + declined.slice(same);
}
