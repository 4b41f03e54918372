import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { StoreSettingsInput } from './schemas';

/** Saves what staff edit of the store's settings (contacts, address, hours, social links, bank accounts), audited with it. */
export async function updateStoreSettings(db: Db, storeId: string, input: StoreSettingsInput, by: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'dataNotFound');
    await tx
      .update(stores)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(stores.id, storeId));
    const edited = Object.keys(input) as (keyof StoreSettingsInput)[];
    const fields = (row: Record<string, unknown>) => Object.fromEntries(edited.map((k) => [k, row[k] ?? null]));
    await recordAudit(tx, { storeId, actor: by, entity: 'settings', entityId: storeId, action: 'update', label: before.name, before: fields(before), after: fields(input) });
  });
}
