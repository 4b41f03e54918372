// The demo store's search synonyms are rules staff could have saved, and each word they send a search to is one the
// demo catalog uses: a misspelt target ("тоос сорогчь") would find nothing and fail here.
import { describe, expect, it } from 'vitest';
import { checkSynonymRule, termWords } from '../../../core/search-synonyms';
import { productSearchText } from '../../modules/catalog/search-document';
import { brands, categories, products } from './catalog-data';
import { SEARCH_SYNONYMS } from './search-synonyms-data';

// Each shown product's words as the search reads them: names, brand, tags, and its category's and parent's names.
const categoryNames = new Map(categories.flatMap((parent) => (parent.children ?? []).map((c) => [c.slug, [c.nameEn, c.nameMn, parent.nameEn, parent.nameMn]])));
const brandNames = new Map(brands.map((b) => [b.slug, b.name]));
const productWords = products
  .filter((p) => p.active !== false)
  .map((p) => {
    const { searchDocument } = productSearchText({ nameEn: p.nameEn, nameMn: p.nameMn, brand: brandNames.get(p.brand) ?? null, categories: categoryNames.get(p.category) ?? [], tags: p.tags ?? [] });
    return searchDocument.split(' ');
  });

/** Whether some product has every word of the term, whole or as a word's start (as a search key is matched). */
const findsProducts = (term: string) => {
  const words = termWords(term);
  return productWords.some((doc) => words.every((w) => doc.some((d) => d.startsWith(w))));
};

describe('the demo store’s search synonyms', () => {
  it('are rules staff could save, as they are written', () => {
    for (const rule of SEARCH_SYNONYMS) expect(checkSynonymRule(rule), rule.terms.join(', ')).toEqual(rule);
  });

  it('send searches only to words the demo catalog uses', () => {
    const targets = SEARCH_SYNONYMS.flatMap((r) => (r.twoWay ? r.terms : r.terms.slice(1)));
    expect(targets.filter((t) => !findsProducts(t))).toEqual([]);
  });

  it('name each word a shopper types in one rule only', () => {
    const sources = SEARCH_SYNONYMS.flatMap((r) => (r.twoWay ? r.terms : r.terms.slice(0, 1))).map((t) => termWords(t).join(' '));
    expect(sources.filter((s, i) => sources.indexOf(s) !== i)).toEqual([]);
  });
});
