// A marketplace product's picture on the store's own pages: the shopper's browser never talks to the marketplace (nor
// does the page's content security policy let it). The store's address of a picture carries an HMAC of the picture's
// own address under a key of the server's, so the store fetches only pictures it found on a page it read and is no
// proxy for anything else. The picture comes through the guarded client (fetch-page.ts) from the picture hosts of the
// marketplaces the store reads, is re-encoded (upright, at most 640 px, WebP: nothing of the original's metadata) and is
// kept a day in each process's memory; one that cannot be read is a plain stand-in, asked for again after 10 minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../core/app-error';
import { pictureHostsFor } from '../../../core/marketplaces';
import type { Db } from '../../db/client';
import { checkPageUrl } from '../../providers/marketplace/fetch-page';
import type { PictureFetcher } from '../../providers/marketplace/from-config';
import { serverSecret } from '../accounts/server-secret';
import sharp from 'sharp';
import { allowedHostsOf } from './marketplace-hosts';

export const PICTURE_PATH = '/buy-for-me/picture';

const KEEP_MS = 24 * 3_600_000;
const KEPT_MAX = 300;
const kept = new Map<string, { at: number; webp: Buffer | null }>();
const keys = new WeakMap<Db, Promise<string>>();

/** Signs pictures' addresses with the server's key (made once, shared by every process through the database). */
export async function pictureSigner(db: Db) {
  // A failed read (the database away for a moment) is not kept: the next call asks again.
  if (!keys.has(db))
    keys.set(
      db,
      serverSecret(db, 'marketplace-pictures').catch((err) => {
        keys.delete(db);
        throw err;
      }),
    );
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

/** How long a picture that could not be read is answered with the stand-in before the site is asked again. */
const MISSING_MS = 10 * 60_000;
const reading = new Map<string, Promise<Buffer | null>>();

/**
 * The picture at a signed address, as WebP, or (`found` false) a plain stand-in when the site's picture cannot be read
 * (gone, refused by the guarded client, not a picture): the page shows a quiet square, not a broken image. NOT_FOUND
 * for a signature not the store's and a host not of a marketplace on the store's list. `beforeFetch` is called when the
 * site must be asked (the address's reads are counted there); one fetch serves every request for the same picture.
 */
export async function readPicture(
  db: Db,
  fetchPicture: PictureFetcher | null,
  storeId: string,
  src: string,
  sig: string,
  { now = Date.now(), beforeFetch = () => {} }: { now?: number; beforeFetch?: () => void } = {},
): Promise<{ webp: Buffer; found: boolean }> {
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
  if (hit && now - hit.at < (hit.webp ? KEEP_MS : MISSING_MS)) return hit.webp ? { webp: hit.webp, found: true } : { webp: await standIn(), found: false };
  let read = reading.get(src);
  if (!read) {
    beforeFetch();
    read = fetchAndEncode(fetchPicture, src, allowedHosts).finally(() => reading.delete(src));
    reading.set(src, read);
  }
  const webp = await read;
  if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
  kept.set(src, { at: now, webp });
  return webp ? { webp, found: true } : { webp: await standIn(), found: false };
}

/** The site's picture, upright, at most 640 px, as WebP (nothing of the original's metadata); null when it cannot be read. */
async function fetchAndEncode(fetchPicture: PictureFetcher, src: string, allowedHosts: string[]): Promise<Buffer | null> {
  try {
    const { bytes } = await fetchPicture(src, allowedHosts);
    // A product photo is never tens of megapixels: a larger one is refused before it is decoded.
    return await sharp(bytes, { limitInputPixels: 25_000_000 }).rotate().resize({ width: 640, height: 640, fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
  } catch {
    return null;
  }
}

let drawn: Promise<Buffer> | null = null;
/** A light square with a faint frame: where a picture would be. */
function standIn(): Promise<Buffer> {
  drawn ??= sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="#f1f2f4"/><rect x="110" y="115" width="100" height="90" rx="10" fill="none" stroke="#c9ccd3" stroke-width="8"/><circle cx="140" cy="145" r="10" fill="#c9ccd3"/></svg>')).webp({ quality: 80 }).toBuffer();
  return drawn;
}
