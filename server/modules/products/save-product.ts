// Saving a product from the console's editor: one transaction that refuses a form made from an older revision (a save
// made meanwhile by someone else is never overwritten), checks what the schema cannot (SKUs and combinations once per
// product, compare-at above the price, brand, category and related products of this store, a free address), computes
// landed-cost prices, writes the product and its variants (new ones with their opening stock in the ledger, removed
// ones only if no order names them), refreshes the product's summary and records the change in the audit log.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { AppError, type FieldIssue } from '../../../core/app-error';
import type { AuditFields } from '../../../core/audit';
import { translator } from '../../../core/i18n';
import { formatCost, isLandedCost, variantLandedCost, type LandedCostFailure } from '../../../core/landed-cost';
import { formatMnt } from '../../../core/money';
import { docToPlainText, RichTextTooLargeError, sanitizeDoc, type LocalizedDoc, type RichDoc } from '../../../core/rich-text';
import { combinationClashes, fitsOptions, skuClashes } from '../../../core/variant-matrix';
import type { Db } from '../../db/client';
import { auditLog, brands, categories, productVariants, products, type ProductOption } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { getCatalogSettings } from '../pricing/catalog-settings';
import { recordOpeningStock } from '../stock/ledger';
import { orderedVariantIds } from './get-product-for-edit';
import { categoryPaths, refreshProductSummaries } from './product-summary';
import type { ProductInput } from './schemas';

export type SavedProduct = { id: string; slug: string; revision: number };

const invalid = (fields: FieldIssue[]) => new AppError('VALIDATION', 'invalidRequest', { fields });

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

type Paths = Awaited<ReturnType<typeof categoryPaths>>;

/**
 * The editable fields as the audit log keeps them, readable as they are: the brand's and category's names, the cost
 * in its currency, options in words in both languages, descriptions as their plain words.
 */
function auditFields(p: ProductRow, variants: VariantRow[], brandNames: Map<string, string>, paths: Paths): AuditFields {
  const category = p.categoryId ? paths.get(p.categoryId)?.names : undefined;
  const cost = (minor: number | null) => (minor === null ? null : `${formatCost(minor, p.costCurrency ?? 'USD')} ${p.costCurrency ?? ''}`.trim());
  return {
    name: { mn: p.nameMn, en: p.nameEn },
    slug: p.slug,
    brand: p.brandId ? (brandNames.get(p.brandId) ?? p.brandId) : null,
    category: p.categoryId ? (category ? { en: category[0], mn: category[1] } : p.categoryId) : null,
    origin: p.origin,
    tags: p.tags,
    active: p.active,
    description: { mn: p.descriptionMn, en: p.descriptionEn },
    seo: p.seo,
    related: p.related,
    cost: cost(p.costMinor),
    weight: p.weightGrams,
    // How prices are set, in the editor's words in both languages (with the product's own margin).
    pricing: Object.fromEntries(
      (['mn', 'en'] as const).map((l) => {
        const words = translator(l)(p.pricing.mode === 'landed' ? 'console.productEditor.modeLanded' : 'console.productEditor.modeManual');
        return [l, p.pricing.mode === 'landed' && p.pricing.marginBp !== undefined ? `${words} · ${p.pricing.marginBp / 100} %` : words];
      }),
    ),
    options: p.options.map((o) => ({
      mn: `${o.label.mn}: ${o.values.map((v) => v.label.mn).join(', ')}`,
      en: `${o.label.en}: ${o.values.map((v) => v.label.en).join(', ')}`,
    })),
    variants: [...variants]
      .sort((a, b) => a.position - b.position)
      .map((v) => ({ sku: v.sku, price: v.price, compareAt: v.compareAtPrice, weight: v.weightGrams, barcode: v.barcode, cost: cost(v.costMinor) })),
  };
}

/** Each language's document, sanitised; a document past the limits is its field's message. */
function cleanDocs(doc: { mn: string; en: string }): LocalizedDoc {
  const clean = (value: string, path: string): RichDoc => {
    try {
      return sanitizeDoc(value || '');
    } catch (err) {
      if (err instanceof RichTextTooLargeError) throw invalid([{ path, messageKey: 'richTextTooLarge' }]);
      throw err;
    }
  };
  return { mn: clean(doc.mn, 'docMn'), en: clean(doc.en, 'docEn') };
}

/** What the landed-cost computation is missing, as the message of the field that supplies it. */
function missingIssue(failure: LandedCostFailure, row: number, variant: { costMinor: number | null; weightGrams: number | null }): FieldIssue {
  switch (failure.missing) {
    case 'rate':
      return { path: 'costCurrency', messageKey: 'product.missingRate', values: { currency: failure.currency } };
    case 'cost':
      return { path: 'cost', messageKey: 'product.missingCost' };
    case 'weight':
      return variant.weightGrams === null ? { path: 'weightGrams', messageKey: 'product.missingWeight' } : { path: `variants.${row}.weightGrams`, messageKey: 'product.missingWeight' };
    case 'route':
      return { path: 'pricingMode', messageKey: 'product.missingRoute' };
  }
}

/** Checks that need several fields at once; answers the variants' prices (computed ones under landed-cost pricing). */
function checkVariants(input: ProductInput, price: (i: number) => LandedCostFailure | number | null): number[] {
  const issues: FieldIssue[] = [];
  const add = (issue: FieldIssue) => {
    if (!issues.some((i) => i.path === issue.path)) issues.push(issue);
  };
  const { options, variants } = input;
  variants.forEach((v, i) => {
    if (!fitsOptions(options, v.options)) add({ path: `variants.${i}.options`, messageKey: 'product.combination' });
  });
  for (const clash of combinationClashes(options, variants.map((v) => v.options))) add({ path: `variants.${clash.index}.options`, messageKey: 'product.combinationClash', values: { row: clash.first + 1 } });
  for (const clash of skuClashes(variants.map((v) => v.sku))) add({ path: `variants.${clash.index}.sku`, messageKey: 'product.skuClash', values: { row: clash.first + 1 } });
  const prices = variants.map((v, i) => {
    const p = price(i);
    if (p === null) {
      add({ path: `variants.${i}.price`, messageKey: 'required' });
      return 0;
    }
    if (typeof p !== 'number') {
      add(missingIssue(p, i, v));
      return 0;
    }
    if (v.compareAtPrice !== null && v.compareAtPrice <= p) add({ path: `variants.${i}.compareAt`, messageKey: 'product.compareAtAbove', values: { price: formatMnt(p) } });
    return p;
  });
  if (issues.length) throw invalid(issues);
  return prices;
}

/** Refuses a save made from an older revision than the stored one, naming who saved the newer one. */
async function refuseStale(tx: Db, row: ProductRow, revision: number) {
  if (row.revision === revision) return;
  const [last] = await tx
    .select({ name: auditLog.staffName })
    .from(auditLog)
    .where(and(eq(auditLog.storeId, row.storeId), eq(auditLog.entity, 'product'), eq(auditLog.entityId, row.id)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  throw new AppError('CONFLICT', 'productConflict', { values: { name: last?.name ?? '—', revision: row.revision } });
}

/**
 * Creates (`id` null) or updates a product of the store. VALIDATION with field messages for what the form can fix;
 * CONFLICT when the product was saved since the form's revision, or when a removed variant was ordered; NOT_FOUND for
 * a product of another store or none.
 */
export async function saveProduct(db: Db, storeId: string, id: string | null, input: ProductInput, actor: AuditActor): Promise<SavedProduct> {
  const doc = cleanDocs(input.doc);
  const [settings, paths] = await Promise.all([input.pricing.mode === 'landed' ? getCatalogSettings(db, storeId) : null, categoryPaths(db, storeId)]);
  const categoryPath = input.categoryId ? (paths.get(input.categoryId)?.ids ?? []) : [];
  const prices = checkVariants(input, (i) => {
    const v = input.variants[i];
    if (!settings) return v.price;
    const result = variantLandedCost(
      { origin: input.origin, costMinor: input.costMinor, costCurrency: input.costCurrency, weightGrams: input.weightGrams, pricing: input.pricing },
      { costMinor: v.costMinor, weightGrams: v.weightGrams },
      categoryPath,
      settings.rates,
      settings.pricing,
    );
    return result && isLandedCost(result) ? result.price : (result ?? v.price);
  });

  return db.transaction(async (tx) => {
    let before: ProductRow | null = null;
    let oldVariants: VariantRow[] = [];
    if (id) {
      [before] = await tx
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.storeId, storeId)))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND', 'productNotFound');
      await refuseStale(tx, before, input.revision);
      oldVariants = await tx.select().from(productVariants).where(eq(productVariants.productId, id));
    }

    // References must be this store's.
    const issues: FieldIssue[] = [];
    if (input.brandId) {
      const [brand] = await tx.select({ id: brands.id }).from(brands).where(and(eq(brands.id, input.brandId), eq(brands.storeId, storeId)));
      if (!brand) issues.push({ path: 'brandId', messageKey: 'product.notInStore' });
    }
    if (input.categoryId && !paths.has(input.categoryId)) {
      const [category] = await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.id, input.categoryId), eq(categories.storeId, storeId)));
      if (!category) issues.push({ path: 'categoryId', messageKey: 'product.notInStore' });
    }
    if (input.related.length) {
      const found = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(products.id, input.related)));
      if (found.length !== input.related.length || (id && input.related.includes(id))) issues.push({ path: 'related', messageKey: 'product.notInStore' });
    }
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.slug, input.slug), ...(id ? [ne(products.id, id)] : [])))
      .limit(1);
    if (taken) issues.push({ path: 'slug', messageKey: 'product.slugTaken' });
    const oldById = new Map(oldVariants.map((v) => [v.id, v]));
    input.variants.forEach((v, i) => {
      if (v.id && !oldById.has(v.id)) issues.push({ path: `variants.${i}.sku`, messageKey: 'product.variantGone' });
    });
    if (issues.length) throw invalid(issues);

    // A variant an order names stays: the order's lines, receipts and returns point at it.
    const kept = new Set(input.variants.flatMap((v) => (v.id ? [v.id] : [])));
    const removed = oldVariants.filter((v) => !kept.has(v.id));
    const ordered = await orderedVariantIds(
      tx,
      removed.map((v) => v.id),
    );
    const refused = removed.find((v) => ordered.has(v.id));
    if (refused) throw new AppError('CONFLICT', 'variantOrdered', { values: { sku: refused.sku } });

    const labels: ProductOption[] = input.options.map((o) => ({ name: o.name, label: o.label, values: o.values.map((v) => ({ code: v.code, label: v.label })) }));
    const fields = {
      slug: input.slug,
      brandId: input.brandId,
      categoryId: input.categoryId,
      nameMn: input.name.mn,
      nameEn: input.name.en,
      descriptionMn: docToPlainText(doc.mn),
      descriptionEn: docToPlainText(doc.en),
      descriptionDoc: doc.mn.content.length || doc.en.content.length ? doc : null,
      origin: input.origin,
      active: input.active,
      tags: input.tags,
      options: labels,
      seo: input.seo,
      related: input.related,
      costMinor: input.costMinor,
      costCurrency: input.costCurrency,
      weightGrams: input.weightGrams,
      pricing: input.pricing,
      price: Math.min(...prices),
    };
    let row: ProductRow;
    if (before) {
      const [updated] = await tx
        .update(products)
        .set({ ...fields, revision: before.revision + 1, updatedAt: new Date() })
        .where(and(eq(products.id, before.id), eq(products.revision, input.revision)))
        .returning();
      if (!updated) throw new AppError('CONFLICT', 'productConflict', { values: { name: '—', revision: input.revision + 1 } });
      row = updated;
    } else {
      [row] = await tx
        .insert(products)
        .values({ ...fields, storeId, stock: 0 })
        .returning();
    }

    if (removed.length)
      await tx.delete(productVariants).where(
        inArray(
          productVariants.id,
          removed.map((v) => v.id),
        ),
      );
    // SKUs may swap between variants: the changed ones step aside first, so the unique index never sees two at once.
    const changed = input.variants.filter((v) => v.id && oldById.get(v.id)!.sku !== v.sku);
    for (const v of changed) await tx.update(productVariants).set({ sku: `~${v.id}` }).where(eq(productVariants.id, v.id!));
    const fresh: { id: string; stock: number }[] = [];
    for (const [i, v] of input.variants.entries()) {
      const values = { sku: v.sku, options: v.options, price: prices[i], compareAtPrice: v.compareAtPrice, position: i, costMinor: v.costMinor, weightGrams: v.weightGrams, barcode: v.barcode };
      if (v.id) await tx.update(productVariants).set(values).where(eq(productVariants.id, v.id));
      else {
        // A new variant's units are its opening stock (later changes go through the stock page and its ledger).
        const [created] = await tx
          .insert(productVariants)
          .values({ ...values, productId: row.id, stock: v.stock })
          .returning({ id: productVariants.id });
        fresh.push({ id: created.id, stock: v.stock });
      }
    }
    await recordOpeningStock(tx, storeId, fresh, { reason: 'opening', staffId: actor.id });
    await refreshProductSummaries(tx, storeId, [row.id], paths);

    const variantsAfter = await tx.select().from(productVariants).where(eq(productVariants.productId, row.id));
    const brandIds = [before?.brandId, row.brandId].filter((b): b is string => Boolean(b));
    const brandNames = new Map(brandIds.length ? (await tx.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds))).map((b) => [b.id, b.name]) : []);
    await recordAudit(tx, {
      storeId,
      actor,
      entity: 'product',
      entityId: row.id,
      action: before ? 'update' : 'create',
      label: row.nameMn || row.nameEn,
      before: before ? auditFields(before, oldVariants, brandNames, paths) : null,
      after: auditFields(row, variantsAfter, brandNames, paths),
    });
    return { id: row.id, slug: row.slug, revision: row.revision };
  });
}
