// A product's variants as the grid of its options: every combination of one value per option. The console's editor
// proposes the combinations a new option value leaves missing, the seed expands its products with the same function,
// and the save checks SKUs and combinations with the same rules.

/** Option name → value code, e.g. { color: 'black', size: 'm' } ({} for a product without options). */
export type Combination = Record<string, string>;

/** Just what the grid needs of an option: its name and its values' codes, in order. */
export type MatrixOption = { name: string; values: { code: string }[] };

/** Every combination of the options in order (the first option varies slowest); one empty combination without options. */
export function optionCombinations(options: readonly MatrixOption[]): Combination[] {
  let combos: Combination[] = [{}];
  for (const option of options) combos = combos.flatMap((c) => option.values.map((v) => ({ ...c, [option.name]: v.code })));
  return combos;
}

/** A combination as one comparable text, in the options' order ("black|m"). */
export function combinationKey(options: readonly MatrixOption[], combo: Combination): string {
  return options.map((o) => combo[o.name] ?? '').join('|');
}

/** Whether a combination names exactly one existing value of every option (and nothing else). */
export function fitsOptions(options: readonly MatrixOption[], combo: Combination): boolean {
  const names = Object.keys(combo);
  if (names.length !== options.length) return false;
  return options.every((o) => o.values.some((v) => v.code === combo[o.name]));
}

/**
 * The combinations the variants do not cover yet, in grid order: what the editor proposes when an option or a value is
 * added. Variants that do not fit the options (a value removed) cover nothing.
 */
export function missingCombinations(options: readonly MatrixOption[], variants: readonly { options: Combination }[]): Combination[] {
  if (options.length === 0) return variants.length ? [] : [{}];
  const have = new Set(variants.filter((v) => fitsOptions(options, v.options)).map((v) => combinationKey(options, v.options)));
  return optionCombinations(options).filter((c) => !have.has(combinationKey(options, c)));
}

/**
 * Variants made before an option was added lack it: they take the option's first value (a plain product's one variant
 * becomes the first colour), so their SKU, price and stock stay with them.
 */
export function withNewOptions<V extends { options: Combination }>(options: readonly MatrixOption[], variants: readonly V[]): V[] {
  return variants.map((v) => {
    const filled = { ...v.options };
    for (const o of options) if (!(o.name in filled) && o.values[0]) filled[o.name] = o.values[0].code;
    for (const name of Object.keys(filled)) if (!options.some((o) => o.name === name)) delete filled[name];
    return { ...v, options: filled };
  });
}

/** A proposed SKU: the base (the product's slug or SKU stem) and the value codes, upper case ("TEE-BLACK-M"). */
export function proposedSku(base: string, options: readonly MatrixOption[], combo: Combination): string {
  return [base, ...options.map((o) => combo[o.name] ?? '')]
    .filter(Boolean)
    .join('-')
    .toUpperCase()
    .replace(/[^A-Z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** For each row whose SKU an earlier row already has (ignoring case and spaces): its index and the earlier row's. */
export function skuClashes(skus: readonly string[]): { index: number; first: number }[] {
  const seen = new Map<string, number>();
  const clashes: { index: number; first: number }[] = [];
  skus.forEach((sku, index) => {
    const key = sku.trim().toUpperCase();
    if (!key) return;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else clashes.push({ index, first });
  });
  return clashes;
}

/** For each row whose combination an earlier row already has: its index and the earlier row's. */
export function combinationClashes(options: readonly MatrixOption[], combos: readonly Combination[]): { index: number; first: number }[] {
  const seen = new Map<string, number>();
  const clashes: { index: number; first: number }[] = [];
  combos.forEach((combo, index) => {
    const key = combinationKey(options, combo);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else clashes.push({ index, first });
  });
  return clashes;
}
