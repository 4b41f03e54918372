import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { parse } from '../../http/validate';
import { marginBp, productForm, productFormValues, wholeNumber } from './schemas';

const FIELDS = ['revision', 'name.mn', 'name.en', 'slug', 'docMn', 'docEn', 'brandId', 'categoryId', 'origin', 'tags', 'costCurrency', 'cost', 'weightGrams', 'pricingMode', 'marginPercent', 'related', 'options', 'variants', 'variants.0.price', 'variants.0.sku', 'active'];

describe('the product editor’s form', () => {
  it('reads numbers as people type them', () => {
    expect(wholeNumber('45 900')).toBe(45_900);
    expect(wholeNumber('45,900')).toBe(45_900);
    expect(wholeNumber('')).toBeNull();
    expect(wholeNumber('4.5')).toBeUndefined();
    expect(marginBp('17.5')).toBe(1750);
    expect(marginBp('25 %')).toBe(2500);
    expect(marginBp('')).toBeNull();
    expect(marginBp('abc')).toBeUndefined();
  });

  it('answers any posted text with field messages or a product, never a crash', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.string(), fc.json())), (posted) => {
        const form = new FormData();
        for (const [k, v] of Object.entries(posted)) form.set(k, v);
        try {
          parse(productForm, productFormValues(form));
        } catch (err) {
          expect(AppError.is(err) && err.code).toBe('VALIDATION');
        }
      }),
      { numRuns: 300 },
    );
  });
});
