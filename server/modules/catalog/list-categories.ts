import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../core/i18n';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';

export type CategoryNode = { _id: string; slug: string; name: string; icon: string; productCount: number; children: CategoryNode[] };

/** The category tree with the number of active products in each (a parent counts its subcategories' products). */
export async function listCategoryTree(db: Db, storeId: string, lang: Language): Promise<CategoryNode[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).where(eq(categories.storeId, storeId)).orderBy(categories.sort, categories.slug),
    db
      .select({ categoryId: products.categoryId, n: sql<number>`count(*)` })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.active, true)))
      .groupBy(products.categoryId),
  ]);
  const own = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  const nodes = new Map<string, CategoryNode>(
    rows.map((c) => [c.id, { _id: c.id, slug: c.slug, name: lang === 'mn' ? c.nameMn : c.nameEn, icon: c.icon, productCount: own.get(c.id) ?? 0, children: [] }]),
  );
  const roots: CategoryNode[] = [];
  for (const c of rows) (c.parentId ? nodes.get(c.parentId)?.children : roots)?.push(nodes.get(c.id)!);
  const total = (n: CategoryNode): number => (n.productCount += n.children.reduce((s, child) => s + total(child), 0));
  roots.forEach(total);
  return roots;
}

/** A node and its ancestors, root first; null when the slug is not in the tree. */
export function findCategoryPath(tree: CategoryNode[], slug: string): CategoryNode[] | null {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = findCategoryPath(node.children, slug);
    if (below) return [node, ...below];
  }
  return null;
}
