// The cart: lines of variants with quantities, for a guest (user_token) or an account. Read, it re-checks every line's
// price, stock and availability and reports what changed since the shopper last saw it (the spec's cartUpdate).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { pick, type Language } from '../../../app/i18n';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { brands, cartItems, productVariants, products } from '../../db/schema';

export const MAX_QUANTITY = 20;

export type CartOwner = `g:${string}` | `c:${string}`;

export type CartLine = {
  variantId: string;
  slug: string;
  name: string;
  brand: string | null;
  thumbnail: string | null;
  options: { name: string; label: string; value: string }[];
  origin: string;
  price: number;
  quantity: number;
  lineTotal: number;
  stock: number;
  available: boolean;
};

export type CartChange =
  | { kind: 'price'; variantId: string; name: string; from: number; to: number }
  | { kind: 'quantity'; variantId: string; name: string; from: number; to: number }
  | { kind: 'unavailable'; variantId: string; name: string };

export type Cart = { lines: CartLine[]; count: number; total: number; changes: CartChange[] };

export async function readCart(db: Db, storeId: string, owner: CartOwner, lang: Language): Promise<Cart> {
  const rows = await db
    .select({ item: cartItems, variant: productVariants, product: products, brand: brands.name })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(cartItems.storeId, storeId), eq(cartItems.owner, owner)))
    .orderBy(asc(cartItems.createdAt));
  const changes: CartChange[] = [];
  const lines: CartLine[] = [];
  for (const { item, variant, product, brand } of rows) {
    const name = lang === 'mn' ? product.nameMn : product.nameEn;
    const available = product.active && variant.stock > 0;
    let quantity = item.quantity;
    if (!available) {
      if (item.seenAvailable) changes.push({ kind: 'unavailable', variantId: variant.id, name });
    } else if (quantity > variant.stock) {
      changes.push({ kind: 'quantity', variantId: variant.id, name, from: quantity, to: variant.stock });
      quantity = variant.stock;
    }
    if (available && item.seenPrice !== variant.price) changes.push({ kind: 'price', variantId: variant.id, name, from: item.seenPrice, to: variant.price });
    if (quantity !== item.quantity || item.seenPrice !== variant.price || item.seenAvailable !== available) {
      // Told once: the line now holds what the shopper was shown.
      await db
        .update(cartItems)
        .set({ quantity: Math.max(quantity, 1), seenPrice: variant.price, seenAvailable: available, updatedAt: sql`now()` })
        .where(eq(cartItems.id, item.id));
    }
    lines.push({
      variantId: variant.id,
      slug: product.slug,
      name,
      brand,
      thumbnail: product.thumbnails[0] ?? null,
      options: product.options
        .filter((o) => variant.options[o.name])
        .map((o) => ({ name: o.name, label: pick(o.label, lang), value: pick(o.values.find((v) => v.code === variant.options[o.name])?.label ?? { mn: variant.options[o.name], en: variant.options[o.name] }, lang) })),
      origin: product.origin,
      price: variant.price,
      quantity,
      lineTotal: available ? variant.price * quantity : 0,
      stock: variant.stock,
      available,
    });
  }
  const buyable = lines.filter((l) => l.available);
  return { lines, count: buyable.reduce((s, l) => s + l.quantity, 0), total: buyable.reduce((s, l) => s + l.lineTotal, 0), changes };
}

/** How many items the cart holds (for the header), without re-checking anything. */
export async function cartCount(db: Db, storeId: string, owner: CartOwner): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)` })
    .from(cartItems)
    .where(and(eq(cartItems.storeId, storeId), eq(cartItems.owner, owner)));
  return Number(row.n);
}

async function buyableVariant(db: Db, storeId: string, variantId: string) {
  const [row] = await db
    .select({ variant: productVariants, active: products.active })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(products.storeId, storeId)));
  if (!row) throw new AppError('NOT_FOUND', 'productNotFound');
  if (!row.active || row.variant.stock <= 0) throw new AppError('CONFLICT', 'productUnavailable');
  return row.variant;
}

const notEnough = (stock: number) => new AppError('CONFLICT', 'notEnoughStock', { values: { count: stock } });

/** Adds to a line (or makes it); never beyond the stock or the per-line maximum. */
export async function addToCart(db: Db, storeId: string, owner: CartOwner, variantId: string, quantity: number): Promise<void> {
  const variant = await buyableVariant(db, storeId, variantId);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(cartItems).where(and(eq(cartItems.storeId, storeId), eq(cartItems.owner, owner), eq(cartItems.variantId, variantId)));
    const wanted = (existing?.quantity ?? 0) + quantity;
    if (wanted > variant.stock) throw notEnough(variant.stock);
    if (wanted > MAX_QUANTITY) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'quantity', messageKey: 'maxQuantity', values: { 0: MAX_QUANTITY } }] });
    await tx
      .insert(cartItems)
      .values({ storeId, owner, variantId, quantity, seenPrice: variant.price })
      .onConflictDoUpdate({ target: [cartItems.storeId, cartItems.owner, cartItems.variantId], set: { quantity: sql`${cartItems.quantity} + ${quantity}`, updatedAt: sql`now()` } });
  });
}

/** Sets a line's quantity; 0 removes it. */
export async function setCartQuantity(db: Db, storeId: string, owner: CartOwner, variantId: string, quantity: number): Promise<void> {
  const where = and(eq(cartItems.storeId, storeId), eq(cartItems.owner, owner), eq(cartItems.variantId, variantId));
  if (quantity === 0) {
    await db.delete(cartItems).where(where);
    return;
  }
  const variant = await buyableVariant(db, storeId, variantId);
  if (quantity > variant.stock) throw notEnough(variant.stock);
  const updated = await db.update(cartItems).set({ quantity, updatedAt: sql`now()` }).where(where).returning({ id: cartItems.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'dataNotFound');
}

/**
 * The guest's cart joins the account's at login: quantities add up (within stock and the per-line maximum), nothing is
 * lost. A guest-merge step (server/modules/accounts/merge-guest.ts) — it runs once per user_token.
 */
export async function mergeGuestCart(tx: Db, storeId: string, userToken: string, customerId: string): Promise<void> {
  const guest = await tx.select().from(cartItems).where(and(eq(cartItems.storeId, storeId), eq(cartItems.owner, `g:${userToken}`)));
  if (guest.length === 0) return;
  const stock = new Map(
    (await tx.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants).where(inArray(productVariants.id, guest.map((g) => g.variantId)))).map((v) => [v.id, v.stock]),
  );
  for (const line of guest) {
    const cap = Math.max(1, Math.min(MAX_QUANTITY, stock.get(line.variantId) ?? line.quantity));
    await tx
      .insert(cartItems)
      .values({ storeId, owner: `c:${customerId}`, variantId: line.variantId, quantity: Math.min(line.quantity, cap), seenPrice: line.seenPrice })
      .onConflictDoUpdate({
        target: [cartItems.storeId, cartItems.owner, cartItems.variantId],
        set: { quantity: sql`least(${cartItems.quantity} + ${line.quantity}, ${cap})`, updatedAt: sql`now()` },
      });
  }
  await tx.delete(cartItems).where(and(eq(cartItems.storeId, storeId), eq(cartItems.owner, `g:${userToken}`)));
}
