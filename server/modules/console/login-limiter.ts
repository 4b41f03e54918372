// Failed staff logins, counted per username and per address in this process's memory (like the other rate-limit
// counters of the design; several processes each count their own, so the limit is per process). A username locks
// after 5 failures in 15 minutes, an address after 20, until the oldest failure leaves the window.
export const STAFF_LOGIN_LIMITS = { perUsername: 5, perAddress: 20, windowMs: 15 * 60_000 } as const;

/** At most this many keys are remembered; beyond it the stalest go first (an attacker cannot grow memory without bound). */
const MAX_KEYS = 10_000;

export type LoginLimiter = {
  /** Milliseconds until another try is allowed for this username from this address (0: now). */
  waitMs: (username: string, ip: string, now?: number) => number;
  /** Counts a try as failed. Logins call it before checking the password, so tries sent at once are all counted. */
  failed: (username: string, ip: string, now?: number) => void;
  /**
   * The try just counted was right: the username's failures go, and the address gets back the one this try took (not
   * the others: one right password does not excuse 19 wrong).
   */
  succeeded: (username: string, ip: string) => void;
};

export function createLoginLimiter(limits: { perUsername: number; perAddress: number; windowMs: number } = STAFF_LOGIN_LIMITS): LoginLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((at) => now - at < limits.windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  const wait = (key: string, max: number, now: number) => {
    const list = recent(key, now);
    return list.length >= max ? list[list.length - max] + limits.windowMs - now : 0;
  };
  const add = (key: string, now: number) => {
    const list = recent(key, now);
    failures.delete(key); // re-inserted last: Map order is then least recently failed first
    failures.set(key, [...list, now]);
    while (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value!);
  };
  return {
    waitMs: (username, ip, now = Date.now()) => Math.max(wait(`u:${username}`, limits.perUsername, now), wait(`ip:${ip}`, limits.perAddress, now)),
    failed: (username, ip, now = Date.now()) => {
      add(`u:${username}`, now);
      add(`ip:${ip}`, now);
    },
    succeeded: (username, ip) => {
      failures.delete(`u:${username}`);
      const list = failures.get(`ip:${ip}`);
      if (list?.length) list.pop();
    },
  };
}
