// The price list: products and variants as importers keep them in a spreadsheet, one row per variant, the rows of one
// product grouped by its slug. Reading a file's rows, checking every cell (a reason per refused cell, as a message key
// under console.priceList.reasons), and planning what an import would create and change against the catalog as it is:
// plain functions, so the console's dry run and the import's transaction apply the very same plan.
//
// Rules of a file:
// - A column present in the file is the truth for the products and variants it names; a column left out is kept.
//   A blank cell of an optional column clears the value (compare-at price, barcode, tags, description, …); on the
//   second and later rows of a product the product's columns may be left blank (the first filled one counts).
// - Variants are found by slug + SKU. Variants and products the file does not name are left as they are (never removed).
// - Stock is the count on hand: a change is written to the stock ledger as the difference (reason 'import').
// - A refused row is only that row (a product's own cells refused refuse all its rows): the rest can be applied.
import { COST_CURRENCIES, ORIGIN_CURRENCY, formatCost, parseCost, type CostCurrency, type PricingRule } from './landed-cost';

export const PRICE_LIST_COLUMNS = [
  'slug',
  'name_mn',
  'name_en',
  'description_mn',
  'description_en',
  'brand',
  'category',
  'origin',
  'tags',
  'active',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'sku',
  'price',
  'compare_at_price',
  'stock',
  'weight_g',
  'barcode',
  'cost',
  'cost_currency',
  'pricing',
] as const;
export type PriceListColumn = (typeof PRICE_LIST_COLUMNS)[number];

/** The columns a product shares across its rows; the rest belong to each variant. */
const PRODUCT_COLUMNS = ['name_mn', 'name_en', 'description_mn', 'description_en', 'brand', 'category', 'origin', 'tags', 'active', 'cost_currency', 'pricing'] as const;
type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

export const ORIGINS = ['US', 'KR', 'CN', 'JP', 'MN'] as const;
export type PriceListOrigin = (typeof ORIGINS)[number];

/** Why a cell or a row is refused: keys of console.priceList.reasons. */
export const PRICE_LIST_REASONS = [
  'required',
  'badNumber',
  'negative',
  'tooLarge',
  'tooLong',
  'badSlug',
  'badOrigin',
  'badActive',
  'badCurrency',
  'badPricing',
  'badCost',
  'costWithoutCurrency',
  'unknownBrand',
  'unknownCategory',
  'duplicateSku',
  'duplicateOptions',
  'productConflict',
  'productRefused',
  'optionIncomplete',
  'optionsMismatch',
  'compareBelowPrice',
  'landedPriceMissing',
  'noColumns',
  'missingColumn',
  'emptyFile',
  'tooManyRows',
] as const;
export type PriceListReason = (typeof PRICE_LIST_REASONS)[number];

/** One refused cell (column null: the whole row or file); `row` is the spreadsheet's row number (the header is row 1). */
export type Refusal = { row: number; column: PriceListColumn | null; reason: PriceListReason; value?: string; ref?: number };

export const MAX_PRICE_LIST_ROWS = 200_000;
/** The largest price-list file taken: 100,000 rows of a full price list are about 16 MB as CSV, 10 MB as XLSX. */
export const MAX_PRICE_LIST_BYTES = 40 * 1024 * 1024;
const MAX_AMOUNT = 2_000_000_000;

// Header names as staff type them: the column's own name in any case and spacing, and its Mongolian name.
const MONGOLIAN_HEADERS: Record<string, PriceListColumn> = {
  хаяг: 'slug',
  нэр_мн: 'name_mn',
  нэр: 'name_mn',
  нэр_ан: 'name_en',
  нэр_англи: 'name_en',
  тайлбар_мн: 'description_mn',
  тайлбар: 'description_mn',
  тайлбар_ан: 'description_en',
  тайлбар_англи: 'description_en',
  брэнд: 'brand',
  ангилал: 'category',
  гарал: 'origin',
  гарал_үүсэл: 'origin',
  шошго: 'tags',
  идэвхтэй: 'active',
  сонголт1_нэр: 'option1_name',
  сонголт1_утга: 'option1_value',
  сонголт2_нэр: 'option2_name',
  сонголт2_утга: 'option2_value',
  код: 'sku',
  барааны_код: 'sku',
  үнэ: 'price',
  хуучин_үнэ: 'compare_at_price',
  үлдэгдэл: 'stock',
  жин_г: 'weight_g',
  жин: 'weight_g',
  баркод: 'barcode',
  бар_код: 'barcode',
  өртөг: 'cost',
  валют: 'cost_currency',
  өртгийн_валют: 'cost_currency',
  үнийн_дүрэм: 'pricing',
};
const ENGLISH_ALIASES: Record<string, PriceListColumn> = { weight: 'weight_g', weight_grams: 'weight_g', compare_at: 'compare_at_price', currency: 'cost_currency', quantity: 'stock', handle: 'slug' };

const normalHeader = (cell: string) =>
  cell
    .replace(/^\ufeff/, '')
    .trim()
    .toLowerCase()
    .replace(/[()[\].:]/g, ' ')
    .trim()
    .replace(/[\s\-/]+/g, '_');

/** The column each header cell names (null: a column the import does not read, kept out). */
export function matchHeader(cells: readonly string[]): (PriceListColumn | null)[] {
  const seen = new Set<PriceListColumn>();
  return cells.map((cell) => {
    const key = normalHeader(cell);
    const column = (PRICE_LIST_COLUMNS as readonly string[]).includes(key) ? (key as PriceListColumn) : (MONGOLIAN_HEADERS[key] ?? ENGLISH_ALIASES[key] ?? null);
    if (!column || seen.has(column)) return null; // a repeated column: the first counts
    seen.add(column);
    return column;
  });
}

// ---- Cells ----

/** A whole tugrik amount or count as people type it: "45 900", "45,900", "45.900", "45900₮", "45 900 төг", Excel's "45900.00". */
export function parseWhole(text: string): number | { reason: 'badNumber' | 'negative' | 'tooLarge' } {
  let s = text.replace(/[\s\u00a0\u202f'’]/g, '').replace(/^₮/, '').replace(/(₮|төгрөг|төг\.?|mnt|tg)$/i, '');
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  if (/^\d{1,3}(,\d{3})+$/.test(s)) s = s.replace(/,/g, '');
  else if (/^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, '');
  else if (/^\d+[.,]0+$/.test(s)) s = s.replace(/[.,]0+$/, '');
  if (!/^\d{1,15}$/.test(s)) return { reason: 'badNumber' };
  const n = Number(s);
  if (negative && n !== 0) return { reason: 'negative' };
  if (n > MAX_AMOUNT) return { reason: 'tooLarge' };
  return n;
}

const YES = new Set(['1', 'yes', 'y', 'true', 'on', 'active', 'тийм', 'идэвхтэй', 'т']);
const NO = new Set(['0', 'no', 'n', 'false', 'off', 'inactive', 'үгүй', 'идэвхгүй', 'ү']);

export function parseActive(text: string): boolean | null {
  const s = text.trim().toLowerCase();
  return YES.has(s) ? true : NO.has(s) ? false : null;
}

const ORIGIN_NAMES: Record<string, PriceListOrigin> = {
  usa: 'US', америк: 'US', ам: 'US', korea: 'KR', солонгос: 'KR', china: 'CN', хятад: 'CN', japan: 'JP', япон: 'JP', mongolia: 'MN', монгол: 'MN',
};

export function parseOrigin(text: string): PriceListOrigin | null {
  const s = text.trim();
  const upper = s.toUpperCase();
  if ((ORIGINS as readonly string[]).includes(upper)) return upper as PriceListOrigin;
  return ORIGIN_NAMES[s.toLowerCase()] ?? null;
}

/** "manual", "landed", "landed 30%" (a margin of its own); Mongolian "гараар" / "өртгөөс". */
export function parsePricing(text: string): PricingRule | null {
  const s = text.trim().toLowerCase();
  if (s === 'manual' || s === 'гараар') return { mode: 'manual' };
  const m = /^(?:landed|өртгөөс)(?:\s+(\d{1,3}(?:[.,]\d{1,2})?)\s*%?)?$/.exec(s);
  if (!m) return null;
  if (!m[1]) return { mode: 'landed' };
  return { mode: 'landed', marginBp: Math.round(Number(m[1].replace(',', '.')) * 100) };
}

export function formatPricing(rule: PricingRule): string {
  if (rule.mode === 'manual') return 'manual';
  return rule.marginBp === undefined ? 'landed' : `landed ${rule.marginBp / 100}%`;
}

export function parseTags(text: string): string[] {
  return [...new Set(text.split(/[,;]/).map((t) => t.trim()).filter(Boolean))];
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
const LIMITS: Partial<Record<PriceListColumn, number>> = { name_mn: 200, name_en: 200, description_mn: 10_000, description_en: 10_000, sku: 80, barcode: 64, option1_name: 60, option2_name: 60, option1_value: 80, option2_value: 80, tags: 1000 };

// ---- Rows ----

/** A data row as read from the file: the cells of the columns the file has, trimmed (absent columns are undefined). */
export type PriceListRow = { row: number; cells: Partial<Record<PriceListColumn, string>> };

/** The header and rows of a file (text cells) into rows by column; a file-level refusal when it cannot be read as one. */
export function readPriceListRows(table: readonly (readonly string[])[]): { rows: PriceListRow[]; columns: PriceListColumn[]; refused: Refusal[] } {
  const headerAt = table.findIndex((cells) => cells.some((c) => c.trim() !== ''));
  if (headerAt < 0) return { rows: [], columns: [], refused: [{ row: 1, column: null, reason: 'emptyFile' }] };
  const columns = matchHeader(table[headerAt]);
  const present = columns.filter((c): c is PriceListColumn => c !== null);
  const refused: Refusal[] = [];
  for (const needed of ['slug', 'sku'] as const) if (!present.includes(needed)) refused.push({ row: headerAt + 1, column: needed, reason: 'missingColumn' });
  if (present.length < 3 && refused.length === 0) refused.push({ row: headerAt + 1, column: null, reason: 'noColumns' });
  if (table.length - headerAt - 1 > MAX_PRICE_LIST_ROWS) refused.push({ row: headerAt + 1, column: null, reason: 'tooManyRows' });
  if (refused.length) return { rows: [], columns: present, refused };
  const rows: PriceListRow[] = [];
  for (let i = headerAt + 1; i < table.length; i++) {
    const line = table[i];
    const cells: Partial<Record<PriceListColumn, string>> = {};
    let any = false;
    for (let j = 0; j < columns.length; j++) {
      const column = columns[j];
      if (!column) continue;
      const value = (line[j] ?? '').trim();
      if (value) any = true;
      cells[column] = value;
    }
    if (any) rows.push({ row: i + 1, cells });
  }
  return { rows, columns: present, refused };
}

// ---- The catalog as it is, and the plan ----

export type Localized = { mn: string; en: string };
export type CatalogOption = { name: string; label: Localized; values: { code: string; label: Localized }[] };

export type CatalogVariant = {
  id: string;
  sku: string;
  options: Record<string, string>;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  weightGrams: number | null;
  barcode: string | null;
  costMinor: number | null;
  position: number;
};

export type CatalogProduct = {
  id: string;
  slug: string;
  nameMn: string;
  nameEn: string;
  descriptionMn: string;
  descriptionEn: string;
  brandId: string | null;
  categoryId: string | null;
  origin: PriceListOrigin;
  tags: string[];
  active: boolean;
  options: CatalogOption[];
  costMinor: number | null;
  costCurrency: CostCurrency | null;
  weightGrams: number | null;
  pricing: PricingRule;
  variants: CatalogVariant[];
};

export type CatalogLookups = {
  brands: { id: string; slug: string; name: string }[];
  categories: { id: string; slug: string }[];
  /** The store's products the file names, by slug. */
  products: Map<string, CatalogProduct>;
  /** The price of a variant priced from landed cost whose price cell is blank; null when it cannot be computed. */
  landedPrice?: (product: ProductValues, variant: VariantValues, categoryId: string | null) => number | null;
};

export type ProductValues = Omit<CatalogProduct, 'id' | 'variants'>;
export type VariantValues = Omit<CatalogVariant, 'id'>;

/** A field that changes: its column and the value before and after, as the price list writes them. */
export type FieldChange = { column: PriceListColumn; before: string; after: string };

export type PlannedProduct = { row: number; slug: string; id: string | null; values: ProductValues; changes: FieldChange[] };
export type PlannedVariant = { row: number; slug: string; sku: string; id: string | null; productId: string | null; values: VariantValues; changes: FieldChange[]; stockDelta: number };

export type PriceListPlan = {
  /** Products to create, and existing products with at least one change. */
  products: PlannedProduct[];
  variants: PlannedVariant[];
  refused: Refusal[];
  counts: { rows: number; newProducts: number; changedProducts: number; newVariants: number; changedVariants: number; unchanged: number; refused: number };
};

type Cell = string | undefined;
const blank = (v: Cell) => v === undefined || v === '';

/** Reads one product's shared cells from its rows: the first filled one counts, another differing one is a conflict. */
function mergeProductCells(rows: PriceListRow[], refusals: Refusal[]): Partial<Record<ProductColumn, string>> {
  const merged: Partial<Record<ProductColumn, string>> = {};
  for (const { row, cells } of rows) {
    for (const column of PRODUCT_COLUMNS) {
      const value = cells[column];
      if (value === undefined) continue;
      if (merged[column] === undefined || merged[column] === '') merged[column] = value;
      else if (value !== '' && value !== merged[column]) refusals.push({ row, column, reason: 'productConflict', value });
    }
  }
  return merged;
}

/** Option records compare by their entries (the database keeps JSON keys in its own order). */
const sameOptions = (a: Record<string, string>, b: Record<string, string>) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
};

const sameText = (a: string, b: string) => a === b || a.toLowerCase() === b.toLowerCase();

function formatWhole(n: number | null): string {
  return n === null ? '' : String(n);
}

/** Each field of a variant as the price list writes it (for the dry run's before → after and the export). */
export function variantCells(v: VariantValues, product: Pick<ProductValues, 'costMinor' | 'costCurrency' | 'weightGrams' | 'options'>): Partial<Record<PriceListColumn, string>> {
  const cost = v.costMinor ?? product.costMinor;
  const weight = v.weightGrams ?? product.weightGrams;
  const names = product.options.map((o) => o.name);
  return {
    sku: v.sku,
    option1_name: names[0] ?? '',
    option1_value: names[0] ? (v.options[names[0]] ?? '') : '',
    option2_name: names[1] ?? '',
    option2_value: names[1] ? (v.options[names[1]] ?? '') : '',
    price: String(v.price),
    compare_at_price: formatWhole(v.compareAtPrice),
    stock: String(v.stock),
    weight_g: formatWhole(weight),
    barcode: v.barcode ?? '',
    cost: cost !== null && product.costCurrency ? formatCost(cost, product.costCurrency) : '',
  };
}

export function productCells(p: ProductValues, brandName: (id: string) => string, categorySlug: (id: string) => string): Partial<Record<PriceListColumn, string>> {
  return {
    slug: p.slug,
    name_mn: p.nameMn,
    name_en: p.nameEn,
    description_mn: p.descriptionMn,
    description_en: p.descriptionEn,
    brand: p.brandId ? brandName(p.brandId) : '',
    category: p.categoryId ? categorySlug(p.categoryId) : '',
    origin: p.origin,
    tags: p.tags.join(', '),
    active: p.active ? 'yes' : 'no',
    cost_currency: p.costCurrency ?? '',
    pricing: formatPricing(p.pricing),
  };
}

function diff(before: Partial<Record<PriceListColumn, string>>, after: Partial<Record<PriceListColumn, string>>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const column of Object.keys(after) as PriceListColumn[]) {
    if ((before[column] ?? '') !== (after[column] ?? '')) changes.push({ column, before: before[column] ?? '', after: after[column] ?? '' });
  }
  return changes;
}

/**
 * What importing the rows would do to the catalog: the products and variants to create, those whose fields change
 * (field: before → after), stock differences for the ledger, and the refused rows with their reasons.
 */
export function planPriceList(rows: PriceListRow[], catalog: CatalogLookups): PriceListPlan {
  const refused: Refusal[] = [];
  const brandBy = new Map<string, { id: string; name: string }>();
  for (const b of catalog.brands) {
    brandBy.set(b.slug.toLowerCase(), b);
    if (!brandBy.has(b.name.toLowerCase())) brandBy.set(b.name.toLowerCase(), b);
  }
  const brandName = new Map(catalog.brands.map((b) => [b.id, b.name]));
  const categoryBy = new Map(catalog.categories.map((c) => [c.slug.toLowerCase(), c.id]));
  const categorySlug = new Map(catalog.categories.map((c) => [c.id, c.slug]));
  const cellsOf = (p: ProductValues) =>
    productCells(
      p,
      (id) => brandName.get(id) ?? '',
      (id) => categorySlug.get(id) ?? '',
    );

  // Group rows by slug, in the order products first appear.
  const groups = new Map<string, PriceListRow[]>();
  for (const r of rows) {
    const slug = (r.cells.slug ?? '').toLowerCase();
    if (!slug) {
      refused.push({ row: r.row, column: 'slug', reason: 'required' });
      continue;
    }
    if (!SLUG.test(slug)) {
      refused.push({ row: r.row, column: 'slug', reason: 'badSlug', value: r.cells.slug });
      continue;
    }
    const group = groups.get(slug);
    if (group) group.push(r);
    else groups.set(slug, [r]);
  }

  const plannedProducts: PlannedProduct[] = [];
  const plannedVariants: PlannedVariant[] = [];
  let unchanged = 0;

  for (const [slug, group] of groups) {
    const existing = catalog.products.get(slug) ?? null;
    const productRefusals: Refusal[] = [];
    const first = group[0].row;
    const cells = mergeProductCells(group, productRefusals);
    const at = (column: ProductColumn) => group.find((g) => g.cells[column] !== undefined && g.cells[column] !== '')?.row ?? first;
    const refuse = (column: ProductColumn, reason: PriceListReason, value?: string) => productRefusals.push({ row: at(column), column, reason, value });

    // Length limits of the product's texts.
    for (const column of PRODUCT_COLUMNS) {
      const limit = LIMITS[column];
      if (limit && (cells[column]?.length ?? 0) > limit) refuse(column, 'tooLong');
    }
    const text = (column: 'name_mn' | 'name_en' | 'description_mn' | 'description_en', old: string | undefined, required: boolean): string => {
      const value = cells[column];
      if (value === undefined) {
        if (old === undefined && required) refuse(column, 'required');
        return old ?? '';
      }
      if (value === '' && required) {
        // A required text left blank keeps the product's (it cannot be cleared); a new product needs it.
        if (old === undefined) refuse(column, 'required');
        return old ?? '';
      }
      return value;
    };
    const nameMn = text('name_mn', existing?.nameMn, true);
    const nameEn = text('name_en', existing?.nameEn, true);
    const descriptionMn = text('description_mn', existing?.descriptionMn, false);
    const descriptionEn = text('description_en', existing?.descriptionEn, false);

    let brandId = existing?.brandId ?? null;
    if (cells.brand !== undefined) {
      if (cells.brand === '') brandId = null;
      else {
        const brand = brandBy.get(cells.brand.toLowerCase());
        if (brand) brandId = brand.id;
        else refuse('brand', 'unknownBrand', cells.brand);
      }
    }
    let categoryId = existing?.categoryId ?? null;
    if (cells.category !== undefined) {
      if (cells.category === '') categoryId = null;
      else {
        const id = categoryBy.get(cells.category.toLowerCase());
        if (id) categoryId = id;
        else refuse('category', 'unknownCategory', cells.category);
      }
    }
    let origin: PriceListOrigin | null = existing?.origin ?? null;
    if (!blank(cells.origin)) {
      origin = parseOrigin(cells.origin!);
      if (!origin) refuse('origin', 'badOrigin', cells.origin);
    } else if (!existing) {
      refuse('origin', 'required');
    }
    const tags = cells.tags !== undefined ? parseTags(cells.tags) : (existing?.tags ?? []);
    let active = existing?.active ?? true;
    if (!blank(cells.active)) {
      const parsed = parseActive(cells.active!);
      if (parsed === null) refuse('active', 'badActive', cells.active);
      else active = parsed;
    }
    let pricing: PricingRule = existing?.pricing ?? { mode: 'manual' };
    if (!blank(cells.pricing)) {
      const parsed = parsePricing(cells.pricing!);
      if (!parsed) refuse('pricing', 'badPricing', cells.pricing);
      else pricing = parsed;
    }
    let costCurrency: CostCurrency | null = existing?.costCurrency ?? null;
    if (cells.cost_currency !== undefined) {
      const c = cells.cost_currency.toUpperCase();
      if (c === '') costCurrency = null;
      else if ((COST_CURRENCIES as readonly string[]).includes(c)) costCurrency = c as CostCurrency;
      else refuse('cost_currency', 'badCurrency', cells.cost_currency);
    }
    // A cost needs a currency: the file's, the product's, or its origin's.
    const anyCost = group.some((g) => !blank(g.cells.cost));
    if (anyCost && !costCurrency && origin && origin !== 'MN') costCurrency = ORIGIN_CURRENCY[origin];
    if (anyCost && !costCurrency && !productRefusals.some((r) => r.column === 'cost_currency')) refuse('cost_currency', 'costWithoutCurrency');

    // Options: the names the rows use, in the same order on every row; matched to the product's own by name or label.
    const optionNames: string[] = [];
    const optionRefusals = new Map<number, Refusal[]>();
    const rowOptions = new Map<number, { names: string[]; values: string[] } | null>();
    for (const g of group) {
      const names: string[] = [];
      const values: string[] = [];
      let bad = false;
      for (const i of [1, 2] as const) {
        const name = g.cells[`option${i}_name`] ?? '';
        const value = g.cells[`option${i}_value`] ?? '';
        if (!name && !value) continue;
        if (!name || !value) {
          optionRefusals.set(g.row, [...(optionRefusals.get(g.row) ?? []), { row: g.row, column: name ? `option${i}_value` : `option${i}_name`, reason: 'optionIncomplete' }]);
          bad = true;
          continue;
        }
        names.push(name);
        values.push(value);
      }
      rowOptions.set(g.row, bad ? null : { names, values });
    }
    const firstOptions = [...rowOptions.values()].find((o) => o !== null);
    if (firstOptions) optionNames.push(...firstOptions.names);
    const hasOptionColumns = group.some((g) => g.cells.option1_name !== undefined);
    let options: CatalogOption[] = existing?.options.map((o) => ({ ...o, values: [...o.values] })) ?? [];
    const optionFor = (name: string) => options.find((o) => sameText(o.name, name) || sameText(o.label.mn, name) || sameText(o.label.en, name));
    if (hasOptionColumns && existing && existing.options.length > 0 && firstOptions) {
      const matches = optionNames.length === existing.options.length && optionNames.every((n, i) => optionFor(n) === options[i]);
      if (!matches) for (const g of group) optionRefusals.set(g.row, [{ row: g.row, column: 'option1_name', reason: 'optionsMismatch' }]);
    } else if (hasOptionColumns && firstOptions && (!existing || existing.variants.length === 0 || existing.options.length === 0)) {
      // A product without options gets the file's (a product whose only variant had none: its variant is matched by SKU).
      if (!existing || existing.options.length === 0) options = optionNames.map((n) => ({ name: n, label: { mn: n, en: n }, values: [] }));
    }

    const productValues: ProductValues = {
      slug,
      nameMn,
      nameEn,
      descriptionMn,
      descriptionEn,
      brandId,
      categoryId,
      origin: origin ?? 'MN',
      tags,
      active,
      options,
      costMinor: existing?.costMinor ?? null,
      costCurrency,
      weightGrams: existing?.weightGrams ?? null,
      pricing,
    };

    if (productRefusals.length > 0) {
      const rowsWithReason = new Set(productRefusals.map((r) => r.row));
      refused.push(...productRefusals);
      for (const g of group) if (!rowsWithReason.has(g.row)) refused.push({ row: g.row, column: null, reason: 'productRefused', ref: productRefusals[0].row });
      continue;
    }

    // Variants.
    const existingBySku = new Map((existing?.variants ?? []).map((v) => [v.sku, v]));
    const seenSkus = new Set<string>();
    const combos = new Map<string, string>(); // option combination → SKU
    const inFile = new Set(group.map((g) => g.cells.sku ?? ''));
    for (const v of existing?.variants ?? []) if (!inFile.has(v.sku)) combos.set(JSON.stringify(v.options), v.sku);
    let position = Math.max(-1, ...(existing?.variants ?? []).map((v) => v.position)) + 1;
    const accepted: PlannedVariant[] = [];
    for (const g of group) {
      const c = g.cells;
      const rowRefusals: Refusal[] = [...(optionRefusals.get(g.row) ?? [])];
      const bad = (column: PriceListColumn, reason: PriceListReason, value?: string) => rowRefusals.push({ row: g.row, column, reason, value });
      const sku = c.sku ?? '';
      if (!sku) bad('sku', 'required');
      else if (sku.length > LIMITS.sku!) bad('sku', 'tooLong');
      else if (seenSkus.has(sku)) bad('sku', 'duplicateSku', sku);
      seenSkus.add(sku);
      const old = existingBySku.get(sku) ?? null;
      const whole = (column: 'price' | 'compare_at_price' | 'stock' | 'weight_g', oldValue: number | null | undefined): number | null | undefined => {
        const value = c[column];
        if (value === undefined) return oldValue;
        if (value === '') return null;
        const parsed = parseWhole(value);
        if (typeof parsed !== 'number') {
          bad(column, parsed.reason, value);
          return oldValue;
        }
        return parsed;
      };
      let price = whole('price', old?.price);
      const compareAtPrice = whole('compare_at_price', old?.compareAtPrice ?? null) ?? null;
      const stock = whole('stock', old?.stock) ?? (old ? old.stock : 0);
      if (c.stock === '' && old) bad('stock', 'required');
      // Weight and cost: a variant without its own keeps taking the product's while the cell shows the product's.
      const inherits = (typed: number, own: number | null | undefined, products: number | null) => (old && own === null && typed === products ? null : typed);
      let weightGrams = old?.weightGrams ?? null;
      const weightCell = whole('weight_g', undefined);
      if (c.weight_g === '') weightGrams = null;
      else if (typeof weightCell === 'number') weightGrams = inherits(weightCell, old?.weightGrams, productValues.weightGrams);
      let costMinor = old?.costMinor ?? null;
      if (c.cost === '') costMinor = null;
      else if (c.cost !== undefined && costCurrency) {
        const parsed = parseCost(c.cost.replace(/^[$₩¥]|\s*(usd|krw|cny|jpy|rmb|yen|won)$/i, ''), costCurrency);
        if (parsed === null) bad('cost', 'badCost', c.cost);
        else costMinor = inherits(parsed, old?.costMinor, productValues.costMinor);
      }
      for (const column of ['barcode', 'option1_value', 'option2_value'] as const) {
        if ((c[column]?.length ?? 0) > LIMITS[column]!) bad(column, 'tooLong');
      }
      const barcode = c.barcode === undefined ? (old?.barcode ?? null) : c.barcode || null;

      // The variant's options, as codes of the product's values (a new value is added to the option).
      const parsedOptions = rowOptions.get(g.row);
      let variantOptions: Record<string, string> = old?.options ?? {};
      if (hasOptionColumns && parsedOptions !== null && parsedOptions !== undefined) {
        if (parsedOptions.names.length !== optionNames.length || parsedOptions.names.some((n, i) => !sameText(n, optionNames[i]) && (!optionFor(n) || optionFor(n) !== optionFor(optionNames[i])))) {
          bad('option1_name', 'optionsMismatch');
        } else if (!rowRefusals.some((r) => r.reason === 'optionsMismatch')) {
          variantOptions = {};
          parsedOptions.names.forEach((n, i) => {
            const option = optionFor(n);
            if (!option) return;
            const typed = parsedOptions.values[i];
            const value = option.values.find((v) => sameText(v.code, typed) || sameText(v.label.mn, typed) || sameText(v.label.en, typed));
            variantOptions[option.name] = value ? value.code : typed;
          });
        }
      }
      if (rowRefusals.length === 0 && hasOptionColumns) {
        const key = JSON.stringify(variantOptions);
        const other = combos.get(key);
        if (other !== undefined && other !== sku) bad('option1_value', 'duplicateOptions', other);
        else combos.set(key, sku);
      }

      if (price === undefined || price === null) {
        const landed = productValues.pricing.mode === 'landed' && catalog.landedPrice ? catalog.landedPrice(productValues, { sku, options: variantOptions, price: 0, compareAtPrice, stock, weightGrams, barcode, costMinor, position: 0 }, categoryId) : null;
        if (landed !== null) price = landed;
        else if (!rowRefusals.some((r) => r.column === 'price')) bad('price', productValues.pricing.mode === 'landed' && blank(c.price) ? 'landedPriceMissing' : 'required');
      }
      if (price !== undefined && price !== null && compareAtPrice !== null && compareAtPrice <= price && !rowRefusals.length && (!old || compareAtPrice !== old.compareAtPrice || price !== old.price)) bad('compare_at_price', 'compareBelowPrice', c.compare_at_price);

      if (rowRefusals.length > 0) {
        refused.push(...rowRefusals);
        continue;
      }
      const values: VariantValues = { sku, options: variantOptions, price: price!, compareAtPrice, stock, weightGrams, barcode, costMinor, position: old ? old.position : position++ };
      accepted.push({ row: g.row, slug, sku, id: old?.id ?? null, productId: existing?.id ?? null, values, changes: [], stockDelta: old ? stock - old.stock : stock });
    }
    // New option values the accepted variants use join their option.
    for (const v of accepted) {
      for (const option of options) {
        const code = v.values.options[option.name];
        if (code && !option.values.some((x) => x.code === code)) option.values.push({ code, label: { mn: code, en: code } });
      }
    }
    if (accepted.length === 0 && !existing) continue; // every row refused: nothing of the product is created

    const productChanges = existing ? diff(cellsOf({ ...existing }), cellsOf(productValues)) : [];
    const optionsChanged = existing
      ? existing.options.length !== options.length || options.some((o, i) => o.name !== existing.options[i].name || o.values.length !== existing.options[i].values.length)
      : false;
    if (!existing || productChanges.length > 0 || optionsChanged) {
      plannedProducts.push({ row: first, slug, id: existing?.id ?? null, values: productValues, changes: productChanges });
    }
    for (const v of accepted) {
      const old = v.id ? existingBySku.get(v.sku)! : null;
      if (old) {
        v.changes = diff(variantCells(old, existing!), variantCells(v.values, productValues));
        if (v.changes.length === 0 && sameOptions(old.options, v.values.options)) {
          unchanged++;
          continue;
        }
      }
      plannedVariants.push(v);
    }
  }

  refused.sort((a, b) => a.row - b.row);
  const refusedRows = new Set(refused.map((r) => r.row)).size;
  return {
    products: plannedProducts,
    variants: plannedVariants,
    refused,
    counts: {
      rows: rows.length,
      newProducts: plannedProducts.filter((p) => !p.id).length,
      changedProducts: plannedProducts.filter((p) => p.id).length,
      newVariants: plannedVariants.filter((v) => !v.id).length,
      changedVariants: plannedVariants.filter((v) => v.id).length,
      unchanged,
      refused: refusedRows,
    },
  };
}

/** The export's rows: one per variant, the product's cells on each (a re-import of them changes nothing). */
export function priceListRows(catalog: { brands: { id: string; name: string }[]; categories: { id: string; slug: string }[] }, products: CatalogProduct[]): string[][] {
  const brandName = new Map(catalog.brands.map((b) => [b.id, b.name]));
  const categorySlug = new Map(catalog.categories.map((c) => [c.id, c.slug]));
  const out: string[][] = [[...PRICE_LIST_COLUMNS]];
  for (const p of products) {
    const shared = productCells(
      p,
      (id) => brandName.get(id) ?? '',
      (id) => categorySlug.get(id) ?? '',
    );
    for (const v of [...p.variants].sort((a, b) => a.position - b.position)) {
      const cells = { ...shared, ...variantCells(v, p) };
      out.push(PRICE_LIST_COLUMNS.map((c) => cells[c] ?? ''));
    }
  }
  return out;
}
