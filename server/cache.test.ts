import { describe, expect, it, vi } from 'vitest';
import { createCache, createTopicCaches } from './cache';

describe('cache', () => {
  it('remembers an answer per key until it expires', async () => {
    vi.useFakeTimers();
    const compute = vi.fn(async (n: number) => n * 2);
    const twice = createTopicCaches().remember('catalog', 1000, compute);
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

  it('forgets the answers of a topic that changed, and only those', async () => {
    const caches = createTopicCaches();
    let version = 1;
    const store = caches.remember('store', 60_000, async () => `store v${version}`);
    const home = caches.remember(['content', 'catalog'], 60_000, async () => `home v${version}`);
    const shipping = caches.remember('shipping', 60_000, async () => `shipping v${version}`);
    await Promise.all([store(), home(), shipping()]);
    version = 2;
    caches.clear('store');
    caches.clear('catalog');
    caches.clear('not a topic');
    expect([await store(), await home(), await shipping()]).toEqual(['store v2', 'home v2', 'shipping v1']);
    version = 3;
    caches.clearAll();
    expect([await store(), await home(), await shipping()]).toEqual(['store v3', 'home v3', 'shipping v3']);
  });

  it('drops an answer still being computed when its topic changes, and its late failure removes nothing newer', async () => {
    const caches = createTopicCaches();
    const pending: ((value: string) => void)[] = [];
    const fails: ((err: Error) => void)[] = [];
    const read = caches.remember('store', 60_000, () => new Promise<string>((resolve, reject) => (pending.push(resolve), fails.push(reject))));
    const before = read();
    caches.clear('store'); // the change committed while the old read was under way
    const after = read();
    pending[1]('new');
    expect(await after).toBe('new');
    fails[0](new Error('late'));
    await expect(before).rejects.toThrow('late');
    const again = read();
    expect(pending).toHaveLength(2); // still remembered: no third read
    expect(await again).toBe('new');
  });
});
