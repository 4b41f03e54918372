#!/usr/bin/env node
// How well search finds what shoppers mean (issue 16), on the demo catalog:
//   node scripts/build.mjs && node bench/search-relevance.mjs [--db pglite|postgres] [--queries bench/search-relevance/queries.json] [--failures]
// Each query of the set (written the way shoppers type: Cyrillic, casual Latin, loanwords as they sound, inflected
// words, colloquial words, misspelt brands, colour or size + thing, English) names the products that are exactly what
// the shopper asked for (grade 2) and categories any of whose products is an acceptable answer (grade 1). The store is
// asked as a shopper's browser asks (`GET /api/v1/products?q=`), and the script reports, overall and per kind:
// precision@3 (of the first three results, the share that is relevant, out of three or out of how many relevant products
// there are when fewer: a query with one right answer scores 1 when that answer comes first),
// nDCG@10 (the first ten results' graded gains, discounted by position, against the best order possible) and the
// zero-result rate. The table is printed and written to bench/results/<date>-relevance.md; --failures lists every query
// whose first three results are not all relevant, with what came instead.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { base, root, startServer, stopServer, throwawayDatabase } from './lib.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    queries: { type: 'string', default: path.join(root, 'bench/search-relevance/queries.json') },
    failures: { type: 'boolean', default: false },
  },
});

const get = async (url) => {
  const res = await fetch(base + url, { headers: { cookie: 'lang=mn' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
};

/** Every product slug of a category and the categories under it, as a shopper's category page lists them. */
async function categoryMembers(slug) {
  const slugs = [];
  for (let page = 1; ; page++) {
    const list = await get(`/api/v1/products?category=${encodeURIComponent(slug)}&page=${page}`);
    slugs.push(...list.items.map((p) => p.slug));
    if (page >= list.pages) return slugs;
  }
}

/** Graded gains of one query: 2 for the products named, 1 for the members of the categories named. */
async function gainsOf(query, members, known) {
  const gains = new Map();
  for (const slug of query.categories ?? []) {
    if (!members.has(slug)) members.set(slug, await categoryMembers(slug));
    for (const p of members.get(slug)) gains.set(p, 1);
  }
  for (const p of query.products ?? []) {
    if (!known.has(p)) known.set(p, (await fetch(`${base}/p/${encodeURIComponent(p)}`)).ok);
    if (!known.get(p)) throw new Error(`"${query.q}": no product ${p} in the store`);
    gains.set(p, 2);
  }
  return gains;
}

const dcg = (gains) => gains.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

function scores(results, gains) {
  const top3 = results.slice(0, 3);
  const precision3 = top3.filter((slug) => (gains.get(slug) ?? 0) > 0).length / Math.min(3, gains.size);
  const ideal = [...gains.values()].sort((a, b) => b - a).slice(0, 10);
  const ndcg10 = dcg(results.slice(0, 10).map((slug) => gains.get(slug) ?? 0)) / dcg(ideal);
  return { precision3, ndcg10, zero: results.length === 0 };
}

const mean = (list, f) => (list.length ? list.reduce((s, x) => s + f(x), 0) / list.length : 0);
const summary = (list) => ({ n: list.length, precision3: mean(list, (r) => r.precision3), ndcg10: mean(list, (r) => r.ndcg10), zero: mean(list, (r) => (r.zero ? 1 : 0)) });

const queries = JSON.parse(readFileSync(values.queries, 'utf8'));
const { env: dbEnv, cleanup } = throwawayDatabase(values.db);
const server = await startServer({ ...dbEnv, STORE_MODE: 'demo' }, {});
const rows = [];
try {
  const members = new Map();
  const known = new Map();
  for (const query of queries) {
    const gains = await gainsOf(query, members, known);
    if (gains.size === 0) throw new Error(`"${query.q}": judged without a relevant product`);
    const list = await get(`/api/v1/products?q=${encodeURIComponent(query.q)}`);
    const results = list.items.map((p) => p.slug);
    rows.push({ ...query, results, names: list.items.slice(0, 3).map((p) => p.name), ...scores(results, gains) });
  }
} finally {
  await stopServer(server);
  cleanup();
}

const kinds = [...new Set(rows.map((r) => r.kind))];
const fmt = (s) => `| ${s.n} | ${s.precision3.toFixed(3)} | ${s.ndcg10.toFixed(3)} | ${(100 * s.zero).toFixed(1)} % |`;
const lines = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${values.db}, the demo catalog, ${rows.length} queries (${path.relative(root, values.queries)}); ${os.cpus().length} cores.`,
  '',
  '| queries | n | precision@3 | nDCG@10 | zero results |',
  '|---|---|---|---|---|',
  `| all ${fmt(summary(rows))}`,
  ...kinds.map((kind) => `| ${kind} ${fmt(summary(rows.filter((r) => r.kind === kind)))}`),
];
const failures = rows.filter((r) => r.precision3 < 1);
const failureLines = [
  '',
  `Queries whose first three results are not all relevant (${failures.length}):`,
  '',
  ...failures.map((r) => `- ${r.kind}: "${r.q}" (${r.why}) → ${r.zero ? 'nothing' : r.names.map((n) => `"${n}"`).join(', ')}; P@3 ${r.precision3.toFixed(2)}`),
];
console.log(lines.join('\n'));
if (values.failures) console.log(failureLines.join('\n'));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const file = path.join(root, 'bench/results', `${new Date().toISOString().slice(0, 10)}-relevance.md`);
writeFileSync(file, [...lines, ...failureLines, ''].join('\n'));
console.log(`\nwritten to ${path.relative(root, file)}`);
