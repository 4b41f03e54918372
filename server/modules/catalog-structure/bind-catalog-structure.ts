// The catalog's structure as staff edit it (categories, brands, bundles) bound to one database and the file storage:
// spread into the app's services (server/services.ts). Every write publishes the 'catalog' change once it committed, so
// the category tree, facets, home rails and product pages forget what they kept.
import type { Language } from '../../../core/i18n';
import type { CacheTopic } from '../../cache';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import type { AuditActor } from '../audit/record-audit';
import { listConsoleBrands, saveBrand } from '../brands/edit-brands';
import { bundleProducts, findBundleProducts, listConsoleBundles, saveBundle } from '../bundles/edit-bundles';
import { deleteCategory, listConsoleCategories, moveCategory, saveCategory } from '../categories/edit-categories';
import type { SiblingMove } from '../../../core/category-tree';

export function catalogStructureServices(db: Db, publishChange: (topic: CacheTopic) => Promise<void>, storage: FileStorage | undefined) {
  /** A write's answer once it committed and the catalog's change is published. */
  const published = async <T>(write: Promise<T>): Promise<T> => {
    const done = await write;
    await publishChange('catalog');
    return done;
  };
  return {
    listConsoleCategories: (storeId: string) => listConsoleCategories(db, storeId),
    saveCategory: (storeId: string, id: string | null, input: unknown, actor: AuditActor) => published(saveCategory(db, storeId, id, input, actor)),
    moveCategory: (storeId: string, id: string, move: SiblingMove, actor: AuditActor) => published(moveCategory(db, storeId, id, move, actor)),
    deleteCategory: (storeId: string, id: string, actor: AuditActor) => published(deleteCategory(db, storeId, id, actor)),
    listConsoleBrands: (storeId: string) => listConsoleBrands(db, storeId),
    saveBrand: (storeId: string, id: string | null, input: unknown, logo: Uint8Array | null, actor: AuditActor) => published(saveBrand(db, storage, storeId, id, input, logo, actor)),
    listConsoleBundles: (storeId: string) => listConsoleBundles(db, storeId),
    bundleProducts: (storeId: string, ids: string[]) => bundleProducts(db, storeId, ids),
    findBundleProducts: (storeId: string, lang: Language, q: string) => findBundleProducts(db, storeId, lang, q),
    saveBundle: (storeId: string, id: string | null, input: unknown, actor: AuditActor) => published(saveBundle(db, storeId, id, input, actor)),
  };
}
