// Test helpers for the console: a staff member made directly, and orders inserted as placed (lines, first history row)
// without going through the cart and checkout.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { orderEvents, orderItems, orders, productVariants, products, stores } from '../server/db/schema';
import { saveStaff } from '../server/modules/console/staff-accounts';
import { startStaffSession } from '../server/modules/console/staff-sessions';

export async function storeIdOf(db: Db, name = 'zuuch'): Promise<string> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
  return store.id;
}

/** A staff member of the store and, when asked, a live session: the Cookie header value that carries it. */
export async function createStaff(db: Db, input: { username: string; password?: string; name?: string; role?: 'admin' | 'operator' }, storeName = 'zuuch') {
  const storeId = await storeIdOf(db, storeName);
  const password = input.password ?? 'correct horse battery';
  const { id } = await saveStaff(db, storeId, { username: input.username, password, name: input.name ?? input.username, role: input.role ?? 'operator' });
  return { id, storeId, password, cookie: async () => `staff_sid=${await startStaffSession(db, id)}` };
}

export type TestOrder = {
  number: number;
  state?: string;
  createdAt?: Date;
  phone?: string;
  firstName?: string;
  lastName?: string;
  /** Units of the line (one line of a product from abroad). */
  quantity?: number;
  origin?: 'US' | 'KR' | 'CN' | 'JP' | 'MN';
  paymentMethod?: string;
};

/** Inserts an order with one product line and its first history row (placed → new; then → state, when another). */
export async function insertOrder(db: Db, order: TestOrder, storeName = 'zuuch'): Promise<{ id: string; number: number; total: number }> {
  const storeId = await storeIdOf(db, storeName);
  const [product] = await db
    .select({ id: products.id, slug: products.slug, nameMn: products.nameMn, nameEn: products.nameEn, origin: products.origin, variantId: productVariants.id, sku: productVariants.sku, price: productVariants.price })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.storeId, storeId), eq(products.active, true), order.origin ? eq(products.origin, order.origin) : sql`${products.origin} <> 'MN'`))
    .limit(1);
  const quantity = order.quantity ?? 1;
  const createdAt = order.createdAt ?? new Date(Date.now() - 10 * 60_000); // history rows the test adds come after
  const state = order.state ?? 'new';
  const total = product.price * quantity;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        storeId,
        number: order.number,
        phone: order.phone ?? '+97699112233',
        firstName: order.firstName ?? 'Bat',
        lastName: order.lastName ?? 'Dorj',
        language: 'mn',
        state,
        shippingCode: 'pickup',
        shippingName: { mn: 'Дэлгүүрээс авах', en: 'Pick up at the store' },
        paymentMethod: order.paymentMethod ?? 'qpay',
        itemsTotal: total,
        shippingFee: 0,
        total,
        paidAmount: ['new', 'not_paid'].includes(state) ? 0 : total,
        idempotencyKey: randomBytes(12).toString('hex'),
        expiresAt: new Date(createdAt.getTime() + 48 * 3_600_000),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id });
    const name = { mn: product.nameMn, en: product.nameEn };
    await tx.insert(orderItems).values({
      orderId: row.id,
      position: 0,
      kind: 'product',
      slug: product.slug,
      name,
      components: [{ productId: product.id, variantId: product.variantId, quantity: 1, name, options: [], origin: product.origin }],
      sku: product.sku,
      origin: product.origin,
      unitPrice: product.price,
      quantity,
      lineTotal: total,
    });
    await tx.insert(orderEvents).values({ orderId: row.id, fromState: null, toState: 'new', actor: 'shopper', actorName: `${order.firstName ?? 'Bat'} ${order.lastName ?? 'Dorj'}`, createdAt });
    if (state !== 'new') {
      await tx.insert(orderEvents).values({ orderId: row.id, fromState: 'new', toState: state, actor: 'system', actorName: 'payment', createdAt: new Date(createdAt.getTime() + 60_000) });
    }
    return { id: row.id, number: order.number, total };
  });
}
