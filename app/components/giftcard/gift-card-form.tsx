// "Pay with a gift card" on the order page: the code, optionally an amount, and "Use gift card". A plain form posting
// to the page's own action (intent=giftcard, handled by gift-card-intent.ts), so it works before the page's script has
// loaded too. It shows itself only while the order waits on money; a successful use is also told in a toast, because
// the form leaves the page when the card paid everything.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { toast } from 'react-toastify';
import { formatMnt } from '../../../core/money';
import { canPayWithGiftCard } from '../../../server/modules/giftcards/gift-card-rules';
import type { GiftCardActionResult } from './gift-card-intent';
import { SubmitButton } from '../submit-button';

const field = 'mt-1 h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';

/** The gift card part of the page action's answer, if that is what it answered. */
function giftCardResult(actionData: unknown): GiftCardActionResult['giftCard'] | null {
  const result = (actionData as Partial<GiftCardActionResult> | undefined)?.giftCard;
  return result && typeof result === 'object' && 'ok' in result ? result : null;
}

/** `headingLevel`: 2 on its own, 4 inside the payment panel's "Pay now" group. */
export function GiftCardForm({ order, className = '', headingLevel = 2 }: { order: { number: number; state: string; total: number; paidAmount: number }; className?: string; headingLevel?: 2 | 4 }) {
  const { t } = useTranslation();
  const id = useId();
  const result = giftCardResult(useActionData());
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'giftcard';
  const form = useRef<HTMLFormElement>(null);
  const amount = useRef<HTMLInputElement>(null);

  const used = result?.ok ? t('giftCard.form.used', { amount: formatMnt(result.amount), balance: formatMnt(result.balance) }) : null;
  useEffect(() => {
    if (!used) return;
    toast.success(used, { toastId: `giftcard-${used}` });
    form.current?.reset();
  }, [result, used]);

  if (!canPayWithGiftCard(order)) return null;
  const Heading = headingLevel === 4 ? 'h4' : 'h2';
  const fieldError = (name: string) =>
    result && !result.ok && result.fields[name] ? (
      <span id={`${id}-${name}-error`} className="mt-1 block text-sm font-semibold text-brand">
        {result.fields[name]}
      </span>
    ) : null;

  return (
    <Form method="post" ref={form} className={`rounded-3xl border border-line bg-surface p-4 sm:p-5 ${className}`} aria-labelledby={`${id}-title`} preventScrollReset noValidate>
      <Heading id={`${id}-title`} className={`flex items-center gap-2 font-bold text-ink ${headingLevel === 2 ? 'text-lg' : ''}`}>
        <svg viewBox="0 0 24 24" className="h-5 w-5 text-brand" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
          <rect x="3" y="8" width="18" height="13" rx="2" />
          <path d="M3 12h18M12 8v13M12 8c-1.5-3-5-4-5-1.5S10 8 12 8zm0 0c1.5-3 5-4 5-1.5S14 8 12 8z" strokeLinejoin="round" />
        </svg>
        {t('giftCard.form.title')}
      </Heading>
      <p className="mt-1 text-sm text-ink-soft">{t('giftCard.form.help')}</p>
      <input type="hidden" name="intent" value="giftcard" />
      {/* The same submit again (a second click, a resend) carries the same key and spends nothing more. */}
      <input type="hidden" name="idempotencyKey" value={`gc-${order.number}-${order.paidAmount}`} />
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_11rem_auto] sm:items-start">
        <label className="block text-sm font-semibold text-ink-soft">
          {t('giftCard.form.code')}
          <input
            name="code"
            required
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            aria-invalid={Boolean(result && !result.ok && result.fields.code) || undefined}
            aria-describedby={result && !result.ok && result.fields.code ? `${id}-code-error` : undefined}
            className={`${field} font-mono uppercase tracking-wider placeholder:normal-case placeholder:tracking-normal`}
          />
          {fieldError('code')}
        </label>
        <label className="block text-sm font-semibold text-ink-soft">
          {t('giftCard.form.amount')}
          <input ref={amount} name="amount" inputMode="numeric" autoComplete="off" maxLength={14} className={`${field} tabular-nums`} />
          {fieldError('amount')}
        </label>
        <SubmitButton className="btn-primary sm:mt-6" busy={busy}>
          {t('giftCard.form.submit')}
        </SubmitButton>
      </div>
      {result && !result.ok && Object.keys(result.fields).length === 0 ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
          <span>{result.error}</span>
          {result.max ? (
            <button
              type="button"
              className="chip h-8"
              onClick={() => {
                if (amount.current) amount.current.value = String(result.max);
                form.current?.requestSubmit();
              }}
            >
              {t('giftCard.form.useMost', { amount: formatMnt(result.max) })}
            </button>
          ) : null}
        </div>
      ) : used ? (
        <p role="status" className="mt-3 rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
          {used}
        </p>
      ) : null}
    </Form>
  );
}
