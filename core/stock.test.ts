import { describe, expect, it } from 'vitest';
import { adjustmentFits, stockState } from './stock';

describe('staff stock adjustments', () => {
  it.each([
    ['received', 12, true],
    ['received', -1, false],
    ['returned', 1, true],
    ['damaged', -2, true],
    ['damaged', 2, false],
    ['correction', -3, true],
    ['correction', 3, true],
    ['correction', 0, false],
    ['received', 1.5, false],
  ] as const)('%s by %d fits: %s', (reason, delta, fits) => expect(adjustmentFits(reason, delta)).toBe(fits));

  it('tells in, low and out of stock by the store threshold', () => {
    expect([stockState(0, 3), stockState(3, 3), stockState(4, 3), stockState(-1, 3)]).toEqual(['out', 'low', 'in', 'out']);
  });
});
