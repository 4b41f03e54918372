// Short-lived in-process memory for answers that many requests share and that change seldom. Each process keeps its
// own; a change shows everywhere within the time to live. Failed answers are not kept.
export function createCache<T>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const value = compute();
    entries.set(key, { at: Date.now(), value });
    value.catch(() => entries.delete(key));
    return value;
  };
}

/** A function whose answers are remembered per argument list for `ttlMs`. */
export function remember<A extends unknown[], R>(ttlMs: number, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const cache = createCache<R>(ttlMs);
  return (...args: A) => cache(JSON.stringify(args), () => fn(...args));
}
