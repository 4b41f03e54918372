// /console/bundles (catalog managers): sets of products sold together at one price, which the shop offers on the page
// of each of their products. The list shows each set's price against what its items cost bought separately (the
// shopper's saving); the form (?edit={id}, a new one ?edit=new) takes the set's address, names and descriptions in both
// languages, its price, whether it is sold, and its products with quantities, found with the shop's search. Finding,
// adding and removing products post the form and come back with what was typed kept, so it works without JavaScript.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, redirect, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/console-bundles';
import type { Language } from '../../core/i18n';
import { discountPercent, formatMnt } from '../../core/money';
import type { BundleItemView, BundleProduct, ConsoleBundle } from '../../server/modules/bundles/edit-bundles';
import { MAX_BUNDLE_ITEMS } from '../../server/modules/bundles/schemas';
import { Field, label } from '../components/console-form';
import { SubmitButton } from '../components/submit-button';
import { postedForm, readForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, consolePageUrl, listFormState, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { EditorPanel, StructurePage, slugFollowsName } from '../components/console/structure-page';

const DONE = ['added', 'saved'] as const;

const pageUrl = (extra: Record<string, string> = {}) => consolePageUrl('/console/bundles', extra);

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const bundles = await context.services.listConsoleBundles(staff.storeId);
  return { bundles, ...listFormState(url, bundles.map((b) => b.id), DONE) };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.structure.bundles.title'), { noindex: true });
}

/** The form as it was posted: its texts, its items with their products, and the products a search found. */
type Draft = { values: Record<string, string>; items: BundleItemView[]; found: BundleProduct[] | null; q: string };
type ActionResult = { draft: Draft; error: string | null; fields: Record<string, string>; intent: string };

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const lang = await context.lang();
  const services = context.services;
  let draft: Draft = { values: {}, items: [], found: null, q: '' };
  let intent = '';
  try {
    const form = await readForm(request);
    intent = String(form.get('intent') ?? '');
    const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string' && !e[0].startsWith('qty-') && e[0] !== 'item'));
    const quantity = (id: string) => String(form.get(`qty-${id}`) ?? '1');
    let ids = form
      .getAll('item')
      .map(String)
      .slice(0, MAX_BUNDLE_ITEMS + 1);
    const [verb, target = ''] = intent.split(':');
    if (verb === 'add' && !ids.includes(target)) ids = [...ids, target];
    if (verb === 'remove') ids = ids.filter((id) => id !== target);
    const products = await services.bundleProducts(staff.storeId, ids);
    const q = String(form.get('q') ?? '').slice(0, 100);
    draft = {
      values,
      items: products.map((p) => ({ ...p, quantity: Math.max(1, Math.min(99, Math.trunc(Number(quantity(p.id))) || 1)) })),
      found: null,
      q,
    };
    if (verb === 'find' || verb === 'add' || verb === 'remove') {
      draft.found = q.trim() ? await services.findBundleProducts(staff.storeId, lang, q) : verb === 'find' ? [] : null;
      return { draft, error: null, fields: {}, intent: verb } satisfies ActionResult;
    }
    if (verb !== 'save') throw new Response(null, { status: 400 });
    const id = String(form.get('id') ?? '') || null;
    const input = {
      slug: values.slug ?? '',
      nameMn: values.nameMn ?? '',
      nameEn: values.nameEn ?? '',
      descriptionMn: values.descriptionMn ?? '',
      descriptionEn: values.descriptionEn ?? '',
      price: values.price ?? '',
      active: form.get('active') === 'on',
      items: ids.map((productId) => ({ productId, quantity: quantity(productId) })),
    };
    const saved = await services.saveBundle(staff.storeId, id, input, { id: staff.id, name: staff.name });
    return redirect(pageUrl({ done: id ? 'saved' : 'added', focus: saved }));
  } catch (err) {
    const failure = consoleActionError(err, lang, context.requestId);
    if (!draft.values.slug && !draft.items.length) {
      const form = postedForm(request);
      if (form) draft.values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string' && !e[0].startsWith('qty-') && e[0] !== 'item'));
    }
    return data({ draft, error: failure.message, fields: failure.fields, intent } satisfies ActionResult, { status: failure.status });
  }
}

const smallButton = 'inline-flex h-8 items-center rounded-full border border-line bg-surface px-3 text-xs font-semibold text-ink hover:bg-surface-muted aria-disabled:opacity-50';

const productName = (p: { nameMn: string; nameEn: string }, lang: Language) => (lang === 'mn' ? p.nameMn : p.nameEn);

/** The set's price against its items bought separately: what the shopper saves, or that the set costs more. */
function Saving({ price, total }: { price: number; total: number }) {
  const { t } = useTranslation();
  if (!total) return null;
  const save = total - price;
  return (
    <p className="text-sm">
      <span className="text-ink-soft">{t('console.structure.bundles.itemsTotal', { total: formatMnt(total) })}</span>
      {' · '}
      {price > 0 && save > 0 ? (
        <span className="font-semibold text-success">{t('console.structure.bundles.saving', { amount: formatMnt(save), percent: discountPercent(price, total) })}</span>
      ) : price > 0 && save < 0 ? (
        <span className="font-semibold text-brand">{t('console.structure.bundles.costsMore', { amount: formatMnt(-save) })}</span>
      ) : price > 0 ? (
        <span className="font-semibold text-ink-soft">{t('console.structure.bundles.noSaving')}</span>
      ) : null}
    </p>
  );
}

export default function ConsoleBundles({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { bundles, editing, done, focus } = loaderData;
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const focused = bundles.find((b) => b.id === focus);

  useEffect(() => {
    if (focus) document.getElementById(`bundle-${focus}`)?.querySelector<HTMLElement>('a')?.focus();
  }, [focus]);

  return (
    <StructurePage
      id="bundles-title"
      title={t('console.structure.bundles.title')}
      add={{ label: t('console.structure.bundles.add'), to: pageUrl({ edit: 'new' }) }}
      intro={t('console.structure.bundles.intro')}
      status={done && focused ? t(`console.structure.bundles.done.${done}`, { name: productName(focused, lang) }) : null}
      editor={editing ? <BundleEditor key={editing.id ?? 'new'} bundle={bundles.find((b) => b.id === editing.id)} result={result} /> : null}
      editorWidth="wide"
    >
      {bundles.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-ink-soft">{t('console.structure.bundles.none')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('console.structure.bundles.list')}>
          {bundles.map((b) => (
            <BundleRow key={b.id} bundle={b} current={editing?.id === b.id} />
          ))}
        </ul>
      )}
    </StructurePage>
  );
}

function BundleRow({ bundle: b, current }: { bundle: ConsoleBundle; current: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const name = productName(b, lang);
  return (
    <li id={`bundle-${b.id}`} aria-label={name} className={`rounded-2xl border bg-surface p-4 ${current ? 'border-brand ring-2 ring-brand/20' : 'border-line'}`}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="break-words font-semibold text-ink">{name}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${b.active ? 'bg-success/10 text-success' : 'bg-ink/10 text-ink-soft'}`}>
          {b.active ? t('console.structure.bundles.active') : t('console.structure.bundles.inactive')}
        </span>
      </p>
      <ul className="mt-1 text-sm text-ink-soft">
        {b.items.map((i) => (
          <li key={i.id} className="break-words">
            {i.quantity} × {productName(i, lang)} <span className="tabular-nums">({formatMnt(i.price)})</span>
            {!i.active ? <span className="ml-1 text-xs font-semibold text-brand">{t('console.structure.bundles.productInactive')}</span> : null}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-base font-bold tabular-nums text-ink">{formatMnt(b.price)}</p>
      <Saving price={b.price} total={b.itemsTotal} />
      <div className="mt-2 flex flex-wrap gap-2">
        <Link to={pageUrl({ edit: b.id })} className={smallButton} aria-label={t('console.structure.bundles.editNamed', { name })} preventScrollReset>
          {t('console.structure.edit')}
        </Link>
        {b.items[0] ? (
          <a href={`/p/${b.items[0].slug}`} target="_blank" rel="noreferrer" className={smallButton} aria-label={t('console.structure.openNamed', { name })}>
            {t('console.structure.open')}
            <span aria-hidden> ↗</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

function BundleEditor({ bundle, result }: { bundle: ConsoleBundle | undefined; result: ActionResult | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const sending = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const draft = result?.draft;
  const values: Record<string, string> = draft?.values ?? {
    slug: bundle?.slug ?? '',
    nameMn: bundle?.nameMn ?? '',
    nameEn: bundle?.nameEn ?? '',
    descriptionMn: bundle?.descriptionMn ?? '',
    descriptionEn: bundle?.descriptionEn ?? '',
    price: bundle ? String(bundle.price) : '',
    ...(bundle?.active === false ? {} : { active: 'on' }),
  };
  const items = draft?.items ?? bundle?.items ?? [];
  const errors = result?.fields ?? {};
  // The saving follows what is typed (price, quantities) before anything is sent.
  const [price, setPrice] = useState(values.price ?? '');
  const [quantities, setQuantities] = useState<Record<string, number>>(() => Object.fromEntries(items.map((i) => [i.id, i.quantity])));
  useEffect(() => setQuantities(Object.fromEntries(items.map((i) => [i.id, i.quantity]))), [result]); // eslint-disable-line react-hooks/exhaustive-deps
  const total = items.reduce((sum, i) => sum + i.price * (quantities[i.id] ?? i.quantity), 0);
  const typedPrice = Number(price.replace(/[\s,'’₮]/g, ''));
  const slugTouched = useRef(Boolean(values.slug));

  useEffect(() => {
    if (!result) return;
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(first === 'items' ? 'bundle-items' : first)?.focus();
    else if (result.intent === 'find') document.getElementById('found-title')?.focus();
    else if (result.intent === 'add') document.getElementById('bundle-items')?.focus();
    else if (result.intent === 'remove') document.getElementById('bundle-items')?.focus();
  }, [result]); // eslint-disable-line react-hooks/exhaustive-deps

  const inputClass = 'mt-1 h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';
  return (
    <EditorPanel
      id="bundle-form-title"
      title={bundle ? t('console.structure.bundles.editing', { name: productName(bundle, lang) }) : t('console.structure.bundles.new')}
      error={result?.error && !Object.keys(errors).length ? result.error : null}
    >
      <Form
        method="post"
        className="mt-3 grid gap-3"
        aria-labelledby="bundle-form-title"
        noValidate
        onKeyDown={(event) => {
          // Enter in the search box searches; in any other box it saves (not the first button of the form).
          const target = event.target as HTMLElement;
          if (event.key !== 'Enter' || target.tagName !== 'INPUT' || (target as HTMLInputElement).type === 'checkbox') return;
          event.preventDefault();
          event.currentTarget.querySelector<HTMLButtonElement>(`button[value="${target.id === 'q' ? 'find' : 'save'}"]`)?.click();
        }}
        onChange={bundle ? undefined : slugFollowsName('nameEn', slugTouched)}
      >
        {bundle ? <input type="hidden" name="id" value={bundle.id} /> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field name="nameMn" title={t('console.structure.bundles.nameMn')} value={values.nameMn ?? ''} error={errors.nameMn} maxLength={200} lang="mn" />
          <Field name="nameEn" title={t('console.structure.bundles.nameEn')} value={values.nameEn ?? ''} error={errors.nameEn} maxLength={200} lang="en" />
        </div>
        <Field name="slug" title={t('console.structure.slug')} value={values.slug ?? ''} error={errors.slug} help={t('console.structure.bundles.slugHelp')} maxLength={120} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field name="descriptionMn" title={t('console.structure.bundles.descriptionMn')} value={values.descriptionMn ?? ''} error={errors.descriptionMn} rows={3} maxLength={2000} lang="mn" />
          <Field name="descriptionEn" title={t('console.structure.bundles.descriptionEn')} value={values.descriptionEn ?? ''} error={errors.descriptionEn} rows={3} maxLength={2000} lang="en" />
        </div>

        <fieldset className="rounded-xl border border-line p-3">
          <legend id="bundle-items" tabIndex={-1} className="px-1 text-sm font-bold text-ink outline-none">
            {t('console.structure.bundles.items')}
          </legend>
          <p className="text-xs text-ink-faint" id="items-help">
            {t('console.structure.bundles.itemsHelp')}
          </p>
          {errors.items ? (
            <p id="items-error" role="alert" className="mt-1 text-xs font-semibold text-brand">
              {errors.items}
            </p>
          ) : null}
          {items.length ? (
            <ul className="mt-2 divide-y divide-line">
              {items.map((item) => {
                const name = productName(item, lang);
                return (
                  <li key={item.id} className="flex flex-wrap items-center gap-2 py-2">
                    <input type="hidden" name="item" value={item.id} />
                    <span className="min-w-0 flex-1 basis-40 break-words text-sm text-ink">
                      {name} <span className="tabular-nums text-ink-soft">· {formatMnt(item.price)}</span>
                      {!item.active ? <span className="ml-1 text-xs font-semibold text-brand">{t('console.structure.bundles.productInactive')}</span> : null}
                    </span>
                    <label className="flex items-center gap-1 text-xs font-semibold text-ink-soft">
                      {t('console.structure.bundles.quantity')}
                      <input
                        type="number"
                        name={`qty-${item.id}`}
                        min={1}
                        max={99}
                        defaultValue={item.quantity}
                        aria-label={t('console.structure.bundles.quantityOf', { name })}
                        onChange={(event) => setQuantities((q) => ({ ...q, [item.id]: Math.max(1, Math.trunc(Number(event.target.value)) || 1) }))}
                        className="h-8 w-16 rounded-lg border border-line bg-surface px-2 text-sm tabular-nums text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20"
                      />
                    </label>
                    <SubmitButton busy={sending(`remove:${item.id}`)} name="intent" value={`remove:${item.id}`} className={smallButton} aria-label={t('console.structure.bundles.removeNamed', { name })}>
                      {t('console.structure.bundles.remove')}
                    </SubmitButton>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-ink-soft">{t('console.structure.bundles.noItems')}</p>
          )}

          <div className="mt-3 flex flex-wrap items-end gap-2" role="search">
            <label htmlFor="q" className={`${label} min-w-40 flex-1`}>
              {t('console.structure.bundles.find')}
              <input id="q" name="q" type="search" defaultValue={draft?.q ?? ''} maxLength={100} placeholder={t('console.structure.bundles.findHint')} className={inputClass} />
            </label>
            <SubmitButton busy={sending('find')} name="intent" value="find" className="chip h-10">
              {t('console.structure.bundles.findButton')}
            </SubmitButton>
          </div>
          {draft?.found ? (
            <div className="mt-2">
              <h3 id="found-title" tabIndex={-1} className="text-xs font-semibold text-ink-soft outline-none" role="status">
                {draft.found.length ? t('console.structure.bundles.found', { count: draft.found.length }) : t('console.structure.bundles.notFound')}
              </h3>
              <ul className="mt-1 divide-y divide-line">
                {draft.found.map((p) => {
                  const name = productName(p, lang);
                  const inSet = items.some((i) => i.id === p.id);
                  return (
                    <li key={p.id} className="flex flex-wrap items-center gap-2 py-1.5">
                      <span className="min-w-0 flex-1 basis-40 break-words text-sm text-ink">
                        {name} <span className="tabular-nums text-ink-soft">· {formatMnt(p.price)}</span>
                      </span>
                      <SubmitButton busy={sending(`add:${p.id}`)} name="intent" value={`add:${p.id}`} disabled={inSet || items.length >= MAX_BUNDLE_ITEMS} className={smallButton} aria-label={t('console.structure.bundles.addNamed', { name })}>
                        {inSet ? t('console.structure.bundles.inSet') : t('console.structure.bundles.addItem')}
                      </SubmitButton>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </fieldset>

        <div>
          <label htmlFor="price" className={label}>
            {t('console.structure.bundles.price')}
          </label>
          <input
            id="price"
            name="price"
            inputMode="numeric"
            maxLength={14}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={errors.price ? 'price-saving price-error' : 'price-saving'}
            className={`${inputClass} tabular-nums`}
          />
          {errors.price ? (
            <p id="price-error" className="mt-1 text-xs font-semibold text-brand">
              {errors.price}
            </p>
          ) : null}
          <div id="price-saving" className="mt-1" aria-live="polite">
            <Saving price={Number.isFinite(typedPrice) ? typedPrice : 0} total={total} />
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" name="active" defaultChecked={values.active === 'on'} className="h-4 w-4 accent-brand" />
          {t('console.structure.bundles.activeLabel')}
        </label>
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={sending('save')} name="intent" value="save" className="btn-primary h-10 px-5">
            {t('console.structure.save')}
          </SubmitButton>
          <Link to={pageUrl()} className="chip h-10">
            {t('console.structure.cancel')}
          </Link>
        </div>
      </Form>
    </EditorPanel>
  );
}
