// A shopper's order history (/user/order): the orders of the phone they are logged in with, newest first.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { pick, type Language } from '../../../core/i18n';
import type { OrderState } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

export type OrderSummary = { number: number; state: OrderState; createdAt: string; total: number; items: number; names: string[]; thumbnail: string | null };

export async function listShopperOrders(db: Db, storeId: string, phone: string, lang: Language, limit = 100): Promise<OrderSummary[]> {
  const rows = await db.select().from(orders).where(and(eq(orders.storeId, storeId), eq(orders.phone, phone))).orderBy(desc(orders.createdAt)).limit(limit);
  if (rows.length === 0) return [];
  const lines = await db
    .select({ orderId: orderItems.orderId, name: orderItems.name, thumbnail: orderItems.thumbnail, quantity: orderItems.quantity, position: orderItems.position })
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
    .orderBy(orderItems.position);
  return rows.map((o) => {
    const own = lines.filter((l) => l.orderId === o.id);
    return {
      number: o.number,
      state: o.state as OrderState,
      createdAt: o.createdAt.toISOString(),
      total: o.total,
      items: own.reduce((s, l) => s + l.quantity, 0),
      names: own.map((l) => pick(l.name, lang)),
      thumbnail: own[0]?.thumbnail ?? null,
    };
  });
}
