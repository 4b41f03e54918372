// A marketplace product's picture on the store's own pages: the shopper's browser never talks to the marketplace (nor
// does the page's content security policy let it). The store's address of a picture carries an HMAC of the picture's
// own address under a key of the server's, so the store fetches only pictures it found on a page it read and is no
// proxy for anything else. The picture comes through the guarded client (fetch-page.ts) from the picture hosts of the
// marketplaces the store reads, is re-encoded (upright, at most 640 px, WebP: nothing of the original's metadata) and is
// kept a day in each process's memory.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../core/app-error';
import { pictureHostsFor } from '../../../core/marketplaces';
import type { Db } from '../../db/client';
import { checkPageUrl } from '../../providers/marketplace/fetch-page';
import type { PictureFetcher } from '../../providers/marketplace/from-config';
import { serverSecret } from '../accounts/server-secret';
import { uprightPicture } from '../images/save-image';
import { allowedHostsOf } from './marketplace-hosts';

export const PICTURE_PATH = '/buy-for-me/picture';

const KEEP_MS = 24 * 3_600_000;
const KEPT_MAX = 300;
const kept = new Map<string, { at: number; webp: Buffer }>();
const keys = new WeakMap<Db, Promise<string>>();

/** Signs pictures' addresses with the server's key (made once, shared by every process through the database). */
export async function pictureSigner(db: Db) {
  if (!keys.has(db)) keys.set(db, serverSecret(db, 'marketplace-pictures'));
  const key = await keys.get(db)!;
  const sign = (src: string) => createHmac('sha256', key).update(src).digest('base64url');
  return {
    /** The store's address of a picture a page named, or null when it named none. */
    address: (src: string | null): string | null => (src ? `${PICTURE_PATH}?src=${encodeURIComponent(src)}&sig=${sign(src)}` : null),
    verify: (src: string, sig: string) => {
      const [want, got] = [Buffer.from(sign(src)), Buffer.from(sig)];
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}

/** The picture at a signed address, as WebP; NOT_FOUND for a signature not the store's and for a picture it cannot read. */
export async function readPicture(db: Db, fetchPicture: PictureFetcher | null, storeId: string, src: string, sig: string, now = Date.now()): Promise<Buffer> {
  const signer = await pictureSigner(db);
  if (!fetchPicture || !signer.verify(src, sig)) throw new AppError('NOT_FOUND');
  // A picture of a site staff took off the store's list is not shown, not even from memory.
  const allowedHosts = pictureHostsFor(await allowedHostsOf(db, storeId));
  try {
    checkPageUrl(src, { allowedHosts });
  } catch (err) {
    throw new AppError('NOT_FOUND', undefined, { cause: err });
  }
  const hit = kept.get(src);
  if (hit && now - hit.at < KEEP_MS) return hit.webp;
  let webp: Buffer;
  try {
    const { bytes } = await fetchPicture(src, allowedHosts);
    const { picture } = await uprightPicture(bytes, 'picture');
    webp = await picture.resize({ width: 640, height: 640, fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
  } catch (err) {
    // A site's picture that is gone, refused by the guarded client or not a picture at all: the page shows none.
    throw new AppError('NOT_FOUND', undefined, { cause: err });
  }
  if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
  kept.set(src, { at: now, webp });
  return webp;
}
