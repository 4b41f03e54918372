// Redirect rules over the API (/api/console/redirects, staff whose role may edit content): the same services as the
// console page /console/redirects.
import { z } from 'zod';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import type { Services } from '../../services';
import { consoleStaff } from '../console/staff-access';

/** A rule as staff send it: the old address, the new one and the status (301 unless said). */
export const redirectInput = z.object({
  fromPath: z.string().max(500),
  toPath: z.string().max(500),
  statusCode: z.coerce.number().int().default(301),
});
const idParams = z.object({ id: z.string().max(64) });
const listQuery = z.object({ q: z.string().max(200).optional() });

export async function redirectRoutes(app: ApiApp, { services }: { services: Services }) {
  tagRoutes(app, 'console');
  const requireStaff = consoleStaff(services);
  const config = { consoleArea: 'content' } as const;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/console/redirects', { config, preValidation: requireStaff, schema: { summary: 'The store’s redirect rules by old address, a search narrowing them', querystring: listQuery } }, async (request) => {
    const member = await requireStaff(request);
    return { redirects: await services.listRedirects(member.storeId, request.query.q) };
  });

  app.post('/api/console/redirects', { config, preValidation: requireStaff, schema: { summary: 'Add a redirect rule (a chain is resolved, a loop refused)', body: redirectInput } }, async (request, reply) => {
    const member = await requireStaff(request);
    return reply.status(201).send(await services.saveRedirect(member.storeId, null, request.body, member));
  });

  app.put('/api/console/redirects/:id', { config, preValidation: requireStaff, schema: { summary: 'Change a redirect rule', params: idParams, body: redirectInput } }, async (request) => {
    const member = await requireStaff(request);
    return services.saveRedirect(member.storeId, request.params.id, request.body, member);
  });

  app.delete('/api/console/redirects/:id', { config, preValidation: requireStaff, schema: { summary: 'Remove a redirect rule', params: idParams } }, async (request) => {
    const member = await requireStaff(request);
    await services.deleteRedirect(member.storeId, request.params.id, member);
    return { deleted: true };
  });
}
