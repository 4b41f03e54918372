// What the console's product editor opens with: the product's fields as the form holds them (text as typed), each
// variant's stock and whether it was ever ordered, the brands, the category tree (indented), the related products'
// names, and the store's pricing rules, rates and category paths so the page computes landed-cost prices as staff type.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { formatCost, type ExchangeRates, type PricingRules } from '../../../core/landed-cost';
import { docFromPlainText, emptyDoc, type LocalizedDoc } from '../../../core/rich-text';
import type { Db } from '../../db/client';
import { brands, categories, orderItems, productVariants, products } from '../../db/schema';
import { getCatalogSettings } from '../pricing/catalog-settings';
import { categoryPaths } from './product-summary';
import type { ProductFormValues } from './schemas';

type Both = { mn: string; en: string };

export type ProductEditorData = {
  product: { id: string; revision: number; slug: string; active: boolean; name: Both } | null;
  values: ProductFormValues;
  /** Per existing variant id: units on hand (changed on the stock page only) and whether an order names it. */
  variantStock: Record<string, { stock: number; ordered: boolean }>;
  brands: { id: string; name: string }[];
  categories: { id: string; name: Both; depth: number }[];
  relatedLabels: Record<string, { name: Both; slug: string }>;
  pricing: { rules: PricingRules; rates: ExchangeRates; categoryPaths: Record<string, string[]> };
  doc: LocalizedDoc;
};

/** Variants that some order line names (as its variant or a bundle's component). */
export async function orderedVariantIds(db: Db, variantIds: string[]): Promise<Set<string>> {
  if (variantIds.length === 0) return new Set();
  const result = await db.execute(sql`
    select distinct c->>'variantId' as id
    from ${orderItems}, jsonb_array_elements(${orderItems.components}) c
    where c->>'variantId' in ${variantIds}`);
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
}

/** The store's categories in tree order (parents before their children, by position then name), with their depth. */
async function categoryTree(db: Db, storeId: string): Promise<ProductEditorData['categories']> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, nameMn: categories.nameMn, nameEn: categories.nameEn, sort: categories.sort })
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(asc(categories.sort), asc(categories.nameEn));
  const children = new Map<string | null, typeof rows>();
  const ids = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: ProductEditorData['categories'] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({ id: row.id, name: { mn: row.nameMn, en: row.nameEn }, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

const blankValues = (): ProductFormValues => ({
  revision: '0',
  name: { mn: '', en: '' },
  slug: '',
  docMn: JSON.stringify(emptyDoc()),
  docEn: JSON.stringify(emptyDoc()),
  brandId: '',
  categoryId: '',
  origin: 'US',
  tags: '',
  costCurrency: 'USD',
  cost: '',
  weightGrams: '',
  pricingMode: 'manual',
  marginPercent: '',
  related: [],
  seo: { title: { mn: '', en: '' }, description: { mn: '', en: '' } },
  active: false,
  options: [],
  variants: [{ id: '', options: {}, sku: '', price: '', compareAt: '', stock: '', weightGrams: '', barcode: '', cost: '' }],
});

/** The editor's data for a product of the store (`id` null: a new product). NOT_FOUND for another store's or none. */
export async function getProductForEdit(db: Db, storeId: string, id: string | null): Promise<ProductEditorData> {
  const [settings, paths, brandRows, tree] = await Promise.all([
    getCatalogSettings(db, storeId),
    categoryPaths(db, storeId),
    db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.storeId, storeId)).orderBy(asc(brands.name)),
    categoryTree(db, storeId),
  ]);
  const common = {
    brands: brandRows,
    categories: tree,
    pricing: { rules: settings.pricing, rates: settings.rates, categoryPaths: Object.fromEntries([...paths].map(([k, v]) => [k, v.ids])) },
  };
  if (!id) return { ...common, product: null, values: blankValues(), variantStock: {}, relatedLabels: {}, doc: { mn: emptyDoc(), en: emptyDoc() } };

  const [p] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.storeId, storeId)));
  if (!p) throw new AppError('NOT_FOUND', 'productNotFound');
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, p.id)).orderBy(asc(productVariants.position), asc(productVariants.sku));
  const [ordered, relatedRows] = await Promise.all([
    orderedVariantIds(
      db,
      variants.map((v) => v.id),
    ),
    p.related.length
      ? db
          .select({ id: products.id, slug: products.slug, nameMn: products.nameMn, nameEn: products.nameEn })
          .from(products)
          .where(and(eq(products.storeId, storeId), inArray(products.id, p.related)))
      : Promise.resolve([]),
  ]);
  const currency = p.costCurrency ?? 'USD';
  // Products written before the rich editor keep their plain descriptions: the editor opens them as documents.
  const doc: LocalizedDoc = p.descriptionDoc ?? { mn: docFromPlainText(p.descriptionMn), en: docFromPlainText(p.descriptionEn) };
  const cost = (minor: number | null) => (minor === null ? '' : formatCost(minor, currency));
  const num = (n: number | null) => (n === null ? '' : String(n));
  return {
    ...common,
    product: { id: p.id, revision: p.revision, slug: p.slug, active: p.active, name: { mn: p.nameMn, en: p.nameEn } },
    values: {
      revision: String(p.revision),
      name: { mn: p.nameMn, en: p.nameEn },
      slug: p.slug,
      docMn: JSON.stringify(doc.mn),
      docEn: JSON.stringify(doc.en),
      brandId: p.brandId ?? '',
      categoryId: p.categoryId ?? '',
      origin: p.origin,
      tags: p.tags.join(', '),
      costCurrency: currency,
      cost: cost(p.costMinor),
      weightGrams: num(p.weightGrams),
      pricingMode: p.pricing.mode,
      marginPercent: p.pricing.mode === 'landed' && p.pricing.marginBp !== undefined ? String(p.pricing.marginBp / 100) : '',
      related: p.related.filter((r) => relatedRows.some((row) => row.id === r)),
      seo: {
        title: { mn: p.seo.title?.mn ?? '', en: p.seo.title?.en ?? '' },
        description: { mn: p.seo.description?.mn ?? '', en: p.seo.description?.en ?? '' },
      },
      active: p.active,
      options: p.options,
      variants: variants.map((v) => ({
        id: v.id,
        options: v.options,
        sku: v.sku,
        price: String(v.price),
        compareAt: num(v.compareAtPrice),
        stock: '',
        weightGrams: num(v.weightGrams),
        barcode: v.barcode ?? '',
        cost: cost(v.costMinor),
      })),
    },
    variantStock: Object.fromEntries(variants.map((v) => [v.id, { stock: v.stock, ordered: ordered.has(v.id) }])),
    relatedLabels: Object.fromEntries(relatedRows.map((r) => [r.id, { name: { mn: r.nameMn, en: r.nameEn }, slug: r.slug }])),
    doc,
  };
}
