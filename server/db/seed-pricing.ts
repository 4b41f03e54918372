// The demo's landed-cost pricing (seed-data/pricing-data.ts): today's rates as fetched from the Bank of Mongolia, and a
// handful of imported products given a cost, a weight and the landed-cost rule, their prices computed from them under
// the store's rules — what the console's repricing preview starts from.
import { and, eq, inArray } from 'drizzle-orm';
import { COST_CURRENCIES, ORIGIN_CURRENCY } from '../../core/landed-cost';
import type { Db } from './client';
import { exchangeRates, productVariants, products } from './schema';
import { demoLandedProducts, demoRates } from './seed-data/pricing-data';
import { ulaanbaatarDay } from '../../core/dates';
import { priceRows } from '../modules/pricing/reprice';
import { getCatalogSettings } from '../modules/pricing/catalog-settings';
import { categoryPaths, refreshProductSummaries } from '../modules/products/product-summary';

export async function seedDemoPricing(db: Db, storeId: string, now = new Date()): Promise<void> {
  await db.insert(exchangeRates).values(COST_CURRENCIES.map((currency) => ({ storeId, currency, rate: demoRates[currency], source: 'mongolbank' as const, effectiveOn: ulaanbaatarDay(now) })));
  const rows = await db
    .select({ id: products.id, slug: products.slug, origin: products.origin })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        inArray(
          products.slug,
          demoLandedProducts.map((p) => p.slug),
        ),
      ),
    );
  const ids = new Map(rows.map((r) => [r.slug, r]));
  for (const p of demoLandedProducts) {
    const row = ids.get(p.slug);
    if (!row || row.origin === 'MN') continue;
    await db
      .update(products)
      .set({ costMinor: p.costMinor, costCurrency: ORIGIN_CURRENCY[row.origin], weightGrams: p.weightGrams, pricing: { mode: 'landed' } })
      .where(eq(products.id, row.id));
  }
  const productIds = rows.map((r) => r.id);
  if (productIds.length === 0) return;
  const [settings, paths] = await Promise.all([getCatalogSettings(db, storeId), categoryPaths(db, storeId)]);
  const productList = await db
    .select({
      id: products.id,
      nameMn: products.nameMn,
      nameEn: products.nameEn,
      categoryId: products.categoryId,
      origin: products.origin,
      costMinor: products.costMinor,
      costCurrency: products.costCurrency,
      weightGrams: products.weightGrams,
      pricing: products.pricing,
    })
    .from(products)
    .where(inArray(products.id, productIds));
  const variants = await db
    .select({ id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku, price: productVariants.price, costMinor: productVariants.costMinor, weightGrams: productVariants.weightGrams })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds));
  for (const r of priceRows(productList, variants, (id) => (id ? (paths.get(id)?.ids ?? []) : []), settings.rates, settings.pricing)) {
    if (r.newPrice !== null && r.newPrice !== r.oldPrice) await db.update(productVariants).set({ price: r.newPrice }).where(eq(productVariants.id, r.variantId));
  }
  await refreshProductSummaries(db, storeId, productIds, paths);
}

