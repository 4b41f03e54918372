// New-build detection (spec §4, §7): the browser polls latest.json and reads the rules of a build from meta/{id}.json.
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { routeRules, type RouteRule } from '../../../core/route-rules';
import type { ApiApp } from '../../http/api-docs';
import type { Services } from '../../services';
import type { BuildInfo } from './build-info';

const metaParams = z.object({ file: z.string().regex(/^[a-z0-9-]{4,64}\.json$/) });

export async function buildRoutes(app: ApiApp, { build, services }: { build: BuildInfo; services: Pick<Services, 'getStoreSettings' | 'redirectRules'> }) {
  app.get('/builds/latest.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { id: build.id, timestamp: build.timestamp };
  });

  // The build's fixed rules (core/route-rules.ts) and the store's own, which staff edit at /console/redirects (a fixed
  // rule wins: staff cannot take its address). The store's rules change without a new build, so the manifest is not
  // immutable: `no-cache` makes a browser ask again each time it reads it (once per new build it notices), and it is
  // served from the services' 'content' cache, cleared by every edit, so an edit shows at once.
  app.get('/builds/meta/:file', { schema: { params: metaParams } }, async (request, reply) => {
    const { file } = request.params;
    if (file !== `${build.id}.json`) throw new AppError('NOT_FOUND', 'dataNotFound');
    const store = await services.getStoreSettings();
    const storeRules = await services.redirectRules(store._id);
    const rules: Record<string, RouteRule> = {};
    for (const [from, rule] of Object.entries(storeRules)) rules[from] = { redirect: { to: rule.to, statusCode: rule.statusCode } };
    reply.header('cache-control', 'no-cache');
    return { id: build.id, timestamp: build.timestamp, routeRules: { ...rules, ...routeRules }, prerendered: [] };
  });
}
