// The price list (CSV/XLSX import and export of products and variants) bound to one database and the file storage,
// spread into the app's services (server/services.ts). An applied import publishes the 'catalog' change once committed.
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/client';
import type { CacheTopic } from '../../cache';
import type { FileStorage } from '../../storage/file-storage';
import { createLocalStorage } from '../../storage/local-storage';
import type { AuditActor } from '../audit/record-audit';
import { exportPriceListCsv, exportPriceListXlsx } from './export-products';
import { applyPriceList, checkPriceList, removeAbandonedPriceLists, type ApplyInput } from './import-products';

export function priceListServices(db: Db, publishChange: (topic: CacheTopic) => Promise<void>, storage: FileStorage | undefined) {
  const files = storage ?? createLocalStorage(path.join(os.tmpdir(), 'zuuch-uploads'));
  return {
    /** The dry run of a price list: what would be created, changed and refused; keeps the file for the apply. */
    checkPriceList: (storeId: string, bytes: Uint8Array, name: string) => checkPriceList(db, files, storeId, bytes, name),
    /** Applies the file the check kept, as it was checked, in one transaction. */
    applyPriceList: async (storeId: string, input: ApplyInput, actor: AuditActor) => {
      const counts = await applyPriceList(db, files, storeId, input, actor);
      await publishChange('catalog');
      return counts;
    },
    exportPriceList: (storeId: string, format: 'csv' | 'xlsx') => (format === 'csv' ? exportPriceListCsv(db, storeId) : exportPriceListXlsx(db, storeId)),
    /** The cleaner's run (server/main.ts): checked files older than a day, never applied, are removed. */
    removeAbandonedPriceLists: (now: Date) => removeAbandonedPriceLists(files, now),
  };
}
