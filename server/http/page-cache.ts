// Pages that depend on no visitor, kept in this process's memory. A page is "personal" as soon as its loaders read
// anything of the visitor (the session, the cart owner, the user_token, staff, the address, any cookie but language and
// theme: the load context in app.ts marks the request); everything else a page shows is the same for every visitor with
// the same address, query, language and theme, so its answer is rendered once and served from memory to all of them.
// Personal bits of shop pages (cart count, liked products, the account's name) load after hydration from /visitor.
//
// An entry is fresh for the TTL, then served stale for as long again while one background render replaces it; any change
// staff publish (any cache topic, from any process: server/cache.ts) forgets every page at once. A kept page carries no
// nonce: its inline scripts are allowed by their hashes (content-security-policy.ts keptPage), so every visitor gets the
// same bytes, compressed once with brotli and gzip when kept. Browsers revalidate with the entry's ETag (304 without a
// body); shared caches are told not to keep pages (the language is a cookie): ADR 0009, ADR 0011.
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveTheme, THEME_COOKIE } from '../../core/theme';
import { keptPage } from './content-security-policy';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether this request's page read something of its visitor: then it is neither cached nor shared. */
    personal: boolean;
    /** The page cache's key of this request (null: not a page that can be cached, e.g. a POST). */
    pageKey: string | null;
    /** Whether the answer came from the page cache. */
    fromPageCache: boolean;
  }
}

/** A page nobody else may see: no cache keeps it (the shopper's cart, orders, account, the console). */
export const PERSONAL_PAGE = 'private, no-store';
/** A page the same for everyone: the browser may keep it but asks each time (ETag); no shared cache keeps it (ADR 0009). */
export const SHARED_PAGE = 'private, no-cache';

/** A kept page: its bytes as sent without compression, in brotli and in gzip. */
type Bodies = { identity: Buffer; br: Buffer; gzip: Buffer };
type Entry = { headers: Record<string, string>; bodies: Bodies; etag: string; storedAt: number; bytes: number };

/** Response headers a page's answer carries from its render; the rest (request id, length) are each response's own. */
const KEPT_HEADERS = ['content-type', 'link', 'x-robots-tag', 'content-language'];
const POLICY_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });
/** Brotli's quality for a kept page: 9 is within a few per cent of 11 for a tenth of the time (a page is kept for 30 s or more). */
const BROTLI_QUALITY = 9;
/** A bigger answer (an export, a long feed) is sent but not kept. */
const MAX_ENTRY_BYTES = 1024 * 1024;
// Compression runs on libuv's threads: a page kept (a first visit, a refresh of many pages whose time ran out together)
// must not hold the event loop while other visitors wait (the visitor tracking bench's finding, ADR 0012).
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * @param refresh renders a page again in the background (the app injects the request; it bypasses the cache with the
 *   header and token given and lands in it through `store`).
 */
export function createPageCache({
  ttlMs,
  maxBytes = 64 * 1024 * 1024,
  language,
  refresh,
}: {
  ttlMs: number;
  maxBytes?: number;
  /** The language the page renders in (the cookie's, else the store's default: a first visit and a later one share pages). */
  language: (request: FastifyRequest) => Promise<string | null>;
  refresh: (request: FastifyRequest, bypass: Record<string, string>) => Promise<unknown>;
}) {
  const entries = new Map<string, Entry>();
  const refreshing = new Set<string>();
  let bytes = 0;
  // Counts `clear`s: a page rendered before one and kept after it would show what staff just changed back.
  let generation = 0;
  const bypass = { 'x-page-cache-refresh': randomBytes(16).toString('base64url') };

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const put = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // The least recently used go first (a hit moves its entry to the end).
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  /** onRequest of the page routes: answers from memory when it can. */
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    // A store that cannot be read now (an outage) renders, and its root sends the shopper to the maintenance page.
    const lang = ttlMs > 0 && request.method === 'GET' ? await language(request).catch(() => null) : null;
    request.pageKey = lang ? pageKey(request, lang) : null;
    if (!request.pageKey || request.headers['x-page-cache-refresh'] === bypass['x-page-cache-refresh']) return;
    const key = request.pageKey;
    const entry = entries.get(key);
    if (!entry) return;
    const age = Date.now() - entry.storedAt;
    if (age >= 2 * ttlMs) return drop(key);
    entries.delete(key);
    entries.set(key, entry);
    if (age >= ttlMs && !refreshing.has(key)) {
      refreshing.add(key);
      refresh(request, bypass)
        .catch((err) => request.log.warn({ err, url: request.url }, 'a cached page could not be rendered again'))
        .finally(() => refreshing.delete(key));
    }
    request.fromPageCache = true;
    reply.headers(entry.headers).header('etag', entry.etag).header('cache-control', SHARED_PAGE).header('age', Math.floor(age / 1000));
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.code(200).send(encoded(request, reply, entry.bodies));
  };

  /** onSend of the page routes: says who may keep the answer, and keeps a page that depends on no visitor. */
  const store = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.fromPageCache || request.method !== 'GET') return payload;
    const own = String(reply.getHeader('cache-control') ?? '');
    if (request.personal || /no-store|private/.test(own)) {
      reply.header('cache-control', PERSONAL_PAGE);
      return payload;
    }
    if (!own) reply.header('cache-control', SHARED_PAGE);
    // Only HTML is a page: a resource route's picture or file (its bytes no text) goes as it is, with its own caching.
    if (!request.pageKey || reply.statusCode !== 200 || reply.hasHeader('set-cookie') || !/^text\/html/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const renderedIn = generation;
    const policyHeader = POLICY_HEADERS.find((name) => reply.hasHeader(name));
    const body = await readBody(payload);
    if (body === null || body.length > MAX_ENTRY_BYTES || !policyHeader) return body ?? payload;
    const kept = keptPage(body.toString('utf8'), String(reply.getHeader(policyHeader)), request.cspNonce);
    const identity = Buffer.from(kept.html, 'utf8');
    const [br, gz] = await Promise.all([
      brotliAsync(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const bodies: Bodies = { identity, br, gzip: gz };
    // The same page gets the same tag from any render and any process.
    const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    const headers: Record<string, string> = { [policyHeader]: kept.policy };
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    // Every answer of the entry (a 304 too) says its body depends on the encoding asked.
    headers.vary = 'accept-encoding';
    const bytes = identity.length + bodies.br.length + bodies.gzip.length + 512;
    if (renderedIn === generation) put(request.pageKey, { headers, bodies, etag, storedAt: Date.now(), bytes });
    // This answer is the kept one already: the same bytes the next visitor gets.
    reply.headers(headers).header('etag', etag);
    return encoded(request, reply, bodies);
  };

  return {
    serve,
    store,
    /** Forgets every page (something they show has changed). */
    clear: () => {
      generation++;
      entries.clear();
      bytes = 0;
    },
    /** How many pages and bytes are kept (metrics, tests). */
    size: () => ({ pages: entries.size, bytes }),
  };
}

/**
 * What makes two requests' pages the same: the host (absolute links use it when PUBLIC_URL is not set), the path and query,
 * the language the page renders in and the theme (as the root resolves it: no cookie is light).
 */
export function pageKey(request: Pick<FastifyRequest, 'host' | 'url' | 'cookies'>, language: string): string {
  return [request.host, request.url, language, resolveTheme(request.cookies[THEME_COOKIE])].join('\n');
}

/** A kept page's body in the encoding the browser prefers (the compression plugin leaves it: content-encoding is set). */
function encoded(request: FastifyRequest, reply: FastifyReply, bodies: Bodies): Buffer {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(accepted) : null;
  if (encoding !== 'br' && encoding !== 'gzip') return bodies.identity;
  reply.header('content-encoding', encoding);
  return bodies[encoding];
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

async function readBody(payload: unknown): Promise<Buffer | null> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload && typeof (payload as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as AsyncIterable<Buffer | string>) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  return null;
}
