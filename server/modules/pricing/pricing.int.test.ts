// Prices from landed cost on real databases: staff save rules and a rate, the preview shows old → new for the demo's
// landed-cost products, applying a selection changes only those (and their summaries), a stale preview row is skipped,
// every write leaves its audit row, and the official rates come from the Bank of Mongolia sandbox over real HTTP.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_RULES } from '../../../core/landed-cost';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { auditLog, catalogSettings, exchangeRates, productVariants, products } from '../../db/schema';
import { demoLandedProducts, demoRates } from '../../db/seed-data/pricing-data';
import { ulaanbaatarDay } from '../../../core/dates';
import { sandboxRate } from '../../providers/mongolbank/sandbox';

describe.each(databaseKinds)('landed-cost pricing on %s', (kind) => {
  let api: TestApi;
  let storeId: string;
  let actor: { id: string; name: string };
  const db = () => api.db.database.db;
  const services = () => api.app.services;

  beforeAll(async () => {
    api = await createTestApi(kind);
    const staff = await createStaff(db(), { username: 'prices', name: 'Price Keeper', role: 'catalog' });
    storeId = staff.storeId;
    actor = { id: staff.id, name: 'Price Keeper' };
  });
  afterAll(() => api?.close());

  const variantPrice = async (sku: string) => (await db().select({ price: productVariants.price }).from(productVariants).where(eq(productVariants.sku, sku)))[0].price;

  it('starts the demo with today’s rates and a handful of products already at their landed price', async () => {
    const settings = await services().pricingSettings(storeId);
    expect(settings.rates).toEqual(demoRates);
    const landed = await db().select({ slug: products.slug }).from(products).where(eq(products.storeId, storeId));
    expect(landed.length).toBeGreaterThan(demoLandedProducts.length);
    const preview = await services().repricePreview(storeId);
    expect(preview).toMatchObject({ total: 0, landedProducts: demoLandedProducts.length });
  });

  it('a new KRW rate and rules: the preview shows old → new for the Korean products only, nothing applied yet', async () => {
    expect(await services().saveStaffRate(storeId, actor, { currency: 'KRW', rate: '2,9' })).toEqual(['KRW']);
    expect(await services().saveStaffRate(storeId, actor, { currency: 'KRW', rate: '2.900000' })).toEqual([]); // the same rate again
    expect(await services().savePricingRules(storeId, actor, { ...DEFAULT_PRICING_RULES, rounding: 'up100' })).toBe(true);
    expect(await services().savePricingRules(storeId, actor, { ...DEFAULT_PRICING_RULES, rounding: 'up100' })).toBe(false);
    const preview = await services().repricePreview(storeId);
    expect(preview.changes).toBe(preview.rows.length);
    expect(preview.rows.length).toBeGreaterThanOrEqual(4);
    for (const r of preview.rows) {
      expect(r.newPrice! % 100).toBe(0);
      expect(r.oldPrice).toBe(await variantPrice(r.sku));
      expect(r.landed).toBeLessThan(r.newPrice!);
    }
    const korean = preview.rows.filter((r) => r.newPrice! > r.oldPrice);
    expect(korean.length).toBe(4); // the four Korean products got dearer; others may only round differently
    // The settings row holds the rules; the rates their history with who typed them.
    const [row] = await db().select().from(catalogSettings).where(eq(catalogSettings.storeId, storeId));
    expect(row.pricing.rounding).toBe('up100');
    const history = await services().rateHistory(storeId);
    expect(history.KRW.map((h) => [h.rate, h.source, h.by])).toEqual([
      ['2.9', 'staff', 'Price Keeper'],
      [demoRates.KRW, 'mongolbank', null],
    ]);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.storeId, storeId), inArray(auditLog.entity, ['pricing', 'exchange_rate'])));
    expect(audits.map((a) => [a.entity, a.entityId, a.staffName, a.after])).toEqual(
      expect.arrayContaining([
        ['exchange_rate', 'KRW', 'Price Keeper', { rate: '2.9', source: 'staff' }], // the day is today's either way
        ['pricing', storeId, 'Price Keeper', { rounding: 'up100' }],
      ]),
    );
    expect(audits).toHaveLength(2);
  });

  it('applies a selection only; a row changed since the preview is skipped and named; summaries and audit follow', async () => {
    const preview = await services().repricePreview(storeId);
    const [first, second, third] = preview.rows;
    // Someone edits the third variant's price after the preview was made.
    await db().update(productVariants).set({ price: third.oldPrice + 100 }).where(eq(productVariants.id, third.variantId));
    const untouched = preview.rows.slice(3);
    const result = await services().applyReprice(storeId, actor, [first, second, third].map((r) => ({ variantId: r.variantId, oldPrice: r.oldPrice, newPrice: r.newPrice! })));
    expect(result).toEqual({ applied: 2, products: 2, skipped: [{ sku: third.sku, nameMn: third.nameMn, nameEn: third.nameEn, reason: 'changed' }] });
    expect(await variantPrice(first.sku)).toBe(first.newPrice);
    expect(await variantPrice(second.sku)).toBe(second.newPrice);
    expect(await variantPrice(third.sku)).toBe(third.oldPrice + 100);
    for (const r of untouched) expect(await variantPrice(r.sku)).toBe(r.oldPrice);
    const [product] = await db().select({ price: products.price, revision: products.revision }).from(products).where(eq(products.id, first.productId));
    expect(product).toEqual({ price: first.newPrice, revision: 2 });
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.storeId, storeId), eq(auditLog.action, 'reprice'))).orderBy(desc(auditLog.createdAt));
    expect(audits.map((a) => a.entityId).sort()).toEqual([first.productId, second.productId].sort());
    const own = audits.find((a) => a.entityId === first.productId)!;
    expect(own).toMatchObject({ entity: 'product', staffName: 'Price Keeper', before: { price: first.oldPrice, variants: [{ sku: first.sku, price: first.oldPrice }] }, after: { price: first.newPrice, variants: [{ sku: first.sku, price: first.newPrice }] } });
    // Applying the same picks again changes nothing: they are stale now.
    const again = await services().applyReprice(storeId, actor, [first].map((r) => ({ variantId: r.variantId, oldPrice: r.oldPrice, newPrice: r.newPrice! })));
    expect(again).toMatchObject({ applied: 0, skipped: [{ reason: 'changed' }] });
    // The preview no longer lists what was applied.
    const after = await services().repricePreview(storeId);
    expect(after.rows.map((r) => r.variantId)).not.toContain(first.variantId);
  });

  it('names what a product cannot be priced without', async () => {
    const [row] = await db().select({ id: products.id }).from(products).where(eq(products.slug, demoLandedProducts[0].slug));
    await db().update(products).set({ weightGrams: null }).where(eq(products.id, row.id));
    const preview = await services().repricePreview(storeId);
    expect(preview.rows.find((r) => r.productId === row.id)).toMatchObject({ newPrice: null, missing: { missing: 'weight' } });
    const result = await services().applyReprice(storeId, actor, preview.rows.filter((r) => r.productId === row.id).map((r) => ({ variantId: r.variantId, oldPrice: r.oldPrice, newPrice: 1 })));
    expect(result).toMatchObject({ applied: 0, skipped: [{ reason: 'missing' }] });
  });

  it('fetches the official rates from the Bank of Mongolia sandbox over HTTP and puts them in force with their day', async () => {
    const fetched = await services().fetchOfficialRates(storeId, actor);
    expect(fetched.effectiveOn <= ulaanbaatarDay(new Date())).toBe(true);
    expect(fetched.changed).toEqual(expect.arrayContaining(['KRW']));
    const settings = await services().pricingSettings(storeId);
    expect(Number(settings.rates.KRW)).toBeCloseTo(Number(sandboxRate('KRW', fetched.effectiveOn)), 6);
    expect(settings.rateDetails.every((d) => d.source === 'mongolbank' && d.effectiveOn === fetched.effectiveOn)).toBe(true);
    const rows = await db().select().from(exchangeRates).where(and(eq(exchangeRates.storeId, storeId), eq(exchangeRates.currency, 'KRW')));
    expect(rows).toHaveLength(3);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.storeId, storeId), eq(auditLog.action, 'fetch')));
    expect(audits.length).toBe(fetched.changed.length);
    // Fetching again the same day changes nothing.
    expect((await services().fetchOfficialRates(storeId, actor)).changed).toEqual([]);
  });

  it('refuses a rate that is not one, in words, and saves nothing', async () => {
    await expect(services().saveStaffRate(storeId, actor, { currency: 'USD', rate: '-3' })).rejects.toMatchObject({ code: 'VALIDATION', fields: [{ messageKey: 'pricing.rate' }] });
  });
});
