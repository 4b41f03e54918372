// Duplicating a product (console): a new, inactive copy to edit into a similar product — names marked as a copy, the
// address "<slug>-copy" (then -copy-2, …), options, variants with new SKUs of their own, pictures, costs, pricing rule,
// tags, related products and SEO. Stock starts at 0 with nothing in the ledger: units on hand belong to the original.
import { and, asc, eq, like, or } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { productImages, productVariants, products } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { refreshProductSummaries } from './product-summary';

const SLUG_MAX = 120;
export const COPY_MARK = { en: ' (copy)', mn: ' (хуулбар)' };

/** The first of `<base>-copy`, `<base>-copy-2`, … not in `taken` (the base shortened so the slug fits). */
export function copySlug(slug: string, taken: Set<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`;
    const candidate = `${slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A SKU for the copy: `<sku>-COPY` (then -COPY-2, …), none of the store's SKUs nor another of the copy's. */
function copySku(sku: string, taken: Set<string>): string {
  for (let n = 1; ; n++) {
    const candidate = `${sku}${n === 1 ? '-COPY' : `-COPY-${n}`}`;
    if (!taken.has(candidate.toLowerCase())) {
      taken.add(candidate.toLowerCase());
      return candidate;
    }
  }
}

export async function duplicateProduct(db: Db, storeId: string, actor: AuditActor, id: string): Promise<{ id: string; slug: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [original] = await tx
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.storeId, storeId)));
      if (!original) throw new AppError('NOT_FOUND', 'productNotFound');
      const base = original.slug.replace(/-copy(-\d+)?$/, '');
      const slugs = await tx
        .select({ slug: products.slug })
        .from(products)
        .where(and(eq(products.storeId, storeId), like(products.slug, `${base.slice(0, SLUG_MAX - 12)}%-copy%`)));
      const slug = copySlug(base, new Set(slugs.map((s) => s.slug)));

      const variants = await tx.select().from(productVariants).where(eq(productVariants.productId, original.id)).orderBy(asc(productVariants.position));
      // The store's SKUs that a copy's could meet: those starting with one of the original's.
      const skuRows = variants.length
        ? await tx
            .select({ sku: productVariants.sku })
            .from(productVariants)
            .innerJoin(products, eq(products.id, productVariants.productId))
            .where(and(eq(products.storeId, storeId), or(...variants.map((v) => like(productVariants.sku, `${v.sku.replace(/[\\%_]/g, '\\$&')}%`)))))
        : [];
      const takenSkus = new Set(skuRows.map((r) => r.sku.toLowerCase()));

      const [copy] = await tx
        .insert(products)
        .values({
          storeId,
          slug,
          brandId: original.brandId,
          categoryId: original.categoryId,
          nameEn: `${original.nameEn}${COPY_MARK.en}`,
          nameMn: `${original.nameMn}${COPY_MARK.mn}`,
          descriptionEn: original.descriptionEn,
          descriptionMn: original.descriptionMn,
          origin: original.origin,
          price: original.price,
          compareAtPrice: original.compareAtPrice,
          stock: 0,
          active: false,
          tags: original.tags,
          thumbnails: original.thumbnails,
          options: original.options,
          descriptionDoc: original.descriptionDoc,
          seo: original.seo,
          related: original.related,
          costMinor: original.costMinor,
          costCurrency: original.costCurrency,
          weightGrams: original.weightGrams,
          pricing: original.pricing,
        })
        .returning({ id: products.id });
      if (variants.length)
        await tx.insert(productVariants).values(
          variants.map((v) => ({
            productId: copy.id,
            sku: copySku(v.sku, takenSkus),
            options: v.options,
            price: v.price,
            compareAtPrice: v.compareAtPrice,
            stock: 0,
            position: v.position,
            costMinor: v.costMinor,
            weightGrams: v.weightGrams,
            // A barcode names one item on the shelf; the copy is another item until staff give it its own.
            barcode: null,
            imageId: v.imageId,
          })),
        );
      const pictures = await tx.select().from(productImages).where(eq(productImages.productId, original.id));
      if (pictures.length) await tx.insert(productImages).values(pictures.map((p) => ({ productId: copy.id, imageId: p.imageId, position: p.position })));
      await refreshProductSummaries(tx, storeId, [copy.id]);
      await recordAudit(tx, {
        storeId,
        actor,
        entity: 'product',
        entityId: copy.id,
        action: 'duplicate',
        label: `${original.nameMn}${COPY_MARK.mn}`,
        before: null,
        after: { duplicateOf: original.slug, slug, variants: variants.length, active: false },
      });
      return { id: copy.id, slug };
    });
  } catch (err) {
    // Another copy of the same product took the address at the same moment.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'conflict');
    throw err;
  }
}
