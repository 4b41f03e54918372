// An order as its pages show it: lines, totals, address, state, progress, shipping stages and history. The shopper's
// view passes spec §6's check (only the phone the order belongs to); staff see every order of their store.
import { and, asc, eq } from 'drizzle-orm';
import { pick, type Language } from '../../../core/i18n';
import { AppError } from '../../../core/app-error';
import { isClosed, progressDone, SHIPPING_STAGES, type OrderState, type ShippingStage } from '../../../core/order-state';
import { assertCanViewOrder, type Viewer } from '../../../core/permissions';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orderShippingStages, orders } from '../../db/schema';

export type OrderView = {
  _id: string;
  number: number;
  state: OrderState;
  createdAt: string;
  expiresAt: string;
  phone: string;
  firstName: string;
  lastName: string;
  email: string | null;
  shipping: { code: string; name: string };
  address: { place: string; detail: string } | null;
  deliveryChoice: { code: 'pickup' | 'delivery'; address: { place: string; detail: string } | null; chosenAt: string } | null;
  receiptTarget: { kind: 'person' | 'company'; number: string } | null;
  /** The terms of service version the shopper accepted at checkout (null: placed before terms had versions, or none were published). */
  termsVersion: number | null;
  paymentMethod: string;
  itemsTotal: number;
  shippingFee: number;
  total: number;
  paidAmount: number;
  /** What the store gave back (refunds). */
  refundedAmount: number;
  items: {
    kind: 'product' | 'bundle' | 'request';
    slug: string;
    name: string;
    thumbnail: string | null;
    origin: string;
    options: string;
    parts: { name: string; options: string; quantity: number }[];
    unitPrice: number;
    quantity: number;
    lineTotal: number;
  }[];
  /** Whether some goods come from abroad (then the shipping stages apply). */
  fromAbroad: boolean;
  progressDone: number;
  stages: { stage: ShippingStage; reachedOn: string | null; note: string | null }[];
  history: { from: OrderState | null; to: OrderState; actor: 'shopper' | 'staff' | 'system'; actorName: string | null; reason: string | null; at: string }[];
};

type OrderRow = typeof orders.$inferSelect;

const optionsText = (options: { label: { mn: string; en: string }; value: { mn: string; en: string } }[], lang: Language) =>
  options.map((o) => `${pick(o.label, lang)}: ${pick(o.value, lang)}`).join(' · ');

/** The order for the shopper: "Order Not Found" (404) for an unknown number, "You are not permitted…" (403) for others'. */
export async function getOrderForShopper(db: Db, storeId: string, number: number, viewer: Viewer, lang: Language): Promise<OrderView> {
  return describeOrder(db, await findShopperOrder(db, storeId, number, viewer?.phone ?? null), lang, 'shopper');
}

/** The order for staff of its store (the console). */
export async function getOrderForStaff(db: Db, storeId: string, number: number, lang: Language): Promise<OrderView> {
  return describeOrder(db, await findOrder(db, storeId, number), lang, 'staff');
}

/** The order row, for the shopper logged in with its phone (spec §6): 404 for an unknown number, 403 for others'. */
export async function findShopperOrder(db: Db, storeId: string, number: number, phone: string | null): Promise<OrderRow> {
  const order = await findOrder(db, storeId, number);
  assertCanViewOrder({ phone }, order);
  return order;
}

/** The store's order row by its number (404 "Order Not Found" otherwise), for staff and for checks that need no view. */
export async function findOrder(db: Db, storeId: string, number: number): Promise<OrderRow> {
  if (!Number.isSafeInteger(number) || number <= 0) throw new AppError('NOT_FOUND', 'orderNotFound');
  const [order] = await db.select().from(orders).where(and(eq(orders.storeId, storeId), eq(orders.number, number)));
  if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
  return order;
}

/**
 * The order as its audience sees it. Shoppers get the history without staff names, and a reason only where it explains
 * why their order closed (cancelled, expired, returned): other reasons are notes between staff.
 */
async function describeOrder(db: Db, order: OrderRow, lang: Language, audience: 'shopper' | 'staff'): Promise<OrderView> {
  const [items, events, stages] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt)),
    db.select().from(orderShippingStages).where(eq(orderShippingStages.orderId, order.id)),
  ]);
  const place = (a: { places: { mn: string; en: string }; detail: string } | null) => (a ? { place: pick(a.places, lang), detail: a.detail } : null);
  // A bought-for-you line has no components of the store's: its own origin says where it ships from.
  const fromAbroad = items.some((i) => (i.kind === 'request' ? i.origin !== 'MN' : i.components.some((c) => c.origin !== 'MN')));
  return {
    _id: order.id,
    number: order.number,
    state: order.state as OrderState,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    phone: order.phone,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    shipping: { code: order.shippingCode, name: pick(order.shippingName, lang) },
    address: place(order.address),
    deliveryChoice: order.deliveryChoice ? { code: order.deliveryChoice.code, address: place(order.deliveryChoice.address), chosenAt: order.deliveryChoice.chosenAt } : null,
    receiptTarget: order.receiptTarget,
    termsVersion: order.termsVersion,
    paymentMethod: order.paymentMethod,
    itemsTotal: order.itemsTotal,
    shippingFee: order.shippingFee,
    total: order.total,
    paidAmount: order.paidAmount,
    refundedAmount: order.refundedAmount,
    items: items.map((i) => ({
      kind: i.kind,
      slug: i.slug,
      name: pick(i.name, lang),
      thumbnail: i.thumbnail,
      origin: i.origin,
      options: i.kind === 'product' ? optionsText(i.components[0]?.options ?? [], lang) : (i.optionsText ?? ''),
      parts: i.kind === 'bundle' ? i.components.map((c) => ({ name: pick(c.name, lang), options: optionsText(c.options, lang), quantity: c.quantity })) : [],
      unitPrice: i.unitPrice,
      quantity: i.quantity,
      lineTotal: i.lineTotal,
    })),
    fromAbroad,
    progressDone: progressDone(order.state as OrderState, order.deliveryChoice !== null),
    stages: SHIPPING_STAGES.map((stage) => {
      const s = stages.find((r) => r.stage === stage);
      return { stage, reachedOn: s?.reachedOn ?? null, note: s?.note ?? null };
    }),
    history: events.map((e) => ({
      from: e.fromState as OrderState | null,
      to: e.toState as OrderState,
      actor: e.actor,
      // A shopper sees no staff member's name; the store's own workers are named (the page words their reasons).
      actorName: audience === 'staff' || e.actor === 'system' ? e.actorName : null,
      reason: audience === 'staff' || isClosed(e.toState as OrderState) ? e.reason : null,
      at: e.createdAt.toISOString(),
    })),
  };
}
