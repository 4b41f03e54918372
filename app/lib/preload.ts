// Route-code preloading on intent (hover, focus, touch), at most 4 loads at once (spec §9).
import { matchRoutes, type RouteObject } from 'react-router';
import { createLimiter } from './limiter';

export const MAX_PRELOADS = 4;

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string };
declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

const limiter = createLimiter(MAX_PRELOADS);
const requested = new Set<string>();
let tree: RouteObject[] | null = null;

/** The manifest's flat route list as a tree that matchRoutes understands. */
export function routeTree(routes: Record<string, ManifestRoute>): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const r of Object.values(routes)) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r) => (r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: build(r.id) }));
  return build(undefined);
}

/** The module URLs of the routes that render `path`. */
export function routeModules(routes: Record<string, ManifestRoute>, path: string, routesTree = routeTree(routes)): string[] {
  return (matchRoutes(routesTree, path) ?? []).map((m) => routes[m.route.id!]?.module).filter((u): u is string => Boolean(u));
}

/** Queues the code of the routes that render `path` (each module once). */
export function preloadRoute(path: string) {
  const manifest = typeof window === 'undefined' ? undefined : window.__reactRouterManifest;
  if (!manifest) return;
  tree ??= routeTree(manifest.routes);
  for (const url of routeModules(manifest.routes, path, tree)) {
    if (requested.has(url)) continue;
    requested.add(url);
    limiter.run(() => import(/* @vite-ignore */ url).catch(() => requested.delete(url)));
  }
}
