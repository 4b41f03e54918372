// The domain services bound to one database. API routes and React Router loaders both call these, in-process.
import type { Language } from '../app/i18n';
import type { Config } from './config';
import type { Db } from './db/client';
import { getProductImage } from './modules/catalog/get-product-image';
import { listNewProducts, listTopCategories } from './modules/catalog/list-home-catalog';
import { findClient, getOrCreateClient } from './modules/clients/get-or-create-client';
import { getContentPage } from './modules/content/get-content-page';
import { listLocations, type LocationNode } from './modules/locations/list-locations';
import { listShippingTypes } from './modules/shipping/list-shipping-types';
import { getStoreSettings } from './modules/store/get-store-settings';

export function createServices(db: Db, config: Pick<Config, 'storeName'>) {
  // Locations are reference data that only a migration or the seed changes: read once per process.
  let locations: Promise<LocationNode[]> | null = null;
  return {
    storeName: config.storeName,
    getStoreSettings: (storeName: string = config.storeName) => getStoreSettings(db, storeName),
    findClient: (storeId: string, userToken: string) => findClient(db, { storeId, userToken }),
    getOrCreateClient: (storeId: string, userToken: string) => getOrCreateClient(db, { storeId, userToken }),
    listLocations: () => {
      locations ??= listLocations(db).catch((err) => {
        locations = null;
        throw err;
      });
      return locations;
    },
    listShippingTypes: (storeId: string) => listShippingTypes(db, storeId),
    listTopCategories: (storeId: string, lang: Language) => listTopCategories(db, storeId, lang),
    listNewProducts: (storeId: string, lang: Language, limit?: number) => listNewProducts(db, storeId, lang, limit),
    getProductImage: (storeId: string, slug: string) => getProductImage(db, storeId, slug),
    getContentPage: (storeId: string, key: string) => getContentPage(db, storeId, key),
  };
}

export type Services = ReturnType<typeof createServices>;
