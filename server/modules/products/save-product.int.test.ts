import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { missingCombinations, proposedSku } from '../../../core/variant-matrix';
import { createStaff } from '../../../test/console';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/databases';
import { insertOrder } from '../../../test/order-rows';
import { parse } from '../../http/validate';
import { auditLog, exchangeRates, productVariants, products, stockMovements } from '../../db/schema';
import { getProductForEdit } from './get-product-for-edit';
import { saveProduct } from './save-product';
import { productForm, type ProductFormValues } from './schemas';

const colour = {
  name: 'color',
  label: { mn: 'Өнгө', en: 'Colour' },
  values: [
    { code: 'black', label: { mn: 'Хар', en: 'Black' } },
    { code: 'white', label: { mn: 'Цагаан', en: 'White' } },
    { code: 'red', label: { mn: 'Улаан', en: 'Red' } },
  ],
};
const size = {
  name: 'size',
  label: { mn: 'Хэмжээ', en: 'Size' },
  values: [
    { code: 's', label: { mn: 'S', en: 'S' } },
    { code: 'm', label: { mn: 'M', en: 'M' } },
  ],
};

/** A form as the editor posts it: two options and their six variants, each with opening stock. */
function newForm(slug: string): ProductFormValues {
  const options = [colour, size];
  return {
    revision: '0',
    name: { mn: 'Маалинган цамц', en: 'Linen shirt' },
    slug,
    docMn: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Зөөлөн маалинга.' }] }] }),
    docEn: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Soft linen.' }] }] }),
    brandId: '',
    categoryId: '',
    origin: 'KR',
    tags: 'summer, linen',
    costCurrency: 'KRW',
    cost: '15000',
    weightGrams: '300',
    pricingMode: 'manual',
    marginPercent: '',
    related: [],
    seo: { title: { mn: '', en: '' }, description: { mn: '', en: '' } },
    active: true,
    options,
    variants: missingCombinations(options, []).map((combo) => ({
      id: '',
      options: combo,
      sku: proposedSku(slug, options, combo),
      price: '59 900',
      compareAt: '',
      stock: '4',
      weightGrams: '',
      barcode: '',
      cost: '',
    })),
  };
}

const fieldsOf = (err: unknown) => (AppError.is(err) ? Object.fromEntries(err.fields.map((f) => [f.path, f])) : {});

describe.each(databaseKinds)('saving a product from the console on %s', (kind) => {
  let t: TestDatabase;
  let storeId: string;
  let actor: { id: string; name: string };
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const staff = await createStaff(t.database.db, { username: 'catalog-a', name: 'Oyun', role: 'catalog' });
    storeId = staff.storeId;
    actor = { id: staff.id, name: 'Oyun' };
  });
  afterAll(() => t?.drop());

  const save = (id: string | null, form: ProductFormValues) => saveProduct(t.database.db, storeId, id, parse(productForm, form), actor);

  it('creates a product with two options as six variants, their opening stock in the ledger and one audit row', async () => {
    const db = t.database.db;
    const saved = await save(null, newForm('linen-shirt'));
    expect(saved.revision).toBe(1);
    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, saved.id));
    expect(variants).toHaveLength(6);
    expect(variants.map((v) => v.sku).sort()).toContain('LINEN-SHIRT-RED-M');
    expect(variants.every((v) => v.price === 59_900 && v.stock === 4)).toBe(true);
    const [product] = await db.select().from(products).where(eq(products.id, saved.id));
    expect(product).toMatchObject({ price: 59_900, stock: 24, costMinor: 15_000, costCurrency: 'KRW', weightGrams: 300, descriptionEn: 'Soft linen.', active: true });
    expect(product.searchName).toContain('linen shirt');
    expect(product.descriptionDoc?.mn.content).toHaveLength(1);
    const ledger = await db.select().from(stockMovements).where(eq(stockMovements.staffId, actor.id));
    expect(ledger.filter((m) => variants.some((v) => v.id === m.variantId))).toHaveLength(6);
    expect(ledger.every((m) => m.reason === 'opening' && m.delta === 4)).toBe(true);
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, saved.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', staffName: 'Oyun', label: 'Маалинган цамц', before: null });
    expect((audit[0].after as { variants: unknown[] }).variants).toHaveLength(6);
  });

  it('updates fields and variants from the form it opened, and records what changed', async () => {
    const db = t.database.db;
    const saved = await save(null, newForm('linen-shirt-2'));
    const opened = await getProductForEdit(db, storeId, saved.id);
    expect(opened.values.variants).toHaveLength(6);
    expect(opened.values.cost).toBe('15000');
    const form = { ...opened.values, name: { ...opened.values.name, en: 'Linen shirt, relaxed' } };
    form.variants = form.variants.map((v, i) => (i === 0 ? { ...v, price: '64900', compareAt: '79900' } : v));
    const next = await save(saved.id, form);
    expect(next.revision).toBe(2);
    const [first] = await db.select().from(productVariants).where(eq(productVariants.id, opened.values.variants[0].id));
    expect(first).toMatchObject({ price: 64_900, compareAtPrice: 79_900, stock: 4 });
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entityId, saved.id), eq(auditLog.action, 'update')));
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ name: { en: 'Linen shirt, relaxed' } });
    expect(Object.keys(audit[0].after ?? {}).sort()).toEqual(['name', 'variants']);
  });

  it('refuses a form made from an older revision and writes nothing', async () => {
    const db = t.database.db;
    const saved = await save(null, newForm('linen-shirt-3'));
    const opened = await getProductForEdit(db, storeId, saved.id);
    await save(saved.id, { ...opened.values, tags: 'first' });
    const err = await save(saved.id, { ...opened.values, tags: 'second' }).catch((e: unknown) => e);
    expect(AppError.is(err) && err.code).toBe('CONFLICT');
    expect(AppError.is(err) && err.messageKey).toBe('productConflict');
    expect(AppError.is(err) && err.values).toMatchObject({ name: 'Oyun', revision: 2 });
    const [row] = await db.select().from(products).where(eq(products.id, saved.id));
    expect(row.tags).toEqual(['first']);
  });

  it('names the row whose SKU clashes, and the compare-at price that is not above the price', async () => {
    const form = newForm('linen-shirt-4');
    form.variants[3].sku = form.variants[1].sku.toLowerCase();
    form.variants[2].compareAt = '59900';
    const err = await save(null, form).catch((e: unknown) => e);
    expect(AppError.is(err) && err.code).toBe('VALIDATION');
    const fields = fieldsOf(err);
    expect(fields['variants.3.sku']).toMatchObject({ messageKey: 'product.skuClash', values: { row: 2 } });
    expect(fields['variants.2.compareAt']).toMatchObject({ messageKey: 'product.compareAtAbove' });
    expect(await t.database.db.select().from(products).where(eq(products.slug, 'linen-shirt-4'))).toHaveLength(0);
  });

  it('refuses to remove a variant an order names, and removes one never ordered', async () => {
    const db = t.database.db;
    const form = newForm('linen-shirt-5');
    form.variants[0].price = '49900'; // the order takes the cheapest
    const saved = await save(null, form);
    await insertOrder(db, { slugs: ['linen-shirt-5'] });
    const opened = await getProductForEdit(db, storeId, saved.id);
    const orderedId = opened.values.variants[0].id;
    expect(opened.variantStock[orderedId].ordered).toBe(true);
    const err = await save(saved.id, { ...opened.values, variants: opened.values.variants.slice(1) }).catch((e: unknown) => e);
    expect(AppError.is(err) && err.messageKey).toBe('variantOrdered');
    expect(AppError.is(err) && err.values.sku).toBe('LINEN-SHIRT-5-BLACK-S');
    await save(saved.id, { ...opened.values, variants: opened.values.variants.slice(0, 5) });
    expect(await db.select().from(productVariants).where(eq(productVariants.productId, saved.id))).toHaveLength(5);
  });

  it('prices from landed cost with the store’s rate, or says what is missing', async () => {
    const db = t.database.db;
    const form = { ...newForm('linen-shirt-6'), pricingMode: 'landed' as const };
    // This store's won rate is ours to set (the demo may have one).
    await db.delete(exchangeRates).where(and(eq(exchangeRates.storeId, storeId), eq(exchangeRates.currency, 'KRW')));
    const missing = await save(null, form).catch((e: unknown) => e);
    expect(fieldsOf(missing).costCurrency).toMatchObject({ messageKey: 'product.missingRate', values: { currency: 'KRW' } });
    await db.insert(exchangeRates).values({ storeId, currency: 'KRW', rate: '2.5', source: 'staff', effectiveOn: '2026-11-24' });
    const saved = await save(null, form);
    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, saved.id));
    // 15,000 won × 2.5 = 37,500 ₮; 300 g × 18,000 ₮/kg = 5,400; duty 5 % 2,145; VAT 10 % 4,505; landed 49,550; +25 % → 61,938, rounded up to a price ending in 900 → 62,900.
    expect(variants[0].price).toBe(62_900);
    const noWeight = await save(null, { ...form, slug: 'linen-shirt-7', weightGrams: '' }).catch((e: unknown) => e);
    expect(fieldsOf(noWeight).weightGrams).toMatchObject({ messageKey: 'product.missingWeight' });
  });

  it('refuses an address another product has, naming the field', async () => {
    const err = await save(null, { ...newForm('linen-shirt'), name: { mn: 'Өөр', en: 'Other' } }).catch((e: unknown) => e);
    expect(fieldsOf(err).slug).toMatchObject({ messageKey: 'product.slugTaken' });
  });
});
