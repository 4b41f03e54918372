// What a product row repeats from its variants and its relations, written after any change to them (the editor, an
// import, a bulk move, a renamed brand or category): the lowest variant price with its compare-at price, the total
// stock, and the folded search texts (names, brand, tags, category names up the tree). One function for every writer,
// set-based, so an import of 100,000 rows refreshes in a few statements.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, productVariants, products } from '../../db/schema';
import { productSearchText } from '../catalog/search-document';

const chunk = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Each category's id, then its parents' ids, nearest first (duty, margin and search all look up the tree). */
export async function categoryPaths(db: Db, storeId: string): Promise<Map<string, { ids: string[]; names: string[] }>> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, nameEn: categories.nameEn, nameMn: categories.nameMn })
    .from(categories)
    .where(eq(categories.storeId, storeId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<string, { ids: string[]; names: string[] }>();
  for (const row of rows) {
    const ids: string[] = [];
    const names: string[] = [];
    for (let c: typeof row | undefined = row; c && !ids.includes(c.id); c = c.parentId ? byId.get(c.parentId) : undefined) {
      ids.push(c.id);
      names.push(c.nameEn, c.nameMn);
    }
    paths.set(row.id, { ids, names });
  }
  return paths;
}

/**
 * Rewrites the summary columns of the store's products from their variants, brand, category and tags. Call it in the
 * transaction that changed them; pass `paths` when the caller already has them (categoryPaths).
 */
export async function refreshProductSummaries(tx: Db, storeId: string, productIds: string[], paths?: Map<string, { ids: string[]; names: string[] }>): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const tree = paths ?? (await categoryPaths(tx, storeId));
  for (const part of chunk(ids, 5000)) {
    // Price and stock from the variants, in one statement: the cheapest variant's price and compare-at price, the sum of stock.
    await tx.execute(sql`
      update ${products} p set
        price = v.price, compare_at_price = v.compare_at_price, stock = v.stock, updated_at = now()
      from (
        select distinct on (product_id) product_id, price, compare_at_price,
          (sum(stock) over (partition by product_id))::int as stock
        from ${productVariants}
        where product_id in ${part}
        order by product_id, price, position
      ) v
      where p.id = v.product_id`);
    const rows = await tx
      .select({ id: products.id, nameEn: products.nameEn, nameMn: products.nameMn, tags: products.tags, categoryId: products.categoryId, brand: brands.name })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(products.id, part));
    const texts = rows.map((r) => ({ id: r.id, ...productSearchText({ nameEn: r.nameEn, nameMn: r.nameMn, brand: r.brand, tags: r.tags, categories: r.categoryId ? (tree.get(r.categoryId)?.names ?? []) : [] }) }));
    for (const batch of chunk(texts, 1000)) {
      const values = sql.join(
        batch.map((t) => sql`(${t.id}::uuid, ${t.searchName}, ${t.searchDocument})`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${products} p set search_name = v.search_name, search_document = v.search_document
        from (values ${values}) as v(id, search_name, search_document)
        where p.id = v.id and (p.search_name is distinct from v.search_name or p.search_document is distinct from v.search_document)`);
    }
  }
}
