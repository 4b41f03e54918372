import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import { renderBrandLogo } from './render-brand-logo';
import { renderProductImage } from './render-product-image';

const parentCategory = alias(categories, 'parent_category');

/** The generated picture of a store's product (SVG text); NOT_FOUND for an unknown slug. */
export async function getProductImage(db: Db, storeId: string, slug: string, view: 1 | 2 | 3): Promise<string> {
  const [row] = await db
    .select({
      slug: products.slug,
      name: products.nameEn,
      origin: products.origin,
      brand: brands.name,
      leaf: categories.slug,
      parent: parentCategory.slug,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId))
    .where(and(eq(products.storeId, storeId), eq(products.slug, slug)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'productNotFound');
  return renderProductImage({
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    origin: row.origin,
    category: row.parent ?? row.leaf,
    subcategory: row.parent ? row.leaf : null,
    view,
  });
}

/** The generated wordmark of a store's brand; NOT_FOUND for an unknown slug. */
export async function getBrandLogo(db: Db, storeId: string, slug: string): Promise<string> {
  const [b] = await db.select().from(brands).where(and(eq(brands.storeId, storeId), eq(brands.slug, slug))).limit(1);
  if (!b) throw new AppError('NOT_FOUND', 'dataNotFound');
  return renderBrandLogo({ slug: b.slug, name: b.name, origin: b.origin });
}
