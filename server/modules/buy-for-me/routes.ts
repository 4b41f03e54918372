// "Buy for me" over the API: a pasted link's estimate; a shopper's requests, and accepting a quote (which places the
// order); staff's queue, quotes and rejections (/api/console/buy-for-me…, the orders area). Reading a page is limited per
// address (bind-buy-for-me.ts).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { ESTIMATE_KINDS, type EstimateKind } from '../../../core/buy-for-me';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import { requestLanguage } from '../../http/error-handler';
import type { Services } from '../../services';
import { SESSION_COOKIE } from '../accounts/sessions';
import { consoleStaff } from '../console/staff-access';
import { customerName } from '../orders/routes';
import { REQUEST_QUEUES, quoteInput, rejectInput } from './answer-requests';
import { acceptInput, requestInput } from './requests';

export const previewBody = z.object({
  url: z.string().trim().min(1).max(2_000),
  kind: z.enum(Object.keys(ESTIMATE_KINDS) as [EstimateKind, ...EstimateKind[]]).default('other'),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
});

const numberParams = z.object({ number: z.string().max(12) });
/** A request's number in the URL: a bad one reads as none (404). */
export const requestNumberOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

export async function buyForMeRoutes(app: ApiApp, { services }: { services: Services }) {
  tagRoutes(app, 'buy for me');
  const requireCustomer = async (request: FastifyRequest) => {
    const customer = await services.sessionCustomer(request.cookies[SESSION_COOKIE]);
    if (!customer) throw new AppError('UNAUTHORIZED', 'unauthorized');
    return customer;
  };
  const requireStaff = consoleStaff(services);

  app.post('/api/v1/buy-for-me/preview', { schema: { summary: 'What a marketplace product link is and its estimate in tugrik', body: previewBody } }, async (request) => {
    const store = await services.getStoreSettings();
    return services.previewLink({ storeId: store._id, ...request.body }, request.ip);
  });

  app.post('/api/v1/buy-for-me/requests', { schema: { summary: 'Ask the store to buy a product from abroad (a link or a description; idempotent by key)', body: requestInput } }, async (request, reply) => {
    const customer = await requireCustomer(request);
    const store = await services.getStoreSettings();
    const made = await services.submitBuyRequests({ storeId: store._id, customer, language: requestLanguage(request), forms: [request.body] }, request.ip);
    reply.code(made.created ? 201 : 200);
    return { number: made.numbers[0], created: made.created };
  });

  app.get('/api/v1/buy-for-me/requests', { schema: { summary: 'The shopper’s buy-for-me requests with their states' } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const customer = await requireCustomer(request);
    const store = await services.getStoreSettings();
    return services.listShopperRequests(store._id, customer.id);
  });

  app.get('/api/v1/buy-for-me/requests/:number', { schema: { summary: 'One of the shopper’s requests, with its quote', params: numberParams } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const customer = await requireCustomer(request);
    const store = await services.getStoreSettings();
    return services.getShopperRequest(store._id, customer.id, requestNumberOf(request.params.number));
  });

  app.post('/api/v1/buy-for-me/requests/:number/accept', { schema: { summary: 'Accept the quote: places the order for its price', params: numberParams, body: acceptInput } }, async (request, reply) => {
    const customer = await requireCustomer(request);
    const store = await services.getStoreSettings();
    const accepted = await services.acceptQuote({
      storeId: store._id,
      customer,
      customerName: customerName(customer),
      number: requestNumberOf(request.params.number),
      paymentMethods: services.availablePaymentMethods(store.paymentMethods),
      form: request.body,
    });
    reply.code(accepted.created ? 201 : 200);
    return accepted;
  });

  const consoleRoute = { config: { consoleArea: 'orders' as const }, preValidation: requireStaff };

  app.get('/api/console/buy-for-me', { ...consoleRoute, schema: { summary: 'Buy-for-me requests in a queue, with each queue’s count', querystring: z.object({ queue: z.enum(REQUEST_QUEUES).default('new') }) } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const staff = await requireStaff(request);
    return services.listRequestQueue(staff.storeId, request.query.queue);
  });

  app.get('/api/console/buy-for-me/:number', { ...consoleRoute, schema: { summary: 'A buy-for-me request for staff', params: numberParams } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const staff = await requireStaff(request);
    return services.getRequestForStaff(staff.storeId, requestNumberOf(request.params.number));
  });

  app.post('/api/console/buy-for-me/:number/quote', { ...consoleRoute, schema: { summary: 'Send the shopper a quote (the rate is locked)', params: numberParams, body: quoteInput.omit({ number: true }) } }, async (request) => {
    const staff = await requireStaff(request);
    return services.sendQuote(staff.storeId, { ...request.body, number: requestNumberOf(request.params.number) }, { id: staff.id, name: staff.name });
  });

  app.post('/api/console/buy-for-me/:number/reject', { ...consoleRoute, schema: { summary: 'Reject a request with the reason the shopper reads', params: numberParams, body: rejectInput.omit({ number: true }) } }, async (request) => {
    const staff = await requireStaff(request);
    await services.rejectBuyRequest(staff.storeId, { ...request.body, number: requestNumberOf(request.params.number) }, { id: staff.id, name: staff.name });
    return { rejected: true };
  });
}
