// /buy-for-me/{number}/photo: the photo a shopper sent with their request, for that shopper only (404 for anyone else).
import type { Route } from './+types/buy-for-me-photo';
import { requestNumberOf } from '../../server/modules/buy-for-me/routes';
import { photoResponse } from '../lib/request-photo';
import { foundOr404, notFound } from '../lib/params';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const customer = await context.customer();
  if (!customer) throw notFound(url, false);
  const store = await context.store();
  return photoResponse(await foundOr404(context.services.readRequestPhoto(store._id, requestNumberOf(params.number), customer.id), url));
}
