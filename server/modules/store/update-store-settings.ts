import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';
import type { StoreSettingsInput } from './schemas';

/** Saves what staff edit of the store's settings (contacts, address, hours, social links, bank accounts). */
export async function updateStoreSettings(db: Db, storeId: string, input: StoreSettingsInput): Promise<void> {
  const updated = await db
    .update(stores)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(stores.id, storeId))
    .returning({ id: stores.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'dataNotFound');
}
