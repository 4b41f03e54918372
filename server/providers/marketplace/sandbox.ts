// The local marketplace sandbox, for development, demos and tests (this machine has no internet): saved product pages
// written like Amazon's, Coupang's, Gmarket's, Taobao's and Rakuten's (./pages), served at the path of the link a
// shopper would paste, and the ugly cases — a sold-out page without a price, a price written as text in a JSON-LD graph,
// a page that shows nothing without JavaScript. Mounted only outside production; it answers this machine only.
//   GET /__sandbox/marketplace                     the sample links a shopper might paste
//   GET /__sandbox/marketplace/pages/{host}{path}  the page the link leads to (404 for any other)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../../core/html';
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
      const html = pages.get(decodeURI(rest));
      if (!html) return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>Not found</title><p>No such product.</p>');
      return reply.type('text/html; charset=utf-8').send(html);
    });
  });
}
