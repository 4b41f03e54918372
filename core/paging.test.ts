import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

describe('pageOf', () => {
  it('keeps the page asked for within the pages there are', () => {
    expect(pageOf(120, 2, 50)).toEqual({ page: 2, pages: 3, offset: 50 });
    expect(pageOf(120, 9, 50)).toEqual({ page: 3, pages: 3, offset: 100 });
    expect(pageOf(120, 0, 50)).toEqual({ page: 1, pages: 3, offset: 0 });
    expect(pageOf(120, Number.NaN, 50)).toEqual({ page: 1, pages: 3, offset: 0 });
    expect(pageOf(100, 2.7, 50)).toEqual({ page: 2, pages: 2, offset: 50 });
  });

  it('has one (empty) page for no rows', () => {
    expect(pageOf(0, 4, 30)).toEqual({ page: 1, pages: 1, offset: 0 });
  });
});
