// /buy-for-me/picture?src=…&sig=…: a marketplace product's picture, fetched and re-encoded by the store (its address
// signed by the store, so only pictures of pages it read), for the preview, request and console pages. 404 otherwise.
import type { Route } from './+types/buy-for-me-picture';
import { photoResponse } from '../lib/request-photo';
import { foundOr404 } from '../lib/params';

export async function loader({ context, url }: Route.LoaderArgs) {
  const store = await context.store();
  const [src, sig] = [url.searchParams.get('src') ?? '', url.searchParams.get('sig') ?? ''];
  const webp = await foundOr404(context.services.readMarketplacePicture(store._id, src.slice(0, 2_000), sig.slice(0, 100)), url);
  return photoResponse({ bytes: webp, contentType: 'image/webp' }, 'public, max-age=86400');
}
