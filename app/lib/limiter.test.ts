import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';
import { routeModules } from './preload';

describe('createLimiter', () => {
  it('never runs more than max tasks at once, and runs them all in order', async () => {
    const limiter = createLimiter(4);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    for (let i = 0; i < 10; i++) {
      limiter.run(async () => {
        started.push(i);
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      });
    }
    expect(limiter.active).toBe(4);
    expect(limiter.queued).toBe(6);
    while (started.length < 10 || running > 0) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(peak).toBe(4);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps going after a failed task', async () => {
    const limiter = createLimiter(1);
    const done: string[] = [];
    limiter.run(() => Promise.reject(new Error('chunk failed')));
    await new Promise<void>((resolve) => limiter.run(async () => (done.push('next'), resolve())));
    expect(done).toEqual(['next']);
  });
});

describe('routeModules', () => {
  const routes = {
    root: { id: 'root', path: '', module: '/assets/root.js' },
    'layouts/default': { id: 'layouts/default', parentId: 'root', module: '/assets/default.js' },
    index: { id: 'index', parentId: 'layouts/default', index: true, module: '/assets/home.js' },
    'p-slug': { id: 'p-slug', parentId: 'layouts/default', path: 'p/:slug', module: '/assets/soon.js' },
  };

  it('finds the modules of every route that renders a path', () => {
    expect(routeModules(routes, '/p/samsung')).toEqual(['/assets/root.js', '/assets/default.js', '/assets/soon.js']);
    expect(routeModules(routes, '/')).toEqual(['/assets/root.js', '/assets/default.js', '/assets/home.js']);
  });
});
