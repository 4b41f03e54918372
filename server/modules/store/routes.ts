// The seed's start-up calls (spec §7): store settings, client, address form, shipping types.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { parse } from '../../http/validate';
import { clientBody, shippingTypesBody, storeSettingsBody } from './schemas';

export async function storeRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.post('/auth/store', async (request) => {
    const { storeName } = parse(storeSettingsBody, request.body);
    return services.getStoreSettings(storeName);
  });

  app.post('/v1/client', async (request) => {
    const body = parse(clientBody, request.body);
    return services.getOrCreateClient(body.store, body.user_token);
  });

  app.post('/v1/addressForm', async () => {
    return services.listLocations();
  });

  app.post('/v1/shippingType/all', async (request) => {
    const { store } = parse(shippingTypesBody, request.body);
    return services.listShippingTypes(store);
  });
}
