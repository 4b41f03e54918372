// /console/staff (admins): who can log in to the console, and a form that adds a staff member or resets one (same
// username: new password and role, logged out everywhere).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, data, useActionData } from 'react-router';
import type { Route } from './+types/console-staff';
import { AppError } from '../../core/app-error';
import { formatDate } from '../../core/dates';
import { parse } from '../../server/http/validate';
import { staffInput } from '../../server/modules/console/schemas';
import type { Language } from '../../core/i18n';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { readForm } from '../lib/action-error';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'staff');
  return { staff: await context.services.listStaff(staff.storeId) };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.staff.title'), { noindex: true });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = await requireArea(context, url, 'staff');
  try {
    const form = await readForm(request);
    const input = parse(staffInput, {
      username: form.get('username') ?? '',
      password: form.get('password') ?? '',
      name: String(form.get('name') ?? '').trim() || undefined,
      role: form.get('role') ?? undefined,
    });
    if (input.username === admin.username && input.role !== 'admin') throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'role', messageKey: 'invalidFormat' }] });
    const saved = await context.services.saveStaff(admin.storeId, input);
    return { saved: saved.created ? ('created' as const) : ('reset' as const), username: input.username };
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    return data({ error: failure.message, fields: failure.fields }, { status: failure.status });
  }
}

const field = 'mt-1 h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';
const label = 'block text-xs font-semibold text-ink-soft';

export default function ConsoleStaff({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const result = useActionData<typeof action>();
  const form = useRef<HTMLFormElement>(null);
  // A saved account clears the form, so its password does not linger on the screen.
  useEffect(() => {
    if (result && 'saved' in result) form.current?.reset();
  }, [result]);
  const fieldError = (name: string) =>
    result && 'fields' in result && result.fields[name] ? <span className="mt-1 block text-xs font-semibold text-brand">{result.fields[name]}</span> : null;
  return (
    <section className="mx-auto max-w-5xl px-4 py-6" aria-labelledby="staff-title">
      <h1 id="staff-title" className="text-2xl font-bold text-ink">
        {t('console.staff.title')}
      </h1>
      <div className="mt-4 grid gap-4 md:grid-cols-[1fr_20rem]">
        <div className="self-start overflow-hidden rounded-2xl border border-line bg-surface">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line bg-surface-muted text-xs uppercase tracking-wide text-ink-faint">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">{t('console.staff.username')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('console.staff.name')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('console.staff.role')}</th>
                <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">{t('console.staff.since')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {loaderData.staff.map((s) => (
                <tr key={s.id} className={s.active ? '' : 'opacity-50'}>
                  <td className="px-3 py-2 font-mono text-ink">{s.username}</td>
                  <td className="px-3 py-2 text-ink">{s.name}</td>
                  <td className="px-3 py-2 text-ink-soft">{t(`console.role.${s.role}`)}</td>
                  <td className="hidden px-3 py-2 text-ink-soft sm:table-cell">{formatDate(s.createdAt, lang, { year: true })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Form method="post" ref={form} className="space-y-3 rounded-2xl border border-line bg-surface p-4" aria-labelledby="staff-form-title" noValidate>
          <h2 id="staff-form-title" className="font-bold text-ink">
            {t('console.staff.add')}
          </h2>
          <p className="text-xs text-ink-soft">{t('console.staff.help')}</p>
          {result && 'saved' in result ? (
            <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
              {t(result.saved === 'created' ? 'console.staff.created' : 'console.staff.reset', { username: result.username })}
            </p>
          ) : result && 'error' in result && Object.keys(result.fields).length === 0 ? (
            <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
              {result.error}
            </p>
          ) : null}
          <label className={label}>
            {t('console.staff.username')}
            <input name="username" required autoCapitalize="none" spellCheck={false} maxLength={40} className={field} />
            {fieldError('username')}
          </label>
          <label className={label}>
            {t('console.staff.name')}
            <input name="name" maxLength={100} className={field} />
            {fieldError('name')}
          </label>
          <label className={label}>
            {t('console.staff.password')}
            <input name="password" type="password" required minLength={8} maxLength={200} autoComplete="new-password" className={field} />
            {fieldError('password')}
          </label>
          <label className={label}>
            {t('console.staff.role')}
            <select name="role" defaultValue="operator" className={field} aria-describedby="role-help">
              <option value="operator">{t('console.role.operator')}</option>
              <option value="admin">{t('console.role.admin')}</option>
              <option value="content">{t('console.role.content')}</option>
            </select>
            <span id="role-help" className="mt-1 block font-normal text-ink-faint">
              {t('console.roles.help')}
            </span>
            {fieldError('role')}
          </label>
          <button type="submit" className="btn-primary w-full">
            {t('console.staff.save')}
          </button>
        </Form>
      </div>
    </section>
  );
}
