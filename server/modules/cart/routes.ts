// The cart over the API, for the logged-in customer or, else, the browser's user_token.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { USER_TOKEN_COOKIE, USER_TOKEN_PATTERN } from '../../../core/user-token';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import { requestLanguage } from '../../http/error-handler';
import type { Services } from '../../services';
import { SESSION_COOKIE } from '../accounts/sessions';
import { MAX_QUANTITY, type CartOwner } from './cart';

const quantity = z.number().int().min(1).max(MAX_QUANTITY).default(1);
// A variant, or a product that has a single variant (product cards add without choosing).
const addBody = z
  .object({ variantId: z.uuid().optional(), productId: z.uuid().optional(), quantity })
  .refine((b) => Boolean(b.variantId) !== Boolean(b.productId), { path: ['variantId'], params: { messageKey: 'required' } });
const setBody = z.object({ quantity: z.number().int().min(0).max(MAX_QUANTITY) });
const lineParams = z.object({ variantId: z.uuid() });
const bundleBody = z.object({
  bundleId: z.uuid(),
  // product id → the chosen variant's id; a product with a single variant may be left out.
  choice: z.record(z.uuid(), z.uuid()).refine((c) => Object.keys(c).length <= 50, { params: { messageKey: 'invalidFormat' } }).default({}),
  quantity,
});
const bundleLineParams = z.object({ lineId: z.uuid() });
const wishlistParams = z.object({ productId: z.uuid() });
const likedBody = z.object({ liked: z.boolean() });

export async function cartRoutes(app: ApiApp, { services }: { services: Services }) {
  tagRoutes(app, 'cart');

  const owner = async (request: FastifyRequest): Promise<{ storeId: string; owner: CartOwner }> => {
    const store = await services.getStoreSettings();
    const customer = await services.sessionCustomer(request.cookies[SESSION_COOKIE]);
    if (customer) return { storeId: store._id, owner: `c:${customer.id}` };
    const token = request.cookies[USER_TOKEN_COOKIE];
    if (!token || !USER_TOKEN_PATTERN.test(token)) throw new AppError('UNAUTHORIZED');
    return { storeId: store._id, owner: `g:${token}` };
  };

  app.get('/api/v1/wishlist', { schema: { summary: 'The wishlist' } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const o = await owner(request);
    return services.listWishlist(o.storeId, o.owner, requestLanguage(request));
  });

  app.put('/api/v1/wishlist/:productId', { schema: { summary: 'Like or unlike a product', params: wishlistParams, body: likedBody } }, async (request) => {
    const o = await owner(request);
    return { liked: await services.setLiked(o.storeId, o.owner, request.params.productId, request.body.liked), count: await services.wishlistCount(o.storeId, o.owner) };
  });

  app.get('/api/v1/cart', { schema: { summary: 'The cart' } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const o = await owner(request);
    return services.readCart(o.storeId, o.owner, requestLanguage(request));
  });

  app.post('/api/v1/cart/items', { schema: { summary: 'Add a variant (or a product with a single variant) to the cart', body: addBody } }, async (request) => {
    const body = request.body;
    const o = await owner(request);
    const count = body.variantId
      ? await services.addToCart(o.storeId, o.owner, body.variantId, body.quantity)
      : await services.addProductToCart(o.storeId, o.owner, body.productId!, body.quantity);
    return { count };
  });

  app.post('/api/v1/cart/bundles', { schema: { summary: 'Add a bundle with the chosen variants to the cart', body: bundleBody } }, async (request) => {
    const o = await owner(request);
    const lineId = await services.addBundleToCart(o.storeId, o.owner, request.body, requestLanguage(request));
    return { lineId, count: await services.cartCount(o.storeId, o.owner) };
  });

  app.put('/api/v1/cart/bundles/:lineId', { schema: { summary: 'Set how many of a bundle line (0 removes it)', params: bundleLineParams, body: setBody } }, async (request) => {
    const o = await owner(request);
    const lang = requestLanguage(request);
    await services.setBundleQuantity(o.storeId, o.owner, request.params.lineId, request.body.quantity, lang);
    return services.readCart(o.storeId, o.owner, lang);
  });

  app.delete('/api/v1/cart/bundles/:lineId', { schema: { summary: 'Remove a bundle line', params: bundleLineParams } }, async (request) => {
    const o = await owner(request);
    const lang = requestLanguage(request);
    await services.setBundleQuantity(o.storeId, o.owner, request.params.lineId, 0, lang);
    return services.readCart(o.storeId, o.owner, lang);
  });

  app.put('/api/v1/cart/items/:variantId', { schema: { summary: 'Set how many of a variant (0 removes it)', params: lineParams, body: setBody } }, async (request) => {
    const o = await owner(request);
    await services.setCartQuantity(o.storeId, o.owner, request.params.variantId, request.body.quantity);
    return services.readCart(o.storeId, o.owner, requestLanguage(request));
  });

  app.delete('/api/v1/cart/items/:variantId', { schema: { summary: 'Remove a variant from the cart', params: lineParams } }, async (request) => {
    const o = await owner(request);
    await services.setCartQuantity(o.storeId, o.owner, request.params.variantId, 0);
    return services.readCart(o.storeId, o.owner, requestLanguage(request));
  });
}
