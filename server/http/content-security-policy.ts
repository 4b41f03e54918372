// The Content-Security-Policy of every answer. Pages run only the scripts and <style> elements that carry this response's
// nonce (React Router's inline scripts, the tag manager's snippet) or come from the store itself; no plugin, no base tag,
// no form to another site, no framing. A page kept for everyone (page-cache.ts) allows its own inline scripts by their
// hashes instead (keptPage, ADR 0011). Development sends the policy as report-only and logs what it
// would block; every other run enforces it. The API's document UI (/api/docs) and the providers' sandbox pages have
// policies of their own.
import { createHash, randomFillSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { API_DOCS_PREFIX } from './api-docs';

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce (base64, 128 random bits): the page's inline scripts and styles carry it. */
    cspNonce: string;
  }
}

export const CSP_REPORT_PATH = '/__csp-report';

/** Where Google Tag Manager and the Google Analytics tags it loads fetch scripts and send hits. */
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The policy of a storefront or console page (and of anything else the store answers). */
export function pagePolicy(nonce: string, options: { tagManager: boolean; reportUri?: string; development?: boolean }): string {
  const gtm = options.tagManager;
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(gtm ? TAG_MANAGER.script : [])],
    'script-src-attr': ["'none'"],
    // <style> elements need the nonce (Vite's in development reads it from the page; the toasts' styles are in the
    // stylesheet);
    // style attributes that React renders on the server (the root's color-scheme) are allowed.
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    // QPay's bank-app logos come from QPay's servers; generated pictures and sandboxes' logos are data: URLs.
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // In development, Vite's hot reload talks over a WebSocket on a port of its own.
    'connect-src': ["'self'", ...(gtm ? TAG_MANAGER.connect : []), ...(options.development ? ['ws://localhost:*', 'ws://127.0.0.1:*'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.reportUri ? { 'report-uri': [options.reportUri] } : {}),
  });
}

/** Swagger UI at /api/docs: its own scripts and the styles it sets, no nonce (its HTML is the plugin's). */
export function apiDocsPolicy(reportUri?: string): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(reportUri ? { 'report-uri': [reportUri] } : {}),
  });
}

/**
 * The providers' sandbox pages (demo and tests only): small pages with inline styles whose forms send the browser back to
 * the store, which may be another origin than the sandbox's (localhost and 127.0.0.1), as a provider's site is.
 */
export function sandboxPolicy(): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * A page kept for everyone (page-cache.ts) without its render's nonce: the same bytes for every visitor, its inline
 * scripts and <style> elements allowed by their SHA-256 in the policy instead. Only elements that carried the render's
 * nonce are hashed: a script that reached the page another way (an injection) never had the nonce, so it gets no hash and
 * stays blocked, as it was.
 */
export function keptPage(html: string, policy: string, nonce: string): { html: string; policy: string } {
  const attribute = ` nonce="${nonce}"`;
  const hashes: Record<string, string[]> = { 'script-src': [], 'style-src': [] };
  for (const [, tag, attributes, text] of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    if (!attributes.includes(attribute)) continue;
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const list = hashes[`${tag}-src`];
    if (!list.includes(hash)) list.push(hash);
  }
  const source = `'nonce-${nonce}'`;
  const directives = policy.split('; ').map((directive) => {
    const [name, ...sources] = directive.split(' ');
    return [name, ...sources.flatMap((s) => (s === source ? (hashes[name] ?? []) : [s]))].join(' ');
  });
  return { html: html.split(attribute).join(''), policy: directives.join('; ') };
}

/** Nonces from random bytes drawn 4 KB at a time: one call to the system's generator for 256 responses. */
const pool = Buffer.alloc(4096);
let drawn = pool.length;
function nextNonce(): string {
  if (drawn === pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  drawn += 16;
  return pool.toString('base64', drawn - 16, drawn);
}

/**
 * Gives every request its nonce and every answer its policy, by the route it matched. A route may still send its own
 * (the leasing file's sandboxed one). In development the policy is report-only, and reports are logged.
 */
export async function registerContentSecurityPolicy(app: FastifyInstance, config: Pick<Config, 'env' | 'tagManagerId'>) {
  const reportOnly = config.env === 'development';
  const header = reportOnly ? 'content-security-policy-report-only' : 'content-security-policy';
  const reportUri = reportOnly ? CSP_REPORT_PATH : undefined;
  const tagManager = config.tagManagerId !== null;
  app.decorateRequest('cspNonce', '');
  // The policies are the same for every request but for the nonce: written once, the nonce put in its places.
  const pageParts = pagePolicy('\0', { tagManager, reportUri, development: reportOnly }).split('\0');
  const docs = apiDocsPolicy(reportUri);
  const sandbox = sandboxPolicy();
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = nextNonce();
    const route = request.routeOptions.url ?? '';
    const policy =
      route === API_DOCS_PREFIX || route.startsWith(`${API_DOCS_PREFIX}/`)
        ? docs
        : route.startsWith('/__sandbox/')
          ? sandbox
          : pageParts.join(request.cspNonce);
    reply.header(header, policy);
  });
  if (reportOnly) {
    // What the policy would have blocked, in the developer's log: a page to fix before the policy is enforced.
    await app.register(async (reports) => {
      reports.addContentTypeParser(['application/csp-report', 'application/reports+json', 'application/json'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, null);
        }
      });
      reports.post(CSP_REPORT_PATH, async (request, reply) => {
        const report = (request.body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'] ?? request.body;
        request.log.warn({ report }, 'Content-Security-Policy would block this (report-only in development)');
        return reply.status(204).send();
      });
    });
  }
}
