// The leasing API: a shopper's request (GET /api/v1/leasing/{id}), Pocket's webhook, and the console's application
// queue and decisions (/api/console/leasing…, staff only). Requests are sent from the page /leasingRequest, whose form
// carries the social-insurance file; the console pages call the same services in-process.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parse } from '../../http/validate';
import type { Services } from '../../services';
import { SESSION_COOKIE } from '../accounts/sessions';
import { requireConsoleStaff } from '../console/routes';
import { POCKET_WEBHOOK_PATH } from './lender-adapters';
import { APPLICATION_FILTERS } from './list-leasing-applications';
import { approveInput, rejectInput } from './schemas';

const idParams = z.object({ id: z.string().max(64) });
const listQuery = z.object({ status: z.enum(APPLICATION_FILTERS).default('pending'), page: z.coerce.number().int().min(1).max(100_000).default(1) });

export async function leasingRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const requireStaff = (request: FastifyRequest) => requireConsoleStaff(services, request);

  app.get('/api/v1/leasing/:id', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { id } = parse(idParams, request.params);
    const [store, customer] = await Promise.all([services.getStoreSettings(), services.sessionCustomer(request.cookies[SESSION_COOKIE])]);
    return services.getLeasingRequest({ storeId: store._id, id, phone: customer?.phone ?? null });
  });

  app.post(POCKET_WEBHOOK_PATH, async (request) => {
    const { invoiceId } = parse(z.object({ invoiceId: z.union([z.string().min(1).max(100), z.number().int()]).transform(String) }), request.body);
    await services.handlePocketWebhook(invoiceId);
    return { ok: true };
  });

  app.get('/api/console/leasing', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const staff = await requireStaff(request);
    return services.listLeasingApplications(staff.storeId, parse(listQuery, request.query));
  });

  app.get('/api/console/leasing/:id', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const staff = await requireStaff(request);
    return services.getLeasingApplication(staff.storeId, parse(idParams, request.params).id);
  });

  app.post('/api/console/leasing/:id/approve', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const staff = await requireStaff(request);
    const { note } = parse(approveInput, request.body ?? {});
    return services.approveLeasingApplication({ storeId: staff.storeId, id: parse(idParams, request.params).id, staff: { id: staff.id, name: staff.name }, note });
  });

  app.post('/api/console/leasing/:id/reject', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const staff = await requireStaff(request);
    const { reason } = parse(rejectInput, request.body);
    return services.rejectLeasingApplication({ storeId: staff.storeId, id: parse(idParams, request.params).id, staff: { id: staff.id, name: staff.name }, reason });
  });
}
