// Writes new products with their variants (and their opening stock in the ledger), options, pictures and search text. Used by the demo seed and the large-catalog
// generator; products whose slug exists are left alone.
import type { Db } from '../../db/client';
import { productVariants, products } from '../../db/schema';
import { expandVariants, productOptions, type OptionInput } from './expand-variants';
import { productSearchText } from './search-document';
import { recordOpeningStock } from '../stock/ledger';

export type NewProduct = {
  slug: string;
  nameEn: string;
  nameMn: string;
  descriptionEn: string;
  descriptionMn: string;
  brand: { id: string; name: string } | null;
  /** The product's category and the names (both languages) of it and its parents, for search. */
  category: { id: string; names: string[] } | null;
  origin: 'US' | 'KR' | 'CN' | 'JP' | 'MN';
  price: number;
  compareAtPrice: number | null;
  stock: number;
  active: boolean;
  tags: string[];
  options: OptionInput[];
  soldCount: number;
  createdAt: Date;
};

export const PICTURES_PER_PRODUCT = 3;

export function productPictures(slug: string): string[] {
  return Array.from({ length: PICTURES_PER_PRODUCT }, (_, i) => `/images/products/${slug}/${i + 1}.svg`);
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Inserts the products that do not exist yet; returns how many were added. */
export async function insertProducts(db: Db, storeId: string, items: NewProduct[]): Promise<number> {
  let added = 0;
  for (const batch of chunks(items, 400)) {
    const variantsBySlug = new Map(batch.map((p) => [p.slug, expandVariants(p)]));
    const rows = batch.map((p) => {
      const variants = variantsBySlug.get(p.slug)!;
      const cheapest = variants.reduce((a, b) => (b.price < a.price ? b : a));
      return {
        storeId,
        slug: p.slug,
        brandId: p.brand?.id ?? null,
        categoryId: p.category?.id ?? null,
        nameMn: p.nameMn,
        nameEn: p.nameEn,
        descriptionMn: p.descriptionMn,
        descriptionEn: p.descriptionEn,
        origin: p.origin,
        price: cheapest.price,
        compareAtPrice: cheapest.compareAtPrice,
        stock: variants.reduce((sum, v) => sum + v.stock, 0),
        active: p.active,
        tags: p.tags,
        thumbnails: productPictures(p.slug),
        options: productOptions(p.options),
        ...productSearchText({ nameEn: p.nameEn, nameMn: p.nameMn, brand: p.brand?.name ?? null, categories: p.category?.names ?? [], tags: p.tags }),
        soldCount: p.soldCount,
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
      };
    });
    const inserted = await db.insert(products).values(rows).onConflictDoNothing().returning({ id: products.id, slug: products.slug });
    added += inserted.length;
    const variantRows = inserted.flatMap(({ id, slug }) => variantsBySlug.get(slug)!.map((v) => ({ ...v, productId: id })));
    for (const part of chunks(variantRows, 2000)) {
      const written = await db.insert(productVariants).values(part).returning({ id: productVariants.id, stock: productVariants.stock });
      await recordOpeningStock(db, storeId, written);
    }
  }
  return added;
}
