// The account page's choice of messages: whether the shopper gets the ones that ask for their opinion (the survey the
// morning after delivery: core/notifications.ts MARKETING_EVENTS). The news of their orders always goes, and the form
// says so. A plain form: works without JavaScript.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { SubmitButton } from '../submit-button';

export function MessageChoice({ on, saved, busy }: { on: boolean; saved: boolean; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-3xl border border-line bg-surface p-6" aria-labelledby="message-choice-title">
      <h2 id="message-choice-title" className="text-lg font-bold text-ink">
        {t('account.messagesTitle')}
      </h2>
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <div className="flex items-start gap-3">
          {/* Keyed by the saved choice, so the box shows what was saved once the page reloads its data (the form and
              its button stay, and keep the focus). */}
          <input
            key={String(on)}
            id="marketing-messages"
            type="checkbox"
            name="marketingMessages"
            defaultChecked={on}
            aria-describedby="marketing-messages-hint"
            className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          />
          <div className="min-w-0">
            <label htmlFor="marketing-messages" className="cursor-pointer font-medium text-ink">
              {t('account.marketingLabel')}
            </label>
            <p id="marketing-messages-hint" className="mt-1 text-sm text-ink-soft">
              {t('account.marketingHint')}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton name="intent" value="messages" className="btn-primary" busy={busy}>
            {t('account.save')}
          </SubmitButton>
          {/* Always present, so a screen reader announces the text when it appears. */}
          <p role="status" className="text-sm font-semibold text-success">
            {saved ? t(on ? 'account.marketingOn' : 'account.marketingOff') : ''}
          </p>
        </div>
      </Form>
    </section>
  );
}
