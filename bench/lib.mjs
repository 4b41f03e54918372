// What the benches share: a store process of the production build, a throwaway database of each kind, timings, and a
// small load generator (keep-alive clients with their own cookies, per-kind p50/p95/p99 and errors).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const port = 3995;
export const base = `http://127.0.0.1:${port}`;

export function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed`);
}

/**
 * The production build on `port`. Its log (stdout) goes to `child.logFile`; `child.exited` tells whether it has stopped
 * (a crash, or someone else's kill), so a bench can stop instead of measuring refused connections.
 */
export async function startServer(env, extra = { SEED_DEMO: 'false' }) {
  const logFile = path.join(tmpdir(), `zuuch-bench-${port}.log`);
  const out = openSync(logFile, 'w');
  // BENCH_SERVER_NODE_ARGS: node's own flags for the server under test, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extra },
    stdio: ['ignore', out, 'inherit'],
  });
  closeSync(out);
  child.logFile = logFile;
  child.exited = () => (child.exitCode ?? child.signalCode) !== null;
  for (let i = 0; i < 600 && !child.exited(); i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`server did not start (its log: ${logFile})`);
}

export async function stopServer(child) {
  if (child.exited()) return;
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

/**
 * `connections` keep-alive connections of visitors without cookies ask for `url` for `seconds`: requests a second,
 * p50/p95/p99 (ms) and errors.
 */
export async function throughput(url, connections, seconds, headers = {}) {
  const clients = Array.from({ length: connections }, () => new Client({ cookies: false, headers }));
  const r = (await load(clients, seconds, () => ({ kind: 'page', path: url }))).overall;
  for (const c of clients) c.close();
  return r;
}

/**
 * One visitor on one keep-alive HTTP/1.1 connection, with its own cookie jar (`cookies: false`: it sends none and keeps
 * none, a fresh visitor on every request). An answer is timed to its body's last byte: { status, headers, ms, bytes (as
 * they came over the wire, still compressed), raw (those bytes), text() (decoded) }.
 */
export class Client {
  constructor({ origin = base, cookies = {}, headers = {}, localAddress } = {}) {
    this.url = new URL(origin);
    this.jar = cookies === false ? null : { ...cookies };
    this.headers = headers;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
  }

  request(method, path, { body, headers = {}, jar = this.jar } = {}) {
    const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
    const h = { ...this.headers, ...headers };
    if (payload) h['content-type'] = 'application/json';
    if (jar && Object.keys(jar).length) h.cookie = Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ');
    const t = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request({ host: this.url.hostname, port: this.url.port, method, path, headers: h, agent: this.agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - t;
          if (jar) for (const c of res.headers['set-cookie'] ?? []) {
            const [pair, ...attrs] = c.split(';');
            const i = pair.indexOf('=');
            const gone = attrs.some((a) => /^\s*max-age=0$/i.test(a)) || pair.slice(i + 1) === '';
            if (gone) delete jar[pair.slice(0, i)];
            else jar[pair.slice(0, i)] = pair.slice(i + 1);
          }
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode, headers: res.headers, ms, bytes: raw.length, raw, text: () => decode(raw, res.headers['content-encoding']).toString() });
        });
      });
      req.on('error', reject);
      req.end(payload ?? undefined);
    });
  }

  async json(method, path, options) {
    const res = await this.request(method, path, options);
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${res.text().slice(0, 200)}`);
    return JSON.parse(res.text());
  }

  close() {
    this.agent.destroy();
  }
}

function decode(raw, encoding) {
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  return raw;
}

/** A random user_token, as the browser makes one (core/user-token.ts). */
export const userToken = () => randomBytes(18).toString('base64url');

/** Requests a second, p50/p95/p99 (ms) and errors of a list of timings. */
export function summary(times, errors, seconds) {
  const s = [...times].sort((a, b) => a - b);
  return { n: s.length, rps: s.length / seconds, p50: pct(s, 50) ?? NaN, p95: pct(s, 95) ?? NaN, p99: pct(s, 99) ?? NaN, errors };
}

/**
 * A closed-loop load: each client asks for the next request (`next(client, i)` gives { kind, detail?, method?, path,
 * body?, headers?, jar?, check? }) as soon as its previous answer is read, for `seconds`. A status of 400 or more, a refused
 * connection or a failed `check(res)` is an error (its time still counts). Per kind and overall: summary() plus
 * average bytes over the wire; `sample` holds the first error of each kind.
 */
export async function load(clients, seconds, next) {
  const kinds = new Map();
  const all = { times: [], errors: 0, bytes: 0 };
  const sample = {};
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client, i) => {
      while (performance.now() < end) {
        const r = await next(client, i);
        // `detail`: also counted under that name (one step of a kind), not twice in the overall numbers.
        const counted = [r.kind, r.detail].filter(Boolean).map((name) => {
          if (!kinds.has(name)) kinds.set(name, { times: [], errors: 0, bytes: 0 });
          return kinds.get(name);
        });
        const t = performance.now();
        let ms, failed;
        try {
          const res = await client.request(r.method ?? 'GET', r.path, r);
          ms = res.ms;
          for (const k of counted) k.bytes += res.bytes;
          all.bytes += res.bytes;
          failed = res.status >= 400 || (r.check && !r.check(res)) ? `${r.method ?? 'GET'} ${r.path}: ${res.status} ${res.text().slice(0, 160)}` : null;
        } catch (err) {
          ms = performance.now() - t;
          failed = `${r.path}: ${err.message}`;
        }
        for (const k of counted) k.times.push(ms);
        all.times.push(ms);
        if (failed) {
          for (const k of counted) k.errors++;
          all.errors++;
          sample[r.kind] ??= failed;
        }
      }
    }),
  );
  const out = (k) => ({ ...summary(k.times, k.errors, seconds), bytes: k.times.length ? k.bytes / k.times.length : 0 });
  return { overall: out(all), kinds: Object.fromEntries([...kinds].map(([name, k]) => [name, out(k)])), sample };
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

/** The scripts a page makes the browser fetch before it can start: modulepreloads, module scripts, and what they import(). */
export function pageScripts(html) {
  const text = html.toString();
  const scripts = [...text.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*?(?:href|src)="([^"]+\.js)"/g)].map((m) => m[1]);
  const imports = [...text.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)].map((m) => m[1] ?? m[2]);
  return [...new Set([...scripts, ...imports])];
}
