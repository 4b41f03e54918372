// The store's seasonal decorations (issue 14): the mode content editors choose in the console (core/season.ts), audited as
// a change of the store's settings. The storefront reads it through the 'store' cache, so saving publishes 'store'.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { SEASON_MODES, type SeasonMode } from '../../../core/season';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';
import { parse } from '../../http/validate';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/** What the console sends: one of the modes; anything else is refused with "choose one" by the field. */
export const seasonInput = z.object({
  season: z.string().transform((v, ctx) => {
    if ((SEASON_MODES as readonly string[]).includes(v)) return v as SeasonMode;
    ctx.addIssue({ code: 'custom', params: { messageKey: 'chooseOne' } });
    return z.NEVER;
  }),
});

/** The store's decoration mode. */
export async function getSeasonMode(db: Db, storeId: string): Promise<SeasonMode> {
  const [row] = await db.select({ season: stores.season }).from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'dataNotFound');
  return row.season;
}

/** Saves the decoration mode (validated here: a bad one changes nothing), audited with the change in one transaction. */
export async function setSeasonMode(db: Db, storeId: string, input: unknown, by: AuditActor): Promise<SeasonMode> {
  const { season } = parse(seasonInput, input);
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ name: stores.name, season: stores.season }).from(stores).where(eq(stores.id, storeId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'dataNotFound');
    await tx.update(stores).set({ season, updatedAt: new Date() }).where(eq(stores.id, storeId));
    await recordAudit(tx, { storeId, actor: by, entity: 'settings', entityId: storeId, action: 'update', label: before.name, before: { season: before.season }, after: { season } });
  });
  return season;
}
