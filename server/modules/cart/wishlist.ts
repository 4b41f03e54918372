// The wishlist: products a guest or an account liked. Cards of active products; liking is a toggle.
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '../../../core/i18n';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { brands, products, wishlistItems } from '../../db/schema';
import { cardColumns, toProductCard, type ProductCard } from '../catalog/product-card';
import { addProductToCart, type CartOwner } from './cart';

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

/** The ids of every product the owner liked (the header counts them; cards and the product page press their hearts). */
export async function likedIds(db: Db, storeId: string, owner: CartOwner): Promise<string[]> {
  const rows = await db
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.storeId, storeId), eq(wishlistItems.owner, owner)))
    .orderBy(desc(wishlistItems.createdAt));
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
  await addProductToCart(db, storeId, owner, productId, 1);
  await setLiked(db, storeId, owner, productId, false);
}
