// The local marketplace sandbox, for development, demos and tests (this machine has no internet): saved product pages
// written like Amazon's, Coupang's, Gmarket's, Taobao's and Rakuten's (./pages), served at the path of the link a
// shopper would paste, and the ugly cases — a sold-out page without a price, a price written as text in a JSON-LD graph,
// a page that shows nothing without JavaScript. Mounted only outside production; it answers this machine only.
//   GET /__sandbox/marketplace                     the sample links a shopper might paste
//   GET /__sandbox/marketplace/pages/{host}{path}  the page the link leads to (404 for any other)
//   GET /__sandbox/marketplace/pictures/{host}{path}  a product picture on a marketplace's picture host (drawn here, a
//                                                    colour of its own per path, as a JPEG; 404 on any other host, and
//                                                    for a path under /missing/: a picture the site no longer has)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { escapeHtml } from '../../../core/html';
import { DEFAULT_ALLOWED_HOSTS, pictureHostsFor } from '../../../core/marketplaces';
import { projectRoot } from '../../paths';
import { onlyThisMachine } from '../sandbox-support';

export const MARKETPLACE_SANDBOX_PREFIX = '/__sandbox/marketplace';

/** The sample links and the saved page each leads to. */
export const SAMPLE_LINKS: { url: string; page: string; what: string }[] = [
  { url: 'https://www.coupang.com/vp/products/7335597976', page: 'coupang', what: 'Coupang: a toner, JSON-LD and the site’s markup, two options' },
  { url: 'https://www.amazon.com/dp/B083GBK7L4', page: 'amazon', what: 'Amazon: a bottle, the site’s markup, colour and size' },
  { url: 'https://item.gmarket.co.kr/Item?goodscode=2548123456', page: 'gmarket', what: 'Gmarket: trainers, Open Graph and a size list' },
  { url: 'https://item.rakuten.co.jp/zojirushi/sm-zb48/', page: 'rakuten', what: 'Rakuten: a mug, microdata, a colour list' },
  { url: 'https://item.taobao.com/item.htm?id=7281234567', page: 'taobao', what: 'Taobao: a page that needs JavaScript (nothing to read)' },
  { url: 'https://www.coupang.com/vp/products/7112345678', page: 'missing-price', what: 'Coupang: sold out, no price' },
  { url: 'https://www.amazon.com/dp/B0BR6NHD8W', page: 'price-as-text', what: 'Amazon: the price as text in a JSON-LD graph' },
];

// Read from the project's folder: the server also runs bundled from dist/, where no pages sit beside it.
const pageText = (name: string) => readFileSync(path.join(projectRoot, 'server/providers/marketplace/pages', `${name}.html`), 'utf8');

export async function marketplaceSandbox(app: FastifyInstance) {
  const pages = new Map(SAMPLE_LINKS.map((l) => [`${new URL(l.url).hostname}${new URL(l.url).pathname}${new URL(l.url).search}`, pageText(l.page)]));
  await app.register(async (sandbox) => {
    sandbox.addHook('onRequest', onlyThisMachine);
    sandbox.get(MARKETPLACE_SANDBOX_PREFIX, { schema: { hide: true } }, async (_request, reply) => {
      const rows = SAMPLE_LINKS.map((l) => `<li><code>${escapeHtml(l.url)}</code> — ${escapeHtml(l.what)}</li>`).join('');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Marketplace sandbox</title><h1>Marketplace sandbox</h1><p>Sample product links for “buy for me”: the store reads these saved pages instead of the sites.</p><ul>${rows}</ul></html>`);
    });
    sandbox.get(`${MARKETPLACE_SANDBOX_PREFIX}/pages/*`, { schema: { hide: true } }, async (request, reply) => {
      const rest = request.url.slice(`${MARKETPLACE_SANDBOX_PREFIX}/pages/`.length);
      const html = pages.get(decoded(rest));
      if (!html) return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>Not found</title><p>No such product.</p>');
      return reply.type('text/html; charset=utf-8').send(html);
    });
    const pictureHosts = pictureHostsFor(DEFAULT_ALLOWED_HOSTS);
    sandbox.get(`${MARKETPLACE_SANDBOX_PREFIX}/pictures/*`, { schema: { hide: true } }, async (request, reply) => {
      const rest = decoded(request.url.slice(`${MARKETPLACE_SANDBOX_PREFIX}/pictures/`.length));
      const host = rest.split('/')[0].toLowerCase();
      if (!pictureHosts.some((h) => host === h || host.endsWith(`.${h}`)) || rest.includes('/missing/')) return reply.code(404).type('text/plain').send('No such picture.');
      return reply.type('image/jpeg').send(await drawnPicture(rest));
    });
  });
}

/** A path as written, with a malformed escape read as nothing the sandbox has. */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return '';
  }
}

/** A product photo's stand-in: a bottle-like shape on a light background, its hue from the path (the same each time). */
async function drawnPicture(path: string): Promise<Buffer> {
  const hue = createHash('sha256').update(path).digest()[0] * (360 / 256);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="hsl(${hue},40%,94%)"/><rect x="220" y="90" width="160" height="70" rx="14" fill="hsl(${hue},35%,35%)"/><rect x="170" y="150" width="260" height="370" rx="48" fill="hsl(${hue},55%,55%)"/><rect x="205" y="260" width="190" height="130" rx="10" fill="hsl(${hue},30%,96%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
