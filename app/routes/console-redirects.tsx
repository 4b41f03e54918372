// /console/redirects (staff who may edit content): the store's redirect rules by old address, found by part of an
// address; a form that adds one or, with ?edit={id}, changes one (checked on the server: allowed addresses, no loop, a
// chain resolved); removing one after a confirmation. Shoppers meet them where a page would answer 404.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/console-redirects';
import { REDIRECT_STATUSES } from '../../core/content';
import { formatDate } from '../../core/dates';
import type { Language } from '../../core/i18n';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { postedForm, readForm } from '../lib/action-error';
import { SubmitButton } from '../components/submit-button';
import { FindForm } from '../components/console-form';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'content');
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const [list, all] = await Promise.all([context.services.listRedirects(staff.storeId, q), q ? context.services.listRedirects(staff.storeId) : null]);
  const editId = url.searchParams.get('edit');
  const editing = editId ? ((all ?? list).find((r) => r.id === editId) ?? null) : null;
  return { q, redirects: list, total: (all ?? list).length, editing };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.redirects.title'), { noindex: true });
}

type Values = { fromPath: string; toPath: string; statusCode: string };
type ActionResult =
  | { done: 'added' | 'saved'; from: string; to: string }
  | { done: 'removed'; path: string }
  | { error: string; fields: Record<string, string>; intent: 'save' | 'remove'; values: Values | null };

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'content');
  let intent: 'save' | 'remove' = 'save';
  try {
    const form = await readForm(request);
    intent = form.get('intent') === 'remove' ? 'remove' : 'save';
    const id = String(form.get('id') ?? '') || null;
    if (intent === 'remove') {
      await context.services.deleteRedirect(staff.storeId, id ?? '', staff);
      return { done: 'removed', path: String(form.get('fromPath') ?? '').slice(0, 500) } satisfies ActionResult;
    }
    const saved = await context.services.saveRedirect(staff.storeId, id, {
      fromPath: String(form.get('fromPath') ?? ''),
      toPath: String(form.get('toPath') ?? ''),
      statusCode: Number(form.get('statusCode') ?? 301),
    }, staff);
    return { done: id ? 'saved' : 'added', from: saved.fromPath, to: saved.toPath } satisfies ActionResult;
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    const form = postedForm(request);
    const values = form && intent === 'save' ? { fromPath: String(form.get('fromPath') ?? ''), toPath: String(form.get('toPath') ?? ''), statusCode: String(form.get('statusCode') ?? '301') } : null;
    return data({ error: failure.message, fields: failure.fields, intent, values } satisfies ActionResult, { status: failure.status });
  }
}

const field = 'mt-1 h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';
const label = 'block text-xs font-semibold text-ink-soft';

export default function ConsoleRedirects({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { q, redirects, total, editing } = loaderData;
  const navigation = useNavigation();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const editLink = (id: string) => `/console/redirects?${new URLSearchParams({ ...(q ? { q } : {}), edit: id })}`;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="redirects-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="redirects-title" className="text-2xl font-bold text-ink">
          {t('console.redirects.title')}
        </h1>
        <p className="text-sm text-ink-soft">{t('console.redirects.count', { count: total })}</p>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('console.redirects.intro')}</p>

      <div className="mt-4 grid items-start gap-4 lg:grid-cols-[1fr_24rem]">
        <RedirectForm key={editing?.id ?? 'new'} editing={editing} result={result} q={q} />

        <div className="min-w-0 space-y-3 lg:order-first">
          <FindForm q={q} clearTo="/console/redirects" title={t('console.redirects.search')} hint={t('console.redirects.searchHint')} find={t('console.redirects.find')} clear={t('console.redirects.clear')} />

          {result && 'done' in result && result.done === 'removed' ? (
            <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
              {t('console.redirects.removed', { path: result.path })}
            </p>
          ) : result && 'error' in result && result.intent === 'remove' ? (
            <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
              {result.error}
            </p>
          ) : null}

          <div className={navigation.state === 'loading' ? 'opacity-60' : ''}>
            {redirects.length === 0 ? (
              <p className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-ink-soft">{q ? t('console.redirects.noneMatch') : t('console.redirects.none')}</p>
            ) : (
              <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface" aria-label={t('console.redirects.list')}>
                {redirects.map((r) => (
                  <li key={r.id} className={`p-3 sm:px-4 ${editing?.id === r.id ? 'bg-brand/5' : ''}`} aria-label={r.fromPath}>
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                      <span className="break-all font-mono font-semibold text-ink">{r.fromPath}</span>
                      <span aria-hidden className="text-ink-faint">
                        →
                      </span>
                      <span className="break-all font-mono text-ink-soft">{r.toPath}</span>
                    </p>
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      <span className="rounded-full bg-ink/10 px-2.5 py-0.5 text-xs font-semibold text-ink-soft">{r.statusCode}</span>
                      <span className="text-xs text-ink-faint">{t('console.redirects.updated', { date: formatDate(r.updatedAt, lang, { year: true }) })}</span>
                      <span className="ml-auto flex flex-wrap gap-2">
                        <a href={r.fromPath} target="_blank" rel="noreferrer" className="chip h-8 text-xs">
                          {t('console.redirects.try')}
                        </a>
                        <Link to={editLink(r.id)} className="chip h-8 text-xs" aria-label={`${t('console.redirects.edit')}: ${r.fromPath}`}>
                          {t('console.redirects.edit')}
                        </Link>
                        <RemoveButton id={r.id} fromPath={r.fromPath} />
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function RemoveButton({ id, fromPath }: { id: string; fromPath: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'remove' && navigation.formData?.get('id') === id;
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(t('console.redirects.removeConfirm', { path: fromPath }))) event.preventDefault();
      }}
      noValidate
    >
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="fromPath" value={fromPath} />
      <SubmitButton busy={busy} className="inline-flex h-8 items-center rounded-full border border-brand/40 px-3 text-xs font-semibold text-brand hover:bg-brand/10 aria-disabled:opacity-60" aria-label={`${t('console.redirects.remove')}: ${fromPath}`}>
        {t('console.redirects.remove')}
      </SubmitButton>
    </Form>
  );
}

type Editing = Route.ComponentProps['loaderData']['editing'];

function RedirectForm({ editing, result, q }: { editing: Editing; result: ActionResult | undefined; q: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const form = useRef<HTMLFormElement>(null);
  const done = result && 'done' in result && result.done !== 'removed' ? result : null;
  const error = result && 'error' in result && result.intent === 'save' ? result : null;
  useEffect(() => {
    if (done?.done === 'added') form.current?.reset();
  }, [done]);
  const values: Values = error?.values ?? { fromPath: editing?.fromPath ?? '', toPath: editing?.toPath ?? '', statusCode: String(editing?.statusCode ?? 301) };
  const fieldError = (name: string) =>
    error?.fields[name] ? (
      <span id={`${name}-error`} className="mt-1 block text-xs font-semibold text-brand">
        {error.fields[name]}
      </span>
    ) : null;
  const described = (name: string) => [`${name}-help`, error?.fields[name] ? `${name}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-3 lg:sticky lg:top-4">
      <Form method="post" ref={form} key={error ? JSON.stringify(error.values) : 'form'} className="space-y-3 rounded-2xl border border-line bg-surface p-4" aria-labelledby="redirect-form-title" noValidate>
        <h2 id="redirect-form-title" className="font-bold text-ink">
          {editing ? t('console.redirects.editing') : t('console.redirects.add')}
        </h2>
        {done ? (
          <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
            {t(done.done === 'added' ? 'console.redirects.added' : 'console.redirects.saved', { from: done.from, to: done.to })}
          </p>
        ) : error && Object.keys(error.fields).length === 0 ? (
          <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
            {error.error}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="save" />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <label className={label}>
          {t('console.redirects.from')}
          <input
            name="fromPath"
            required
            defaultValue={values.fromPath}
            maxLength={500}
            spellCheck={false}
            autoCapitalize="none"
            placeholder="/spring-sale"
            aria-invalid={error?.fields.fromPath ? true : undefined}
            aria-describedby={described('fromPath')}
            className={`${field} font-mono`}
          />
          <span id="fromPath-help" className="mt-1 block font-normal text-ink-faint">
            {t('console.redirects.fromHelp')}
          </span>
          {fieldError('fromPath')}
        </label>
        <label className={label}>
          {t('console.redirects.to')}
          <input
            name="toPath"
            required
            defaultValue={values.toPath}
            maxLength={500}
            spellCheck={false}
            autoCapitalize="none"
            placeholder="/sale"
            aria-invalid={error?.fields.toPath ? true : undefined}
            aria-describedby={described('toPath')}
            className={`${field} font-mono`}
          />
          <span id="toPath-help" className="mt-1 block font-normal text-ink-faint">
            {t('console.redirects.toHelp')}
          </span>
          {fieldError('toPath')}
        </label>
        <label className={label}>
          {t('console.redirects.status')}
          <select name="statusCode" defaultValue={values.statusCode} className={field}>
            {REDIRECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`console.redirects.statuses.${s}`)}
              </option>
            ))}
          </select>
          {fieldError('statusCode')}
        </label>
        <div className="flex gap-2">
          <SubmitButton busy={busy} className="btn-primary flex-1">
            {t('console.redirects.save')}
          </SubmitButton>
          {editing ? (
            <Link to={q ? `/console/redirects?${new URLSearchParams({ q })}` : '/console/redirects'} className="chip h-10">
              {t('console.redirects.cancel')}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
