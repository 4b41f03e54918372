// Seasonal decorations bound to one database and the app's caches: spread into the app's services (server/services.ts).
// Every storefront page asks for the mode (the root loader), so it is remembered under 'store' and a save publishes
// 'store' once committed: every process shows the new decorations at once.
import type { CacheTopic, TopicCaches } from '../../cache';
import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';
import { getSeasonMode, setSeasonMode } from './season';

export function seasonServices(db: Db, caches: TopicCaches, publishChange: (topic: CacheTopic) => Promise<void>) {
  return {
    /** The store's decoration mode, from the cache (30 s at most, forgotten when a save is published). */
    seasonMode: caches.remember('store', 30_000, (storeId: string) => getSeasonMode(db, storeId)),
    /** The mode from the database itself, for the console's form. */
    readSeasonMode: (storeId: string) => getSeasonMode(db, storeId),
    saveSeasonMode: async (storeId: string, input: unknown, staff: AuditActor) => {
      const saved = await setSeasonMode(db, storeId, input, staff);
      await publishChange('store');
      return saved;
    },
  };
}
