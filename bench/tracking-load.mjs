#!/usr/bin/env node
// Visitor tracking under load (issue 17, ADR 0012): does the shop stay as fast while phones send beacons?
//   node scripts/build.mjs && node bench/tracking-load.mjs [--db pglite|postgres|both] [--events 2000] [--seconds 30] [--quick]
// For each database: a throwaway demo store (the production build). The shop's load — product pages and the search API
// at --shop-rate requests a second, open loop — is measured four times:
//   alone             nothing else runs;
//   sender elsewhere  the beacons' sender runs at full rate but sends to a sink (a bare HTTP server answering 202 in a
//                     process of its own): what the load generator and its traffic cost this machine's two cores;
//   as many /healthz  the sender sends the store its cheapest request (GET /healthz) as often as it would send records:
//                     what that many HTTP requests cost the shop on this machine, whatever they carry;
//   with beacons      the sender sends records to the store's POST /api/log at `--events` events a second.
// "The shop's p95 unchanged" is read against the sender aimed elsewhere: on a shared two-core machine the phones' own
// side (the sender) is not the store's cost; the /healthz phase tells how much of the rest any requests would cost.
// Reported: the shop's p50/p95/p99 each time, the beacons' answers and latency, the events the server wrote (rows of
// visit_events, read from the database after the run), and the CPU the store's process and PostgreSQL's processes used
// (from /proc). The sender spreads its records over many sessions and loopback addresses (127.0.1.x), as phones are, so
// the per-session and per-address limits (60 and 3,000 a minute) are not what is measured. Phases last 30 s, as long as
// a kept page is fresh, so each has one round of pages rendered again. Written to bench/results/<date>-tracking-load.md.
import { fork } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client, base, root, startServer, stopServer, summary, throwawayDatabase } from './lib.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    events: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '30' },
    quick: { type: 'boolean', default: false },
    'shop-rate': { type: 'string', default: '100' },
    // The sender's own process (forked by this script): --sender --rate R --seconds S [--origin URL].
    sender: { type: 'boolean', default: false },
    rate: { type: 'string' },
    origin: { type: 'string' },
    trivial: { type: 'boolean', default: false },
    // The sink's own process: --sink PORT.
    sink: { type: 'string' },
  },
});

const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ADDRESSES = 16;

/**
 * One page hidden on a phone: a product page with its clicks (one a rage click), two Vitals and a funnel step; every
 * tenth is a session's first send. `eventsOfRecord` counts the events the server makes of it (record-visits.ts: one per
 * visit, action, vital and funnel step, plus the session's start, its page load and the exit).
 */
function pageRecord(sessionId, n, slug) {
  const now = Date.now();
  const first = n % 10 === 0;
  return {
    userId: 'guest',
    sessionId,
    deviceType: n % 3 === 0 ? 'desktop' : 'mobile',
    networkType: '4g',
    referrer: first ? 'https://www.facebook.com/' : '',
    language: n % 4 === 0 ? 'en' : 'mn',
    sessionDuration: 30_000,
    newSession: first,
    firstVisitToday: first,
    visits: [
      {
        path: `/p/${slug}`,
        title: slug,
        entryTime: now - 20_000,
        exitTime: now,
        duration: 20_000,
        scrollDepth: 70,
        scrollSpeed: 500,
        actions: [
          { type: 'click', text: 'Сагсанд хийх' },
          { type: 'click', text: 'Өнгө: Хар' },
          { type: 'rage', text: 'Хүргэлтийн нөхцөл' },
        ],
        frustrationSignals: { rageClicks: 1, deadClicks: 0, backButtonClicks: 0 },
      },
    ],
    funnel: [{ step: 'view', path: `/p/${slug}`, origin: 'KR' }],
    performance: { pageLoadTime: first ? 1500 : null, jsErrors: 0, vitals: [{ name: 'LCP', value: 1800 + (n % 900), path: `/p/${slug}` }, { name: 'CLS', value: 0.02, path: `/p/${slug}` }] },
    lastActionBeforeExit: 'Сагсанд хийх',
    exit: n % 5 === 0,
  };
}
const eventsOfRecord = (r) =>
  r.visits.length + r.visits.reduce((s, v) => s + v.actions.length, 0) + r.funnel.length + r.performance.vitals.length + (r.newSession ? 1 : 0) + (r.performance.pageLoadTime !== null ? 1 : 0) + (r.exit ? 1 : 0);

/**
 * An open loop: `rate` requests a second for `seconds`, each made by `next(n)` ({ path, body? }) on the next of
 * `clients`, whatever the answers (a slow server makes them wait in line, as real visitors would); the timings, the
 * answers by status, and how many were sent.
 */
async function openLoop(clients, rate, seconds, next) {
  const times = [];
  const statuses = {};
  let inFlight = 0;
  let n = 0;
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.floor(((performance.now() - start) / 1000) * rate);
      for (; n < due; n++) {
        const r = next(n);
        inFlight++;
        clients[n % clients.length]
          .request(r.body ? 'POST' : 'GET', r.path, r.body ? { body: r.body } : {})
          .then(
            (res) => {
              times.push(res.ms);
              statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            },
            () => (statuses.error = (statuses.error ?? 0) + 1),
          )
          .finally(() => inFlight--);
      }
      if (performance.now() - start < seconds * 1000) setTimeout(tick, 2);
      else {
        const wait = () => (inFlight === 0 ? resolve() : setTimeout(wait, 10));
        wait();
      }
    };
    tick();
  });
  return { ...summary(times, statuses.error ?? 0, seconds), statuses, sent: n };
}

if (values.sender) {
  // The sender: records at `rate` a second for `seconds`, each session sending every ~2 s, over ADDRESSES loopback addresses.
  const rate = Number(values.rate);
  const seconds = Number(values.seconds);
  const slugs = JSON.parse(process.env.BENCH_SLUGS);
  const clients = Array.from({ length: ADDRESSES * 4 }, (_, i) => new Client({ origin: values.origin ?? base, cookies: false, headers: { 'user-agent': PHONE }, localAddress: `127.0.1.${(i % ADDRESSES) + 1}` }));
  const sessions = Array.from({ length: Math.max(64, rate * 2) }, (_, i) => `bench-${process.pid}-${i.toString(36).padStart(6, '0')}`);
  let events = 0;
  const result = await openLoop(clients, rate, seconds, (n) => {
    const record = pageRecord(sessions[n % sessions.length], n, slugs[n % slugs.length]);
    events += eventsOfRecord(record);
    return values.trivial ? { path: '/healthz' } : { path: '/api/log', body: record };
  });
  process.send({ ...result, events });
  for (const c of clients) c.close();
  process.exit(0);
}

if (values.sink) {
  // The sink: reads each request's body and answers 202, as cheaply as an HTTP server can.
  const http = await import('node:http');
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(202).end());
  });
  server.keepAliveTimeout = 60_000;
  server.listen(Number(values.sink), '0.0.0.0', () => process.send('ready'));
  process.on('disconnect', () => process.exit(0));
  await new Promise(() => {}); // serves until the bench is done with it
}

const kinds = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
const quick = values.quick;
const eventsPerSecond = Number(values.events);
const seconds = quick ? 4 : Number(values.seconds);
// A busy hour of a store this size and more: the shop's requests a second, asked whatever the answers.
const SHOP_RATE = Number(values['shop-rate']);
const log = (...a) => console.log(' ', ...a);

/** The shop's load: product pages and the search API at SHOP_RATE a second, from 25 connections. */
async function shopLoad(slugs, seconds) {
  const clients = Array.from({ length: 25 }, () => new Client({ headers: { 'user-agent': PHONE, accept: 'text/html', 'accept-encoding': 'br, gzip' } }));
  const queries = ['утас', 'айфон', 'пүүз', 'krem', 'ноутбук', 'tsagaan utas'];
  const result = await openLoop(clients, SHOP_RATE, seconds, (n) =>
    n % 2 ? { path: `/p/${slugs[n % slugs.length]}` } : { path: `/api/v1/products?q=${encodeURIComponent(queries[n % queries.length])}` },
  );
  for (const c of clients) c.close();
  return result;
}

/** CPU seconds a process has used so far (user + system, from /proc). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // gone meanwhile
  }
}

/** CPU seconds PostgreSQL's processes on this machine have used so far (a run's connections stay open throughout). */
function postgresCpuSeconds() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(pid);
    } catch {}
  }
  return total;
}

/** The shop's load for `seconds` and the CPU the store's process and PostgreSQL used meanwhile (in cores). */
async function measured(server, slugs, seconds) {
  const before = [cpuSeconds(server.pid), postgresCpuSeconds()];
  const shop = await shopLoad(slugs, seconds);
  return { shop, cpu: cpuSeconds(server.pid) - before[0], pgCpu: postgresCpuSeconds() - before[1] };
}

/** Forks the bench as the beacons' sender: records at `rate` a second for `seconds` to `origin`; resolves with its numbers. */
function startSender(slugs, rate, seconds, origin, { trivial = false } = {}) {
  const args = ['--sender', '--rate', String(rate), '--seconds', String(seconds), '--origin', origin, ...(trivial ? ['--trivial'] : [])];
  const sender = fork(fileURLToPath(import.meta.url), args, { env: { ...process.env, BENCH_SLUGS: JSON.stringify(slugs) } });
  const done = new Promise((resolve) => sender.once('message', resolve));
  return { done, cpu: () => cpuSeconds(sender.pid) };
}

/** Rows of visit_events the server wrote, read from its database once it stopped. */
async function writtenEvents(kind, env) {
  if (kind === 'postgres') {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from visit_events');
    await client.end();
    return rows[0].n;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(env.DATA_DIR, { extensions: { pg_trgm } });
  const { rows } = await db.query('select count(*)::int as n from visit_events');
  await db.close();
  return rows[0].n;
}

const SINK_PORT = 3996;
const rows = [];
for (const kind of kinds) {
  const { env, cleanup } = throwawayDatabase(kind);
  const sink = fork(fileURLToPath(import.meta.url), ['--sink', String(SINK_PORT)]);
  try {
    await new Promise((resolve) => sink.once('message', resolve));
    const server = await startServer({ ...env, STORE_MODE: 'demo' }, {});
    const listing = await (await fetch(`${base}/api/v1/products?page=1`)).json();
    const slugs = (listing.products ?? listing.items ?? listing.data ?? []).map((p) => p.slug).filter(Boolean);
    if (slugs.length === 0) throw new Error('no products in the demo store');
    await shopLoad(slugs, 3); // warm
    const rate = Math.ceil(eventsPerSecond / eventsOfRecord(pageRecord('x', 1, 'x')));

    const alone = await measured(server, slugs, seconds);
    log(kind, 'shop alone', JSON.stringify(alone));
    const toSink = startSender(slugs, rate, seconds, `http://127.0.0.1:${SINK_PORT}`);
    const elsewhere = await measured(server, slugs, seconds);
    elsewhere.sender = await toSink.done;
    log(kind, 'shop, sender elsewhere', JSON.stringify(elsewhere));
    const toHealthz = startSender(slugs, rate, seconds, base, { trivial: true });
    const healthz = await measured(server, slugs, seconds);
    healthz.sender = await toHealthz.done;
    log(kind, 'shop, as many /healthz', JSON.stringify(healthz));
    const toStore = startSender(slugs, rate, seconds, base);
    const withBeacons = await measured(server, slugs, seconds);
    const beacons = await toStore.done;
    log(kind, 'shop with beacons', JSON.stringify(withBeacons));
    log(kind, 'beacons', JSON.stringify(beacons));
    await new Promise((r) => setTimeout(r, 2500)); // the recorder writes every second
    await stopServer(server);
    const written = await writtenEvents(kind, env);
    rows.push({ kind, alone, elsewhere, healthz, withBeacons, beacons, written });
  } finally {
    sink.kill();
    cleanup();
  }
}

const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const ms = (m) => `${f(m.shop.p50)} / ${f(m.shop.p95)} / ${f(m.shop.p99)} ms`;
const cores = (m) => `${((m.cpu / seconds) * 100).toFixed(0)} + ${((m.pgCpu / seconds) * 100).toFixed(0)} %`;
const ratio = (a, b) => `×${(a.shop.p95 / b.shop.p95).toFixed(2)}`;
const lines = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores; ${seconds} s per load; the shop: ${SHOP_RATE} requests a second (product pages and the search API, demo catalog, 25 connections, open loop); beacons: a second process, open loop, ${ADDRESSES} loopback addresses, sent to a bare sink ("sender elsewhere"), then as many GET /healthz to the store, then the records to the store. CPU: the store's process + PostgreSQL's processes (approximate: a connection closed meanwhile is not counted), in % of one core (PGlite runs inside the store's process).`,
  '',
  '| database | shop alone p50 / p95 / p99 | sender elsewhere | as many /healthz | with beacons | p95: beacons ÷ elsewhere (÷ /healthz) | records/s sent (events/s) | beacon answers | beacon p50 / p95 | events written (/s) | CPU alone → elsewhere → /healthz → beacons |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.kind} | ${ms(r.alone)} | ${ms(r.elsewhere)} | ${ms(r.healthz)} | ${ms(r.withBeacons)} | ${ratio(r.withBeacons, r.elsewhere)} (${ratio(r.withBeacons, r.healthz)}) | ${(r.beacons.sent / seconds).toFixed(0)} (${(r.beacons.events / seconds).toFixed(0)}) | ${Object.entries(r.beacons.statuses).map(([s, n]) => `${s}: ${n}`).join(', ')} | ${f(r.beacons.p50)} / ${f(r.beacons.p95)} ms | ${r.written} (${(r.written / seconds).toFixed(0)}) | ${cores(r.alone)} → ${cores(r.elsewhere)} → ${cores(r.healthz)} → ${cores(r.withBeacons)} |`,
  ),
];
console.log(`\n${lines.join('\n')}`);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const file = path.join(root, `bench/results/${new Date().toISOString().slice(0, 10)}-tracking-load${quick ? '-quick' : ''}.md`);
writeFileSync(file, `${lines.join('\n')}\n`);
console.log(`\nWritten to ${path.relative(root, file)}`);
