// /buy-for-me/{number}: one of the shopper's requests — what they asked for, its state, and once staff quoted it the
// price in tugrik (its parts, the rate kept, until when it holds) with the form that accepts it: the payment method and
// the terms, then the order is placed and its page opens to pay. A rejected request says why; an expired quote offers
// to ask again. Only the account that asked sees it (404 for anyone else: no one learns a number exists).
import { useTranslation } from 'react-i18next';
import { Form, data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/buy-for-me-request';
import { formatDateTime } from '../../core/dates';
import type { Language } from '../../core/i18n';
import { MARKETPLACES, type MarketplaceId } from '../../core/marketplaces';
import { parse } from '../../server/http/validate';
import { acceptInput } from '../../server/modules/buy-for-me/requests';
import { requestNumberOf } from '../../server/modules/buy-for-me/routes';
import { customerName } from '../../server/modules/orders/routes';
import { AppLink } from '../components/app-link';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PriceBreakdown, ProductPicture, RequestStateBadge, formatForeign } from '../components/buy-for-me/request-parts';
import { PaymentOptions } from '../components/checkout/payment-options';
import { SubmitButton } from '../components/submit-button';
import { actionError, pageHeaders, readForm } from '../lib/action-error';
import { pageMeta } from '../lib/meta';
import { notFound } from '../lib/params';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const customer = await context.customer();
  if (!customer) throw redirect(`/user?returnTo=${encodeURIComponent(url.pathname)}`);
  const store = await context.store();
  try {
    const request = await context.services.getShopperRequest(store._id, customer.id, requestNumberOf(params.number));
    return {
      request,
      methods: context.services.availablePaymentMethods(store.paymentMethods),
      termsVersion: await context.services.currentTermsVersion(store._id),
    };
  } catch (err) {
    if ((err as { code?: string }).code === 'NOT_FOUND') throw notFound(url, false);
    throw err;
  }
}

export const headers = pageHeaders({ 'Cache-Control': 'private, no-store' });

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  return pageMeta(matches, (t) => (loaded && 'request' in loaded ? t('buyForMe.requestNumber', { number: loaded.request.number }) : t('buyForMe.title')), { noindex: true });
}

type ActionData = { error: string | null; fields: Record<string, string>; paymentMethod: string | null };

export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = await context.lang();
  let paymentMethod: string | null = null;
  try {
    const form = await readForm(request);
    paymentMethod = typeof form.get('paymentMethod') === 'string' ? String(form.get('paymentMethod')).slice(0, 40) : null;
    const customer = await context.customer();
    if (!customer) throw redirect(`/user?returnTo=${encodeURIComponent(`/buy-for-me/${params.number}`)}`);
    const store = await context.store();
    const accepted = await context.services.acceptQuote({
      storeId: store._id,
      customer,
      customerName: customerName(customer),
      number: requestNumberOf(params.number),
      paymentMethods: context.services.availablePaymentMethods(store.paymentMethods),
      form: parse(acceptInput, Object.fromEntries(form)),
    });
    // The order's page: its payment (QPay's code at once when QPay was chosen) and, later, its shipping stages.
    throw redirect(`/order/${accepted.orderNumber}`);
  } catch (err) {
    const failure = actionError(err, lang, context.requestId);
    const fields = failure.fields;
    return data({ error: Object.keys(fields).length ? null : failure.message, fields, paymentMethod } satisfies ActionData, { status: failure.status, headers: failure.headers });
  }
}

const box = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';

export default function BuyForMeRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const busy = useNavigation().state !== 'idle';
  const { request, methods, termsVersion } = loaderData;
  const failed = actionData as ActionData | undefined;
  const site = request.site ? MARKETPLACES[request.site as MarketplaceId] : null;
  const title = t('buyForMe.requestNumber', { number: request.number });
  const chosen = Object.entries(request.chosen);
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="request-title">
      <Breadcrumbs items={[{ label: t('buyForMe.title'), to: '/buy-for-me' }, { label: title }]} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 id="request-title" className="text-3xl font-bold text-ink">
          {title}
        </h1>
        <RequestStateBadge state={request.state} large />
      </div>
      <p className="mt-1 text-sm text-ink-soft">{t('buyForMe.askedOn', { date: formatDateTime(request.createdAt, lang) })}</p>

      <section className={`${box} mt-6`} aria-labelledby="what-title">
        <h2 id="what-title" className="text-lg font-bold text-ink">
          {t('buyForMe.whatYouAsked')}
        </h2>
        <div className="mt-2 flex items-start gap-4">
          <ProductPicture src={request.picture} />
          <p className="min-w-0 break-words font-semibold text-ink">{request.title}</p>
        </div>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {site && request.url ? (
            <div className="min-w-0">
              <dt className="text-ink-faint">{t('buyForMe.site')}</dt>
              <dd>
                <a href={request.url} target="_blank" rel="noopener noreferrer" className="break-all text-brand underline">
                  {site.name}
                </a>
              </dd>
            </div>
          ) : null}
          {request.pagePrice ? (
            <div>
              <dt className="text-ink-faint">{t('buyForMe.pagePrice')}</dt>
              <dd className="text-ink">{formatForeign(request.pagePrice.minor, request.pagePrice.currency)}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-ink-faint">{t('buyForMe.quantity')}</dt>
            <dd className="text-ink">{request.quantity}</dd>
          </div>
          {chosen.length ? (
            <div>
              <dt className="text-ink-faint">{t('buyForMe.chosen')}</dt>
              <dd className="text-ink">{chosen.map(([k, v]) => `${k}: ${v}`).join(' · ')}</dd>
            </div>
          ) : null}
          {request.note ? (
            <div className="sm:col-span-2">
              <dt className="text-ink-faint">{t('buyForMe.yourNote')}</dt>
              <dd className="whitespace-pre-line break-words text-ink">{request.note}</dd>
            </div>
          ) : null}
        </dl>
        {request.photo ? <img src={`/buy-for-me/${request.number}/photo`} alt={t('buyForMe.yourPhoto')} className="mt-4 max-h-72 w-auto max-w-full rounded-2xl border border-line object-contain" /> : null}
      </section>

      {request.state === 'submitted' ? (
        <p className="mt-6 rounded-2xl bg-surface-muted px-4 py-3 text-ink" role="status">
          {t('buyForMe.waiting')}
        </p>
      ) : null}
      {request.state === 'rejected' ? (
        <div className="mt-6 rounded-2xl bg-brand/10 px-4 py-3 text-ink">
          <p className="font-semibold">{t('buyForMe.rejected')}</p>
          <p className="mt-1 whitespace-pre-line break-words">{request.rejectReason}</p>
        </div>
      ) : null}
      {request.state === 'accepted' && request.orderNumber ? (
        <p className="mt-6 rounded-2xl bg-surface-muted px-4 py-3 text-ink">
          {t('buyForMe.acceptedText')}{' '}
          <AppLink to={`/order/${request.orderNumber}`} className="font-semibold text-brand underline">
            {t('order.title', { number: request.orderNumber })}
          </AppLink>
        </p>
      ) : null}

      {request.quote && (request.state === 'quoted' || request.state === 'expired') ? (
        <section className={`${box} mt-6`} aria-labelledby="quote-title">
          <h2 id="quote-title" className="text-lg font-bold text-ink">
            {t('buyForMe.quoteTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            {t('buyForMe.quoteFacts', { price: formatForeign(request.quote.price.minor, request.quote.price.currency), weight: (request.quote.weightGrams / 1000).toLocaleString('en-US', { maximumFractionDigits: 2 }) })}
            {request.quote.options ? ` · ${request.quote.options}` : ''}
          </p>
          <PriceBreakdown priced={request.quote.priced} />
          <p className="mt-2 text-xs text-ink-faint">{t('buyForMe.rateKept', { currency: request.quote.price.currency, rate: request.quote.priced.rate })}</p>
          {request.state === 'expired' ? (
            <div className="mt-4 rounded-2xl bg-surface-muted px-4 py-3 text-ink" role="status">
              <p>{t('buyForMe.expired', { date: formatDateTime(request.quote.validUntil, lang) })}</p>
              <AppLink to={request.url ? `/buy-for-me?url=${encodeURIComponent(request.url)}` : '/buy-for-me'} className="mt-2 inline-block font-semibold text-brand underline">
                {t('buyForMe.askAgain')}
              </AppLink>
            </div>
          ) : (
            <Form method="post" noValidate className="mt-5 space-y-4" aria-label={t('buyForMe.acceptTitle')}>
              <p className="font-semibold text-ink">{t('buyForMe.validUntil', { date: formatDateTime(request.quote.validUntil, lang) })}</p>
              {failed?.error ? (
                <p role="alert" className="rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
                  {failed.error}
                </p>
              ) : null}
              <input type="hidden" name="quotedAt" value={request.quote.quotedAt} />
              {termsVersion !== null ? <input type="hidden" name="termsVersion" value={termsVersion} /> : null}
              <PaymentOptions
                methods={methods}
                chosen={failed?.paymentMethod ?? null}
                error={
                  failed?.fields.paymentMethod ? (
                    <p role="alert" className="text-sm text-brand">
                      {failed.fields.paymentMethod}
                    </p>
                  ) : null
                }
              />
              <div>
                <label className="flex items-start gap-3 text-sm text-ink">
                  <input type="checkbox" name="terms" value="on" className="mt-1 h-5 w-5 accent-brand" aria-invalid={Boolean(failed?.fields.terms)} aria-describedby={failed?.fields.terms ? 'terms-error' : undefined} />
                  <span>
                    {t('checkout.termsBefore')}{' '}
                    <AppLink to="/legal/terms" target="_blank" className="font-semibold text-brand underline">
                      {termsVersion === null ? t('checkout.termsLink') : t('legal.termsLink', { version: termsVersion })}
                    </AppLink>
                  </span>
                </label>
                {failed?.fields.terms ? (
                  <p id="terms-error" role="alert" className="mt-1 text-sm text-brand">
                    {failed.fields.terms}
                  </p>
                ) : null}
              </div>
              <SubmitButton className="btn-primary w-full sm:w-auto" busy={busy}>
                {t('buyForMe.accept')}
              </SubmitButton>
            </Form>
          )}
        </section>
      ) : null}
    </section>
  );
}
