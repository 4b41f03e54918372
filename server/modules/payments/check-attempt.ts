// Asking a provider about an open attempt when no callback said anything (the reconciliation worker, the 48-hour sweep
// before it expires an order, staff's "Ask again"): the order page's own check (verifyAttempt: every payment the
// provider confirms is recorded once, the order moves, the e-receipt is queued), plus what the asking itself taught us —
// when to ask next, or that the provider did not answer (counted; after enough of them past the deadline, staff are told).
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentAttempts, type PaymentProvider } from '../../db/schema';
import type { PaymentAdapter, PaymentAdapters } from './adapter';
import { isUnconfirmable, nextCheckAt, retryCheckAt } from './check-schedule';
import { pendingAttempts } from './payment-status';
import { verifyAttempt } from './verify-attempt';

type Attempt = typeof paymentAttempts.$inferSelect;

export type CheckOutcome =
  | { answered: true; status: string }
  /** `flagged`: this check is the one that put the order before staff (the caller says so once in the log). */
  | { answered: false; error: string; unanswered: number; flagged: boolean };

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'unknown error';

/** Asks the provider about one open attempt of an order whose payment deadline is `deadline`, at `now`. */
export async function checkAttempt(db: Db, adapter: PaymentAdapter, attempt: Attempt, deadline: Date, now: Date): Promise<CheckOutcome> {
  let status: string;
  try {
    ({ status } = await verifyAttempt(db, adapter, attempt.id));
  } catch (err) {
    const error = messageOf(err);
    const [row] = await db
      .update(paymentAttempts)
      .set({
        unansweredChecks: sql`${paymentAttempts.unansweredChecks} + 1`,
        unansweredSince: sql`coalesce(${paymentAttempts.unansweredSince}, ${now.toISOString()}::timestamptz)`,
        lastCheckError: error,
        nextCheckAt: retryCheckAt(attempt.unansweredChecks + 1, now),
      })
      .where(eq(paymentAttempts.id, attempt.id))
      .returning({ unanswered: paymentAttempts.unansweredChecks, since: paymentAttempts.unansweredSince });
    let flagged = false;
    if (row && isUnconfirmable(row, deadline, now)) {
      // Set once (whoever gets there first): the warning is logged by the check that set it.
      const set = await db
        .update(paymentAttempts)
        .set({ flaggedAt: now })
        .where(and(eq(paymentAttempts.id, attempt.id), isNull(paymentAttempts.flaggedAt)))
        .returning({ id: paymentAttempts.id });
      flagged = set.length > 0;
    }
    return { answered: false, error, unanswered: row?.unanswered ?? attempt.unansweredChecks + 1, flagged };
  }
  // Answered: whatever it said is recorded; the outage (if any) is over and the schedule goes on (a closed attempt is
  // no longer pending, so the worker passes it by).
  await db
    .update(paymentAttempts)
    .set({ unansweredChecks: 0, unansweredSince: null, lastCheckError: null, flaggedAt: null, nextCheckAt: nextCheckAt(attempt.createdAt, now, deadline) })
    .where(eq(paymentAttempts.id, attempt.id));
  return { answered: true, status };
}

/**
 * Asks the providers about every open attempt of an order (the sweep before expiring it, staff's "Ask again"); answers
 * whether all of them answered. An attempt whose provider this deployment no longer has is left as it is.
 */
export async function checkOrderPayments(
  db: Db,
  adapters: PaymentAdapters,
  order: { id: string; expiresAt: Date },
  now: Date,
): Promise<{ answered: boolean; outcomes: (CheckOutcome & { provider: PaymentProvider })[] }> {
  const outcomes: (CheckOutcome & { provider: PaymentProvider })[] = [];
  for (const attempt of await pendingAttempts(db, order.id)) {
    const adapter = adapters[attempt.provider];
    if (adapter && attempt.providerRef) outcomes.push({ provider: attempt.provider, ...(await checkAttempt(db, adapter, attempt, order.expiresAt, now)) });
  }
  return { answered: outcomes.every((o) => o.answered), outcomes };
}

/** For staff: the order's open attempt whose provider has stopped answering, if any (the console's marker shows it once flagged). */
export async function unansweredPaymentCheck(db: Db, orderId: string) {
  const [row] = await db
    .select({
      provider: paymentAttempts.provider,
      checks: paymentAttempts.unansweredChecks,
      since: paymentAttempts.unansweredSince,
      lastError: paymentAttempts.lastCheckError,
      flaggedAt: paymentAttempts.flaggedAt,
      nextCheckAt: paymentAttempts.nextCheckAt,
    })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending'), isNotNull(paymentAttempts.unansweredSince)))
    .orderBy(paymentAttempts.unansweredSince)
    .limit(1);
  if (!row) return null;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return { provider: row.provider, checks: row.checks, since: iso(row.since)!, lastError: row.lastError, flaggedAt: iso(row.flaggedAt), nextCheckAt: iso(row.nextCheckAt) };
}
