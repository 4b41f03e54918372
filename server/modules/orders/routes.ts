// Checkout and orders over the API, for the logged-in shopper. Spec §6: an order is shown only to the phone it belongs to.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import { requestLanguage } from '../../http/error-handler';
import type { Services } from '../../services';
import { SESSION_COOKIE } from '../accounts/sessions';
import { checkoutInput, placeOrderInput } from './schemas';

/** The number from the URL; anything that is not one is simply an order that does not exist. */
export const orderNumberOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

/** An order's number in the URL, read by orderNumberOf. */
export const orderNumberParams = z.object({ number: z.string() });

/** A customer's name as the order history records it. */
export const customerName = (c: { firstName: string | null; lastName: string | null; displayName: string | null; phone: string | null }) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ') || c.displayName || c.phone || 'customer';

export async function orderRoutes(app: ApiApp, { services }: { services: Services }) {
  tagRoutes(app, 'orders');
  const customerOf = (request: FastifyRequest) => services.sessionCustomer(request.cookies[SESSION_COOKIE]);
  const requireCustomer = async (request: FastifyRequest) => {
    const customer = await customerOf(request);
    if (!customer) throw new AppError('UNAUTHORIZED', 'unauthorized');
    return customer;
  };

  app.put('/api/v1/checkout', { schema: { summary: 'Save the checkout form: delivery, address, payment method, terms', body: checkoutInput } }, async (request) => {
    const form = request.body;
    const customer = await requireCustomer(request);
    const store = await services.getStoreSettings();
    await services.saveCheckout({ storeId: store._id, customer, paymentMethods: services.availablePaymentMethods(store.paymentMethods), form });
    return { saved: true };
  });

  app.post('/api/v1/orders', { schema: { summary: 'Place the order from the cart and the saved checkout (idempotent by key)', body: placeOrderInput } }, async (request, reply) => {
    const { idempotencyKey, expectedTotal } = request.body;
    const customer = await requireCustomer(request);
    const store = await services.getStoreSettings();
    const placed = await services.placeOrder({ storeId: store._id, customer: { id: customer.id, phone: customer.phone, name: customerName(customer) }, idempotencyKey, expectedTotal, language: requestLanguage(request) });
    reply.code(placed.created ? 201 : 200);
    return placed;
  });

  app.get('/api/v1/orders', { schema: { summary: 'The shopper’s orders' } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const customer = await requireCustomer(request);
    const store = await services.getStoreSettings();
    return customer.phone ? services.listShopperOrders(store._id, customer.phone, requestLanguage(request)) : [];
  });

  app.get('/api/v1/orders/:number', { schema: { summary: 'An order, for the phone it belongs to', params: orderNumberParams } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const number = orderNumberOf(request.params.number);
    const store = await services.getStoreSettings();
    const customer = await customerOf(request);
    return services.getOrderForShopper(store._id, number, customer, requestLanguage(request));
  });
}
