#!/usr/bin/env node
// The speed table of issue 15, measured in one run on each database (bench/README.md says what each number means):
//   node scripts/build.mjs && node bench/speed.mjs [--products 100000] [--db pglite|postgres|both] [--lighthouse postgres|pglite|both|none] [--quick]
// For each database: a throwaway store (the production build, STORE_MODE=demo so the SMS sandbox answers the checkout's
// login) with 1,000 generated products, grown to N. At 1,000 and at N: search and category API latency. At N: the bare
// node:http ceiling (the product page's bytes), product/category/search page SSR at 25 connections for a fresh visitor
// and for one with a user_token, HTML compression and sizes, the product page's JavaScript, Lighthouse (PostgreSQL only
// unless told), add to cart at 25 connections, and a mixed shopper load. The table is printed and written to bench/results/.
// --quick: 1,000 products, short runs, one Lighthouse run: checks the script works in about two minutes.
// PostgreSQL uses BENCH_DATABASE_URL (an admin URL; a throwaway database is created) or postgres://postgres@127.0.0.1/postgres.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Client, base, latencies, load, pageScripts, root, run, startServer, stopServer, throwawayDatabase, userToken } from './lib.mjs';

const { values } = parseArgs({
  options: { products: { type: 'string' }, db: { type: 'string', default: 'both' }, lighthouse: { type: 'string', default: 'postgres' }, quick: { type: 'boolean', default: false } },
});
const quick = values.quick;
const big = Number(values.products ?? (quick ? 1000 : 100000));
const kinds = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
const lighthouseKinds = values.lighthouse === 'both' ? ['pglite', 'postgres'] : [values.lighthouse];
// Seconds of each load (after a warm-up of `warm` seconds that is not counted), rounds of the API queries, Lighthouse runs.
const T = quick ? { warm: 0.5, page: 2, cart: 2, mixed: 5, rounds: 2, lighthouse: 1 } : { warm: 2, page: 10, cart: 10, mixed: 20, rounds: 8, lighthouse: 3 };
const CONNECTIONS = 25;
const CEILING_PORT = 3996;
// What a phone's browser sends with a page request (no cookies unless a test adds them).
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
};
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync';

// The queries of the API latency rows (kept from the former bench/catalog.mjs, so numbers stay comparable).
const searches = ['утас', 'utas', 'ytac', 'samsng', 'vitamin', 'хүүхдийн', 'laptop 16', 'krem'];
const listings = ['category=phones-electronics', 'category=korean-cosmetics&origin=KR', 'origin=US&sort=price-asc', 'stock=1&sale=1&sort=newest', 'category=clothing&page=3'];

// A small seeded random, so two runs send the same mix.
let seed = 15;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const log = (...a) => console.log(' ', ...a);

async function measureApi() {
  await latencies(['/api/v1/products?q=warm', '/api/v1/products?category=phones-electronics'], 3); // warm caches
  const search = await latencies(searches.map((q) => `/api/v1/products?q=${encodeURIComponent(q)}`), T.rounds);
  const category = await latencies(listings.map((q) => `/api/v1/products?${q}`), T.rounds);
  return { search, category };
}

/** What the loads ask for: real slugs, categories and products without options (added to a cart by product id). */
async function discover() {
  const c = new Client();
  const products = [];
  for (let page = 1; page <= 4; page++) products.push(...(await c.json('GET', `/api/v1/products?sort=bestsellers&stock=1&page=${page}`)).items);
  const tree = await c.json('GET', '/api/v1/categories');
  c.close();
  return {
    product: `/p/${products[0].slug}`,
    category: `/category?category=${tree[0].slug}`,
    search: `/search?q=${encodeURIComponent('utas')}`,
    productPages: products.slice(0, 40).map((p) => `/p/${p.slug}`),
    categoryPages: tree.flatMap((t) => [t, ...t.children]).map((t) => `/category?category=${t.slug}`),
    cartProducts: products.filter((p) => !p.hasOptions && p.inStock).map((p) => p._id),
  };
}

/** Per page: whether the HTML comes compressed to a browser, what went over the wire, and its raw/gzip/brotli sizes. */
async function htmlSizes(site) {
  const c = new Client({ cookies: false, headers: BROWSER });
  const out = {};
  for (const name of ['product', 'category', 'search']) {
    const res = await c.request('GET', site[name]);
    const raw = Buffer.from(res.text());
    out[name] = {
      encoding: res.headers['content-encoding'] ?? 'none',
      cacheControl: res.headers['cache-control'] ?? '—',
      sent: res.bytes,
      raw: raw.length,
      gzip: gzipSync(raw).length,
      // Quality 5: what a server can afford per request (11 is for files compressed once at build time).
      br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
    };
    if (name === 'product') Object.assign(out, { productHtml: raw, productWire: { bytes: res.raw, encoding: res.headers['content-encoding'] } });
  }
  c.close();
  return out;
}

/** The JavaScript a product page loads: its modulepreloads and module scripts, and what they import(), gzipped. */
async function javascript(html) {
  const files = pageScripts(html);
  const c = new Client({ cookies: false });
  let gz = 0;
  for (const f of files) gz += gzipSync((await c.request('GET', f)).raw).length;
  c.close();
  return { files: files.length, gz };
}

/** `connections` clients made by `make(i)` asking `next` for `seconds`, after an uncounted warm-up. */
async function measure(make, next, seconds) {
  const clients = Array.from({ length: CONNECTIONS }, (_, i) => make(i));
  await load(clients, T.warm, next);
  const r = await load(clients, seconds, next);
  for (const c of clients) c.close();
  return r;
}

/**
 * The ceiling: a bare node:http server in a child process sending the product page's bytes exactly as the store sent
 * them to a browser (compressed, with the same content-encoding, if the store compresses), at 25 connections.
 */
async function ceiling({ bytes, encoding }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zuuch-ceiling-'));
  writeFileSync(path.join(dir, 'page'), bytes);
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': bytes.length, ...(encoding ? { 'content-encoding': encoding } : {}) };
  const code = `const b = require('fs').readFileSync(process.argv[1]);
require('http').createServer((q, s) => { s.writeHead(200, ${JSON.stringify(headers)}); s.end(b); }).listen(${CEILING_PORT}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code, path.join(dir, 'page')], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    const origin = `http://127.0.0.1:${CEILING_PORT}`;
    for (let i = 0; i < 50; i++) {
      const probe = new Client({ origin });
      const up = await probe.request('GET', '/').then((res) => res.status === 200, () => false);
      probe.close();
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return (await measure(() => new Client({ origin, cookies: false, headers: BROWSER }), () => ({ kind: 'ceiling', path: '/' }), T.page)).overall;
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page at 25 connections: fresh visitors (no cookies) and visitors who already have a user_token. */
async function pages(site, alive) {
  const out = {};
  for (const name of ['product', 'category', 'search']) {
    for (const visitor of ['anonymous', 'user_token']) {
      alive();
      const make = () => new Client({ cookies: visitor === 'anonymous' ? false : { user_token: userToken() }, headers: BROWSER });
      const r = await measure(make, () => ({ kind: name, path: site[name] }), T.page);
      out[`${name} ${visitor}`] = r.overall;
      log(`${name} page, ${visitor}: ${row(r.overall)}${r.sample[name] ? ` (first error: ${r.sample[name]})` : ''}`);
    }
  }
  return out;
}

/** Add to cart at 25 connections: each its own user_token, a new one (an empty cart) every 10 lines. */
async function addToCart(site) {
  const adds = new Map();
  const make = () => new Client({ cookies: { user_token: userToken() } });
  const next = (client) => {
    const n = (adds.get(client) ?? 0) + 1;
    adds.set(client, n);
    if (n % 10 === 0) client.jar.user_token = userToken();
    return { kind: 'add', method: 'POST', path: '/api/v1/cart/items', body: { productId: pick(site.cartProducts), quantity: 1 } };
  };
  return (await measure(make, next, T.cart)).overall;
}

/**
 * The checkout's shoppers log in as a shopper does: a code texted to their phone (the demo store's SMS sandbox keeps it
 * for this machine at /__sandbox/sms/messages.json), then the phone and the code. The store allows 20 codes an hour
 * from one address, so shoppers 21–25 come from 127.0.0.2 (any 127.x address reaches the store), as different shoppers
 * come from different networks.
 */
async function logIn(i) {
  const phone = `+97699${String(100000 + i).slice(-6)}`;
  const c = new Client({ localAddress: `127.0.0.${1 + Math.floor(i / 20)}` });
  await c.json('POST', '/api/v1/auth/code', { body: { phone } });
  const here = new Client();
  const [message] = await here.json('GET', `/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`);
  here.close();
  await c.json('POST', '/api/v1/auth/login', { body: { phone, code: message.text.match(/\b(\d{6})\b/)[1] } });
  c.close();
  return { sid: c.jar.sid };
}

/**
 * The mixed shopper load: 25 shoppers, each on its own connection with a user_token, choosing each request: browse 30 %
 * (product or category page), search 30 % (search page or search API), cart 28 % (add, or view the cart), wishlist 2 %
 * (like a product), checkout 8 % (the next call of: add to the account's cart → read the cart → save the checkout form
 * → place the order for the total read, with an idempotency key; as the logged-in shopper).
 */
async function mixed(site) {
  const accounts = [];
  for (let i = 0; i < CONNECTIONS; i++) accounts.push(await logIn(i));
  const form = { shippingCode: 'pickup', firstName: 'Bat', lastName: 'Dorj', email: '', paymentMethod: 'bank_transfer', terms: true };
  let orders = 0;
  const shoppers = accounts.map((account) => ({ account, step: 0, total: 0 }));
  const checkout = (s) => {
    const step = s.step++ % 4;
    const jar = s.account;
    if (step === 0) return { method: 'POST', path: '/api/v1/cart/items', jar, body: { productId: pick(site.cartProducts), quantity: 1 } };
    if (step === 1) return { path: '/api/v1/cart', jar, check: (res) => ((s.total = JSON.parse(res.text()).total), res.status === 200) };
    if (step === 2) return { method: 'PUT', path: '/api/v1/checkout', jar, body: form };
    return { detail: 'place order', method: 'POST', path: '/api/v1/orders', jar, body: { idempotencyKey: userToken(), expectedTotal: s.total }, check: (res) => res.status === 201 && ++orders > 0 };
  };
  const next = (_client, i) => {
    const r = random();
    if (r < 0.3) return { kind: 'browse', path: random() < 0.5 ? pick(site.productPages) : pick(site.categoryPages), headers: BROWSER };
    if (r < 0.6) {
      const q = encodeURIComponent(pick(searches));
      return random() < 0.5 ? { kind: 'search', path: `/search?q=${q}`, headers: BROWSER } : { kind: 'search', path: `/api/v1/products?q=${q}` };
    }
    if (r < 0.88) return random() < 0.5 ? { kind: 'cart', method: 'POST', path: '/api/v1/cart/items', body: { productId: pick(site.cartProducts), quantity: 1 } } : { kind: 'cart', path: '/api/v1/cart' };
    if (r < 0.9) return { kind: 'wishlist', method: 'PUT', path: `/api/v1/wishlist/${pick(site.cartProducts)}`, body: { liked: true } };
    return { kind: 'checkout', ...checkout(shoppers[i]) };
  };
  const clients = Array.from({ length: CONNECTIONS }, () => new Client({ cookies: { user_token: userToken() } }));
  const r = await load(clients, T.mixed, next);
  for (const c of clients) c.close();
  return { ...r, orders };
}

/** Lighthouse (mobile, its default simulated throttling) on Debian's Chromium: the median of each metric over the runs. */
function lighthouse(site) {
  const out = {};
  for (const [name, url] of [['home', '/'], ['category', site.category], ['product', site.product]]) {
    const runs = [];
    // Up to two failed runs are run again.
    for (let i = 0; runs.length < T.lighthouse && i < T.lighthouse + 2; i++) {
      const r = spawnSync(
        process.execPath,
        ['node_modules/lighthouse/cli/index.js', base + url, '--quiet', '--output=json', '--output-path=stdout', '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}`],
        { cwd: root, env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
      );
      // A failed run (Lighthouse's trace lost, Chrome's error page) is reported and left out of the median.
      const j = r.status === 0 ? JSON.parse(r.stdout) : null;
      if (!j || j.runtimeError) {
        log(`Lighthouse ${url} run ${i + 1} failed: ${j?.runtimeError.message ?? r.stderr.trim().split('\n').at(-1)}`);
        continue;
      }
      const a = j.audits;
      runs.push({ score: j.categories.performance.score * 100, lcp: a['largest-contentful-paint'].numericValue, cls: a['cumulative-layout-shift'].numericValue, tbt: a['total-blocking-time'].numericValue });
    }
    const median = (k) => runs.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? NaN;
    out[name] = { score: median('score'), lcp: median('lcp'), cls: median('cls'), tbt: median('tbt'), runs: runs.length };
    log(`Lighthouse ${name}: ${out[name].score.toFixed(0)} (LCP ${(out[name].lcp / 1000).toFixed(1)} s, CLS ${out[name].cls.toFixed(3)}, TBT ${out[name].tbt.toFixed(0)} ms)`);
  }
  return out;
}

async function bench(kind) {
  console.log(`\n== ${kind}: ${big.toLocaleString('en-US')} products`);
  const result = { kind };
  const { env: dbEnv, cleanup } = throwawayDatabase(kind);
  // NODE_ENV=production comes from startServer; STORE_MODE=demo (also the default) keeps the SMS sandbox the checkout's login needs.
  const env = { ...dbEnv, STORE_MODE: 'demo' };
  try {
    for (const size of big === 1000 ? [1000] : [1000, big]) {
      const t = Date.now();
      run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/db/generate-catalog.ts', '--products', String(size)], env);
      log(`catalog: ${size.toLocaleString('en-US')} generated products (+ the demo catalog) in ${((Date.now() - t) / 1000).toFixed(0)} s`);
      if (size === big) break;
      const server = await startServer(env);
      try {
        result.api1k = await measureApi();
        log(`API at 1,000: search p95 ${ms(result.api1k.search.p95)}, category p95 ${ms(result.api1k.category.p95)}`);
      } finally {
        await stopServer(server);
      }
    }
    const server = await startServer(env);
    // Each stage checks first that the store is still up (on a shared machine a process can be killed under us).
    const alive = () => {
      if (server.exited()) throw new Error(`the store stopped (exit ${server.exitCode ?? server.signalCode}); its log: ${server.logFile}`);
    };
    try {
      const site = await discover();
      result.apiN = await measureApi();
      result.api1k ??= result.apiN;
      log(`API at ${big.toLocaleString('en-US')}: search p95 ${ms(result.apiN.search.p95)}, category p95 ${ms(result.apiN.category.p95)}`);
      result.html = await htmlSizes(site);
      result.js = await javascript(result.html.productHtml);
      log(`product page JavaScript: ${result.js.files} files, ${kb(result.js.gz)} gzip; HTML ${result.html.product.encoding}, ${kb(result.html.product.sent)} sent`);
      // Lighthouse while the store is otherwise idle, before the loads fill carts and orders.
      alive();
      if (lighthouseKinds.includes(kind)) result.lighthouse = lighthouse(site);
      alive();
      result.ceiling = await ceiling(result.html.productWire);
      log(`ceiling: ${row(result.ceiling)}`);
      alive();
      result.pages = await pages(site, alive);
      alive();
      result.cart = await addToCart(site);
      log(`add to cart: ${row(result.cart)}`);
      alive();
      result.mixed = await mixed(site);
      log(`mixed: ${row(result.mixed.overall)}, ${result.mixed.orders} orders placed`);
      for (const [k, e] of Object.entries(result.mixed.sample)) log(`  first ${k} error: ${e}`);
      alive();
    } finally {
      await stopServer(server);
    }
  } finally {
    cleanup();
  }
  return result;
}

// Formatting: one row of the table per measurement, one column per database.
const ms = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(x < 10 ? 1 : 0)} ms`);
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const num = (x) => (x < 10 && x % 1 ? x.toFixed(1) : Math.round(x).toLocaleString('en-US'));
const errs = (r) => (r.errors ? `, **${r.errors} errors**` : ', 0 errors');
const row = (r) => `${num(r.rps)} req/s, p50 ${ms(r.p50)} p95 ${ms(r.p95)} p99 ${ms(r.p99)}${errs(r)}`;
const page = (name, visitor) => (r) => {
  const p = r.pages[`${name} ${visitor}`];
  return `${num(p.rps)} req/s (${(p.rps / r.ceiling.rps).toFixed(3)} of ceiling); p50 ${ms(p.p50)} p95 ${ms(p.p95)} p99 ${ms(p.p99)}${errs(p)}; ${kb(p.bytes)} sent`;
};
const api = (k) => (r) => `${ms(r.api1k[k].p95)} → ${ms(r.apiN[k].p95)} (×${(r.apiN[k].p95 / r.api1k[k].p95).toFixed(1)})`;
const html = (name) => (r) => {
  const h = r.html[name];
  return `${h.encoding}, ${kb(h.sent)} sent; raw ${kb(h.raw)}, gzip ${kb(h.gzip)}, br ${kb(h.br)}; cache-control: ${h.cacheControl}`;
};
const lh = (f) => (r) => (r.lighthouse ? ['home', 'category', 'product'].map((p) => f(r.lighthouse[p])).join(' / ') : 'not run');
const mix = (k) => (r) => {
  const m = k === 'overall' ? r.mixed.overall : r.mixed.kinds[k];
  return m ? `${num(m.rps)} req/s, p95 ${ms(m.p95)} p99 ${ms(m.p99)}${errs(m)}` : '—';
};
const rows = [
  ['bare node:http returning the product page’s bytes as sent (the ceiling)', (r) => `${num(r.ceiling.rps)} req/s, p99 ${ms(r.ceiling.p99)}`],
  ...['product', 'category', 'search'].flatMap((name) => [
    [`${name} page SSR, anonymous (no cookies)`, page(name, 'anonymous')],
    [`${name} page SSR, with a user_token`, page(name, 'user_token')],
  ]),
  [`search API p95, 1k → ${num(big)} products`, api('search')],
  [`category API p95, 1k → ${num(big)}`, api('category')],
  ...['product', 'category', 'search'].map((name) => [`${name} page HTML to a browser (br, gzip)`, html(name)]),
  ['JavaScript for a product page', (r) => `${kb(r.js.gz)} gzip, ${r.js.files} files`],
  ['Lighthouse mobile performance (home / category / product)', lh((x) => `${x.score.toFixed(0)}${x.runs < T.lighthouse ? ` (${x.runs} of ${T.lighthouse} runs)` : ''}`)],
  ['Lighthouse LCP', lh((x) => `${(x.lcp / 1000).toFixed(1)} s`)],
  ['Lighthouse CLS', lh((x) => x.cls.toFixed(3))],
  ['Lighthouse TBT', lh((x) => `${x.tbt.toFixed(0)} ms`)],
  ['add to cart at 25 connections', (r) => row(r.cart)],
  ...['overall', 'browse', 'search', 'cart', 'wishlist', 'checkout', 'place order'].map((k) => [`mixed load: ${k === 'place order' ? 'checkout, placing the order' : k}`, mix(k)]),
  ['mixed load: orders placed', (r) => String(r.mixed.orders)],
];

const started = new Date();
const load1 = os.loadavg()[0];
const results = [];
for (const kind of kinds) results.push(await bench(kind));
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() || root;
const markdown = [
  `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit}${quick ? ' (--quick: short runs, not for comparison)' : ''}: ${num(big)} generated products, ` +
    `${CONNECTIONS} connections, pages ${T.page} s, mixed load ${T.mixed} s; ${os.cpus().length} cores, load average ${load1.toFixed(2)} at the start, ` +
    `${os.loadavg()[0].toFixed(2)} at the end.`,
  '',
  `| what | ${results.map((r) => r.kind).join(' | ')} |`,
  `|---|${results.map(() => '---|').join('')}`,
  ...rows.map(([label, f]) => `| ${label} | ${results.map((r) => f(r)).join(' | ')} |`),
  '',
].join('\n');
console.log(`\n${markdown}`);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const file = path.join(root, 'bench/results', `${started.toISOString().slice(0, 10)}-${values.db}${quick ? '-quick' : ''}.md`);
writeFileSync(file, markdown);
console.log(`written to ${path.relative(root, file)}`);
