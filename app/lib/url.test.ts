import { describe, expect, it } from 'vitest';
import { withParams } from './url';

describe('withParams', () => {
  const current = new URLSearchParams('category=phones&origin=KR&page=3');

  it('sets, adds and removes parameters and returns to page 1', () => {
    expect(withParams(current, { origin: ['KR', 'US'] })).toBe('?category=phones&origin=KR&origin=US');
    expect(withParams(current, { origin: null })).toBe('?category=phones');
    expect(withParams(current, { sort: 'newest' })).toBe('?category=phones&origin=KR&sort=newest');
  });

  it('keeps the other parameters when only the page changes', () => {
    expect(withParams(current, { page: '4' })).toBe('?category=phones&origin=KR&page=4');
  });

  it('gives an empty string for no parameters', () => {
    expect(withParams(new URLSearchParams('q=x'), { q: null })).toBe('');
  });
});
