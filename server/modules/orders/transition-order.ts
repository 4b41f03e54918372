// Moving an order from one state to another: only along core/order-state.ts's table, in one transaction, with a history
// row (from, to, who, when, why). Cancelling or expiring an order puts its reserved stock back through the stock ledger.
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { surveyAskAt, type NotificationEvent } from '../../../core/notifications';
import { assertTransition, isOrderState, type OrderState } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orders, products } from '../../db/schema';
import { notifyOrderIn } from '../notifications/outbox';
import { moveStock } from '../stock/ledger';

/** Who moves an order: the shopper, a staff member, or the store itself (the unpaid-order sweeper, a payment callback). */
export type OrderActor = { kind: 'shopper' | 'staff'; id: string; name: string } | { kind: 'system'; name: string };

export type TransitionInput = { storeId: string; orderId: string; to: OrderState; actor: OrderActor; reason: string | null };

/** States that hand the reserved stock back. A returned order's goods are checked by staff before they are sold again. */
const RELEASES_STOCK: OrderState[] = ['cancelled', 'expired'];
/**
 * The states a shopper is told of when the order reaches them (the money states are told by the payment's own notice).
 * A delivered (complete) order's shopper is also asked, the next morning, for its survey (a marketing-like message they
 * may turn off): the link is the order's page, where only the shopper logged in with the order's phone can answer it,
 * so no token in the SMS to leak.
 */
const NEWS_OF_STATE: Partial<Record<OrderState, NotificationEvent>> = {
  cancelled: 'order_cancelled',
  expired: 'order_expired',
  expected: 'order_arrived',
  on_delivery: 'out_for_delivery',
  complete: 'order_done',
};

export async function transitionOrder(db: Db, input: TransitionInput): Promise<{ from: OrderState; to: OrderState }> {
  return db.transaction((tx) => transitionLocked(tx, input));
}

/** The transition inside a caller's transaction (the sweeper runs many in one). Locks the order row first. */
export async function transitionLocked(tx: Db, { storeId, orderId, to, actor, reason }: TransitionInput) {
  const [order] = await tx
    .select({ id: orders.id, state: orders.state })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
    .for('update');
  if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
  const from = order.state as OrderState;
  if (!isOrderState(from)) throw new Error(`order ${orderId} has an unknown state ${from}`);
  assertTransition(from, to);
  await tx.update(orders).set({ state: to, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId,
      fromState: from,
      toState: to,
      actor: actor.kind,
      actorId: actor.kind === 'system' ? null : actor.id,
      actorName: actor.name,
      reason: reason?.trim() || null,
    })
    .returning({ id: orderEvents.id });
  if (RELEASES_STOCK.includes(to)) await releaseStock(tx, storeId, orderId);
  const news = NEWS_OF_STATE[to];
  if (news) await notifyOrderIn(tx, { event: news, orderId, detail: event.id });
  if (to === 'complete') await notifyOrderIn(tx, { event: 'survey_request', orderId, detail: event.id, due: surveyAskAt(new Date()) });
  return { from, to };
}

/** Puts every unit the order reserved back through the stock ledger (and takes it off the product's sales count). */
async function releaseStock(tx: Db, storeId: string, orderId: string) {
  const lines = await tx.select({ components: orderItems.components, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const units = reservedUnits(lines);
  await moveStock(tx, [...units.variants].map(([variantId, quantity]) => ({ variantId, delta: quantity })), { storeId, reason: 'cancelled', orderId });
  for (const [productId, quantity] of [...units.products].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(products)
      .set({ soldCount: sql`greatest(${products.soldCount} - ${quantity}, 0)` })
      .where(eq(products.id, productId));
  }
}

/** Units per variant and per product that order lines hold (a bundle line holds each component × the line quantity). */
export function reservedUnits(lines: { components: { productId: string; variantId: string; quantity: number }[]; quantity: number }[]) {
  const variants = new Map<string, number>();
  const productsById = new Map<string, number>();
  for (const line of lines) {
    for (const c of line.components) {
      variants.set(c.variantId, (variants.get(c.variantId) ?? 0) + c.quantity * line.quantity);
      productsById.set(c.productId, (productsById.get(c.productId) ?? 0) + c.quantity * line.quantity);
    }
  }
  return { variants, products: productsById };
}
