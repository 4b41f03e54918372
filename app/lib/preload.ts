// Route-code preloading on intent (hover, focus, touch), at most 4 loads at once (spec §9).
import { matchRoutes, type RouteObject } from 'react-router';

export const MAX_PRELOADS = 4;

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string };
declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

let tree: RouteObject[] | null = null;
const queue: string[] = [];
const started = new Set<string>();
let active = 0;

function routeTree(routes: Record<string, ManifestRoute>): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const r of Object.values(routes)) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r) =>
      r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: build(r.id) },
    );
  return build(undefined);
}

/** Queues the code of the routes that render `path`; returns how many modules were newly queued. */
export function preloadRoute(path: string): number {
  const manifest = typeof window === 'undefined' ? undefined : window.__reactRouterManifest;
  if (!manifest) return 0;
  tree ??= routeTree(manifest.routes);
  let queued = 0;
  for (const match of matchRoutes(tree, path) ?? []) {
    const url = manifest.routes[match.route.id!]?.module;
    if (url && !started.has(url) && !queue.includes(url)) {
      queue.push(url);
      queued++;
    }
  }
  pump();
  return queued;
}

function pump() {
  while (active < MAX_PRELOADS && queue.length > 0) {
    const url = queue.shift()!;
    started.add(url);
    active++;
    import(/* @vite-ignore */ url)
      .catch(() => started.delete(url))
      .finally(() => {
        active--;
        pump();
      });
  }
}

/** How many preloads run now (for tests). */
export function activePreloads(): number {
  return active;
}
