// What the product pictures page posts (app/routes/console-product-pictures.tsx), besides the files themselves.
import { z } from 'zod';

const imageId = z.uuid({ error: 'invalidFormat' });

export const moveInput = z.object({ id: imageId, to: z.coerce.number({ error: 'invalidFormat' }).int({ error: 'invalidFormat' }).min(0).max(100) });
export const removeInput = z.object({ id: imageId });
/** variant id → picture id, or '' for "no own picture". */
export const variantPicturesInput = z.record(z.uuid({ error: 'invalidFormat' }), z.union([z.literal(''), imageId]).transform((v) => v || null));
