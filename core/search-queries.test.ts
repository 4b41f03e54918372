import { describe, expect, it } from 'vitest';
import { keptSearchQuery } from './search-queries';

describe('what is kept of a search', () => {
  it('is the query tidied, with the folded key that groups its spellings', () => {
    expect(keptSearchQuery('  Ноутбук   Lenovo ')).toEqual({ query: 'ноутбук lenovo', key: 'noutbuk lenovo' });
    expect(keptSearchQuery('noutbuk lenovo')?.key).toBe(keptSearchQuery('НОУТБУК lenovo')?.key);
    expect(keptSearchQuery('a'.repeat(300))?.query).toHaveLength(100);
  });

  it('is nothing for a query that may be personal or has nothing to search by', () => {
    for (const q of ['9911 2233', '+976 99-11-22-33', 'УБ99112233', 'bold@example.mn', '   ', '!!!']) expect(keptSearchQuery(q), q).toBeNull();
    expect(keptSearchQuery('iphone 17 pro 256gb')).not.toBeNull();
    expect(keptSearchQuery('20000mah')).not.toBeNull();
  });
});
