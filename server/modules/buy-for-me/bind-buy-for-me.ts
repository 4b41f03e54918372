// "Buy for me" bound to one database and the marketplace page client: spread into the app's services
// (server/services.ts), which the API routes and the page loaders call.
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import type { PageFetcher, PictureFetcher } from '../../providers/marketplace/from-config';
import type { AuditActor } from '../audit/record-audit';
import { createWindowLimiter } from '../tracking/window-limiter';
import { getRequestForStaff, listRequestQueue, previewQuote, rejectRequest, sendQuote, type QuoteInput, type RequestQueue } from './answer-requests';
import { marketplaceHosts, saveMarketplaceHosts } from './marketplace-hosts';
import { readPicture } from './pictures';
import { previewLink } from './preview-link';
import { acceptQuote, getShopperRequest, listShopperRequests, readRequestPhoto, submitRequests } from './requests';
import type { FileStorage } from '../../storage/file-storage';

/** Pages one address may have the store fetch a minute (pages in its memory are not counted): the API's and the page's together. */
export const PREVIEWS_PER_MINUTE = 20;

/** Pictures one address may have the store fetch from the marketplaces a minute (pictures in memory are not counted). */
export const PICTURES_PER_MINUTE = 120;

export function buyForMeServices(db: Db, pages: PageFetcher | null, pictures: PictureFetcher | null, storage: FileStorage | null) {
  const byAddress = createWindowLimiter(PREVIEWS_PER_MINUTE, 60_000);
  const picturesByAddress = createWindowLimiter(PICTURES_PER_MINUTE, 60_000);
  /** Counts one page read for the address; RATE_LIMITED past the minute's share. */
  const takeRead = (address: string) => {
    if (!byAddress.take(address)) throw new AppError('RATE_LIMITED', undefined, { retryAfter: 60 });
  };
  return {
    /** A pasted marketplace link's product and estimate; UNAVAILABLE when this store reads no pages. */
    previewLink: (input: Parameters<typeof previewLink>[2], address: string) => {
      if (!pages) throw new AppError('UNAVAILABLE');
      return previewLink(db, pages, input, { beforeFetch: () => takeRead(address) });
    },
    /** One form's requests (a link each, or a description); a link's page not in memory is fetched again, counted against the address's reads. */
    submitBuyRequests: (input: Parameters<typeof submitRequests>[3], address: string) => submitRequests(db, pages, storage, input, () => takeRead(address)),
    /** A marketplace picture at the store's signed address of it, as WebP (or its stand-in, `found` false). */
    readMarketplacePicture: (storeId: string, src: string, sig: string, address: string) =>
      readPicture(db, pictures, storeId, src, sig, {
        beforeFetch: () => {
          if (!picturesByAddress.take(address)) throw new AppError('RATE_LIMITED', undefined, { retryAfter: 60 });
        },
      }),
    listShopperRequests: (storeId: string, customerId: string) => listShopperRequests(db, storeId, customerId),
    getShopperRequest: (storeId: string, customerId: string, number: number) => getShopperRequest(db, storeId, customerId, number),
    /** A request's photo: its shopper's (`customerId`) or, with null, staff's. */
    readRequestPhoto: (storeId: string, number: number, customerId: string | null) => readRequestPhoto(db, storage, storeId, number, customerId),
    acceptQuote: (input: Parameters<typeof acceptQuote>[1]) => acceptQuote(db, input),
    listRequestQueue: (storeId: string, queue: RequestQueue) => listRequestQueue(db, storeId, queue),
    getRequestForStaff: (storeId: string, number: number) => getRequestForStaff(db, storeId, number),
    previewQuote: (storeId: string, form: QuoteInput) => previewQuote(db, storeId, form),
    sendQuote: (storeId: string, form: QuoteInput, staff: AuditActor) => sendQuote(db, storeId, form, staff),
    rejectBuyRequest: (storeId: string, form: Parameters<typeof rejectRequest>[2], staff: AuditActor) => rejectRequest(db, storeId, form, staff),
    marketplaceHosts: (storeId: string) => marketplaceHosts(db, storeId),
    saveMarketplaceHosts: (storeId: string, hosts: string[], staff: AuditActor) => saveMarketplaceHosts(db, storeId, hosts, staff),
  };
}
