// /buy-for-me/picture?src=…&sig=…: a marketplace product's picture, fetched and re-encoded by the store (its address
// signed by the store, so only pictures of pages it read), for the preview, request and console pages; a plain stand-in
// when the site's picture cannot be read; 404 for an address the store did not sign.
import type { Route } from './+types/buy-for-me-picture';
import { photoResponse } from '../lib/request-photo';
import { foundOr404 } from '../lib/params';

export async function loader({ context, url }: Route.LoaderArgs) {
  const store = await context.store();
  const [src, sig] = [url.searchParams.get('src') ?? '', url.searchParams.get('sig') ?? ''];
  const { webp, found } = await foundOr404(context.services.readMarketplacePicture(store._id, src.slice(0, 2_000), sig.slice(0, 100), context.ip), url);
  // The stand-in of a picture that could not be read is kept only as long as the store waits before asking again.
  return photoResponse({ bytes: webp, contentType: 'image/webp' }, found ? 'public, max-age=86400' : 'public, max-age=600');
}
