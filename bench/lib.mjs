// What the benches share: a store process of the production build, a throwaway database of each kind, and timings.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const port = 3995;
export const base = `http://127.0.0.1:${port}`;

export function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed`);
}

export async function startServer(env, extra = { SEED_DEMO: 'false' }) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extra },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

export async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function latencies(urls, rounds) {
  const times = [];
  for (let r = 0; r < rounds; r++) {
    for (const url of urls) {
      const t = performance.now();
      const res = await fetch(base + url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99) };
}

export async function throughput(url, connections, seconds) {
  const end = Date.now() + seconds * 1000;
  const times = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        const res = await fetch(base + url);
        await res.arrayBuffer();
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { rps: times.length / seconds, p99: pct(times, 99) };
}

/** A throwaway database of `kind` for one store: its environment and how to remove it. */
export function throwawayDatabase(kind) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'zuuch-bench-'));
    return { env: { DATA_DIR: dir }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `zuuch_bench_${Date.now()}`;
  run('psql', [admin, '-qc', `create database ${name} template template0 encoding 'UTF8'`]);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, cleanup: () => run('psql', [admin, '-qc', `drop database if exists ${name} with (force)`]) };
}
