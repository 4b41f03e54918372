// Search synonyms over the API (/api/console/search/synonyms, staff whose role may edit the catalog): the same services
// as the console page /console/search.
import { z } from 'zod';
import { MAX_TERMS, MAX_TERM_LENGTH } from '../../../core/search-synonyms';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import type { Services } from '../../services';
import { consoleStaff } from '../console/staff-access';

/** A rule as staff send it: its terms, and whether each finds the others (else the first finds the rest). */
export const synonymInput = z.object({
  terms: z.array(z.string().max(MAX_TERM_LENGTH * 2)).max(MAX_TERMS * 2),
  twoWay: z.boolean().default(true),
});
const idParams = z.object({ id: z.string().max(64) });
const listQuery = z.object({ q: z.string().max(200).optional() });

export async function synonymRoutes(app: ApiApp, { services }: { services: Services }) {
  tagRoutes(app, 'console');
  const requireStaff = consoleStaff(services);
  const config = { consoleArea: 'catalog' } as const;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/console/search/synonyms', { config, preValidation: requireStaff, schema: { summary: 'The store’s search synonyms, a search narrowing them', querystring: listQuery } }, async (request) => {
    const member = await requireStaff(request);
    return { synonyms: await services.listSynonyms(member.storeId, request.query.q) };
  });

  app.post('/api/console/search/synonyms', { config, preValidation: requireStaff, schema: { summary: 'Add a search synonym (in effect on the shop at once)', body: synonymInput } }, async (request, reply) => {
    const member = await requireStaff(request);
    return reply.status(201).send(await services.saveSynonym(member.storeId, null, request.body, member));
  });

  app.put('/api/console/search/synonyms/:id', { config, preValidation: requireStaff, schema: { summary: 'Change a search synonym', params: idParams, body: synonymInput } }, async (request) => {
    const member = await requireStaff(request);
    return services.saveSynonym(member.storeId, request.params.id, request.body, member);
  });

  app.delete('/api/console/search/synonyms/:id', { config, preValidation: requireStaff, schema: { summary: 'Remove a search synonym', params: idParams } }, async (request) => {
    const member = await requireStaff(request);
    await services.deleteSynonym(member.storeId, request.params.id, member);
    return { deleted: true };
  });
}
