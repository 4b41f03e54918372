// The console's order list: newest first, 50 a page, filtered by state, placing date (Ulaanbaatar days) and a search
// that finds an order by its number, its phone (or part of it) or the customer's name. Orders whose payment cannot be
// confirmed (their provider does not answer past the deadline) are marked, counted and can be listed alone.
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { UNPAID_STATES, type OrderState } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { orders, paymentAttempts } from '../../db/schema';
import type { OrderListQuery } from './schemas';

export const ORDERS_PER_PAGE = 50;

export type ConsoleOrderRow = {
  number: number;
  createdAt: string;
  firstName: string;
  lastName: string;
  phone: string;
  total: number;
  state: OrderState;
  /** Units ordered (a bundle counts as its quantity). */
  items: number;
  /** Past its deadline, but its provider does not answer about an open invoice: staff decide (the order's page says how). */
  paymentUnconfirmed: boolean;
};

export type ConsoleOrderList = { orders: ConsoleOrderRow[]; total: number; page: number; pages: number; unconfirmed: number };

/** Orders waiting on money with an open attempt flagged by the reconciliation worker (modules/payments/check-attempt.ts). */
const paymentUnconfirmed = and(
  inArray(orders.state, [...UNPAID_STATES]),
  // Spelled out: Drizzle leaves column names unqualified inside a subquery.
  sql`exists (select 1 from ${paymentAttempts} a where a.order_id = "orders"."id" and a.status = 'pending' and a.flagged_at is not null)`,
)!;

/** Midnight of a calendar day in Ulaanbaatar (UTC+8 all year: Mongolia keeps no summer time). */
const ubMidnight = (isoDate: string, plusDays = 0) => new Date(Date.parse(`${isoDate}T00:00:00+08:00`) + plusDays * 86_400_000);

/** LIKE wildcards in what staff typed are matched literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function orderFilter(storeId: string, query: Omit<OrderListQuery, 'page'>): SQL {
  const conditions: (SQL | undefined)[] = [eq(orders.storeId, storeId)];
  if (query.state) conditions.push(eq(orders.state, query.state));
  if (query.from) conditions.push(gte(orders.createdAt, ubMidnight(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, ubMidnight(query.to, 1)));
  if (query.unconfirmed) conditions.push(paymentUnconfirmed);
  const q = query.q?.trim();
  if (q) {
    const digits = q.replace(/[\s()+-]/g, '');
    if (/^\d+$/.test(digits)) {
      // A number: the order with that number, or phones containing those digits (stored as +976XXXXXXXX).
      conditions.push(or(...(digits.length <= 9 ? [eq(orders.number, Number(digits))] : []), sql`${orders.phone} like ${`%${literal(digits)}%`}`));
    } else {
      const words = q.split(/\s+/).slice(0, 4);
      for (const word of words) conditions.push(or(ilike(orders.firstName, `%${literal(word)}%`), ilike(orders.lastName, `%${literal(word)}%`)));
    }
  }
  return and(...conditions)!;
}

export async function listConsoleOrders(db: Db, storeId: string, query: OrderListQuery): Promise<ConsoleOrderList> {
  const where = orderFilter(storeId, query);
  const [rows, [{ n }], unconfirmed] = await Promise.all([
    db
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        firstName: orders.firstName,
        lastName: orders.lastName,
        phone: orders.phone,
        total: orders.total,
        state: orders.state,
        // Per listed row through the lines' index, not an aggregate over every line of the store.
        // (Spelled out: Drizzle leaves column names unqualified here, and "id" would mean the line's own.)
        items: sql<number>`(select coalesce(sum(oi.quantity), 0) from order_items oi where oi.order_id = "orders"."id")`,
        paymentUnconfirmed: sql<boolean>`${paymentUnconfirmed}`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(ORDERS_PER_PAGE)
      .offset((query.page - 1) * ORDERS_PER_PAGE),
    db.select({ n: count() }).from(orders).where(where),
    db.$count(orders, and(eq(orders.storeId, storeId), paymentUnconfirmed)),
  ]);
  return {
    orders: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), state: r.state as OrderState, items: Number(r.items), paymentUnconfirmed: Boolean(r.paymentUnconfirmed) })),
    total: n,
    page: query.page,
    pages: Math.max(1, Math.ceil(n / ORDERS_PER_PAGE)),
    unconfirmed,
  };
}
