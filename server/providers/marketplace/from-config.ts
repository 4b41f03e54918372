// Which pages "buy for me" reads: the marketplaces themselves over the internet in production, or — where the store
// runs its sandboxes (development, demos, tests; this machine has no internet) — the saved pages of the local
// marketplace sandbox on this server. Both go through the same guarded client (fetch-page.ts); the sandbox's name is
// the only one that may resolve to this machine.
import { MARKETPLACE_SANDBOX_PREFIX } from './sandbox';
import { checkPageUrl, fetchPage } from './fetch-page';

/** Fetches a product page a shopper linked to, if its host is one of `allowedHosts`. */
export type PageFetcher = (url: string, allowedHosts: readonly string[]) => Promise<{ html: string; url: string }>;

const SANDBOX_HOST = 'marketplace.sandbox';

export function pageFetcherFromConfig(config: { sandboxes: boolean; publicUrl: string | null }, thisServer: () => string): PageFetcher {
  const userAgent = `ZuuchBot/1.0 (+${config.publicUrl ?? 'https://zuuch.mn'}/buy-for-me)`;
  if (!config.sandboxes) return (url, allowedHosts) => fetchPage(url, { allowedHosts, userAgent });
  return async (url, allowedHosts) => {
    const link = checkPageUrl(url, { allowedHosts });
    const port = new URL(thisServer()).port;
    const local = `http://${SANDBOX_HOST}:${port}${MARKETPLACE_SANDBOX_PREFIX}/pages/${link.hostname}${link.pathname}${link.search}`;
    const page = await fetchPage(local, { allowedHosts: [SANDBOX_HOST], allowHttp: true, userAgent, resolve: async () => ['127.0.0.1'], addressAllowed: (a) => a === '127.0.0.1' });
    return { html: page.html, url: link.href };
  };
}
