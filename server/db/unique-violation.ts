// Whether a failed write broke a unique index (PostgreSQL's 23505), optionally a named one. Drizzle wraps the driver's
// error (pg's or PGlite's, which both carry the SQLSTATE and the constraint's name), so its causes are looked through.
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code !== '23505') continue;
    return !constraint || e.constraint === constraint || String(e.message).includes(`"${constraint}"`);
  }
  return false;
}
