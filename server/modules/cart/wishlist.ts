// The wishlist: products a guest or an account liked. Cards of active products; liking is a toggle.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../app/i18n';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { brands, productVariants, products, wishlistItems } from '../../db/schema';
import { cardColumns, toProductCard, type ProductCard } from '../catalog/product-card';
import { addToCart, type CartOwner } from './cart';

export async function listWishlist(db: Db, storeId: string, owner: CartOwner, lang: Language): Promise<ProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(wishlistItems.storeId, storeId), eq(wishlistItems.owner, owner), eq(products.active, true)))
    .orderBy(desc(wishlistItems.createdAt));
  return rows.map((r) => toProductCard(r, lang));
}

/** The ids of the liked products among `productIds` (to show the like buttons pressed). */
export async function likedAmong(db: Db, storeId: string, owner: CartOwner, productIds: string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.storeId, storeId), eq(wishlistItems.owner, owner), inArray(wishlistItems.productId, productIds)));
  return rows.map((r) => r.id);
}

/** Likes or unlikes a product; returns whether it is liked now. */
export async function setLiked(db: Db, storeId: string, owner: CartOwner, productId: string, liked: boolean): Promise<boolean> {
  const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.storeId, storeId)));
  if (!product) throw new AppError('NOT_FOUND', 'productNotFound');
  if (liked) await db.insert(wishlistItems).values({ storeId, owner, productId }).onConflictDoNothing();
  else await db.delete(wishlistItems).where(and(eq(wishlistItems.storeId, storeId), eq(wishlistItems.owner, owner), eq(wishlistItems.productId, productId)));
  return liked;
}

export async function wishlistCount(db: Db, storeId: string, owner: CartOwner): Promise<number> {
  return (await db.select({ id: wishlistItems.productId }).from(wishlistItems).where(and(eq(wishlistItems.storeId, storeId), eq(wishlistItems.owner, owner)))).length;
}

/** A guest-merge step: the guest's likes join the account's. */
export async function mergeGuestWishlist(tx: Db, storeId: string, userToken: string, customerId: string): Promise<void> {
  const guest = await tx.select().from(wishlistItems).where(and(eq(wishlistItems.storeId, storeId), eq(wishlistItems.owner, `g:${userToken}`)));
  if (guest.length === 0) return;
  await tx
    .insert(wishlistItems)
    .values(guest.map((g) => ({ storeId, owner: `c:${customerId}`, productId: g.productId, createdAt: g.createdAt })))
    .onConflictDoNothing();
  await tx.delete(wishlistItems).where(and(eq(wishlistItems.storeId, storeId), eq(wishlistItems.owner, `g:${userToken}`)));
}

/** "Move to cart" for a liked product with a single variant; one with options needs its page to choose them. */
export async function moveLikedToCart(db: Db, storeId: string, owner: CartOwner, productId: string): Promise<void> {
  const variants = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId));
  if (variants.length !== 1) throw new AppError('VALIDATION', 'chooseOptions');
  await addToCart(db, storeId, owner, variants[0].id, 1);
  await setLiked(db, storeId, owner, productId, false);
}
