// The console's product editor: what its form may send (one schema, for the page's action and the tests). The form's
// fields are text as typed ("45 900", "12.99"); the schema turns them into integer tugrik, minor units and grams, and
// names the field of anything it cannot read. Rules that need the database or several fields at once (SKU clashes,
// compare-at above the price, landed-cost prices) are saveProduct's.
import { z } from 'zod';
import type { Origin } from '../../../core/arrival-estimate';
import { slugify } from '../../../core/content';
import { COST_CURRENCIES, parseCost, type CostCurrency } from '../../../core/landed-cost';

export const ORIGINS = ['US', 'KR', 'CN', 'JP', 'MN'] as const satisfies readonly Origin[];
export const PRICING_MODES = ['manual', 'landed'] as const;
export const MAX_OPTIONS = 3;
export const MAX_VALUES = 30;
export const MAX_VARIANTS = 300;
export const MAX_TAGS = 20;
export const MAX_RELATED = 12;

const text = (max: number) => z.string().trim().max(max);
const both = (max: number) => z.object({ mn: text(max), en: text(max) });
const required = (max: number) => z.object({ mn: text(max).min(1), en: text(max).min(1) });

/** Codes of options and values: what the shop's addresses and the variants' records name them by. */
export const CODE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/** A product's address after /p/. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, messageKey: string, path: (string | number)[] = []) => ctx.addIssue({ code: 'custom', path, params: { messageKey }, message: messageKey });

/** A whole number as people type it ("45 900", "45,900"); empty → null. */
export function wholeNumber(value: string): number | null | undefined {
  const cleaned = value.replace(/[\s\u00a0,'’]/g, '');
  if (!cleaned) return null;
  if (!/^\d{1,12}$/.test(cleaned)) return undefined;
  const n = Number(cleaned);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** A whole-number field from 0 to `max`; empty is null; anything else is the field's `messageKey`. */
const whole = (max: number, messageKey: string) =>
  text(30).transform((value, ctx) => {
    const n = wholeNumber(value);
    if (n === undefined || (n !== null && n > max)) {
      issue(ctx, messageKey);
      return z.NEVER;
    }
    return n;
  });

const id = text(40).refine((v) => v === '' || z.uuid().safeParse(v).success, { params: { messageKey: 'invalidFormat' } });

const optionSchema = z.object({
  name: text(40).min(1).refine((v) => CODE.test(v), { params: { messageKey: 'product.code' } }),
  label: required(60),
  values: z
    .array(z.object({ code: text(40).min(1).refine((v) => CODE.test(v), { params: { messageKey: 'product.code' } }), label: required(60) }))
    .refine((v) => v.length > 0, { params: { messageKey: 'product.noValues' } })
    .max(MAX_VALUES),
});

const variantSchema = z.object({
  id,
  options: z.record(z.string().max(40), z.string().max(40)),
  sku: text(64).min(1).refine((v) => /^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u.test(v), { params: { messageKey: 'product.sku' } }),
  price: whole(100_000_000, 'product.wholeTugrik'),
  compareAt: whole(100_000_000, 'product.wholeTugrik'),
  stock: whole(1_000_000, 'product.units'),
  weightGrams: whole(1_000_000, 'product.grams'),
  barcode: text(64).refine((v) => /^[0-9A-Za-z-]*$/.test(v), { params: { messageKey: 'product.barcode' } }),
  cost: text(30),
});

/** The editor's form, as productFormValues reads a post. `revision` is the revision the form was made from (0: new). */
export const productForm = z
  .object({
    revision: text(10).refine((v) => /^\d{1,9}$/.test(v), { params: { messageKey: 'invalidFormat' } }).transform(Number),
    name: required(200),
    slug: text(120),
    docMn: z.string().max(2_000_000),
    docEn: z.string().max(2_000_000),
    brandId: id,
    categoryId: id,
    origin: z.enum(ORIGINS),
    tags: text(800),
    costCurrency: z.enum(COST_CURRENCIES),
    cost: text(30),
    weightGrams: whole(1_000_000, 'product.grams'),
    pricingMode: z.enum(PRICING_MODES),
    marginPercent: text(10),
    related: z.array(z.uuid()).max(MAX_RELATED),
    seo: z.object({ title: both(200), description: both(320) }),
    active: z.boolean(),
    options: z.array(optionSchema).max(MAX_OPTIONS),
    variants: z.array(variantSchema).refine((v) => v.length > 0, { params: { messageKey: 'product.noVariants' } }).max(MAX_VARIANTS),
  })
  .superRefine((form, ctx) => {
    if (form.slug && !SLUG.test(form.slug)) issue(ctx, 'product.slug', ['slug']);
    if (!form.slug && !SLUG.test(slugify(form.name.en || form.name.mn))) issue(ctx, 'product.slug', ['slug']);
    const tags = tagsOf(form.tags);
    if (tags.length > MAX_TAGS || tags.some((t) => t.length > 40)) issue(ctx, 'product.tags', ['tags']);
    if (form.cost && parseCost(form.cost, form.costCurrency) === null) issue(ctx, `product.cost${form.costCurrency}`, ['cost']);
    if (marginBp(form.marginPercent) === undefined) issue(ctx, 'product.margin', ['marginPercent']);
    form.variants.forEach((v, i) => {
      if (v.cost && parseCost(v.cost, form.costCurrency) === null) issue(ctx, `product.cost${form.costCurrency}`, ['variants', i, 'cost']);
    });
    form.options.forEach((o, i) => {
      if (form.options.findIndex((other) => other.name === o.name) < i) issue(ctx, 'product.optionTaken', ['options', i, 'name']);
      o.values.forEach((v, j) => {
        if (o.values.findIndex((other) => other.code === v.code) < j) issue(ctx, 'product.valueTaken', ['options', i, 'values', j, 'code']);
      });
    });
  })
  .transform((form) => ({
    revision: form.revision,
    name: form.name,
    slug: form.slug || slugify(form.name.en || form.name.mn),
    doc: { mn: form.docMn, en: form.docEn },
    brandId: form.brandId || null,
    categoryId: form.categoryId || null,
    origin: form.origin,
    tags: tagsOf(form.tags),
    costCurrency: form.costCurrency,
    costMinor: form.cost ? parseCost(form.cost, form.costCurrency) : null,
    weightGrams: form.weightGrams,
    pricing: form.pricingMode === 'landed' ? { mode: 'landed' as const, ...(marginBp(form.marginPercent) != null ? { marginBp: marginBp(form.marginPercent)! } : {}) } : { mode: 'manual' as const },
    related: [...new Set(form.related)],
    seo: form.seo,
    active: form.active,
    options: form.options,
    variants: form.variants.map((v) => ({
      id: v.id || null,
      options: v.options,
      sku: v.sku,
      price: v.price,
      compareAtPrice: v.compareAt,
      stock: v.stock ?? 0,
      weightGrams: v.weightGrams,
      barcode: v.barcode || null,
      costMinor: v.cost ? parseCost(v.cost, form.costCurrency) : null,
    })),
  }));

export type ProductFormValues = z.input<typeof productForm>;
export type ProductInput = z.output<typeof productForm>;
export type OptionValues = ProductFormValues['options'][number];
export type VariantValues = ProductFormValues['variants'][number];

/** Tags from "a, b; c": trimmed, lower case, each once. */
export function tagsOf(value: string): string[] {
  return [...new Set(value.split(/[,;\n]/).map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

/** An own margin typed in per cent ("25", "17.5") as basis points; null when empty, undefined when not one. */
export function marginBp(value: string): number | null | undefined {
  const v = value.trim().replace(',', '.').replace(/%$/, '').trim();
  if (!v) return null;
  if (!/^\d{1,4}(?:\.\d{1,2})?$/.test(v)) return undefined;
  const bp = Math.round(Number(v) * 100);
  return bp <= 100_000 ? bp : undefined;
}

/** A posted editor form read back as its values (missing fields as empty text; the schema says what is wrong). */
export function productFormValues(form: FormData): ProductFormValues {
  const str = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const json = <T>(name: string, fallback: T): T => {
    try {
      const value = JSON.parse(str(name)) as unknown;
      return (value ?? fallback) as T;
    } catch {
      return fallback;
    }
  };
  // A list field that is not a list stays what it is for the schema to name, unless the rows are read from it.
  const arrayOf = <T>(value: T[]): T[] => (Array.isArray(value) ? value : []);
  const pair = (name: string) => ({ mn: str(`${name}.mn`), en: str(`${name}.en`) });
  const currency = str('costCurrency');
  return {
    revision: str('revision') || '0',
    name: pair('name'),
    slug: str('slug'),
    docMn: str('docMn'),
    docEn: str('docEn'),
    brandId: str('brandId'),
    categoryId: str('categoryId'),
    origin: str('origin') as Origin,
    tags: str('tags'),
    costCurrency: ((COST_CURRENCIES as readonly string[]).includes(currency) ? currency : 'USD') as CostCurrency,
    cost: str('cost'),
    weightGrams: str('weightGrams'),
    pricingMode: str('pricingMode') === 'landed' ? 'landed' : 'manual',
    marginPercent: str('marginPercent'),
    related: json<string[]>('related', []),
    seo: { title: pair('seo.title'), description: pair('seo.description') },
    active: form.get('active') === 'on',
    options: json<OptionValues[]>('options', []),
    // Each row's id and combination come as JSON; its text fields as inputs of their own ("variants.2.price"), which
    // work without JavaScript too.
    variants: arrayOf(json<VariantValues[]>('variants', [])).map((v, i) => {
      if (!v || typeof v !== 'object') return v;
      const typed = VARIANT_TEXT.filter((field) => form.has(`variants.${i}.${field}`)).map((field) => [field, str(`variants.${i}.${field}`)]);
      return { ...v, ...Object.fromEntries(typed) };
    }),
  };
}

/** A variant row's fields typed in the form. */
export const VARIANT_TEXT = ['sku', 'price', 'compareAt', 'stock', 'weightGrams', 'barcode', 'cost'] as const;
