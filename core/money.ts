// Money is integer tugrik (MNT) everywhere. This is the one place that formats it.
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 4500000 → "4,500,000₮" (the way Mongolian stores write prices, in both languages). */
export function formatMnt(amount: number): string {
  return `${grouping.format(Math.round(amount))}₮`;
}

/** Whole-percent discount of a price against its compare-at price, or null when there is none. */
export function discountPercent(price: number, compareAtPrice: number | null | undefined): number | null {
  if (!compareAtPrice || compareAtPrice <= price) return null;
  return Math.round(((compareAtPrice - price) / compareAtPrice) * 100);
}
