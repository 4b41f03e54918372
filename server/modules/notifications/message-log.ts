// The console's view of the outbox: the messages of one order and of the whole store (status, tries, the gateway's
// last answer), the failures staff must see, and "send again". A failed or waiting message is tried again under its own
// key — a gateway that took it before answers as it did then, so the shopper never gets it twice by accident; a message
// already sent goes out once more under a new key, because staff asked for a second copy. Either is sent at once (or
// waits for 08:00 in the quiet hours) and recorded in the audit log under the order.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { isUuid } from '../../../core/uuid';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '../../../core/notifications';
import type { Db } from '../../db/client';
import { notifications, orders } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { noticeText, sendLocked, type SendOutcome, type Senders } from './send-notifications';
import { sendsLatin, storeTemplates, type Templates } from './templates';
import { pageOf } from '../../../core/paging';

export type MessageStatus = 'pending' | 'sent' | 'failed' | 'skipped';

export type MessageView = {
  id: string;
  orderNumber: number | null;
  event: NotificationEvent;
  channel: 'sms' | 'email';
  recipient: string;
  language: 'mn' | 'en';
  status: MessageStatus;
  attempts: number;
  /** The text as sent; for one not sent yet, as it would be sent now. */
  text: string;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
};

type Row = typeof notifications.$inferSelect;

function toView(row: Row, orderNumber: number | null, wording: { templates: Templates; latin: boolean }, origin: string): MessageView {
  let text = row.body ?? '';
  if (!text) {
    try {
      // Latin letters are the SMS's; an e-mail goes in Cyrillic.
      text = noticeText(row, { template: wording.templates[row.event as NotificationEvent]?.[row.language].body, latin: wording.latin && row.channel === 'sms' }, origin);
    } catch {
      text = '';
    }
  }
  return {
    id: row.id,
    orderNumber,
    event: row.event as NotificationEvent,
    channel: row.channel,
    recipient: row.recipient,
    language: row.language,
    status: row.status,
    attempts: row.attempts,
    text,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every template of the store and its choice of letters: what a message not sent yet would say. */
const storeWording = async (db: Db, storeId: string) => ({ templates: await storeTemplates(db, storeId), latin: await sendsLatin(db, storeId) });

/** An event's place in the story of an order (core/notifications.ts lists them in it). */
const storyOrder = sql`array_position(array[${sql.join(
  NOTIFICATION_EVENTS.map((e) => sql`${e}`),
  sql`, `,
)}]::text[], ${notifications.event})`;

/** An order's messages, oldest first (the order of the story they tell). */
export async function orderMessages(db: Db, storeId: string, orderId: string, origin: string): Promise<MessageView[]> {
  const wording = await storeWording(db, storeId);
  const rows = await db
    .select({ row: notifications, number: orders.number })
    .from(notifications)
    .innerJoin(orders, eq(orders.id, notifications.orderId))
    .where(and(eq(notifications.orderId, orderId), eq(notifications.storeId, storeId)))
    // Notices written by one change (delivered, and the survey's ask) in the story's order; a notice's SMS before its e-mail.
    .orderBy(notifications.createdAt, storyOrder, desc(notifications.channel), notifications.id);
  return rows.map((r) => toView(r.row, r.number, wording, origin));
}

export const MESSAGES_PER_PAGE = 50;

/** The store's messages, newest first, 50 a page, optionally of one status. */
export async function listMessages(
  db: Db,
  storeId: string,
  query: { status: MessageStatus | null; page: number },
  origin: string,
): Promise<{ items: MessageView[]; total: number; page: number; pages: number }> {
  const where: SQL = and(eq(notifications.storeId, storeId), query.status ? eq(notifications.status, query.status) : undefined)!;
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(where);
  const { page, pages, offset } = pageOf(total, query.page, MESSAGES_PER_PAGE);
  const rows = await db
    .select({ row: notifications, number: orders.number })
    .from(notifications)
    .leftJoin(orders, eq(orders.id, notifications.orderId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(storyOrder), desc(notifications.channel), desc(notifications.id))
    .limit(MESSAGES_PER_PAGE)
    .offset(offset);
  const wording = await storeWording(db, storeId);
  return { items: rows.map((r) => toView(r.row, r.number, wording, origin)), total, page, pages };
}

/** How many of the store's messages were given up on since `since`: the console's alert. */
export async function failedMessageCount(db: Db, storeId: string, since: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.storeId, storeId), eq(notifications.status, 'failed'), gte(notifications.createdAt, since)));
  return n;
}

/**
 * Staff's "Send again" on one of the store's messages: a failed or waiting one is sent now under its own key (a
 * failed one starts its tries afresh); a sent one is copied under a new key and the copy sent. The answer says what
 * happened: sent, still failing (with the gateway's answer), or waiting for the end of the quiet hours.
 */
export async function sendMessageAgain(
  db: Db,
  senders: Senders,
  input: { storeId: string; id: string; staff: AuditActor; origin: string; now?: Date; seen?: string | null },
): Promise<SendOutcome & { recipient: string }> {
  const now = input.now ?? new Date();
  if (!isUuid(input.id)) throw new AppError('NOT_FOUND', 'dataNotFound');
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: notifications, number: orders.number })
      .from(notifications)
      .leftJoin(orders, eq(orders.id, notifications.orderId))
      .where(and(eq(notifications.id, input.id), eq(notifications.storeId, input.storeId)))
      .for('update', { of: notifications });
    if (!found) throw new AppError('NOT_FOUND', 'dataNotFound');
    let row = found.row;
    // The lock waits for a worker (or another tab) sending this very message: sent meanwhile, it is not sent again —
    // a copy is made only when staff pressed "Send again" on a message they saw sent.
    if (row.status === 'sent' && input.seen !== 'sent') return { id: row.id, result: 'sent', recipient: row.recipient };
    if (row.status === 'sent') {
      const { id: _id, createdAt: _at, ...copy } = row;
      [row] = await tx
        .insert(notifications)
        .values({ ...copy, key: `${row.key}:again:${randomUUID()}`, status: 'pending', attempts: 0, body: null, lastError: null, gatewayAnswer: null, sentAt: null, nextAttemptAt: now })
        .returning();
    } else if (row.status === 'failed' || row.status === 'skipped') {
      row = { ...row, status: 'pending', attempts: 0 };
      await tx.update(notifications).set({ status: 'pending', attempts: 0 }).where(eq(notifications.id, row.id));
    }
    const outcome = await sendLocked(tx, senders, row, input.origin, now);
    const number = found.number === null ? '' : String(found.number);
    await recordAudit(tx, {
      storeId: input.storeId,
      actor: input.staff,
      entity: 'notification',
      entityId: number,
      action: 'retry',
      label: number ? `#${number}` : row.recipient,
      after: { message: row.event, outcome: outcome.result },
    });
    return { ...outcome, recipient: row.recipient };
  });
}
