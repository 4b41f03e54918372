// New-build detection (spec §4, §7): the browser polls latest.json and reads the rules of a build from meta/{id}.json.
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { routeRules } from '../../../core/route-rules';
import type { ApiApp } from '../../http/api-docs';
import type { BuildInfo } from './build-info';

const metaParams = z.object({ file: z.string().regex(/^[a-z0-9-]{4,64}\.json$/) });

export async function buildRoutes(app: ApiApp, { build }: { build: BuildInfo }) {
  app.get('/builds/latest.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { id: build.id, timestamp: build.timestamp };
  });

  app.get('/builds/meta/:file', { schema: { params: metaParams } }, async (request, reply) => {
    const { file } = request.params;
    if (file !== `${build.id}.json`) throw new AppError('NOT_FOUND', 'dataNotFound');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return { id: build.id, timestamp: build.timestamp, routeRules, prerendered: [] };
  });
}
