// The careers module's public side bound to one database, the SMS sender and the file storage: spread into the app's
// services (server/services.ts), which the /join-us pages and the retention worker call.
import os from 'node:os';
import path from 'node:path';
import type { Language } from '../../../core/i18n';
import type { Db } from '../../db/client';
import type { SmsSender } from '../../providers/sms/client';
import type { FileStorage } from '../../storage/file-storage';
import { createLocalStorage } from '../../storage/local-storage';
import { applyToPosition, type ApplyInput } from './apply';
import { getPublicPosition, listOpenPositions } from './public-positions';
import { removeExpiredApplications } from './remove-expired-applications';

export function careersServices(db: Db, sms: SmsSender | null | undefined, storage: FileStorage | undefined) {
  const files = storage ?? createLocalStorage(path.join(os.tmpdir(), 'zuuch-uploads'));
  return {
    listOpenPositions: (storeId: string, lang: Language, now?: Date) => listOpenPositions(db, storeId, lang, now),
    getPublicPosition: (storeId: string, id: string, lang: Language, now?: Date) => getPublicPosition(db, storeId, id, lang, now),
    applyToPosition: (input: ApplyInput) => applyToPosition(db, sms ?? null, files, input),
    /** The retention worker's run: applications past keepUntil deleted with their CVs; answers how many. */
    removeExpiredApplications: (now: Date) => removeExpiredApplications(db, files, now),
  };
}
