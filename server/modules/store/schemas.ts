import { z } from 'zod';
import { USER_TOKEN_PATTERN } from '../../../core/user-token';

export const userToken = z.string().regex(USER_TOKEN_PATTERN);
export const storeId = z.uuid();

export const storeSettingsBody = z.object({ storeName: z.string().trim().min(1).max(60) });
export const clientBody = z.object({ store: storeId, user_token: userToken });
export const shippingTypesBody = z.object({ store: storeId });
