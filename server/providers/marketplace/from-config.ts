// Which pages "buy for me" reads: the marketplaces themselves over the internet in production, or — where the store
// runs its sandboxes (development, demos, tests; this machine has no internet) — the saved pages of the local
// marketplace sandbox on this server. Both go through the same guarded client (fetch-page.ts); the sandbox's name is
// the only one that may resolve to this machine.
import { MARKETPLACE_SANDBOX_PREFIX } from './sandbox';
import { checkPageUrl, fetchPage, fetchPicture, type FetchPageOptions } from './fetch-page';

/** Fetches a product page a shopper linked to, if its host is one of `allowedHosts`. */
export type PageFetcher = (url: string, allowedHosts: readonly string[]) => Promise<{ html: string; url: string }>;
/** Fetches a product's picture a page named, if its host is one of `allowedHosts`. */
export type PictureFetcher = (url: string, allowedHosts: readonly string[]) => Promise<{ bytes: Buffer; contentType: string }>;

type Config = { sandboxes: boolean; publicUrl: string | null };

const SANDBOX_HOST = 'marketplace.sandbox';

/**
 * How `fetch` reaches an address: over the internet; or, with sandboxes, the address checked as it would be and then
 * asked of the local sandbox's `folder` (pages or pictures) at the same host and path.
 */
function guarded<T>(config: Config, thisServer: () => string, folder: 'pages' | 'pictures', fetch: (url: string, options: FetchPageOptions) => Promise<T>) {
  const userAgent = `ZuuchBot/1.0 (+${config.publicUrl ?? 'https://zuuch.mn'}/buy-for-me)`;
  if (!config.sandboxes) return (url: string, allowedHosts: readonly string[]) => fetch(url, { allowedHosts, userAgent }).then((got) => ({ got, link: url }));
  return async (url: string, allowedHosts: readonly string[]) => {
    const link = checkPageUrl(url, { allowedHosts });
    const port = new URL(thisServer()).port;
    const local = `http://${SANDBOX_HOST}:${port}${MARKETPLACE_SANDBOX_PREFIX}/${folder}/${link.hostname}${link.pathname}${link.search}`;
    const got = await fetch(local, { allowedHosts: [SANDBOX_HOST], allowHttp: true, userAgent, resolve: async () => ['127.0.0.1'], addressAllowed: (a) => a === '127.0.0.1' });
    return { got, link: link.href };
  };
}

export function pageFetcherFromConfig(config: Config, thisServer: () => string): PageFetcher {
  const read = guarded(config, thisServer, 'pages', fetchPage);
  return async (url, allowedHosts) => {
    const { got, link } = await read(url, allowedHosts);
    // In the sandbox the page's address is the link's own, as a marketplace's would be.
    return config.sandboxes ? { html: got.html, url: link } : got;
  };
}

export function pictureFetcherFromConfig(config: Config, thisServer: () => string): PictureFetcher {
  const read = guarded(config, thisServer, 'pictures', fetchPicture);
  return async (url, allowedHosts) => (await read(url, allowedHosts)).got;
}
