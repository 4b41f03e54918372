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
import { AppError } from '../../core/app-error';
import { ESTIMATE_KINDS, MAX_LINKS_AT_ONCE, MAX_REQUEST_QUANTITY, isEstimateKind, linkField, linksIn, type EstimateKind } from '../../core/buy-for-me';
import { formatMnt } from '../../core/money';
import type { Language } from '../../core/i18n';
import { MARKETPLACE_IDS, MARKETPLACES } from '../../core/marketplaces';
import { parse } from '../../server/http/validate';
import type { LinkPreview } from '../../server/modules/buy-for-me/preview-link';
import { requestInput } from '../../server/modules/buy-for-me/requests';
import { Field, describe, fieldInput } from '../components/account/field';
import { AppLink } from '../components/app-link';
import { Breadcrumbs } from '../components/breadcrumbs';
import { FilePicker } from '../components/file-picker';
import { PriceBreakdown, ProductPicture, RequestList, formatForeign } from '../components/buy-for-me/request-parts';
import { SubmitButton } from '../components/submit-button';
import { actionError, pageHeaders } from '../lib/action-error';
import { MAX_IMAGE_BYTES } from '../../core/images';
import { translator } from '../../core/i18n';
import { checkFormText } from '../../server/http/clean-text';
import { readUploadForm } from '../../server/modules/leasing/read-upload-form';
import { pageMeta } from '../lib/meta';

export async function loader({ context, url }: Route.LoaderArgs) {
  const [store, customer] = await Promise.all([context.store(), context.customer()]);
  const requests = customer ? await context.services.listShopperRequests(store._id, customer.id) : [];
  // Requests just asked for together (/buy-for-me?asked=5001,5002): said on top when they are this shopper's.
  const asked = new Set((url.searchParams.get('asked') ?? '').split(',').slice(0, MAX_LINKS_AT_ONCE).map(Number));
  return {
    // Links brought back from the login page: written into the field again, not read until the shopper asks.
    url: (url.searchParams.get('url') ?? '').slice(0, PASTED_MAX),
    customer: customer ? { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', phone: customer.phone } : null,
    requests,
    asked: requests.filter((r) => asked.has(r.number)).map((r) => r.number),
    // A new key for each request a form may make (the links' and, last, the description's): sent twice (a double tap, a
    // slow network), a form makes its requests once.
    keys: Array.from({ length: MAX_LINKS_AT_ONCE + 1 }, () => crypto.randomUUID()),
  };
}

export const headers = pageHeaders({ 'Cache-Control': 'private, no-store' });

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('buyForMe.title'), { description: undefined });
}

/** What may be pasted into the link field: several links, or a message with links in it. */
const PASTED_MAX = MAX_LINKS_AT_ONCE * 2_000;

const linkInput = z.object({
  url: z.string().trim().min(1).max(PASTED_MAX),
  kind: z.enum(Object.keys(ESTIMATE_KINDS) as [EstimateKind, ...EstimateKind[]]).default('other'),
  quantity: z.coerce.number().int().min(1).max(MAX_REQUEST_QUANTITY).default(1),
});
type LinkInput = z.output<typeof linkInput>;

/** One link of the page's answer: what it is and its estimate, or (one of several) why it cannot be read. */
type LinkItem = { url: string; kind: EstimateKind; quantity: number } & ({ preview: LinkPreview } | { error: string });

type Typed = Record<string, string>;
type ActionData =
  | { intent: 'preview'; items: LinkItem[]; typed: Typed }
  | { intent: 'preview' | 'request' | 'describe'; error: string | null; fields: Record<string, string>; typed: Typed; items: LinkItem[] };

/** A refusal of one link's field among several, at that link's name (a field the links share keeps its own). */
const SHARED_FIELDS = new Set(['firstName', 'lastName', 'description']);
function atLink(err: unknown, count: number, index: number): unknown {
  if (!AppError.is(err) || err.code !== 'VALIDATION' || count === 1) return err;
  const fields = err.fields.map((f) => (SHARED_FIELDS.has(f.path) ? f : { ...f, path: linkField(count, index, f.path) }));
  return new AppError('VALIDATION', err.messageKey, { values: err.values, fields, cause: err });
}

/**
 * The links a form sent: the ask form's (`link.{i}.url` and its kind and quantity each, or one link's plain fields), or
 * the links found in what was pasted, each with the kind and quantity chosen beside them.
 */
function linksOf(typed: Typed): LinkInput[] {
  const count = Array.from({ length: MAX_LINKS_AT_ONCE }, (_, i) => `link.${i}.url`).filter((name) => typed[name] !== undefined).length;
  if (count > 1)
    return Array.from({ length: count }, (_, i) => {
      try {
        return parse(linkInput, { url: typed[`link.${i}.url`], kind: typed[`link.${i}.kind`], quantity: typed[`link.${i}.quantity`] });
      } catch (err) {
        throw atLink(err, count, i);
      }
    });
  const pasted = parse(linkInput, typed);
  const links = linksIn(pasted.url);
  if (links.length > MAX_LINKS_AT_ONCE) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'url', messageKey: 'tooManyLinks', values: { count: MAX_LINKS_AT_ONCE } }] });
  return links.map((url) => ({ ...pasted, url }));
}

/**
 * The ask form's links as they were sent, whatever their kind and quantity say (a refused one is drawn again with its
 * message): to draw its cards again after a refusal.
 */
function sentLinks(typed: Typed): LinkInput[] {
  const several = Array.from({ length: MAX_LINKS_AT_ONCE }, (_, i) => i).filter((i) => typed[`link.${i}.url`]);
  const sent = several.length ? several.map((i) => ({ url: typed[`link.${i}.url`], kind: typed[`link.${i}.kind`], quantity: typed[`link.${i}.quantity`] })) : [{ url: typed.url ?? '', kind: typed.kind, quantity: typed.quantity }];
  return sent
    .filter((l) => l.url && l.url.length <= 2_000)
    .map((l) => ({ url: l.url, kind: isEstimateKind(l.kind) ? l.kind : 'other', quantity: Math.min(MAX_REQUEST_QUANTITY, Math.max(1, Math.floor(Number(l.quantity)) || 1)) }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = await context.lang();
  const store = await context.store();
  let typed: Typed = {};
  let intent: 'preview' | 'request' | 'describe' = 'preview';
  let items: LinkItem[] = [];
  /** Each link read (from the store's short memory of pages when just read); one alone fails the form, one of several its card. */
  const read = async (links: LinkInput[]) => {
    const items = await Promise.all(
      links.map(async (link): Promise<LinkItem> => {
        try {
          return { ...link, preview: await context.services.previewLink({ storeId: store._id, ...link }, context.ip) };
        } catch (err) {
          if (links.length === 1) throw err;
          const refused = actionError(err, lang, context.requestId);
          return { ...link, error: refused.fields.url ?? refused.message };
        }
      }),
    );
    // Two links to one page (with and without "www", a redirect) are one product.
    const pages = new Set<string>();
    return items.filter((item) => !('preview' in item) || (!pages.has(item.preview.url) && pages.add(item.preview.url)));
  };
  try {
    // A description may come with a photo: the form is read with the picture's limit (one beyond it is refused whole).
    const upload = await readUploadForm(request, MAX_IMAGE_BYTES + 1024 * 1024);
    if ('tooLarge' in upload) return data({ intent: 'describe', error: null, fields: { photo: translator(lang)('validation.fileTooBig') }, typed, items } satisfies ActionData, { status: 400 });
    const form = checkFormText(upload.form);
    typed = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string').map(([k, v]) => [k, v.slice(0, PASTED_MAX)]));
    intent = typed.intent === 'request' ? 'request' : typed.intent === 'describe' ? 'describe' : 'preview';
    if (intent === 'preview') {
      items = await read(linksOf(typed));
      return { intent, items, typed } satisfies ActionData;
    }
    const customer = await context.customer();
    // Asking needs an account: log in, then back here with the links in the field.
    if (!customer) {
      const links = intent === 'request' ? linksOf(typed).map((l) => l.url).join('\n') : '';
      throw redirect(`/user?returnTo=${encodeURIComponent(`/buy-for-me${links ? `?url=${encodeURIComponent(links)}` : ''}`)}`);
    }
    const links = intent === 'request' ? linksOf(typed) : [null];
    const forms = links.map((link, i) => {
      const own = (name: string) => typed[linkField(links.length, i, name)];
      const prefix = linkField(links.length, i, 'option.');
      const chosen = Object.fromEntries(Object.entries(typed).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]));
      try {
        return parse(requestInput, { ...typed, key: own('key'), url: link?.url, kind: link?.kind ?? typed.kind, quantity: link?.quantity ?? typed.quantity, chosen });
      } catch (err) {
        throw atLink(err, links.length, i);
      }
    });
    const file = intent === 'describe' ? form.get('photo') : null;
    const photo = file && typeof file === 'object' && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
    const made = await context.services.submitBuyRequests({ storeId: store._id, customer, language: lang, forms, photo }, context.ip);
    throw redirect(made.numbers.length === 1 ? `/buy-for-me/${made.numbers[0]}` : `/buy-for-me?asked=${made.numbers.join(',')}`);
  } catch (err) {
    const failure = actionError(err, lang, context.requestId);
    // The ask form is drawn again with the pages it is for (read from the store's short memory of pages), each link
    // with what was sent for it, so a refusal of one card's field is said at that field.
    const askForm = intent === 'request' || typed['link.0.url'] !== undefined;
    if (askForm && !items.length) items = await read(sentLinks(typed)).catch(() => []);
    const fields = { ...failure.fields };
    // A field the page shows carries its message; anything else (a value no field of the page takes) is said on top.
    const shown = Object.keys(fields).some((f) => SHOWN_FIELDS.has(f) || /^(link\.\d+\.)?(option\..+)$|^link\.\d+\.(kind|quantity)$/.test(f));
    const general = shown ? null : failure.message;
    return data({ intent, error: general, fields, typed, items } satisfies ActionData, { status: failure.status, headers: failure.headers });
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
  const items = result?.items ?? [];
  const linkFields = failed && failed.intent !== 'describe' ? failed.fields : {};
  const describeFields = failed?.intent === 'describe' ? failed.fields : {};
  const sites = MARKETPLACE_IDS.map((id) => MARKETPLACES[id].name).join(', ');
  // What the link field shows: what was pasted, or, after a request's refusal, its links.
  const askedLinks = Array.from({ length: MAX_LINKS_AT_ONCE }, (_, i) => typed[`link.${i}.url`]).filter(Boolean);
  const pasted = askedLinks.length ? askedLinks.join('\n') : (typed.url ?? loaderData.url);
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

      {loaderData.asked.length && !result ? <Asked numbers={loaderData.asked} /> : null}

      {failed?.error && failed.intent !== 'describe' ? (
        <p role="alert" className="mt-6 rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
          {failed.error}
        </p>
      ) : null}

      <Form method="post" action="/buy-for-me" noValidate className={`${box} mt-6 space-y-4`} aria-labelledby="link-title">
        <h2 id="link-title" className="text-lg font-bold text-ink">
          {t('buyForMe.linkTitle')}
        </h2>
        <Field id="url" label={t('buyForMe.link')} error={linkFields.url} hint={t('buyForMe.linkHint', { count: MAX_LINKS_AT_ONCE })}>
          <textarea
            key={pasted}
            name="url"
            rows={pasted.includes('\n') ? 4 : 2}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={PASTED_MAX}
            defaultValue={pasted}
            placeholder="https://www.coupang.com/vp/products/…"
            className={`${fieldInput} h-auto break-all py-2`}
            {...describe('url', linkFields.url, t('buyForMe.linkHint', { count: MAX_LINKS_AT_ONCE }))}
          />
        </Field>
        <KindAndQuantity typed={typed['link.0.url'] ? {} : typed} fields={linkFields} id={(n) => n} />
        <SubmitButton name="intent" value="preview" className="btn-primary" busy={busy}>
          {t('buyForMe.showPrice')}
        </SubmitButton>
      </Form>

      {items.length ? <AskForm items={items} typed={typed} fields={linkFields} loaderData={loaderData} busy={busy} shown={!failed} /> : null}

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
          <FilePicker name="photo" accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/gif,image/avif" className="mt-1" {...describe('photo', describeFields.photo, t('buyForMe.photoHint'))} />
        </Field>
        <KindAndQuantity typed={failed?.intent === 'describe' ? typed : {}} fields={describeFields} id={(n) => `d-${n}`} />
        <input type="hidden" name="key" value={loaderData.keys[MAX_LINKS_AT_ONCE]} />
        <AskFields loaderData={loaderData} typed={failed?.intent === 'describe' ? typed : {}} fields={describeFields} prefix="d-" />
        <AskButton loaderData={loaderData} intent="describe" busy={busy} returnUrl="" />
      </Form>

      <MyRequests requests={loaderData.requests} />
    </section>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

/**
 * What kind of thing and how many. `id` names the inputs' ids; `name` their fields (a link's own among several), whose
 * typed values and messages they show.
 */
function KindAndQuantity({ typed, fields, id, name = (n) => n }: { typed: Typed; fields: Record<string, string>; id: (n: string) => string; name?: (n: string) => string }) {
  const { t } = useTranslation();
  const [kind, quantity] = [name('kind'), name('quantity')];
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Field id={id('kind')} label={t('buyForMe.kind')} error={fields[kind]} hint={t('buyForMe.kindHint')}>
        <select name={kind} defaultValue={typed[kind] ?? 'other'} className={select} {...describe(id('kind'), fields[kind], t('buyForMe.kindHint'))}>
          {(Object.keys(ESTIMATE_KINDS) as EstimateKind[]).map((k) => (
            <option key={k} value={k}>
              {t(`buyForMe.kinds.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('quantity')} label={t('buyForMe.quantity')} error={fields[quantity]}>
        <input name={quantity} type="number" inputMode="numeric" min={1} max={MAX_REQUEST_QUANTITY} defaultValue={typed[quantity] ?? '1'} className={fieldInput} {...describe(id('quantity'), fields[quantity])} />
      </Field>
    </div>
  );
}

/** The name the order will carry (the account's, changeable). */
function AskFields({ loaderData, typed, fields, prefix }: { loaderData: LoaderData; typed: Typed; fields: Record<string, string>; prefix: string }) {
  const { t } = useTranslation();
  if (!loaderData.customer) return null;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field id={`${prefix}lastName`} label={t('account.lastName')} error={fields.lastName}>
        <input name="lastName" autoComplete="family-name" maxLength={60} defaultValue={typed.lastName ?? loaderData.customer.lastName} className={fieldInput} {...describe(`${prefix}lastName`, fields.lastName)} />
      </Field>
      <Field id={`${prefix}firstName`} label={t('account.firstName')} error={fields.firstName}>
        <input name="firstName" autoComplete="given-name" maxLength={60} defaultValue={typed.firstName ?? loaderData.customer.firstName} className={fieldInput} {...describe(`${prefix}firstName`, fields.firstName)} />
      </Field>
    </div>
  );
}

/** "Ask us to buy it" for a shopper with an account; the way to log in (and come back with the links) for others. */
function AskButton({ loaderData, intent, busy, returnUrl, count = 1 }: { loaderData: LoaderData; intent: 'request' | 'describe'; busy: boolean; returnUrl: string; count?: number }) {
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
      {count > 1 ? t('buyForMe.askAll', { count }) : t('buyForMe.ask')}
    </SubmitButton>
  );
}

/**
 * The links read: each one's card (the site, the product, its price there, the estimate in tugrik, the options to
 * choose), then the form's shared part — the names, a note, and asking for all of them at once. Among several, each
 * link has its kind and quantity (the estimates drawn again with "Update the estimates"), and one that cannot be read
 * says why and is not asked for.
 */
function AskForm({ items, typed, fields, loaderData, busy, shown }: { items: LinkItem[]; typed: Typed; fields: Record<string, string>; loaderData: LoaderData; busy: boolean; shown: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const read = items.filter((i): i is Extract<LinkItem, { preview: LinkPreview }> => 'preview' in i);
  const several = items.length > 1;
  // New estimates take the focus (a screen reader reads what the links are); a refused request leaves it at its fields.
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [items, shown]);
  const estimated = read.filter((i) => i.preview.estimate);
  const total = estimated.reduce((sum, i) => sum + i.preview.estimate!.total, 0);
  return (
    <Form method="post" action="/buy-for-me" noValidate className="mt-6 space-y-4" aria-label={several ? t('buyForMe.askAllTitle') : t('buyForMe.askTitle')}>
      {several ? (
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
          {t('buyForMe.severalTitle', { count: items.length })}
        </h2>
      ) : null}
      {items.map((item) =>
        'preview' in item ? (
          <LinkCard key={item.url} item={item} index={read.indexOf(item)} count={read.length} typed={typed} fields={fields} keyValue={loaderData.keys[read.indexOf(item)]} heading={several ? undefined : heading} />
        ) : (
          <section key={item.url} className={`${box} border-brand/40`} aria-label={item.url}>
            <p className="break-all text-sm text-ink-soft">{item.url}</p>
            <p className="mt-2 text-sm font-semibold text-brand">{item.error}</p>
          </section>
        ),
      )}
      {read.length ? (
        <div className={`${box} space-y-4`}>
          {several && estimated.length ? (
            <p className="text-base font-bold text-ink" role="status">
              {t('buyForMe.totalEstimate', { count: estimated.length, total: formatMnt(total) })}
              {estimated.length < read.length ? <span className="mt-1 block text-sm font-normal text-ink-soft">{t('buyForMe.totalWithout', { count: read.length - estimated.length })}</span> : null}
            </p>
          ) : null}
          <AskFields loaderData={loaderData} typed={typed} fields={fields} prefix="" />
          {loaderData.customer ? (
            <Field id="note" label={t('buyForMe.note')} error={fields.description} hint={t('buyForMe.noteHint')}>
              <textarea name="description" rows={2} maxLength={1_000} defaultValue={typed.description ?? ''} className={`${fieldInput} h-auto py-2`} {...describe('note', fields.description, t('buyForMe.noteHint'))} />
            </Field>
          ) : null}
          {/* "Update the estimates" first: Enter in a card's field updates, it does not ask. */}
          <div className="flex flex-wrap gap-3">
            {read.length > 1 ? (
              <SubmitButton name="intent" value="preview" className="btn-secondary w-full sm:w-auto" busy={busy}>
                {t('buyForMe.updateEstimates')}
              </SubmitButton>
            ) : null}
            <AskButton loaderData={loaderData} intent="request" busy={busy} returnUrl={read.map((i) => i.url).join('\n')} count={read.length} />
          </div>
        </div>
      ) : null}
    </Form>
  );
}

/** One link's card: what it is and costs; among several, its kind and quantity; the options to choose. */
function LinkCard({
  item,
  index,
  count,
  typed,
  fields,
  keyValue,
  heading,
}: {
  item: Extract<LinkItem, { preview: LinkPreview }>;
  index: number;
  count: number;
  typed: Typed;
  fields: Record<string, string>;
  keyValue: string;
  heading?: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const { product, estimate, site } = item.preview;
  const name = (n: string) => linkField(count, index, n);
  const id = (n: string) => `link-${index}-${n.replace(/\W/g, '')}`;
  const quantity = estimate?.quantity ?? item.quantity;
  // Alone, the card is the answer (its title a heading of the page's, its estimate announced); among several, a part of
  // "N products", whose total is announced once.
  const Title = count > 1 ? 'h3' : 'h2';
  const announced = count > 1 ? {} : { role: 'status' };
  return (
    <section className={box} aria-labelledby={id('title')}>
      <input type="hidden" name={name('url')} value={item.preview.url} />
      <input type="hidden" name={name('key')} value={keyValue} />
      <div className="flex gap-4">
        <ProductPicture src={item.preview.picture} />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand">{t('buyForMe.from', { site: site.name, country: t(`origin.${site.origin}`) })}</p>
          <Title id={id('title')} ref={heading} tabIndex={heading ? -1 : undefined} className={`mt-1 break-words font-bold text-ink outline-none ${count > 1 ? 'text-lg' : 'text-xl'}`}>
            {product.title ?? t('buyForMe.noTitle')}
          </Title>
          <p className="mt-1 text-sm text-ink-soft">{product.price ? t('buyForMe.priceThere', { price: formatForeign(product.price.minor, product.price.currency) }) : t('buyForMe.noPrice')}</p>
        </div>
      </div>
      {estimate ? (
        <div className="mt-4 rounded-2xl bg-surface-muted p-4" {...announced}>
          <p className="text-sm font-semibold text-ink">{t('buyForMe.estimateTitle', { count: quantity, kind: t(`buyForMe.kinds.${item.kind}`) })}</p>
          <PriceBreakdown priced={estimate} />
          <p className="mt-2 text-sm text-ink-soft">
            {estimate.arrival.minDays < estimate.arrival.maxDays
              ? t('buyForMe.arrives', { min: estimate.arrival.minDays, max: estimate.arrival.maxDays })
              : t('buyForMe.arrivesIn', { count: estimate.arrival.maxDays })}
          </p>
          <p className="mt-1 text-xs text-ink-faint">{t('buyForMe.estimateNote')}</p>
        </div>
      ) : (
        <p className="mt-4 rounded-2xl bg-surface-muted p-4 text-sm text-ink" {...announced}>
          {item.preview.missing === 'rate' ? t('buyForMe.noRate') : t('buyForMe.weQuote')}
        </p>
      )}
      <div className="mt-5 space-y-4">
        {count > 1 ? (
          <KindAndQuantity typed={{ [name('kind')]: item.kind, [name('quantity')]: typed[name('quantity')] ?? String(quantity) }} fields={fields} id={id} name={name} />
        ) : (
          <>
            <input type="hidden" name="kind" value={item.kind} />
            <input type="hidden" name="quantity" value={String(quantity)} />
          </>
        )}
        {product.options.length ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {product.options.map((o, i) => {
              const option = name(`option.${o.name}`);
              return (
                <Field key={o.name} id={id(`option-${i}`)} label={o.name} error={fields[option]}>
                  <select name={option} defaultValue={typed[option] ?? ''} className={select} {...describe(id(`option-${i}`), fields[option])}>
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
      </div>
    </section>
  );
}

/** Requests just asked for together: their numbers, and that each price comes by text. */
function Asked({ numbers }: { numbers: number[] }) {
  const { t } = useTranslation();
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), []);
  return (
    <p ref={said} tabIndex={-1} role="status" className="mt-6 rounded-2xl bg-success/10 px-4 py-3 text-sm text-ink outline-none">
      {t('buyForMe.asked', { count: numbers.length })}{' '}
      {numbers.map((n, i) => (
        <span key={n}>
          {i ? ', ' : ''}
          <AppLink to={`/buy-for-me/${n}`} className="font-semibold text-brand underline">
            {t('buyForMe.requestNumber', { number: n })}
          </AppLink>
        </span>
      ))}
    </p>
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
