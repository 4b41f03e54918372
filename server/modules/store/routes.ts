// The seed's start-up calls (spec §7): store settings, client, address form, shipping types.
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import type { Services } from '../../services';
import { clientBody, shippingTypesBody, storeSettingsBody } from './schemas';

export async function storeRoutes(app: ApiApp, { services }: { services: Services }) {
  tagRoutes(app, 'store');

  app.post('/auth/store', { schema: { summary: 'The store’s settings, by its name', body: storeSettingsBody } }, async (request) => {
    return services.getStoreSettings(request.body.storeName);
  });

  app.post('/v1/client', { schema: { summary: 'This browser’s client record (made on its first call)', body: clientBody } }, async (request) => {
    return services.getOrCreateClient(request.body.store, request.body.user_token);
  });

  app.post('/v1/addressForm', { schema: { summary: 'Countries, cities and aimags, districts and soums, khoroos for address forms' } }, async () => {
    return services.listLocations();
  });

  app.post('/v1/shippingType/all', { schema: { summary: 'The store’s shipping types', body: shippingTypesBody } }, async (request) => {
    return services.listShippingTypes(request.body.store);
  });
}
