#!/usr/bin/env node
// Throughput of the start-up calls and the home page, as ratios against /healthz measured in the same run.
//   node scripts/build.mjs && node bench/startup-calls.mjs [seconds-per-target=5] [connections=16]
// Starts the production server on a throwaway in-memory database (port 3990) and drives it with keep-alive requests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 16);
const base = 'http://127.0.0.1:3990';

const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: '3990', HOST: '127.0.0.1', DATA_DIR: ':memory:', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {}
  if (i > 300) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

async function measure(name, request) {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const res = await request();
        await res.arrayBuffer();
        if (res.ok) done++;
        else failed++;
      }
    }),
  );
  return { name, rps: done / seconds, failed };
}

const store = await (await fetch(`${base}/api/auth/store`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"storeName":"zuuch"}' })).json();
const post = (url, body) => () => fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const targets = [
  ['GET /healthz (baseline)', () => fetch(`${base}/healthz`)],
  ['POST /api/auth/store', post('/api/auth/store', { storeName: 'zuuch' })],
  ['POST /api/v1/client', post('/api/v1/client', { store: store._id, user_token: 'bench-token-0123456789' })],
  ['POST /api/v1/addressForm', post('/api/v1/addressForm', {})],
  ['POST /api/v1/shippingType/all', post('/api/v1/shippingType/all', { store: store._id })],
  ['GET / (SSR home)', () => fetch(`${base}/`, { headers: { cookie: 'user_token=bench-token-0123456789' } })],
];
const results = [];
for (const [name, request] of targets) results.push(await measure(name, request));
server.kill('SIGTERM');

const baseline = results[0].rps;
console.log(`${seconds} s per target, ${connections} connections`);
for (const r of results) {
  console.log(`${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} req/s   ${(r.rps / baseline).toFixed(3)} × baseline${r.failed ? `   ${r.failed} failed` : ''}`);
}
