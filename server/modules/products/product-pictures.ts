// A product's photos in the console: uploaded (each checked and kept in its widths by saveImage), put in order, taken
// off the product, and chosen as a variant's own picture. Every change is one transaction with its audit row (entity
// 'product', action 'pictures'); the product row is locked first, so two staff reordering at once do not mix positions.
// A photo taken off a product keeps its files: orders already placed show it by its address.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { uploadedPicture, type ImageInfo, type Picture } from '../../../core/images';
import type { Db } from '../../db/client';
import { images, productImages, productVariants, products, type ProductOption } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { saveImage } from '../images/save-image';
import type { FileStorage } from '../../storage/file-storage';
import { isUuid } from '../../../core/uuid';

/** More would not help a shopper and would make the gallery a wall. */
export const MAX_PRODUCT_PICTURES = 20;

export type PicturesPage = {
  product: { id: string; slug: string; nameMn: string; nameEn: string; illustration: string | null };
  pictures: (Picture & { id: string })[];
  variants: { id: string; sku: string; options: { label: { mn: string; en: string }; value: { mn: string; en: string } }[]; imageId: string | null }[];
};

/** A file as the form sent it: its name (only to say which one was refused) and its bytes. */
export type UploadedFile = { name: string; bytes: Uint8Array };

/** What an upload did: how many photos were added, and each refused file with the reason's message key. */
export type UploadResult = { added: number; refused: { name: string; messageKey: string }[] };

type Ctx = { db: Db; storeId: string; actor: AuditActor };

/** The product, its photos in order and its variants with their chosen picture; NOT_FOUND for another store's product. */
export async function getProductPictures(db: Db, storeId: string, productId: string): Promise<PicturesPage> {
  const product = await findProduct(db, storeId, productId);
  const [photos, variants] = await Promise.all([
    photosOf(db, productId),
    db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.position)),
  ]);
  const options = product.options as ProductOption[];
  return {
    product: { id: product.id, slug: product.slug, nameMn: product.nameMn, nameEn: product.nameEn, illustration: product.thumbnails[0] ?? null },
    pictures: photos.map((p) => ({ ...uploadedPicture(p, 320), id: p.id })),
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      options: options
        .filter((o) => v.options[o.name])
        .map((o) => ({ label: o.label, value: o.values.find((x) => x.code === v.options[o.name])?.label ?? { mn: v.options[o.name], en: v.options[o.name] } })),
      imageId: v.imageId,
    })),
  };
}

/**
 * Keeps each file as a picture and adds the good ones after the product's photos, in the order sent. A file that is
 * not a picture or is too big is refused by name and the others are still added (staff need not pick them again).
 */
export async function addProductPictures(db: Db, storage: FileStorage, { storeId, actor }: Omit<Ctx, 'db'>, productId: string, files: UploadedFile[]): Promise<UploadResult> {
  const product = await findProduct(db, storeId, productId);
  const room = MAX_PRODUCT_PICTURES - (await photosOf(db, productId)).length;
  if (files.length > room) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'image', messageKey: 'tooManyPictures', values: { max: MAX_PRODUCT_PICTURES } }] });
  const saved: ImageInfo[] = [];
  const refused: UploadResult['refused'] = [];
  for (const file of files) {
    try {
      saved.push(await saveImage(db, storage, storeId, file.bytes, actor.id));
    } catch (err) {
      const messageKey = AppError.is(err) ? err.fields?.[0]?.messageKey : undefined;
      if (!messageKey) throw err;
      refused.push({ name: file.name, messageKey });
    }
  }
  if (saved.length) {
    await db.transaction(async (tx) => {
      const before = await lockedPhotoIds(tx, productId);
      if (before.length + saved.length > MAX_PRODUCT_PICTURES)
        throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'image', messageKey: 'tooManyPictures', values: { max: MAX_PRODUCT_PICTURES } }] });
      await tx.insert(productImages).values(saved.map((image, i) => ({ productId, imageId: image.id, position: before.length + i })));
      await audit(tx, { storeId, actor }, product, { pictures: before }, { pictures: [...before, ...saved.map((s) => s.id)] });
    });
  }
  return { added: saved.length, refused };
}

/** Moves a photo to a place in the order (0 = first, shown on cards); a place past the end means last. */
export async function moveProductPicture(ctx: Ctx, productId: string, imageId: string, to: number) {
  const product = await findProduct(ctx.db, ctx.storeId, productId);
  await ctx.db.transaction(async (tx) => {
    const before = await lockedPhotoIds(tx, productId);
    const from = before.indexOf(imageId);
    if (from < 0) throw notOfProduct();
    const after = before.filter((id) => id !== imageId);
    after.splice(Math.max(0, Math.min(to, after.length)), 0, imageId);
    await writeOrder(tx, productId, before, after);
    await audit(tx, ctx, product, { pictures: before }, { pictures: after });
  });
}

/** Takes a photo off the product (and off any variant that showed it). */
export async function removeProductPicture(ctx: Ctx, productId: string, imageId: string) {
  const product = await findProduct(ctx.db, ctx.storeId, productId);
  await ctx.db.transaction(async (tx) => {
    const before = await lockedPhotoIds(tx, productId);
    if (!before.includes(imageId)) throw notOfProduct();
    const variants = await variantPictures(tx, productId);
    await tx.delete(productImages).where(and(eq(productImages.productId, productId), eq(productImages.imageId, imageId)));
    await tx.update(productVariants).set({ imageId: null }).where(and(eq(productVariants.productId, productId), eq(productVariants.imageId, imageId)));
    const after = before.filter((id) => id !== imageId);
    await writeOrder(tx, productId, before, after);
    const variantsAfter = Object.fromEntries(Object.entries(variants).map(([sku, id]) => [sku, id === imageId ? null : id]));
    await audit(tx, ctx, product, { pictures: before, variantPictures: variants }, { pictures: after, variantPictures: variantsAfter });
  });
}

/**
 * The variants' own pictures (variant id → one of the product's photos, or null for none), saved together: a variant
 * not named keeps its picture. NOT_FOUND for a variant of another product.
 */
export async function setVariantPictures(ctx: Ctx, productId: string, choices: Record<string, string | null>) {
  const product = await findProduct(ctx.db, ctx.storeId, productId);
  await ctx.db.transaction(async (tx) => {
    const photos = await lockedPhotoIds(tx, productId);
    if (Object.values(choices).some((id) => id !== null && !photos.includes(id))) throw notOfProduct();
    const variants = await tx.select({ id: productVariants.id, sku: productVariants.sku, imageId: productVariants.imageId }).from(productVariants).where(eq(productVariants.productId, productId));
    if (Object.keys(choices).some((id) => !variants.some((v) => v.id === id))) throw new AppError('NOT_FOUND', 'productNotFound');
    const changed = variants.filter((v) => v.id in choices && choices[v.id] !== v.imageId);
    for (const v of changed) await tx.update(productVariants).set({ imageId: choices[v.id] }).where(eq(productVariants.id, v.id));
    const before = Object.fromEntries(changed.map((v) => [v.sku, v.imageId]));
    const after = Object.fromEntries(changed.map((v) => [v.sku, choices[v.id]]));
    await audit(tx, ctx, product, { variantPictures: before }, { variantPictures: after });
  });
}

async function findProduct(db: Db, storeId: string, productId: string) {
  if (!isUuid(productId)) throw new AppError('NOT_FOUND', 'productNotFound');
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.storeId, storeId)))
    .limit(1);
  if (!product) throw new AppError('NOT_FOUND', 'productNotFound');
  return product;
}


const notOfProduct = () => new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'imageId', messageKey: 'pictureNotOfProduct' }] });

async function photosOf(db: Db, productId: string) {
  return db
    .select({ id: images.id, width: images.width, height: images.height, variants: images.variants })
    .from(productImages)
    .innerJoin(images, eq(images.id, productImages.imageId))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
}

/** The product's photo ids in order, with the product row locked until the transaction ends. */
async function lockedPhotoIds(tx: Db, productId: string): Promise<string[]> {
  await tx.execute(sql`select id from ${products} where id = ${productId} for update`);
  const rows = await tx.select({ id: productImages.imageId }).from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position));
  return rows.map((r) => r.id);
}

/** Positions 0…n-1 in the new order; only the rows whose place changed are written. */
async function writeOrder(tx: Db, productId: string, before: string[], after: string[]) {
  const moved = after.filter((id, i) => before.indexOf(id) !== i);
  if (!moved.length) return;
  for (const id of moved)
    await tx
      .update(productImages)
      .set({ position: after.indexOf(id) })
      .where(and(eq(productImages.productId, productId), inArray(productImages.imageId, [id])));
}

/** SKU → the variant's picture id, for the audit row (only variants that have one). */
async function variantPictures(tx: Db, productId: string): Promise<Record<string, string | null>> {
  const rows = await tx.select({ sku: productVariants.sku, imageId: productVariants.imageId }).from(productVariants).where(eq(productVariants.productId, productId));
  return Object.fromEntries(rows.filter((r) => r.imageId).map((r) => [r.sku, r.imageId]));
}

function audit(tx: Db, { storeId, actor }: Omit<Ctx, 'db'>, product: { id: string; nameMn: string }, before: Record<string, unknown>, after: Record<string, unknown>) {
  return recordAudit(tx, { storeId, actor, entity: 'product', entityId: product.id, action: 'pictures', label: product.nameMn, before, after });
}
