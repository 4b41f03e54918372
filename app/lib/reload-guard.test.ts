import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, isChunkLoadError, reloadOnce } from './reload-guard';

describe('reloadOnce', () => {
  const assign = vi.fn();
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', {
      location: { assign },
      sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('reloads a path at most once within the guard window', () => {
    expect(reloadOnce('path:/faq', '/faq', 1_000)).toBe(true);
    expect(reloadOnce('path:/faq', '/faq', 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadOnce('path:/user', '/user', 1_500)).toBe(true);
    expect(reloadOnce('path:/faq', '/faq', 1_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(assign.mock.calls.map((c) => c[0])).toEqual(['/faq', '/user', '/faq']);
  });

  it('has a 10-second window (spec §9)', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the browsers’ dynamic-import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
