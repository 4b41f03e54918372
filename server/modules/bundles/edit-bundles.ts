// Staff's bundles (/console/bundles): sets of products sold together at one price, which the shop offers on the page of
// each of their products (server/modules/catalog/get-product.ts). Listing them with what their items cost bought
// separately (the shopper's saving), finding products to put in one, and saving one with its items in a transaction.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Language } from '../../../core/i18n';
import type { Db } from '../../db/client';
import { bundleItems, bundles, products } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { parse } from '../../http/validate';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { listProducts } from '../catalog/list-products';
import { parseProductQuery } from '../catalog/schemas';
import { bundleForm } from './schemas';
import { isUuid } from '../../../core/uuid';

/** A product as a bundle shows it: its names, price now and whether it is sold. */
export type BundleProduct = { id: string; slug: string; nameMn: string; nameEn: string; price: number; active: boolean };
export type BundleItemView = BundleProduct & { quantity: number };

export type ConsoleBundle = {
  id: string;
  slug: string;
  nameMn: string;
  nameEn: string;
  descriptionMn: string;
  descriptionEn: string;
  price: number;
  active: boolean;
  items: BundleItemView[];
  /** What the items cost bought separately, at their prices now. */
  itemsTotal: number;
};

const notFound = () => new AppError('NOT_FOUND', 'dataNotFound');
const productColumns = { id: products.id, slug: products.slug, nameMn: products.nameMn, nameEn: products.nameEn, price: products.price, active: products.active };

/** What a set's items cost bought one by one. */
export const itemsTotal = (items: { price: number; quantity: number }[]) => items.reduce((sum, i) => sum + i.price * i.quantity, 0);

/** The store's bundles, newest first, with their items. */
export async function listConsoleBundles(db: Db, storeId: string): Promise<ConsoleBundle[]> {
  const rows = await db.select().from(bundles).where(eq(bundles.storeId, storeId)).orderBy(desc(bundles.createdAt), asc(bundles.slug)).limit(500);
  if (rows.length === 0) return [];
  const items = await db
    .select({ ...productColumns, bundleId: bundleItems.bundleId, quantity: bundleItems.quantity })
    .from(bundleItems)
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .where(
      inArray(
        bundleItems.bundleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(products.slug));
  return rows.map((r) => {
    const own = items.filter((i) => i.bundleId === r.id).map(({ bundleId: _, ...item }) => item);
    return {
      id: r.id,
      slug: r.slug,
      nameMn: r.nameMn,
      nameEn: r.nameEn,
      descriptionMn: r.descriptionMn,
      descriptionEn: r.descriptionEn,
      price: r.price,
      active: r.active,
      items: own,
      itemsTotal: itemsTotal(own),
    };
  });
}

/** The store's products of these ids (unknown ones left out), in the order asked. */
export async function bundleProducts(db: Db, storeId: string, ids: string[]): Promise<BundleProduct[]> {
  const wanted = [...new Set(ids.filter((id) => isUuid(id)))];
  if (!wanted.length) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, wanted)));
  return wanted.flatMap((id) => rows.filter((r) => r.id === id));
}

/** Products to put in a set, found by the shop's own search (names in either script, brand, category, typos). */
export async function findBundleProducts(db: Db, storeId: string, lang: Language, q: string): Promise<BundleProduct[]> {
  const words = q.trim().slice(0, 100);
  if (!words) return [];
  const list = await listProducts(db, storeId, lang, parseProductQuery(new URLSearchParams({ q: words })), { perPage: 10 });
  return bundleProducts(
    db,
    storeId,
    list.items.map((p) => p._id),
  );
}

type Row = typeof bundles.$inferSelect;
const audited = (r: Pick<Row, 'slug' | 'nameMn' | 'nameEn' | 'descriptionMn' | 'descriptionEn' | 'price' | 'active'>, items: { productId: string; quantity: number }[]) => ({
  slug: r.slug,
  nameMn: r.nameMn,
  nameEn: r.nameEn,
  descriptionMn: r.descriptionMn,
  descriptionEn: r.descriptionEn,
  price: r.price,
  active: r.active,
  items: [...items].sort((a, b) => a.productId.localeCompare(b.productId)).map((i) => `${i.productId}×${i.quantity}`),
});

/**
 * Adds a bundle (no id) or changes one with its items (at least two different products of the store). Answers its id.
 * VALIDATION for bad fields, a slug the store already has or a product that is not the store's; NOT_FOUND for an
 * unknown id.
 */
export async function saveBundle(db: Db, storeId: string, id: string | null, input: unknown, actor: AuditActor): Promise<string> {
  const form = parse(bundleForm, input);
  if (id !== null && !isUuid(id)) throw notFound();
  const values = { slug: form.slug, nameMn: form.nameMn, nameEn: form.nameEn, descriptionMn: form.descriptionMn, descriptionEn: form.descriptionEn, price: form.price, active: form.active };
  try {
    return await db.transaction(async (tx) => {
      const found = await bundleProducts(
        tx,
        storeId,
        form.items.map((i) => i.productId),
      );
      if (found.length !== form.items.length) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'items', messageKey: 'structure.bundleProduct' }] });
      let bundleId = id;
      if (bundleId === null) {
        const [row] = await tx
          .insert(bundles)
          .values({ storeId, ...values })
          .returning({ id: bundles.id });
        bundleId = row.id;
        await recordAudit(tx, { storeId, actor, entity: 'bundle', entityId: bundleId, action: 'create', label: form.nameEn, before: null, after: audited(values, form.items) });
      } else {
        const [current] = await tx
          .select()
          .from(bundles)
          .where(and(eq(bundles.storeId, storeId), eq(bundles.id, bundleId)))
          .for('update');
        if (!current) throw notFound();
        const before = await tx.select({ productId: bundleItems.productId, quantity: bundleItems.quantity }).from(bundleItems).where(eq(bundleItems.bundleId, bundleId));
        await tx.update(bundles).set(values).where(eq(bundles.id, bundleId));
        await tx.delete(bundleItems).where(eq(bundleItems.bundleId, bundleId));
        await recordAudit(tx, { storeId, actor, entity: 'bundle', entityId: bundleId, action: 'update', label: form.nameEn, before: audited(current, before), after: audited(values, form.items) });
      }
      await tx.insert(bundleItems).values(form.items.map((i) => ({ bundleId: bundleId!, productId: i.productId, quantity: i.quantity })));
      return bundleId;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'bundles_store_slug_uq')) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'slug', messageKey: 'structure.slugTaken' }] });
    throw err;
  }
}
