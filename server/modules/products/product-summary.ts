// What a product row repeats from its variants and its relations, written after any change to them (the editor, an
// import, a bulk move, a renamed brand or category): the lowest variant price with its compare-at price, the total
// stock, and the folded search texts (names, brand, tags, category names up the tree). One function for every writer,
// set-based, so an import of 100,000 rows refreshes in a few statements.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inJsonList } from '../../db/in-json-list';
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
    const rows = await tx
      .select({ id: products.id, nameEn: products.nameEn, nameMn: products.nameMn, tags: products.tags, categoryId: products.categoryId, brand: brands.name })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(inJsonList(products.id, part));
    const texts = rows.map((r) => ({ id: r.id, ...productSearchText({ nameEn: r.nameEn, nameMn: r.nameMn, brand: r.brand, tags: r.tags, categories: r.categoryId ? (tree.get(r.categoryId)?.names ?? []) : [] }) }));
    // One statement per chunk writes everything, and only where it differs: each product row gets one new version
    // (its search indexes are written once), not one per column group. The variants give the cheapest variant's price
    // and compare-at price and the sum of stock; a product without variants keeps its own.
    await tx.execute(sql`
      with t as (
        select * from jsonb_to_recordset(${JSON.stringify(texts)}::jsonb) as t(id uuid, "searchName" text, "searchDocument" text)
      ), v as (
        select distinct on (product_id) product_id, price, compare_at_price, (sum(stock) over (partition by product_id))::int as stock
        from ${productVariants}
        where product_id in (select id from t)
        order by product_id, price, position
      ), s as (
        select t.id, t."searchName", t."searchDocument", v.product_id is not null as priced, v.price, v.compare_at_price, v.stock
        from t left join v on v.product_id = t.id
      )
      update ${products} p set
        price = case when s.priced then s.price else p.price end,
        compare_at_price = case when s.priced then s.compare_at_price else p.compare_at_price end,
        stock = case when s.priced then s.stock else p.stock end,
        search_name = s."searchName", search_document = s."searchDocument", updated_at = now()
      from s
      where p.id = s.id and (
        p.search_name is distinct from s."searchName" or p.search_document is distinct from s."searchDocument"
        or (s.priced and (p.price, p.compare_at_price, p.stock) is distinct from (s.price, s.compare_at_price, s.stock)))`);
  }
}
