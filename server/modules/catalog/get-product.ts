// Everything the product page shows: the product in one language, its variants, brand, category path, bundles, related.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { pick, type Language } from '../../../core/i18n';
import { AppError } from '../../../core/app-error';
import { pickDoc, type RichDoc } from '../../../core/rich-text';
import type { Db } from '../../db/client';
import { productPictures, type Picture } from '../../../core/images';
import { brands, bundleItems, bundles, categories, images, productImages, productVariants, products, type ProductOption } from '../../db/schema';
import { cardColumns, toProductCard, type Origin, type ProductCard } from './product-card';

export type ProductOptionView = { name: string; label: string; values: { code: string; label: string }[] };
/** `pictureId`: the variant's own photo (one of the product's pictures), which the gallery shows when it is chosen. */
export type VariantView = { _id: string; sku: string; options: Record<string, string>; price: number; compareAtPrice: number | null; stock: number; pictureId: string | null };
/** A variant of a bundle item, to choose in the bundle's select: its options in words ("Size: 42 · Color: Black"). */
export type BundleVariantView = { _id: string; label: string; stock: number };
export type BundleView = {
  _id: string;
  slug: string;
  name: string;
  description: string;
  price: number;
  itemsTotal: number;
  items: (ProductCard & { quantity: number; variants: BundleVariantView[] })[];
};

export type ProductDetail = {
  _id: string;
  slug: string;
  active: boolean;
  name: string;
  description: string;
  /** The description as rich text, when staff wrote one in the console's editor (else only the plain words). */
  descriptionDoc: RichDoc | null;
  brand: { slug: string; name: string; logo: string | null } | null;
  categories: { slug: string; name: string }[];
  origin: Origin;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  tags: string[];
  /** The pictures' addresses (spec §7's product API reads them): the photos', or the illustrations. */
  thumbnails: string[];
  /** The photos in their order (with srcset and size), or the generated illustrations when there is none. */
  pictures: Picture[];
  options: ProductOptionView[];
  variants: VariantView[];
  bundles: BundleView[];
  related: ProductCard[];
};

export async function getProduct(db: Db, storeId: string, slug: string, lang: Language): Promise<ProductDetail> {
  const [row] = await db
    .select({ p: products, brand: { slug: brands.slug, name: brands.name, logo: brands.logo } })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.storeId, storeId), eq(products.slug, slug)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'productNotFound');
  const p = row.p;
  const name = (r: { nameEn: string; nameMn: string }) => (lang === 'mn' ? r.nameMn : r.nameEn);

  const [variants, photos, path, bundleList, related] = await Promise.all([
    db.select().from(productVariants).where(eq(productVariants.productId, p.id)).orderBy(asc(productVariants.position)),
    db
      .select({ id: images.id, width: images.width, height: images.height, variants: images.variants })
      .from(productImages)
      .innerJoin(images, eq(images.id, productImages.imageId))
      .where(eq(productImages.productId, p.id))
      .orderBy(asc(productImages.position)),
    categoryPath(db, p.categoryId),
    p.active ? productBundles(db, p.id, lang) : Promise.resolve([]),
    relatedCards(db, p),
  ]);

  const pictures = productPictures(photos, p.thumbnails, 960);
  return {
    _id: p.id,
    slug: p.slug,
    active: p.active,
    name: name(p),
    description: lang === 'mn' ? p.descriptionMn : p.descriptionEn,
    descriptionDoc: p.descriptionDoc && pickDoc(p.descriptionDoc, lang).content.length ? pickDoc(p.descriptionDoc, lang) : null,
    brand: row.brand?.slug ? row.brand : null,
    categories: path.map((c) => ({ slug: c.slug, name: name(c) })),
    origin: p.origin,
    price: p.price,
    compareAtPrice: p.compareAtPrice,
    stock: p.stock,
    tags: p.tags,
    pictures,
    thumbnails: pictures.map((picture) => picture.src),
    options: p.options.map((o) => ({ name: o.name, label: pick(o.label, lang), values: o.values.map((v) => ({ code: v.code, label: pick(v.label, lang) })) })),
    variants: variants.map((v) => ({ _id: v.id, sku: v.sku, options: v.options, price: v.price, compareAtPrice: v.compareAtPrice, stock: v.stock, pictureId: photos.some((f) => f.id === v.imageId) ? v.imageId : null })),
    bundles: bundleList,
    related: related.map((r) => toProductCard(r, lang)),
  };
}

/** Root-first path of a category (top-level, then the leaf), from one read of the category and its ancestors. */
async function categoryPath(db: Db, categoryId: string | null) {
  if (!categoryId) return [];
  const rows = await db.execute(sql`
    with recursive up as (
      select id, parent_id, slug, name_en, name_mn, 0 as depth from ${categories} where id = ${categoryId}
      union all
      select c.id, c.parent_id, c.slug, c.name_en, c.name_mn, up.depth + 1 from ${categories} c join up on c.id = up.parent_id where up.depth < 5
    )
    select slug, name_en as "nameEn", name_mn as "nameMn" from up order by depth desc`);
  return (rows as unknown as { rows: { slug: string; nameEn: string; nameMn: string }[] }).rows;
}

/** Active bundles that contain the product, with their items as cards and each item's variants to choose from. */
async function productBundles(db: Db, productId: string, lang: Language): Promise<BundleView[]> {
  const list = await db
    .select({ b: bundles })
    .from(bundleItems)
    .innerJoin(bundles, eq(bundles.id, bundleItems.bundleId))
    .where(and(eq(bundleItems.productId, productId), eq(bundles.active, true)));
  if (list.length === 0) return [];
  const items = await db
    .select({ ...cardColumns, bundleId: bundleItems.bundleId, quantity: bundleItems.quantity })
    .from(bundleItems)
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(bundleItems.bundleId, list.map((l) => l.b.id)))
    .orderBy(asc(products.slug));
  const variants = await db
    .select({ id: productVariants.id, productId: productVariants.productId, options: productVariants.options, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...new Set(items.map((i) => i.id))]))
    .orderBy(asc(productVariants.position));
  const choices = (item: (typeof items)[number]): BundleVariantView[] =>
    variants
      .filter((v) => v.productId === item.id)
      .map((v) => ({
        _id: v.id,
        stock: v.stock,
        label: (item.options as ProductOption[])
          .filter((o) => v.options[o.name])
          .map((o) => `${pick(o.label, lang)}: ${pick(o.values.find((x) => x.code === v.options[o.name])?.label ?? { mn: v.options[o.name], en: v.options[o.name] }, lang)}`)
          .join(' · '),
      }));
  return list.map(({ b }) => {
    const cards = items.filter((i) => i.bundleId === b.id).map((i) => ({ ...toProductCard(i, lang), quantity: i.quantity, variants: choices(i) }));
    return {
      _id: b.id,
      slug: b.slug,
      name: lang === 'mn' ? b.nameMn : b.nameEn,
      description: lang === 'mn' ? b.descriptionMn : b.descriptionEn,
      price: b.price,
      itemsTotal: cards.reduce((sum, c) => sum + c.price * c.quantity, 0),
      items: cards,
    };
  });
}

/**
 * The related rail: the products staff chose in the editor, in their order (the active ones), else the product's
 * category's best sellers, those in stock first.
 */
function relatedCards(db: Db, p: { id: string; storeId: string; active: boolean; categoryId: string | null; related: string[] }) {
  if (!p.active) return Promise.resolve([]);
  const cards = db.select(cardColumns).from(products).leftJoin(brands, eq(brands.id, products.brandId));
  if (p.related.length > 0) {
    const chosen = sql`array[${sql.join(p.related.map((id) => sql`${id}::uuid`), sql`, `)}]`;
    return cards
      .where(and(eq(products.storeId, p.storeId), inArray(products.id, p.related), eq(products.active, true), ne(products.id, p.id)))
      .orderBy(sql`array_position(${chosen}, ${products.id})`)
      .limit(10);
  }
  if (!p.categoryId) return Promise.resolve([]);
  return cards
    .where(and(eq(products.categoryId, p.categoryId), eq(products.active, true), ne(products.id, p.id)))
    .orderBy(desc(sql`${products.stock} > 0`), desc(products.soldCount), asc(products.id))
    .limit(10);
}
