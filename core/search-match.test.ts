import { describe, expect, it } from 'vitest';
import { TYPO_CLOSENESS, searchWords, textWords, trigrams, typoCloseness, wordWeight } from './search-match';

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
});
