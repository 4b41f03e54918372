// Staff's brands (/console/brands): the store's brands with their products and logos; adding or changing one (name,
// address, origin, descriptions) with an uploaded logo kept in the widths pages use, or the uploaded logo taken off
// (the generated one stands in again). Renaming a brand rewrites its products' search text in the same transaction.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { ImageInfo } from '../../../core/images';
import type { Db } from '../../db/client';
import { brands, products } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { parse } from '../../http/validate';
import type { FileStorage } from '../../storage/file-storage';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { findImages, saveImage } from '../images/save-image';
import { refreshProductSummaries } from '../products/product-summary';
import { brandForm } from './schemas';
import { isUuid } from '../../../core/uuid';

export type ConsoleBrand = {
  id: string;
  slug: string;
  name: string;
  origin: string;
  descriptionMn: string;
  descriptionEn: string;
  logoImage: ImageInfo | null;
  productCount: number;
};

const notFound = () => new AppError('NOT_FOUND', 'dataNotFound');

/** The generated logo's address (served from the brand's name by server/modules/catalog/routes.ts). */
export const generatedLogo = (slug: string) => `/images/brands/${slug}.svg`;

/** The store's brands by name, with their uploaded logos and how many products each has. */
export async function listConsoleBrands(db: Db, storeId: string): Promise<ConsoleBrand[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(brands).where(eq(brands.storeId, storeId)).orderBy(asc(sql`lower(${brands.name})`), asc(brands.slug)),
    db.select({ brandId: products.brandId, n: count() }).from(products).where(eq(products.storeId, storeId)).groupBy(products.brandId),
  ]);
  const own = new Map(counts.map((c) => [c.brandId, Number(c.n)]));
  const logos = await findImages(db, storeId, rows.flatMap((r) => (r.logoImageId ? [r.logoImageId] : [])));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    origin: r.origin,
    descriptionMn: r.description.mn,
    descriptionEn: r.description.en,
    logoImage: r.logoImageId ? (logos[r.logoImageId] ?? null) : null,
    productCount: own.get(r.id) ?? 0,
  }));
}

type Row = typeof brands.$inferSelect;
const audited = (r: Pick<Row, 'slug' | 'name' | 'origin' | 'description' | 'logoImageId'>) => ({
  slug: r.slug,
  name: r.name,
  origin: r.origin,
  description: r.description,
  logoImageId: r.logoImageId,
});

/**
 * Adds a brand (no id) or changes one; `logo` (the uploaded file's bytes, or null) is checked and kept first and becomes
 * the brand's logo. Answers the brand's id. VALIDATION for bad fields, a slug the store already has or a file that is
 * not a picture ("logo"); NOT_FOUND for an unknown id.
 */
export async function saveBrand(
  db: Db,
  storage: FileStorage | undefined,
  storeId: string,
  id: string | null,
  input: unknown,
  logo: Uint8Array | null,
  actor: AuditActor,
): Promise<string> {
  const form = parse(brandForm, input);
  if (id !== null && !isUuid(id)) throw notFound();
  let logoImageId: string | null | undefined = form.removeLogo ? null : undefined;
  if (logo && logo.byteLength > 0) {
    if (!storage) throw new AppError('UNAVAILABLE');
    try {
      logoImageId = (await saveImage(db, storage, storeId, logo, actor.id)).id;
    } catch (err) {
      // The form's field is "logo": its message goes there.
      if (AppError.is(err) && err.code === 'VALIDATION') throw new AppError('VALIDATION', 'invalidRequest', { fields: err.fields.map((f) => ({ ...f, path: 'logo' })) });
      throw err;
    }
  }
  const values = { slug: form.slug, name: form.name, origin: form.origin, description: { mn: form.descriptionMn, en: form.descriptionEn }, logo: generatedLogo(form.slug) };
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`brands:${storeId}`}))`);
      if (id === null) {
        const [row] = await tx
          .insert(brands)
          .values({ storeId, ...values, logoImageId: logoImageId ?? null })
          .returning();
        await recordAudit(tx, { storeId, actor, entity: 'brand', entityId: row.id, action: 'create', label: row.name, before: null, after: audited(row) });
        return row.id;
      }
      const [current] = await tx
        .select()
        .from(brands)
        .where(and(eq(brands.storeId, storeId), eq(brands.id, id)))
        .for('update');
      if (!current) throw notFound();
      const [row] = await tx
        .update(brands)
        .set({ ...values, ...(logoImageId !== undefined ? { logoImageId } : {}) })
        .where(eq(brands.id, id))
        .returning();
      if (current.name !== row.name) {
        const own = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.storeId, storeId), eq(products.brandId, id)));
        await refreshProductSummaries(
          tx,
          storeId,
          own.map((p) => p.id),
        );
      }
      await recordAudit(tx, { storeId, actor, entity: 'brand', entityId: id, action: 'update', label: row.name, before: audited(current), after: audited(row) });
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'brands_store_slug_uq')) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'slug', messageKey: 'structure.slugTaken' }] });
    throw err;
  }
}
