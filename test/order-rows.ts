// Orders written straight into a test database, in any state, with their history and shipping stages — for tests of
// the order pages, which start after checkout (staff and payments move orders on; those issues have their own tests).
import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderState, ShippingStage } from '../core/order-state';
import type { Db } from '../server/db/client';
import { orderEvents, orderItems, orderShippingStages, orders, productVariants, products, stores } from '../server/db/schema';

export type OrderRowsInput = {
  phone: string;
  state: OrderState;
  /** Products sold in the order, one of each (their cheapest variant at its price). */
  slugs: string[];
  /** Why it reached its state (the history's last row). */
  reason?: string | null;
  stages?: { stage: ShippingStage; reachedOn: string; note?: string | null }[];
  createdAt?: Date;
};

export async function storeIdOf(db: Db, name = 'zuuch'): Promise<string> {
  return (await db.select({ id: stores.id }).from(stores).where(eq(stores.name, name)))[0].id;
}

/** Inserts an order for the phone and answers its number. */
export async function insertOrder(db: Db, input: OrderRowsInput): Promise<number> {
  const storeId = await storeIdOf(db);
  const rows = await db
    .select({ product: products, variant: productVariants })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(inArray(products.slug, input.slugs))
    .orderBy(asc(productVariants.price));
  const lines = input.slugs.map((slug) => {
    const row = rows.find((r) => r.product.slug === slug);
    if (!row) throw new Error(`no product ${slug}`);
    const { product, variant } = row;
    const name = { mn: product.nameMn, en: product.nameEn };
    return {
      kind: 'product' as const,
      slug,
      name,
      thumbnail: product.thumbnails[0] ?? null,
      components: [{ productId: product.id, variantId: variant.id, quantity: 1, name, options: [], origin: product.origin }],
      sku: variant.sku,
      origin: product.origin,
      unitPrice: variant.price,
      quantity: 1,
      lineTotal: variant.price,
    };
  });
  const itemsTotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const createdAt = input.createdAt ?? new Date();
  const paid = ['new', 'not_paid', 'expired', 'cancelled'].includes(input.state) ? 0 : itemsTotal;
  const [order] = await db
    .insert(orders)
    .values({
      storeId,
      number: sql`nextval('order_number_seq')`,
      phone: input.phone,
      firstName: 'Saraa',
      lastName: 'Bold',
      language: 'en',
      state: input.state,
      shippingCode: 'pickup',
      shippingName: { mn: 'Дэлгүүрээс авах', en: 'Pick up at the store' },
      paymentMethod: 'qpay',
      itemsTotal,
      shippingFee: 0,
      total: itemsTotal,
      paidAmount: paid,
      idempotencyKey: randomBytes(12).toString('hex'),
      expiresAt: new Date(createdAt.getTime() + 48 * 3_600_000),
      createdAt,
    })
    .returning({ id: orders.id, number: orders.number });
  await db.insert(orderItems).values(lines.map((l, position) => ({ ...l, orderId: order.id, position })));
  await db.insert(orderEvents).values({ orderId: order.id, fromState: null, toState: 'new', actor: 'shopper', actorName: 'Saraa Bold', createdAt });
  if (input.state !== 'new') {
    const system = input.state === 'expired';
    await db.insert(orderEvents).values({
      orderId: order.id,
      fromState: 'new',
      toState: input.state,
      actor: system ? 'system' : 'staff',
      actorName: system ? 'unpaid-48h' : 'Operator',
      reason: input.reason ?? (system ? 'Not paid within 48 hours' : null),
      createdAt: new Date(createdAt.getTime() + 60_000),
    });
  }
  if (input.stages?.length) {
    await db.insert(orderShippingStages).values(input.stages.map((s) => ({ orderId: order.id, stage: s.stage, reachedOn: s.reachedOn, note: s.note ?? null })));
  }
  return order.number;
}
