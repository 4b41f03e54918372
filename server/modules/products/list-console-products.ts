// The console's product list: the shop's own search (catalog/list-products.ts searchStages) over every product of the
// store, inactive ones too, with the filters staff need (category with its subcategories, brand, origin, active, stock
// state, price), sorts and pages of 50, and what the filters and bulk actions offer (categories, brands).
import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../core/i18n';
import { imageAtWidth, imageUrl } from '../../../core/images';
import { stockState, type StockState } from '../../../core/stock';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { brands, categories, productImages, productVariants, products } from '../../db/schema';
import { categoryScope, searchStages, type ProductSearch } from '../catalog/list-products';
import { findImages } from '../images/save-image';
import { getCatalogSettings } from '../pricing/catalog-settings';
import { productsInUse } from './remove-product';
import { CONSOLE_PRODUCTS_PER_PAGE, type ConsoleProductQuery } from './list-schemas';

export type ConsoleProductRow = {
  id: string;
  slug: string;
  name: string;
  brand: string | null;
  category: string | null;
  origin: string;
  variants: number;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  stockState: StockState;
  active: boolean;
  /** Never ordered and in no bundle: staff may delete it (else only deactivate it). */
  deletable: boolean;
  updatedAt: string;
  /** The first uploaded photo at a small width, or the generated picture's link; null: none. */
  thumbnail: { src: string; width: number | null; height: number | null } | null;
};

export type CategoryChoice = { id: string; slug: string; name: string; depth: number };

export type ConsoleProductList = {
  items: ConsoleProductRow[];
  total: number;
  page: number;
  pages: number;
  perPage: number;
  lowStockAt: number;
  categories: CategoryChoice[];
  brands: { slug: string; name: string }[];
};

/** The store's categories as a flat list in tree order (parents before their subcategories), for pickers. */
async function categoryChoices(db: Db, storeId: string, lang: Language): Promise<CategoryChoice[]> {
  const rows = await db.select().from(categories).where(eq(categories.storeId, storeId)).orderBy(categories.sort, categories.slug);
  const out: CategoryChoice[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const r of rows.filter((c) => c.parentId === parentId)) {
      if (out.some((c) => c.id === r.id)) continue;
      out.push({ id: r.id, slug: r.slug, name: lang === 'mn' ? r.nameMn : r.nameEn, depth });
      walk(r.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export async function listConsoleProducts(db: Db, storeId: string, lang: Language, query: ConsoleProductQuery): Promise<ConsoleProductList> {
  const perPage = CONSOLE_PRODUCTS_PER_PAGE;
  const [settings, categoryList, brandList] = await Promise.all([
    getCatalogSettings(db, storeId),
    categoryChoices(db, storeId, lang),
    db.select({ slug: brands.slug, name: brands.name }).from(brands).where(eq(brands.storeId, storeId)).orderBy(brands.name),
  ]);
  const lowStockAt = settings.lowStockAt;

  const filters: SQL[] = [eq(products.storeId, storeId)];
  if (query.category) {
    // An unknown category (an old link) matches nothing rather than failing the page.
    const ids = await categoryScope(db, storeId, query.category).catch((err) => {
      if (AppError.is(err) && err.code === 'NOT_FOUND') return [] as string[];
      throw err;
    });
    filters.push(ids.length ? inArray(products.categoryId, ids) : sql`false`);
  }
  if (query.brand) filters.push(eq(brands.slug, query.brand));
  if (query.origin) filters.push(eq(products.origin, query.origin));
  if (query.status) filters.push(eq(products.active, query.status === 'active'));
  if (query.stock === 'out') filters.push(lte(products.stock, 0));
  if (query.stock === 'low') filters.push(and(gt(products.stock, 0), lte(products.stock, lowStockAt))!);
  if (query.stock === 'in') filters.push(gt(products.stock, lowStockAt));
  if (query.min !== undefined) filters.push(gte(products.price, query.min));
  if (query.max !== undefined) filters.push(lte(products.price, query.max));

  const name = lang === 'mn' ? products.nameMn : products.nameEn;
  const orderBy = (search: ProductSearch | null): SQL[] => {
    switch (query.sort) {
      case 'newest':
        return [desc(products.createdAt)];
      case 'updated':
        return [desc(products.updatedAt)];
      case 'name':
        return [asc(name)];
      case 'price-asc':
        return [asc(products.price)];
      case 'price-desc':
        return [desc(products.price)];
      case 'stock-asc':
        return [asc(products.stock)];
      default:
        return search ? [desc(search.rank), desc(products.updatedAt)] : [desc(products.createdAt)];
    }
  };

  const count = async (where: SQL[]) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)` })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(and(...where));
    return Number(row.n);
  };
  const run = async (search: ProductSearch | null) => {
    const where = search ? [...filters, search.where] : filters;
    const [rows, total] = await Promise.all([
      db
        .select({
          id: products.id,
          slug: products.slug,
          nameEn: products.nameEn,
          nameMn: products.nameMn,
          origin: products.origin,
          price: products.price,
          compareAtPrice: products.compareAtPrice,
          stock: products.stock,
          active: products.active,
          thumbnails: products.thumbnails,
          updatedAt: products.updatedAt,
          brand: brands.name,
          categoryEn: categories.nameEn,
          categoryMn: categories.nameMn,
          variants: sql<number>`(select count(*) from ${productVariants} v where v.product_id = ${products.id})::int`,
          imageId: sql<string | null>`(select pi.image_id from ${productImages} pi where pi.product_id = ${products.id} order by pi.position limit 1)`,
        })
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(and(...where))
        .orderBy(...orderBy(search), asc(products.id))
        .limit(perPage)
        .offset((query.page - 1) * perPage),
      count(where),
    ]);
    return { rows, total };
  };

  let result: Awaited<ReturnType<typeof run>> = { rows: [], total: 0 };
  if (query.q) {
    // The shop's stages in the shop's order: the words as typed, their other readings, then typos; the first stage that
    // matches is the answer (also when the filters leave none of its matches: the filters are staff's choice).
    for (const search of searchStages(query.q)) {
      result = await run(search);
      if (result.total > 0 || (filters.length > 1 && (await count([eq(products.storeId, storeId), search.where])) > 0)) break;
    }
  } else result = await run(null);

  const [pictures, inUse] = await Promise.all([
    findImages(db, storeId, result.rows.flatMap((r) => (r.imageId ? [r.imageId] : []))),
    productsInUse(db, result.rows.map((r) => r.id)),
  ]);
  const items = result.rows.map((r): ConsoleProductRow => {
    const picture = r.imageId ? pictures[r.imageId] : undefined;
    const size = picture ? imageAtWidth(picture, 160) : undefined;
    return {
      id: r.id,
      slug: r.slug,
      name: lang === 'mn' ? r.nameMn : r.nameEn,
      brand: r.brand,
      category: (lang === 'mn' ? r.categoryMn : r.categoryEn) ?? null,
      origin: r.origin,
      variants: Number(r.variants),
      price: r.price,
      compareAtPrice: r.compareAtPrice,
      stock: r.stock,
      stockState: stockState(r.stock, lowStockAt),
      active: r.active,
      deletable: !inUse.has(r.id),
      updatedAt: r.updatedAt.toISOString(),
      thumbnail: size ? { src: imageUrl(size.key), width: size.width, height: size.height } : r.thumbnails[0] ? { src: r.thumbnails[0], width: null, height: null } : null,
    };
  });
  return {
    items,
    total: result.total,
    page: query.page,
    pages: Math.ceil(result.total / perPage),
    perPage,
    lowStockAt,
    categories: categoryList,
    brands: brandList,
  };
}
