// What /metrics reports from the database at each scrape: orders and payment attempts by state, and the work waiting
// for the workers and for staff. Grouped counts on indexed columns; every process answers for the whole database.
import { and, count, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, orders, paymentAttempts, receipts } from '../../db/schema';
import { notificationDue } from '../notifications/send-notifications';
import { unpaidPastDeadline } from '../orders/expire-unpaid-orders';
import { receiptDue } from '../receipts/issue-receipts';

export type WorkCounts = {
  ordersByState: { state: string; count: number }[];
  attemptsByStatus: { provider: string; status: string; count: number }[];
  /** Pending e-receipts whose next attempt is due: the receipt worker's queue. */
  receiptsDue: number;
  /** E-receipts given up after every automatic attempt: staff retry them in the console. */
  receiptsFailed: number;
  /** Texts to shoppers whose next attempt is due: the notification worker's queue. */
  notificationsDue: number;
  /** Texts given up after every attempt (the gateway's last answer is on the row). */
  notificationsFailed: number;
  /** Orders unpaid past their deadline: the unpaid sweeper's queue. */
  unpaidOverdue: number;
  /** Open attempts whose provider is due to be asked: the reconciliation worker's queue. */
  paymentChecksDue: number;
  /** Open attempts whose provider did not answer the last check (asked again on a backoff). */
  paymentChecksUnanswered: number;
  /** Open attempts flagged for staff: the provider has not answered for an hour past the order's deadline. */
  paymentChecksFlagged: number;
};

export async function countWork(db: Db, now: Date): Promise<WorkCounts> {
  const pending = eq(paymentAttempts.status, 'pending');
  const [ordersByState, attemptsByStatus, receiptsDue, receiptsFailed, notificationsDue, notificationsFailed, unpaidOverdue, paymentChecksDue, paymentChecksUnanswered, paymentChecksFlagged] = await Promise.all([
    db.select({ state: orders.state, count: count() }).from(orders).groupBy(orders.state),
    db.select({ provider: paymentAttempts.provider, status: paymentAttempts.status, count: count() }).from(paymentAttempts).groupBy(paymentAttempts.provider, paymentAttempts.status),
    db.$count(receipts, receiptDue(now)),
    db.$count(receipts, eq(receipts.status, 'failed')),
    db.$count(notifications, notificationDue(now)),
    db.$count(notifications, eq(notifications.status, 'failed')),
    db.$count(orders, unpaidPastDeadline(now)),
    db.$count(paymentAttempts, and(pending, lte(paymentAttempts.nextCheckAt, now), isNotNull(paymentAttempts.providerRef))),
    db.$count(paymentAttempts, and(pending, gt(paymentAttempts.unansweredChecks, 0))),
    db.$count(paymentAttempts, and(pending, isNotNull(paymentAttempts.flaggedAt))),
  ]);
  return { ordersByState, attemptsByStatus, receiptsDue, receiptsFailed, notificationsDue, notificationsFailed, unpaidOverdue, paymentChecksDue, paymentChecksUnanswered, paymentChecksFlagged };
}
