// Short-lived in-process memory for answers that many requests share and that change seldom. Each process keeps its
// own, grouped by topic: a change staff make in any process clears its topic everywhere (publishChange in services.ts,
// carried between processes by the database's change feed); the time to live is only the safety net. Failed answers are
// not kept.

/** What a change is about; each cache belongs to the topics whose changes make it stale. */
export const CACHE_TOPICS = ['store', 'catalog', 'shipping', 'content', 'locations'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export type Cache<T> = ((key: string, compute: () => Promise<T>) => Promise<T>) & { clear: () => void };

export function createCache<T>(ttlMs: number, maxEntries = 500): Cache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  const cache = (key: string, compute: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const value = compute();
    entries.set(key, { at: Date.now(), value });
    // Only this answer's own entry: a clear may have come meanwhile and a newer answer taken its place.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
  // An answer still being computed is dropped too: it may have read what the change replaced.
  return Object.assign(cache, { clear: () => entries.clear() });
}

/** One app's caches by topic: made through it, cleared by topic when something changes, or all at once. */
export function createTopicCaches() {
  const byTopic = new Map<CacheTopic, { clear: () => void }[]>(CACHE_TOPICS.map((t) => [t, []]));
  const follow = (topics: CacheTopic | readonly CacheTopic[], memory: { clear: () => void }) => {
    for (const topic of [topics].flat()) byTopic.get(topic)!.push(memory);
  };
  const cache = <T>(topics: CacheTopic | CacheTopic[], ttlMs: number): Cache<T> => {
    const made = createCache<T>(ttlMs);
    follow(topics, made);
    return made;
  };
  return {
    cache,
    /** Another memory (the page cache) that forgets when one of `topics` changes. */
    follow,
    /** `fn` with its answers remembered per argument list for `ttlMs`, and forgotten when one of `topics` changes. */
    remember: <A extends unknown[], R>(topics: CacheTopic | CacheTopic[], ttlMs: number, fn: (...args: A) => Promise<R>) => {
      const answers = cache<R>(topics, ttlMs);
      return (...args: A) => answers(JSON.stringify(args), () => fn(...args));
    },
    /** Forgets the topic's answers; anything that is not a topic (a stray notification) is ignored. */
    clear: (topic: string) => {
      for (const c of byTopic.get(topic as CacheTopic) ?? []) c.clear();
    },
    /** Forgets everything: changes may have been missed (the change feed reconnected). */
    clearAll: () => {
      for (const list of byTopic.values()) for (const c of list) c.clear();
    },
  };
}

export type TopicCaches = ReturnType<typeof createTopicCaches>;
