// /join-us/{id}/form (minimal layout): applying to an open position — name, a Mongolian mobile number, email, a short
// letter, the CV (PDF/DOC/DOCX/JPG/PNG by its content, at most 5MB: a larger file is refused in the browser before it is
// sent, and by the server), and consent to keeping the application APPLICATION_RETENTION_DAYS. A hidden one-time key
// makes a double click or a retry one application. Sent, it shows the confirmation (?sent=1) and the applicant gets an
// SMS. A closed position answers 410 without the form. Works without script.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/join-us-id-form';
import { APPLICATION_RETENTION_DAYS, MAX_CV_BYTES, MAX_LETTER_LENGTH } from '../../core/careers';
import { translator } from '../../core/i18n';
import { checkFormText } from '../../server/http/clean-text';
import { readUploadForm } from '../../server/modules/leasing/read-upload-form';
import { Field, describe, fieldInput } from '../components/account/field';
import { AppLink } from '../components/app-link';
import { Breadcrumbs } from '../components/breadcrumbs';
import { FilePicker } from '../components/file-picker';
import { SubmitButton } from '../components/submit-button';
import { actionError } from '../lib/action-error';
import { pageMeta } from '../lib/meta';
import { foundOr404, notFound, validateParams } from '../lib/params';

const TYPED = ['name', 'phone', 'email', 'letter', 'consent'] as const;
type Typed = Partial<Record<(typeof TYPED)[number], string>>;
/** The fields the form shows a message by; a problem elsewhere is said above the form. */
const SHOWN = new Set(['name', 'phone', 'email', 'letter', 'consent', 'cv']);

/** A new key for each form shown: the same form sent twice is one application. */
const formKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export async function loader({ context, params, url }: Route.LoaderArgs) {
  validateParams(url, params);
  const [store, lang] = await Promise.all([context.store(), context.lang()]);
  const position = await foundOr404(context.services.getPublicPosition(store._id, params.id, lang), url);
  const shown = { id: position.id, title: position.title, team: position.team };
  if (url.searchParams.get('sent') === '1') return data({ mode: 'sent' as const, position: shown, key: '' });
  if (!position.open) return data({ mode: 'closed' as const, position: shown, key: '' }, { status: 410 });
  return data({ mode: 'form' as const, position: shown, key: formKey() });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, (t) => t('pages.notFoundTitle'), { noindex: true });
  const { mode, position } = loaderData;
  return pageMeta(matches, (t) => (mode === 'sent' ? t('careers.sentTitle') : mode === 'closed' ? t('careers.closedTitle') : t('careers.formTitle', { title: position.title })), { noindex: true });
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  validateParams(url, params);
  const lang = await context.lang();
  const read = await readUploadForm(request);
  if ('tooLarge' in read) {
    // Nothing of the form could be kept: say why on the file field.
    return data({ error: null, fields: { cv: translator(lang)('validation.fileTooBig') } as Record<string, string>, typed: {} as Typed, key: null }, { status: 400 });
  }
  const text = Object.fromEntries([...read.form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));
  const typed: Typed = Object.fromEntries(TYPED.filter((k) => text[k] !== undefined).map((k) => [k, text[k].slice(0, k === 'letter' ? MAX_LETTER_LENGTH + 100 : 200)]));
  const file = read.form.get('cv');
  const chosen = typeof file === 'object' && file !== null && file.size > 0 ? { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name } : null;
  try {
    checkFormText(read.form);
    const store = await context.store();
    const applied = await context.services.applyToPosition({ storeId: store._id, positionId: params.id, fields: text, file: chosen, lang });
    throw redirect(`/join-us/${applied.positionId}/form?sent=1`);
  } catch (err) {
    if ((err as { code?: string }).code === 'NOT_FOUND') throw notFound(url, false);
    const { status, message, fields } = actionError(err, lang, context.requestId);
    const shown = Object.keys(fields).length > 0 && Object.keys(fields).every((k) => SHOWN.has(k));
    // The same key again: the form stays one application however often it is sent.
    return data({ error: shown ? null : message, fields: shown ? fields : {}, typed, key: typeof text.submissionKey === 'string' ? text.submissionKey : null }, { status });
  }
}

const box = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';

export default function JoinUsForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { position, mode } = loaderData;
  const crumbs = [
    { label: t('routes.join-us'), to: '/join-us' },
    { label: position.title, to: `/join-us/${position.id}` },
    { label: mode === 'sent' ? t('careers.sentTitle') : t('routes.join-us-id-form') },
  ];
  if (mode === 'sent' || mode === 'closed') {
    return (
      <section className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="form-title">
        <Breadcrumbs items={crumbs} />
        <div className={`${box} mt-4 space-y-4`} role="status">
          <h1 id="form-title" className="text-2xl font-bold text-ink">
            {mode === 'sent' ? t('careers.sentTitle') : t('careers.closedTitle')}
          </h1>
          <p className="text-ink-soft">{mode === 'sent' ? t('careers.sentText', { title: position.title }) : t('careers.closedText', { title: position.title })}</p>
          <AppLink to="/join-us" className="btn-primary w-fit">
            {t('careers.allPositions')}
          </AppLink>
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="form-title">
      <Breadcrumbs items={crumbs} />
      <p className="mt-3 text-sm font-semibold text-brand">{position.team}</p>
      <h1 id="form-title" className="mt-1 text-3xl font-bold text-ink">
        {t('careers.formTitle', { title: position.title })}
      </h1>
      <p className="mt-2 text-ink-soft">{t('careers.formIntro')}</p>
      <ApplyForm formKey={actionData?.key ?? loaderData.key} actionData={actionData} title={position.title} />
      <p className="mt-6">
        <AppLink to={`/join-us/${position.id}`} className="chip">
          {t('careers.backToPosition')}
        </AppLink>
      </p>
    </section>
  );
}

function ApplyForm({ formKey, actionData, title }: { formKey: string; actionData: Route.ComponentProps['actionData']; title: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [fileError, setFileError] = useState<string | null>(null);
  const typed: Typed = actionData?.typed ?? {};
  const fields: Record<string, string> = actionData?.fields ?? {};
  const cvError = fileError ?? fields.cv;
  const sending = navigation.state === 'submitting';
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className={`${box} mt-6 space-y-5`}
      aria-label={t('careers.formTitle', { title })}
      onSubmit={(e) => {
        // A file over the limit is never sent: the message is already by the field.
        if (fileError) e.preventDefault();
      }}
    >
      <input type="hidden" name="submissionKey" value={formKey} />
      {actionData?.error ? (
        <p role="alert" className="rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
          {actionData.error}
        </p>
      ) : null}
      <Field id="apply-name" label={t('careers.name')} error={fields.name}>
        <input name="name" autoComplete="name" maxLength={120} defaultValue={typed.name ?? ''} className={fieldInput} {...describe('apply-name', fields.name)} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="apply-phone" label={t('careers.phone')} error={fields.phone} hint={t('careers.phoneHint')}>
          <input name="phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={32} defaultValue={typed.phone ?? ''} className={fieldInput} {...describe('apply-phone', fields.phone, t('careers.phoneHint'))} />
        </Field>
        <Field id="apply-email" label={t('careers.email')} error={fields.email}>
          <input name="email" type="email" inputMode="email" autoComplete="email" maxLength={200} defaultValue={typed.email ?? ''} className={fieldInput} {...describe('apply-email', fields.email)} />
        </Field>
      </div>
      <Field id="apply-letter" label={t('careers.letter')} error={fields.letter} hint={t('careers.letterHint', { max: MAX_LETTER_LENGTH })}>
        <textarea
          name="letter"
          rows={5}
          maxLength={MAX_LETTER_LENGTH}
          defaultValue={typed.letter ?? ''}
          className={`${fieldInput} h-auto py-2`}
          {...describe('apply-letter', fields.letter, t('careers.letterHint', { max: MAX_LETTER_LENGTH }))}
        />
      </Field>
      <Field id="apply-cv" label={t('careers.cv')} error={cvError} hint={t('careers.cvHint')}>
        <FilePicker
          name="cv"
          accept=".pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            setFileError(chosen && chosen.size > MAX_CV_BYTES ? t('validation.fileTooBig') : null);
          }}
          className="mt-1"
          {...describe('apply-cv', cvError, t('careers.cvHint'))}
        />
      </Field>
      <div>
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            name="consent"
            defaultChecked={typed.consent === 'on'}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand"
            aria-invalid={Boolean(fields.consent)}
            aria-describedby={fields.consent ? 'apply-consent-error' : undefined}
          />
          <span>{t('careers.consent', { days: APPLICATION_RETENTION_DAYS })}</span>
        </label>
        {fields.consent ? (
          <p id="apply-consent-error" role="alert" className="mt-1 text-sm text-brand">
            {fields.consent}
          </p>
        ) : null}
      </div>
      <SubmitButton className="btn-primary h-12 w-full text-base sm:w-auto sm:px-10" busy={sending}>
        {sending ? t('careers.sending') : t('careers.submit')}
      </SubmitButton>
    </Form>
  );
}
