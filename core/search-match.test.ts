import { describe, expect, it } from 'vitest';
import { foldText } from './search-fold';
import { SOUND_SHARE, TYPO_CLOSENESS, namedChoice, namedVariant, optionText, searchWords, soundCloseness, soundKey, stem, textWords, trigrams, typoCloseness, withFleetingVowel, withoutFleetingVowel, wordWeight, writtenWords } from './search-match';

describe('search matching rules', () => {
  it('searches by Latin words and digits only, and reads a text’s words once each', () => {
    expect(searchWords('samsung 128 gb 한국')).toEqual(['samsung', '128', 'gb']);
    expect(textWords('utas utas ухаалаг  utasgui')).toEqual(['utas', 'ухаалаг', 'utasgui']);
  });

  it('weighs the name above the rest and the whole word above its start', () => {
    expect(wordWeight('name', true)).toBeGreaterThan(wordWeight('name', false));
    expect(wordWeight('name', false)).toBeGreaterThan(wordWeight('text', false));
    expect(wordWeight('text', true)).toBeGreaterThan(wordWeight('text', false));
  });

  it('counts trigrams as pg_trgm does, the start padded by two spaces', () => {
    expect(trigrams('sam')).toEqual(['  s', ' sa', 'sam', 'am ']);
    expect(trigrams('aaa')).toEqual(['  a', ' aa', 'aaa', 'aa ']);
  });

  it('finds a dropped letter close enough, and an unrelated word not', () => {
    const shared = (q: string, w: string) => trigrams(q).filter((t) => trigrams(w).includes(t)).length;
    const close = (q: string, w: string) => typoCloseness([shared(q, w)], [trigrams(q).length]);
    expect(close('samsng', 'samsung')).toBeGreaterThanOrEqual(TYPO_CLOSENESS);
    expect(close('laptpo', 'laptop')).toBeGreaterThanOrEqual(TYPO_CLOSENESS);
    expect(close('samsng', 'xiaomi')).toBeLessThan(TYPO_CLOSENESS);
    // Two words: each counted by its trigrams.
    expect(typoCloseness([5, 0], [7, 5])).toBeCloseTo(5 / 12);
    expect(typoCloseness([], [])).toBe(0);
  });

  it('gives a foreign name written as it sounds (folded from Cyrillic) the sound key of its spelling', () => {
    const meet = [
      ['aifon', 'iphone'], // айфон
      ['makbuk', 'macbok'], // макбук, MacBook as folded
      ['eppl', 'apple'],
      ['votch', 'watch'], // вотч
      ['nort', 'north'],
      ['feis', 'face'], // фэйс
      ['vils', 'whels'], // вийлс, Wheels as folded
      ['pauer', 'power'], // пауэр
      ['gandam', 'gundam'], // гандам
      ['naik', 'nike'], // найк
    ];
    for (const [sound, spelling] of meet) expect(soundKey(sound), `${sound} / ${spelling}`).toBe(soundKey(spelling));
    expect(soundKey('aifon')).toBe('*fn');
    expect(soundKey('iphone')).not.toBe(soundKey('phone'));
    expect(soundKey('samsung')).not.toBe(soundKey('xiaomi'));
  });

  it('has no sound key for a word with digits or fewer than two consonants: it would meet too many', () => {
    expect(soundKey('256gb')).toBe('');
    expect(soundKey('air')).toBe('');
    expect(soundKey('ut')).toBe('');
  });

  it('counts a word met by its sound below a word met letter for letter, closer the more letters it shares', () => {
    expect(soundCloseness('naik', 'nike')).toBeGreaterThan(soundCloseness('naik', 'neck'));
    expect(soundCloseness('naik', 'neck')).toBeGreaterThanOrEqual(SOUND_SHARE);
    expect(soundCloseness('naik', 'nike')).toBeLessThan(1);
    expect(soundCloseness('naik', 'neck')).toBeGreaterThanOrEqual(TYPO_CLOSENESS);
  });

  it('takes Mongolian endings off a folded word: plural, case, a case outside a plural', () => {
    const stemOf = (word: string) => stem(foldText(word));
    expect(stemOf('утаснууд')).toBe(foldText('утас'));
    expect(stemOf('гуталнууд')).toBe(foldText('гутал'));
    expect(stemOf('шампуниуд')).toBe(foldText('шампунь'));
    expect(stemOf('эмэгтэйчүүдийн')).toBe(foldText('эмэгтэй'));
    expect(stemOf('машинд')).toBe(foldText('машин'));
    expect(stemOf('хүүхдэд')).toBe(foldText('хүүхдийн').slice(0, 4));
    expect(stemOf('ноолуураар')).toBe(foldText('ноолуур'));
    expect(stemOf('тосыг')).toBe(foldText('тос'));
    expect(stemOf('цүнхээ')).toBe(foldText('цүнх'));
    // The stem is always the word's start, so it still meets what the word met.
    for (const word of ['утаснууд', 'наранд', 'массажерууд', 'samsung', 'iphone']) expect(foldText(word).startsWith(stemOf(word))).toBe(true);
  });

  it('keeps a short word whole: three letters at least, four before a one-letter ending', () => {
    expect(stem('tos')).toBe('tos');
    expect(stem('utas')).toBe('utas');
    expect(stem('nike')).toBe('nike');
    expect(stem('bag')).toBe('bag');
  });
});

describe('option values a search names', () => {
  const phone = [
    { name: 'color', label: { en: 'Colour', mn: 'Өнгө' }, values: [{ code: 'black', label: { en: 'Black', mn: 'Хар' } }, { code: 'white', label: { en: 'White', mn: 'Цагаан' } }] },
    { name: 'storage', label: { en: 'Storage', mn: 'Багтаамж' }, values: [{ code: '128gb', label: { en: '128GB', mn: '128GB' } }, { code: '256gb', label: { en: '256GB', mn: '256GB' } }] },
  ];

  it('are words of the product’s text: labels in both languages, codes, and the options’ own labels', () => {
    expect(optionText(phone).split(' ').sort()).toEqual(['128', '256', 'bagtamj', 'black', 'cagan', 'colour', 'gb', 'har', 'storage', 'ungu', 'white'].sort());
  });

  it('pick the value the most query words name, in any language and spelling', () => {
    expect(namedChoice(phone, searchWords(foldText('tsagaan utas')))).toEqual({ color: 'white' });
    expect(namedChoice(phone, searchWords(foldText('256gb iphone хар')))).toEqual({ color: 'black', storage: '256gb' });
    expect(namedChoice(phone, searchWords(foldText('whi')))).toEqual({ color: 'white' });
  });

  it('name the first variant in stock with every named value, and none when no such variant is in stock', () => {
    const inStock = [{ color: 'black', storage: '128gb' }, { color: 'white', storage: '128gb' }, { color: 'white', storage: '256gb' }];
    expect(namedVariant(phone, inStock, searchWords(foldText('tsagaan utas')))).toEqual({ color: 'white', storage: '128gb' });
    expect(namedVariant(phone, inStock, searchWords(foldText('256gb white')))).toEqual({ color: 'white', storage: '256gb' });
    expect(namedVariant(phone, inStock, searchWords(foldText('256gb black')))).toBeNull();
    expect(namedVariant(phone, inStock, searchWords(foldText('iphone')))).toBeNull();
  });

  it('need three letters for a word’s start, and name nothing when no value is meant', () => {
    expect(namedChoice(phone, searchWords(foldText('galaxy s25 b')))).toEqual({});
    expect(namedChoice([{ name: 'size', label: { en: 'Size' }, values: [{ code: 's', label: { en: 'S' } }] }], searchWords(foldText('Galaxy S25')))).toEqual({});
    expect(namedChoice(phone, [])).toEqual({});
  });
});

describe('a fleeting vowel', () => {
  it('is dropped from a word’s last syllable, as Mongolian drops it before an ending', () => {
    expect(['gutal', 'uvul', 'huhed', 'utas'].map(withoutFleetingVowel)).toEqual(['gutl', 'uvl', 'huhd', 'uts']);
  });

  it('stays in a word of one syllable, one ending in a vowel or a consonant pair, and one with digits', () => {
    expect(['tos', 'nar', 'nohoi', 'samsung', 'gb12'].map(withoutFleetingVowel)).toEqual(['tos', 'nar', 'nohoi', 'samsung', 'gb12']);
  });
});

describe('words as written', () => {
  it('are a text’s Cyrillic words in lower case, marked apart from folded words', () => {
    expect(writtenWords('Нарны ТОС, тоос сорогч iPhone тос')).toEqual(['=нарны', '=тос', '=тоос', '=сорогч']);
    expect(writtenWords('Samsung Galaxy')).toEqual([]);
  });
});

describe('a fleeting vowel put back', () => {
  it('goes between a stem’s last two consonants, each vowel in turn', () => {
    expect(withFleetingVowel('gutl')).toEqual(['gutal', 'gutel', 'gutil', 'gutol', 'gutul']);
    expect(withFleetingVowel('uvl')).toContain('uvul');
  });

  it('is nothing for a stem that does not end in two consonants', () => {
    expect(['gutal', 'nohoi', 'tl', 'gb12'].flatMap(withFleetingVowel)).toEqual([]);
  });
});
