// The 48-hour rule: an order still unpaid at its deadline expires and its stock goes back on sale. Every server process
// runs this sweep; rows are claimed with SKIP LOCKED and moved by transitionLocked (which re-checks the state under the
// lock), so two sweepers never expire an order twice and, between them, leave none behind.
import { and, asc, inArray, lte } from 'drizzle-orm';
import { UNPAID_STATES } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { transitionLocked } from './transition-order';

const BATCH = 50;

/** Expires every order past its unpaid deadline at `now`; returns how many this call expired. */
export async function expireUnpaidOrders(db: Db, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id, storeId: orders.storeId })
        .from(orders)
        .where(and(inArray(orders.state, [...UNPAID_STATES]), lte(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const order of due) {
        await transitionLocked(tx, { storeId: order.storeId, orderId: order.id, to: 'expired', actor: { kind: 'system', name: 'unpaid-48h' }, reason: 'Not paid within 48 hours' });
      }
      return due.length;
    });
    expired += done;
    if (done < BATCH) return expired;
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
