// Gift cards over the API. Public: a card's page data by its link token. Shopper: paying their order with a card.
// Console (staff, admins and operators alike): the list, issuing and deactivating. Pages call the same services in-process.
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import { optionalBody } from '../../http/validate';
import type { Services } from '../../services';
import { SESSION_COOKIE } from '../accounts/sessions';
import { consoleStaff } from '../console/staff-access';
import { orderNumberOf } from '../orders/routes';
import { cardId, giftCardListQuery, issueInput, redeemInput } from './schemas';

const urlParams = z.object({ url: z.string().max(200) });
const orderParams = z.object({ number: z.string().max(12) });
const cardParams = z.object({ id: cardId });

export async function giftCardRoutes(app: ApiApp, { services }: { services: Services }) {
  tagRoutes(app, 'gift cards');
  const requireStaff = consoleStaff(services);

  // A card's link is its secret, and its balance changes: no answer here is cached anywhere.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/v1/giftcards/:url', { schema: { summary: 'A gift card’s page, by its link token', params: urlParams } }, async (request) => {
    const store = await services.getStoreSettings();
    return services.findGiftCardByUrl(store._id, request.params.url);
  });

  app.post('/api/v1/orders/:number/giftcard', { schema: { summary: 'Pay the shopper’s order (or part of it) with a gift card', params: orderParams, body: optionalBody(redeemInput) } }, async (request) => {
    const number = orderNumberOf(request.params.number);
    const body = request.body;
    const customer = await services.sessionCustomer(request.cookies[SESSION_COOKIE]);
    if (!customer) throw new AppError('UNAUTHORIZED', 'unauthorized');
    const store = await services.getStoreSettings();
    return services.payWithGiftCard({ storeId: store._id, number, phone: customer.phone, code: body.code, amount: body.amount ?? null, idempotencyKey: body.idempotencyKey ?? null });
  });

  app.get('/api/console/giftcards', { config: { consoleArea: 'money' }, preValidation: requireStaff, schema: { summary: 'Gift cards, found by code, newest first', querystring: giftCardListQuery } }, async (request) => {
    const member = await requireStaff(request);
    return services.listGiftCards(member.storeId, request.query);
  });

  app.post('/api/console/giftcards', { config: { consoleArea: 'money' }, preValidation: requireStaff, schema: { summary: 'Issue a gift card', body: optionalBody(issueInput) } }, async (request, reply) => {
    const member = await requireStaff(request);
    const card = await services.issueGiftCard({ ...request.body, storeId: member.storeId, staff: member });
    return reply.status(201).send(card);
  });

  app.post('/api/console/giftcards/:id/deactivate', { config: { consoleArea: 'money' }, preValidation: requireStaff, schema: { summary: 'Deactivate a gift card', params: cardParams } }, async (request) => {
    const member = await requireStaff(request);
    return services.deactivateGiftCard({ storeId: member.storeId, id: request.params.id, staff: member });
  });
}
