// The console's messages to shoppers (server/modules/notifications/message-log.ts): one message as staff read it — what
// it was about, its status, the text, where it went, its tries and the gateway's last answer — with "Send again" (or
// "Send now" for one still waiting). Used by an order's page and by the store's message log; both post intent=message.
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigation } from 'react-router';
import { formatDateTime } from '../../../core/dates';
import type { Language } from '../../../core/i18n';
import { isSkipReason, type SkipReason } from '../../../core/notifications';
import { formatMnMobile } from '../../../core/phone';
import type { MessageStatus, MessageView } from '../../../server/modules/notifications/message-log';
import { SubmitButton } from '../submit-button';

export const messageStatusTone: Record<MessageStatus, string> = {
  pending: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  sent: 'bg-success/10 text-success',
  failed: 'bg-brand/10 text-brand',
  skipped: 'bg-ink/10 text-ink-soft',
};

/** What "Send again" answered, as the page's action returns it. */
export type MessageResult =
  | { done: 'message'; id: string; recipient: string; result: 'sent' | 'deferred' | 'failed'; until: string | null; problem: string | null; skipped: SkipReason | null }
  | { error: string; fields: Record<string, string>; intent: 'message'; id: string; stage: null };

/** One message; `result` is what "Send again" answered, shown under the message it was for. */
export function MessageItem({ message, result, showOrder = false }: { message: MessageView; result: MessageResult | undefined; showOrder?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'message' && navigation.formData?.get('id') === message.id;
  const mine = result && result.id === message.id ? result : null;
  const event = t(`messages.event.${message.event}`);
  const written = formatDateTime(message.createdAt, lang, { year: true });
  const phone = shownRecipient(message.recipient);
  return (
    <article className="grid grid-cols-1 gap-1 py-3 text-sm" aria-label={`${event}, ${written}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-ink">{event}</span>
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${messageStatusTone[message.status]}`} data-testid="message-status">
          {t(`messages.status.${message.status}`)}
        </span>
        <time dateTime={message.createdAt} className="text-ink-soft">
          {written}
        </time>
        {showOrder && message.orderNumber !== null ? (
          <a href={`/console/orders/${message.orderNumber}`} className="font-semibold text-ink-soft underline-offset-2 hover:text-brand hover:underline">
            {t('messages.orderLink', { number: message.orderNumber })}
          </a>
        ) : null}
      </div>
      <p className="break-words text-ink" lang={message.language} data-testid="message-text">
        {message.text}
      </p>
      <p className="text-xs text-ink-soft">
        <span data-testid="message-channel">{t(`messages.channel.${message.channel}`)}</span> · {t('messages.to')}: {phone} · {t('messages.attempts', { count: message.attempts })}
        {message.sentAt ? ` · ${t('messages.sentAt', { time: formatDateTime(message.sentAt, lang, { year: true }) })}` : ''}
        {message.nextAttemptAt && message.attempts > 0 ? ` · ${t('messages.nextAttempt', { time: formatDateTime(message.nextAttemptAt, lang, { year: true }) })}` : ''}
      </p>
      {message.lastError && message.status !== 'sent' ? (
        <p className="break-words text-xs font-semibold text-brand" data-testid="message-error">
          {/* The store's own reason in staff's language; a gateway's or mail server's answer as it came. */}
          {isSkipReason(message.lastError) ? t('messages.done.failed', { error: t(`messages.skip.${message.lastError}`) }) : t('messages.lastError', { error: message.lastError })}
        </p>
      ) : null}
      <Form method="post" className="mt-1" state={location.state} noValidate>
        <input type="hidden" name="intent" value="message" />
        <input type="hidden" name="id" value={message.id} />
        {/* What staff saw: a copy is sent only of a message they saw sent. */}
        <input type="hidden" name="seen" value={message.status} />
        <SubmitButton
          busy={busy}
          aria-label={t(message.status === 'pending' ? 'messages.sendNowLabel' : 'messages.sendAgainLabel', { event, time: written })}
          className="chip h-9 justify-center px-4 text-sm font-semibold aria-disabled:opacity-60"
        >
          {t(message.status === 'pending' ? 'messages.sendNow' : 'messages.sendAgain')}
        </SubmitButton>
      </Form>
      <MessageOutcome result={mine} />
    </article>
  );
}

/** A Mongolian mobile number as people write it (8800 1122); anything else (an e-mail address) as it is. */
const shownRecipient = (recipient: string) => (/^\+976\d{8}$/.test(recipient) ? formatMnMobile(recipient) : recipient);

/** What "Send again" answered: sent (to whom), waiting for the morning, still failing, or refused. */
export function MessageOutcome({ result, className = '' }: { result: MessageResult | null | undefined; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!result) return null;
  if (!('done' in result)) {
    return (
      <p role="alert" className={`rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand ${className}`}>
        {result.error}
      </p>
    );
  }
  return (
    <p role="status" className={`rounded-xl px-3 py-2 text-sm font-semibold ${result.result === 'sent' ? 'bg-success/10 text-success' : 'bg-brand/10 text-brand'} ${className}`}>
      {result.result === 'sent'
        ? t('messages.done.sent', { phone: shownRecipient(result.recipient) })
        : result.result === 'deferred'
          ? t('messages.done.deferred', { time: formatDateTime(result.until!, i18n.language as Language, { year: true }) })
          : t('messages.done.failed', { error: result.skipped ? t(`messages.skip.${result.skipped}`) : (result.problem ?? '') })}
    </p>
  );
}

/** The order page's panel: the order's messages, oldest first. */
export function OrderMessages({ messages, result, className }: { messages: MessageView[]; result: MessageResult | undefined; className: string }) {
  const { t } = useTranslation();
  return (
    <section className={className} aria-labelledby="messages-title">
      <h2 id="messages-title" className="text-base font-bold text-ink">
        {t('messages.orderTitle')}
      </h2>
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{t('messages.none')}</p>
      ) : (
        <ol className="mt-1 divide-y divide-line">
          {messages.map((m) => (
            <li key={m.id}>
              <MessageItem message={m} result={result} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The action's side of "Send again": the outcome as the page shows it; a refusal as the console's other forms answer. */
export function messageResult(
  id: string,
  outcome: ({ result: 'sent' } | { result: 'deferred'; until: Date } | { result: 'failed'; error: string } | { result: 'skipped'; reason: SkipReason }) & { recipient: string },
): MessageResult {
  return {
    done: 'message',
    id,
    recipient: outcome.recipient,
    // A message the store does not send (no mail server, turned off by the shopper, no longer needed) is said as a
    // failure, with the reason in staff's language.
    result: outcome.result === 'skipped' ? 'failed' : outcome.result,
    until: outcome.result === 'deferred' ? outcome.until.toISOString() : null,
    problem: outcome.result === 'failed' ? outcome.error : null,
    skipped: outcome.result === 'skipped' ? outcome.reason : null,
  };
}

export const messageRefused = (id: string, failure: { message: string; fields: Record<string, string> }): MessageResult => ({ error: failure.message, fields: failure.fields, intent: 'message', id, stage: null });
