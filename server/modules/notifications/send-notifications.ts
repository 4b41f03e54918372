// Sends the outbox's texts. Every server process runs the worker; each notice is claimed with FOR UPDATE SKIP LOCKED
// and stays locked while the gateway is asked, so two workers never send one notice. A process that dies after the
// gateway took a text but before its row says so leaves the row pending: it is sent again with the same key, and the
// gateway answers as it did the first time instead of delivering it twice. A failure is kept on the row and tried again
// after 1 min, 5, 30 and 2 h; after MAX_ATTEMPTS the notice is `failed`, with the gateway's last answer. A notice due in
// the quiet hours (22:00–08:00 Ulaanbaatar time: a retry that came due at night) waits for 08:00.
import { and, asc, eq, lte } from 'drizzle-orm';
import { isMarketing, messageText, sendableAt, type NotificationEvent, type SkipReason } from '../../../core/notifications';
import type { Db } from '../../db/client';
import { notifications, orders, surveyResponses } from '../../db/schema';
import { UNPAID_STATES, type OrderState } from '../../../core/order-state';
import { canAnswerSurvey } from '../../../core/survey';
import { refusesMarketing } from './outbox';
import type { SmsSender } from '../../providers/sms/client';
import type { MailSender } from '../../providers/mail/client';
import { noticeEmail } from '../../../core/notification-email';
import { logRunFailure, runEveryUntilStopped } from '../../run-every';
import { wordingFor, withStoreLink, type Wording } from './templates';

export const MAX_ATTEMPTS = 5;
const BACKOFF_MINUTES = [1, 5, 30, 120];

/** How long to wait after the `attempts`-th failure (1-based): 1 min, 5, 30, then 2 h. */
export const retryDelayMs = (attempts: number) => BACKOFF_MINUTES[Math.min(Math.max(attempts, 1), BACKOFF_MINUTES.length) - 1] * 60_000;

/** Who carries the notices: the SMS gateway, and the mail server when the store has one (else e-mails are `skipped`). */
export type Senders = { sms: SmsSender; mail: MailSender | null };

export type SendOutcome =
  | { id: string; result: 'sent' }
  | { id: string; result: 'skipped'; reason: SkipReason }
  | { id: string; result: 'deferred'; until: Date }
  | { id: string; result: 'failed'; attempts: number; error: string; gaveUp: boolean };

type NoticeRow = typeof notifications.$inferSelect;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'unknown error';

/** The text of a notice: its event's template in its language, as the store words it, filled with its facts. */
export function noticeText(row: Pick<NoticeRow, 'event' | 'values' | 'language'>, wording: Wording, origin: string): string {
  if (!wording.template) throw new Error(`no template for ${row.event}`);
  return messageText(wording.template, withStoreLink(row.values, origin), row.language, wording.latin);
}

/** Notices waiting to be sent whose next attempt is due at `now`: the worker's queue. */
export const notificationDue = (now: Date) => and(eq(notifications.status, 'pending'), lte(notifications.nextAttemptAt, now));

/**
 * Why a notice due now is no longer to be sent, or null: a payment reminder that came due late (retried, or held for
 * the morning) once the order is paid or closed or its deadline has passed — it would threaten a cancellation that will
 * not, or did, happen; a survey's ask once it is answered or the order is no longer delivered; a marketing-like message
 * the shopper turned off since it was written; an e-mail when the store has no mail server.
 */
async function reasonNotToSend(tx: Db, senders: Senders, row: NoticeRow, now: Date): Promise<SkipReason | null> {
  if (row.event === 'payment_reminder' && row.orderId) {
    const [order] = await tx.select({ state: orders.state, expiresAt: orders.expiresAt }).from(orders).where(eq(orders.id, row.orderId));
    if (!order || !UNPAID_STATES.includes(order.state as OrderState) || now >= order.expiresAt) return 'reminder_not_due';
  }
  if (row.event === 'survey_request' && row.orderId) {
    const [order] = await tx
      .select({ state: orders.state, answer: surveyResponses.id })
      .from(orders)
      .leftJoin(surveyResponses, eq(surveyResponses.orderId, orders.id))
      .where(eq(orders.id, row.orderId));
    if (!order || order.answer !== null || !canAnswerSurvey(order.state)) return 'survey_not_due';
  }
  if (isMarketing(row.event) && row.orderId && (await refusesMarketing(tx, row.orderId))) return 'opted_out';
  if (row.channel === 'email' && !senders.mail) return 'no_mail_server';
  return null;
}

/** Sends one notice whose row the caller holds locked in `tx`, and records what happened. */
export async function sendLocked(tx: Db, senders: Senders, row: NoticeRow, origin: string, now: Date): Promise<SendOutcome> {
  // SMS wait out the quiet hours; e-mails wake nobody.
  const until = row.channel === 'sms' ? sendableAt(now) : now;
  if (until > now) {
    await tx.update(notifications).set({ nextAttemptAt: until }).where(eq(notifications.id, row.id));
    return { id: row.id, result: 'deferred', until };
  }
  const reason = await reasonNotToSend(tx, senders, row, now);
  if (reason) {
    await tx.update(notifications).set({ status: 'skipped', lastError: reason }).where(eq(notifications.id, row.id));
    return { id: row.id, result: 'skipped', reason };
  }
  const attempts = row.attempts + 1;
  let text = '';
  try {
    const wording = await wordingFor(tx, row.storeId, row.event, row.language);
    let answer: unknown;
    if (row.channel === 'email') {
      // The e-mail says it in the store's words, in Cyrillic whatever the SMS letters.
      text = noticeText(row, { ...wording, latin: false }, origin);
      const link = withStoreLink(row.values, origin).link;
      const mail = noticeEmail({ text, link: typeof link === 'string' ? link : null, language: row.language, event: row.event as NotificationEvent, number: row.values.number ?? '' });
      answer = await senders.mail!.send({ to: row.recipient, ...mail, key: row.key });
    } else {
      text = noticeText(row, wording, origin);
      answer = await senders.sms.send({ to: row.recipient, text, key: row.key });
    }
    await tx
      .update(notifications)
      .set({ status: 'sent', attempts, body: text, gatewayAnswer: answer, lastError: null, sentAt: new Date() })
      .where(eq(notifications.id, row.id));
    return { id: row.id, result: 'sent' };
  } catch (err) {
    const gaveUp = attempts >= MAX_ATTEMPTS;
    const error = messageOf(err);
    await tx
      .update(notifications)
      .set({ attempts, lastError: error, body: text || null, status: gaveUp ? 'failed' : 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) })
      .where(eq(notifications.id, row.id));
    return { id: row.id, result: 'failed', attempts, error, gaveUp };
  }
}

/**
 * Sends every notice due at `now`, one per transaction, oldest first, until none is left, `limit` were tried or
 * `shouldStop` says so. Safe to run in several processes at once.
 */
export async function sendDueNotifications(
  db: Db,
  senders: Senders,
  options: { origin: string; now?: Date; limit?: number; shouldStop?: () => boolean },
): Promise<SendOutcome[]> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 100;
  const outcomes: SendOutcome[] = [];
  while (outcomes.length < limit && !options.shouldStop?.()) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(notifications)
        .where(notificationDue(now))
        .orderBy(asc(notifications.nextAttemptAt), asc(notifications.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ? sendLocked(tx, senders, row, options.origin, now) : null;
    });
    if (!outcome) break;
    outcomes.push(outcome);
  }
  return outcomes;
}

type Log = { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };

/** Runs sendDueNotifications every `everyMs` until stopped. */
export function startNotificationWorker(send: (shouldStop: () => boolean) => Promise<SendOutcome[]>, log: Log, everyMs = 5_000) {
  return runEveryUntilStopped(
    (shouldStop) =>
      send(shouldStop)
        .then((outcomes) => {
          for (const o of outcomes) {
            if (o.result !== 'failed') continue;
            if (o.gaveUp) log.error({ notification: o.id, attempts: o.attempts, error: o.error }, 'message to a shopper not sent after every attempt: given up (the last answer is on the notification)');
            else log.warn({ notification: o.id, attempts: o.attempts, error: o.error }, 'message to a shopper not sent; will try again');
          }
        })
        .catch(logRunFailure(log, 'notification run failed')),
    everyMs,
  );
}
