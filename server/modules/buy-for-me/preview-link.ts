// "Buy for me" step one: a shopper pastes a product link and sees what it is and what it would cost in tugrik before
// asking. The page is fetched through the guarded client (only the store's allowlisted marketplaces), read by the
// extractors (core/product-page.ts) and priced by the catalog's landed-cost rules (core/buy-for-me.ts). Pages read are
// kept for 10 minutes per process (a shopper changing the quantity or the kind does not fetch the page again).
import { AppError } from '../../../core/app-error';
import { estimateLanded, type Estimate, type EstimateKind } from '../../../core/buy-for-me';
import type { LandedCostFailure } from '../../../core/landed-cost';
import { marketplaceOfHost, type Marketplace } from '../../../core/marketplaces';
import { extractProduct, type PageProduct } from '../../../core/product-page';
import type { Db } from '../../db/client';
import type { PageFetcher } from '../../providers/marketplace/from-config';
import { PageFetchRefused, type PageRefusal } from '../../providers/marketplace/fetch-page';
import { getCatalogSettings } from '../pricing/catalog-settings';
import { allowedHostsOf } from './marketplace-hosts';
import { pictureSigner } from './pictures';

export type LinkPreview = {
  url: string;
  site: Pick<Marketplace, 'id' | 'name' | 'origin' | 'currency'>;
  product: PageProduct;
  /** The store's own address of the product's picture (pictures.ts), or null. */
  picture: string | null;
  /** The estimate in tugrik, or why there is none (no price on the page, no rate for its currency). */
  estimate: Estimate | null;
  missing: 'price' | LandedCostFailure['missing'] | null;
};

const CACHE_MS = 10 * 60_000;
const cache = new Map<string, { at: number; url: string; product: PageProduct }>();

/** How a refusal is told to the shopper (validation.link.*): the link itself, the site, or the page. */
const LINK_MESSAGE: Record<PageRefusal, 'whole' | 'site' | 'unreadable'> = {
  invalid_url: 'whole',
  scheme: 'whole',
  host_not_allowed: 'site',
  address_not_public: 'unreadable',
  too_many_redirects: 'unreadable',
  robots: 'unreadable',
  too_large: 'unreadable',
  timeout: 'unreadable',
  not_html: 'unreadable',
  not_image: 'unreadable',
  http_error: 'unreadable',
  unreachable: 'unreadable',
};

async function readPage(fetchPage: PageFetcher, url: string, allowedHosts: readonly string[], now: number, beforeFetch: () => void) {
  const hit = cache.get(url);
  // A page read before staff took its site off the list is not answered from memory.
  if (hit && now - hit.at < CACHE_MS && allowedHosts.includes(new URL(hit.url).hostname)) return hit;
  beforeFetch();
  try {
    const page = await fetchPage(url, allowedHosts);
    const site = marketplaceOfHost(new URL(page.url).hostname);
    const entry = { at: now, url: page.url, product: extractProduct(page.html, page.url, site) };
    // Kept under the link pasted and the page's own address (where a redirect led): a request sends the latter.
    for (const key of new Set([url, page.url])) {
      if (cache.size >= 500) cache.delete(cache.keys().next().value!);
      cache.set(key, entry);
    }
    return entry;
  } catch (err) {
    if (err instanceof PageFetchRefused) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'url', messageKey: `link.${LINK_MESSAGE[err.reason]}` }], cause: err });
    throw err;
  }
}

export async function previewLink(
  db: Db,
  fetchPage: PageFetcher,
  input: { storeId: string; url: string; kind: EstimateKind; quantity: number; allowedHosts?: readonly string[] },
  { now = Date.now(), beforeFetch = () => {} }: { now?: number; beforeFetch?: () => void } = {},
): Promise<LinkPreview> {
  const allowedHosts = input.allowedHosts ?? (await allowedHostsOf(db, input.storeId));
  // beforeFetch: a page not in memory is about to be fetched (the address's reads are counted there).
  const page = await readPage(fetchPage, input.url, allowedHosts, now, beforeFetch);
  // Where it ships from and its currency: a host the store allows but knows no marketplace of is not estimated here.
  const where = marketplaceOfHost(new URL(page.url).hostname);
  if (!where) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'url', messageKey: 'link.site' }] });
  const picture = (await pictureSigner(db)).address(page.product.image);
  const base = { url: page.url, site: { id: where.id, name: where.name, origin: where.origin, currency: where.currency }, product: page.product, picture };
  if (!page.product.price) return { ...base, estimate: null, missing: 'price' };
  const settings = await getCatalogSettings(db, input.storeId);
  const estimate = estimateLanded({ site: where, price: page.product.price, quantity: input.quantity, kind: input.kind }, settings.rates, settings.pricing);
  return 'missing' in estimate ? { ...base, estimate: null, missing: estimate.missing } : { ...base, estimate, missing: null };
}
