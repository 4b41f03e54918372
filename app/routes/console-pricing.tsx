// /console/pricing (catalog managers and admins): prices from landed cost. The exchange rates in force per currency
// with their source, day and short history, a rate typed by staff or the Bank of Mongolia's official rates fetched;
// the repricing preview (every variant of a product priced from landed cost whose price would change, old → new, with
// its landed cost and margin, and what is missing for those that cannot be priced), applied all at once or for the
// rows picked; and the rules: shipping per kg per route, minimum weight, duty and excise, VAT, margin, rounding.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Form, data, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/console-pricing';
import { AppError } from '../../core/app-error';
import { formatDate } from '../../core/dates';
import type { Language } from '../../core/i18n';
import { COST_CURRENCIES, ROUNDINGS, SHIPPING_ROUTES, roundPrice, type CostCurrency, type LandedCostFailure, type PricingRules } from '../../core/landed-cost';
import { formatMnt } from '../../core/money';
import { parse } from '../../server/http/validate';
import { bpToPercent, pickValue, pricingRulesInput, rateInput, readPick, toPricingRules } from '../../server/modules/pricing/schemas';
import type { CategoryNode } from '../../server/modules/catalog/list-categories';
import { readForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { SubmitButton } from '../components/submit-button';
import { card, Field, input, label, Section } from '../components/console-form';

/** Categories as a flat list in tree order, each named with its parents ("Cosmetics › Skincare"). */
function flatCategories(nodes: CategoryNode[], parents: string[] = []): { id: string; name: string }[] {
  return nodes.flatMap((n) => [{ id: n._id, name: [...parents, n.name].join(' › ') }, ...flatCategories(n.children, [...parents, n.name])]);
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const lang = await context.lang();
  const [settings, history, preview, tree] = await Promise.all([
    context.services.pricingSettings(staff.storeId),
    context.services.rateHistory(staff.storeId),
    context.services.repricePreview(staff.storeId),
    context.services.listCategoryTree(staff.storeId, lang),
  ]);
  return { rules: settings.pricing, rates: settings.rateDetails, history, preview, categories: flatCategories(tree), officialRates: context.services.officialRatesConfigured };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.pricing.title'), { noindex: true });
}

type Intent = 'rate' | 'fetch' | 'rules' | 'apply' | 'applyAll';
type Skipped = { sku: string; nameMn: string; nameEn: string; reason: 'gone' | 'changed' | 'missing' };
type ActionResult =
  | { done: 'rate'; currency: CostCurrency; changed: boolean }
  | { done: 'fetch'; effectiveOn: string; changed: number }
  | { done: 'rules'; changed: boolean }
  | { done: 'apply'; applied: number; products: number; skipped: Skipped[] }
  | { error: string; fields: Record<string, string>; intent: Intent; currency?: string };

const INTENTS: Intent[] = ['rate', 'fetch', 'rules', 'apply', 'applyAll'];

/** The rules form's category rows that name a category, each with the index its inputs carry. */
function categoryRows(form: FormData, list: 'dutyByCategory' | 'marginByCategory', values: string[]) {
  const rows: { index: number; row: Record<string, string> }[] = [];
  for (let i = 0; i < 600 && form.has(`${list}.${i}.categoryId`); i++) {
    const categoryId = String(form.get(`${list}.${i}.categoryId`) ?? '');
    if (!categoryId) continue; // "no category": the row is left out (or removed)
    rows.push({ index: i, row: Object.fromEntries([['categoryId', categoryId], ...values.map((v) => [v, String(form.get(`${list}.${i}.${v}`) ?? '')])]) });
  }
  return rows;
}

function readRules(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  const duty = categoryRows(form, 'dutyByCategory', ['dutyBp', 'exciseBp']);
  const margin = categoryRows(form, 'marginByCategory', ['marginBp']);
  const body = {
    shippingPerKg: Object.fromEntries(SHIPPING_ROUTES.map((r) => [r, text(`shippingPerKg.${r}`)])),
    minChargeableGrams: text('minChargeableGrams'),
    dutyBp: text('dutyBp'),
    exciseBp: text('exciseBp'),
    vatBp: text('vatBp'),
    marginBp: text('marginBp'),
    rounding: text('rounding'),
    dutyByCategory: duty.map((d) => d.row),
    marginByCategory: margin.map((m) => m.row),
  };
  try {
    return toPricingRules(parse(pricingRulesInput, body));
  } catch (err) {
    // Field paths name the rows as sent (left-out rows shift the indices), so messages land by the inputs typed in.
    if (!AppError.is(err)) throw err;
    const where = (path: string) =>
      path.replace(/^(dutyByCategory|marginByCategory)\.(\d+)\./, (_m, list: string, k: string) => `${list}.${(list === 'dutyByCategory' ? duty : margin)[Number(k)]?.index ?? k}.`);
    throw new AppError(err.code, err.messageKey, { values: err.values, fields: err.fields.map((f) => ({ ...f, path: where(f.path) })) });
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const actor = { id: staff.id, name: staff.name };
  let intent: Intent = 'rules';
  let currency: string | undefined;
  try {
    const form = await readForm(request);
    const asked = String(form.get('intent') ?? '');
    if (!(INTENTS as string[]).includes(asked)) throw new AppError('VALIDATION', 'invalidRequest');
    intent = asked as Intent;
    if (intent === 'rate') {
      currency = String(form.get('currency') ?? '').slice(0, 3);
      const rate = parse(rateInput, { currency, rate: String(form.get('rate') ?? '') });
      const changed = await context.services.saveStaffRate(staff.storeId, actor, rate);
      return { done: 'rate', currency: rate.currency, changed: changed.length > 0 } satisfies ActionResult;
    }
    if (intent === 'fetch') {
      const fetched = await context.services.fetchOfficialRates(staff.storeId, actor);
      return { done: 'fetch', effectiveOn: fetched.effectiveOn, changed: fetched.changed.length } satisfies ActionResult;
    }
    if (intent === 'apply' || intent === 'applyAll') {
      const values = form.getAll(intent === 'apply' ? 'pick' : 'row').map((v) => readPick(String(v)));
      const picks = values.filter((p) => p !== null);
      if (picks.length === 0) throw new AppError('VALIDATION', 'repriceNothingPicked');
      const result = await context.services.applyReprice(staff.storeId, actor, picks);
      return { done: 'apply', ...result } satisfies ActionResult;
    }
    const changed = await context.services.savePricingRules(staff.storeId, actor, readRules(form));
    return { done: 'rules', changed } satisfies ActionResult;
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    return data({ error: failure.message, fields: failure.fields, intent, currency } satisfies ActionResult, { status: failure.status, headers: failure.headers });
  }
}

type LoaderData = Route.ComponentProps['loaderData'];

/** "3565.2" → "3,565.2": a rate's whole part grouped the way the shop writes numbers. */
function rateLabel(rate: string) {
  const [whole, fraction] = rate.split('.');
  return `${Number(whole).toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`;
}

export default function ConsolePricing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="pricing-title">
      <h1 id="pricing-title" className="text-2xl font-bold text-ink">
        {t('console.pricing.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('console.pricing.intro')}</p>
      <div className="mt-4 space-y-4">
        <Rates data={loaderData} result={result} />
        <Reprice preview={loaderData.preview} result={result} />
        <Rules data={loaderData} result={result} />
      </div>
    </section>
  );
}

function Notice({ tone, children }: { tone: 'ok' | 'error'; children: React.ReactNode }) {
  return tone === 'ok' ? (
    <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
      {children}
    </p>
  ) : (
    <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
      {children}
    </p>
  );
}

function Rates({ data: d, result }: { data: LoaderData; result: ActionResult | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const sending = (intent: string, currency?: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (!currency || navigation.formData?.get('currency') === currency);
  const inForce = new Map(d.rates.map((r) => [r.currency, r]));
  const error = result && 'error' in result && (result.intent === 'rate' || result.intent === 'fetch') ? result : null;
  return (
    <section className={card} aria-labelledby="rates-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-2xl">
          <h2 id="rates-title" className="font-bold text-ink">
            {t('console.pricing.rates.title')}
          </h2>
          <p className="mt-1 text-xs text-ink-soft">{t('console.pricing.rates.help')}</p>
        </div>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="fetch" />
          <SubmitButton busy={sending('fetch')} className="btn-primary h-10 px-4 text-sm" aria-describedby={d.officialRates ? undefined : 'official-off'}>
            {t('console.pricing.rates.fetch')}
          </SubmitButton>
        </Form>
      </div>
      {d.officialRates ? null : (
        <p id="official-off" className="mt-2 text-xs text-ink-soft">
          {t('console.pricing.rates.notConfigured')}
        </p>
      )}
      <div className="mt-3 space-y-2" aria-live="polite">
        {result && 'done' in result && result.done === 'rate' ? (
          <Notice tone="ok">{result.changed ? t('console.pricing.rates.saved', { currency: result.currency }) : t('console.pricing.rates.same', { currency: result.currency })}</Notice>
        ) : result && 'done' in result && result.done === 'fetch' ? (
          <Notice tone="ok">
            {result.changed > 0
              ? t('console.pricing.rates.fetched', { count: result.changed, date: formatDate(result.effectiveOn, lang, { year: true }) })
              : t('console.pricing.rates.fetchedSame', { date: formatDate(result.effectiveOn, lang, { year: true }) })}
          </Notice>
        ) : error && (error.intent === 'fetch' || Object.keys(error.fields).length === 0) ? (
          <Notice tone="error">{error.error}</Notice>
        ) : null}
      </div>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {COST_CURRENCIES.map((currency) => {
          const now = inForce.get(currency);
          const fieldError = error?.intent === 'rate' && error.currency === currency ? (error.fields.rate ?? error.error) : undefined;
          const past = d.history[currency].slice(1);
          return (
            <li key={currency} className="rounded-xl border border-line p-3" aria-labelledby={`rate-${currency}`}>
              <h3 id={`rate-${currency}`} className="text-sm font-bold text-ink">
                {currency} <span className="font-normal text-ink-soft">· {t(`console.pricing.currency.${currency}`)}</span>
              </h3>
              {now ? (
                <>
                  <p className="mt-1 text-lg font-bold tabular-nums text-ink" data-testid={`rate-${currency}`}>
                    {t('console.pricing.rates.perUnit', { currency, rate: rateLabel(now.rate) })}
                  </p>
                  <p className="text-xs text-ink-soft">
                    {t(`console.pricing.rates.source.${now.source}`)} · {formatDate(now.effectiveOn, lang, { year: true })}
                    {d.history[currency][0]?.by ? ` · ${d.history[currency][0].by}` : ''}
                  </p>
                </>
              ) : (
                <p className="mt-1 text-sm font-semibold text-brand">{t('console.pricing.rates.none')}</p>
              )}
              <Form method="post" className="mt-2 flex items-end gap-2" noValidate>
                <input type="hidden" name="intent" value="rate" />
                <input type="hidden" name="currency" value={currency} />
                <div className="min-w-0 flex-1">
                  <label htmlFor={`rate-input-${currency}`} className={label}>
                    {t('console.pricing.rates.newRate', { currency })}
                  </label>
                  <input
                    id={`rate-input-${currency}`}
                    name="rate"
                    inputMode="decimal"
                    maxLength={20}
                    autoComplete="off"
                    placeholder={now ? now.rate : ''}
                    className={`${input} h-10 tabular-nums`}
                    aria-invalid={fieldError ? true : undefined}
                    aria-describedby={fieldError ? `rate-error-${currency}` : undefined}
                  />
                </div>
                <SubmitButton busy={sending('rate', currency)} className="chip h-10 shrink-0">
                  {t('console.pricing.rates.save')}
                </SubmitButton>
              </Form>
              {fieldError ? (
                <p id={`rate-error-${currency}`} className="mt-1 text-xs font-semibold text-brand">
                  {fieldError}
                </p>
              ) : null}
              {past.length > 0 ? (
                <details className="mt-2 text-xs">
                  <summary className="cursor-pointer font-semibold text-ink-soft hover:text-ink">{t('console.pricing.rates.history')}</summary>
                  <ol className="mt-1 space-y-0.5 text-ink-soft">
                    {past.map((h, i) => (
                      <li key={i} className="tabular-nums">
                        {rateLabel(h.rate)} ₮ · {t(`console.pricing.rates.source.${h.source}`)} · {formatDate(h.effectiveOn, lang, { year: true })}
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function missingText(t: TFunction, missing: LandedCostFailure): string {
  if (missing.missing === 'rate') return t('console.pricing.reprice.missing.rate', { currency: missing.currency });
  if (missing.missing === 'cost') return t('console.pricing.reprice.missing.cost');
  return missing.missing === 'weight' ? t('console.pricing.reprice.missing.weight') : t('console.pricing.reprice.missing.route');
}

function Reprice({ preview, result }: { preview: LoaderData['preview']; result: ActionResult | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && ['apply', 'applyAll'].includes(String(navigation.formData?.get('intent')));
  const applied = result && 'done' in result && result.done === 'apply' ? result : null;
  const error = result && 'error' in result && (result.intent === 'apply' || result.intent === 'applyAll') ? result : null;
  const changes = preview.rows.filter((r) => r.newPrice !== null);
  const name = (r: { nameMn: string; nameEn: string }) => (lang === 'mn' ? r.nameMn : r.nameEn);
  return (
    <section className={card} aria-labelledby="reprice-title" id="reprice">
      <h2 id="reprice-title" className="font-bold text-ink">
        {t('console.pricing.reprice.title')}
      </h2>
      <p className="mt-1 text-xs text-ink-soft">{t('console.pricing.reprice.help', { count: preview.landedProducts })}</p>
      <div className="mt-3 space-y-2" aria-live="polite">
        {applied ? (
          <Notice tone="ok">
            {t('console.pricing.reprice.applied', { count: applied.applied, products: applied.products })}
            {applied.skipped.length > 0 ? ` ${t('console.pricing.reprice.skipped', { count: applied.skipped.length })}` : ''}
          </Notice>
        ) : null}
        {applied && applied.skipped.length > 0 ? (
          <ul className="list-inside list-disc rounded-xl bg-amber-500/10 px-3 py-2 text-sm text-ink" aria-label={t('console.pricing.reprice.skippedList')}>
            {applied.skipped.map((s, i) => (
              <li key={i}>
                {s.sku ? `${name(s)} (${s.sku}): ` : ''}
                {t(`console.pricing.reprice.reason.${s.reason}`)}
              </li>
            ))}
          </ul>
        ) : null}
        {error ? <Notice tone="error">{error.error}</Notice> : null}
      </div>
      {preview.total === 0 ? (
        <p className="mt-3 rounded-xl bg-surface-muted px-3 py-4 text-center text-sm text-ink-soft">{t('console.pricing.reprice.none')}</p>
      ) : (
        <Form method="post" className="mt-3" noValidate>
          <p className="text-sm font-semibold text-ink" role="status">
            {t('console.pricing.reprice.count', { count: preview.changes })}
            {preview.cannot > 0 ? ` ${t('console.pricing.reprice.cannotCount', { count: preview.cannot })}` : ''}
          </p>
          {preview.total > preview.rows.length ? <p className="text-xs text-ink-soft">{t('console.pricing.reprice.cut', { shown: preview.rows.length, total: preview.total })}</p> : null}
          <div className="mt-2">
            {/* A table on wider screens; on a phone each row stacks: the product, then old → new, landed cost and margin. */}
            <table className="block w-full text-left text-sm sm:table">
              <caption className="sr-only">{t('console.pricing.reprice.title')}</caption>
              <thead className="hidden text-xs text-ink-soft sm:table-header-group">
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-2">
                    <span className="sr-only">{t('console.pricing.reprice.pick')}</span>
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('console.pricing.reprice.product')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('console.pricing.reprice.price')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('console.pricing.reprice.landed')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('console.pricing.reprice.margin')}
                  </th>
                </tr>
              </thead>
              <tbody className="block sm:table-row-group">
                {preview.rows.map((r) => {
                  const value = r.newPrice === null ? null : pickValue({ variantId: r.variantId, oldPrice: r.oldPrice, newPrice: r.newPrice });
                  return (
                    <tr key={r.variantId} className="grid grid-cols-[1.5rem_minmax(0,1fr)] gap-x-2 border-b border-line py-2 align-top last:border-0 sm:table-row sm:py-0">
                      <td className="sm:table-cell sm:py-2 sm:pr-2">
                        {value ? (
                          <>
                            <input type="hidden" name="row" value={value} />
                            <input
                              type="checkbox"
                              name="pick"
                              value={value}
                              defaultChecked
                              id={`pick-${r.variantId}`}
                              className="size-4 accent-brand"
                              aria-label={t('console.pricing.reprice.pickRow', { name: name(r), sku: r.sku })}
                            />
                          </>
                        ) : null}
                      </td>
                      <td className="min-w-0 sm:table-cell sm:py-2 sm:pr-3">
                        <label htmlFor={value ? `pick-${r.variantId}` : undefined} className="font-semibold text-ink">
                          {name(r)}
                        </label>
                        <span className="block break-all font-mono text-xs text-ink-soft">{r.sku}</span>
                      </td>
                      {r.newPrice !== null ? (
                        <>
                          <td className="col-start-2 mt-1 whitespace-nowrap tabular-nums sm:table-cell sm:py-2 sm:pr-3 sm:text-right">
                            <span className="text-ink-soft line-through decoration-ink-faint">{formatMnt(r.oldPrice)}</span>
                            <span aria-hidden> → </span>
                            <span className="sr-only"> {t('console.pricing.reprice.to')} </span>
                            <span className={`font-bold ${r.newPrice > r.oldPrice ? 'text-brand' : 'text-success'}`}>{formatMnt(r.newPrice)}</span>
                          </td>
                          <td className="col-start-2 whitespace-nowrap text-xs tabular-nums text-ink-soft sm:table-cell sm:py-2 sm:pr-3 sm:text-right sm:text-sm">
                            <span className="sm:hidden">{t('console.pricing.reprice.landed')}: </span>
                            {formatMnt(r.landed!)}
                          </td>
                          <td className="col-start-2 whitespace-nowrap text-xs tabular-nums text-ink-soft sm:table-cell sm:py-2 sm:text-right sm:text-sm">
                            <span className="sm:hidden">{t('console.pricing.reprice.margin')}: </span>
                            {bpToPercent(r.profitBp!)} %
                          </td>
                        </>
                      ) : (
                        <td colSpan={3} className="col-start-2 text-sm font-semibold text-brand sm:table-cell sm:py-2 sm:text-right">
                          {formatMnt(r.oldPrice)} · {missingText(t, r.missing!)}
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {changes.length > 0 ? (
            <div className="mt-3 flex flex-wrap gap-2">
              <SubmitButton name="intent" value="applyAll" busy={busy} className="btn-primary h-10 px-4 text-sm">
                {t('console.pricing.reprice.applyAll', { count: changes.length })}
              </SubmitButton>
              <SubmitButton name="intent" value="apply" busy={busy} className="chip h-10">
                {t('console.pricing.reprice.applyPicked')}
              </SubmitButton>
            </div>
          ) : null}
        </Form>
      )}
    </section>
  );
}

/** The rounding choices with the same amount rounded each way. */
const ROUNDING_EXAMPLE = 45_210;

function Rules({ data: d, result }: { data: LoaderData; result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'rules';
  const rules: PricingRules = d.rules;
  const error = result && 'error' in result && result.intent === 'rules' ? result : null;
  const fieldError = (name: string) => error?.fields[name];
  const dutyRows = [...Object.entries(rules.duty.byCategory).map(([categoryId, r]) => ({ categoryId, ...r })), { categoryId: '', dutyBp: null, exciseBp: null }];
  const marginRows = [...Object.entries(rules.margin.byCategory).map(([categoryId, marginBp]) => ({ categoryId, marginBp })), { categoryId: '', marginBp: null }];
  const categorySelect = (name: string, value: string, title: string) => (
    <div className="min-w-0 flex-[2_1_14rem]">
      <label htmlFor={name} className={label}>
        {title}
      </label>
      <select id={name} name={name} defaultValue={value} className={`${input} h-10`}>
        <option value="">{value ? t('console.pricing.rules.removeRow') : t('console.pricing.rules.pickCategory')}</option>
        {d.categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
  const percentField = (name: string, title: string, value: number | null) => (
    <div className="min-w-0 flex-[1_1_6rem]">
      <Field name={name} title={title} value={value === null ? '' : bpToPercent(value)} inputMode="decimal" maxLength={8} error={fieldError(name)} />
    </div>
  );
  return (
    <Form method="post" className="space-y-4" aria-labelledby="rules-title" noValidate>
      <input type="hidden" name="intent" value="rules" />
      <div className={card}>
        <h2 id="rules-title" className="font-bold text-ink">
          {t('console.pricing.rules.title')}
        </h2>
        <p className="mt-1 text-xs text-ink-soft">{t('console.pricing.rules.help')}</p>
        <div className="mt-2 space-y-2" aria-live="polite">
          {result && 'done' in result && result.done === 'rules' ? <Notice tone="ok">{result.changed ? t('console.pricing.rules.saved') : t('console.pricing.rules.unchanged')}</Notice> : null}
          {error ? <Notice tone="error">{Object.keys(error.fields).length > 0 ? t('console.pricing.rules.fix') : error.error}</Notice> : null}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section id="shipping-title" title={t('console.pricing.rules.shipping')} help={t('console.pricing.rules.shippingHelp')} grid="sm:grid-cols-2">
          {SHIPPING_ROUTES.map((route) => (
            <Field
              key={route}
              name={`shippingPerKg.${route}`}
              title={t(`console.pricing.rules.routeFrom.${route}`)}
              value={String(rules.shippingPerKg[route])}
              inputMode="numeric"
              maxLength={12}
              prefix={t('console.pricing.rules.perKg')}
              error={fieldError(`shippingPerKg.${route}`)}
            />
          ))}
          <Field
            name="minChargeableGrams"
            title={t('console.pricing.rules.minWeight')}
            help={t('console.pricing.rules.minWeightHelp')}
            value={String(rules.minChargeableGrams)}
            inputMode="numeric"
            maxLength={7}
            prefix={t('console.pricing.rules.grams')}
            error={fieldError('minChargeableGrams')}
          />
        </Section>
        <Section id="taxes-title" title={t('console.pricing.rules.taxes')} help={t('console.pricing.rules.taxesHelp')} grid="sm:grid-cols-3">
          <Field name="dutyBp" title={t('console.pricing.rules.duty')} value={bpToPercent(rules.duty.default.dutyBp)} inputMode="decimal" maxLength={8} prefix="%" error={fieldError('dutyBp')} />
          <Field name="exciseBp" title={t('console.pricing.rules.excise')} value={bpToPercent(rules.duty.default.exciseBp)} inputMode="decimal" maxLength={8} prefix="%" error={fieldError('exciseBp')} />
          <Field name="vatBp" title={t('console.pricing.rules.vat')} value={bpToPercent(rules.vatBp)} inputMode="decimal" maxLength={8} prefix="%" error={fieldError('vatBp')} />
        </Section>
      </div>
      <Section id="duty-category-title" title={t('console.pricing.rules.dutyByCategory')} help={t('console.pricing.rules.dutyByCategoryHelp')}>
        {dutyRows.map((row, i) => (
          <fieldset key={`${row.categoryId}-${i}`} className="flex flex-wrap items-end gap-3 border-b border-line pb-3 last:border-0 last:pb-0">
            <legend className="sr-only">{row.categoryId ? t('console.pricing.rules.categoryRow', { n: i + 1 }) : t('console.pricing.rules.newRow')}</legend>
            {categorySelect(`dutyByCategory.${i}.categoryId`, row.categoryId, row.categoryId ? t('console.pricing.rules.category') : t('console.pricing.rules.addCategory'))}
            {percentField(`dutyByCategory.${i}.dutyBp`, t('console.pricing.rules.dutyPercent'), row.dutyBp)}
            {percentField(`dutyByCategory.${i}.exciseBp`, t('console.pricing.rules.excisePercent'), row.exciseBp)}
          </fieldset>
        ))}
      </Section>
      <Section id="margin-title" title={t('console.pricing.rules.margin')} help={t('console.pricing.rules.marginHelp')}>
        <div className="max-w-48">
          <Field name="marginBp" title={t('console.pricing.rules.marginDefault')} value={bpToPercent(rules.margin.defaultBp)} inputMode="decimal" maxLength={8} prefix="%" error={fieldError('marginBp')} />
        </div>
        {marginRows.map((row, i) => (
          <fieldset key={`${row.categoryId}-${i}`} className="flex flex-wrap items-end gap-3 border-t border-line pt-3">
            <legend className="sr-only">{row.categoryId ? t('console.pricing.rules.categoryRow', { n: i + 1 }) : t('console.pricing.rules.newRow')}</legend>
            {categorySelect(`marginByCategory.${i}.categoryId`, row.categoryId, row.categoryId ? t('console.pricing.rules.category') : t('console.pricing.rules.addCategory'))}
            {percentField(`marginByCategory.${i}.marginBp`, t('console.pricing.rules.marginPercent'), row.marginBp)}
          </fieldset>
        ))}
      </Section>
      <fieldset className={card}>
        <legend className="sr-only">{t('console.pricing.rules.rounding')}</legend>
        <p className="font-bold text-ink" aria-hidden>
          {t('console.pricing.rules.rounding')}
        </p>
        <p className="mt-1 text-xs text-ink-soft">{t('console.pricing.rules.roundingHelp', { amount: formatMnt(ROUNDING_EXAMPLE) })}</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {ROUNDINGS.map((r) => (
            <label key={r} className="flex cursor-pointer items-start gap-2 rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5">
              <input type="radio" name="rounding" value={r} defaultChecked={rules.rounding === r} className="mt-0.5 size-4 accent-brand" />
              <span className="text-sm">
                <span className="block font-semibold text-ink">{t(`console.pricing.rules.roundings.${r}`)}</span>
                <span className="block tabular-nums text-ink-soft">
                  {formatMnt(ROUNDING_EXAMPLE)} → {formatMnt(roundPrice(ROUNDING_EXAMPLE, r))}
                </span>
              </span>
            </label>
          ))}
        </div>
        {fieldError('rounding') ? <p className="mt-1 text-xs font-semibold text-brand">{fieldError('rounding')}</p> : null}
      </fieldset>
      <div className="sticky bottom-0 -mx-4 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <SubmitButton busy={busy} className="btn-primary h-11 w-full px-6 sm:w-auto">
          {t('console.pricing.rules.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}
