import { describe, expect, it, vi } from 'vitest';
import { createCache, remember } from './cache';

describe('cache', () => {
  it('remembers an answer per key until it expires', async () => {
    vi.useFakeTimers();
    const compute = vi.fn(async (n: number) => n * 2);
    const twice = remember(1000, compute);
    expect(await twice(2)).toBe(4);
    expect(await twice(2)).toBe(4);
    expect(await twice(3)).toBe(6);
    expect(compute).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1001);
    await twice(2);
    expect(compute).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('does not keep failures', async () => {
    const cache = createCache<number>(60_000);
    await expect(cache('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache('k', async () => 7)).toBe(7);
  });
});
