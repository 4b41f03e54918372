import { describe, expect, it } from 'vitest';
import { foldText, queryKeys } from './search-fold';

/** A query finds an indexed text when one of the query's keys is the text's key. */
const meets = (indexed: string, query: string) => queryKeys(query).includes(foldText(indexed));

describe('foldText and queryKeys: the typings of one word meet', () => {
  it.each([
    ['утас', ['утас', 'УТАС', 'Утас', 'utas', 'UTAS', 'ytac', 'YTAC', 'утac' /* Latin a and c */]],
    ['хүүхдийн', ['huuhdiin', 'khuukhdiin', 'xuuxdiin', 'hvvhdiin', 'huuhdiyn', 'huuhdin', 'ХҮҮХДИЙН']],
    ['цүнх', ['tsunkh', 'cunh', 'tsvnh', 'cunx']],
    ['гутал', ['gutal', 'GUTAL', 'гутал']],
    ['шампунь', ['shampun', 'SHAMPUN']],
    ['чихэвч', ['chihevch', 'chikhevch', 'chixevch']],
    ['өвөл', ['uvul', 'övöl', 'ÖVÖL', 'ovol', 'o\u0308vo\u0308l' /* decomposed ö */]],
    ['утасгүй чихэвч', ['utasgui chihevch', 'utasgvi chihevch']],
    ['үнэ', ['une', 'vne']],
    ['цагаан', ['tsagaan', 'cagaan', 'tsagan']],
    ['ерөнхий', ['yerunhii', 'erunhii', 'yeronhii']],
    ['Samsung', ['samsung', 'SAMSUNG', 'Самсунг']],
  ])('%s', (indexed, queries) => {
    for (const query of queries) expect({ query, meets: meets(indexed, query) }).toEqual({ query, meets: true });
  });

  it('meets in the three ways the brief names for утас', () => {
    const key = foldText('утас');
    expect(queryKeys('utas')).toContain(key);
    expect(queryKeys('ytac')).toContain(key);
    expect(queryKeys('УТАС')).toContain(key);
  });

  it('keeps words that differ apart', () => {
    expect(meets('гутал', 'utas')).toBe(false);
    expect(meets('утас', 'itac')).toBe(false); // "itac" has no look-alike reading of утас (i is not у)
    expect(meets('цүнх', 'chunh')).toBe(false); // ч is not ц
    expect(meets('шампунь', 'sampun')).toBe(false); // ш is not с
  });
});

describe('foldText', () => {
  it('gives the documented keys', () => {
    expect(foldText('утас')).toBe('utas');
    expect(foldText('хүүхдийн')).toBe('huhdin');
    expect(foldText('цүнх')).toBe('cunh');
    expect(foldText('шампунь')).toBe('shampun');
    expect(foldText('чихэвч')).toBe('chihevch');
    expect(foldText('өвөл')).toBe('uvul');
    expect(foldText('Өвлийн гутал')).toBe('uvlin gutal');
  });

  it('keeps English words recognisable', () => {
    expect(foldText('Vitamin C')).toBe('vitamin c');
    expect(foldText('phone')).toBe('phone');
    expect(foldText('Samsung Galaxy')).toBe('samsung galahi'); // x is х: consistent, if not pretty
    expect(foldText('Chevrolet')).toBe('chevrolet');
    expect(foldText('12V battery')).toBe('12 v batteri');
  });

  it('keeps digits and puts a space between digits and letters', () => {
    expect(foldText('128GB')).toBe('128 gb');
    expect(foldText('128 gb')).toBe('128 gb');
    expect(foldText('iPhone15 Pro, 256ГБ')).toBe('iphone 15 pro 256 gb');
    expect(foldText('１２８ＧＢ')).toBe('128 gb');
  });

  it('turns punctuation and runs of space into single spaces, and drops apostrophes', () => {
    expect(foldText('  Samsung — Galaxy   S24 (Ultra)!  ')).toBe('samsung galahi s 24 ultra');
    expect(foldText("L'Oréal Paris")).toBe('loreal paris');
    expect(foldText('L’Oréal')).toBe(foldText('loreal'));
    expect(foldText('T-shirt')).toBe('t shirt');
    expect(foldText('')).toBe('');
    expect(foldText(' ... ')).toBe('');
  });

  it('keeps letters of other scripts', () => {
    expect(foldText('농심 신라면')).toBe('농심 신라면');
    expect(foldText('無印良品 MUJI')).toBe('無印良品 muji');
  });

  it('reads look-alikes as Cyrillic only inside a word that is already Cyrillic', () => {
    expect(foldText('утac')).toBe('utas');
    expect(foldText('iPhone-ийн')).toBe('iphone in');
    expect(foldText('iPhoneийн')).toBe('iphonein'); // n and i have no Cyrillic look-alike: a brand with a suffix
    expect(foldText('Samsung утас')).toBe('samsung utas');
  });
});

describe('queryKeys', () => {
  it('gives the plain fold, the o-as-u fold and the look-alike fold, without repeats', () => {
    expect(queryKeys('ytac')).toEqual(['itac', 'utas']);
    expect(queryKeys('ovol')).toEqual(['ovol', 'uvul']);
    expect(queryKeys('утас')).toEqual(['utas']);
    expect(queryKeys('samsung')).toEqual(['samsung']);
    expect(queryKeys('phone')).toEqual(['phone', 'phune', 'rnone']);
  });

  it('never gives more than 3 keys, nor an empty one', () => {
    expect(queryKeys('xop ytac boot').length).toBeLessThanOrEqual(3);
    expect(queryKeys('')).toEqual([]);
    expect(queryKeys('  !? ')).toEqual([]);
  });
});
