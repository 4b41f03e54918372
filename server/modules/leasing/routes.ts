// The leasing API: a shopper's request (GET /api/v1/leasing/{id}), Pocket's webhook, and the console's application
// queue and decisions (/api/console/leasing…, staff only). Requests are sent from the page /leasingRequest, whose form
// carries the social-insurance file; the console pages call the same services in-process.
import { z } from 'zod';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import { optionalBody } from '../../http/validate';
import type { Services } from '../../services';
import { SESSION_COOKIE } from '../accounts/sessions';
import { consoleStaff } from '../console/staff-access';
import { POCKET_WEBHOOK_PATH } from './lender-adapters';
import { APPLICATION_FILTERS } from './list-leasing-applications';
import { approveInput, rejectInput } from './schemas';

const idParams = z.object({ id: z.string().max(64) });
const listQuery = z.object({ status: z.enum(APPLICATION_FILTERS).default('pending'), page: z.coerce.number().int().min(1).max(100_000).default(1) });
const pocketWebhookBody = z.object({ invoiceId: z.union([z.string().min(1).max(100), z.number().int()]).transform(String) });

export async function leasingRoutes(app: ApiApp, { services }: { services: Services }) {
  tagRoutes(app, 'leasing');
  const requireStaff = consoleStaff(services);

  app.get('/api/v1/leasing/:id', { schema: { summary: 'The shopper’s leasing request and its decision', params: idParams } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const [store, customer] = await Promise.all([services.getStoreSettings(), services.sessionCustomer(request.cookies[SESSION_COOKIE])]);
    return services.getLeasingRequest({ storeId: store._id, id: request.params.id, phone: customer?.phone ?? null });
  });

  app.post(POCKET_WEBHOOK_PATH, { schema: { summary: 'Pocket’s webhook: an invoice changed (Pocket is then asked about it)', body: pocketWebhookBody } }, async (request) => {
    await services.handlePocketWebhook(request.body.invoiceId);
    return { ok: true };
  });

  app.get('/api/console/leasing', { config: { consoleArea: 'money' }, preValidation: requireStaff, schema: { summary: 'Leasing applications for staff to decide, by status', querystring: listQuery } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const staff = await requireStaff(request);
    return services.listLeasingApplications(staff.storeId, request.query);
  });

  app.get('/api/console/leasing/:id', { config: { consoleArea: 'money' }, preValidation: requireStaff, schema: { summary: 'A leasing application with its file and history', params: idParams } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const staff = await requireStaff(request);
    return services.getLeasingApplication(staff.storeId, request.params.id);
  });

  app.post('/api/console/leasing/:id/approve', { config: { consoleArea: 'money' }, preValidation: requireStaff, schema: { summary: 'Approve a leasing application', params: idParams, body: optionalBody(approveInput) } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const staff = await requireStaff(request);
    return services.approveLeasingApplication({ storeId: staff.storeId, id: request.params.id, staff: { id: staff.id, name: staff.name }, note: request.body.note });
  });

  app.post('/api/console/leasing/:id/reject', { config: { consoleArea: 'money' }, preValidation: requireStaff, schema: { summary: 'Reject a leasing application with a reason', params: idParams, body: rejectInput } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const staff = await requireStaff(request);
    return services.rejectLeasingApplication({ storeId: staff.storeId, id: request.params.id, staff: { id: staff.id, name: staff.name }, reason: request.body.reason });
  });
}
