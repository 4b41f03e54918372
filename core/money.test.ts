import { describe, expect, it } from 'vitest';
import { discountPercent, formatMnt } from './money';

describe('money', () => {
  it('formats whole tugrik with grouping and ₮', () => {
    expect(formatMnt(4500000)).toBe('4,500,000₮');
    expect(formatMnt(0)).toBe('0₮');
    expect(formatMnt(3500)).toBe('3,500₮');
  });

  it('computes a whole-percent discount only when the compare-at price is higher', () => {
    expect(discountPercent(75000, 100000)).toBe(25);
    expect(discountPercent(100000, 100000)).toBeNull();
    expect(discountPercent(100000, null)).toBeNull();
    expect(discountPercent(99900, 129900)).toBe(23);
  });
});
