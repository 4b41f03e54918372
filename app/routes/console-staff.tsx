// /console/staff (admins): who can log in to the console and with which role, each role's permissions in words; an admin
// changes a member's role or deactivates (reactivates) them, and a form adds a staff member or resets one (same
// username: new password and role, logged out everywhere). Every change is in the audit log.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, data, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/console-staff';
import { AppError } from '../../core/app-error';
import { formatDate } from '../../core/dates';
import { STAFF_ROLES } from '../../core/permissions';
import { parse } from '../../server/http/validate';
import { staffAccessInput, staffInput } from '../../server/modules/console/schemas';
import type { Language } from '../../core/i18n';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { readForm } from '../lib/action-error';
import { SubmitButton } from '../components/submit-button';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'staff');
  return { staff: await context.services.listStaff(staff.storeId), me: staff.id };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.staff.title'), { noindex: true });
}

type ActionResult =
  | { saved: 'created' | 'reset'; username: string }
  | { changed: 'role' | 'deactivated' | 'activated'; username: string }
  | { error: string; fields: Record<string, string>; intent: string; id: string | null };

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = await requireArea(context, url, 'staff');
  let intent = 'save';
  let id: string | null = null;
  try {
    const form = await readForm(request);
    intent = String(form.get('intent') ?? 'save');
    if (intent === 'role' || intent === 'deactivate' || intent === 'activate') {
      id = String(form.get('id') ?? '');
      const change = parse(staffAccessInput, intent === 'role' ? { role: form.get('role') ?? undefined } : { active: intent === 'activate' });
      await context.services.updateStaffAccess(admin.storeId, id, change, admin);
      const username = String(form.get('username') ?? '').slice(0, 40);
      return { changed: intent === 'role' ? 'role' : intent === 'activate' ? 'activated' : 'deactivated', username } satisfies ActionResult;
    }
    const input = parse(staffInput, {
      username: form.get('username') ?? '',
      password: form.get('password') ?? '',
      name: String(form.get('name') ?? '').trim() || undefined,
      role: form.get('role') ?? undefined,
    });
    if (input.username === admin.username && input.role !== 'admin') throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'role', messageKey: 'invalidFormat' }] });
    const saved = await context.services.saveStaff(admin.storeId, input, admin);
    return { saved: saved.created ? 'created' : 'reset', username: input.username } satisfies ActionResult;
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    return data({ error: failure.message, fields: failure.fields, intent, id } satisfies ActionResult, { status: failure.status });
  }
}

const field = 'mt-1 h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';
const label = 'block text-xs font-semibold text-ink-soft';
const smallButton = 'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold aria-disabled:opacity-60';

export default function ConsoleStaff({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const form = useRef<HTMLFormElement>(null);
  // A saved account clears the form, so its password does not linger on the screen.
  useEffect(() => {
    if (result && 'saved' in result) form.current?.reset();
  }, [result]);
  const formError = result && 'error' in result && result.intent === 'save' ? result : null;
  const fieldError = (name: string) => (formError?.fields[name] ? <span className="mt-1 block text-xs font-semibold text-brand">{formError.fields[name]}</span> : null);
  return (
    <section className="mx-auto max-w-6xl px-4 py-6" aria-labelledby="staff-title">
      <h1 id="staff-title" className="text-2xl font-bold text-ink">
        {t('console.staff.title')}
      </h1>
      <div className="mt-4 grid items-start gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-3">
          {result && 'changed' in result ? (
            <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
              {t(`console.staff.${result.changed}`, { username: result.username })}
            </p>
          ) : result && 'error' in result && result.intent !== 'save' ? (
            <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
              {result.error}
            </p>
          ) : null}
          <ul className="divide-y divide-line rounded-2xl border border-line bg-surface" aria-label={t('console.staff.list')}>
            {loaderData.staff.map((s) => (
              <li key={s.id}>
                <StaffRow member={s} me={s.id === loaderData.me} />
              </li>
            ))}
          </ul>
          <RolesHelp />
        </div>
        <Form method="post" ref={form} className="space-y-3 rounded-2xl border border-line bg-surface p-4" aria-labelledby="staff-form-title" noValidate>
          <input type="hidden" name="intent" value="save" />
          <h2 id="staff-form-title" className="font-bold text-ink">
            {t('console.staff.add')}
          </h2>
          <p className="text-xs text-ink-soft">{t('console.staff.help')}</p>
          {result && 'saved' in result ? (
            <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
              {t(result.saved === 'created' ? 'console.staff.created' : 'console.staff.reset', { username: result.username })}
            </p>
          ) : formError && Object.keys(formError.fields).length === 0 ? (
            <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
              {formError.error}
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
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`console.role.${role}`)}
                </option>
              ))}
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

type Member = Route.ComponentProps['loaderData']['staff'][number];

/** One staff member: name, username, since when, role; for others than oneself, a role to choose and deactivation. */
function StaffRow({ member, me }: { member: Member; me: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('id') === member.id && navigation.formData?.get('intent') === intent;
  const roleId = `role-${member.id}`;
  return (
    <article className="flex flex-wrap items-end justify-between gap-3 p-4" aria-label={member.name}>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{member.name}</span>
          <span className="font-mono text-sm text-ink-soft">{member.username}</span>
          {member.active ? null : <span className="rounded-full bg-ink/10 px-2.5 py-0.5 text-xs font-semibold text-ink-soft">{t('console.staff.inactive')}</span>}
        </p>
        <p className="mt-0.5 text-sm text-ink-soft">
          {t(`console.role.${member.role}`)}
          {' · '}
          {t('console.staff.sinceDate', { date: formatDate(member.createdAt, lang, { year: true }) })}
        </p>
      </div>
      {me ? (
        <p className="text-xs text-ink-faint">{t('console.staff.you')}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <Form method="post" className="flex items-end gap-2" noValidate>
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={member.id} />
            <input type="hidden" name="username" value={member.username} />
            <label htmlFor={roleId} className="sr-only">
              {t('console.staff.roleOf', { name: member.name })}
            </label>
            <select id={roleId} name="role" defaultValue={member.role} className="h-9 rounded-xl border border-line bg-surface px-2 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`console.role.${role}`)}
                </option>
              ))}
            </select>
            <SubmitButton busy={busy('role')} className={`${smallButton} border-line text-ink hover:bg-surface-muted`} aria-label={t('console.staff.changeRoleOf', { name: member.name })}>
              {t('console.staff.changeRole')}
            </SubmitButton>
          </Form>
          <Form
            method="post"
            onSubmit={(event) => {
              if (member.active && !window.confirm(t('console.staff.deactivateConfirm', { name: member.name }))) event.preventDefault();
            }}
            noValidate
          >
            <input type="hidden" name="intent" value={member.active ? 'deactivate' : 'activate'} />
            <input type="hidden" name="id" value={member.id} />
            <input type="hidden" name="username" value={member.username} />
            <SubmitButton
              busy={busy(member.active ? 'deactivate' : 'activate')}
              className={`${smallButton} ${member.active ? 'border-brand/40 text-brand hover:bg-brand/10' : 'border-line text-ink hover:bg-surface-muted'}`}
              aria-label={t(member.active ? 'console.staff.deactivateOf' : 'console.staff.activateOf', { name: member.name })}
            >
              {t(member.active ? 'console.staff.deactivate' : 'console.staff.activate')}
            </SubmitButton>
          </Form>
        </div>
      )}
    </article>
  );
}

/** What each role may do in the console, in words (core/permissions.ts is what the server checks). */
function RolesHelp() {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-line bg-surface p-4" aria-labelledby="roles-title">
      <h2 id="roles-title" className="font-bold text-ink">
        {t('console.staff.rolesTitle')}
      </h2>
      <dl className="mt-2 space-y-2 text-sm">
        {STAFF_ROLES.map((role) => (
          <div key={role}>
            <dt className="font-semibold text-ink">{t(`console.role.${role}`)}</dt>
            <dd className="text-ink-soft">{t(`console.staff.roleHelp.${role}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
