import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { brands, products } from '../../db/schema';
import { renderProductImage } from './render-product-image';

/** The generated picture of a store's product (SVG text), NOT_FOUND for an unknown slug. */
export async function getProductImage(db: Db, storeId: string, slug: string): Promise<string> {
  const [row] = await db
    .select({ slug: products.slug, name: products.nameEn, origin: products.origin, brand: brands.name })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.storeId, storeId), eq(products.slug, slug)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'productNotFound');
  return renderProductImage(row);
}
