// The 48-hour rule: an order still unpaid at its deadline expires and its stock goes back on sale. Every server process
// runs this sweep; rows are claimed with SKIP LOCKED and moved by transitionLocked (which re-checks the state under the
// lock), so two sweepers never expire an order twice and, between them, leave none behind. An order whose provider
// does not answer about its invoice is never expired on a guess: the reconciliation worker keeps asking, and staff are
// told when it stays silent (docs/decisions/0005-unconfirmed-payments.md).
import { and, asc, eq, inArray, lte, not, notInArray, sql } from 'drizzle-orm';
import { UNPAID_STATES } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { APPLICATION_PROVIDERS, orders, paymentAttempts } from '../../db/schema';
import { logRunFailure, runEvery } from '../../run-every';
import { transitionLocked } from './transition-order';

/**
 * An unpaid order the deadline does not cancel yet: a lender still deciding an application (a person reads it) keeps it
 * open until the decision, and a provider that has not answered about an open invoice keeps it until it answers (or
 * staff decide): the money may be there. Its shopper is not reminded of a cancellation either.
 */
export const heldOpen = sql`exists (select 1 from ${paymentAttempts} a where a.order_id = ${orders.id} and a.status = 'pending' and (a.provider in ${[...APPLICATION_PROVIDERS]} or a.unanswered_checks > 0))`;

/** Orders past their unpaid deadline at `now` that the sweep expires (the metrics count them too). */
export const unpaidPastDeadline = (now: Date) => and(inArray(orders.state, [...UNPAID_STATES]), lte(orders.expiresAt, now), not(heldOpen));

/**
 * Expires every order past its unpaid deadline at `now`; returns how many this call expired. Before an order expires,
 * `verify` (when given) asks its payment providers whether money came in that no callback told us about: a paid order
 * is then paid, not expired; one whose provider did not answer stays (verify answers false), and is the worker's. Each order is claimed and expired in its own short transaction (SKIP LOCKED), so releasing
 * one order's stock never holds locks a placement (which takes variants in id order) could be waiting on.
 */
export async function expireUnpaidOrders(db: Db, now: Date, verify?: (order: { id: string; expiresAt: Date }) => Promise<boolean>): Promise<number> {
  const due = unpaidPastDeadline(now);
  // Orders this call leaves alone: another sweeper holds them, or a provider could not be asked (next sweep tries again).
  const passed = new Set<string>();
  let expired = 0;
  for (;;) {
    const [candidate] = await db
      .select({ id: orders.id, expiresAt: orders.expiresAt })
      .from(orders)
      .where(passed.size ? and(due, notInArray(orders.id, [...passed])) : due)
      .orderBy(asc(orders.expiresAt))
      .limit(1);
    if (!candidate) return expired;
    passed.add(candidate.id);
    if (verify && !(await verify(candidate).catch(() => false))) continue;
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, storeId: orders.storeId })
        .from(orders)
        .where(and(eq(orders.id, candidate.id), due))
        .for('update', { skipLocked: true });
      if (!order) return false;
      await transitionLocked(tx, { storeId: order.storeId, orderId: order.id, to: 'expired', actor: { kind: 'system', name: 'unpaid-48h' }, reason: 'Not paid within 48 hours' });
      return true;
    });
    if (done) expired += 1;
  }
}

/** Runs `sweep` (expireUnpaidOrders with the store's providers) every `everyMs` until stopped; a failure is logged. */
export function startUnpaidSweeper(sweep: (now: Date) => Promise<number>, log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void }, everyMs = 60_000) {
  return runEvery(
    () =>
      sweep(new Date())
        .then((n) => void (n > 0 && log.info({ expired: n }, 'unpaid orders expired')))
        .catch(logRunFailure(log, 'unpaid order sweep failed')),
    everyMs,
  );
}
