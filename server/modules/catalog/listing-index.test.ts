import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInOrder } from './listing-index';

describe('firstInOrder', () => {
  it('gives the first k of any list in the order of a full sort', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 300 }), fc.integer({ min: 0, max: 320 }), (values, k) => {
        const items = values.map((_, i) => i);
        // Many ties, broken by position: the order is total, as the index's (ties by product id) is.
        const compare = (a: number, b: number) => values[a] - values[b] || a - b;
        expect(firstInOrder([...items], k, compare)).toEqual([...items].sort(compare).slice(0, k));
      }),
    );
  });
});
