// /console/applications/{id}: one application — the applicant (name, phone, email), the position, when it was sent, the
// letter, the CV to download and the day the application and its CV will be deleted (the applicant consented to keeping
// them until then) — and staff's work on it: its status (new, reviewing, interview, rejected, hired) and their notes,
// saved together and recorded in the audit log.
import { useTranslation } from 'react-i18next';
import { Form, Link, data, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/console-application';
import { APPLICATION_STATUSES } from '../../core/careers';
import { formatDateTime, formatDayOf } from '../../core/dates';
import { pick, type Language } from '../../core/i18n';
import { formatMnMobile } from '../../core/phone';
import { parse } from '../../server/http/validate';
import { applicationUpdateForm } from '../../server/modules/careers/console-schemas';
import { readForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { foundOr404, notFound } from '../lib/params';
import { SubmitButton } from '../components/submit-button';
import { card, input, label } from '../components/console-form';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'careers');
  if (!z.uuid().safeParse(params.id).success) throw notFound(url, false);
  return { application: await foundOr404(context.services.getJobApplication(staff.storeId, params.id), url) };
}

export const headers = consoleHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, (t) => (loaderData ? t('careersConsole.applications.heading', { name: loaderData.application.name }) : t('careersConsole.applications.title')), { noindex: true });
}

type ActionResult = { saved: true } | { error: string; fields: Record<string, string> };

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'careers');
  if (!z.uuid().safeParse(params.id).success) throw notFound(url, false);
  try {
    const form = await readForm(request);
    const change = parse(applicationUpdateForm, { status: form.get('status'), notes: form.get('notes') ?? '' });
    await context.services.updateJobApplication(staff.storeId, params.id, change, { id: staff.id, name: staff.name });
    return { saved: true } satisfies ActionResult;
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    return data({ error: failure.message, fields: failure.fields } satisfies ActionResult, { status: failure.status, headers: failure.headers });
  }
}

export default function ConsoleApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const a = loaderData.application;
  const result = actionData as ActionResult | undefined;
  const notesError = result && 'fields' in result ? result.fields.notes : undefined;
  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="application-title">
      <Link to="/console/applications" className="text-sm font-semibold text-ink-soft hover:text-brand">
        ← {t('careersConsole.applications.back')}
      </Link>
      <h1 id="application-title" className="mt-2 break-words text-2xl font-bold text-ink">
        {t('careersConsole.applications.heading', { name: a.name })}
      </h1>
      <p className="mt-1 text-sm text-ink-soft">
        {t('careersConsole.applications.sentOn', { date: formatDateTime(a.createdAt, lang, { year: true }) })} ·{' '}
        <Link to={`/console/positions/${a.position.id}`} className="font-semibold text-brand underline">
          {pick(a.position.title, lang) || a.position.title.mn}
        </Link>
      </p>

      <div className="mt-5 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="order-2 min-w-0 space-y-4 lg:order-1">
          <section className={card} aria-labelledby="applicant-title">
            <h2 id="applicant-title" className="font-bold text-ink">
              {t('careersConsole.applications.applicant')}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-soft">{t('careersConsole.applications.name')}</dt>
              <dd className="break-words font-semibold text-ink">{a.name}</dd>
              <dt className="text-ink-soft">{t('careersConsole.applications.phone')}</dt>
              <dd>
                <a href={`tel:${a.phone}`} className="text-ink underline-offset-2 hover:text-brand hover:underline">
                  {formatMnMobile(a.phone)}
                </a>
              </dd>
              <dt className="text-ink-soft">{t('careersConsole.applications.email')}</dt>
              <dd className="break-all">
                <a href={`mailto:${a.email}`} className="text-ink underline-offset-2 hover:text-brand hover:underline">
                  {a.email}
                </a>
              </dd>
              <dt className="text-ink-soft">{t('careersConsole.applications.keepUntil')}</dt>
              <dd className="text-ink">{formatDayOf(a.keepUntil, lang)}</dd>
            </dl>
            <p className="mt-2 text-xs text-ink-faint">{t('careersConsole.applications.keepUntilHelp')}</p>
          </section>
          <section className={card} aria-labelledby="letter-title">
            <h2 id="letter-title" className="font-bold text-ink">
              {t('careersConsole.applications.letter')}
            </h2>
            {a.letter ? <p className="mt-2 whitespace-pre-line break-words text-sm text-ink">{a.letter}</p> : <p className="mt-2 text-sm text-ink-soft">{t('careersConsole.applications.noLetter')}</p>}
          </section>
          <section className={card} aria-labelledby="cv-title">
            <h2 id="cv-title" className="font-bold text-ink">
              {t('careersConsole.applications.cv')}
            </h2>
            <p className="mt-2 break-all text-sm text-ink-soft">{a.cvName}</p>
            <a href={`/console/applications/${a.id}/cv`} className="btn-primary mt-2 inline-flex h-10 items-center px-4" download>
              {t('careersConsole.applications.downloadCv')}
            </a>
          </section>
        </div>
        <div className="order-1 lg:order-2">
          <section className={card} aria-labelledby="work-title">
            <h2 id="work-title" className="font-bold text-ink">
              {t('careersConsole.applications.work')}
            </h2>
            {result && 'saved' in result ? (
              <p role="status" className="mt-2 rounded-xl bg-surface-muted px-3 py-2 text-sm font-semibold text-ink">
                {t('careersConsole.applications.saved')}
              </p>
            ) : null}
            {result && 'error' in result && !notesError ? (
              <p role="alert" className="mt-2 rounded-xl bg-brand/10 px-3 py-2 text-sm text-brand">
                {result.error}
              </p>
            ) : null}
            <Form method="post" className="mt-3 space-y-3" key={`${a.status}-${a.notes}`} noValidate>
              <div>
                <label htmlFor="application-status" className={label}>
                  {t('careersConsole.applications.status')}
                </label>
                <select id="application-status" name="status" defaultValue={a.status} className={`${input} h-10`}>
                  {APPLICATION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`careersConsole.status.${s}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="application-notes" className={label}>
                  {t('careersConsole.applications.notes')}
                </label>
                <textarea
                  id="application-notes"
                  name="notes"
                  rows={5}
                  maxLength={5000}
                  defaultValue={a.notes}
                  className={`${input} py-2`}
                  aria-invalid={notesError ? true : undefined}
                  aria-describedby={notesError ? 'application-notes-error' : 'application-notes-help'}
                />
                {notesError ? (
                  <p id="application-notes-error" className="mt-1 text-xs font-semibold text-brand">
                    {notesError}
                  </p>
                ) : (
                  <p id="application-notes-help" className="mt-1 text-xs text-ink-faint">
                    {t('careersConsole.applications.notesHelp')}
                  </p>
                )}
              </div>
              <SubmitButton className="btn-primary h-10 px-4" busy={navigation.state !== 'idle'}>
                {t('careersConsole.applications.save')}
              </SubmitButton>
            </Form>
          </section>
        </div>
      </div>
    </section>
  );
}
