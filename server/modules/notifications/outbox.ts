// The notification outbox: what happens to an order is written as a text the shopper is owed, in the same transaction as
// the change itself (the order placed, a payment recorded, a state or a shipping stage reached), so a change that
// commits always has its message and one that rolls back never does. The worker (send-notifications.ts) sends them.
// Each notice has a key (the event, the order, what makes it one of its kind — a payment, a stage — and the channel):
// writing the same news twice writes nothing, and the gateway dedups a resend by the same key.
import { and, eq, or } from 'drizzle-orm';
import { EVENT_LINK_FRAGMENT, isMarketing, sendableAt, type NotificationEvent, type SkipReason } from '../../../core/notifications';
import type { Language } from '../../../core/i18n';
import type { Db } from '../../db/client';
import { customers, notifications, orders } from '../../db/schema';

export type OrderNotice = {
  event: NotificationEvent;
  orderId: string;
  /** What makes this news one of its kind for the order: a payment's id, a stage, a state change's id. */
  detail?: string;
  /** The event's facts beyond the order's number and page (amounts already formatted, a stage's name). */
  values?: Record<string, string | number>;
  /** When it is due, if later than now (the survey's ask: the morning after delivery). */
  due?: Date;
};

/** The outbox key of a notice on a channel. */
export const noticeKey = (notice: Pick<OrderNotice, 'event' | 'orderId' | 'detail'>, channel: 'sms' | 'email') =>
  [notice.event, notice.orderId, notice.detail ?? '', channel].join(':');

/**
 * Whether the shopper an order belongs to turned off marketing-like messages: the account that placed it, or the
 * account of the order's phone (the phone the order belongs to).
 */
export async function refusesMarketing(tx: Db, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(orders)
    .innerJoin(customers, and(eq(customers.storeId, orders.storeId), or(eq(customers.id, orders.customerId), eq(customers.phone, orders.phone))))
    .where(and(eq(orders.id, orderId), eq(customers.marketingMessages, false)))
    .limit(1);
  return row !== undefined;
}

/**
 * Writes an order's news to the outbox in `tx`, the transaction of the change, in the order's language: an SMS to the
 * order's phone, due at once (or when `due` says) or at 08:00 when that is the quiet hours in Ulaanbaatar, and an
 * e-mail, due then too, when the shopper gave an address (nobody is woken by an e-mail). A marketing-like message the
 * shopper turned off is written as not sent, with the reason, so staff see why. False when this news was written already.
 */
export async function notifyOrderIn(tx: Db, notice: OrderNotice, now = new Date()): Promise<boolean> {
  const [order] = await tx
    .select({ storeId: orders.storeId, number: orders.number, phone: orders.phone, email: orders.email, language: orders.language })
    .from(orders)
    .where(eq(orders.id, notice.orderId));
  if (!order) return false;
  const at = notice.due && notice.due > now ? notice.due : now;
  const refused: SkipReason | null = isMarketing(notice.event) && (await refusesMarketing(tx, notice.orderId)) ? 'opted_out' : null;
  const row = {
    storeId: order.storeId,
    orderId: notice.orderId,
    event: notice.event,
    language: order.language,
    // The link is the order's page; the worker puts the store's address in front.
    values: { number: order.number, link: `/order/${order.number}${EVENT_LINK_FRAGMENT[notice.event] ?? ''}`, ...notice.values },
    ...(refused ? { status: 'skipped' as const, lastError: refused } : {}),
  };
  const inserted = await tx
    .insert(notifications)
    .values([
      { ...row, channel: 'sms' as const, recipient: order.phone, key: noticeKey(notice, 'sms'), nextAttemptAt: sendableAt(at) },
      ...(order.email ? [{ ...row, channel: 'email' as const, recipient: order.email, key: noticeKey(notice, 'email'), nextAttemptAt: at }] : []),
    ])
    .onConflictDoNothing({ target: notifications.key })
    .returning({ id: notifications.id });
  return inserted.length > 0;
}

/**
 * A notice to a phone that is not an order's (a gift card's recipient), written in `tx` with the change: an SMS in
 * `language`, due at once or at 08:00 in the quiet hours. `detail` makes it one of its kind (the card's id). False when
 * it was written already.
 */
export async function notifyPhoneIn(
  tx: Db,
  notice: { storeId: string; event: NotificationEvent; phone: string; language: Language; detail: string; values: Record<string, string | number> },
  now = new Date(),
): Promise<boolean> {
  const inserted = await tx
    .insert(notifications)
    .values({
      storeId: notice.storeId,
      orderId: null,
      event: notice.event,
      language: notice.language,
      values: notice.values,
      channel: 'sms',
      recipient: notice.phone,
      key: [notice.event, notice.detail, notice.phone, 'sms'].join(':'),
      nextAttemptAt: sendableAt(now),
    })
    .onConflictDoNothing({ target: notifications.key })
    .returning({ id: notifications.id });
  return inserted.length > 0;
}
