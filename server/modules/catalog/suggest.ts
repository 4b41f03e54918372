// Suggestions as the shopper types in the header: a few products, categories and brands.
import { eq } from 'drizzle-orm';
import type { Language } from '../../../core/i18n';
import { foldText, queryKeys } from '../../../core/search-fold';
import type { Db } from '../../db/client';
import { brands, categories } from '../../db/schema';
import { listProducts, type CatalogLookups } from './list-products';
import type { ProductCard } from './product-card';
import { productQuery } from './schemas';

export type Suggestions = {
  products: ProductCard[];
  categories: { slug: string; name: string }[];
  brands: { slug: string; name: string }[];
};

/** Whether any query key starts one of the words of a folded name ("sam" → "samsung", "ut" → "utas"). */
function matches(keys: string[], name: string): boolean {
  const folded = foldText(name);
  const words = folded.split(' ');
  return keys.some((k) => folded.startsWith(k) || words.some((w) => w.startsWith(k)) || folded.includes(` ${k}`));
}

export async function suggest(db: Db, storeId: string, lang: Language, q: string, lookups?: CatalogLookups): Promise<Suggestions> {
  const keys = queryKeys(q);
  if (keys.length === 0) return { products: [], categories: [], brands: [] };
  const [list, categoryRows, brandRows] = await Promise.all([
    listProducts(db, storeId, lang, productQuery.parse({ q }), { perPage: 5, lookups }),
    db.select({ slug: categories.slug, nameEn: categories.nameEn, nameMn: categories.nameMn }).from(categories).where(eq(categories.storeId, storeId)),
    db.select({ slug: brands.slug, name: brands.name }).from(brands).where(eq(brands.storeId, storeId)),
  ]);
  return {
    products: list.items,
    categories: categoryRows
      .filter((c) => matches(keys, c.nameEn) || matches(keys, c.nameMn))
      .slice(0, 4)
      .map((c) => ({ slug: c.slug, name: lang === 'mn' ? c.nameMn : c.nameEn })),
    brands: brandRows.filter((b) => matches(keys, b.name)).slice(0, 4),
  };
}
