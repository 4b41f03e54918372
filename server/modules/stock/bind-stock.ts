// The stock module's console functions bound to one database: spread into the app's services (server/services.ts).
// An adjustment or a new threshold publishes the 'catalog' change once committed (product pages, lists and rails show
// stock and "only a few left").
import type { Language } from '../../../core/i18n';
import type { CacheTopic } from '../../cache';
import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';
import { adjustStock, type AdjustStockInput } from './adjust-stock';
import { getVariantStock, listStock, saveLowStockAt } from './list-stock';
import type { StockListQuery } from './schemas';

export function stockServices(db: Db, publishChange: (topic: CacheTopic) => Promise<void>) {
  return {
    listStock: (storeId: string, lang: Language, query: StockListQuery) => listStock(db, storeId, lang, query),
    getVariantStock: (storeId: string, variantId: string, lang: Language) => getVariantStock(db, storeId, variantId, lang),
    adjustStock: async (input: AdjustStockInput) => {
      const done = await adjustStock(db, input);
      await publishChange('catalog');
      return done;
    },
    saveLowStockAt: async (storeId: string, actor: AuditActor, lowStockAt: number) => {
      await saveLowStockAt(db, storeId, actor, lowStockAt);
      await publishChange('catalog');
    },
  };
}
