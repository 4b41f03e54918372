// What a document refers to outside itself, resolved for one reading: its uploaded pictures (sizes for srcset) and its
// product cards with the price and stock of now. Unknown pictures and unknown or inactive products are left out, so a
// page shows nothing in their place rather than a stale or broken card.
import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../core/i18n';
import type { ImageInfo } from '../../../core/images';
import { docRefs, type RichDoc } from '../../../core/rich-text';
import type { Db } from '../../db/client';
import { brands, products } from '../../db/schema';
import { cardColumns, toProductCard, type ProductCard } from '../catalog/product-card';
import { findImages } from '../images/save-image';

export type DocRefs = { images: Record<string, ImageInfo>; products: Record<string, ProductCard> };

export const noRefs = (): DocRefs => ({ images: {}, products: {} });

/** The store's active products by slug, as cards (unknown and inactive slugs are left out). */
async function findProductCards(db: Db, storeId: string, lang: Language, slugs: string[]): Promise<Record<string, ProductCard>> {
  if (!slugs.length) return {};
  const rows = await db
    .select(cardColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.storeId, storeId), eq(products.active, true), inArray(products.slug, slugs)));
  return Object.fromEntries(rows.map((r) => [r.slug, toProductCard(r, lang)]));
}

/** Pictures by id and products by slug, as a page shows them. */
export async function resolveRefs(db: Db, storeId: string, lang: Language, wanted: { imageIds: string[]; productSlugs: string[] }): Promise<DocRefs> {
  return { images: await findImages(db, storeId, wanted.imageIds), products: await findProductCards(db, storeId, lang, wanted.productSlugs) };
}

export async function resolveDocRefs(db: Db, storeId: string, lang: Language, docs: RichDoc[]): Promise<DocRefs> {
  return resolveRefs(db, storeId, lang, docRefs(docs));
}

/** The part of resolved references that some documents use (one lookup for a page, each block carrying its own). */
export function refsOf(all: DocRefs, docs: RichDoc[]): DocRefs {
  const { imageIds, productSlugs } = docRefs(docs);
  const refs = noRefs();
  for (const id of imageIds) if (all.images[id]) refs.images[id] = all.images[id];
  for (const slug of productSlugs) if (all.products[slug]) refs.products[slug] = all.products[slug];
  return refs;
}
