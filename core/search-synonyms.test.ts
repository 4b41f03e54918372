import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { checkSynonymRule, compileSynonyms, synonymKeys, withSynonyms } from './search-synonyms';

const fieldOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (AppError.is(err)) return err.fields[0]?.messageKey;
    throw err;
  }
  return null;
};

describe('a synonym rule as staff type it', () => {
  it('is tidied: spaces trimmed and collapsed, blanks dropped', () => {
    expect(checkSynonymRule({ terms: ['  ноутбук ', '', 'зөөврийн   компьютер'], twoWay: true })).toEqual({ terms: ['ноутбук', 'зөөврийн компьютер'], twoWay: true });
  });

  it('needs two terms, each with letters, a short phrase, none the same to search', () => {
    expect(fieldOf(() => checkSynonymRule({ terms: ['ноутбук'], twoWay: true }))).toBe('synonym.tooFew');
    expect(fieldOf(() => checkSynonymRule({ terms: ['ноутбук', '!!!'], twoWay: true }))).toBe('synonym.noWords');
    expect(fieldOf(() => checkSynonymRule({ terms: ['ноутбук', 'noutbuk'], twoWay: true }))).toBe('synonym.same');
    expect(fieldOf(() => checkSynonymRule({ terms: ['ноутбук', 'laptop, notebook'], twoWay: true }))).toBe('synonym.comma');
    expect(fieldOf(() => checkSynonymRule({ terms: ['a', 'one two three four five'], twoWay: false }))).toBe('synonym.tooManyWords');
    expect(fieldOf(() => checkSynonymRule({ terms: ['a', 'b'.repeat(61)], twoWay: false }))).toBe('synonym.tooLong');
    expect(fieldOf(() => checkSynonymRule({ terms: Array.from({ length: 13 }, (_, i) => `word${'x'.repeat(i)}`), twoWay: true }))).toBe('synonym.tooMany');
  });
});

describe('the keys a query is also searched under', () => {
  const synonyms = compileSynonyms([
    { terms: ['ноутбук', 'laptop', 'зөөврийн компьютер'], twoWay: true },
    { terms: ['гутал', 'пүүз', 'ботинк'], twoWay: false },
    { terms: ['пылесос', 'тоос сорогч'], twoWay: false },
  ]);

  it('replaces a term by each of its alternatives, in any spelling the fold makes one', () => {
    expect(synonymKeys('noutbuk', synonyms).sort()).toEqual(['laptop', 'zuvrin kompiuter']);
    expect(synonymKeys('pilesos dyson', synonyms)).toEqual(['tos sorogch dyson']);
  });

  it('finds a phrase term, the longest at each place', () => {
    expect(synonymKeys('lg zuvrin kompiuter', synonyms).sort()).toEqual(['lg laptop', 'lg noutbuk']);
  });

  it('goes one way only where the rule says so', () => {
    expect(synonymKeys('gutal', synonyms).sort()).toEqual(['botink', 'puz']);
    expect(synonymKeys('puz', synonyms)).toEqual([]);
  });

  it('combines two terms of one query, and stays bounded', () => {
    const keys = synonymKeys('noutbuk gutal', synonyms);
    expect(keys).toContain('laptop puz');
    expect(keys).toContain('noutbuk botink');
    expect(keys).not.toContain('noutbuk gutal');
    expect(keys).toHaveLength(8);
    const many = compileSynonyms([{ terms: ['a1', 'b1', 'c1', 'd1', 'e1'], twoWay: true }]);
    expect(synonymKeys('a1 a1 a1', many).length).toBeLessThanOrEqual(16);
  });

  it('matches whole words only, and adds nothing without rules', () => {
    expect(synonymKeys('gutalnii', synonyms)).toEqual([]);
    expect(withSynonyms(['gutal'], compileSynonyms([]))).toEqual(['gutal']);
    expect(withSynonyms(['gutal', 'gutal'], synonyms)).toEqual(['gutal', 'puz', 'botink']);
  });
});
