// Full-page reloads that must not loop: at most once per key within the guard window (spec §9: 10 s).
export const RELOAD_GUARD_MS = 10_000;

export function reloadOnce(key: string, target: string, now = Date.now()): boolean {
  const storageKey = `reload:${key}`;
  try {
    const last = window.sessionStorage.getItem(storageKey);
    if (last !== null && now - Number(last) < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(storageKey, String(now));
  } catch {
    /* no storage: reload anyway, the browser's own cache stops a tight loop */
  }
  window.location.assign(target);
  return true;
}

/** A failed code-chunk load (a deploy removed the old hashed files): reload to where the shopper was going. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}
