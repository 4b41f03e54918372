// The routes an app serves, read from Fastify's own table: the radix tree printRoutes() draws (a node a line, 4 columns
// a level, a node's path its ancestors' labels joined, its methods in brackets).
import type { FastifyInstance } from 'fastify';

export type RouteEntry = { path: string; methods: string[] };

export function routeTable(app: FastifyInstance): RouteEntry[] {
  const ancestors: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const node = /^([\s│]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    ancestors.length = node[1].length / 4;
    ancestors.push(node[2]);
    if (node[3]) routes.push({ path: ancestors.join(''), methods: node[3].split(', ') });
  }
  return routes;
}
