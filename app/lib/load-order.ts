// The order a page of /order/{number}/… shows, for the shopper logged in with its phone (spec §6). Everyone else gets
// 403 "You are not permitted to view this order" — the page and its .data request alike; an unknown number gets 404
// "Order Not Found". The 403 says whether the visitor is logged in at all: a guest is asked to log in with the order's
// phone, not told the order belongs to another number.
import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import type { OrderView } from '../../server/modules/orders/get-order';
import { orderNumberOf } from '../../server/modules/orders/routes';
import { notFound, validateParams } from './params';

export async function loadOrder(context: AppLoadContext, params: { id?: string }, url: URL): Promise<OrderView> {
  validateParams(url, params);
  const store = await context.store();
  const customer = await context.customer();
  try {
    return await context.services.getOrderForShopper(store._id, orderNumberOf(params.id ?? ''), customer, await context.lang());
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'NOT_FOUND') throw notFound(url, false, 'order');
    if (code === 'FORBIDDEN') throw forbiddenOrder(customer);
    throw err;
  }
}

/** The 403 of someone else's order; `guest` when nobody is logged in (app/components/error-page.tsx words it). */
export function forbiddenOrder(customer: unknown) {
  return data({ forbidden: true, guest: !customer }, { status: 403 });
}

/** An order page is the shopper's own: never cached or shared. Its title is in `orderPageMeta` (app/lib/meta.ts). */
export function orderPageHeaders() {
  return { 'Cache-Control': 'private, no-store' };
}
