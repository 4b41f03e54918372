import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Field, describe, fieldInput } from './field';
import { SubmitButton } from '../submit-button';

type Profile = { firstName: string | null; lastName: string | null; displayName: string | null; email: string | null; gender: string | null; birthDate: string | null; civilId: string | null };

export function ProfileForm({ profile, errors, saved, busy }: { profile: Profile; errors: Record<string, string>; saved: boolean; busy: boolean }) {
  const { t } = useTranslation();
  const text = (name: keyof Profile, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <Field id={`profile-${name}`} label={label} error={errors[name]} hint={hint}>
      <input name={name} defaultValue={profile[name] ?? ''} className={fieldInput} {...describe(`profile-${name}`, errors[name], hint)} {...extra} />
    </Field>
  );
  return (
    <section className="rounded-3xl border border-line bg-surface p-6" aria-labelledby="profile-title">
      <h2 id="profile-title" className="text-lg font-bold text-ink">
        {t('account.profileTitle')}
      </h2>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        {text('lastName', t('account.lastName'), { autoComplete: 'family-name', maxLength: 60 })}
        {text('firstName', t('account.firstName'), { autoComplete: 'given-name', maxLength: 60 })}
        {text('displayName', t('account.displayName'), { autoComplete: 'nickname', maxLength: 60 })}
        {text('email', t('account.email'), { type: 'email', autoComplete: 'email', maxLength: 200 })}
        <Field id="profile-gender" label={t('account.gender')} error={errors.gender}>
          <select name="gender" defaultValue={profile.gender ?? ''} className={fieldInput} {...describe('profile-gender', errors.gender)}>
            <option value="">{t('account.genderNone')}</option>
            <option value="male">{t('account.genderMale')}</option>
            <option value="female">{t('account.genderFemale')}</option>
            <option value="uncertain">{t('account.genderUncertain')}</option>
          </select>
        </Field>
        {text('birthDate', t('account.birthDate'), { type: 'date', autoComplete: 'bday' })}
        <div className="sm:col-span-2">{text('civilId', t('account.civilId'), { maxLength: 20, autoCapitalize: 'characters' }, t('account.civilIdHint'))}</div>
        <div className="flex items-center gap-3 sm:col-span-2">
          <SubmitButton name="intent" value="profile" className="btn-primary" busy={busy}>
            {t('account.save')}
          </SubmitButton>
          {saved ? (
            <p role="status" className="text-sm font-semibold text-success">
              {t('account.saved')}
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
