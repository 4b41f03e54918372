// Orders written straight into a test database, in any state, with their history and shipping stages — for tests that
// start after checkout (the console, the order pages). Checkout itself is tested through the cart and the API.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderState, ShippingStage } from '../core/order-state';
import type { Db } from '../server/db/client';
import { orderEvents, orderItems, orderShippingStages, orders, productVariants, products, stores } from '../server/db/schema';

export type TestOrder = {
  /** Taken from the order number sequence when not given. */
  number?: number;
  phone?: string;
  state?: OrderState;
  firstName?: string;
  lastName?: string;
  /** Products sold, one line each (their cheapest variant at its price); else one product from abroad (or of `origin`). */
  slugs?: string[];
  origin?: 'US' | 'KR' | 'CN' | 'JP' | 'MN';
  /** Units of each line. */
  quantity?: number;
  paymentMethod?: string;
  /** Why it reached its state (the history's last row). */
  reason?: string | null;
  stages?: { stage: ShippingStage; reachedOn: string; note?: string | null }[];
  createdAt?: Date;
};

export async function storeIdOf(db: Db, name = 'zuuch'): Promise<string> {
  return (await db.select({ id: stores.id }).from(stores).where(eq(stores.name, name)))[0].id;
}

async function productsFor(db: Db, storeId: string, input: TestOrder) {
  const rows = await db
    .select({ product: products, variant: productVariants })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      input.slugs
        ? and(eq(products.storeId, storeId), inArray(products.slug, input.slugs))
        : and(eq(products.storeId, storeId), eq(products.active, true), input.origin ? eq(products.origin, input.origin) : sql`${products.origin} <> 'MN'`),
    )
    .orderBy(asc(productVariants.price));
  if (!input.slugs) return [rows[0]];
  return input.slugs.map((slug) => {
    const row = rows.find((r) => r.product.slug === slug);
    if (!row) throw new Error(`no product ${slug}`);
    return row;
  });
}

/** Inserts an order as placed (lines, the first history row), then moved to `state` (a second row); answers it. */
export async function insertOrder(db: Db, input: TestOrder = {}, storeName = 'zuuch'): Promise<{ id: string; number: number; total: number }> {
  const storeId = await storeIdOf(db, storeName);
  const quantity = input.quantity ?? 1;
  const lines = (await productsFor(db, storeId, input)).map(({ product, variant }) => {
    const name = { mn: product.nameMn, en: product.nameEn };
    return {
      kind: 'product' as const,
      slug: product.slug,
      name,
      thumbnail: product.thumbnails[0] ?? null,
      components: [{ productId: product.id, variantId: variant.id, quantity: 1, name, options: [], origin: product.origin }],
      sku: variant.sku,
      origin: product.origin,
      unitPrice: variant.price,
      quantity,
      lineTotal: variant.price * quantity,
    };
  });
  const total = lines.reduce((s, l) => s + l.lineTotal, 0);
  // History rows a test adds come after these.
  const createdAt = input.createdAt ?? new Date(Date.now() - 10 * 60_000);
  const state = input.state ?? 'new';
  const firstName = input.firstName ?? 'Saraa';
  const lastName = input.lastName ?? 'Bold';
  const [order] = await db
    .insert(orders)
    .values({
      storeId,
      number: input.number ?? sql`nextval('order_number_seq')`,
      phone: input.phone ?? '+97699112233',
      firstName,
      lastName,
      language: 'en',
      state,
      shippingCode: 'pickup',
      shippingName: { mn: 'Дэлгүүрээс авах', en: 'Pick up at the store' },
      paymentMethod: input.paymentMethod ?? 'qpay',
      itemsTotal: total,
      shippingFee: 0,
      total,
      paidAmount: ['new', 'not_paid', 'expired', 'cancelled'].includes(state) ? 0 : total,
      idempotencyKey: randomBytes(12).toString('hex'),
      expiresAt: new Date(createdAt.getTime() + 48 * 3_600_000),
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id, number: orders.number });
  await db.insert(orderItems).values(lines.map((l, position) => ({ ...l, orderId: order.id, position })));
  await db.insert(orderEvents).values({ orderId: order.id, fromState: null, toState: 'new', actor: 'shopper', actorName: `${firstName} ${lastName}`, createdAt });
  if (state !== 'new') {
    const system = state === 'expired';
    await db.insert(orderEvents).values({
      orderId: order.id,
      fromState: 'new',
      toState: state,
      actor: system ? 'system' : 'staff',
      actorName: system ? 'unpaid-48h' : 'Operator',
      reason: input.reason ?? (system ? 'Not paid within 48 hours' : null),
      createdAt: new Date(createdAt.getTime() + 60_000),
    });
  }
  if (input.stages?.length) {
    await db.insert(orderShippingStages).values(input.stages.map((s) => ({ orderId: order.id, stage: s.stage, reachedOn: s.reachedOn, note: s.note ?? null })));
  }
  return { id: order.id, number: order.number, total };
}
