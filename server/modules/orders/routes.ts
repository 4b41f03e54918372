// Checkout and orders over the API, for the logged-in shopper. Spec §6: an order is shown only to the phone it belongs to.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/app-error';
import { requestLanguage } from '../../http/error-handler';
import { parse } from '../../http/validate';
import type { Services } from '../../services';
import { SESSION_COOKIE } from '../accounts/sessions';
import { checkoutInput, placeOrderInput } from './schemas';

/** The number from the URL; anything that is not one is simply an order that does not exist. */
export const orderNumberOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

/** A customer's name as the order history records it. */
export const customerName = (c: { firstName: string | null; lastName: string | null; displayName: string | null; phone: string | null }) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ') || c.displayName || c.phone || 'customer';

export async function orderRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const customerOf = (request: FastifyRequest) => services.sessionCustomer(request.cookies[SESSION_COOKIE]);
  const requireCustomer = async (request: FastifyRequest) => {
    const customer = await customerOf(request);
    if (!customer) throw new AppError('UNAUTHORIZED', 'unauthorized');
    return customer;
  };

  app.put('/api/v1/checkout', async (request) => {
    const form = parse(checkoutInput, request.body);
    const customer = await requireCustomer(request);
    const store = await services.getStoreSettings();
    await services.saveCheckout({ storeId: store._id, customer, paymentMethods: services.availablePaymentMethods(store.paymentMethods), form });
    return { saved: true };
  });

  app.post('/api/v1/orders', async (request, reply) => {
    const { idempotencyKey, expectedTotal } = parse(placeOrderInput, request.body);
    const customer = await requireCustomer(request);
    const store = await services.getStoreSettings();
    const placed = await services.placeOrder({ storeId: store._id, customer: { id: customer.id, phone: customer.phone, name: customerName(customer) }, idempotencyKey, expectedTotal, language: requestLanguage(request) });
    reply.code(placed.created ? 201 : 200);
    return placed;
  });

  app.get('/api/v1/orders', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const customer = await requireCustomer(request);
    const store = await services.getStoreSettings();
    return customer.phone ? services.listShopperOrders(store._id, customer.phone, requestLanguage(request)) : [];
  });

  app.get('/api/v1/orders/:number', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const number = orderNumberOf((request.params as { number: string }).number);
    const store = await services.getStoreSettings();
    const customer = await customerOf(request);
    return services.getOrderForShopper(store._id, number, customer, requestLanguage(request));
  });
}
