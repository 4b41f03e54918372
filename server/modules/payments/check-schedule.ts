// When the store asks a provider about an open attempt (a QPay invoice, a Storepay loan, a Pocket invoice) without being
// told to — a callback can be lost (QPay does not retry them; the store may have been down) — and when a provider that
// does not answer is put in front of staff. Pure rules; the reconciliation worker (reconcile-payments.ts) follows them.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Minutes after an attempt is made that it is asked about: soon after the shopper scanned, then hourly. */
export const FIRST_CHECKS_MINUTES = [1, 5, 15, 60] as const;

/**
 * After a check the provider answered (still open), when to ask next: 1, 5, 15 and 60 minutes after the attempt was
 * made, then every hour on the hour of its age until the order's payment deadline (an attempt made near or after the
 * deadline, such as the rest of an underpaid order, still gets its first hour). The next time is the first one after
 * `now`: a worker that was down catches up with one check, not a burst. Null: nothing left to ask (the 48-hour sweep
 * asks once more before it expires the order).
 */
export function nextCheckAt(createdAt: Date, now: Date, deadline: Date): Date | null {
  const age = now.getTime() - createdAt.getTime();
  const early = FIRST_CHECKS_MINUTES.map((m) => m * MINUTE).find((at) => at > age);
  const next = early ?? (Math.floor(age / HOUR) + 1) * HOUR;
  const last = Math.max(deadline.getTime(), createdAt.getTime() + FIRST_CHECKS_MINUTES.at(-1)! * MINUTE);
  return createdAt.getTime() + next <= last ? new Date(createdAt.getTime() + next) : null;
}

/** After the `unanswered`-th check in a row the provider did not answer, when to ask again: 1, 2, 4 … 32 minutes, then hourly. */
export function retryCheckAt(unanswered: number, now: Date): Date {
  return new Date(now.getTime() + Math.min(2 ** Math.max(unanswered - 1, 0), 60) * MINUTE);
}

/** Checks in a row without an answer, over at least this long, before staff are told. */
export const UNANSWERED_CHECKS_TO_FLAG = 5;
export const UNANSWERED_FOR_MS_TO_FLAG = HOUR;

/**
 * Whether an order's payment cannot be confirmed and staff must look: its deadline has passed (the sweep would expire
 * it but must not while money may have come in), and its provider has not answered the last 5 checks, the first of
 * them at least an hour ago. Shorter outages pass unnoticed: the next answer settles the order as usual.
 */
export function isUnconfirmable(check: { unanswered: number; since: Date | null }, deadline: Date, now: Date): boolean {
  return (
    now.getTime() >= deadline.getTime() &&
    check.unanswered >= UNANSWERED_CHECKS_TO_FLAG &&
    check.since !== null &&
    now.getTime() - check.since.getTime() >= UNANSWERED_FOR_MS_TO_FLAG
  );
}
