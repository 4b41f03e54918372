// Paying over the API: start an attempt with a provider, poll the order's money state, and the providers' callbacks
// (GET or POST — QPay's sources disagree), which are never trusted alone: each one makes us ask the provider.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { PAYMENT_PROVIDERS } from '../../db/schema';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import type { Services } from '../../services';
import { SESSION_COOKIE } from '../accounts/sessions';
import { orderNumberOf, orderNumberParams } from '../orders/routes';

const startBody = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });
const callbackParams = z.object({ attemptId: z.string(), token: z.string() });

export async function paymentRoutes(app: ApiApp, { services, origin }: { services: Services; origin: (request: FastifyRequest) => string }) {
  tagRoutes(app, 'payments');
  // Providers post their callbacks as JSON, forms or text; the body is never read (we ask the provider), so any type is
  // taken here rather than refused before the callback can make us check.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const phoneOf = async (request: FastifyRequest) => (await services.sessionCustomer(request.cookies[SESSION_COOKIE]))?.phone ?? null;

  app.post('/api/v1/orders/:number/payments', { schema: { summary: 'Start paying an order with a provider: an invoice, a loan or instructions', params: orderNumberParams, body: startBody } }, async (request, reply) => {
    const { provider } = request.body;
    const store = await services.getStoreSettings();
    if (!store.paymentMethods.includes(provider)) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'provider', messageKey: 'paymentRequired' }] });
    const attempt = await services.startPayment(provider, { storeId: store._id, number: orderNumberOf(request.params.number), customerPhone: await phoneOf(request), origin: origin(request) });
    reply.code(201);
    return attempt;
  });

  app.get('/api/v1/orders/:number/payment', { schema: { summary: 'An order’s money state, polled while the shopper pays', params: orderNumberParams } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const store = await services.getStoreSettings();
    return services.paymentStatus({ storeId: store._id, number: orderNumberOf(request.params.number), customerPhone: await phoneOf(request) });
  });

  const callback = async (request: FastifyRequest<{ Params: z.output<typeof callbackParams> }>) => {
    const { attemptId, token } = request.params;
    // The provider not answering our check now: 503, so the provider calls again.
    const verified = await services.verifyCallback(attemptId, token).catch((err) => {
      if (AppError.is(err)) throw err;
      throw new AppError('UNAVAILABLE', 'errorOccurred', { cause: err });
    });
    if (!verified) throw new AppError('NOT_FOUND', 'dataNotFound');
    return { ok: true };
  };
  const callbackSchema = { summary: 'A provider’s callback: the attempt is checked with the provider', params: callbackParams };
  app.get('/api/v1/payments/callback/:attemptId/:token', { schema: callbackSchema }, callback);
  app.post('/api/v1/payments/callback/:attemptId/:token', { schema: callbackSchema }, callback);
}
