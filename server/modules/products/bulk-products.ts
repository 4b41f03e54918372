// Bulk actions of the console's product list: activate, deactivate, move to a category, add a tag — each on the chosen
// products of the store in one transaction, with one audit row per product that changed (action "bulk-…", the field
// before → after). Products already so are left alone and counted apart.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { recordAudits, type AuditActor, type AuditRecord } from '../audit/record-audit';
import type { BulkAction, BulkInput } from './list-schemas';
import { refreshProductSummaries } from './product-summary';

export type BulkResult = { action: BulkAction; changed: number; unchanged: number; category?: { nameEn: string; nameMn: string }; tag?: string };

/** `single`: one product's own button (audited as "deactivate", not "bulk-deactivate"). */
export async function bulkProducts(db: Db, storeId: string, actor: AuditActor, input: BulkInput, options: { single?: boolean } = {}): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: products.id, nameMn: products.nameMn, active: products.active, categoryId: products.categoryId, tags: products.tags })
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(products.id, [...new Set(input.ids)])))
      .orderBy(products.id)
      .for('update');
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'productNotFound');
    const audit = (r: (typeof rows)[number], before: Record<string, unknown>, after: Record<string, unknown>): AuditRecord => ({
      storeId,
      actor,
      entity: 'product',
      entityId: r.id,
      action: options.single ? input.action : `bulk-${input.action}`,
      label: r.nameMn,
      before,
      after,
    });
    const touch = { updatedAt: new Date(), revision: sql`${products.revision} + 1` };
    let changed: typeof rows;
    let records: AuditRecord[];
    const result: Partial<BulkResult> = {};

    if (input.action === 'activate' || input.action === 'deactivate') {
      const active = input.action === 'activate';
      changed = rows.filter((r) => r.active !== active);
      if (changed.length) await tx.update(products).set({ active, ...touch }).where(inArray(products.id, changed.map((r) => r.id)));
      records = changed.map((r) => audit(r, { active: r.active }, { active }));
    } else if (input.action === 'move') {
      const all = await tx.select({ id: categories.id, slug: categories.slug, nameEn: categories.nameEn, nameMn: categories.nameMn }).from(categories).where(eq(categories.storeId, storeId));
      const target = all.find((c) => c.id === input.categoryId);
      if (!target) throw new AppError('NOT_FOUND', 'dataNotFound');
      const slugOf = (id: string | null) => all.find((c) => c.id === id)?.slug ?? null;
      changed = rows.filter((r) => r.categoryId !== target.id);
      if (changed.length) await tx.update(products).set({ categoryId: target.id, ...touch }).where(inArray(products.id, changed.map((r) => r.id)));
      records = changed.map((r) => audit(r, { category: slugOf(r.categoryId) }, { category: target.slug }));
      result.category = { nameEn: target.nameEn, nameMn: target.nameMn };
    } else {
      const { tag } = input as Extract<BulkInput, { action: 'tag' }>;
      changed = rows.filter((r) => !r.tags.includes(tag));
      if (changed.length)
        await tx
          .update(products)
          .set({ tags: sql`array_append(${products.tags}, ${tag}::text)`, ...touch })
          .where(inArray(products.id, changed.map((r) => r.id)));
      records = changed.map((r) => audit(r, { tags: r.tags }, { tags: [...r.tags, tag] }));
      result.tag = tag;
    }
    // The category and the tags are part of the search texts the shop matches.
    if (changed.length && (input.action === 'move' || input.action === 'tag')) await refreshProductSummaries(tx, storeId, changed.map((r) => r.id));
    await recordAudits(tx, records);
    return { ...result, action: input.action, changed: changed.length, unchanged: rows.length - changed.length };
  });
}
