import { describe, expect, it } from 'vitest';
import { createWindowLimiter } from './window-limiter';

describe('createWindowLimiter', () => {
  it('allows a key its count within a window, then refuses it until the next window', () => {
    const limit = createWindowLimiter(3, 1000);
    expect([1, 2, 3, 4].map(() => limit.take('a', 5000))).toEqual([true, true, true, false]);
    expect(limit.take('b', 5500)).toBe(true);
    expect(limit.take('a', 5999)).toBe(false);
    expect(limit.take('a', 6000)).toBe(true);
  });

  it('refuses new keys once it holds its most, and takes them again in the next window', () => {
    const limit = createWindowLimiter(10, 1000, 2);
    expect(limit.take('a', 0)).toBe(true);
    expect(limit.take('b', 0)).toBe(true);
    expect(limit.take('c', 0)).toBe(false);
    expect(limit.take('a', 0)).toBe(true);
    expect(limit.take('c', 1000)).toBe(true);
  });
});
