// The 48-hour rule: an order still unpaid at its deadline expires and its stock goes back on sale. Every server process
// runs this sweep; rows are claimed with SKIP LOCKED and moved by transitionLocked (which re-checks the state under the
// lock), so two sweepers never expire an order twice and, between them, leave none behind.
import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import { UNPAID_STATES } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { orders, paymentAttempts } from '../../db/schema';
import { transitionLocked } from './transition-order';

/**
 * Expires every order past its unpaid deadline at `now`; returns how many this call expired. Each order is claimed and
 * expired in its own short transaction: releasing one order's stock never holds locks that a placement (which takes
 * variants in id order) could be waiting on from the other side.
 */
export async function expireUnpaidOrders(db: Db, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: orders.id, storeId: orders.storeId })
        .from(orders)
        .where(
          and(
            inArray(orders.state, [...UNPAID_STATES]),
            lte(orders.expiresAt, now),
            // A lender still deciding an application (a person reads it) keeps the order open until the decision.
            sql`not exists (select 1 from ${paymentAttempts} a where a.order_id = ${orders.id} and a.status = 'pending' and a.provider in ('payon', 'easy_leasing', 'khan_leasing'))`,
          ),
        )
        .orderBy(asc(orders.expiresAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return false;
      await transitionLocked(tx, { storeId: due.storeId, orderId: due.id, to: 'expired', actor: { kind: 'system', name: 'unpaid-48h' }, reason: 'Not paid within 48 hours' });
      return true;
    });
    if (!done) return expired;
    expired += 1;
  }
}

/** Runs the sweep every `everyMs` until stopped; a failed sweep is logged and tried again next time. */
export function startUnpaidSweeper(db: Db, log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void }, everyMs = 60_000) {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= expireUnpaidOrders(db, new Date())
      .then((n) => void (n > 0 && log.info({ expired: n }, 'unpaid orders expired')))
      .catch((err) => log.error({ err }, 'unpaid order sweep failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
