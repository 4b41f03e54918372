// What the console's bundle form may send (/console/bundles): the set's address, names and descriptions in both
// languages, its price in whole tugriks, whether shoppers see it, and its products with quantities (at least two).
import { z } from 'zod';
import { name, slugField } from '../categories/schemas';

export const MAX_BUNDLE_ITEMS = 20;

export const bundleItem = z.object({
  productId: z.uuid({ error: 'invalidFormat' }),
  quantity: z.coerce.number().int().min(1).max(99),
});

export const bundleForm = z
  .object({
    slug: slugField,
    nameMn: name(200),
    nameEn: name(200),
    descriptionMn: z.string().trim().max(2000),
    descriptionEn: z.string().trim().max(2000),
    /** Whole tugriks; "1 250 000" and "1,250,000₮" as people type them. */
    price: z
      .union([z.string(), z.number()])
      .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v.replace(/[\s,'’₮]/g, ''))))
      .refine((v) => Number.isInteger(v) && v >= 1 && v <= 1_000_000_000, { params: { messageKey: 'structure.price' } }),
    active: z.boolean(),
    items: z.array(bundleItem).max(MAX_BUNDLE_ITEMS),
  })
  .superRefine((form, ctx) => {
    const ids = new Set(form.items.map((i) => i.productId));
    // A set is two or more different products: one product twice is a quantity, not a set.
    if (ids.size !== form.items.length) ctx.addIssue({ code: 'custom', path: ['items'], params: { messageKey: 'structure.bundleTwice' }, message: 'structure.bundleTwice' });
    else if (ids.size < 2) ctx.addIssue({ code: 'custom', path: ['items'], params: { messageKey: 'structure.bundleItems' }, message: 'structure.bundleItems' });
  });
export type BundleInput = z.output<typeof bundleForm>;
