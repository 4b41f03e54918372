// /user: log in with a phone and a one-time code (works without JavaScript), or, logged in, the account and log out.
import { useTranslation } from 'react-i18next';
import { Form, data, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/user';
import { AppError } from '../../core/app-error';
import { formatDate } from '../../core/dates';
import { formatMnMobile } from '../../core/phone';
import { USER_TOKEN_COOKIE } from '../../core/user-token';
import { publicCustomer } from '../../server/modules/accounts/routes';
import { addressInput, profileUpdate } from '../../server/modules/accounts/schemas';
import { parse } from '../../server/http/validate';
import { AddressBook } from '../components/account/address-book';
import { Field, describe, fieldInput } from '../components/account/field';
import { PhoneChange } from '../components/account/phone-change';
import { ProfileForm } from '../components/account/profile-form';
import { MessageChoice } from '../components/account/message-choice';
import { SESSION_COOKIE } from '../../server/modules/accounts/sessions';
import { AppLink } from '../components/app-link';
import { UserIcon } from '../components/icons';
import { actionError, pageHeaders, readForm, postedForm } from '../lib/action-error';
import { pageMeta } from '../lib/meta';
import { safeReturnTo } from '../../core/return-to';
import { useRootData } from '../lib/root-data';
import { DemoInbox } from '../components/demo/demo-inbox';
import { SubmitButton } from '../components/submit-button';
import { RequestList } from '../components/buy-for-me/request-parts';
import type { Language } from '../../core/i18n';

export async function loader({ context }: Route.LoaderArgs) {
  const customer = await context.customer();
  if (!customer) return { customer: null, addresses: [], locations: [], requests: [] };
  const store = await context.store();
  const [addresses, locations, requests] = await Promise.all([
    context.services.listAddresses(customer.id, await context.lang()),
    context.services.listLocations(),
    context.services.listShopperRequests(store._id, customer.id),
  ]);
  return { customer: publicCustomer(customer), addresses, locations, requests };
}

type Form = 'phone' | 'code' | 'profile' | 'messages' | 'address' | 'new-phone';
type ActionResult =
  | { step: 'code'; phone: string }
  | { pendingPhone: string }
  | { saved: 'profile' | 'messages' | 'address' | 'phone' }
  | { error: string; fields: Record<string, string>; step: Form; phone: string; addressId: string | null };

const formOf: Record<string, Form> = { code: 'phone', resend: 'code', login: 'code', profile: 'profile', messages: 'messages', 'phone-code': 'new-phone', 'phone-change': 'new-phone', 'address-save': 'address', 'address-main': 'address', 'address-delete': 'address' };

/** Personal pages are never cached, so the back button after logging out shows nothing private. */
export const headers = pageHeaders({ 'Cache-Control': 'private, no-store' });

const addressIdField = z.uuid();

export async function action({ request, context, url }: Route.ActionArgs) {
  const lang = await context.lang();
  const store = await context.store();
  try {
    const form = await readForm(request);
    const intent = String(form.get('intent') ?? '');
    const phone = String(form.get('phone') ?? '').slice(0, 40);
    if (intent === 'logout') {
      const token = context.cookies[SESSION_COOKIE];
      if (token) await context.services.endSession(token);
      context.setSession(null);
      throw redirect('/user');
    }
    if (intent === 'profile' || intent === 'messages' || intent.startsWith('address-') || intent.startsWith('phone-')) {
      const customer = await context.customer();
      if (!customer) throw redirect('/user');
      const rawId = String(form.get('id') ?? '');
      const id = rawId === '' ? null : addressIdField.safeParse(rawId).success ? rawId : (() => { throw new AppError('NOT_FOUND', 'dataNotFound'); })();
      if (intent === 'phone-code') {
        const sent = await context.services.requestLoginCode({ storeId: store._id, phone, ip: context.ip, purpose: 'change_phone', lang });
        return { pendingPhone: sent.phone } satisfies ActionResult;
      }
      if (intent === 'phone-change') {
        await context.services.changePhone({ storeId: store._id, customerId: customer.id, phone, code: String(form.get('code') ?? '').slice(0, 12) });
        return { saved: 'phone' } satisfies ActionResult;
      }
      if (intent === 'profile') {
        await context.services.updateProfile(customer.id, parse(profileUpdate, Object.fromEntries(form)));
        return { saved: 'profile' } satisfies ActionResult;
      }
      if (intent === 'messages') {
        // A checkbox says "on" when ticked and nothing when not.
        await context.services.updateProfile(customer.id, { marketingMessages: form.get('marketingMessages') === 'on' });
        return { saved: 'messages' } satisfies ActionResult;
      }
      if (intent === 'address-save') await context.services.saveAddress(customer.id, id, parse(addressInput, { type: 'home', isMain: false, ...Object.fromEntries(form) }));
      else if (id && intent === 'address-main') await context.services.setMainAddress(customer.id, id);
      else if (id && intent === 'address-delete') await context.services.deleteAddress(customer.id, id);
      else throw new AppError('VALIDATION');
      return { saved: 'address' } satisfies ActionResult;
    }
    if (intent === 'code' || intent === 'resend') {
      const sent = await context.services.requestLoginCode({ storeId: store._id, phone, ip: context.ip, purpose: 'login', lang });
      return { step: 'code', phone: sent.phone } satisfies ActionResult;
    }
    if (intent === 'login') {
      const { sessionToken } = await context.services.logInWithCode({
        storeId: store._id,
        phone,
        code: String(form.get('code') ?? '').slice(0, 12),
        userToken: context.cookies[USER_TOKEN_COOKIE] ?? null,
        userAgent: context.userAgent,
        previousSession: context.cookies[SESSION_COOKIE] ?? null,
      });
      context.setSession(sessionToken);
      throw redirect(safeReturnTo(url.searchParams.get('returnTo')) ?? '/user');
    }
    throw new AppError('VALIDATION');
  } catch (err) {
    const failure = actionError(err, lang, context.requestId);
    // The form that was sent places the message, also when readForm refused it.
    const form = postedForm(request);
    const intent = String(form?.get('intent') ?? '');
    const phone = String(form?.get('phone') ?? '').slice(0, 40);
    const addressId = intent === 'address-save' ? String(form?.get('id') ?? '') || 'new' : null;
    return data({ error: failure.message, fields: failure.fields, step: formOf[intent] ?? 'phone', phone, addressId } satisfies ActionResult, {
      status: failure.status,
      headers: failure.headers,
    });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('routes.user'), { noindex: true });
}

function LogIn() {
  const { t } = useTranslation();
  const data = useActionData<typeof action>() as ActionResult | undefined;
  const result = data && 'step' in data ? data : undefined;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state !== 'idle';
  const googleLogin = useRootData()?.publicConfig.googleLogin ?? false;
  const step = result?.step ?? 'phone';
  const error = result && 'error' in result ? result : null;
  const action = params.get('returnTo') ? `/user?returnTo=${encodeURIComponent(params.get('returnTo')!)}` : '/user';

  return (
    <section className="mx-auto max-w-md px-4 py-10" aria-labelledby="login-title">
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <div className="flex h-12 w-12 items-center justify-center rounded-full bg-brand/10 text-brand">
          <UserIcon className="h-6 w-6" />
        </div>
        <h1 id="login-title" className="mt-4 text-2xl font-bold text-ink">
          {step === 'code' ? t('account.codeTitle') : t('account.loginTitle')}
        </h1>
        {error && !error.fields.phone && !error.fields.code ? (
          <p role="alert" className="mt-4 rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
            {error.error}
          </p>
        ) : null}
        {!result && params.get('google') === 'failed' ? (
          <p role="alert" className="mt-4 rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
            {t('errors.googleFailed')}
          </p>
        ) : null}
        {step === 'phone' ? (
          <Form method="post" action={action} className="mt-2" noValidate>
            <p className="text-ink-soft">{t('account.loginText')}</p>
            <div className="mt-6">
              <Field id="phone" label={t('account.phone')} error={error?.fields.phone} hint={t('account.phoneHint')}>
                <input
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  required
                  maxLength={20}
                  defaultValue={result?.phone ? formatMnMobile(result.phone) : ''}
                  placeholder="9911 2233"
                  className={`${fieldInput} h-12 text-lg`}
                  {...describe('phone', error?.fields.phone, t('account.phoneHint'))}
                />
              </Field>
            </div>
            <SubmitButton name="intent" value="code" className="btn-primary mt-6 w-full" busy={busy}>
              {t('account.sendCode')}
            </SubmitButton>
            {googleLogin ? (
              <>
                <p className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-ink-faint" aria-hidden>
              <span className="h-px flex-1 bg-line" />
              {t('account.or')}
              <span className="h-px flex-1 bg-line" />
            </p>
            {/* A full page load: the provider's pages are outside this app. */}
            <a
              href={params.get('returnTo') ? `/auth/google?returnTo=${encodeURIComponent(params.get('returnTo')!)}` : '/auth/google'}
              className="flex h-11 w-full items-center justify-center gap-3 rounded-full border border-line bg-surface font-semibold text-ink hover:bg-surface-muted"
            >
              <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden>
                <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8Z" />
                <path fill="#34A853" d="M12 23c3 0 5.5-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.8 0-5.2-1.9-6.1-4.5H2.3v2.8A11 11 0 0 0 12 23Z" />
                <path fill="#FBBC05" d="M5.9 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.3a11 11 0 0 0 0 9.8l3.6-2.8Z" />
                <path fill="#EA4335" d="M12 5.4c1.6 0 3 .6 4.1 1.6l3.1-3.1A11 11 0 0 0 2.3 7.1l3.6 2.8C6.8 7.3 9.2 5.4 12 5.4Z" />
              </svg>
              {t('account.withGoogle')}
            </a>
              </>
            ) : null}
          </Form>
        ) : (
          <Form method="post" action={action} className="mt-2" noValidate>
            <p className="text-ink-soft">{t('account.codeText', { phone: formatMnMobile(result!.phone) })}</p>
            <input type="hidden" name="phone" value={result!.phone} />
            {/* In a demo the text the phone would get, above the field it goes into (seen on a phone without scrolling). */}
            <DemoInbox phone={result!.phone} />
            <div className="mt-6">
              <Field id="code" label={t('account.code')} error={error?.fields.code}>
                <input
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  required
                  autoFocus
                  className={`${fieldInput} h-12 text-lg tracking-[0.4em]`}
                  {...describe('code', error?.fields.code)}
                />
              </Field>
            </div>
            <SubmitButton name="intent" value="login" className="btn-primary mt-6 w-full" busy={busy}>
              {t('account.verify')}
            </SubmitButton>
            <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
              <SubmitButton name="intent" value="resend" formNoValidate className="font-semibold text-brand hover:underline" busy={busy}>
                {t('account.resend')}
              </SubmitButton>
              <a href={action} className="text-ink-soft hover:text-ink">
                {t('account.changePhone')}
              </a>
            </div>
          </Form>
        )}
      </div>
    </section>
  );
}

export default function User({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const { customer, addresses, locations, requests } = loaderData;
  if (!customer) return <LogIn />;
  const name = customer.name ?? (customer.phone ? formatMnMobile(customer.phone) : '');
  const error = result && 'error' in result ? result : null;
  const busy = navigation.state !== 'idle';
  return (
    <section className="mx-auto max-w-2xl px-4 py-10" aria-labelledby="account-title">
      <p className="text-sm font-semibold text-brand">{t('account.myAccount')}</p>
      <h1 id="account-title" className="mt-1 text-3xl font-bold text-ink">
        {t('account.welcome', { name })}
      </h1>
      <dl className="mt-6 grid gap-4 rounded-3xl border border-line bg-surface p-6 sm:grid-cols-2">
        <PhoneChange
          phone={customer.phone}
          pending={result && 'pendingPhone' in result ? result.pendingPhone : error?.step === 'new-phone' && error.fields.code ? error.phone : null}
          errors={error?.step === 'new-phone' ? error.fields : {}}
          message={error?.step === 'new-phone' && Object.keys(error.fields).length === 0 ? error.error : null}
          changed={Boolean(result && 'saved' in result && result.saved === 'phone')}
          busy={busy}
        />
        <div>
          <dt className="text-sm text-ink-faint">{t('account.rating')}</dt>
          <dd className="mt-1 font-semibold text-ink">{t('account.ratingValue', { level: customer.rating })}</dd>
        </div>
        <div className="sm:col-span-2">
          <dd className="text-sm text-ink-soft">{t('account.memberSince', { date: formatDate(customer.createdAt, i18n.language as 'mn' | 'en', { year: true }) })}</dd>
        </div>
      </dl>
      <AppLink to="/user/order" className="chip mt-4">
        {t('account.myOrders')}
      </AppLink>
      <section className="mt-6 rounded-3xl border border-line bg-surface p-6" aria-labelledby="requests-title">
        <h2 id="requests-title" className="text-lg font-bold text-ink">
          {t('buyForMe.userTitle')}
        </h2>
        {requests.length ? <RequestList requests={requests} lang={i18n.language as Language} /> : <p className="mt-2 text-sm text-ink-soft">{t('buyForMe.userNone')}</p>}
        <AppLink to="/buy-for-me" className="chip mt-3">
          {t('buyForMe.userLink')}
        </AppLink>
      </section>
      <div className="mt-6 space-y-6">
        <ProfileForm profile={customer} errors={error?.step === 'profile' ? error.fields : {}} saved={Boolean(result && 'saved' in result && result.saved === 'profile')} busy={busy} />
        {error?.step === 'messages' ? (
          <p role="alert" className="rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
            {error.error}
          </p>
        ) : null}
        <MessageChoice on={customer.marketingMessages} saved={Boolean(result && 'saved' in result && result.saved === 'messages')} busy={busy} />
        {error && error.step === 'address' && Object.keys(error.fields).length === 0 ? (
          <p role="alert" className="rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
            {error.error}
          </p>
        ) : null}
        <AddressBook
          // A saved change closes the open form (the list it shows has changed).
          key={addresses.map((a) => `${a._id}:${a.isMain}:${a.detail}`).join('|')}
          addresses={addresses}
          locations={locations}
          errors={error?.step === 'address' ? error.fields : {}}
          errorFor={error?.step === 'address' ? error.addressId : null}
          busy={busy}
        />
      </div>
      <Form method="post" className="mt-8" noValidate>
        <button type="submit" name="intent" value="logout" className="chip">
          {t('account.logout')}
        </button>
      </Form>
    </section>
  );
}
