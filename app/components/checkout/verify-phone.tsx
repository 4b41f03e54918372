import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Field, describe, fieldInput } from '../account/field';

/**
 * A guest checks out with a verified phone: the one-time code logs them in with that number (so the order is theirs to
 * see later, spec §6), their cart comes along, and they return here to fill in the rest.
 */
export function VerifyPhone() {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/user?returnTo=%2Forder" className="mt-8 rounded-3xl border border-line bg-surface p-5 sm:p-6" aria-labelledby="verify-title" noValidate>
      <h2 id="verify-title" className="text-xl font-bold text-ink">
        {t('checkout.verifyTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('checkout.verifyText')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field id="verify-phone" label={t('account.phone')} hint={t('account.phoneHint')}>
            <input name="phone" type="tel" inputMode="tel" autoComplete="tel-national" required maxLength={20} placeholder="9911 2233" className={`${fieldInput} h-12 text-lg`} {...describe('verify-phone', undefined, t('account.phoneHint'))} />
          </Field>
        </div>
        <button type="submit" name="intent" value="code" className="btn-primary h-12 sm:mb-6">
          {t('account.sendCode')}
        </button>
      </div>
    </Form>
  );
}
