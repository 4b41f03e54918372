// The console's product editor bound to one database: spread into the app's services (server/services.ts). A save
// publishes the 'catalog' change once committed, so listings, facets and the category tree forget the old product.
import type { CacheTopic } from '../../cache';
import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';
import { getProductForEdit } from './get-product-for-edit';
import { saveProduct } from './save-product';
import type { ProductInput } from './schemas';

export function productEditorServices(db: Db, publishChange: (topic: CacheTopic) => Promise<void>) {
  return {
    getProductForEdit: (storeId: string, id: string | null) => getProductForEdit(db, storeId, id),
    saveProduct: async (storeId: string, id: string | null, input: ProductInput, actor: AuditActor) => {
      const saved = await saveProduct(db, storeId, id, input, actor);
      await publishChange('catalog');
      return saved;
    },
  };
}
