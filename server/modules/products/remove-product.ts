// Removing a product (console). A product that was ever ordered (an order line's components name it) or is part of a
// bundle is never deleted: orders and bundles keep pointing at it, so staff deactivate it instead — it leaves the shop
// and stays in the records. Only a product nobody ever ordered (a mistake, an unused copy) is deleted, with its variants,
// their ledger rows and its pictures' links; other products stop naming it as related.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { bundleItems, orderItems, products } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/** Which of `ids` are named by an order line or a bundle (and so may only be deactivated). */
export async function productsInUse(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  // One containment test per product, joined by "or": each is served by the components' GIN index
  // (order_items_components_idx), where "@> any(array[…])" is not indexable and would read every order line.
  const contains = sql.join(
    ids.map((id) => sql`oi.components @> ${JSON.stringify([{ productId: id }])}::jsonb`),
    sql` or `,
  );
  const [ordered, bundled] = await Promise.all([
    db.execute(sql`
      select distinct c->>'productId' as id
      from ${orderItems} oi cross join lateral jsonb_array_elements(oi.components) c
      where (${contains})
        and c->>'productId' in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
    db.selectDistinct({ id: bundleItems.productId }).from(bundleItems).where(inArray(bundleItems.productId, ids)),
  ]);
  const rows = (ordered as unknown as { rows: { id: string }[] }).rows;
  return new Set([...rows.map((r) => r.id), ...bundled.map((r) => r.id)]);
}

export async function removeProduct(db: Db, storeId: string, actor: AuditActor, id: string): Promise<{ slug: string; nameEn: string; nameMn: string }> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, slug: products.slug, nameEn: products.nameEn, nameMn: products.nameMn, active: products.active })
      .from(products)
      .where(and(eq(products.id, id), eq(products.storeId, storeId)))
      .for('update');
    if (!product) throw new AppError('NOT_FOUND', 'productNotFound');
    const [inBundle] = await tx.select({ id: bundleItems.bundleId }).from(bundleItems).where(eq(bundleItems.productId, id)).limit(1);
    if (inBundle) throw new AppError('CONFLICT', 'productDeleteInBundle');
    if ((await productsInUse(tx, [id])).has(id)) throw new AppError('CONFLICT', 'productDeleteOrdered');
    await tx
      .update(products)
      .set({ related: sql`array_remove(${products.related}, ${id}::uuid)` })
      .where(and(eq(products.storeId, storeId), sql`${id}::uuid = any(${products.related})`));
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, {
      storeId,
      actor,
      entity: 'product',
      entityId: id,
      action: 'delete',
      label: product.nameMn,
      before: { slug: product.slug, nameEn: product.nameEn, nameMn: product.nameMn, active: product.active },
      after: null,
    });
    return { slug: product.slug, nameEn: product.nameEn, nameMn: product.nameMn };
  });
}
