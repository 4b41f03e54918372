// /buy-for-me: a shopper pastes a product link from Amazon, Coupang, Gmarket, Taobao or Rakuten (or, with no link,
// describes what they want) and sees what it is and what it would cost in tugrik, then asks the store to buy it. Staff
// quote the exact price; the shopper accepts it on the request's page (/buy-for-me/{number}). The page is read on the
// server (the store's guarded page client), never by the browser; every form works without JavaScript. Asking needs
// an account with a phone (the quote is texted to it); reading the estimate does not.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, data, redirect, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/buy-for-me';
import { ESTIMATE_KINDS, MAX_REQUEST_QUANTITY, isEstimateKind, type EstimateKind } from '../../core/buy-for-me';
import type { Language } from '../../core/i18n';
import { MARKETPLACE_IDS, MARKETPLACES } from '../../core/marketplaces';
import { parse } from '../../server/http/validate';
import type { LinkPreview } from '../../server/modules/buy-for-me/preview-link';
import { requestInput } from '../../server/modules/buy-for-me/requests';
import { Field, describe, fieldInput } from '../components/account/field';
import { AppLink } from '../components/app-link';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PriceBreakdown, RequestList, formatForeign } from '../components/buy-for-me/request-parts';
import { SubmitButton } from '../components/submit-button';
import { actionError, pageHeaders } from '../lib/action-error';
import { MAX_IMAGE_BYTES } from '../../core/images';
import { translator } from '../../core/i18n';
import { checkFormText } from '../../server/http/clean-text';
import { readUploadForm } from '../../server/modules/leasing/read-upload-form';
import { pageMeta } from '../lib/meta';

export async function loader({ context, url }: Route.LoaderArgs) {
  const [store, customer] = await Promise.all([context.store(), context.customer()]);
  return {
    // A link brought back from the login page: written into the field again, not read until the shopper asks.
    url: (url.searchParams.get('url') ?? '').slice(0, 2_000),
    customer: customer ? { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', phone: customer.phone } : null,
    requests: customer ? await context.services.listShopperRequests(store._id, customer.id) : [],
    // A new key for each form drawn: sent twice (a double tap, a slow network), it makes one request.
    key: crypto.randomUUID(),
  };
}

export const headers = pageHeaders({ 'Cache-Control': 'private, no-store' });

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('buyForMe.title'), { description: undefined });
}

const previewInput = z.object({
  url: z.string().trim().min(1).max(2_000),
  kind: z.enum(Object.keys(ESTIMATE_KINDS) as [EstimateKind, ...EstimateKind[]]).default('other'),
  quantity: z.coerce.number().int().min(1).max(MAX_REQUEST_QUANTITY).default(1),
});

type Typed = Record<string, string>;
type ActionData =
  | { intent: 'preview'; preview: LinkPreview; typed: Typed }
  | { intent: 'preview' | 'request' | 'describe'; error: string | null; fields: Record<string, string>; typed: Typed; preview: LinkPreview | null };

export async function action({ request, context, url }: Route.ActionArgs) {
  const lang = await context.lang();
  const store = await context.store();
  let typed: Typed = {};
  let intent: 'preview' | 'request' | 'describe' = 'preview';
  let preview: LinkPreview | null = null;
  try {
    // A description may come with a photo: the form is read with the picture's limit (one beyond it is refused whole).
    const read = await readUploadForm(request, MAX_IMAGE_BYTES + 1024 * 1024);
    if ('tooLarge' in read) return data({ intent: 'describe', error: null, fields: { photo: translator(lang)('validation.fileTooBig') }, typed, preview } satisfies ActionData, { status: 400 });
    const form = checkFormText(read.form);
    typed = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string').map(([k, v]) => [k, v.slice(0, 2_000)]));
    intent = typed.intent === 'request' ? 'request' : typed.intent === 'describe' ? 'describe' : 'preview';
    if (intent === 'preview') {
      const input = parse(previewInput, typed);
      preview = await context.services.previewLink({ storeId: store._id, ...input }, context.ip);
      return { intent, preview, typed } satisfies ActionData;
    }
    const customer = await context.customer();
    // Asking needs an account: log in, then back here with the link in the field.
    if (!customer) throw redirect(`/user?returnTo=${encodeURIComponent(`/buy-for-me${typed.url ? `?url=${encodeURIComponent(typed.url)}` : ''}`)}`);
    const chosen = Object.fromEntries(Object.entries(typed).filter(([k]) => k.startsWith('option.')).map(([k, v]) => [k.slice('option.'.length), v]));
    const input = parse(requestInput, { ...typed, url: intent === 'request' ? typed.url : undefined, chosen });
    const file = intent === 'describe' ? form.get('photo') : null;
    const photo = file && typeof file === 'object' && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
    const made = await context.services.submitBuyRequest({ storeId: store._id, customer, language: lang, form: input, photo }, context.ip);
    throw redirect(`/buy-for-me/${made.number}`);
  } catch (err) {
    const failure = actionError(err, lang, context.requestId);
    // The request form is drawn again with the page it is for (read from the store's short memory of pages).
    if (intent === 'request' && typed.url && !preview) {
      try {
        preview = await context.services.previewLink({ storeId: store._id, url: typed.url, kind: parse(previewInput, typed).kind, quantity: 1 }, context.ip);
      } catch {
        preview = null;
      }
    }
    const fields = { ...failure.fields };
    // A field the page shows carries its message; anything else (a value no field of the page takes) is said on top.
    const shown = Object.keys(fields).some((f) => SHOWN_FIELDS.has(f) || f.startsWith('option.'));
    const general = shown ? null : failure.message;
    return data({ intent, error: general, fields, typed, preview } satisfies ActionData, { status: failure.status, headers: failure.headers });
  }
}

/** The fields the page's forms show their messages beside. */
const SHOWN_FIELDS = new Set(['url', 'kind', 'quantity', 'description', 'firstName', 'lastName', 'photo']);

const box = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';
const select = `${fieldInput} pr-8`;

export default function BuyForMe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const result = actionData as ActionData | undefined;
  const failed = result && 'fields' in result ? result : null;
  const typed = result?.typed ?? {};
  const preview = result?.preview ?? null;
  const linkFields = failed && failed.intent !== 'describe' ? failed.fields : {};
  const describeFields = failed?.intent === 'describe' ? failed.fields : {};
  const sites = MARKETPLACE_IDS.map((id) => MARKETPLACES[id].name).join(', ');
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="buy-title">
      <Breadcrumbs items={[{ label: t('buyForMe.title') }]} />
      <h1 id="buy-title" className="mt-3 text-3xl font-bold text-ink">
        {t('buyForMe.title')}
      </h1>
      <p className="mt-2 text-ink-soft">{t('buyForMe.intro', { sites })}</p>
      <ol className="mt-4 grid gap-2 text-sm text-ink sm:grid-cols-3">
        {(['paste', 'quote', 'pay'] as const).map((step, i) => (
          <li key={step} className="flex gap-2 rounded-2xl bg-surface-muted p-3">
            <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-white" aria-hidden>
              {i + 1}
            </span>
            <span>{t(`buyForMe.steps.${step}`)}</span>
          </li>
        ))}
      </ol>

      {failed?.error && failed.intent !== 'describe' ? (
        <p role="alert" className="mt-6 rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
          {failed.error}
        </p>
      ) : null}

      <Form method="post" action="/buy-for-me" noValidate className={`${box} mt-6 space-y-4`} aria-labelledby="link-title">
        <h2 id="link-title" className="text-lg font-bold text-ink">
          {t('buyForMe.linkTitle')}
        </h2>
        <Field id="url" label={t('buyForMe.link')} error={linkFields.url} hint={t('buyForMe.linkHint')}>
          <input
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={2_000}
            defaultValue={typed.url ?? loaderData.url}
            placeholder="https://www.coupang.com/vp/products/…"
            className={fieldInput}
            {...describe('url', linkFields.url, t('buyForMe.linkHint'))}
          />
        </Field>
        <KindAndQuantity typed={typed} fields={linkFields} prefix="" />
        <SubmitButton name="intent" value="preview" className="btn-primary" busy={busy}>
          {t('buyForMe.showPrice')}
        </SubmitButton>
      </Form>

      {preview ? <PreviewCard preview={preview} typed={typed} fields={failed?.intent === 'request' ? failed.fields : {}} loaderData={loaderData} busy={busy} shown={!failed} /> : null}

      <Form method="post" action="/buy-for-me" encType="multipart/form-data" noValidate className={`${box} mt-6 space-y-4`} aria-labelledby="describe-title">
        <h2 id="describe-title" className="text-lg font-bold text-ink">
          {t('buyForMe.describeTitle')}
        </h2>
        <p className="text-sm text-ink-soft">{t('buyForMe.describeIntro')}</p>
        {failed?.error && failed.intent === 'describe' ? (
          <p role="alert" className="rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
            {failed.error}
          </p>
        ) : null}
        <Field id="description" label={t('buyForMe.description')} error={describeFields.description} hint={t('buyForMe.descriptionHint')}>
          <textarea
            name="description"
            rows={4}
            maxLength={1_000}
            defaultValue={failed?.intent === 'describe' ? typed.description : ''}
            className={`${fieldInput} h-auto py-2`}
            {...describe('description', describeFields.description, t('buyForMe.descriptionHint'))}
          />
        </Field>
        <Field id="photo" label={t('buyForMe.photo')} error={describeFields.photo} hint={t('buyForMe.photoHint')}>
          <input name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/gif,image/avif" className={`${fieldInput} h-auto py-2 text-sm`} {...describe('photo', describeFields.photo, t('buyForMe.photoHint'))} />
        </Field>
        <KindAndQuantity typed={failed?.intent === 'describe' ? typed : {}} fields={describeFields} prefix="d-" />
        <AskFields loaderData={loaderData} typed={failed?.intent === 'describe' ? typed : {}} fields={describeFields} prefix="d-" />
        <AskButton loaderData={loaderData} intent="describe" busy={busy} returnUrl="" />
      </Form>

      <MyRequests requests={loaderData.requests} />
    </section>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

function KindAndQuantity({ typed, fields, prefix }: { typed: Typed; fields: Record<string, string>; prefix: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Field id={`${prefix}kind`} label={t('buyForMe.kind')} error={fields.kind} hint={t('buyForMe.kindHint')}>
        <select name="kind" defaultValue={typed.kind ?? 'other'} className={select} {...describe(`${prefix}kind`, fields.kind, t('buyForMe.kindHint'))}>
          {(Object.keys(ESTIMATE_KINDS) as EstimateKind[]).map((k) => (
            <option key={k} value={k}>
              {t(`buyForMe.kinds.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${prefix}quantity`} label={t('buyForMe.quantity')} error={fields.quantity}>
        <input name="quantity" type="number" inputMode="numeric" min={1} max={MAX_REQUEST_QUANTITY} defaultValue={typed.quantity ?? '1'} className={fieldInput} {...describe(`${prefix}quantity`, fields.quantity)} />
      </Field>
    </div>
  );
}

/** The name the order will carry (the account's, changeable), and the form's key. */
function AskFields({ loaderData, typed, fields, prefix }: { loaderData: LoaderData; typed: Typed; fields: Record<string, string>; prefix: string }) {
  const { t } = useTranslation();
  if (!loaderData.customer) return null;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <input type="hidden" name="key" value={loaderData.key} />
      <Field id={`${prefix}lastName`} label={t('account.lastName')} error={fields.lastName}>
        <input name="lastName" autoComplete="family-name" maxLength={60} defaultValue={typed.lastName ?? loaderData.customer.lastName} className={fieldInput} {...describe(`${prefix}lastName`, fields.lastName)} />
      </Field>
      <Field id={`${prefix}firstName`} label={t('account.firstName')} error={fields.firstName}>
        <input name="firstName" autoComplete="given-name" maxLength={60} defaultValue={typed.firstName ?? loaderData.customer.firstName} className={fieldInput} {...describe(`${prefix}firstName`, fields.firstName)} />
      </Field>
    </div>
  );
}

/** "Ask us to buy it" for a shopper with an account; the way to log in (and come back with the link) for others. */
function AskButton({ loaderData, intent, busy, returnUrl }: { loaderData: LoaderData; intent: 'request' | 'describe'; busy: boolean; returnUrl: string }) {
  const { t } = useTranslation();
  if (!loaderData.customer || !loaderData.customer.phone) {
    const back = `/buy-for-me${returnUrl ? `?url=${encodeURIComponent(returnUrl)}` : ''}`;
    return (
      <p className="rounded-2xl bg-surface-muted px-4 py-3 text-sm text-ink">
        {t('buyForMe.logInFirst')}{' '}
        <AppLink to={`/user?returnTo=${encodeURIComponent(back)}`} className="font-semibold text-brand underline">
          {t('buyForMe.logIn')}
        </AppLink>
      </p>
    );
  }
  return (
    <SubmitButton name="intent" value={intent} className="btn-primary w-full sm:w-auto" busy={busy}>
      {t('buyForMe.ask')}
    </SubmitButton>
  );
}

/** What the link is: the site, the product, its price there and the estimate in tugrik; then the form to ask for it. */
function PreviewCard({ preview, typed, fields, loaderData, busy, shown }: { preview: LinkPreview; typed: Typed; fields: Record<string, string>; loaderData: LoaderData; busy: boolean; shown: boolean }) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  // A new preview takes the focus (a screen reader reads what the link is); a refused request leaves it at its fields.
  useEffect(() => {
    if (shown) title.current?.focus();
  }, [preview, shown]);
  const { product, estimate, site } = preview;
  const quantity = estimate?.quantity ?? Math.max(1, Number(typed.quantity) || 1);
  const kind: EstimateKind = isEstimateKind(typed.kind) ? typed.kind : 'other';
  return (
    <section className={`${box} mt-6`} aria-labelledby="preview-title">
      <p className="text-sm font-semibold text-brand">{t('buyForMe.from', { site: site.name, country: t(`origin.${site.origin}`) })}</p>
      <h2 id="preview-title" ref={title} tabIndex={-1} className="mt-1 break-words text-xl font-bold text-ink outline-none">
        {product.title ?? t('buyForMe.noTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {product.price ? t('buyForMe.priceThere', { price: formatForeign(product.price.minor, product.price.currency) }) : t('buyForMe.noPrice')}
      </p>
      {estimate ? (
        <div className="mt-4 rounded-2xl bg-surface-muted p-4" role="status">
          <p className="text-sm font-semibold text-ink">{t('buyForMe.estimateTitle', { count: quantity, kind: t(`buyForMe.kinds.${kind}`) })}</p>
          <PriceBreakdown priced={estimate} />
          <p className="mt-2 text-sm text-ink-soft">{t('buyForMe.arrives', { min: estimate.arrival.minDays, max: estimate.arrival.maxDays })}</p>
          <p className="mt-1 text-xs text-ink-faint">{t('buyForMe.estimateNote')}</p>
        </div>
      ) : (
        <p className="mt-4 rounded-2xl bg-surface-muted p-4 text-sm text-ink" role="status">
          {preview.missing === 'rate' ? t('buyForMe.noRate') : t('buyForMe.weQuote')}
        </p>
      )}
      <Form method="post" action="/buy-for-me" noValidate className="mt-5 space-y-4" aria-label={t('buyForMe.askTitle')}>
        <input type="hidden" name="url" value={preview.url} />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="quantity" value={String(quantity)} />
        {product.options.length ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {product.options.map((o, i) => {
              const name = `option.${o.name}`;
              return (
                <Field key={o.name} id={`option-${i}`} label={o.name} error={fields[name]}>
                  <select name={name} defaultValue={typed[name] ?? ''} className={select} {...describe(`option-${i}`, fields[name])}>
                    <option value="">{t('buyForMe.choose')}</option>
                    {o.values.map((v) => (
                      <option key={v} value={v}>
                        {v}
                      </option>
                    ))}
                  </select>
                </Field>
              );
            })}
          </div>
        ) : null}
        <AskFields loaderData={loaderData} typed={typed} fields={fields} prefix="" />
        {loaderData.customer ? (
          <Field id="note" label={t('buyForMe.note')} error={fields.description} hint={t('buyForMe.noteHint')}>
            <textarea name="description" rows={2} maxLength={1_000} defaultValue={typed.description ?? ''} className={`${fieldInput} h-auto py-2`} {...describe('note', fields.description, t('buyForMe.noteHint'))} />
          </Field>
        ) : null}
        <AskButton loaderData={loaderData} intent="request" busy={busy} returnUrl={preview.url} />
      </Form>
    </section>
  );
}

function MyRequests({ requests }: { requests: LoaderData['requests'] }) {
  const { t, i18n } = useTranslation();
  if (!requests.length) return null;
  return (
    <section className={`${box} mt-6`} aria-labelledby="mine-title">
      <h2 id="mine-title" className="text-lg font-bold text-ink">
        {t('buyForMe.mine')}
      </h2>
      <RequestList requests={requests} lang={i18n.language as Language} />
    </section>
  );
}
