#!/usr/bin/env node
// The JavaScript a page makes the browser fetch before it can start, per page: every module the HTML names
// (<link rel="modulepreload">, <script type="module">, import("…") and `from "…"` in its inline scripts), with its gzip
// size, as bench/speed.mjs counts a product page's. Against a running store:
//   node bench/page-js.mjs http://127.0.0.1:3000 [path …] [--lang mn] [--files]
// Without paths: home, the bestselling product's page and a category. ANALYZE=1 node scripts/build.mjs shows what is
// inside each file (build/stats.html).
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { pageScripts } from './lib.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { lang: { type: 'string' }, files: { type: 'boolean', default: false } } });
const [base, ...given] = positionals;
if (!base) throw new Error('usage: node bench/page-js.mjs <base-url> [path …] [--lang mn] [--files]');
const headers = values.lang ? { cookie: `lang=${values.lang}` } : {};

let paths = given;
if (!paths.length) {
  const slug = (await (await fetch(`${base}/api/v1/products?sort=bestsellers`)).json()).items[0].slug;
  paths = ['/', `/p/${slug}`, '/category?category=phones-electronics'];
}
for (const p of paths) {
  const html = await (await fetch(base + p, { headers })).text();
  const files = pageScripts(html);
  const sizes = await Promise.all(files.map(async (f) => [gzipSync(Buffer.from(await (await fetch(base + f)).arrayBuffer())).length, f]));
  const total = sizes.reduce((sum, [n]) => sum + n, 0);
  console.log(`${p}: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzip (HTML ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
  if (values.files) for (const [n, f] of sizes.sort((a, b) => b[0] - a[0])) console.log(`  ${(n / 1024).toFixed(1).padStart(6)} KB  ${f}`);
}
