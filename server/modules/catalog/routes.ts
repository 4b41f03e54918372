import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../services';
import { parse } from '../../http/validate';

const imageParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/) });

export async function catalogImageRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/images/products/:file', async (request, reply) => {
    const { file } = parse(imageParams, request.params);
    const store = await services.getStoreSettings();
    const svg = await services.getProductImage(store._id, file.slice(0, -4));
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
    return svg;
  });
}
