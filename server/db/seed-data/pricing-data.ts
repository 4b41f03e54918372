// The demo store's landed-cost pricing: the Bank of Mongolia's rates of a recent day (tugrik per unit), and a handful of
// imported products with their purchase cost (minor units of their origin's currency) and weight, priced from landed
// cost under the default rules — so a newcomer sees a rate change move their prices in the console's /console/pricing.
import type { CostCurrency } from '../../../core/landed-cost';

export const demoRates: Record<CostCurrency, string> = { USD: '3565.2', KRW: '2.4381', CNY: '497.35', JPY: '23.18' };

/** Products priced from landed cost: slug, cost in the currency of their origin (cents, won, fen, yen), grams per unit. */
export const demoLandedProducts: { slug: string; costMinor: number; weightGrams: number }[] = [
  { slug: 'beauty-of-joseon-relief-sun-spf50-50ml', costMinor: 12_000, weightGrams: 90 },
  { slug: 'round-lab-1025-dokdo-cleanser-150ml', costMinor: 7_700, weightGrams: 190 },
  { slug: 'laneige-lip-sleeping-mask-berry-20g', costMinor: 14_900, weightGrams: 60 },
  { slug: 'cosrx-acne-pimple-master-patch-24', costMinor: 2_950, weightGrams: 30 },
  { slug: 'nature-made-fish-oil-1200mg-200', costMinor: 949, weightGrams: 420 },
  { slug: 'dhc-dha-30-days-120', costMinor: 950, weightGrams: 80 },
  { slug: 'by-health-multivitamin-minerals-100', costMinor: 7_690, weightGrams: 210 },
];
