#!/usr/bin/env node
// The store's content pages under load, as ratios measured in one run (bench/README.md):
//   node scripts/build.mjs && node bench/content.mjs [--db pglite|postgres|both]
// For each database: a fresh demo store (its FAQ, legal documents, pages and articles). For each content page: SSR
// throughput and p99 at 25 connections against serving the same HTML bytes as a static file from the same server (the
// ceiling), and the p95 of sequential requests for the media SEO record and the Atom feed.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { base, root, startServer, stopServer, throughput, throwawayDatabase } from './lib.mjs';

const { values } = parseArgs({ options: { db: { type: 'string', default: 'both' } } });
const kinds = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
const staticDir = path.join(root, 'build/client/__bench');

for (const kind of kinds) {
  console.log(`\n== ${kind}`);
  const { env, cleanup } = throwawayDatabase(kind);
  try {
    // First start: seeds the demo store; the pages' bytes are kept as static files for the ceiling.
    let server = await startServer(env, { SEED_DEMO: 'true' });
    const article = (await (await fetch(`${base}/media`)).text()).match(/href="\/media\/([a-z0-9-]+)"/)?.[1];
    const pages = ['/faq', '/legal/terms', '/about-us', '/media', `/media/${article}`, '/delivery'];
    mkdirSync(staticDir, { recursive: true });
    try {
      for (const [i, page] of pages.entries()) {
        const res = await fetch(base + page);
        if (!res.ok) throw new Error(`${page}: ${res.status}`);
        writeFileSync(path.join(staticDir, `page-${i}.html`), await res.text());
      }
    } finally {
      await stopServer(server);
    }
    // Static routes are registered at start: the files exist now.
    server = await startServer(env, { SEED_DEMO: 'true' });
    try {
      for (const [i, page] of pages.entries()) {
        await throughput(page, 4, 1);
        const ssr = await throughput(page, 25, 4);
        const file = await throughput(`/__bench/page-${i}.html`, 25, 4);
        console.log(`  ${page.padEnd(44)} SSR ${ssr.rps.toFixed(0).padStart(4)} req/s, p99 ${ssr.p99.toFixed(0).padStart(4)} ms | static ${file.rps.toFixed(0).padStart(5)} req/s | ratio ${(ssr.rps / file.rps).toFixed(3)}`);
      }
      const timed = async (label, url, init) => {
        const times = [];
        for (let n = 0; n < 40; n++) {
          const t = performance.now();
          const res = await fetch(base + url, init);
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${url}: ${res.status}`);
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        console.log(`  ${label.padEnd(44)} p50 ${times[20].toFixed(1)} ms, p95 ${times[38].toFixed(1)} ms`);
      };
      await timed('POST /api/v1/media/seo/find', '/api/v1/media/seo/find', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ slug: article }) });
      await timed('GET /media/feed.xml', '/media/feed.xml');
    } finally {
      await stopServer(server);
      rmSync(staticDir, { recursive: true, force: true });
    }
  } finally {
    cleanup();
  }
}
