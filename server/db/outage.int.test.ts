// PostgreSQL stopped under a running store, as a failover or an administrator's restart does it: an immediate stop (a
// crash: every connection just drops) and a fast one (every session is told 57P01 and ended). The store runs as its own
// process on a PostgreSQL server this test owns; shoppers keep writing carts and reading while a staff login waits inside a
// transaction, so a connection is checked out when the server goes. The process must stay up, answer 503 with Retry-After
// while the database is away (pages: the maintenance page), say so in its log once, and serve again when it returns.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { poll } from '../../e2e/support/cluster';
import { freePort, projectRoot, startServerProcess, type ServerProcess } from '../../e2e/support/server-process';
import { ownPostgres, whyNoOwnedPostgres, type OwnedPostgres } from '../../test/owned-postgres';

const cannotRun =
  whyNoOwnedPostgres() ?? (existsSync(path.join(projectRoot, 'build/server/index.js')) ? null : 'the storefront is not built (npm run build)');
if (cannotRun) console.warn(`Skipping the PostgreSQL outage test: ${cannotRun}.`);

/** How soon the store must serve again once PostgreSQL accepts connections. */
const RECOVERY_MS = 5_000;

type Answer = { what: string; status: number | 'no answer'; code?: string; retryAfter: string | null };

/** One request as a shopper's browser or script sends it: `body` as JSON, `form` as a page's form. */
async function ask(
  base: string,
  what: string,
  url: string,
  init: { method?: string; body?: unknown; form?: Record<string, string>; cookie?: string } = {},
): Promise<Answer & { body: string; location: string | null }> {
  try {
    const res = await fetch(base + url, {
      method: init.method ?? 'GET',
      headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), cookie: init.cookie ?? 'lang=en' },
      body: init.body ? JSON.stringify(init.body) : init.form ? new URLSearchParams(init.form) : undefined,
      redirect: 'manual',
      // Longer than any wait the store itself should allow (its pool gives up on a connection after 5 s).
      signal: AbortSignal.timeout(15_000),
    });
    const body = await res.text();
    const code = res.headers.get('content-type')?.includes('json') ? (JSON.parse(body) as { error?: { code?: string } }).error?.code : undefined;
    return { what, status: res.status, code, retryAfter: res.headers.get('retry-after'), body, location: res.headers.get('location') };
  } catch (err) {
    return { what, status: 'no answer', retryAfter: null, body: String((err as Error).cause ?? err), location: null };
  }
}

/** Guests who each add a product to a new cart (a transaction), read it back and browse, again and again. */
function shoppers(base: string, productIds: string[], count: number) {
  const answers: Answer[] = [];
  let running = true;
  let visit = 0;
  const loops = Array.from({ length: count }, async (_, shopper) => {
    while (running) {
      const cookie = `lang=en; user_token=outage-shopper-${shopper}-${visit++}`;
      for (const answer of [
        await ask(base, 'add to cart', '/api/v1/cart/items', { method: 'POST', body: { productId: productIds[visit % productIds.length] }, cookie }),
        await ask(base, 'read cart', '/api/v1/cart', { cookie }),
        await ask(base, 'list products', '/api/v1/products?limit=12', { cookie }),
      ]) {
        answers.push({ what: answer.what, status: answer.status, code: answer.code, retryAfter: answer.retryAfter });
        if (answer.status !== 200) await delay(50); // an outage answers at once: do not spin
      }
    }
  });
  return { answers, stop: async () => ((running = false), await Promise.all(loops)) };
}

/**
 * A staff login from 127.0.0.1 waiting inside its transaction: this test holds the advisory lock the login limiter takes for
 * the address, so the store's connection stays checked out (mid-query) until the lock goes, with the server here.
 */
async function loginWaitingInTransaction(databaseUrl: string, base: string) {
  const holder = new pg.Client({ connectionString: databaseUrl });
  holder.on('error', () => {}); // it goes down with the server, on purpose
  await holder.connect();
  await holder.query(`select pg_advisory_lock(hashtext('login:ip:127.0.0.1'))`);
  const login = ask(base, 'staff login', '/api/console/login', { method: 'POST', body: { username: 'outage-staff', password: 'not-the-password' } });
  await poll('the staff login to wait on the lock', async () => {
    const { rows } = await holder.query<{ n: number }>(`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`);
    return rows[0].n > 0 ? true : undefined;
  }, 10_000);
  return { login }; // not awaited here: it answers once the server is gone
}

describe.skipIf(cannotRun)('a PostgreSQL outage under load', () => {
  let owned: OwnedPostgres | undefined;
  let store: ServerProcess | undefined;
  afterAll(async () => {
    await store?.stop();
    await owned?.destroy();
  });

  it('keeps the process up, answers 503 while PostgreSQL is stopped (immediate and fast), and serves again when it returns', { timeout: 90_000 }, async () => {
    owned = await ownPostgres();
    const port = await freePort();
    // From source (the server code under test), serving the built storefront; a demo store with its catalog.
    store = startServerProcess(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      NODE_ENV: 'production',
      DATABASE_URL: owned.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
    });
    const exited = store.exited.then((code) => `exited with ${code}`);
    await store.waitFor(/Server listening at/);
    const base = `http://127.0.0.1:${port}`;
    const listing = JSON.parse((await ask(base, 'list', '/api/v1/products?limit=24')).body) as { items: { _id: string; hasOptions: boolean }[] };
    const productIds = listing.items.filter((p) => !p.hasOptions).map((p) => p._id);
    expect(productIds.length).toBeGreaterThan(3);

    const load = shoppers(base, productIds, 6);
    const recoveries: number[] = [];
    try {
      for (const mode of ['immediate', 'fast'] as const) {
        await poll('some carts written', async () => (load.answers.filter((a) => a.what === 'add to cart' && a.status === 200).length > 5 * (recoveries.length + 1) ? true : undefined));
        const { login } = await loginWaitingInTransaction(owned.url, base);
        await owned.stop(mode);
        const stoppedAt = Date.now();
        const answeredBefore = load.answers.length;

        // The login's connection died under it: the request answers, the process lives.
        const loginAnswer = await login;
        if (loginAnswer.status === 'no answer') throw new Error(`${loginAnswer.body}; the store said:\n${store.output().slice(-3000)}`);
        expect(loginAnswer, mode).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', retryAfter: expect.stringMatching(/^\d+$/) });
        const api = await ask(base, 'read cart', '/api/v1/cart', { cookie: 'lang=en; user_token=outage-reader-000001' });
        expect(api, mode).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', retryAfter: expect.stringMatching(/^\d+$/) });
        expect(JSON.parse(api.body).error.message).toMatch(/database/i);
        const inMongolian = await ask(base, 'read cart', '/api/v1/cart', { cookie: 'lang=mn; user_token=outage-reader-000001' });
        expect(JSON.parse(inMongolian.body).error.message).toMatch(/[А-Яа-яӨөҮү]/);
        // A page sends the shopper to the maintenance page, which says 503 and when to come back.
        expect(await ask(base, 'page', '/'), mode).toMatchObject({ status: 302, location: '/maintenance' });
        // So does a page's form, and a click inside the running app (React Router's data request).
        expect(await ask(base, 'cart form', '/order', { method: 'POST', form: { quantity: '2', variantId: productIds[0] } }), mode).toMatchObject({ status: 302, location: '/maintenance' });
        expect((await ask(base, 'navigation', '/order.data')).body).toContain('"/maintenance"');
        const maintenance = await ask(base, 'maintenance', '/maintenance');
        expect(maintenance, mode).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
        expect(maintenance.body).toContain('Under maintenance');
        expect((await ask(base, 'readyz', '/readyz')).status).toBe(503);
        expect((await ask(base, 'healthz', '/healthz')).status).toBe(200);
        expect((await ask(base, 'metrics', '/metrics')).body).toMatch(/^zuuch_database_up 0$/m);
        expect(store.child.exitCode).toBeNull();
        // An outage of a few seconds under load: the store's probe and its change listener's reconnects fail again and
        // again meanwhile, which must not add to the log.
        await poll('a few seconds of outage under load', async () => (Date.now() - stoppedAt > 3_000 && load.answers.length - answeredBefore > 30 ? true : undefined));
        expect(store.child.exitCode).toBeNull();

        await owned.start();
        const back = Date.now();
        const serving = poll(
          'a cart written again',
          async () => ((await ask(base, 'add to cart', '/api/v1/cart/items', { method: 'POST', body: { productId: productIds[0] }, cookie: `user_token=outage-after-${mode}-0001` })).status === 200 ? true : undefined),
          RECOVERY_MS,
        );
        expect(await Promise.race([serving, exited])).toBe(true);
        recoveries.push(Date.now() - back);
        expect((await ask(base, 'page', '/')).status).toBe(200);
      }
    } finally {
      await load.stop();
    }
    console.log(`recovered in ${recoveries.join(' and ')} ms; ${load.answers.length} shopper requests`);

    // Every shopper request was answered: 200, or 503 naming the database with Retry-After, never a 500.
    expect(load.answers.filter((a) => a.status === 'no answer')).toEqual([]);
    const failed = load.answers.filter((a) => a.status !== 200);
    expect(failed.filter((a) => !(a.status === 503 && a.code === 'DATABASE_UNAVAILABLE' && a.retryAfter))).toEqual([]);
    expect(failed.length).toBeGreaterThan(0); // the outages did meet the load

    // The log tells on-call once per outage, when it begins and when it ends, and no request logs an error of its own.
    const lines = store.logLines();
    expect(lines.filter((l) => l.msg === 'unhandled error')).toEqual([]);
    expect(lines.filter((l) => l.reqId && l.level >= 40)).toEqual([]);
    const outage = lines.filter((l) => /^database (unavailable|available again)/.test(l.msg));
    expect(outage.map((l) => `${l.level} ${l.msg.split(':')[0]}`), JSON.stringify(outage, null, 1)).toEqual([
      '40 database unavailable',
      '30 database available again',
      '40 database unavailable',
      '30 database available again',
    ]);
    expect(lines.filter((l) => l.msg.startsWith('cache change listener lost')).length).toBe(2);
  });
});
