// The console's product list bound to one database: the list, bulk actions, duplicating and removing a product. Every
// write publishes the catalog change once committed (the shop's lists, facets and rails forget what they kept).
import type { Language } from '../../../core/i18n';
import type { CacheTopic } from '../../cache';
import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';
import { bulkProducts } from './bulk-products';
import { duplicateProduct } from './duplicate-product';
import { listConsoleProducts } from './list-console-products';
import type { BulkInput, ConsoleProductQuery } from './list-schemas';
import { removeProduct } from './remove-product';

export function productListServices(db: Db, publishChange: (topic: CacheTopic) => Promise<void>) {
  const thenPublish = async <T>(write: Promise<T>): Promise<T> => {
    const done = await write;
    await publishChange('catalog');
    return done;
  };
  return {
    listConsoleProducts: (storeId: string, lang: Language, query: ConsoleProductQuery) => listConsoleProducts(db, storeId, lang, query),
    bulkProducts: (storeId: string, actor: AuditActor, input: BulkInput, options?: { single?: boolean }) => thenPublish(bulkProducts(db, storeId, actor, input, options)),
    duplicateProduct: (storeId: string, actor: AuditActor, id: string) => thenPublish(duplicateProduct(db, storeId, actor, id)),
    removeProduct: (storeId: string, actor: AuditActor, id: string) => thenPublish(removeProduct(db, storeId, actor, id)),
  };
}
