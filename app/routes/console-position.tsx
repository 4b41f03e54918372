// /console/positions/{id} (and /console/positions/new): one job position in Mongolian and English side by side (stacked
// on a phone) — team, title, location and the rich-text description per language; the employment type, the monthly
// salary range in tugriks and the closing date for both — and its state: open it (the /join-us list shows it), close it,
// or take it back to draft. A save made meanwhile by someone else is never overwritten: the form carries its revision.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, redirect, useNavigation, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/console-position';
import { AppError } from '../../core/app-error';
import { EMPLOYMENT_TYPES, type PositionState } from '../../core/careers';
import { formatDateTime } from '../../core/dates';
import { pick, translator, type Language } from '../../core/i18n';
import { emptyDoc, sanitizeDoc } from '../../core/rich-text';
import { parse } from '../../server/http/validate';
import { positionForm, positionStateForm } from '../../server/modules/careers/console-schemas';
import { readForm, postedForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { foundOr404, notFound } from '../lib/params';
import { SubmitButton } from '../components/submit-button';
import { RichEditor } from '../components/content-editor/rich-editor';
import { card, Field, input, label, Section } from '../components/console-form';

type Both = { mn: string; en: string };
type PositionValues = { revision: number; team: Both; title: Both; location: Both; employment: string; salaryMin: string; salaryMax: string; closesOn: string; docMn: string; docEn: string };

const blank = (): PositionValues => ({
  revision: 0,
  team: { mn: '', en: '' },
  title: { mn: '', en: '' },
  location: { mn: 'Улаанбаатар', en: 'Ulaanbaatar' },
  employment: 'full_time',
  salaryMin: '',
  salaryMax: '',
  closesOn: '',
  docMn: JSON.stringify(emptyDoc()),
  docEn: JSON.stringify(emptyDoc()),
});

/** The form as posted, kept to show again with its messages. */
function postedValues(form: FormData): PositionValues {
  const text = (name: string) => String(form.get(name) ?? '');
  const both = (name: string) => ({ mn: text(`${name}.mn`), en: text(`${name}.en`) });
  return {
    revision: Number(text('revision')) || 0,
    team: both('team'),
    title: both('title'),
    location: both('location'),
    employment: text('employment'),
    salaryMin: text('salaryMin'),
    salaryMax: text('salaryMax'),
    closesOn: text('closesOn'),
    docMn: text('docMn'),
    docEn: text('docEn'),
  };
}

const grouped = (n: number | null) => (n === null ? '' : n.toLocaleString('en-US'));

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'careers');
  const id = params.id ?? '';
  if (id === 'new') return { position: null, values: blank() };
  if (!z.uuid().safeParse(id).success) throw notFound(url, false);
  const p = await foundOr404(context.services.getJobPosition(staff.storeId, id), url);
  const values: PositionValues = {
    revision: p.revision,
    team: p.team,
    title: p.title,
    location: p.location,
    employment: p.employment,
    salaryMin: grouped(p.salaryMin),
    salaryMax: grouped(p.salaryMax),
    closesOn: p.closesOn ?? '',
    docMn: JSON.stringify(p.doc.mn),
    docEn: JSON.stringify(p.doc.en),
  };
  return { position: { id: p.id, state: p.state, title: p.title, revision: p.revision, openedAt: p.openedAt, updatedAt: p.updatedAt, updatedBy: p.updatedBy, applications: p.applications }, values };
}

export const headers = consoleHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => (loaderData?.position ? t('careersConsole.positions.editTitle', { title: loaderData.position.title.mn || loaderData.position.title.en }) : t('careersConsole.positions.newTitle')),
    { noindex: true },
  );
}

/** A refused change reloads the position too: someone else probably changed it meanwhile. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

type ActionResult = { saved: true } | { state: PositionState } | { error: string; fields: Record<string, string>; values: PositionValues | null; conflict: boolean };

/** The console's failure, with the careers console's own field messages (careersConsole.fields.*) in the page's language. */
function failureOf(err: unknown, lang: Language, requestId: string) {
  const failure = consoleActionError(err, lang, requestId);
  if (AppError.is(err)) {
    const t = translator(lang);
    for (const f of err.fields) if (f.messageKey.startsWith('careersConsole.')) failure.fields[f.path] = String(t(f.messageKey as 'careersConsole.fields.salary', f.values ?? {}));
  }
  return failure;
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'careers');
  const who = { id: staff.id, name: staff.name };
  const id = !params.id || params.id === 'new' ? null : params.id;
  if (id !== null && !z.uuid().safeParse(id).success) throw notFound(url, false);
  try {
    const form = await readForm(request);
    if (form.get('intent') === 'state' && id) {
      const change = parse(positionStateForm, { revision: form.get('revision'), state: form.get('state') });
      const done = await context.services.setJobPositionState(staff.storeId, id, change, who);
      return { state: done.state } satisfies ActionResult;
    }
    const saved = await context.services.saveJobPosition(staff.storeId, id, parse(positionForm, postedValues(form)), who);
    if (!id) throw redirect(`/console/positions/${saved.id}?created=1`);
    return { saved: true } satisfies ActionResult;
  } catch (err) {
    const failure = failureOf(err, await context.lang(), context.requestId);
    const posted = postedForm(request);
    const values = posted && posted.get('intent') !== 'state' ? postedValues(posted) : null;
    return data({ error: failure.message, fields: failure.fields, values, conflict: AppError.is(err) && err.code === 'CONFLICT' } satisfies ActionResult, { status: failure.status, headers: failure.headers });
  }
}

const stateTone: Record<PositionState, string> = {
  draft: 'bg-ink/10 text-ink-soft',
  open: 'bg-success/10 text-success',
  closed: 'bg-brand/10 text-brand',
};

function PositionStateBadge({ state }: { state: PositionState }) {
  const { t } = useTranslation();
  return <span className={`inline-flex shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateTone[state]}`}>{t(`careersConsole.state.${state}`)}</span>;
}

export default function ConsolePosition({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { position } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const result = actionData as ActionResult | undefined;
  const failed = result && 'error' in result ? result : null;
  const values = failed?.values ?? loaderData.values;
  const error = (name: string) => failed?.fields[name];
  const form = useRef<HTMLFormElement>(null);
  const [search] = useSearchParams();
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failed]);
  const formKey = `${position?.id ?? 'new'}-${loaderData.values.revision}`;
  const inLang = (field: string, l: 'mn' | 'en') => t(l === 'mn' ? 'careersConsole.positions.inMn' : 'careersConsole.positions.inEn', { field });
  const docOf = (json: string) => {
    try {
      return sanitizeDoc(json);
    } catch {
      return emptyDoc();
    }
  };
  const heading = position ? t('careersConsole.positions.editTitle', { title: pick(position.title, lang) || position.title.mn || position.title.en }) : t('careersConsole.positions.newTitle');
  const status =
    result && 'saved' in result
      ? t('careersConsole.positions.saved')
      : result && 'state' in result
        ? t(`careersConsole.positions.became.${result.state}`)
        : search.get('created') === '1' && !failed
          ? t('careersConsole.positions.created')
          : null;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="position-title">
      <Link to="/console/positions" className="text-sm font-semibold text-ink-soft hover:text-brand">
        ← {t('careersConsole.positions.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="position-title" className="min-w-0 break-words text-2xl font-bold text-ink">
          {heading}
        </h1>
        {position ? (
          // On its own white: the console's grey would take the pill's words below their contrast.
          <span className="rounded-full bg-surface">
            <PositionStateBadge state={position.state} />
          </span>
        ) : null}
      </div>
      {status ? (
        <p role="status" className="mt-3 rounded-xl bg-surface px-3 py-2 text-sm font-semibold text-ink ring-1 ring-line">
          {status}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-3 rounded-xl bg-brand/10 px-3 py-2 text-sm text-brand">
          {failed.error}
          {failed.conflict ? ` ${t('careersConsole.positions.reload')}` : ''}
        </p>
      ) : null}

      {position ? (
        <section className={`${card} mt-4`} aria-labelledby="state-title">
          <h2 id="state-title" className="font-bold text-ink">
            {t('careersConsole.positions.stateTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t(`careersConsole.positions.stateHelp.${position.state}`)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
            {position.openedAt ? <span>{t('careersConsole.positions.openedAt', { date: formatDateTime(position.openedAt, lang, { year: true }) })}</span> : null}
            <span>
              {position.updatedBy
                ? t('careersConsole.positions.lastChange', { date: formatDateTime(position.updatedAt, lang, { year: true }), name: position.updatedBy })
                : t('careersConsole.positions.lastChangeAt', { date: formatDateTime(position.updatedAt, lang, { year: true }) })}
            </span>
            <Link to={`/console/applications?position=${position.id}`} className="font-semibold text-brand underline">
              {t('careersConsole.positions.applicationsLink', { count: position.applications })}
            </Link>
          </div>
          <Form method="post" className="mt-3 flex flex-wrap gap-2" noValidate>
            <input type="hidden" name="intent" value="state" />
            <input type="hidden" name="revision" value={position.revision} />
            {position.state !== 'open' ? (
              <SubmitButton name="state" value="open" className="btn-primary h-10" busy={busy}>
                {t('careersConsole.positions.open')}
              </SubmitButton>
            ) : null}
            {position.state === 'open' ? (
              <SubmitButton name="state" value="closed" className="chip h-10" busy={busy}>
                {t('careersConsole.positions.close')}
              </SubmitButton>
            ) : null}
            {position.state !== 'draft' ? (
              <SubmitButton name="state" value="draft" className="chip h-10" busy={busy}>
                {t('careersConsole.positions.toDraft')}
              </SubmitButton>
            ) : null}
          </Form>
        </section>
      ) : null}

      <Form method="post" ref={form} key={formKey} className="mt-4 space-y-4" noValidate aria-labelledby="position-title">
        <input type="hidden" name="revision" value={values.revision} />
        <Section id="position-terms" title={t('careersConsole.positions.terms')} grid="sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label htmlFor="employment" className={label}>
              {t('careersConsole.positions.employment')}
            </label>
            <select id="employment" name="employment" defaultValue={values.employment} className={`${input} h-10`} aria-invalid={error('employment') ? true : undefined} aria-describedby={error('employment') ? 'employment-error' : undefined}>
              {EMPLOYMENT_TYPES.map((e) => (
                <option key={e} value={e}>
                  {t(`careersConsole.employment.${e}`)}
                </option>
              ))}
            </select>
            {error('employment') ? (
              <p id="employment-error" className="mt-1 text-xs font-semibold text-brand">
                {error('employment')}
              </p>
            ) : null}
          </div>
          <Field name="salaryMin" title={t('careersConsole.positions.salaryMin')} value={values.salaryMin} error={error('salaryMin')} help={t('careersConsole.positions.salaryHelp')} inputMode="numeric" maxLength={30} />
          <Field name="salaryMax" title={t('careersConsole.positions.salaryMax')} value={values.salaryMax} error={error('salaryMax')} help={t('careersConsole.positions.salaryHelp')} inputMode="numeric" maxLength={30} />
          <Field name="closesOn" title={t('careersConsole.positions.closesOn')} value={values.closesOn} error={error('closesOn')} help={t('careersConsole.positions.closesOnHelp')} type="date" />
        </Section>
        <div className="grid gap-4 lg:grid-cols-2">
          {(['mn', 'en'] as const).map((l) => (
            <section key={l} className={card} aria-labelledby={`lang-${l}`} lang={l}>
              <h2 id={`lang-${l}`} className="font-bold text-ink" lang={lang}>
                {t(`careersConsole.positions.${l}`)}
              </h2>
              <div className="mt-3 grid gap-3" lang={lang}>
                <Field name={`team.${l}`} title={inLang(t('careersConsole.positions.team'), l)} value={values.team[l]} error={error(`team.${l}`)} maxLength={80} lang={l} />
                <Field name={`title.${l}`} title={inLang(t('careersConsole.positions.titleField'), l)} value={values.title[l]} error={error(`title.${l}`)} maxLength={160} lang={l} />
                <Field name={`location.${l}`} title={inLang(t('careersConsole.positions.location'), l)} value={values.location[l]} error={error(`location.${l}`)} maxLength={120} lang={l} />
                <RichEditor
                  name={l === 'mn' ? 'docMn' : 'docEn'}
                  label={inLang(t('careersConsole.positions.description'), l)}
                  lang={l}
                  initial={docOf(l === 'mn' ? values.docMn : values.docEn)}
                  images={{}}
                  products={{}}
                  error={error(l === 'mn' ? 'docMn' : 'docEn')}
                />
              </div>
            </section>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton className="btn-primary h-11 px-6" busy={busy}>
            {position ? t('careersConsole.positions.save') : t('careersConsole.positions.create')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
