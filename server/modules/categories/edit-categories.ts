// Staff's category tree (/console/categories): every category of the store with its place, products and children;
// adding one, changing its names, icon, address or parent, moving it among its siblings, and removing an empty one.
// Every write runs in one transaction with the store's other tree edits queued behind it, records the change in the
// audit log, and rewrites the search text of the products the change reaches (a category's names are searched in its
// products and in those of every category below it).
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { descendantIds, moveProblem, reorderSiblings, type SiblingMove } from '../../../core/category-tree';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { parse } from '../../http/validate';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { refreshProductSummaries } from '../products/product-summary';
import { categoryForm, categoryMove } from './schemas';
import { isUuid } from '../../../core/uuid';

export type ConsoleCategory = {
  id: string;
  parentId: string | null;
  slug: string;
  nameMn: string;
  nameEn: string;
  icon: string;
  sort: number;
  /** The category's own products, active or not (not those of categories below it). */
  productCount: number;
  childCount: number;
};

const notFound = () => new AppError('NOT_FOUND', 'dataNotFound');
const fieldError = (path: string, messageKey: string) => new AppError('VALIDATION', 'invalidRequest', { fields: [{ path, messageKey }] });

/** Every category of the store, siblings in their order (parents before children is the page's work: it builds the tree). */
export async function listConsoleCategories(db: Db, storeId: string): Promise<ConsoleCategory[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).where(eq(categories.storeId, storeId)).orderBy(asc(categories.sort), asc(categories.slug)),
    db
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .where(eq(products.storeId, storeId))
      .groupBy(products.categoryId),
  ]);
  const own = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  const children = new Map<string, number>();
  for (const r of rows) if (r.parentId) children.set(r.parentId, (children.get(r.parentId) ?? 0) + 1);
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    slug: r.slug,
    nameMn: r.nameMn,
    nameEn: r.nameEn,
    icon: r.icon,
    sort: r.sort,
    productCount: own.get(r.id) ?? 0,
    childCount: children.get(r.id) ?? 0,
  }));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof categories.$inferSelect;

/** Runs `fn` in a transaction holding the store's tree lock, with all its categories. */
async function onTree<T>(db: Db, storeId: string, fn: (tx: Tx, rows: Row[]) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`categories:${storeId}`}))`);
      const rows = await tx.select().from(categories).where(eq(categories.storeId, storeId)).orderBy(asc(categories.sort), asc(categories.slug));
      return fn(tx, rows);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'categories_store_slug_uq')) throw fieldError('slug', 'structure.slugTaken');
    throw err;
  }
}

const siblingsOf = (rows: Row[], parentId: string | null) => rows.filter((r) => r.parentId === parentId);

/** Writes the siblings' order as sort 0, 1, 2… (only rows whose place changes). */
async function renumber(tx: Tx, order: { id: string; sort: number }[]): Promise<void> {
  for (const [sort, row] of order.entries()) if (row.sort !== sort) await tx.update(categories).set({ sort }).where(eq(categories.id, row.id));
}

const audited = (r: Pick<Row, 'slug' | 'nameMn' | 'nameEn' | 'icon' | 'parentId'>) => ({ slug: r.slug, nameMn: r.nameMn, nameEn: r.nameEn, icon: r.icon, parentId: r.parentId });

/** Rewrites the search text of the products of `ids` and of every category below them. */
async function refreshBranch(tx: Tx, storeId: string, rows: { id: string; parentId: string | null }[], ids: string[]): Promise<number> {
  const branch = new Set(ids);
  for (const id of ids) for (const below of descendantIds(rows, id)) branch.add(below);
  const affected = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.categoryId, [...branch])));
  await refreshProductSummaries(
    tx,
    storeId,
    affected.map((p) => p.id),
  );
  return affected.length;
}

/**
 * Adds a category (no id; at the end of its parent's children) or changes one: names, icon, address, and its parent
 * (never itself or one below it; it then goes at the end of its new siblings). Answers its id. VALIDATION for bad
 * fields, a slug the store already has, or a parent that would make a loop; NOT_FOUND for an unknown id.
 */
export async function saveCategory(db: Db, storeId: string, id: string | null, input: unknown, actor: AuditActor): Promise<string> {
  const form = parse(categoryForm, input);
  if (id !== null && !isUuid(id)) throw notFound();
  return onTree(db, storeId, async (tx, rows) => {
    if (form.parentId && !rows.some((r) => r.id === form.parentId)) throw fieldError('parentId', 'structure.parentUnknown');
    if (id === null) {
      const sort = siblingsOf(rows, form.parentId).length;
      const [row] = await tx
        .insert(categories)
        .values({ storeId, parentId: form.parentId, slug: form.slug, nameMn: form.nameMn, nameEn: form.nameEn, icon: form.icon, sort })
        .returning({ id: categories.id });
      await recordAudit(tx, { storeId, actor, entity: 'category', entityId: row.id, action: 'create', label: form.nameEn, before: null, after: audited(form) });
      return row.id;
    }
    const current = rows.find((r) => r.id === id);
    if (!current) throw notFound();
    const problem = moveProblem(rows, id, form.parentId);
    if (problem) throw fieldError('parentId', problem === 'unknown' ? 'structure.parentUnknown' : 'structure.parentLoop');
    const moved = current.parentId !== form.parentId;
    const sort = moved ? siblingsOf(rows, form.parentId).length : current.sort;
    await tx
      .update(categories)
      .set({ parentId: form.parentId, slug: form.slug, nameMn: form.nameMn, nameEn: form.nameEn, icon: form.icon, sort })
      .where(eq(categories.id, id));
    if (moved) await renumber(tx, siblingsOf(rows, current.parentId).filter((r) => r.id !== id));
    if (moved || current.nameMn !== form.nameMn || current.nameEn !== form.nameEn) {
      const after = rows.map((r) => (r.id === id ? { ...r, parentId: form.parentId } : r));
      await refreshBranch(tx, storeId, after, [id]);
    }
    await recordAudit(tx, { storeId, actor, entity: 'category', entityId: id, action: moved ? 'move' : 'update', label: form.nameEn, before: audited(current), after: audited(form) });
    return id;
  });
}

/** Moves a category one place up or down among its siblings, or to the place it was dropped at; answers its new place. */
export async function moveCategory(db: Db, storeId: string, id: string, move: SiblingMove, actor: AuditActor): Promise<number> {
  const how = parse(categoryMove, move);
  if (!isUuid(id)) throw notFound();
  return onTree(db, storeId, async (tx, rows) => {
    const current = rows.find((r) => r.id === id);
    if (!current) throw notFound();
    const siblings = siblingsOf(rows, current.parentId);
    const order = reorderSiblings(
      siblings.map((r) => r.id),
      id,
      how,
    );
    const byId = new Map(siblings.map((r) => [r.id, r]));
    await renumber(
      tx,
      order.map((sid) => byId.get(sid)!),
    );
    const place = order.indexOf(id);
    if (place !== siblings.indexOf(current)) {
      await recordAudit(tx, { storeId, actor, entity: 'category', entityId: id, action: 'reorder', label: current.nameEn, before: { position: siblings.indexOf(current) }, after: { position: place } });
    }
    return place;
  });
}

/** Removes a category that has no products and no categories below it; CONFLICT naming what it still has otherwise. */
export async function deleteCategory(db: Db, storeId: string, id: string, actor: AuditActor): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await onTree(db, storeId, async (tx, rows) => {
    const current = rows.find((r) => r.id === id);
    if (!current) throw notFound();
    const children = siblingsOf(rows, id).length;
    const [{ n }] = await tx.select({ n: count() }).from(products).where(and(eq(products.storeId, storeId), eq(products.categoryId, id)));
    if (children > 0 || Number(n) > 0) throw new AppError('CONFLICT', 'categoryNotEmpty', { values: { products: Number(n), children } });
    // A product filed under it meanwhile (another editor) makes the delete fail on its reference: the same answer.
    await tx
      .delete(categories)
      .where(eq(categories.id, id))
      .catch((err: unknown) => {
        if ((err as { code?: string; cause?: { code?: string } }).code === '23503' || (err as { cause?: { code?: string } }).cause?.code === '23503') {
          throw new AppError('CONFLICT', 'categoryNotEmpty', { values: { products: 1, children } });
        }
        throw err;
      });
    await renumber(tx, siblingsOf(rows, current.parentId).filter((r) => r.id !== id));
    await recordAudit(tx, { storeId, actor, entity: 'category', entityId: id, action: 'delete', label: current.nameEn, before: audited(current), after: null });
  });
}
