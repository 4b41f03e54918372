// /leasingRequest: paying an order in instalments.
//  - no order: the loan instructions — each of the six plans, its terms and how to apply (anyone may read them);
//  - ?order={number}: the plans for that order (offered here? open to the shopper's rating?) and its requests so far;
//  - ?order={number}&plan={id}: the request form — term and down payment with the schedule shown before sending and,
//    for the lenders without an API (PayOn, Easy Leasing, Khan Bank), income type, social insurance months, monthly
//    income, monthly loan and the social-insurance file (PDF/JPG/PNG, at most 5MB). Sending it opens the request's page.
// Only the shopper logged in with the order's phone (spec §6), only while the order waits on money. Works without script.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, data, redirect, useNavigation, type AppLoadContext } from 'react-router';
import type { Route } from './+types/leasing-request';
import { instalmentPlans, instalmentSchedule, minDownPayment, type InstalmentPlanId } from '../../core/instalments';
import { formatMnt } from '../../core/money';
import { orderNumberOf } from '../../server/modules/orders/routes';
import { takesApplication } from '../../server/modules/leasing/check-leasing-request';
import { MAX_UPLOAD_BYTES } from '../../server/modules/leasing/file-kind';
import { isLeasingPlan } from '../../server/modules/leasing/leasing-view';
import { readUploadForm } from '../../server/modules/leasing/read-upload-form';
import { checkFormText } from '../../server/http/clean-text';
import { INCOME_TYPES } from '../../server/modules/leasing/schemas';
import { Field, describe, fieldInput } from '../components/account/field';
import { FilePicker } from '../components/file-picker';
import { AppLink } from '../components/app-link';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PLAN_IDS, PlanGuide } from '../components/leasing/plan-guide';
import { ScheduleTable } from '../components/leasing/schedule-table';
import { LeasingStatusBadge } from '../components/leasing/status-badge';
import { translator } from '../../core/i18n';
import { actionError } from '../lib/action-error';
import { forbiddenOrder } from '../lib/load-order';
import { notFound } from '../lib/params';
import { pageMeta } from '../lib/meta';
import { formatDateTime } from '../../core/dates';
import type { Language } from '../../core/i18n';
import { SubmitButton } from '../components/submit-button';

const TYPED = ['months', 'downPayment', 'incomeType', 'socialInsuranceMonths', 'monthlyIncome', 'monthlyLoan'] as const;
type Typed = Partial<Record<(typeof TYPED)[number], string>>;

/** A new key for each form shown: the same form sent twice is one request. */
const formKey = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

async function loadOptions(context: AppLoadContext, url: URL, number: number) {
  const [store, customer] = await Promise.all([context.store(), context.customer()]);
  try {
    return await context.services.leasingOptions({
      storeId: store._id,
      number,
      customer: customer ? { phone: customer.phone, rating: customer.rating } : null,
      paymentMethods: store.paymentMethods,
    });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'NOT_FOUND') throw notFound(url, false, 'order');
    if (code === 'FORBIDDEN') throw forbiddenOrder(customer);
    throw err;
  }
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const orderParam = url.searchParams.get('order');
  if (orderParam === null) return { mode: 'instructions' as const };
  const number = orderNumberOf(orderParam);
  if (!number) throw notFound(url, false, 'order');
  // The order's own shopper only: log in, then come back here.
  if (!(await context.customer())) throw redirect(`/user?returnTo=${encodeURIComponent(url.pathname + url.search)}`);
  const options = await loadOptions(context, url, number);
  const planParam = url.searchParams.get('plan');
  const plan = planParam && isLeasingPlan(planParam) ? planParam : null;
  return { mode: plan ? ('form' as const) : ('choose' as const), options, plan, key: formKey() };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => (!loaded || loaded.mode === 'instructions' ? t('leasing.instructionsTitle') : loaded.mode === 'form' && loaded.plan ? t('leasing.formTitle', { plan: t(`paymentMethod.${loaded.plan}`) }) : t('leasing.chooseTitle')),
    { noindex: Boolean(loaded && loaded.mode !== 'instructions') },
  );
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const lang = await context.lang();
  const read = await readUploadForm(request);
  if ('tooLarge' in read) {
    // Nothing of the form could be kept: say why on the file field.
    return data({ error: null, fields: { socialInsuranceFile: translator(lang)('validation.fileTooBig') }, typed: {} as Typed, preview: false }, { status: 400 });
  }
  const text = Object.fromEntries([...read.form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));
  const typed: Typed = Object.fromEntries(TYPED.filter((k) => text[k] !== undefined).map((k) => [k, text[k].slice(0, 40)]));
  if (text.intent === 'preview') return { error: null, fields: {} as Record<string, string>, typed, preview: true };
  const file = read.form.get('socialInsuranceFile');
  const bytes = typeof file === 'object' && file !== null && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
  try {
    // The upload's own reader (read-upload-form.ts) leaves the text to the rule every form follows.
    checkFormText(read.form);
    const [store, customer] = await Promise.all([context.store(), context.customer()]);
    const { id } = await context.services.submitLeasingRequest({
      storeId: store._id,
      number: orderNumberOf(url.searchParams.get('order') ?? ''),
      customer: customer ? { phone: customer.phone, rating: customer.rating } : null,
      paymentMethods: store.paymentMethods,
      origin: context.origin,
      fields: text,
      file: bytes,
    });
    throw redirect(`/leasingRequest/${id}`);
  } catch (err) {
    // The redirect goes through as it is (actionError rethrows it).
    const { status, message, fields } = actionError(err, lang, context.requestId);
    return data({ error: Object.keys(fields).length ? null : message, fields, typed, preview: false }, { status });
  }
}

const box = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';
const notice = 'rounded-2xl border border-line bg-surface-muted px-4 py-3 text-ink';

export default function LeasingRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.mode === 'instructions') {
    return (
      <section className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="leasing-title">
        <Breadcrumbs items={[{ label: t('leasing.instructionsTitle') }]} />
        <h1 id="leasing-title" className="mt-3 text-3xl font-bold text-ink">
          {t('leasing.instructionsTitle')}
        </h1>
        <p className="mt-2 max-w-2xl text-ink-soft">{t('leasing.instructionsIntro')}</p>
        <div className="mt-6 grid gap-4">
          {PLAN_IDS.map((id) => (
            <PlanGuide key={id} id={id} headingLevel={2} />
          ))}
        </div>
        <AppLink to="/user/order" className="btn-primary mt-6">
          {t('leasing.myOrders')}
        </AppLink>
      </section>
    );
  }
  const { options, plan, key } = loaderData;
  const { order } = options;
  const orderTitle = t('order.title', { number: order.number });
  const title = plan ? t('leasing.formTitle', { plan: t(`paymentMethod.${plan}`) }) : t('leasing.chooseTitle');
  return (
    <section className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="leasing-title">
      <Breadcrumbs items={[{ label: t('order.myOrders'), to: '/user/order' }, { label: orderTitle, to: `/order/${order.number}` }, ...(plan ? [{ label: t('leasing.chooseTitle'), to: `/leasingRequest?order=${order.number}` }] : []), { label: title }]} />
      <h1 id="leasing-title" className="mt-3 text-3xl font-bold text-ink">
        {title}
      </h1>
      <p className="mt-1 text-ink-soft">
        {t('leasing.forOrder', { number: order.number })} · <span className="font-semibold text-ink">{t('leasing.leftToPay', { amount: formatMnt(order.left) })}</span>
      </p>

      {!order.payable ? (
        <div className="mt-6 space-y-3">
          <p className={notice} role="status">
            {t('leasing.notPayable')}
          </p>
          <AppLink to={`/order/${order.number}`} className="chip">
            {t('leasing.backToOrder', { number: order.number })}
          </AppLink>
        </div>
      ) : plan ? (
        <PlanForm options={options} plan={plan} formKey={key} actionData={actionData} />
      ) : (
        <PlanChooser options={options} />
      )}
      <Requests options={options} />
    </section>
  );
}

type Options = Extract<Route.ComponentProps['loaderData'], { mode: 'choose' | 'form' }>['options'];

/** The six plans for this order, each with its guide and what the shopper can do with it. */
function PlanChooser({ options }: { options: Options }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 grid gap-4">
      <h2 className="sr-only">{t('leasing.choose')}</h2>
      {options.plans.map((p) => {
        const teaser = teaserOf(p.id, options.order.left);
        return (
          <PlanGuide key={p.id} id={p.id}>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
              <span className="font-semibold text-ink">{teaser ? (teaser.period === 'month' ? t('leasing.perMonth', { amount: formatMnt(teaser.amount) }) : t('leasing.perFortnight', { amount: formatMnt(teaser.amount) })) : null}</span>
              {!p.offered ? (
                <span className="text-sm text-ink-faint">{t('leasing.notOffered')}</span>
              ) : !p.allowed ? (
                <span className="text-sm text-ink-faint">{t('leasing.bossOnly', { rating: instalmentPlans[p.id].minRating })}</span>
              ) : (
                <AppLink to={`/leasingRequest?order=${options.order.number}&plan=${p.id}`} className="btn-primary" aria-label={t('leasing.applyFor', { plan: t(`paymentMethod.${p.id}`) })}>
                  {t('leasing.apply')}
                </AppLink>
              )}
            </div>
          </PlanGuide>
        );
      })}
    </div>
  );
}

/** The largest payment of the plan's default schedule on this amount ("from" never understates), or null. */
function teaserOf(plan: InstalmentPlanId, price: number) {
  try {
    const s = instalmentSchedule(plan, price, { rating: instalmentPlans[plan].minRating });
    return { amount: Math.max(...s.payments.map((p) => p.amount)), period: s.period === 'month' ? ('month' as const) : ('fortnight' as const) };
  } catch {
    return null;
  }
}

function Requests({ options }: { options: Options }) {
  const { t, i18n } = useTranslation();
  if (options.requests.length === 0) return null;
  return (
    <section className={`${box} mt-6`} aria-labelledby="requests-title">
      <h2 id="requests-title" className="text-lg font-bold text-ink">
        {t('leasing.yourRequests')}
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {options.requests.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <AppLink to={`/leasingRequest/${r.id}`} className="font-semibold text-ink underline-offset-2 hover:text-brand hover:underline">
              {t('leasing.requestTitle', { plan: t(`paymentMethod.${r.plan}`) })}
            </AppLink>
            <LeasingStatusBadge status={r.status} kind={takesApplication(r.plan) ? 'application' : r.plan === 'storepay' ? 'storepay' : 'pocket'} />
            <span className="ml-auto text-sm tabular-nums text-ink-soft">
              {formatMnt(r.amount)} · {formatDateTime(r.createdAt, i18n.language as Language)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

type ActionData = Route.ComponentProps['actionData'];

function PlanForm({ options, plan, formKey: key, actionData }: { options: Options; plan: InstalmentPlanId; formKey: string; actionData: ActionData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const option = options.plans.find((p) => p.id === plan)!;
  const def = instalmentPlans[plan];
  const price = options.order.left;
  const typed: Typed = actionData?.typed ?? {};
  const fields: Record<string, string> = actionData?.fields ?? {};
  const least = minDownPayment(plan, price);
  const [months, setMonths] = useState(typed.months ?? (def.kind === 'loan' ? String(def.maxMonths) : ''));
  const [downPayment, setDownPayment] = useState(typed.downPayment ?? String(least));
  const [fileError, setFileError] = useState<string | null>(null);
  const application = takesApplication(plan);
  const schedule = useMemo(() => {
    try {
      if (def.kind === 'split') return instalmentSchedule(plan, price, { rating: def.minRating });
      return instalmentSchedule(plan, price, { months: Number(months), downPayment: Number(downPayment.replace(/[\s,₮]/g, '')), rating: def.minRating });
    } catch {
      return null;
    }
  }, [plan, price, months, downPayment, def]);

  let blocked: React.ReactNode = null;
  if (!option.offered) blocked = t('leasing.notOffered');
  else if (!option.allowed) blocked = t('leasing.bossOnlyNotice', { rating: options.rating });
  else if (application && options.waitingApplication) {
    blocked = (
      <>
        {t('leasing.waitingApplication')}{' '}
        <AppLink to={`/leasingRequest/${options.waitingApplication}`} className="font-semibold text-brand underline">
          {t('leasing.seeRequest')}
        </AppLink>
      </>
    );
  }

  const submitLabel = application ? t('leasing.submitApplication') : plan === 'storepay' ? t('leasing.submitStorepay') : t('leasing.submitPocket');
  const sending = navigation.state === 'submitting';
  const fileFieldError = fileError ?? fields.socialInsuranceFile;

  return (
    <div className="mt-6 grid gap-6">
      {blocked ? (
        <div className="space-y-3">
          <p className={notice} role="status">
            {blocked}
          </p>
          <AppLink to={`/leasingRequest?order=${options.order.number}`} className="chip">
            {t('leasing.otherPlans')}
          </AppLink>
        </div>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          noValidate
          className={`${box} space-y-5`}
          aria-label={t('leasing.formTitle', { plan: t(`paymentMethod.${plan}`) })}
          onSubmit={(e) => {
            if (fileError) e.preventDefault();
          }}
        >
          <input type="hidden" name="plan" value={plan} />
          <input type="hidden" name="key" value={key} />
          {actionData?.error ? (
            <p role="alert" className="rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
              {actionData.error}
            </p>
          ) : null}

          {def.kind === 'loan' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {def.minMonths === def.maxMonths ? (
                <div>
                  <p className="text-sm font-semibold text-ink">{t('leasing.months')}</p>
                  <p className="mt-2 text-ink">{t('leasing.fixedTerm', { count: def.maxMonths })}</p>
                  <input type="hidden" name="months" value={def.maxMonths} />
                </div>
              ) : (
                <Field id="leasing-months" label={t('leasing.months')} error={fields.months}>
                  <select name="months" value={months} onChange={(e) => setMonths(e.target.value)} className={fieldInput} {...describe('leasing-months', fields.months)}>
                    {Array.from({ length: def.maxMonths - def.minMonths + 1 }, (_, i) => def.minMonths + i).map((m) => (
                      <option key={m} value={m}>
                        {t('leasing.monthsOption', { count: m })}
                      </option>
                    ))}
                  </select>
                </Field>
              )}
              <Field id="leasing-downPayment" label={t('leasing.downPayment')} error={fields.downPayment} hint={least ? t('leasing.downPaymentHint', { amount: formatMnt(least) }) : t('leasing.downPaymentOptional')}>
                <input
                  name="downPayment"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={20}
                  value={downPayment}
                  onChange={(e) => setDownPayment(e.target.value)}
                  className={fieldInput}
                  {...describe('leasing-downPayment', fields.downPayment, least ? t('leasing.downPaymentHint', { amount: formatMnt(least) }) : t('leasing.downPaymentOptional'))}
                />
              </Field>
            </div>
          ) : null}

          {application ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="leasing-incomeType" label={t('leasing.incomeType')} error={fields.incomeType}>
                <select name="incomeType" defaultValue={typed.incomeType ?? ''} className={fieldInput} {...describe('leasing-incomeType', fields.incomeType)}>
                  <option value="">{t('leasing.chooseIncomeType')}</option>
                  {INCOME_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`leasing.incomeTypes.${type}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="leasing-socialInsuranceMonths" label={t('leasing.socialInsuranceMonths')} error={fields.socialInsuranceMonths} hint={t('leasing.socialInsuranceMonthsHint')}>
                <input
                  name="socialInsuranceMonths"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={4}
                  defaultValue={typed.socialInsuranceMonths ?? ''}
                  className={fieldInput}
                  {...describe('leasing-socialInsuranceMonths', fields.socialInsuranceMonths, t('leasing.socialInsuranceMonthsHint'))}
                />
              </Field>
              <Field id="leasing-monthlyIncome" label={t('leasing.monthlyIncome')} error={fields.monthlyIncome}>
                <input name="monthlyIncome" inputMode="numeric" autoComplete="off" maxLength={20} defaultValue={typed.monthlyIncome ?? ''} className={fieldInput} {...describe('leasing-monthlyIncome', fields.monthlyIncome)} />
              </Field>
              <Field id="leasing-monthlyLoan" label={t('leasing.monthlyLoan')} error={fields.monthlyLoan} hint={t('leasing.monthlyLoanHint')}>
                <input
                  name="monthlyLoan"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={20}
                  defaultValue={typed.monthlyLoan ?? ''}
                  className={fieldInput}
                  {...describe('leasing-monthlyLoan', fields.monthlyLoan, t('leasing.monthlyLoanHint'))}
                />
              </Field>
              <div className="sm:col-span-2">
                <Field id="leasing-socialInsuranceFile" label={t('leasing.socialInsuranceFile')} error={fileFieldError} hint={t('leasing.fileHint')}>
                  <FilePicker
                    name="socialInsuranceFile"
                    accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
                    onChange={(e) => {
                      const chosen = e.target.files?.[0];
                      setFileError(chosen && chosen.size > MAX_UPLOAD_BYTES ? t('validation.fileTooBig') : null);
                    }}
                    className="mt-1"
                    {...describe('leasing-socialInsuranceFile', fileFieldError, t('leasing.fileHint'))}
                  />
                </Field>
              </div>
            </div>
          ) : null}

          {schedule ? <ScheduleTable schedule={schedule} price={price} /> : null}

          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton className="btn-primary h-12 w-full text-base sm:w-auto sm:px-10" busy={sending}>
              {sending ? t('leasing.sending') : submitLabel}
            </SubmitButton>
            {/* Without script the schedule follows the form only when asked. */}
            <noscript>
              <button type="submit" name="intent" value="preview" className="chip">
                {t('leasing.updateSchedule')}
              </button>
            </noscript>
          </div>
          {application ? <p className="text-xs text-ink-faint">{t('leasing.privacy')}</p> : null}
        </Form>
      )}
      <PlanGuide id={plan} />
      <AppLink to={`/leasingRequest?order=${options.order.number}`} className="chip w-fit">
        {t('leasing.otherPlans')}
      </AppLink>
    </div>
  );
}
