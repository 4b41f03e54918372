// Whether the database answers, as this process's connections find out. An outage is told once: a warning when a
// connection is lost or refused and a probe (`select 1`) confirms the database is away, an info when it answers again
// (probed every second meanwhile, so the end is seen even with no traffic). Requests in between answer 503
// DATABASE_UNAVAILABLE (server/http/error-handler.ts) and log nothing of their own.

/**
 * Errors that mean "no database right now", not "this query was wrong": the server is stopping, crashed or starting
 * (57P01 admin shutdown — also one session ended by pg_terminate_backend — 57P02, 57P03), the connection failed (class
 * 08) or is full (53300), or the socket could not be made or was cut.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres's own words for a dead or unobtainable connection (the pool's wait is connectionTimeoutMillis); PGlite's once closed. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|PGlite is closed)/;

/**
 * Whether an error says the database cannot be reached now. Only the driver's errors count, bare or as the cause of
 * Drizzle's "Failed query": a provider's `fetch failed` caused by ECONNREFUSED is not the database.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = isDrizzleQueryError(err) ? err.cause : err;
  if (typeof e !== 'object' || e === null) return false;
  const { code, message } = e as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) || (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message));
}

function isDrizzleQueryError(err: unknown): err is Error & { cause: unknown } {
  return err instanceof Error && err.message.startsWith('Failed query: ') && 'cause' in err;
}

export type AvailabilityWatcher = {
  /** The outage begins: the first error that showed it. */
  down: (err: unknown) => void;
  /** The database answers again, after `downMs`. */
  up: (downMs: number) => void;
};

export type Availability = {
  /**
   * A connection was lost or could not be made: the probe asks at once whether the database is away (one session ended
   * by pg_terminate_backend is not an outage). Errors that do not mean an outage are ignored, and so are those of a
   * connection begun before the database last came back: a late word from the outage that is over, not a new one.
   */
  lost: (err: unknown, connectionBegan?: number) => void;
  /** A connection was made: the database answers. */
  reached: () => void;
  /** Whether an outage is on now. */
  isDown: () => boolean;
  watch: (watcher: AvailabilityWatcher) => () => void;
  /** Stops probing (the database is being closed). */
  close: () => void;
};

const PROBE_MS = 1_000;

/** Follows one database's outages; `probe` (a `select 1`) runs every second while one is on, until it answers. */
export function trackAvailability(probe: () => Promise<void>): Availability {
  const watchers = new Set<AvailabilityWatcher>();
  let downSince: number | null = null;
  let upSince = 0;
  /** A lost connection is being checked by a probe. */
  let checking = false;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const reached = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (downSince === null) return;
    upSince = Date.now();
    const downMs = upSince - downSince;
    downSince = null;
    for (const w of watchers) w.up(downMs);
  };
  const probeLater = () => {
    if (closed || downSince === null) return;
    timer = setTimeout(() => {
      timer = null;
      probe().then(reached, probeLater);
    }, PROBE_MS);
    timer.unref();
  };
  return {
    lost: (err, connectionBegan = Date.now()) => {
      if (closed || checking || downSince !== null || connectionBegan < upSince || !isDatabaseUnavailable(err)) return;
      checking = true;
      const since = Date.now();
      probe().then(
        () => void (checking = false),
        () => {
          checking = false;
          if (closed || downSince !== null) return;
          downSince = since;
          for (const w of watchers) w.down(err);
          probeLater();
        },
      );
    },
    reached,
    isDown: () => downSince !== null,
    watch: (watcher) => {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
    close: () => {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/** What on-call reads: one warning when an outage begins, one info line when it ends. */
export function logOutages(availability: Availability, log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void }): () => void {
  return availability.watch({
    down: (err) => log.warn({ err }, 'database unavailable: requests answer 503 (DATABASE_UNAVAILABLE) until it answers again'),
    up: (downMs) => log.info({ downMs }, 'database available again'),
  });
}
