// The payment reminder: an order still unpaid as its 48-hour deadline nears is texted once what is left to pay and by
// when (six hours before, or the evening before when that falls in the quiet hours: core/notifications.ts reminderAt).
// Every server process runs this sweep every minute; the outbox's key makes a second writer write nothing, and a
// reminder that could only go out after the deadline is not written at all.
import { and, gt, inArray, lte, not, sql } from 'drizzle-orm';
import { formatDateTime } from '../../../core/dates';
import { formatMnt } from '../../../core/money';
import { reminderAt, sendableAt } from '../../../core/notifications';
import { UNPAID_STATES } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { notifications, orders } from '../../db/schema';
import { notifyOrderIn } from '../notifications/outbox';
import { heldOpen } from './expire-unpaid-orders';

/** The furthest a reminder comes before its deadline: from 21:30 the evening before to a deadline at 14:00. */
const LOOKAHEAD_MS = 17 * 3_600_000;

/** Writes the reminders due at `now` to the outbox; returns how many it wrote. */
export async function remindUnpaidOrders(db: Db, now: Date): Promise<number> {
  const candidates = await db
    .select({ id: orders.id, total: orders.total, paid: orders.paidAmount, expiresAt: orders.expiresAt, language: orders.language })
    .from(orders)
    .where(
      and(
        inArray(orders.state, [...UNPAID_STATES]),
        gt(orders.expiresAt, now),
        lte(orders.expiresAt, new Date(now.getTime() + LOOKAHEAD_MS)),
        sql`not exists (select 1 from ${notifications} n where n.order_id = ${orders.id} and n.event = 'payment_reminder')`,
        // An order the deadline will not cancel (a lender deciding, a provider not answering) is not threatened with it.
        not(heldOpen),
      ),
    );
  let written = 0;
  for (const order of candidates) {
    if (reminderAt(order.expiresAt) > now || sendableAt(now) >= order.expiresAt) continue;
    const wrote = await db.transaction((tx) =>
      notifyOrderIn(
        tx,
        {
          event: 'payment_reminder',
          orderId: order.id,
          detail: order.expiresAt.toISOString(),
          values: { left: formatMnt(order.total - order.paid), deadline: formatDateTime(order.expiresAt.toISOString(), order.language) },
        },
        now,
      ),
    );
    if (wrote) written += 1;
  }
  return written;
}
