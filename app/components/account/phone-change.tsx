import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoInbox } from '../demo/demo-inbox';
import { Form } from 'react-router';
import { formatMnMobile } from '../../../core/phone';
import { Field, describe, fieldInput } from './field';
import { SubmitButton } from '../submit-button';

/** The account's phone with a way to change it: a code to the new number proves it. */
export function PhoneChange({
  phone,
  pending,
  errors,
  message,
  changed,
  busy,
}: {
  /** A failure that is not about one field (too many codes, wait before a new one). */
  message: string | null;
  phone: string | null;
  /** The new number a code was just sent to. */
  pending: string | null;
  errors: Record<string, string>;
  changed: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(Boolean(pending) || Object.keys(errors).length > 0);
  return (
    <div>
      <dt className="text-sm text-ink-faint">{t('account.phone')}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-3 font-semibold text-ink">
        {phone ? formatMnMobile(phone) : '—'}
        {!open ? (
          <button type="button" className="text-sm font-semibold text-brand hover:underline" onClick={() => setOpen(true)}>
            {t('account.changeNumber')}
          </button>
        ) : null}
      </dd>
      {changed ? (
        <p role="status" className="mt-1 text-sm font-semibold text-success">
          {t('account.phoneChanged')}
        </p>
      ) : null}
      {message ? (
        <p role="alert" className="mt-2 rounded-xl bg-brand/10 px-3 py-2 text-sm text-brand">
          {message}
        </p>
      ) : null}
      {open ? (
        <Form method="post" className="mt-3 grid gap-3" aria-label={t('account.changeNumber')} noValidate>
          {pending ? (
            <>
              <input type="hidden" name="phone" value={pending} />
              <p className="text-sm text-ink-soft">{t('account.codeText', { phone: formatMnMobile(pending) })}</p>
              <Field id="new-phone-code" label={t('account.newPhoneCode')} error={errors.code}>
                <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} className={fieldInput} {...describe('new-phone-code', errors.code)} />
              </Field>
              <SubmitButton name="intent" value="phone-change" className="btn-primary" busy={busy}>
                {t('account.confirmPhone')}
              </SubmitButton>
              <DemoInbox phone={pending} />
            </>
          ) : (
            <>
              <Field id="new-phone" label={t('account.newPhone')} error={errors.phone} hint={t('account.phoneHint')}>
                <input name="phone" type="tel" autoComplete="tel-national" maxLength={20} className={fieldInput} {...describe('new-phone', errors.phone, t('account.phoneHint'))} />
              </Field>
              <SubmitButton name="intent" value="phone-code" className="btn-primary" busy={busy}>
                {t('account.sendCode')}
              </SubmitButton>
            </>
          )}
        </Form>
      ) : null}
    </div>
  );
}
