import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';

describe('what an audit row keeps', () => {
  it('keeps only the fields that changed, before and after', () => {
    expect(changedFields({ price: 45_900, name: 'Cream', tags: ['a'] }, { price: 49_900, name: 'Cream', tags: ['a'] })).toEqual({ before: { price: 45_900 }, after: { price: 49_900 } });
  });
  it('compares arrays and objects by value, and shows a field that appeared', () => {
    expect(changedFields({ tags: ['a', 'b'], seo: { title: 'x' } }, { tags: ['a', 'b'], seo: { title: 'x' }, barcode: '880' })).toEqual({ before: { barcode: null }, after: { barcode: '880' } });
  });
  it('is null when nothing changed, and keeps a whole side for a creation or a removal', () => {
    expect(changedFields({ a: 1 }, { a: 1 })).toBeNull();
    expect(changedFields(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
    expect(changedFields(null, null)).toBeNull();
  });
});
