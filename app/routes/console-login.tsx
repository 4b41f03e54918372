// /console/login: staff log in with a username and password (works without JavaScript), then return where they were.
import { useTranslation } from 'react-i18next';
import { Form, data, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/console-login';
import { STAFF_SESSION_COOKIE } from '../../server/modules/console/staff-sessions';
import { consoleActionError, consoleHeaders } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { safeReturnTo } from '../../core/return-to';
import { readForm, postedForm } from '../lib/action-error';
import { useRootData } from '../lib/root-data';
import { DEMO_STAFF } from '../../core/demo';
import { AppError } from '../../core/app-error';
import { SubmitButton } from '../components/submit-button';

/** Where to go after login: a console page the staff member asked for, else the console's home (the role's first section). */
function target(url: URL): string {
  const back = safeReturnTo(url.searchParams.get('returnTo'));
  return back && /^\/console(\/|$|\?)/.test(back) && !back.startsWith('/console/log') ? back : '/console';
}

export async function loader({ context, url }: Route.LoaderArgs) {
  if (await context.staff()) throw redirect(target(url));
  return null;
}

export const headers = consoleHeaders;

export async function action({ request, context, url }: Route.ActionArgs) {
  const lang = await context.lang();
  try {
    const form = await readForm(request);
    const username = String(form.get('username') ?? '').slice(0, 100);
    const password = String(form.get('password') ?? '').slice(0, 200);
    // The form leaves checking to us (noValidate): an empty field is said so, and is no failed try towards the lockout.
    if (!username.trim() || !password) throw new AppError('VALIDATION', 'credentialsRequired');
    const store = await context.store();
    const { token } = await context.services.logInStaff({
      storeId: store._id,
      username,
      password,
      ip: context.ip,
      previousToken: context.cookies[STAFF_SESSION_COOKIE] ?? null,
    });
    context.setStaffSession(token);
    throw redirect(target(url));
  } catch (err) {
    const failure = consoleActionError(err, lang, context.requestId);
    const username = String(postedForm(request)?.get('username') ?? '').slice(0, 100);
    return data({ error: failure.message, username }, { status: failure.status, headers: failure.headers });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.login.title'), { noindex: true });
}

const input = 'mt-1 h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';

export default function ConsoleLogin() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const demo = useRootData()?.publicConfig.demo ?? false;
  return (
    <section className="mx-auto max-w-sm px-4 py-12" aria-labelledby="login-title">
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <h1 id="login-title" className="text-2xl font-bold text-ink">
          {t('console.login.title')}
        </h1>
        <p className="mt-1 text-sm text-ink-soft">{t('console.login.intro')}</p>
        {demo ? (
          <p className="mt-4 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
            {t('demo.consoleHint', DEMO_STAFF)}
          </p>
        ) : null}
        <Form method="post" action={returnTo ? `/console/login?returnTo=${encodeURIComponent(returnTo)}` : '/console/login'} className="mt-6 space-y-4" noValidate>
          {result?.error ? (
            <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
              {result.error}
            </p>
          ) : null}
          <label className="block text-sm font-semibold text-ink">
            {t('console.login.username')}
            <input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required maxLength={100} defaultValue={result?.username} className={input} />
          </label>
          <label className="block text-sm font-semibold text-ink">
            {t('console.login.password')}
            <input name="password" type="password" autoComplete="current-password" required maxLength={200} className={input} />
          </label>
          <SubmitButton className="btn-primary w-full" busy={navigation.state === 'submitting'}>
            {t('console.login.submit')}
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
