// Fetching a marketplace's product page for "buy for me" — a shopper's link is a URL the store's server would request,
// so every request is guarded against server-side request forgery: only https (http for the local sandbox), only the
// store's allowlisted hosts, no literal addresses, every address the name resolves to must be public (checked in the
// socket's own lookup, so the address checked is the address connected to: no DNS rebinding), redirects followed by
// hand and each hop checked again, limits on time, size and hops, no cookies, a clear user agent, and the site's
// robots.txt respected. A refusal says why; the shopper can still describe the product by hand.
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import robotsParser from 'robots-parser';

export type PageRefusal =
  | 'invalid_url'
  | 'scheme'
  | 'host_not_allowed'
  | 'address_not_public'
  | 'too_many_redirects'
  | 'robots'
  | 'too_large'
  | 'timeout'
  | 'not_html'
  | 'not_image'
  | 'http_error'
  | 'unreachable';

export class PageFetchRefused extends Error {
  constructor(
    readonly reason: PageRefusal,
    detail = '',
  ) {
    super(`page not fetched: ${reason}${detail ? ` (${detail})` : ''}`);
  }
}

/** Addresses of the public internet: not loopback, private, link-local (cloud metadata), carrier-grade NAT, multicast, reserved… */
export function isPublicAddress(address: string): boolean {
  // Only the forms a resolver gives (four-part IPv4, IPv6): "1.2.3" or "0x7f.1" are not addresses here.
  if (!ipaddr.IPv4.isValidFourPartDecimal(address) && !ipaddr.IPv6.isValid(address)) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

export type FetchPageOptions = {
  /** Hosts the store fetches (lower case; a host under one counts). */
  allowedHosts: readonly string[];
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Whether an address may be connected to: the public internet (tests name their own). */
  addressAllowed?: (address: string) => boolean;
  /** Resolves a name (tests map the marketplaces' names to a local server). */
  resolve?: (host: string) => Promise<string[]>;
  /** Plain http too (the local sandbox); production pages are https only. */
  allowHttp?: boolean;
};

const systemResolve = (host: string) =>
  new Promise<string[]>((resolve, reject) => dnsLookup(host, { all: true }, (err, addresses: LookupAddress[]) => (err ? reject(err) : resolve(addresses.map((a) => a.address)))));

const hostAllowed = (host: string, allowed: readonly string[]) => allowed.some((h) => host === h || host.endsWith(`.${h}`));

/** The URL a shopper gave, if it may be fetched at all (scheme, a name rather than an address, an allowlisted host). */
export function checkPageUrl(raw: string, options: Pick<FetchPageOptions, 'allowedHosts' | 'allowHttp'>): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new PageFetchRefused('invalid_url');
  }
  if (url.protocol !== 'https:' && !(options.allowHttp && url.protocol === 'http:')) throw new PageFetchRefused('scheme', url.protocol);
  if (url.username || url.password) throw new PageFetchRefused('invalid_url', 'credentials in the address');
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (ipaddr.isValid(host.replace(/^\[|\]$/g, ''))) throw new PageFetchRefused('host_not_allowed', 'an address, not a name');
  if (!hostAllowed(host, options.allowedHosts)) throw new PageFetchRefused('host_not_allowed', host);
  return url;
}

/**
 * A page's text in its own encoding — the header's charset, else the page's <meta charset>, else UTF-8: Korean and
 * Japanese shops still serve EUC-KR, EUC-JP and Shift_JIS pages.
 */
export function decodePage(bytes: Buffer, contentType: string): string {
  const head = bytes.subarray(0, 4096).toString('latin1');
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
type Settings = Required<Pick<FetchPageOptions, 'userAgent' | 'timeoutMs' | 'maxBytes' | 'addressAllowed' | 'resolve'>> & { accept: string };

/** One request, without following redirects, connecting only to an allowed address of the name. */
function request(url: URL, options: Settings): Promise<Answer> {
  // Checked in the socket's own lookup: the address judged is the one connected to.
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    options.resolve(hostname).then(
      (addresses) => {
        const refused = addresses.length === 0 ? 'no address' : addresses.find((a) => !options.addressAllowed(a));
        if (refused) return callback(new PageFetchRefused('address_not_public', String(refused)), '', 4);
        const address = addresses[0];
        if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [{ address, family: address.includes(':') ? 6 : 4 }]);
        callback(null, address, address.includes(':') ? 6 : 4);
      },
      (err: Error) => callback(Object.assign(err, { code: 'ENOTFOUND' }), '', 4),
    );
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup,
        agent: false,
        headers: { 'user-agent': options.userAgent, accept: options.accept, 'accept-language': 'en,ko;q=0.8,ja;q=0.6,zh;q=0.5' },
        timeout: options.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            req.destroy(new PageFetchRefused('too_large', `${size} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    const deadline = setTimeout(() => req.destroy(new PageFetchRefused('timeout', `${options.timeoutMs} ms`)), options.timeoutMs);
    req.on('close', () => clearTimeout(deadline));
    req.on('timeout', () => req.destroy(new PageFetchRefused('timeout', `${options.timeoutMs} ms`)));
    req.on('error', (err) => reject(err instanceof PageFetchRefused ? err : new PageFetchRefused('unreachable', err.message)));
    req.end();
  });
}

const ROBOTS_TTL_MS = 3_600_000;
const robotsCache = new Map<string, { at: number; allows: (url: string) => boolean }>();

/**
 * The page's HTML, following up to `maxRedirects` redirects (each checked like the first address), once the site's
 * robots.txt allows the store's user agent to read it. Throws PageFetchRefused with the reason.
 */
export async function fetchPage(raw: string, options: FetchPageOptions): Promise<{ html: string; url: string }> {
  const got = await fetchGuarded(raw, options, { accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.5', maxBytes: 3_000_000 });
  if (!/html|xml/.test(got.contentType)) throw new PageFetchRefused('not_html', got.contentType);
  return { html: decodePage(got.bytes, got.contentType), url: got.url };
}

/** A product's picture (5 MB at most), fetched as guardedly as its page. Throws PageFetchRefused with the reason. */
export async function fetchPicture(raw: string, options: FetchPageOptions): Promise<{ bytes: Buffer; contentType: string }> {
  const got = await fetchGuarded(raw, options, { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8', maxBytes: 5_000_000 });
  if (!/^image\//.test(got.contentType)) throw new PageFetchRefused('not_image', got.contentType);
  return got;
}

async function fetchGuarded(raw: string, options: FetchPageOptions, kind: { accept: string; maxBytes: number }): Promise<{ bytes: Buffer; contentType: string; url: string }> {
  const settings: Settings = {
    userAgent: options.userAgent,
    timeoutMs: options.timeoutMs ?? 8_000,
    maxBytes: options.maxBytes ?? kind.maxBytes,
    addressAllowed: options.addressAllowed ?? isPublicAddress,
    resolve: options.resolve ?? systemResolve,
    accept: kind.accept,
  };
  let url = checkPageUrl(raw, options);
  for (let hop = 0; ; hop++) {
    if (!(await robotsAllow(url, settings))) throw new PageFetchRefused('robots', url.pathname);
    const answer = await request(url, settings);
    if (answer.status >= 300 && answer.status < 400 && answer.headers.location) {
      if (hop >= (options.maxRedirects ?? 3)) throw new PageFetchRefused('too_many_redirects');
      url = checkPageUrl(new URL(answer.headers.location, url).href, options);
      continue;
    }
    if (answer.status !== 200) throw new PageFetchRefused('http_error', String(answer.status));
    return { bytes: answer.body, contentType: String(answer.headers['content-type'] ?? ''), url: url.href };
  }
}

/** Whether the host's robots.txt lets the store's user agent read the path (no file, or an unreadable one: yes). */
async function robotsAllow(url: URL, settings: Settings): Promise<boolean> {
  const key = url.origin;
  const cached = robotsCache.get(key);
  if (cached && Date.now() - cached.at < ROBOTS_TTL_MS) return cached.allows(url.href);
  let allows: (u: string) => boolean = () => true;
  try {
    const answer = await request(new URL('/robots.txt', url), { ...settings, maxBytes: 500_000, accept: 'text/plain' });
    if (answer.status === 200) {
      const robots = robotsParser(new URL('/robots.txt', url).href, answer.body.toString('utf8'));
      allows = (u) => robots.isAllowed(u, settings.userAgent) !== false;
    }
  } catch (err) {
    // A name that resolves to a private address is refused, not read as "no robots.txt".
    if (err instanceof PageFetchRefused && err.reason === 'address_not_public') throw err;
  }
  if (robotsCache.size > 1_000) robotsCache.clear();
  robotsCache.set(key, { at: Date.now(), allows });
  return allows(url.href);
}
