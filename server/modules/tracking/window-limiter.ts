// A count per key within a fixed window of time, in this process's memory: the beacon's limits per session and per
// address (ADR 0012). The whole table is forgotten when its window ends, so memory holds one window's keys at most, and
// never more than `maxKeys` of them: past that, new keys are refused until the window ends (a flood of made-up keys).
export function createWindowLimiter(perWindow: number, windowMs: number, maxKeys = 200_000) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    /** Counts one for `key`; false when the key has used its window's allowance. */
    take(key: string, now = Date.now()): boolean {
      if (now - windowStart >= windowMs) {
        windowStart = now;
        counts = new Map();
      }
      const used = counts.get(key);
      if (used === undefined && counts.size >= maxKeys) return false;
      if ((used ?? 0) >= perWindow) return false;
      counts.set(key, (used ?? 0) + 1);
      return true;
    },
  };
}
