// /console/settings (admins): the store's contacts as the shop shows them (phone, email, address and working hours in
// Mongolian and English side by side, Facebook and Instagram) and the bank accounts transfers go to. Saving publishes
// the 'store' change, so every process shows the new settings at once (server/cache.ts).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, data, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/console-settings';
import { parse } from '../../server/http/validate';
import { MAX_BANK_ACCOUNTS, storeSettingsInput } from '../../server/modules/store/schemas';
import { readForm, postedForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { SubmitButton } from '../components/submit-button';
import { card, Field, Section } from '../components/console-form';

type BankRow = { bank: { mn: string; en: string }; account: string; holder: { mn: string; en: string }; iban: string };
/** The form's fields as text, named as the inputs are (and as the schema's field paths: "address.mn", "bankAccounts.0.bank.mn"). */
type SettingsForm = {
  phone: string;
  email: string;
  address: { mn: string; en: string };
  schedule: { mn: string; en: string };
  facebook: string;
  instagram: string;
  bankAccounts: BankRow[];
};

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireArea(context, url, 'settings');
  const s = await context.services.readStoreSettings();
  const form: SettingsForm = {
    phone: s.phone,
    email: s.email,
    address: s.address,
    schedule: s.schedule,
    facebook: s.facebook ?? '',
    instagram: s.instagram ?? '',
    bankAccounts: s.bankAccounts.map((a) => ({ ...a, iban: a.iban ?? '' })),
  };
  return { form, maxAccounts: MAX_BANK_ACCOUNTS };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.settings.title'), { noindex: true });
}

function formValues(form: FormData): SettingsForm {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const bankAccounts: BankRow[] = [];
  // One row more than allowed is read, so a form that sends too many is refused rather than cut short.
  for (let i = 0; i <= MAX_BANK_ACCOUNTS && form.has(`bankAccounts.${i}.account`); i++) {
    const row = (f: string) => text(`bankAccounts.${i}.${f}`);
    bankAccounts.push({
      bank: { mn: row('bank.mn'), en: row('bank.en') },
      account: row('account'),
      holder: { mn: row('holder.mn'), en: row('holder.en') },
      iban: row('iban'),
    });
  }
  return {
    phone: text('phone'),
    email: text('email'),
    address: { mn: text('address.mn'), en: text('address.en') },
    schedule: { mn: text('schedule.mn'), en: text('schedule.en') },
    facebook: text('facebook'),
    instagram: text('instagram'),
    bankAccounts,
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = await requireArea(context, url, 'settings');
  try {
    await context.services.saveStoreSettings(admin.storeId, parse(storeSettingsInput, formValues(await readForm(request))), admin);
    return { saved: Date.now() };
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    // What was typed stays in the form.
    const values = formValues(postedForm(request) ?? new FormData());
    return data({ error: failure.message, fields: failure.fields, values }, { status: failure.status });
  }
}

const blankRow: BankRow = { bank: { mn: '', en: '' }, account: '', holder: { mn: '', en: '' }, iban: '' };

export default function ConsoleSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === 'submitting';
  const failed = result && 'error' in result ? result : null;
  // After a failure the form shows what was sent (rows where they were, so each message stays by its field).
  const values = failed?.values ?? loaderData.form;
  const rows = failed ? values.bankAccounts : [...values.bankAccounts, ...(values.bankAccounts.length < loaderData.maxAccounts ? [blankRow] : [])];
  const error = (name: string) => failed?.fields[name];
  const form = useRef<HTMLFormElement>(null);
  // A refused save takes the staff member to the first field to fix (on a phone it may be a screen away).
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failed]);
  // A save starts the form afresh with what was stored (the stored values arrive after the action's answer).
  const formKey = `${result && 'saved' in result ? result.saved : ''} ${JSON.stringify(loaderData.form)}`;
  return (
    <section className="mx-auto max-w-5xl px-4 py-6" aria-labelledby="settings-title">
      <h1 id="settings-title" className="text-2xl font-bold text-ink">
        {t('console.settings.title')}
      </h1>
      <p className="mt-1 text-sm text-ink-soft">{t('console.settings.intro')}</p>
      {/* The shop's own messages, in the page's language, rather than the browser's. */}
      <Form method="post" noValidate key={formKey} ref={form} className="mt-4 space-y-4">
        <Section grid="sm:grid-cols-2" id="settings-contacts" title={t('console.settings.contacts')}>
          <Field name="phone" title={t('console.settings.phone')} value={values.phone} error={error('phone')} help={t('console.settings.phoneHelp')} type="tel" inputMode="tel" autoComplete="off" maxLength={40} />
          <Field name="email" title={t('console.settings.email')} value={values.email} error={error('email')} type="email" autoComplete="off" maxLength={200} />
        </Section>
        <Section grid="sm:grid-cols-2" id="settings-address" title={t('console.settings.address')}>
          <Field name="address.mn" title={t('console.settings.addressMn')} value={values.address.mn} error={error('address.mn')} lang="mn" rows={3} maxLength={300} />
          <Field name="address.en" title={t('console.settings.addressEn')} value={values.address.en} error={error('address.en')} lang="en" rows={3} maxLength={300} />
        </Section>
        <Section grid="sm:grid-cols-2" id="settings-schedule" title={t('console.settings.schedule')}>
          <Field name="schedule.mn" title={t('console.settings.scheduleMn')} value={values.schedule.mn} error={error('schedule.mn')} lang="mn" rows={2} maxLength={200} />
          <Field name="schedule.en" title={t('console.settings.scheduleEn')} value={values.schedule.en} error={error('schedule.en')} lang="en" rows={2} maxLength={200} />
        </Section>
        <Section grid="sm:grid-cols-2" id="settings-social" title={t('console.settings.social')} help={t('console.settings.socialHelp')}>
          <Field name="facebook" title={t('console.settings.facebook')} value={values.facebook} error={error('facebook')} type="url" inputMode="url" maxLength={200} />
          <Field name="instagram" title={t('console.settings.instagram')} value={values.instagram} error={error('instagram')} type="url" inputMode="url" maxLength={200} />
        </Section>
        <section className={card} aria-labelledby="settings-banks">
          <h2 id="settings-banks" className="font-bold text-ink">
            {t('console.settings.bankAccounts')}
          </h2>
          <p className="mt-1 text-xs text-ink-soft">{t('console.settings.bankHelp')}</p>
          {error('bankAccounts') ? <p className="mt-1 text-xs font-semibold text-brand">{error('bankAccounts')}</p> : null}
          <div className="mt-3 space-y-3">
            {rows.map((row, i) => {
              const name = (f: string) => `bankAccounts.${i}.${f}`;
              const isNew = i >= loaderData.form.bankAccounts.length && [row.bank.mn, row.bank.en, row.account, row.holder.mn, row.holder.en, row.iban].every((v) => v.trim() === '');
              return (
                <fieldset key={i} className="rounded-xl border border-line p-3">
                  <legend className="px-1 text-sm font-semibold text-ink">{isNew ? t('console.settings.newAccount') : t('console.settings.account', { n: i + 1 })}</legend>
                  {/* Names in both languages: a Mongolian page shows the bank as "Хаан банк", an English one "Khan Bank". */}
                  <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                    <Field name={name('bank.mn')} title={t('console.settings.bankMn')} value={row.bank.mn} error={error(name('bank.mn'))} lang="mn" maxLength={60} />
                    <Field name={name('bank.en')} title={t('console.settings.bankEn')} value={row.bank.en} error={error(name('bank.en'))} lang="en" maxLength={60} />
                    <Field name={name('account')} title={t('console.settings.accountNumber')} value={row.account} error={error(name('account'))} inputMode="numeric" maxLength={40} />
                    <Field name={name('holder.mn')} title={t('console.settings.holderMn')} value={row.holder.mn} error={error(name('holder.mn'))} lang="mn" maxLength={100} />
                    <Field name={name('holder.en')} title={t('console.settings.holderEn')} value={row.holder.en} error={error(name('holder.en'))} lang="en" maxLength={100} />
                    <Field name={name('iban')} title={t('console.settings.iban')} value={row.iban} error={error(name('iban'))} maxLength={40} />
                  </div>
                </fieldset>
              );
            })}
          </div>
        </section>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton className="btn-primary" busy={saving}>
            {t('console.settings.save')}
          </SubmitButton>
          {result && 'saved' in result ? (
            <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
              {t('console.settings.saved')}
            </p>
          ) : failed ? (
            <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
              {Object.keys(failed.fields).length > 0 ? t('console.settings.invalid') : failed.error}
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
