// The home page from its page-builder blocks: each block with the data it shows.
import { and, asc, eq } from 'drizzle-orm';
import { pick, type Language } from '../../../core/i18n';
import type { Db } from '../../db/client';
import { pageBlocks } from '../../db/schema';
import { listProducts } from './list-products';
import type { ProductCard } from './product-card';
import { productQuery } from './schemas';

export type HomeBlock =
  | { id: string; type: 'hero'; title: string; text: string; cta: string; href: string; tone: 'brand' | 'dark' | 'sky' }
  | { id: string; type: 'category-tiles'; title: string }
  | { id: string; type: 'product-rail'; title: string; href: string | null; products: ProductCard[] };

export async function listHomeBlocks(db: Db, storeId: string, lang: Language): Promise<HomeBlock[]> {
  const rows = await db
    .select()
    .from(pageBlocks)
    .where(and(eq(pageBlocks.storeId, storeId), eq(pageBlocks.page, 'home'), eq(pageBlocks.active, true)))
    .orderBy(asc(pageBlocks.position));
  const blocks: HomeBlock[] = [];
  for (const { id, config: c } of rows) {
    if (c.type === 'hero') blocks.push({ id, type: 'hero', title: pick(c.title, lang), text: pick(c.text, lang), cta: pick(c.cta, lang), href: c.href, tone: c.tone });
    else if (c.type === 'category-tiles') blocks.push({ id, type: 'category-tiles', title: pick(c.title, lang) });
    else if (c.type === 'product-rail') {
      const query = productQuery.parse({
        sort: c.source === 'newest' ? 'newest' : 'bestsellers',
        origin: c.source === 'origin' && c.origin ? [c.origin] : [],
        sale: c.source === 'discounted',
        stock: true,
      });
      const list = await listProducts(db, storeId, lang, query, { perPage: c.limit, count: false });
      if (list.items.length > 0) blocks.push({ id, type: 'product-rail', title: pick(c.title, lang), href: c.href ?? null, products: list.items });
    }
  }
  return blocks;
}
