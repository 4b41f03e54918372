// Placing an order: one transaction that turns the customer's cart and checkout into an order — a price and product
// snapshot per line, stock taken off the variants, totals computed here (never taken from the browser), a readable number
// from a sequence — and empties the cart. The idempotency key makes a double click or a retried request one order.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { formatDateTime } from '../../../core/dates';
import { formatMnt } from '../../../core/money';
import { unpaidDeadline } from '../../../core/order-state';
import { orderTotals } from '../../../core/order-totals';
import type { Db } from '../../db/client';
import { nextInSequence } from '../../db/sequences';
import {
  bundles,
  cartBundles,
  cartItems,
  checkouts,
  orderEvents,
  orderItems,
  orderNumbers,
  orders,
  productVariants,
  products,
  shippingTypes,
  type LocalizedText,
  type OrderComponent,
} from '../../db/schema';
import { bundleState, loadBundleParts, variantOptions } from '../cart/cart';
import { firstPhoto, photoById, smallPicture } from '../catalog/product-card';
import { describeAddress } from './checkout';
import { NotEnoughStock, moveStock } from '../stock/ledger';
import { reservedUnits } from './transition-order';
import { notifyOrderIn } from '../notifications/outbox';

export type PlaceOrderInput = {
  storeId: string;
  customer: { id: string; phone: string | null; name: string };
  idempotencyKey: string;
  language: 'mn' | 'en';
  /** The total the review page showed: an order for any other amount is not placed (the shopper must see it first). */
  expectedTotal?: number;
};

/** The most one order may cost (the money columns are 32-bit; a larger purchase is several orders). */
export const MAX_ORDER_TOTAL = 2_000_000_000;

type Line = Omit<typeof orderItems.$inferInsert, 'orderId' | 'position'>;
/** A line to sell and the cart row it comes from (only the rows bought leave the cart). */
type Bought = { line: Line; cartRow: { kind: 'item' | 'bundle'; id: string } };

/** Thrown inside the transaction when another request with the same key placed the order first. */
class AlreadyPlaced extends Error {}

/** Places the order, or answers the one this key already placed. Returns its number. */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<{ number: number; created: boolean }> {
  const existing = await byKey(db, input);
  if (existing) return { number: existing, created: false };
  try {
    const number = await retryOnDeadlock(() => db.transaction((tx) => place(tx, input)));
    return { number, created: true };
  } catch (err) {
    // A request that lost the race to its twin (same key) finds the cart gone or the key taken: it answers the twin's order.
    const number = await byKey(db, input);
    if (!number) throw err;
    return { number, created: false };
  }
}

/**
 * PostgreSQL may pick this transaction to break a deadlock (40P01) or a serialization conflict (40001) with another
 * writer of the same rows; nothing of it was kept, so it is tried again, twice at most.
 */
async function retryOnDeadlock<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
      if (i >= tries || (code !== '40P01' && code !== '40001')) throw err;
    }
  }
}

async function byKey(db: Db, { storeId, idempotencyKey, customer }: PlaceOrderInput): Promise<number | null> {
  const [row] = await db
    .select({ number: orders.number, customerId: orders.customerId })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.idempotencyKey, idempotencyKey)));
  if (!row) return null;
  // A key is a request of one shopper; another account presenting it gets nothing of that order.
  if (row.customerId !== customer.id) throw new AppError('CONFLICT', 'conflict');
  return row.number;
}

async function place(tx: Db, { storeId, customer, idempotencyKey, language, expectedTotal }: PlaceOrderInput): Promise<number> {
  const owner = `c:${customer.id}` as const;
  // Locking the checkout makes two placements for one cart (even with different keys) take turns; the second finds it gone.
  const [checkout] = await tx
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.storeId, storeId), eq(checkouts.owner, owner)))
    .for('update');
  if (!checkout || !customer.phone) throw new AppError('CONFLICT', 'checkoutIncomplete');
  const [shipping] = await tx
    .select()
    .from(shippingTypes)
    .where(and(eq(shippingTypes.storeId, storeId), eq(shippingTypes.code, checkout.shippingCode as 'pickup'), eq(shippingTypes.active, true)));
  if (!shipping) throw new AppError('CONFLICT', 'checkoutIncomplete');
  const bought = [...(await productLines(tx, storeId, owner)), ...(await bundleLines(tx, storeId, owner))];
  const lines = bought.map((b) => b.line);
  if (lines.length === 0) throw new AppError('CONFLICT', 'cartEmpty');
  const totals = orderTotals(lines, shipping);
  if (expectedTotal !== undefined && expectedTotal !== totals.total) throw new AppError('CONFLICT', 'cartChanged');
  const address = checkout.address ? await describeAddress(tx, checkout.address) : null;

  const order = await writeOrder(
    tx,
    {
      storeId,
      customerId: customer.id,
      phone: customer.phone,
      firstName: checkout.firstName,
      lastName: checkout.lastName,
      email: checkout.email,
      language,
      shippingCode: shipping.code,
      shippingName: shipping.name,
      address,
      paymentMethod: checkout.paymentMethod,
      termsVersion: checkout.termsVersion,
      ...totals,
      idempotencyKey,
    },
    lines,
    { id: customer.id, name: customer.name },
  );
  if (!order) throw new AlreadyPlaced();
  await reserveStock(tx, storeId, order.id, lines, language);
  const rowsOf = (kind: 'item' | 'bundle') => bought.filter((b) => b.cartRow.kind === kind).map((b) => b.cartRow.id);
  if (rowsOf('item').length) await tx.delete(cartItems).where(inArray(cartItems.id, rowsOf('item')));
  if (rowsOf('bundle').length) await tx.delete(cartBundles).where(inArray(cartBundles.id, rowsOf('bundle')));
  await tx.delete(checkouts).where(and(eq(checkouts.storeId, storeId), eq(checkouts.owner, owner)));
  return order.number;
}

/** An order line as it is written (its order and position are added). */
export type OrderLine = Line;

/**
 * Writes a new order in `tx`, the transaction that placed it: its readable number from the sequence, state `new` with
 * the unpaid deadline, its lines, its first event (the shopper's) and the "placed" notice. Null when another request
 * with the same key wrote it first (the key is claimed before anything else: a twin waits on the unique index). An order
 * beyond MAX_ORDER_TOTAL is refused.
 */
export async function writeOrder(
  tx: Db,
  order: Omit<typeof orders.$inferInsert, 'number' | 'state' | 'expiresAt'> & { language: 'mn' | 'en'; total: number },
  lines: OrderLine[],
  shopper: { id: string; name: string },
  now = new Date(),
): Promise<{ id: string; number: number } | null> {
  if (order.total > MAX_ORDER_TOTAL) throw new AppError('CONFLICT', 'orderTooLarge', { values: { max: MAX_ORDER_TOTAL.toLocaleString('en-US') } });
  const number = await nextInSequence(tx, orderNumbers);
  const expiresAt = unpaidDeadline(now);
  const [row] = await tx
    .insert(orders)
    .values({ ...order, number, state: 'new', expiresAt })
    .onConflictDoNothing({ target: [orders.storeId, orders.idempotencyKey] })
    .returning({ id: orders.id, number: orders.number });
  if (!row) return null;
  await notifyOrderIn(tx, { event: 'order_placed', orderId: row.id, values: { total: formatMnt(order.total), deadline: formatDateTime(expiresAt.toISOString(), order.language) } });
  await tx.insert(orderItems).values(lines.map((l, position) => ({ ...l, orderId: row.id, position })));
  await tx.insert(orderEvents).values({ orderId: row.id, fromState: null, toState: 'new', actor: 'shopper', actorId: shopper.id, actorName: shopper.name });
  return row;
}

/** The cart's product lines, as sold now. A line the shopper has not seen at this price or stock sends them back to the cart. */
async function productLines(tx: Db, storeId: string, owner: string): Promise<Bought[]> {
  const rows = await tx
    .select({ item: cartItems, variant: productVariants, product: products, photo: firstPhoto(products.id), variantPhoto: photoById(productVariants.imageId) })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(cartItems.storeId, storeId), eq(cartItems.owner, owner)))
    .orderBy(asc(cartItems.createdAt));
  // A line the shopper was shown as unavailable is not bought (the cart does not count it either).
  const buyable = rows.filter(({ item, variant, product }) => item.seenAvailable || (product.active && variant.stock > 0));
  return buyable.map(({ item, variant, product, photo, variantPhoto }) => {
    if (!product.active || variant.stock < item.quantity || item.seenPrice !== variant.price || !item.seenAvailable)
      throw new AppError('CONFLICT', 'cartChanged');
    const name: LocalizedText = { mn: product.nameMn, en: product.nameEn };
    const components = [{ productId: product.id, variantId: variant.id, quantity: 1, name, options: variantOptions(product.options, variant.options), origin: product.origin }];
    const line: Line = {
      kind: 'product',
      slug: product.slug,
      name,
      // The order keeps the picture's address as it was bought (a photo's files are never removed).
      thumbnail: smallPicture(variantPhoto ?? photo, product.thumbnails),
      components,
      sku: variant.sku,
      origin: product.origin,
      unitPrice: variant.price,
      quantity: item.quantity,
      lineTotal: variant.price * item.quantity,
    };
    return { line, cartRow: { kind: 'item' as const, id: item.id } };
  });
}

/** The cart's bundles at the bundle price, each with the variants the shopper picked, checked as the cart checks them. */
async function bundleLines(tx: Db, storeId: string, owner: string): Promise<Bought[]> {
  const rows = (
    await tx
      .select({ line: cartBundles, bundle: bundles })
      .from(cartBundles)
      .innerJoin(bundles, eq(bundles.id, cartBundles.bundleId))
      .where(and(eq(cartBundles.storeId, storeId), eq(cartBundles.owner, owner)))
      .orderBy(asc(cartBundles.createdAt))
  ).filter(({ line }) => line.seenAvailable);
  if (rows.length === 0) return [];
  const parts = await loadBundleParts(tx, rows.map((r) => r.bundle.id), rows.flatMap((r) => Object.values(r.line.choice)));
  return rows.map(({ line, bundle }) => {
    const { valid, sets } = bundleState(bundle, parts, line.choice);
    if (!valid || sets < line.quantity || line.seenPrice !== bundle.price) throw new AppError('CONFLICT', 'cartChanged');
    const components: OrderComponent[] = (parts.items.get(bundle.id) ?? []).map((item) => {
      const variant = parts.variants.get(line.choice[item.productId])!;
      return { productId: item.productId, variantId: variant.id, quantity: item.quantity, name: { mn: item.nameMn, en: item.nameEn }, options: variantOptions(item.options, variant.options), origin: item.origin };
    });
    const first = parts.items.get(bundle.id)?.[0];
    const sold: Line = {
      kind: 'bundle',
      slug: bundle.slug,
      name: { mn: bundle.nameMn, en: bundle.nameEn },
      thumbnail: first ? smallPicture(first.photo, first.thumbnails) : null,
      components,
      sku: null,
      // A set ships when its slowest part does; the line shows the first part's origin, each part keeps its own.
      origin: components[0]?.origin ?? 'MN',
      unitPrice: bundle.price,
      quantity: line.quantity,
      lineTotal: bundle.price * line.quantity,
    };
    return { line: sold, cartRow: { kind: 'bundle' as const, id: line.id } };
  });
}

/**
 * Takes the ordered units off each variant through the stock ledger, only if that many are left (so stock never goes
 * below zero, however many orders race for the last item); always in id order, so two orders cannot deadlock.
 */
async function reserveStock(tx: Db, storeId: string, orderId: string, lines: Line[], language: 'mn' | 'en') {
  const units = reservedUnits(lines as { components: OrderComponent[]; quantity: number }[]);
  const names = new Map(lines.flatMap((l) => (l.components as OrderComponent[]).map((c) => [c.variantId, c.name] as const)));
  try {
    await moveStock(tx, [...units.variants].map(([variantId, quantity]) => ({ variantId, delta: -quantity })), { storeId, reason: 'order', orderId });
  } catch (err) {
    // Lines that each fit can still ask more of one variant together (the item and a set that holds it).
    if (err instanceof NotEnoughStock) throw new AppError('CONFLICT', 'notEnoughStockFor', { values: { name: names.get(err.variantId)?.[language] ?? '', count: err.left } });
    throw err;
  }
  for (const [productId, quantity] of [...units.products].sort(([a], [b]) => a.localeCompare(b))) {
    await tx.update(products).set({ soldCount: sql`${products.soldCount} + ${quantity}` }).where(eq(products.id, productId));
  }
}
