// What the console's category form may send (/console/categories): checked here for the page's action and the tests.
// A slug is what the shop's addresses (/c/{slug}) and the home page's product rails name a category by, so it follows
// the listing's own rule (server/modules/catalog/schemas.ts).
import { z } from 'zod';
import { slug as listingSlug } from '../catalog/schemas';

const issue = (ctx: z.RefinementCtx, messageKey: string) => ctx.addIssue({ code: 'custom', params: { messageKey }, message: messageKey });

/** An address word: lower-case Latin letters, digits and hyphens (what /c/… and /b/… take). */
export const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    if (!value) issue(ctx, 'required');
    else if (!listingSlug.safeParse(value).success) issue(ctx, 'structure.slug');
  });

/** A required text of at most `max` characters. */
export const name = (max: number) => z.string().trim().min(1).max(max);

/** A uuid, or nothing (an empty select). */
export const optionalId = z
  .string()
  .trim()
  .refine((v) => v === '' || z.uuid().safeParse(v).success, { params: { messageKey: 'invalidFormat' } })
  .transform((v) => v || null);

export const categoryForm = z.object({
  slug: slugField,
  nameMn: name(120),
  nameEn: name(120),
  /** An emoji the shop shows on the category's tile (top-level categories); may be empty. */
  icon: z.string().trim().max(16),
  parentId: optionalId,
});
export type CategoryInput = z.output<typeof categoryForm>;

/** A move among siblings: one place up or down (buttons), or to a place (0 first) where it was dropped. */
export const categoryMove = z.union([z.enum(['up', 'down']), z.object({ position: z.coerce.number().int().min(0).max(100_000) })]);
