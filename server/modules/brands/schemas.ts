// What the console's brand form may send (/console/brands). The logo comes as a file beside these fields and is checked
// by its content when it is kept (server/modules/images/save-image.ts).
import { z } from 'zod';
import { origins } from '../catalog/schemas';
import { name, slugField } from '../categories/schemas';

type Origin = (typeof origins)[number];

export const brandForm = z.object({
  slug: slugField,
  name: name(120),
  /** Where the brand comes from: what the brand page says ("A brand from Korea"). */
  origin: z
    .string()
    .refine((v): v is Origin => (origins as readonly string[]).includes(v), { params: { messageKey: 'structure.origin' } })
    .transform((v) => v as Origin),
  descriptionMn: z.string().trim().max(2000),
  descriptionEn: z.string().trim().max(2000),
  /** Takes the uploaded logo off: the generated one stands in again. */
  removeLogo: z.boolean().default(false),
});
export type BrandInput = z.output<typeof brandForm>;
