// /console/buy-for-me/{number}/photo: the photo a shopper sent with a request, for staff of the store's orders area.
import type { Route } from './+types/console-buy-request-photo';
import { requestNumberOf } from '../../server/modules/buy-for-me/routes';
import { requireArea } from '../lib/console';
import { photoResponse } from '../lib/request-photo';
import { foundOr404 } from '../lib/params';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'orders');
  return photoResponse(await foundOr404(context.services.readRequestPhoto(staff.storeId, requestNumberOf(params.number), null), url));
}
