import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../app/i18n';
import type { Db } from '../../db/client';
import { brands, categories, products } from '../../db/schema';

export type CategoryTile = { _id: string; slug: string; name: string; icon: string; productCount: number };
export type ProductCard = {
  _id: string;
  slug: string;
  name: string;
  brand: string | null;
  origin: 'US' | 'KR' | 'CN' | 'JP' | 'MN';
  price: number;
  compareAtPrice: number | null;
  inStock: boolean;
  thumbnail: string | null;
};

/** Top-level categories with the number of active products in each (including subcategories). */
export async function listTopCategories(db: Db, storeId: string, lang: Language): Promise<CategoryTile[]> {
  const parent = sql`coalesce(${categories.parentId}, ${categories.id})`;
  const counts = db
    .select({ topId: sql<string>`${parent}`.as('top_id'), n: count(products.id).as('n') })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.active, true)))
    .where(eq(categories.storeId, storeId))
    .groupBy(parent)
    .as('counts');
  const rows = await db
    .select({ c: categories, n: counts.n })
    .from(categories)
    .leftJoin(counts, eq(counts.topId, categories.id))
    .where(and(eq(categories.storeId, storeId), isNull(categories.parentId)))
    .orderBy(asc(categories.sort), asc(categories.slug));
  return rows.map(({ c, n }) => ({
    _id: c.id,
    slug: c.slug,
    name: lang === 'mn' ? c.nameMn : c.nameEn,
    icon: c.icon,
    productCount: Number(n ?? 0),
  }));
}

/** The newest active products, as cards. */
export async function listNewProducts(db: Db, storeId: string, lang: Language, limit = 24): Promise<ProductCard[]> {
  const rows = await db
    .select({ p: products, brandName: brands.name })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.storeId, storeId), eq(products.active, true)))
    .orderBy(desc(products.createdAt), asc(products.slug))
    .limit(limit);
  return rows.map(({ p, brandName }) => ({
    _id: p.id,
    slug: p.slug,
    name: lang === 'mn' ? p.nameMn : p.nameEn,
    brand: brandName,
    origin: p.origin,
    price: p.price,
    compareAtPrice: p.compareAtPrice,
    inStock: p.stock > 0,
    thumbnail: p.thumbnails[0] ?? null,
  }));
}
