// Tells every process on one database that something changed (a topic such as 'store'), so each can drop what it
// cached. PostgreSQL: NOTIFY on one channel, heard by one dedicated LISTEN connection per Database, which reconnects
// with backoff when it drops. PGlite has one process: the feed is in-process only.
import pg from 'pg';
import type { Availability } from './availability';

export const CHANGE_CHANNEL = 'zuuch_changes';
/** How the listening connection names itself in pg_stat_activity. */
export const LISTENER_NAME = 'zuuch-change-listener';

export type ChangeListener = {
  onTopic: (topic: string) => void;
  /** Notifications may have been missed (the connection was down, has just been made, or this listener has just joined): forget everything. */
  onResync: () => void;
  /** The connection was lost (said once: the reconnecting attempts that fail after it are not). */
  onError?: (err: unknown) => void;
};

export type ChangeFeed = {
  /** Tells every listener on this database, this process's too. Call it once the change has committed. */
  notify: (topic: string) => Promise<void>;
  /** Starts hearing changes; the returned function stops (the connection closes with the last listener). */
  listen: (listener: ChangeListener) => () => Promise<void>;
  close: () => Promise<void>;
};

export function localChangeFeed(): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  return {
    notify: async (topic) => {
      for (const l of listeners) l.onTopic(topic);
    },
    listen: (listener) => {
      listeners.add(listener);
      return async () => void listeners.delete(listener);
    },
    close: async () => listeners.clear(),
  };
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 15_000;
/** A connection can die without a word (a restarted proxy, a dropped NAT entry): a query every so often finds out. */
const PING_MS = 30_000;
const QUERY_TIMEOUT_MS = 10_000;

export function postgresChangeFeed(connectionString: string, pool: pg.Pool, availability: Availability): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  let client: pg.Client | null = null;
  /** The client is connected and LISTENs. */
  let listening = false;
  let retry: NodeJS.Timeout | null = null;
  let ping: NodeJS.Timeout | null = null;
  let failures = 0;
  const each = (fn: (l: ChangeListener) => void) => {
    for (const l of listeners) fn(l);
  };

  const connect = async () => {
    retry = null;
    const c = new pg.Client({ connectionString, application_name: LISTENER_NAME, keepAlive: true, query_timeout: QUERY_TIMEOUT_MS });
    const began = Date.now();
    client = c;
    c.on('error', (err) => lost(c, err, began));
    c.on('end', () => lost(c, new Error('change listener connection ended'), began));
    c.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) each((l) => l.onTopic(message.payload!));
    });
    try {
      await c.connect();
      await c.query(`listen ${CHANGE_CHANNEL}`);
    } catch (err) {
      return lost(c, err, began);
    }
    if (client !== c) return; // stopped meanwhile
    listening = true;
    failures = 0;
    availability.reached();
    ping = setInterval(() => void c.query('select 1').catch((err) => lost(c, err, began)), PING_MS);
    ping.unref();
    each((l) => l.onResync());
  };

  const lost = (c: pg.Client, err: unknown, began: number) => {
    if (client !== c) return; // already handled, or stopped
    client = null;
    listening = false;
    if (ping) clearInterval(ping);
    ping = null;
    void c.end().catch(() => {});
    availability.lost(err, began);
    if (listeners.size === 0) return;
    if (failures === 0) each((l) => l.onError?.(err));
    const delay = Math.min(RETRY_FIRST_MS * 2 ** failures++, RETRY_MAX_MS);
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };
  // When the database answers again, the listener reconnects at once rather than at the end of its backoff (up to 15 s
  // after a long outage, with caches unsure of what changed meanwhile).
  const unwatch = availability.watch({
    down: () => {},
    up: () => {
      if (!retry) return;
      clearTimeout(retry);
      void connect();
    },
  });

  const stop = async () => {
    if (retry) clearTimeout(retry);
    if (ping) clearInterval(ping);
    retry = ping = null;
    const c = client;
    client = null;
    listening = false;
    await c?.end().catch(() => {});
  };

  return {
    notify: async (topic) => void (await pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, topic])),
    listen: (listener) => {
      listeners.add(listener);
      if (!client && !retry) void connect();
      // Joining a connection that already listens: what came before it was not heard by this listener.
      if (listening) queueMicrotask(listener.onResync);
      return async () => {
        listeners.delete(listener);
        if (listeners.size === 0) await stop();
      };
    },
    close: async () => {
      unwatch();
      listeners.clear();
      await stop();
    },
  };
}
