// Which errors mean "the database is away" (from node-postgres itself, against sockets that refuse, hang or hang up), how
// the API answers them, and how an outage is told once: when it begins and when it ends.
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS, registerErrorHandling, renderError, retryAfterSeconds, toAppError } from '../http/error-handler';
import { isDatabaseUnavailable, logOutages, trackAvailability } from './availability';

/** A TCP server on a free port that does `onSocket` with each connection (the PostgreSQL handshake never comes). */
async function fakeServer(onSocket: (socket: Socket) => void): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    onSocket(socket);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `postgres://postgres@127.0.0.1:${(server.address() as AddressInfo).port}/postgres`,
    close: async () => {
      for (const s of sockets) s.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

/** What node-postgres rejects with when it cannot get (or keep) a connection to `url`. */
async function poolError(url: string, options: pg.PoolConfig = {}): Promise<unknown> {
  const pool = new pg.Pool({ connectionString: url, ...options });
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
    throw new Error('the query should have failed');
  } catch (err) {
    return err;
  } finally {
    await pool.end().catch(() => {});
  }
}

const closed: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closed.splice(0)) await close();
});

describe('isDatabaseUnavailable', () => {
  it('knows node-postgres failing to connect: refused, no handshake within the pool timeout, hung up on', async () => {
    const refusing = await fakeServer(() => {});
    await refusing.close(); // nothing listens on its port any more
    const refused = await poolError(refusing.url);
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);

    const silent = await fakeServer(() => {});
    closed.push(silent.close);
    const timedOut = await poolError(silent.url, { connectionTimeoutMillis: 200 });
    expect(String(timedOut)).toContain('timeout');
    expect(isDatabaseUnavailable(timedOut)).toBe(true);

    const hangingUp = await fakeServer((socket) => socket.destroy());
    closed.push(hangingUp.close);
    const cut = await poolError(hangingUp.url);
    expect(String(cut)).toContain('Connection terminated');
    expect(isDatabaseUnavailable(cut)).toBe(true);
  });

  it('knows a pool whose every connection is busy past its timeout', async () => {
    const silent = await fakeServer(() => {});
    closed.push(silent.close);
    const pool = new pg.Pool({ connectionString: silent.url, max: 1, connectionTimeoutMillis: 200 });
    pool.on('error', () => {});
    const first = pool.connect().catch((err: unknown) => err);
    const second = pool.connect().catch((err: unknown) => err);
    for (const err of await Promise.all([first, second])) expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    await pool.end().catch(() => {});
  });

  it('knows the server stopping, crashed or starting, a lost connection and too many connections, also inside Drizzle’s error', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300']) {
      const err = Object.assign(new Error('terminating connection due to administrator command'), { code });
      expect(isDatabaseUnavailable(err), code).toBe(true);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], err)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
  });

  it('does not take a wrong query, a conflict or a provider that is down for the database', () => {
    const unique = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert …', [], unique))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(false);
    // fetch() to a payment provider that refuses: its cause says ECONNREFUSED, but it is not the database.
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('the API during an outage', () => {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });

  it('maps it to 503 DATABASE_UNAVAILABLE with a wait and a message in both languages', () => {
    const mapped = toAppError(new DrizzleQueryError('select 1', [], refused()));
    expect(mapped).toMatchObject({ code: 'DATABASE_UNAVAILABLE', status: 503 });
    expect(retryAfterSeconds(mapped)).toBe(DATABASE_RETRY_AFTER_SECONDS);
    expect(renderError(mapped, 'en', 'r').error).toEqual({ code: 'DATABASE_UNAVAILABLE', message: 'The store cannot reach its database for a moment. Try again in a few seconds.', requestId: 'r' });
    expect(renderError(mapped, 'mn', 'r').error.message).toBe('Дэлгүүр мэдээллийн сантайгаа түр холбогдож чадсангүй. Хэдэн секундийн дараа дахин оролдоно уу.');
  });

  it('answers with Retry-After and logs no error for the request', async () => {
    const lines: { level: number; msg: string }[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
    registerErrorHandling(app);
    app.get('/down', async () => {
      throw refused();
    });
    const res = await app.inject({ url: '/down' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.json().error.code).toBe('DATABASE_UNAVAILABLE');
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    expect(lines.map((l) => l.msg)).not.toContain('unhandled error');
  });
});

describe('trackAvailability', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

  it('tells an outage once when it begins and once when the probe finds the database again', async () => {
    vi.useFakeTimers();
    let answers = false;
    const probe = vi.fn(async () => {
      if (!answers) throw refused;
    });
    const availability = trackAvailability(probe);
    const log = { warn: vi.fn(), info: vi.fn() };
    logOutages(availability, log);

    availability.lost(new Error('syntax error at or near "selec"')); // a wrong query is no outage
    expect(probe).not.toHaveBeenCalled();
    availability.lost(refused);
    availability.lost(refused);
    availability.lost(terminated);
    await vi.advanceTimersByTimeAsync(0);
    expect(availability.isDown()).toBe(true);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][0]).toEqual({ err: refused });

    await vi.advanceTimersByTimeAsync(3_500); // the probe fails every second, silently
    expect(probe).toHaveBeenCalledTimes(4);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).not.toHaveBeenCalled();

    answers = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(availability.isDown()).toBe(false);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0][0]).toEqual({ downMs: 4_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledTimes(5); // no probing while the database answers
    availability.close();
  });

  it('takes one lost session for no outage while the database answers (pg_terminate_backend)', async () => {
    const availability = trackAvailability(async () => {});
    const events: string[] = [];
    availability.watch({ down: () => events.push('down'), up: () => events.push('up') });
    availability.lost(terminated);
    await new Promise((resolve) => setImmediate(resolve)); // the probe has answered
    expect(events).toEqual([]);
    expect(availability.isDown()).toBe(false);
  });

  it('ends an outage at the first connection made, and takes a late error of an older connection for no new one', async () => {
    vi.useFakeTimers();
    const availability = trackAvailability(async () => {
      throw refused;
    });
    const events: string[] = [];
    availability.watch({ down: () => events.push('down'), up: () => events.push('up') });
    const begunDuringOutage = Date.now();
    availability.lost(refused);
    await vi.advanceTimersByTimeAsync(100);
    availability.reached();
    availability.reached();
    // An attempt begun while the server was still starting is refused after another has already connected.
    availability.lost(Object.assign(new Error('the database system is not yet accepting connections'), { code: '57P03' }), begunDuringOutage);
    await vi.advanceTimersByTimeAsync(100);
    expect(events).toEqual(['down', 'up']);
    availability.lost(refused); // a connection begun now: a new outage
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['down', 'up', 'down']);
    availability.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual(['down', 'up', 'down']);
  });
});
