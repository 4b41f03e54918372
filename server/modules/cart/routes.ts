// The cart over the API, for the logged-in customer or, else, the browser's user_token.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { USER_TOKEN_COOKIE, USER_TOKEN_PATTERN } from '../../../core/user-token';
import { requestLanguage } from '../../http/error-handler';
import { parse } from '../../http/validate';
import type { Services } from '../../services';
import { SESSION_COOKIE } from '../accounts/sessions';
import { MAX_QUANTITY, type CartOwner } from './cart';

const addBody = z.object({ variantId: z.uuid(), quantity: z.number().int().min(1).max(MAX_QUANTITY).default(1) });
const setBody = z.object({ quantity: z.number().int().min(0).max(MAX_QUANTITY) });
const lineParams = z.object({ variantId: z.uuid() });

export async function cartRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const owner = async (request: FastifyRequest): Promise<{ storeId: string; owner: CartOwner }> => {
    const store = await services.getStoreSettings();
    const customer = await services.sessionCustomer(request.cookies[SESSION_COOKIE]);
    if (customer) return { storeId: store._id, owner: `c:${customer.id}` };
    const token = request.cookies[USER_TOKEN_COOKIE];
    if (!token || !USER_TOKEN_PATTERN.test(token)) throw new AppError('UNAUTHORIZED');
    return { storeId: store._id, owner: `g:${token}` };
  };

  app.get('/api/v1/wishlist', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const o = await owner(request);
    return services.listWishlist(o.storeId, o.owner, requestLanguage(request));
  });

  app.put('/api/v1/wishlist/:productId', async (request) => {
    const { productId } = parse(z.object({ productId: z.uuid() }), request.params);
    const { liked } = parse(z.object({ liked: z.boolean() }), request.body);
    const o = await owner(request);
    return { liked: await services.setLiked(o.storeId, o.owner, productId, liked), count: await services.wishlistCount(o.storeId, o.owner) };
  });

  app.get('/api/v1/cart', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const o = await owner(request);
    return services.readCart(o.storeId, o.owner, requestLanguage(request));
  });

  app.post('/api/v1/cart/items', async (request) => {
    const body = parse(addBody, request.body);
    const o = await owner(request);
    await services.addToCart(o.storeId, o.owner, body.variantId, body.quantity);
    return { count: await services.cartCount(o.storeId, o.owner) };
  });

  app.put('/api/v1/cart/items/:variantId', async (request) => {
    const { variantId } = parse(lineParams, request.params);
    const { quantity } = parse(setBody, request.body);
    const o = await owner(request);
    await services.setCartQuantity(o.storeId, o.owner, variantId, quantity);
    return services.readCart(o.storeId, o.owner, requestLanguage(request));
  });

  app.delete('/api/v1/cart/items/:variantId', async (request) => {
    const { variantId } = parse(lineParams, request.params);
    const o = await owner(request);
    await services.setCartQuantity(o.storeId, o.owner, variantId, 0);
    return services.readCart(o.storeId, o.owner, requestLanguage(request));
  });
}
