import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';

/** Fails with NOT_FOUND unless the store id exists. For calls that name their store by id. */
export async function requireStore(db: Db, storeId: string): Promise<void> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw new AppError('NOT_FOUND', 'dataNotFound');
}
