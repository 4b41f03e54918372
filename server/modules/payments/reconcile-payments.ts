// The reconciliation worker: asks providers about open attempts on a schedule (check-schedule.ts: 1, 5, 15, 60 minutes
// after each was made, then hourly until the order's deadline), so money whose callback never came (QPay does not
// retry callbacks; the store may have been down) makes the order paid — e-receipt queued, history written — exactly as a
// callback would, through the same check (verifyAttempt). Every process runs it. An attempt is claimed in a short
// transaction (FOR UPDATE SKIP LOCKED) that moves its next check a lease ahead, so no two processes ask about it at
// once and none holds a lock while the provider answers; money is recorded once whoever sees it (payments are unique
// per provider and payment id). A provider that does not answer is asked again sooner, then hourly, and once that has
// gone on past the order's deadline, staff are told (check-attempt.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { APPLICATION_PROVIDERS, orders, paymentAttempts, type PaymentProvider } from '../../db/schema';
import { logRunFailure, runEveryUntilStopped } from '../../run-every';
import type { PaymentAdapters } from './adapter';
import { checkAttempt } from './check-attempt';
import { PAYABLE } from './start-payment';

/** How long a claimed check is this process's: far longer than a provider's answer may take (their clients give up at 10 s). */
const LEASE_MS = 2 * 60_000;

export type ReconcileOutcome = { orderNumber: number; provider: PaymentProvider; attemptId: string } & (
  | { result: 'answered'; status: string }
  | { result: 'unanswered'; error: string; unanswered: number; flagged: boolean }
);

type Claimed = { id: string; provider: PaymentProvider; number: number; expiresAt: Date; payable: boolean };

/** Claims the next attempt due at `now` (or none): its next check moves a lease ahead, or away if its order no longer waits on money. */
async function claimNext(db: Db, now: Date): Promise<Claimed | null> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update ${paymentAttempts} a
       set next_check_at = case when o.state in ${PAYABLE} then ${at}::timestamptz + ${`${LEASE_MS} milliseconds`}::interval end
      from ${orders} o
     where o.id = a.order_id
       and a.id = (select d.id from ${paymentAttempts} d
                    where d.status = 'pending' and d.next_check_at <= ${at}::timestamptz and d.provider_ref is not null
                      and d.provider not in ${[...APPLICATION_PROVIDERS]}
                    order by d.next_check_at limit 1 for update skip locked)
    returning a.id, a.provider, o.number, o.expires_at, o.state in ${PAYABLE} as payable`);
  const [row] = (result as unknown as { rows: { id: string; provider: PaymentProvider; number: number; expires_at: string | Date; payable: boolean }[] }).rows;
  return row ? { id: row.id, provider: row.provider, number: row.number, expiresAt: new Date(row.expires_at), payable: row.payable } : null;
}

/**
 * Asks about every attempt due at `now`, one at a time, until none is left, `limit` were asked or `shouldStop` says so.
 * Safe in several processes at once. Answers what each check found.
 */
export async function reconcilePayments(db: Db, adapters: PaymentAdapters, now: Date, options: { limit?: number; shouldStop?: () => boolean } = {}): Promise<ReconcileOutcome[]> {
  const outcomes: ReconcileOutcome[] = [];
  const limit = options.limit ?? 100;
  while (outcomes.length < limit && !options.shouldStop?.()) {
    const claimed = await claimNext(db, now);
    if (!claimed) break;
    const adapter = adapters[claimed.provider];
    // Paid another way, cancelled or expired meanwhile: nothing to ask (the claim took it off the schedule).
    if (!claimed.payable) continue;
    if (!adapter) {
      // A provider this deployment no longer has: nobody can ask it (its order page and the sweep pass it by too).
      await db.update(paymentAttempts).set({ nextCheckAt: null }).where(sql`${paymentAttempts.id} = ${claimed.id}`);
      continue;
    }
    const [attempt] = await db.select().from(paymentAttempts).where(sql`${paymentAttempts.id} = ${claimed.id}`);
    const checked = await checkAttempt(db, adapter, attempt, claimed.expiresAt, now);
    const about = { orderNumber: claimed.number, provider: claimed.provider, attemptId: claimed.id };
    outcomes.push(checked.answered ? { ...about, result: 'answered', status: checked.status } : { ...about, result: 'unanswered', ...checked });
  }
  return outcomes;
}

type Log = { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };

/** Runs `reconcile` (reconcilePayments with the store's providers) every `everyMs` (30 s) until stopped, and says what it found. */
export function startPaymentReconciler(reconcile: (now: Date, shouldStop: () => boolean) => Promise<ReconcileOutcome[]>, log: Log, everyMs = 30_000) {
  return runEveryUntilStopped(
    (shouldStop) =>
      reconcile(new Date(), shouldStop)
        .then((outcomes) => {
          for (const o of outcomes) {
            if (o.result === 'answered' && o.status === 'paid') log.info(o, 'payment found by asking the provider (no callback came)');
            else if (o.result === 'unanswered' && o.flagged) {
              log.warn(o, 'payment cannot be confirmed: the provider has not answered about this invoice for an hour past the order’s deadline; the order is kept and flagged for staff in the console');
            } else if (o.result === 'unanswered') log.info(o, 'the provider did not answer about an open invoice; asking again later');
          }
        })
        .catch(logRunFailure(log, 'payment reconciliation failed')),
    everyMs,
  );
}
