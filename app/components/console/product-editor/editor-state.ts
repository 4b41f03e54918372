// The product editor's options and variants as the page changes them: renaming an option or a value renames it in the
// variants, adding one fills the variants that lack it, and the grid's missing combinations become new rows (SKU from
// the product's address, price from the first row). Pure functions over the form's values (core/variant-matrix.ts).
import { slugify } from '../../../../core/content';
import { missingCombinations, proposedSku, withNewOptions, type Combination, type MatrixOption } from '../../../../core/variant-matrix';
import type { OptionValues, VariantValues } from '../../../../server/modules/products/schemas';

/** The options as far as they are filled in: named, with the values that have a code. */
export function completeOptions(options: OptionValues[]): MatrixOption[] {
  return options.filter((o) => o.name).map((o) => ({ name: o.name, values: o.values.filter((v) => v.code) }));
}

/** Variants fitted to changed options: a new option's first value filled in, a removed option's dropped. */
export function fitVariants(options: OptionValues[], variants: VariantValues[]): VariantValues[] {
  return withNewOptions(completeOptions(options), variants);
}

/** The variants after an option's code changed from `from` to `to`. */
export function renameOption(variants: VariantValues[], from: string, to: string): VariantValues[] {
  if (!from || !to || from === to) return variants;
  return variants.map((v) => {
    if (!(from in v.options)) return v;
    const { [from]: value, ...rest } = v.options;
    return { ...v, options: { ...rest, [to]: value } };
  });
}

/** The variants after a value's code of option `name` changed from `from` to `to`. */
export function renameValue(variants: VariantValues[], name: string, from: string, to: string): VariantValues[] {
  if (!from || !to || from === to) return variants;
  return variants.map((v) => (v.options[name] === from ? { ...v, options: { ...v.options, [name]: to } } : v));
}

/** A code from a label (the English one): Latin letters and digits. */
export const codeFrom = (label: string) => slugify(label).slice(0, 40);

export function missingRows(options: OptionValues[], variants: VariantValues[]): Combination[] {
  return missingCombinations(completeOptions(options), variants);
}

/** New rows for the missing combinations, appended to the variants. */
export function addMissing(options: OptionValues[], variants: VariantValues[], skuBase: string): VariantValues[] {
  const grid = completeOptions(options);
  const first = variants[0];
  const taken = new Set(variants.map((v) => v.sku.trim().toUpperCase()));
  const rows = missingCombinations(grid, variants).map((combo): VariantValues => {
    let sku = proposedSku(skuBase, grid, combo) || 'SKU';
    for (let n = 2; taken.has(sku); n++) sku = `${proposedSku(skuBase, grid, combo)}-${n}`;
    taken.add(sku);
    return { id: '', options: combo, sku, price: first?.price ?? '', compareAt: first?.compareAt ?? '', stock: '', weightGrams: '', barcode: '', cost: '' };
  });
  // New rows still without a SKU (the first row of a new product) get one too.
  const named = variants.map((v) => {
    if (v.id || v.sku.trim()) return v;
    let sku = proposedSku(skuBase, grid, v.options) || 'SKU';
    for (let n = 2; taken.has(sku); n++) sku = `${proposedSku(skuBase, grid, v.options)}-${n}`;
    taken.add(sku);
    return { ...v, sku };
  });
  return [...named, ...rows];
}

/** A variant's options in words ("Black / M"), in the page's language; the product's name for a plain variant. */
export function variantName(options: OptionValues[], combo: Combination, lang: 'mn' | 'en', plain: string): string {
  const words = options
    .filter((o) => o.name in combo)
    .map((o) => {
      const value = o.values.find((v) => v.code === combo[o.name]);
      return value ? value.label[lang] || value.label.en || value.code : combo[o.name];
    });
  return words.length ? words.join(' / ') : plain;
}
