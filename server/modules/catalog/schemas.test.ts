import { describe, expect, it } from 'vitest';
import { parse } from '../../http/validate';
import { parseProductQuery, productQueryParams } from './schemas';

describe('the listing query', () => {
  it('reads the API query string as Fastify parses it: lists always lists, any other key its first value', () => {
    const query = parse(productQueryParams, { brand: 'apple', origin: ['KR', 'JP'], q: ['phone', 'case'], page: '2', stock: '1' });
    expect(query).toMatchObject({ brand: ['apple'], origin: ['KR', 'JP'], q: 'phone', page: 2, stock: true, color: [] });
    // An empty list parameter is a bad value, as it was when the API read the URL itself.
    expect(() => parse(productQueryParams, { brand: '' })).toThrow(expect.objectContaining({ code: 'VALIDATION', fields: [expect.objectContaining({ path: 'brand.0' })] }));
    expect(() => parse(productQueryParams, { sort: 'cheapest' })).toThrow(expect.objectContaining({ fields: [{ path: 'sort', messageKey: 'invalidFormat' }] }));
  });

  it('reads a page’s URL leniently: what it cannot read is dropped, the rest kept', () => {
    const query = parseProductQuery(new URLSearchParams('brand=apple&brand=Not%20a%20slug&page=zero&q=phone&q=case&sort=newest'));
    expect(query).toMatchObject({ brand: [], page: 1, q: 'phone', sort: 'newest' });
  });
});
