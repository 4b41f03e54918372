#!/usr/bin/env node
// Catalog speed at scale, as ratios measured in one run (bench/README.md):
//   node scripts/build.mjs && node bench/catalog.mjs [--products 100000] [--db pglite|postgres|both]
// For each database: a fresh store with 1,000 products, then grown to N. At each size: p50/p95/p99 of the search and
// category API (sequential requests); at N also product-page SSR throughput against serving the same HTML bytes as a
// static file from the same server, p99 at 25 connections, and the gzip size of the JavaScript the product page loads.
// PostgreSQL uses BENCH_DATABASE_URL (an admin URL; a throwaway database is created) or postgres://postgres@127.0.0.1/postgres.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { base, latencies, root, run, startServer, stopServer, throughput, throwawayDatabase } from './lib.mjs';

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' }, db: { type: 'string', default: 'both' } } });
const big = Number(values.products);
const kinds = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];

const searches = ['утас', 'utas', 'ytac', 'samsng', 'vitamin', 'хүүхдийн', 'laptop 16', 'krem'];
const listings = ['category=phones-electronics', 'category=korean-cosmetics&origin=KR', 'origin=US&sort=price-asc', 'stock=1&sale=1&sort=newest', 'category=clothing&page=3'];

async function measureApi(label) {
  await latencies(['/api/v1/products?q=warm', '/api/v1/products?category=phones-electronics'], 3); // warm caches
  const search = await latencies(searches.map((q) => `/api/v1/products?q=${encodeURIComponent(q)}`), 8);
  const category = await latencies(listings.map((q) => `/api/v1/products?${q}`), 8);
  console.log(`  ${label.padEnd(18)} search p50 ${search.p50.toFixed(1)} p95 ${search.p95.toFixed(1)} ms | category p50 ${category.p50.toFixed(1)} p95 ${category.p95.toFixed(1)} ms`);
  return { search, category };
}

const fmt = (n) => n.toFixed(2);
for (const kind of kinds) {
  console.log(`\n== ${kind}`);
  const { env, cleanup } = throwawayDatabase(kind);
  try {
    const results = {};
    for (const size of [1000, big]) {
      const t = Date.now();
      run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/db/generate-catalog.ts', '--products', String(size)], env);
      console.log(`  catalog: ${size} generated products (+ the demo catalog) in ${((Date.now() - t) / 1000).toFixed(0)} s`);
      const server = await startServer(env);
      try {
        results[size] = await measureApi(`${size} products`);
        if (size === big) {
          const slug = (await (await fetch(`${base}/api/v1/products?sort=bestsellers`)).json()).items[0].slug;
          const html = await (await fetch(`${base}/p/${slug}`)).text();
          mkdirSync(path.join(root, 'build/client/__bench'), { recursive: true });
          writeFileSync(path.join(root, 'build/client/__bench/product.html'), html);
          const scripts = [...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*?(?:href|src)="([^"]+\.js)"/g)].map((m) => m[1]);
          const imports = [...html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)].map((m) => m[1] ?? m[2]);
          const files = [...new Set([...scripts, ...imports])];
          let gz = 0;
          for (const f of files) gz += gzipSync(Buffer.from(await (await fetch(base + f)).arrayBuffer())).length;
          results.js = { files: files.length, gz };
          results.slug = slug;
        }
      } finally {
        await stopServer(server);
      }
    }
    // The static file must exist when the server starts (static routes are registered at start).
    const server = await startServer(env);
    try {
      await throughput(`/p/${results.slug}`, 4, 1);
      const ssr = await throughput(`/p/${results.slug}`, 25, 5);
      const file = await throughput('/__bench/product.html', 25, 5);
      const r = (a, b) => fmt(a.p95 / b.p95);
      console.log(`  p95 ratio ${big}/1000: search ${r(results[big].search, results[1000].search)}, category ${r(results[big].category, results[1000].category)} (aim < 2)`);
      console.log(`  product page SSR ${ssr.rps.toFixed(0)} req/s vs static file ${file.rps.toFixed(0)} req/s: ratio ${fmt(ssr.rps / file.rps)} (aim ≥ 0.5); p99 at 25 connections ${ssr.p99.toFixed(0)} ms`);
      console.log(`  product page JavaScript: ${results.js.files} files, ${(results.js.gz / 1024).toFixed(1)} KB gzip (aim < 120 KB)`);
    } finally {
      await stopServer(server);
      rmSync(path.join(root, 'build/client/__bench'), { recursive: true, force: true });
    }
  } finally {
    cleanup();
  }
}
