// Gift cards over the API. Public: a card's page data by its link token. Shopper: paying their order with a card.
// Console (staff, admins and operators alike): the list, issuing and deactivating. Pages call the same services in-process.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { parse } from '../../http/validate';
import type { Services } from '../../services';
import { SESSION_COOKIE } from '../accounts/sessions';
import { requireConsoleStaff } from '../console/routes';
import { orderNumberOf } from '../orders/routes';
import { cardId, giftCardListQuery, issueInput, redeemInput } from './schemas';

export async function giftCardRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const requireStaff = (request: FastifyRequest) => requireConsoleStaff(services, request);

  // A card's link is its secret, and its balance changes: no answer here is cached anywhere.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/v1/giftcards/:url', async (request) => {
    const { url } = parse(z.object({ url: z.string().max(200) }), request.params);
    const store = await services.getStoreSettings();
    return services.findGiftCardByUrl(store._id, url);
  });

  app.post('/api/v1/orders/:number/giftcard', async (request) => {
    const number = orderNumberOf(parse(z.object({ number: z.string().max(12) }), request.params).number);
    const body = parse(redeemInput, request.body ?? {});
    const customer = await services.sessionCustomer(request.cookies[SESSION_COOKIE]);
    if (!customer) throw new AppError('UNAUTHORIZED', 'unauthorized');
    const store = await services.getStoreSettings();
    return services.payWithGiftCard({ storeId: store._id, number, phone: customer.phone, code: body.code, amount: body.amount ?? null, idempotencyKey: body.idempotencyKey ?? null });
  });

  app.get('/api/console/giftcards', async (request) => {
    const member = await requireStaff(request);
    return services.listGiftCards(member.storeId, parse(giftCardListQuery, request.query));
  });

  app.post('/api/console/giftcards', async (request, reply) => {
    const member = await requireStaff(request);
    const card = await services.issueGiftCard({ ...parse(issueInput, request.body ?? {}), storeId: member.storeId, staff: member });
    return reply.status(201).send(card);
  });

  app.post('/api/console/giftcards/:id/deactivate', async (request) => {
    const member = await requireStaff(request);
    const { id } = parse(z.object({ id: cardId }), request.params);
    return services.deactivateGiftCard({ storeId: member.storeId, id, staff: member });
  });
}
