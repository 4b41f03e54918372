// The careers console's functions bound to one database and the file storage: spread into the app's services
// (server/services.ts), which the console's pages call.
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { createLocalStorage } from '../../storage/local-storage';
import type { Language } from '../../../core/i18n';
import type { AuditActor } from '../audit/record-audit';
import { readApplicationCv } from './application-file';
import type { ApplicationQuery, PositionInput } from './console-schemas';
import { getPosition, listPositions, savePosition, setPositionState } from './edit-positions';
import { exportApplicationsCsv } from './export-applications';
import { getApplication, listApplications, updateApplication } from './list-applications';

export function careersConsoleServices(db: Db, storage: FileStorage | undefined) {
  const files = storage ?? createLocalStorage(path.join(os.tmpdir(), 'zuuch-uploads'));
  return {
    listJobPositions: (storeId: string) => listPositions(db, storeId),
    getJobPosition: (storeId: string, id: string) => getPosition(db, storeId, id),
    saveJobPosition: (storeId: string, id: string | null, input: PositionInput, by: AuditActor) => savePosition(db, storeId, id, input, by),
    setJobPositionState: (storeId: string, id: string, change: Parameters<typeof setPositionState>[3], by: AuditActor) => setPositionState(db, storeId, id, change, by),
    listJobApplications: (storeId: string, query: ApplicationQuery) => listApplications(db, storeId, query),
    getJobApplication: (storeId: string, id: string) => getApplication(db, storeId, id),
    updateJobApplication: (storeId: string, id: string, change: Parameters<typeof updateApplication>[3], by: AuditActor) => updateApplication(db, storeId, id, change, by),
    readJobApplicationCv: (storeId: string, id: string) => readApplicationCv(db, files, storeId, id),
    exportJobApplicationsCsv: (storeId: string, query: Omit<ApplicationQuery, 'page'>, lang: Language) => exportApplicationsCsv(db, storeId, query, lang),
  };
}
