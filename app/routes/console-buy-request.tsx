// /console/buy-for-me/{number}: one "buy for me" request — what the shopper asked (the page's link, price and options,
// their choices and words, the estimate they saw) and the quote or answer given — and, while it may be answered, the two
// answers: a quote (the exact price and weight of one unit, priced by the store's rules at today's rate; "Preview" shows
// the breakdown without sending) or a rejection with the reason the shopper reads. Each answer texts the shopper.
import { useTranslation } from 'react-i18next';
import { Form, Link, data, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/console-buy-request';
import { ESTIMATE_KINDS, QUOTE_VALID_DAYS, isEstimateKind, staffMayAnswer, type PricedAbroad } from '../../core/buy-for-me';
import { formatDateTime } from '../../core/dates';
import type { Language } from '../../core/i18n';
import { COST_CURRENCIES, SHIPPING_ROUTES, formatCost, type CostCurrency, type LandedCostFailure } from '../../core/landed-cost';
import { MARKETPLACES, type MarketplaceId } from '../../core/marketplaces';
import { formatMnt } from '../../core/money';
import { formatMnMobile } from '../../core/phone';
import { parse } from '../../server/http/validate';
import { quoteInput, rejectInput, type StaffRequestView } from '../../server/modules/buy-for-me/answer-requests';
import { requestNumberOf } from '../../server/modules/buy-for-me/routes';
import { postedForm, readForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { foundOr404 } from '../lib/params';
import { ProductPicture, RequestStateBadge, formatForeign } from '../components/buy-for-me/request-parts';
import { SubmitButton } from '../components/submit-button';

/** The quote form's fields as typed. */
type QuoteValues = { route: string; currency: string; price: string; weightGrams: string; quantity: string; options: string };
const QUOTE_FIELDS = ['route', 'currency', 'price', 'weightGrams', 'quantity', 'options'] as const satisfies readonly (keyof QuoteValues)[];

const isCurrency = (value: string): value is CostCurrency => (COST_CURRENCIES as readonly string[]).includes(value);
const marketplaceOf = (site: string | null) => (site && Object.hasOwn(MARKETPLACES, site) ? MARKETPLACES[site as MarketplaceId] : null);
/** The price the marketplace's page showed, in a currency the store prices in. */
const pagePriceOf = (r: StaffRequestView) => (r.pagePrice && isCurrency(r.pagePrice.currency) ? { minor: r.pagePrice.minor, currency: r.pagePrice.currency } : null);
/** The shopper's choices as one line: "Size: M · Colour: black". */
const choicesText = (chosen: Record<string, string>) =>
  Object.entries(chosen)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');

/** What the form starts with: the last quote's figures, else the marketplace's route and currency and the page's price. */
function quoteDefaults(r: StaffRequestView): QuoteValues {
  const site = marketplaceOf(r.site);
  if (r.quote) {
    return {
      route: r.quote.route,
      currency: r.quote.price.currency,
      price: formatCost(r.quote.price.minor, r.quote.price.currency),
      weightGrams: String(r.quote.weightGrams),
      quantity: String(r.quote.quantity),
      options: r.quote.options ?? '',
    };
  }
  const pagePrice = pagePriceOf(r);
  return {
    route: site?.origin ?? '',
    currency: pagePrice?.currency ?? site?.currency ?? '',
    price: pagePrice ? formatCost(pagePrice.minor, pagePrice.currency) : '',
    // A packed weight like the kind's until staff know the product's.
    weightGrams: String(isEstimateKind(r.kind) ? ESTIMATE_KINDS[r.kind] : ESTIMATE_KINDS.other),
    quantity: String(r.quantity),
    options: choicesText(r.chosen),
  };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'orders');
  const request = await foundOr404(context.services.getRequestForStaff(staff.storeId, requestNumberOf(params.number)), url);
  return { request, defaults: quoteDefaults(request) };
}

export const headers = consoleHeaders;

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  return pageMeta(matches, (t) => (loaded ? t('console.buyForMe.request', { number: loaded.request.number }) : t('errors.requestNotFound')), { noindex: true });
}

/** Every answer reloads the request: a refusal usually means the shopper or someone else moved it meanwhile. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

type Intent = 'preview' | 'quote' | 'reject';
type Preview = { price: { minor: number; currency: CostCurrency }; priced: PricedAbroad | LandedCostFailure };
type ActionResult =
  | { done: 'preview'; values: QuoteValues; preview: Preview }
  | { done: 'quote'; total: number; validUntil: string }
  | { done: 'reject' }
  | { error: string; fields: Record<string, string>; intent: Intent; values: QuoteValues; reason: string };

const intentOf = (form: FormData | null): Intent => {
  const intent = form?.get('intent');
  return intent === 'preview' || intent === 'reject' ? intent : 'quote';
};
const quoteValuesOf = (form: FormData | null) => Object.fromEntries(QUOTE_FIELDS.map((f) => [f, String(form?.get(f) ?? '')])) as QuoteValues;

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'orders');
  const number = requestNumberOf(params.number);
  const who = { id: staff.id, name: staff.name };
  try {
    const form = await readForm(request);
    const intent = intentOf(form);
    if (intent === 'reject') {
      await context.services.rejectBuyRequest(staff.storeId, parse(rejectInput, { number, reason: form.get('reason') ?? '' }), who);
      return { done: 'reject' } satisfies ActionResult;
    }
    const values = quoteValuesOf(form);
    const input = parse(quoteInput, { ...values, number, basis: form.get('basis') ?? undefined });
    if (intent === 'preview') {
      // Computed at today's rate and rules, nothing saved and nothing texted.
      const { minor, priced } = await context.services.previewQuote(staff.storeId, input);
      return { done: 'preview', values, preview: { price: { minor, currency: input.currency }, priced } } satisfies ActionResult;
    }
    const quote = await context.services.sendQuote(staff.storeId, input, who);
    return { done: 'quote', total: quote.priced.total, validUntil: quote.validUntil } satisfies ActionResult;
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    // What was typed stays in the form that was sent.
    const sent = postedForm(request);
    return data(
      { error: failure.message, fields: failure.fields, intent: intentOf(sent), values: quoteValuesOf(sent), reason: String(sent?.get('reason') ?? '') } satisfies ActionResult,
      { status: failure.status },
    );
  }
}

const card = 'min-w-0 rounded-2xl border border-line bg-surface p-4 sm:p-5';
const heading = 'text-base font-bold text-ink';
const label = 'block min-w-0 text-sm font-semibold text-ink';
const field = 'mt-1 h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20 aria-[invalid=true]:border-brand';
const details = 'mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]';
const term = 'text-ink-soft sm:py-0.5';
const value = 'mb-2 min-w-0 break-words text-ink sm:mb-0 sm:py-0.5';

export default function ConsoleBuyRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const r = loaderData.request;
  const result = actionData as ActionResult | undefined;
  const failed = result && 'error' in result ? result : null;
  const site = marketplaceOf(r.site);
  const host = r.url ? hostOf(r.url) : null;
  const pagePrice = pagePriceOf(r);
  const chosen = Object.entries(r.chosen);
  const answerable = staffMayAnswer(r.state);
  const grams = (count: number) => t('console.buyForMe.grams', { grams: count.toLocaleString('en-US') });

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="request-title">
      <Link to="/console/buy-for-me" className="text-sm font-semibold text-ink-soft hover:text-brand">
        ← {t('console.buyForMe.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="request-title" className="text-2xl font-bold text-ink">
          {t('console.buyForMe.request', { number: r.number })}
        </h1>
        <RequestStateBadge state={r.state} label={t(`console.buyForMe.state.${r.state}`)} large />
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        {t('console.buyForMe.askedOn', { date: formatDateTime(r.createdAt, lang, { year: true }) })} · {r.customerName} ·{' '}
        <a href={`tel:${r.phone}`} className="whitespace-nowrap hover:text-brand">
          {formatMnMobile(r.phone)}
        </a>
      </p>

      <div className="mt-5 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="min-w-0 space-y-4">
          <section className={card} aria-labelledby="asked-title">
            <h2 id="asked-title" className={heading}>
              {t('console.buyForMe.asked')}
            </h2>
            {/* A request without a link is titled by its description's first line: the description below says it whole. */}
            {r.url || !r.note?.startsWith(r.title) ? <p className="mt-2 break-words font-semibold text-ink">{r.title}</p> : null}
            <dl className={details}>
              {r.url ? (
                <>
                  <dt className={term}>{t('console.buyForMe.link')}</dt>
                  <dd className={value}>
                    {/* Opened in a new tab, telling the marketplace nothing of the console. */}
                    <a href={r.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand underline-offset-2 hover:underline">
                      {host ?? r.url}
                      <span className="sr-only"> {t('console.buyForMe.newTab')}</span>
                    </a>
                    <span className="block break-all text-xs text-ink-faint">{r.url}</span>
                  </dd>
                </>
              ) : null}
              <dt className={term}>{t('console.buyForMe.site')}</dt>
              <dd className={value}>{site?.name ?? t('console.buyForMe.noLink')}</dd>
              {r.image ? (
                <>
                  <dt className={term}>{t('console.buyForMe.image')}</dt>
                  <dd className={value}>
                    {/* The store's copy: the console loads nothing from the marketplace's servers; the link opens the original. */}
                    <ProductPicture src={r.picture} />
                    <a href={r.image} target="_blank" rel="noopener noreferrer" className="mt-2 block text-brand underline-offset-2 hover:underline">
                      {t('console.buyForMe.openImage')}
                      <span className="sr-only"> {t('console.buyForMe.newTab')}</span>
                    </a>
                  </dd>
                </>
              ) : null}
              {r.url ? (
                <>
                  <dt className={term}>{t('console.buyForMe.pagePrice')}</dt>
                  <dd className={`${value} tabular-nums`}>{pagePrice ? formatForeign(pagePrice.minor, pagePrice.currency) : t('console.buyForMe.noPagePrice')}</dd>
                </>
              ) : null}
              {r.pageOptions.length > 0 || chosen.length > 0 ? (
                <>
                  <dt className={term}>{t('console.buyForMe.chosen')}</dt>
                  <dd className={value}>
                    <ul>
                      {chosen.map(([name, choice]) => {
                        const offered = r.pageOptions.find((o) => o.name === name)?.values ?? [];
                        return (
                          <li key={name}>
                            <span className="text-ink-soft">{name}:</span> <span className="font-semibold">{choice}</span>
                            {offered.length > 1 ? <span className="block text-xs text-ink-faint">{t('console.buyForMe.offered', { values: offered.join(', ') })}</span> : null}
                          </li>
                        );
                      })}
                    </ul>
                  </dd>
                </>
              ) : null}
              <dt className={term}>{t('console.buyForMe.quantity')}</dt>
              <dd className={`${value} tabular-nums`}>{r.quantity}</dd>
              <dt className={term}>{t('console.buyForMe.kind')}</dt>
              <dd className={value}>
                {isEstimateKind(r.kind) ? t(`buyForMe.kinds.${r.kind}`) : r.kind}
                {isEstimateKind(r.kind) ? <span className="ml-1 text-xs text-ink-faint">({t('console.buyForMe.kindWeight', { weight: grams(ESTIMATE_KINDS[r.kind]) })})</span> : null}
              </dd>
              {r.note ? (
                <>
                  <dt className={term}>{t('console.buyForMe.note')}</dt>
                  <dd className={`${value} whitespace-pre-line`}>{r.note}</dd>
                </>
              ) : null}
              <dt className={term}>{t('console.buyForMe.estimate')}</dt>
              <dd className={`${value} tabular-nums`}>{r.estimate !== null ? `≈ ${formatMnt(r.estimate)}` : t('console.buyForMe.noEstimate')}</dd>
            </dl>
            {r.photo ? (
              <a href={`/console/buy-for-me/${r.number}/photo`} target="_blank" rel="noopener" className="mt-3 block w-fit">
                <img src={`/console/buy-for-me/${r.number}/photo`} alt={t('console.buyForMe.photo')} className="max-h-72 w-auto max-w-full rounded-xl border border-line object-contain" />
              </a>
            ) : null}
          </section>

          {r.quote && r.state !== 'rejected' ? (
            <section className={card} aria-labelledby="quote-title">
              <h2 id="quote-title" className={heading}>
                {t(r.state === 'accepted' ? 'console.buyForMe.quote.accepted' : 'console.buyForMe.quote.title')}
              </h2>
              <dl className={details}>
                <dt className={term}>{t('console.buyForMe.quote.price')}</dt>
                <dd className={`${value} tabular-nums`}>
                  {formatForeign(r.quote.price.minor, r.quote.price.currency)}
                </dd>
                <dt className={term}>{t('console.buyForMe.quote.route')}</dt>
                <dd className={value}>{t(`origin.${r.quote.route}`)}</dd>
                <dt className={term}>{t('console.buyForMe.quote.weight')}</dt>
                <dd className={`${value} tabular-nums`}>{grams(r.quote.weightGrams)}</dd>
                {r.quote.options ? (
                  <>
                    <dt className={term}>{t('console.buyForMe.quote.options')}</dt>
                    <dd className={value}>{r.quote.options}</dd>
                  </>
                ) : null}
                <dt className={term}>{t('console.buyForMe.quote.rate')}</dt>
                <dd className={`${value} tabular-nums`}>
                  {t('console.buyForMe.perUnit', { currency: r.quote.price.currency, rate: r.quote.priced.rate })}
                </dd>
                <dt className={term}>{t('console.buyForMe.quote.unitPrice')}</dt>
                <dd className={`${value} tabular-nums`}>{formatMnt(r.quote.priced.unitPrice)}</dd>
                <dt className={term}>{t('console.buyForMe.quote.total', { count: r.quote.quantity })}</dt>
                <dd className={`${value} font-bold tabular-nums`}>{formatMnt(r.quote.priced.total)}</dd>
                <dt className={term}>{t('console.buyForMe.quote.quotedAt')}</dt>
                <dd className={value}>
                  {formatDateTime(r.quote.quotedAt, lang, { year: true })}
                  {r.quotedBy ? ` · ${r.quotedBy}` : null}
                </dd>
                {r.state !== 'accepted' ? (
                  <>
                    <dt className={term}>{t(r.state === 'expired' ? 'console.buyForMe.quote.expired' : 'console.buyForMe.quote.validUntil')}</dt>
                    <dd className={value}>{formatDateTime(r.quote.validUntil, lang, { year: true })}</dd>
                  </>
                ) : null}
              </dl>
            </section>
          ) : null}
        </div>

        <div className="min-w-0 space-y-4">
          {result && 'done' in result && result.done !== 'preview' ? (
            <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
              {result.done === 'quote'
                ? t('console.buyForMe.sent', { total: formatMnt(result.total), until: formatDateTime(result.validUntil, lang, { year: true }) })
                : t('console.buyForMe.rejected')}
            </p>
          ) : null}
          {failed && !answerable ? (
            // Answered meanwhile (accepted or rejected, as the page now shows): the refusal says so.
            <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm text-brand">
              {failed.error}
            </p>
          ) : null}
          {r.state === 'accepted' && r.orderNumber !== null ? (
            <section className={card} aria-labelledby="order-title">
              <h2 id="order-title" className={heading}>
                {t('console.buyForMe.acceptedTitle')}
              </h2>
              <p className="mt-2 text-sm text-ink-soft">{t('console.buyForMe.acceptedHelp')}</p>
              <Link to={`/console/orders/${r.orderNumber}`} className="mt-2 inline-block font-semibold text-brand underline">
                {t('console.buyForMe.openOrder', { number: r.orderNumber })}
              </Link>
            </section>
          ) : null}
          {r.state === 'rejected' ? (
            <section className={card} aria-labelledby="rejected-title">
              <h2 id="rejected-title" className={heading}>
                {t('console.buyForMe.rejectedTitle')}
              </h2>
              {/* The rejection is the request's last change. */}
              <p className="mt-1 text-xs text-ink-faint">{formatDateTime(r.updatedAt, lang, { year: true })}</p>
              <p className="mt-2 whitespace-pre-line break-words text-sm text-ink">{r.rejectReason ? `“${r.rejectReason}”` : null}</p>
            </section>
          ) : null}
          {answerable ? (
            <>
              <QuoteForm request={r} result={result} busy={busy} grams={grams} />
              <RejectForm key={`reject-${r.updatedAt}`} failed={failed && failed.intent === 'reject' ? failed : null} busy={busy} />
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** The quote: the unit's price and weight and the options bought; "Preview" shows what it comes to, "Send" texts it. */
function QuoteForm({ request: r, result, busy, grams }: { request: StaffRequestView; result: ActionResult | undefined; busy: boolean; grams: (count: number) => string }) {
  const { t } = useTranslation();
  const failed = result && 'error' in result && result.intent !== 'reject' ? result : null;
  const preview = result && 'done' in result && result.done === 'preview' ? result : null;
  // After a preview or a refusal the form shows what was sent; otherwise the last quote's or the page's figures.
  const values = preview?.values ?? failed?.values ?? quoteDefaults(r);
  const fields = failed?.fields ?? {};
  const id = (name: string) => `quote-${name}`;
  const invalid = (name: string) => (fields[name] ? { 'aria-invalid': true, 'aria-describedby': id(`${name}-error`) } : {});
  const fieldError = (name: string) =>
    fields[name] ? (
      <span id={id(`${name}-error`)} className="mt-1 block text-xs font-semibold text-brand">
        {fields[name]}
      </span>
    ) : null;
  return (
    <section className={card} aria-labelledby="quote-form-title">
      <h2 id="quote-form-title" className={heading}>
        {t(r.quote ? 'console.buyForMe.form.requote' : 'console.buyForMe.form.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('console.buyForMe.form.help', { days: QUOTE_VALID_DAYS })}</p>
      {/* The refusal itself, unless every field it names shows its own message. */}
      {failed && !Object.keys(failed.fields).some((f) => (QUOTE_FIELDS as readonly string[]).includes(f)) ? (
        <p role="alert" className="mt-3 rounded-xl bg-brand/10 px-3 py-2 text-sm text-brand">
          {failed.error}
        </p>
      ) : null}
      {/* Drawn afresh once the request changes (a quote sent): it then starts from that quote. */}
      <Form key={`quote-${r.updatedAt}`} method="post" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2" aria-labelledby="quote-form-title" noValidate>
        <input type="hidden" name="basis" value={r.updatedAt} />
        <label className={label}>
          {t('console.buyForMe.form.route')}
          <select name="route" defaultValue={values.route} className={field} {...invalid('route')}>
            {values.route === '' ? <option value="">{t('console.buyForMe.form.choose')}</option> : null}
            {SHIPPING_ROUTES.map((route) => (
              <option key={route} value={route}>
                {t(`origin.${route}`)}
              </option>
            ))}
          </select>
          {fieldError('route')}
        </label>
        <label className={label}>
          {t('console.buyForMe.form.currency')}
          <select name="currency" defaultValue={values.currency} className={field} {...invalid('currency')}>
            {values.currency === '' ? <option value="">{t('console.buyForMe.form.choose')}</option> : null}
            {COST_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
          {fieldError('currency')}
        </label>
        <label className={label}>
          {t('console.buyForMe.form.price')}
          <input name="price" inputMode="decimal" autoComplete="off" maxLength={30} required defaultValue={values.price} className={`${field} tabular-nums`} {...invalid('price')} />
          {fieldError('price') ?? <span className="mt-1 block text-xs font-normal text-ink-faint">{t('console.buyForMe.form.priceHelp')}</span>}
        </label>
        <label className={label}>
          {t('console.buyForMe.form.weight')}
          <input name="weightGrams" inputMode="numeric" autoComplete="off" maxLength={6} required defaultValue={values.weightGrams} className={`${field} tabular-nums`} {...invalid('weightGrams')} />
          {fieldError('weightGrams') ?? <span className="mt-1 block text-xs font-normal text-ink-faint">{t('console.buyForMe.form.weightHelp')}</span>}
        </label>
        <label className={label}>
          {t('console.buyForMe.form.quantity')}
          <input name="quantity" inputMode="numeric" autoComplete="off" maxLength={2} required defaultValue={values.quantity} className={`${field} tabular-nums`} {...invalid('quantity')} />
          {fieldError('quantity')}
        </label>
        <label className={`${label} sm:col-span-2`}>
          {t('console.buyForMe.form.options')}
          <textarea
            name="options"
            rows={2}
            maxLength={300}
            defaultValue={values.options}
            className="mt-1 w-full rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20 aria-[invalid=true]:border-brand"
            {...invalid('options')}
          />
          {fieldError('options') ?? <span className="mt-1 block text-xs font-normal text-ink-faint">{t('console.buyForMe.form.optionsHelp')}</span>}
        </label>
        {/* Preview first: Enter in a field previews, it never sends. */}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <SubmitButton name="intent" value="preview" className="chip h-10 font-semibold" busy={busy}>
            {t('console.buyForMe.form.preview')}
          </SubmitButton>
          <SubmitButton name="intent" value="quote" className="btn-primary h-10" busy={busy}>
            {t('console.buyForMe.form.send')}
          </SubmitButton>
        </div>
      </Form>
      {preview ? <Breakdown preview={preview.preview} grams={grams} /> : null}
    </section>
  );
}

/** What a previewed quote comes to, line by line: each unit's goods, freight, taxes and fee, then the total. */
function Breakdown({ preview, grams }: { preview: Preview; grams: (count: number) => string }) {
  const { t } = useTranslation();
  const { price, priced } = preview;
  if ('missing' in priced) {
    return (
      <p role="status" className="mt-4 rounded-xl bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-400/20 dark:text-amber-200">
        {priced.missing === 'rate' ? t('errors.quoteNoRate', { currency: priced.currency }) : t('console.buyForMe.breakdown.cannot')}
      </p>
    );
  }
  const { cost } = priced;
  // Each unit's goods, freight and taxes make its landed cost; the margin and the rounding make its price.
  const rows: { name: string; amount: number; sum?: boolean }[] = [
    { name: t('console.buyForMe.breakdown.goods', { price: formatForeign(price.minor, price.currency), rate: priced.rate }), amount: cost.goods },
    { name: t('console.buyForMe.breakdown.shipping', { weight: grams(priced.weightGrams) }), amount: cost.shipping },
    { name: t('console.buyForMe.breakdown.duty'), amount: cost.duty },
    { name: t('console.buyForMe.breakdown.excise'), amount: cost.excise },
    { name: t('console.buyForMe.breakdown.vat'), amount: cost.vat },
    { name: t('console.buyForMe.breakdown.landed'), amount: cost.landed, sum: true },
    { name: t('console.buyForMe.breakdown.margin', { percent: (cost.marginBp / 100).toLocaleString('en-US') }), amount: cost.unrounded - cost.landed },
    ...(cost.price !== cost.unrounded ? [{ name: t('console.buyForMe.breakdown.rounding'), amount: cost.price - cost.unrounded }] : []),
  ];
  return (
    <section role="status" className="mt-4 rounded-xl bg-surface-muted p-3" aria-labelledby="breakdown-title">
      <h3 id="breakdown-title" className="text-sm font-bold text-ink">
        {t('console.buyForMe.breakdown.title')}
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        {rows.map(({ name, amount, sum }) => (
          <div key={name} className={`flex justify-between gap-3 ${sum ? 'border-t border-line pt-1 font-semibold' : ''}`}>
            <dt className="min-w-0 break-words text-ink-soft">{name}</dt>
            <dd className="whitespace-nowrap tabular-nums text-ink">{formatMnt(amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-line pt-1 font-semibold">
          <dt className="min-w-0 text-ink">{t('console.buyForMe.breakdown.unitPrice')}</dt>
          <dd className="whitespace-nowrap tabular-nums text-ink">{formatMnt(priced.unitPrice)}</dd>
        </div>
        <div className="flex justify-between gap-3 text-base font-bold">
          <dt className="min-w-0 text-ink">{t('console.buyForMe.breakdown.total', { count: priced.quantity })}</dt>
          <dd className="whitespace-nowrap tabular-nums text-ink">{formatMnt(priced.total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-ink-faint">{t('console.buyForMe.breakdown.notSent')}</p>
    </section>
  );
}

/** The rejection: the reason is texted to the shopper as written. */
function RejectForm({ failed, busy }: { failed: { error: string; fields: Record<string, string>; reason: string } | null; busy: boolean }) {
  const { t } = useTranslation();
  const error = failed?.fields.reason;
  return (
    <section className={card} aria-labelledby="reject-title">
      <h2 id="reject-title" className={heading}>
        {t('console.buyForMe.reject.title')}
      </h2>
      {failed && !error ? (
        <p role="alert" className="mt-2 rounded-xl bg-brand/10 px-3 py-2 text-sm text-brand">
          {failed.error}
        </p>
      ) : null}
      <Form method="post" className="mt-3 space-y-3" noValidate>
        <div>
          <label htmlFor="reject-reason" className={label}>
            {t('console.buyForMe.reject.reason')}
          </label>
          <textarea
            id="reject-reason"
            name="reason"
            rows={3}
            maxLength={300}
            required
            defaultValue={failed?.reason ?? ''}
            className="mt-1 w-full rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20 aria-[invalid=true]:border-brand"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reject-reason-error' : 'reject-reason-help'}
          />
          {error ? (
            <p id="reject-reason-error" className="mt-1 text-sm font-semibold text-brand">
              {error}
            </p>
          ) : (
            <p id="reject-reason-help" className="mt-1 text-xs text-ink-faint">
              {t('console.buyForMe.reject.help')}
            </p>
          )}
        </div>
        <SubmitButton name="intent" value="reject" className="chip h-10 font-semibold" busy={busy}>
          {t('console.buyForMe.reject.submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}
