// Paying over the API: start an attempt with a provider, poll the order's money state, and the providers' callbacks
// (GET or POST — QPay's sources disagree), which are never trusted alone: each one makes us ask the provider.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { PAYMENT_PROVIDERS } from '../../db/schema';
import { parse } from '../../http/validate';
import type { Services } from '../../services';
import { SESSION_COOKIE } from '../accounts/sessions';
import { orderNumberOf } from '../orders/routes';

const startBody = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });

export async function paymentRoutes(app: FastifyInstance, { services, origin }: { services: Services; origin: (request: FastifyRequest) => string }) {
  // Providers post their callbacks as JSON, forms or text; the body is never read (we ask the provider), so any type is
  // taken here rather than refused before the callback can make us check.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const phoneOf = async (request: FastifyRequest) => (await services.sessionCustomer(request.cookies[SESSION_COOKIE]))?.phone ?? null;
  const numberOf = (request: FastifyRequest) => orderNumberOf((request.params as { number: string }).number);

  app.post('/api/v1/orders/:number/payments', async (request, reply) => {
    const { provider } = parse(startBody, request.body);
    const store = await services.getStoreSettings();
    if (!store.paymentMethods.includes(provider)) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'provider', messageKey: 'paymentRequired' }] });
    const attempt = await services.startPayment(provider, { storeId: store._id, number: numberOf(request), customerPhone: await phoneOf(request), origin: origin(request) });
    reply.code(201);
    return attempt;
  });

  app.get('/api/v1/orders/:number/payment', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const store = await services.getStoreSettings();
    return services.paymentStatus({ storeId: store._id, number: numberOf(request), customerPhone: await phoneOf(request) });
  });

  const callback = async (request: FastifyRequest) => {
    const { attemptId, token } = request.params as { attemptId: string; token: string };
    // The provider not answering our check now: 503, so the provider calls again.
    const verified = await services.verifyCallback(attemptId, token).catch((err) => {
      if (AppError.is(err)) throw err;
      throw new AppError('UNAVAILABLE', 'errorOccurred', { cause: err });
    });
    if (!verified) throw new AppError('NOT_FOUND', 'dataNotFound');
    return { ok: true };
  };
  app.get('/api/v1/payments/callback/:attemptId/:token', callback);
  app.post('/api/v1/payments/callback/:attemptId/:token', callback);
}
