import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache, pageKey, PERSONAL_PAGE, SHARED_PAGE } from './page-cache';

const request = (url: string, cookies: Record<string, string> = {}) => ({ host: 'zuuch.mn', url, cookies });

describe('page cache key', () => {
  it('shares a page between a first visit and one whose cookies name the same language and theme', () => {
    expect(pageKey(request('/p/x'), 'mn')).toBe(pageKey(request('/p/x', { lang: 'mn', 'color-scheme': 'light' }), 'mn'));
  });

  it('keeps apart what renders differently: language, theme, query, host', () => {
    const keys = [
      pageKey(request('/p/x'), 'mn'),
      pageKey(request('/p/x'), 'en'),
      pageKey(request('/p/x', { 'color-scheme': 'dark' }), 'mn'),
      pageKey(request('/p/x?page=2'), 'mn'),
      pageKey({ ...request('/p/x'), host: 'other.mn' }, 'mn'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

/** A small app with one page route behind the page cache: its answer names how often it rendered, in a script with the nonce. */
async function pageApp(ttlMs: number) {
  const app = Fastify();
  await app.register(cookie);
  app.decorateRequest('personal', false);
  app.decorateRequest('pageKey', null);
  app.decorateRequest('fromPageCache', false);
  app.decorateRequest('cspNonce', '');
  let renders = 0;
  const cache = createPageCache({
    ttlMs,
    language: async (request) => request.cookies.lang ?? 'mn',
    refresh: (request, bypass) => app.inject({ method: 'GET', url: request.url, headers: bypass }),
  });
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', `script-src 'self' 'nonce-${request.cspNonce}'; object-src 'none'`);
  });
  app.get('/*', { onRequest: cache.serve, onSend: cache.store }, async (request, reply) => {
    renders++;
    // What the load context does when a loader reads the visitor.
    if (request.headers['x-reads-visitor']) request.personal = true;
    if (request.url === '/missing') return reply.code(404).type('text/html').send('gone');
    if (request.url === '/picture') return reply.type('image/webp').header('cache-control', 'public, max-age=86400').send(Buffer.from([0x52, 0x49, 0x46, 0x46, 0xff, 0xfe, renders]));
    return reply.type('text/html').send(`<script nonce="${request.cspNonce}">render ${renders}</script>`);
  });
  return { app, cache, renders: () => renders };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page cache', () => {
  it('renders a page once and sends everyone the same bytes, its script allowed by its hash: plain, brotli or gzip', async () => {
    const { app, renders } = await pageApp(30_000);
    const first = await app.inject('/p/x');
    const second = await app.inject('/p/x');
    const brotli = await app.inject({ url: '/p/x', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await app.inject({ url: '/p/x', headers: { 'accept-encoding': 'gzip' } });
    expect(renders()).toBe(1);
    expect(second.headers.age).toBe('0');
    // The render's own answer is the kept one: no nonce, the script's hash in the policy.
    expect(first.body).toBe('<script>render 1</script>');
    expect(second.body).toBe(first.body);
    for (const answer of [first, second, brotli, gzip]) {
      expect(answer.headers['content-security-policy']).toBe(`script-src 'self' ${sha256('render 1')}; object-src 'none'`);
    }
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(SHARED_PAGE);
  });

  it('answers a revalidation with 304 and no body', async () => {
    const { app } = await pageApp(30_000);
    const first = await app.inject('/p/x');
    const again = await app.inject({ url: '/p/x', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.vary).toBe('accept-encoding');
    expect(first.headers.vary).toBe('accept-encoding');
  });

  it('never keeps a personal page, an error, or a page in another language for this one', async () => {
    const { app, renders } = await pageApp(30_000);
    const personal = await app.inject({ url: '/user', headers: { 'x-reads-visitor': '1' } });
    expect(personal.headers['cache-control']).toBe(PERSONAL_PAGE);
    await app.inject('/user');
    await app.inject('/missing');
    await app.inject('/missing');
    await app.inject({ url: '/p/x', cookies: { lang: 'en' } });
    await app.inject('/p/x');
    expect(renders()).toBe(6);
  });

  it('leaves what is not HTML as it is: its bytes, its own caching, rendered each time', async () => {
    const { app, renders } = await pageApp(30_000);
    const first = await app.inject('/picture');
    const second = await app.inject('/picture');
    expect([...first.rawPayload]).toEqual([0x52, 0x49, 0x46, 0x46, 0xff, 0xfe, 1]);
    expect([...second.rawPayload]).toEqual([0x52, 0x49, 0x46, 0x46, 0xff, 0xfe, 2]);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(renders()).toBe(2);
  });

  it('forgets every page when something changes', async () => {
    const { app, cache, renders } = await pageApp(30_000);
    await app.inject('/p/x');
    cache.clear();
    expect((await app.inject('/p/x')).body).toContain('render 2');
    expect(renders()).toBe(2);
  });

  it('serves a stale page once while it is rendered again in the background', async () => {
    const { app, renders } = await pageApp(200);
    await app.inject('/p/x');
    await new Promise((r) => setTimeout(r, 220));
    expect((await app.inject('/p/x')).body).toContain('render 1');
    // Kept once rendered and compressed (off the event loop): until then the stale page is served, never a second render.
    await vi.waitFor(async () => expect((await app.inject('/p/x')).body).toContain('render 2'));
    expect(renders()).toBe(2);
  });
});
