// A product's variants from its options: every combination, each with its SKU, price and share of the stock.
import { optionCombinations } from '../../../core/variant-matrix';
import type { ProductOption } from '../../db/schema';
import { hash } from './render-product-image';

export type OptionInput = { name: string; values: { code: string; en: string; mn: string; priceDelta?: number }[] };
export type VariantRow = { sku: string; options: Record<string, string>; price: number; compareAtPrice: number | null; stock: number; position: number };

const optionLabels: Record<string, { mn: string; en: string }> = {
  color: { mn: 'Өнгө', en: 'Colour' },
  size: { mn: 'Хэмжээ', en: 'Size' },
  storage: { mn: 'Багтаамж', en: 'Storage' },
  volume: { mn: 'Багтаамж', en: 'Volume' },
};

/** The picker's view of the options: labelled names and values, in order. */
export function productOptions(options: OptionInput[]): ProductOption[] {
  return options.map((o) => ({
    name: o.name,
    label: optionLabels[o.name] ?? { mn: o.name, en: o.name },
    values: o.values.map((v) => ({ code: v.code, label: { mn: v.mn, en: v.en } })),
  }));
}


/**
 * Every combination of the options (or one plain variant). Stock is spread over the combinations deterministically,
 * leaving some sold out, so the picker has unavailable combinations to disable as a real store does.
 */
export function expandVariants(p: { slug: string; price: number; compareAtPrice: number | null; stock: number; options: OptionInput[] }): VariantRow[] {
  const base = p.slug.toUpperCase();
  if (p.options.length === 0) {
    return [{ sku: base, options: {}, price: p.price, compareAtPrice: p.compareAtPrice, stock: p.stock, position: 0 }];
  }
  // The grid of core/variant-matrix.ts (the editor proposes the same), each combination with its values' price deltas.
  const combos = optionCombinations(p.options).map((codes) => ({
    codes,
    delta: p.options.reduce((sum, o) => sum + (o.values.find((v) => v.code === codes[o.name])?.priceDelta ?? 0), 0),
  }));
  const weights = combos.map((c, i) => {
    const h = hash(`${p.slug}:${i}`);
    return i > 0 && h % 4 === 0 ? 0 : 1 + (h % 5); // about a quarter of the other combinations sold out
  });
  const total = weights.reduce((a, b) => a + b, 0);
  let left = p.stock;
  return combos.map((c, i) => {
    const share = i === combos.length - 1 ? left : Math.min(left, Math.floor((p.stock * weights[i]) / total));
    left -= share;
    return {
      sku: [base, ...Object.values(c.codes).map((code) => code.toUpperCase())].join('-'),
      options: c.codes,
      price: p.price + c.delta,
      compareAtPrice: p.compareAtPrice === null ? null : p.compareAtPrice + c.delta,
      stock: share,
      position: i,
    };
  });
}
