// Sends queued e-receipts to PosAPI. Every server process runs the worker (every 30 s); each receipt is claimed with
// FOR UPDATE SKIP LOCKED and its row stays locked while PosAPI is asked, so two workers (or a worker and a staff retry)
// never send one receipt twice, and a receipt already issued is never sent again (its status is checked under the lock).
// A failure is kept on the row (attempts, last error) and tried again later: 1 min, 5 min, 30 min, 2 h, then every 6 h;
// after 8 attempts the receipt is `failed` — logged as an error and shown in the console, where staff retry it.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, receipts } from '../../db/schema';
import type { Ebarimt } from '../../providers/ebarimt/from-config';
import { buildReceiptBody } from './receipt-body';
import { notifyOrderIn } from '../notifications/outbox';
import { logRunFailure, runEveryUntilStopped } from '../../run-every';

export const MAX_AUTO_ATTEMPTS = 8;
const BACKOFF_MINUTES = [1, 5, 30, 120, 360];

/** How long to wait after the `attempts`-th failure (1-based): 1 min, 5, 30, 2 h, then 6 h. */
export const retryDelayMs = (attempts: number) => BACKOFF_MINUTES[Math.min(Math.max(attempts, 1), BACKOFF_MINUTES.length) - 1] * 60_000;

type ReceiptRow = typeof receipts.$inferSelect;

export type IssueOutcome =
  | { orderId: string; result: 'issued'; ebarimtId: string }
  | { orderId: string; result: 'already-issued' }
  | { orderId: string; result: 'failed'; attempts: number; error: string; gaveUp: boolean };

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'unknown error';

/** Sends one receipt whose row the caller holds locked (FOR UPDATE) in `tx`, and records what happened. */
export async function issueLocked(tx: Db, ebarimt: Ebarimt, row: ReceiptRow, now: Date): Promise<IssueOutcome> {
  if (row.status === 'issued') return { orderId: row.orderId, result: 'already-issued' };
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.orderId)).orderBy(asc(orderItems.position));
  let sent;
  try {
    const body = buildReceiptBody({ ...order, items }, ebarimt.classificationCode);
    sent = { body, response: await ebarimt.client.sendReceipt(body) };
  } catch (err) {
    const attempts = row.attempts + 1;
    const gaveUp = attempts >= MAX_AUTO_ATTEMPTS;
    const error = messageOf(err);
    await tx
      .update(receipts)
      .set({ attempts, lastError: error, status: gaveUp ? 'failed' : 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) })
      .where(eq(receipts.id, row.id));
    return { orderId: row.orderId, result: 'failed', attempts, error, gaveUp };
  }
  const { body, response } = sent;
  await tx
    .update(receipts)
    .set({
      status: 'issued',
      // Who it is made out to may have changed since it was queued (until it is issued): as sent.
      type: body.type === 'B2B_RECEIPT' ? 'B2B_RECEIPT' : 'B2C_RECEIPT',
      totalAmount: body.totalAmount,
      totalVat: body.totalVAT,
      attempts: row.attempts + 1,
      lastError: null,
      ebarimtId: response.id,
      lottery: response.lottery,
      qrData: response.qrData,
      issuedAt: new Date(),
      raw: response,
    })
    .where(eq(receipts.id, row.id));
  // A person's receipt carries a lottery number: the shopper is texted it (a company's has none).
  if (response.lottery) await notifyOrderIn(tx, { event: 'receipt_issued', orderId: row.orderId, values: { lottery: response.lottery } });
  return { orderId: row.orderId, result: 'issued', ebarimtId: response.id };
}

/** Receipts waiting to be sent whose next attempt is due at `now`. */
export const receiptDue = (now: Date) => and(eq(receipts.status, 'pending'), lte(receipts.nextAttemptAt, now));

/**
 * Issues every receipt due at `now`, one per transaction, until none is left, `limit` were tried or `shouldStop` says
 * so. Safe to run in several processes at once. Answers what happened to each receipt it tried.
 */
export async function issueDueReceipts(db: Db, ebarimt: Ebarimt, now: Date, options: { limit?: number; shouldStop?: () => boolean } = {}): Promise<IssueOutcome[]> {
  const outcomes: IssueOutcome[] = [];
  const limit = options.limit ?? 100;
  while (outcomes.length < limit && !options.shouldStop?.()) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(receipts)
        .where(receiptDue(now))
        .orderBy(asc(receipts.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ? issueLocked(tx, ebarimt, row, now) : null;
    });
    if (!outcome) break;
    outcomes.push(outcome);
  }
  return outcomes;
}

type Log = { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };

/** Runs issueDueReceipts every `everyMs` until stopped; without a PosAPI (production, EBARIMT_URL unset) it does nothing (the start warns: productionGaps). */
export function startReceiptWorker(db: Db, ebarimt: Ebarimt | null, log: Log, everyMs = 30_000) {
  if (!ebarimt) return { async stop() {} };
  return runEveryUntilStopped(
    (shouldStop) =>
      issueDueReceipts(db, ebarimt, new Date(), { shouldStop })
        .then((outcomes) => {
          for (const o of outcomes) {
            if (o.result !== 'failed') continue;
            if (o.gaveUp) log.error({ orderId: o.orderId, attempts: o.attempts, error: o.error }, 'e-receipt not issued after every automatic attempt: staff must retry it in the console');
            else log.warn({ orderId: o.orderId, attempts: o.attempts, error: o.error }, 'e-receipt not issued; will try again');
          }
          const issued = outcomes.filter((o) => o.result === 'issued').length;
          if (issued > 0) log.info({ issued }, 'e-receipts issued');
        })
        .catch(logRunFailure(log, 'e-receipt run failed')),
    everyMs,
  );
}
