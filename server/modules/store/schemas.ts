import { z } from 'zod';

/** A browser's anonymous id: random, URL-safe, 16–128 characters. */
export const userToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
export const storeId = z.uuid();

export const storeSettingsBody = z.object({ storeName: z.string().trim().min(1).max(60) });
export const clientBody = z.object({ store: storeId, user_token: userToken });
export const shippingTypesBody = z.object({ store: storeId });
