// /console/products: every product of the store, inactive ones too, found with the shop's own search and narrowed by
// category (with its subcategories), brand, origin, active state, stock state and price, sorted and 50 a page — all
// in the URL, so a list can be reloaded and shared. Chosen rows can be activated, deactivated, moved to a category or
// tagged at once; a row can be duplicated, deactivated, or deleted when it was never ordered nor bundled. The editor
// (/console/products/:id) posts its "Duplicate" here too.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/console-products';
import { AppError } from '../../core/app-error';
import { formatDate } from '../../core/dates';
import type { Language } from '../../core/i18n';
import { formatMnt } from '../../core/money';
import { parse } from '../../server/http/validate';
import {
  CONSOLE_PRODUCT_SORTS,
  STOCK_FILTERS,
  bulkInput,
  consoleProductQueryFrom,
  consoleProductSearch,
  productId,
  type BulkAction,
} from '../../server/modules/products/list-schemas';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { readForm } from '../lib/action-error';
import { SubmitButton } from '../components/submit-button';
import { ConsolePager } from '../components/console-pager';

const ORIGINS = ['US', 'KR', 'CN', 'JP', 'MN'] as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const query = consoleProductQueryFrom(url.searchParams);
  // One address per list: empty fields of the filter form and values that cannot be read leave the URL.
  const canonical = consoleProductSearch(query);
  if (canonical !== url.searchParams.toString()) throw redirect(`/console/products${canonical ? `?${canonical}` : ''}`);
  return { query, list: await context.services.listConsoleProducts(staff.storeId, await context.lang(), query) };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.products.title'), { noindex: true });
}

type Intent = 'bulk' | 'duplicate' | 'activate' | 'deactivate' | 'delete';
const INTENTS: Intent[] = ['bulk', 'duplicate', 'activate', 'deactivate', 'delete'];

type ActionResult =
  | { done: 'bulk'; action: BulkAction; changed: number; unchanged: number; category?: { nameEn: string; nameMn: string }; tag?: string }
  | { done: 'activate' | 'deactivate' | 'delete'; name: { en: string; mn: string } }
  | { error: string; fields: Record<string, string>; intent: Intent; id?: string };

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const actor = { id: staff.id, name: staff.name };
  let intent: Intent = 'bulk';
  let id: string | undefined;
  try {
    const form = await readForm(request);
    intent = INTENTS.find((i) => i === form.get('intent')) ?? 'bulk';
    if (intent === 'bulk') {
      const ids = form.getAll('ids');
      if (ids.length === 0) throw new AppError('VALIDATION', 'productsNoneChosen');
      const input = parse(bulkInput, { action: form.get('bulk') ?? undefined, ids, categoryId: form.get('categoryId') || undefined, tag: form.get('tag') ?? undefined });
      const result = await context.services.bulkProducts(staff.storeId, actor, input);
      return { done: 'bulk', ...result } satisfies ActionResult;
    }
    const parsed = productId.safeParse(form.get('id'));
    if (!parsed.success) throw new AppError('NOT_FOUND', 'productNotFound');
    id = parsed.data;
    if (intent === 'duplicate') {
      const copy = await context.services.duplicateProduct(staff.storeId, actor, id);
      throw redirect(`/console/products/${copy.id}`);
    }
    if (intent === 'delete') {
      const removed = await context.services.removeProduct(staff.storeId, actor, id);
      return { done: 'delete', name: { en: removed.nameEn, mn: removed.nameMn } } satisfies ActionResult;
    }
    await context.services.bulkProducts(staff.storeId, actor, { action: intent, ids: [id] }, { single: true });
    const name = String(form.get('name') ?? '').slice(0, 200);
    return { done: intent, name: { en: name, mn: name } } satisfies ActionResult;
  } catch (err) {
    if (err instanceof Response) throw err;
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    return data({ error: failure.message, fields: failure.fields, intent, id } satisfies ActionResult, { status: failure.status });
  }
}

const field = 'h-10 w-full min-w-0 rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';
const label = 'flex min-w-0 flex-col gap-1 text-xs font-semibold text-ink-soft';
const smallButton = 'inline-flex h-9 items-center rounded-full border border-line px-3 text-sm font-semibold text-ink hover:border-brand hover:text-brand aria-disabled:opacity-60';
// The row's columns on a wide screen (a card's parts on a phone).
const columns = 'lg:grid-cols-[2rem_3.5rem_minmax(0,1fr)_4.5rem_7.5rem_6rem_6.5rem_7rem]';

type Row = Route.ComponentProps['loaderData']['list']['items'][number];

export default function ConsoleProducts({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { query, list } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const allBox = useRef<HTMLInputElement>(null);
  const pageIds = list.items.map((p) => p.id);
  const chosen = pageIds.filter((id) => selected.has(id));
  const filtered = params.toString().replace(/(^|&)page=\d+/, '') !== '';

  // A finished bulk action, or another page of the list, starts a new selection.
  useEffect(() => setSelected(new Set()), [result, params.toString()]);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = chosen.length > 0 && chosen.length < pageIds.length;
  }, [chosen.length, pageIds.length]);

  const invalid = (name: string) => (result && 'error' in result && result.intent === 'bulk' && result.fields[name] ? true : undefined);
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="products-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h1 id="products-title" className="text-2xl font-bold text-ink">
            {t('console.products.title')}
          </h1>
          <p className="text-sm text-ink-soft" role="status">
            {t('console.products.count', { count: list.total })}
          </p>
        </div>
        <Link to="/console/products/new" className="btn-primary h-10 px-4 text-sm">
          {t('console.products.new')}
        </Link>
      </div>

      <Filters query={query} list={list} filtered={filtered} />

      <Outcome result={result} lang={lang} shown={pageIds} />

      <Form method="post" id="bulk-form" aria-label={t('console.products.bulk.title')} className="mt-4 flex flex-wrap items-end gap-2 rounded-2xl border border-line bg-surface p-3" noValidate>
        <input type="hidden" name="intent" value="bulk" />
        <label className="flex h-10 items-center gap-2 text-sm font-semibold text-ink">
          <input
            ref={allBox}
            type="checkbox"
            className="size-5 accent-brand"
            checked={pageIds.length > 0 && chosen.length === pageIds.length}
            disabled={pageIds.length === 0}
            onChange={(e) => setSelected(e.target.checked ? new Set(pageIds) : new Set())}
          />
          {t('console.products.bulk.all')}
        </label>
        <p className="h-10 content-center text-sm text-ink-soft" aria-live="polite">
          {t('console.products.bulk.chosen', { count: chosen.length })}
        </p>
        <div className="flex flex-wrap gap-2">
          <BulkButton action="activate" label={t('console.products.bulk.activate')} />
          <BulkButton action="deactivate" label={t('console.products.bulk.deactivate')} />
        </div>
        <div className="flex min-w-0 flex-wrap items-end gap-2">
          <label className={`${label} w-56 max-w-full`}>
            {t('console.products.bulk.category')}
            <select name="categoryId" className={field} defaultValue="" aria-invalid={invalid('categoryId')}>
              <option value="">{t('console.products.bulk.chooseCategory')}</option>
              {list.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {`${'– '.repeat(c.depth)}${c.name}`}
                </option>
              ))}
            </select>
          </label>
          <BulkButton action="move" label={t('console.products.bulk.move')} />
        </div>
        <div className="flex min-w-0 flex-wrap items-end gap-2">
          <label className={`${label} w-44 max-w-full`}>
            {t('console.products.bulk.tag')}
            <input name="tag" maxLength={40} className={field} autoComplete="off" aria-invalid={invalid('tag')} />
          </label>
          <BulkButton action="tag" label={t('console.products.bulk.addTag')} />
        </div>
      </Form>

      <div className={`mt-4 ${navigation.state === 'loading' ? 'opacity-60' : ''}`}>
        {list.items.length === 0 ? (
          <p className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-ink-soft">{filtered ? t('console.products.noneMatch') : t('console.products.none')}</p>
        ) : (
          <>
            <div className={`hidden gap-3 px-3 pb-2 text-xs font-semibold text-ink-soft lg:grid ${columns}`} aria-hidden>
              <span />
              <span />
              <span>{t('console.products.columns.product')}</span>
              <span className="text-right">{t('console.products.columns.variants')}</span>
              <span className="text-right">{t('console.products.columns.price')}</span>
              <span className="text-right">{t('console.products.columns.stock')}</span>
              <span>{t('console.products.columns.state')}</span>
              <span>{t('console.products.columns.updated')}</span>
            </div>
            <ul className="space-y-2">
              {list.items.map((p) => (
                <li key={p.id}>
                  <ProductRow product={p} lowStockAt={list.lowStockAt} checked={selected.has(p.id)} onCheck={(on) => toggle(p.id, on)} result={result} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <ConsolePager page={list.page} pages={list.pages} />
    </section>
  );
}

function BulkButton({ action, label }: { action: BulkAction; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('bulk') === action;
  return (
    <SubmitButton name="bulk" value={action} busy={busy} className={`${smallButton} h-10`}>
      {label}
    </SubmitButton>
  );
}

function Filters({ query, list, filtered }: { query: Route.ComponentProps['loaderData']['query']; list: Route.ComponentProps['loaderData']['list']; filtered: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Form method="get" key={params.toString()} role="search" aria-label={t('console.products.filters')} className="mt-4 grid grid-cols-2 items-end gap-3 rounded-2xl border border-line bg-surface p-3 sm:grid-cols-3 lg:grid-cols-6" noValidate>
      <label className={`${label} col-span-2 sm:col-span-3 lg:col-span-2`}>
        {t('console.products.search')}
        <input type="search" name="q" defaultValue={query.q ?? ''} placeholder={t('console.products.searchHint')} maxLength={100} className={field} />
      </label>
      <label className={label}>
        {t('console.products.category')}
        <select name="category" defaultValue={query.category ?? ''} className={field}>
          <option value="">{t('console.products.any')}</option>
          {list.categories.map((c) => (
            <option key={c.id} value={c.slug}>
              {`${'– '.repeat(c.depth)}${c.name}`}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t('console.products.brand')}
        <select name="brand" defaultValue={query.brand ?? ''} className={field}>
          <option value="">{t('console.products.any')}</option>
          {list.brands.map((b) => (
            <option key={b.slug} value={b.slug}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t('console.products.origin')}
        <select name="origin" defaultValue={query.origin ?? ''} className={field}>
          <option value="">{t('console.products.any')}</option>
          {ORIGINS.map((o) => (
            <option key={o} value={o}>
              {t(`origin.${o}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t('console.products.status')}
        <select name="status" defaultValue={query.status ?? ''} className={field}>
          <option value="">{t('console.products.any')}</option>
          <option value="active">{t('console.products.active')}</option>
          <option value="inactive">{t('console.products.inactive')}</option>
        </select>
      </label>
      <label className={label}>
        {t('console.products.stock')}
        <select name="stock" defaultValue={query.stock ?? ''} className={field}>
          <option value="">{t('console.products.any')}</option>
          {STOCK_FILTERS.map((s) => (
            <option key={s} value={s}>
              {s === 'low' ? t('console.products.stockState.low', { count: list.lowStockAt }) : t(`console.products.stockState.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t('console.products.min')}
        <input name="min" inputMode="numeric" maxLength={14} defaultValue={query.min ?? ''} className={`${field} tabular-nums`} />
      </label>
      <label className={label}>
        {t('console.products.max')}
        <input name="max" inputMode="numeric" maxLength={14} defaultValue={query.max ?? ''} className={`${field} tabular-nums`} />
      </label>
      <label className={label}>
        {t('console.products.sort')}
        <select name="sort" defaultValue={query.sort ?? ''} className={field}>
          <option value="">{query.q ? t('console.products.sorts.relevance') : t('console.products.sorts.newest')}</option>
          {CONSOLE_PRODUCT_SORTS.filter((s) => query.q || s !== 'newest').map((s) => (
            <option key={s} value={s}>
              {t(`console.products.sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="col-span-2 flex gap-2 sm:col-span-1">
        <button type="submit" className="btn-primary h-10 flex-1 px-4">
          {t('console.products.apply')}
        </button>
        {filtered ? (
          <Link to="/console/products" className="chip h-10">
            {t('console.products.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function Outcome({ result, lang, shown }: { result: ActionResult | undefined; lang: Language; shown: string[] }) {
  const { t } = useTranslation();
  // A row's failure shows in its row.
  if (!result || ('error' in result && result.id && shown.includes(result.id))) return null;
  if ('error' in result) {
    // A field's message ("is required") after the field's name, as the form shows it.
    const names: Record<string, string> = { categoryId: t('console.products.bulk.category'), tag: t('console.products.bulk.tag') };
    const fields = Object.entries(result.fields).map(([path, message]) => `${names[path] ?? path}: ${message}`);
    return (
      <p role="alert" className="mt-4 rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
        {fields.length ? fields.join(' ') : result.error}
      </p>
    );
  }
  let text: string;
  if (result.done === 'bulk') {
    const category = result.category ? (lang === 'mn' ? result.category.nameMn : result.category.nameEn) : '';
    text = t(`console.products.bulk.done.${result.action}`, { count: result.changed, category, tag: result.tag ?? '' });
    if (result.unchanged > 0) text += ` ${t('console.products.bulk.unchanged', { count: result.unchanged })}`;
  } else text = t(`console.products.done.${result.done}`, { name: result.name[lang] });
  return (
    <p role="status" className="mt-4 rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
      {text}
    </p>
  );
}

const stockTone = { in: 'text-success', low: 'text-amber-800 dark:text-amber-300', out: 'text-brand' } as const;

function ProductRow({ product: p, lowStockAt, checked, onCheck, result }: { product: Row; lowStockAt: number; checked: boolean; onCheck: (on: boolean) => void; result: ActionResult | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const busy = (intent: Intent) => navigation.state === 'submitting' && navigation.formData?.get('id') === p.id && navigation.formData?.get('intent') === intent;
  const error = result && 'error' in result && result.id === p.id ? result.error : null;
  const fact = 'lg:sr-only';
  return (
    <article
      aria-label={p.name}
      className={`grid grid-cols-[auto_3.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-2 rounded-2xl border bg-surface p-3 ${columns} ${checked ? 'border-brand' : 'border-line'}`}
    >
      <input
        type="checkbox"
        name="ids"
        value={p.id}
        form="bulk-form"
        checked={checked}
        onChange={(e) => onCheck(e.target.checked)}
        aria-label={t('console.products.choose', { name: p.name })}
        className="size-5 accent-brand"
      />
      <div className="size-14 overflow-hidden rounded-lg bg-surface-muted">
        {p.thumbnail ? <img src={p.thumbnail.src} width={p.thumbnail.width ?? 56} height={p.thumbnail.height ?? 56} alt="" loading="lazy" className="size-full object-cover" /> : null}
      </div>
      <div className="min-w-0">
        <Link to={`/console/products/${p.id}`} className="font-semibold text-ink underline-offset-2 hover:text-brand hover:underline">
          {p.name}
        </Link>
        <p className="truncate font-mono text-xs text-ink-faint">{p.slug}</p>
        <p className="text-xs text-ink-soft">{[p.brand, p.category, t(`origin.${p.origin as (typeof ORIGINS)[number]}`)].filter(Boolean).join(' · ')}</p>
      </div>
      <dl className="col-span-3 flex flex-wrap gap-x-4 gap-y-1 text-sm lg:contents">
        <div className="lg:text-right">
          <dt className={`inline ${fact}`}>{t('console.products.columns.variants')}: </dt>
          <dd className="inline tabular-nums text-ink">{p.variants}</dd>
        </div>
        <div className="lg:text-right">
          <dt className={`inline ${fact}`}>{t('console.products.columns.price')}: </dt>
          <dd className="inline font-semibold tabular-nums text-ink">{formatMnt(p.price)}</dd>
        </div>
        <div className="lg:text-right">
          <dt className={`inline ${fact}`}>{t('console.products.columns.stock')}: </dt>
          <dd className={`inline font-semibold tabular-nums ${stockTone[p.stockState]}`}>
            {p.stock}
            <span className="sr-only"> ({p.stockState === 'low' ? t('console.products.stockState.low', { count: lowStockAt }) : t(`console.products.stockState.${p.stockState}`)})</span>
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('console.products.columns.state')}</dt>
          <dd>
            <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${p.active ? 'bg-success/10 text-success' : 'bg-ink/10 text-ink-soft'}`}>
              {p.active ? t('console.products.active') : t('console.products.inactive')}
            </span>
          </dd>
        </div>
        <div>
          <dt className={`inline ${fact}`}>{t('console.products.columns.updated')}: </dt>
          <dd className="inline text-ink-soft">
            <time dateTime={p.updatedAt}>{formatDate(p.updatedAt, lang, { year: true })}</time>
          </dd>
        </div>
      </dl>
      <div className="col-span-3 flex flex-wrap gap-2 lg:col-span-5 lg:col-start-3">
        <Link to={`/console/products/${p.id}`} className={smallButton}>
          {t('console.products.edit')}
        </Link>
        <RowForm product={p} intent="duplicate" busy={busy('duplicate')} label={t('console.products.duplicate')} />
        <RowForm product={p} intent={p.active ? 'deactivate' : 'activate'} busy={busy(p.active ? 'deactivate' : 'activate')} label={p.active ? t('console.products.deactivate') : t('console.products.activate')} />
        {p.deletable ? <RowForm product={p} intent="delete" busy={busy('delete')} label={t('console.products.delete')} confirm={t('console.products.deleteConfirm', { name: p.name })} /> : null}
        {error ? (
          <p role="alert" className="w-full text-sm font-semibold text-brand">
            {error}
          </p>
        ) : null}
      </div>
    </article>
  );
}

function RowForm({ product, intent, busy, label, confirm }: { product: Row; intent: Intent; busy: boolean; label: string; confirm?: string }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
      noValidate
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={product.id} />
      <input type="hidden" name="name" value={product.name} />
      <SubmitButton busy={busy} aria-label={`${label}: ${product.name}`} className={intent === 'delete' ? `${smallButton} border-brand/40 text-brand` : smallButton}>
        {label}
      </SubmitButton>
    </Form>
  );
}
