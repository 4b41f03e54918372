// /console/stock: the low-stock list (variants at or below the store's threshold, out of stock first), finding a variant
// by SKU, barcode or product name, the threshold itself, and `?variant=<id>`: one variant's units, the adjustment form
// (shipment received, count corrected, damaged, returned — each with a note) and its ledger with who did what.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/console-stock';
import { AppError } from '../../core/app-error';
import { formatDateTime } from '../../core/dates';
import type { Language } from '../../core/i18n';
import { ADJUSTMENT_REASONS, type AdjustmentReason, type StockState } from '../../core/stock';
import { parse } from '../../server/http/validate';
import { adjustInput, adjustmentOf, lowStockInput, stockListQueryFrom, variantId } from '../../server/modules/stock/schemas';
import { Field, card, input, label } from '../components/console-form';
import { ConsolePager } from '../components/console-pager';
import { SubmitButton } from '../components/submit-button';
import { readForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const lang = await context.lang();
  const query = stockListQueryFrom(url.searchParams);
  const wanted = url.searchParams.get('variant');
  const id = wanted ? variantId.safeParse(wanted) : null;
  const [list, variant] = await Promise.all([
    context.services.listStock(staff.storeId, lang, query),
    id?.success
      ? context.services.getVariantStock(staff.storeId, id.data, lang).catch((err) => {
          if (AppError.is(err) && err.code === 'NOT_FOUND') return null;
          throw err;
        })
      : null,
  ]);
  return { query, list, variant, variantMissing: Boolean(wanted) && !variant };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.stock.title'), { noindex: true });
}

type ActionResult =
  | { done: 'adjusted'; reason: AdjustmentReason; delta: number; units: number }
  | { done: 'threshold'; lowStockAt: number }
  | { error: string; fields: Record<string, string>; intent: 'adjust' | 'threshold' };

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'catalog');
  let intent: 'adjust' | 'threshold' = 'adjust';
  try {
    const form = await readForm(request);
    intent = form.get('intent') === 'threshold' ? 'threshold' : 'adjust';
    const actor = { id: staff.id, name: staff.name };
    if (intent === 'threshold') {
      const { lowStockAt } = parse(lowStockInput, { lowStockAt: form.get('lowStockAt') ?? undefined });
      await context.services.saveLowStockAt(staff.storeId, actor, lowStockAt);
      return { done: 'threshold', lowStockAt } satisfies ActionResult;
    }
    const posted = parse(adjustInput, {
      variantId: form.get('variantId') ?? undefined,
      reason: form.get('reason') ?? undefined,
      units: form.get('units') ?? undefined,
      count: form.get('count') ?? undefined,
      note: form.get('note') ?? undefined,
    });
    const done = await context.services.adjustStock({ storeId: staff.storeId, staff: actor, variantId: posted.variantId, reason: posted.reason, note: posted.note, ...adjustmentOf(posted) });
    return { done: 'adjusted', reason: posted.reason, delta: done.delta, units: done.after } satisfies ActionResult;
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    return data({ error: failure.message, fields: failure.fields, intent } satisfies ActionResult, { status: failure.status });
  }
}

const tone: Record<StockState, string> = {
  in: 'bg-success/10 text-success',
  low: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  out: 'bg-brand/10 text-brand',
};

/** A change as staff read it: "+12", "−3" (a real minus sign). */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export default function ConsoleStock({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, list, variant, variantMissing } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const linkTo = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('variant', id);
    return `/console/stock?${next.toString()}`;
  };
  const closeLink = () => {
    const next = new URLSearchParams(params);
    next.delete('variant');
    const search = next.toString();
    return `/console/stock${search ? `?${search}` : ''}`;
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="stock-title">
      <h1 id="stock-title" className="text-2xl font-bold text-ink">
        {t('console.stock.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('console.stock.intro')}</p>

      <div className="mt-4 grid items-start gap-4 lg:grid-cols-[1fr_26rem]">
        {/* On a phone the open variant comes first, the threshold after the list. */}
        <div className={`min-w-0 ${variant || variantMissing ? '' : 'order-last lg:order-none'}`}>
          {variant ? (
            <VariantPanel key={variant.variantId} variant={variant} result={result} closeTo={closeLink()} />
          ) : variantMissing ? (
            <p role="alert" className="rounded-2xl border border-line bg-surface px-4 py-6 text-sm font-semibold text-brand">
              {t('errors.variantNotFound')}
            </p>
          ) : (
            <ThresholdForm lowStockAt={list.lowStockAt} result={result} />
          )}
        </div>

        <div className="min-w-0 space-y-3 lg:order-first">
          <Form method="get" key={`${query.q ?? ''}`} role="search" aria-label={t('console.stock.find')} className="flex flex-wrap items-end gap-2 rounded-2xl border border-line bg-surface p-3" noValidate>
            <div className="min-w-0 flex-1 basis-48">
              <label htmlFor="stock-q" className={label}>
                {t('console.stock.find')}
              </label>
              <input id="stock-q" type="search" name="q" defaultValue={query.q ?? ''} placeholder={t('console.stock.findHint')} maxLength={100} spellCheck={false} className={`${input} h-10`} />
            </div>
            <button type="submit" className="btn-primary h-10">
              {t('console.stock.findButton')}
            </button>
            {query.q ? (
              <Link to="/console/stock" className="chip h-10">
                {t('console.stock.clear')}
              </Link>
            ) : null}
          </Form>

          <section className={`${card} ${navigation.state === 'loading' ? 'opacity-60' : ''}`} aria-labelledby="stock-list-title">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="stock-list-title" className="font-bold text-ink">
                {list.searching ? t('console.stock.foundTitle') : t('console.stock.lowTitle')}
              </h2>
              <p className="text-sm text-ink-soft" role="status">
                {t('console.stock.count', { count: list.total })}
              </p>
            </div>
            {list.searching ? null : <p className="mt-1 text-xs text-ink-soft">{t('console.stock.lowHelp', { count: list.lowStockAt })}</p>}
            {list.rows.length === 0 ? (
              <p className="mt-3 rounded-xl bg-surface-muted px-4 py-8 text-center text-sm text-ink-soft">
                {list.searching ? t('console.stock.noneFound') : t('console.stock.noneLow', { count: list.lowStockAt })}
              </p>
            ) : (
              <ul className="mt-3 divide-y divide-line">
                {list.rows.map((row) => (
                  <li key={row.variantId} className={`flex items-start gap-3 py-2 ${row.variantId === variant?.variantId ? 'rounded-lg bg-brand/5' : ''}`}>
                    <div className="min-w-0 flex-1">
                      <Link to={linkTo(row.variantId)} className="font-semibold text-ink underline-offset-2 hover:text-brand hover:underline" aria-current={row.variantId === variant?.variantId ? 'true' : undefined}>
                        {row.productName}
                        {row.options ? <span className="text-sm font-normal text-ink-soft"> · {row.options}</span> : null}
                      </Link>
                      <p className="break-all font-mono text-xs text-ink-faint">
                        {row.sku}
                        {row.barcode ? ` · ${row.barcode}` : ''}
                        {row.active ? '' : ` · ${t('console.stock.inactive')}`}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
                      <span className="whitespace-nowrap font-semibold tabular-nums text-ink">{t('console.stock.unitsShort', { count: row.units })}</span>
                      <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[row.state]}`}>{t(`console.stock.state.${row.state}`)}</span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <ConsolePager page={list.page} pages={list.pages} className="mt-3" />
          </section>
        </div>
      </div>
    </section>
  );
}

function ThresholdForm({ lowStockAt, result }: { lowStockAt: number; result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'threshold';
  const error = result && 'error' in result && result.intent === 'threshold' ? result : null;
  const saved = result && 'done' in result && result.done === 'threshold' ? result : null;
  return (
    <Form method="post" className={`${card} space-y-3`} aria-label={t('console.stock.threshold')} noValidate>
      {saved ? (
        <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
          {t('console.stock.thresholdSaved', { count: saved.lowStockAt })}
        </p>
      ) : error && !error.fields.lowStockAt ? (
        <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
          {error.error}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="threshold" />
      <Field name="lowStockAt" title={t('console.stock.threshold')} value={String(lowStockAt)} help={t('console.stock.thresholdHelp')} error={error?.fields.lowStockAt} inputMode="numeric" maxLength={7} />
      <SubmitButton busy={busy} className="btn-primary">
        {t('console.stock.thresholdSave')}
      </SubmitButton>
    </Form>
  );
}

type Variant = NonNullable<Route.ComponentProps['loaderData']['variant']>;

function VariantPanel({ variant, result, closeTo }: { variant: Variant; result: ActionResult | undefined; closeTo: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'adjust';
  const form = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState<AdjustmentReason>('received');
  // Before the page's script runs, both fields are shown (the form works without it); after, only the reason's own.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const adjusted = result && 'done' in result && result.done === 'adjusted' ? result : null;
  const error = result && 'error' in result && result.intent === 'adjust' ? result : null;
  useEffect(() => {
    if (!adjusted) return;
    form.current?.reset();
    setReason('received');
  }, [adjusted]);
  const showUnits = !hydrated || reason !== 'correction';
  const showCount = !hydrated || reason === 'correction';

  return (
    <div className="space-y-4 lg:sticky lg:top-4">
      <section className={card} aria-labelledby="variant-title">
        <Link to={closeTo} className="text-sm font-semibold text-ink-soft underline-offset-2 hover:text-brand hover:underline">
          ← {t('console.stock.back')}
        </Link>
        <h2 id="variant-title" className="mt-2 text-lg font-bold text-ink">
          {variant.productName}
        </h2>
        {variant.options ? <p className="text-sm text-ink-soft">{variant.options}</p> : null}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-ink-soft">{t('console.stock.sku')}</dt>
          <dd className="break-all font-mono text-ink">{variant.sku}</dd>
          {variant.barcode ? (
            <>
              <dt className="text-ink-soft">{t('console.stock.barcode')}</dt>
              <dd className="break-all font-mono text-ink">{variant.barcode}</dd>
            </>
          ) : null}
        </dl>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-ink-soft">
            {t('console.stock.units')}: <strong className="text-2xl tabular-nums text-ink" data-testid="units">{variant.units}</strong>
          </p>
          <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[variant.state]}`}>{t(`console.stock.state.${variant.state}`)}</span>
        </div>
        {variant.active ? (
          <a href={`/p/${variant.slug}`} target="_blank" rel="noreferrer" className="chip mt-3">
            {t('console.stock.viewInShop')}
          </a>
        ) : null}
      </section>

      <Form method="post" ref={form} className={`${card} space-y-3`} aria-labelledby="adjust-title" noValidate>
        <h2 id="adjust-title" className="font-bold text-ink">
          {t('console.stock.adjust')}
        </h2>
        <p className="text-xs text-ink-soft">{t('console.stock.adjustHelp')}</p>
        {adjusted ? (
          <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
            {t('console.stock.adjusted', { reason: t(`console.stock.reasons.${adjusted.reason}`), change: signed(adjusted.delta), count: adjusted.units })}
          </p>
        ) : error && Object.keys(error.fields).length === 0 ? (
          <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
            {error.error}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="adjust" />
        <input type="hidden" name="variantId" value={variant.variantId} />
        <fieldset>
          <legend className={label}>{t('console.stock.reason')}</legend>
          <div className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
            {ADJUSTMENT_REASONS.map((r) => (
              <label key={r} className="flex min-h-10 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2 text-sm text-ink has-[:checked]:border-brand has-[:checked]:bg-brand/5">
                <input type="radio" name="reason" value={r} defaultChecked={r === 'received'} onChange={() => setReason(r)} className="accent-brand" />
                {t(`console.stock.reasons.${r}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {showUnits ? (
          <Field name="units" title={t('console.stock.change')} value="" help={t('console.stock.changeHelp')} error={error?.fields.units} inputMode="numeric" maxLength={9} />
        ) : null}
        {showCount ? (
          <Field name="count" title={t('console.stock.count')} value="" help={t('console.stock.countHelp')} error={error?.fields.count} inputMode="numeric" maxLength={9} />
        ) : null}
        <Field name="note" title={`${t('console.stock.note')} (${t('console.stock.optional')})`} value="" help={t('console.stock.noteHelp')} error={error?.fields.note} maxLength={500} />
        <SubmitButton busy={busy} className="btn-primary w-full">
          {t('console.stock.submit')}
        </SubmitButton>
      </Form>

      <section className={card} aria-labelledby="ledger-title">
        <h2 id="ledger-title" className="font-bold text-ink">
          {t('console.stock.ledger')}
        </h2>
        <p className="mt-1 text-xs text-ink-soft">{t('console.stock.ledgerHelp')}</p>
        {variant.ledger.length === 0 ? (
          <p className="mt-3 text-sm text-ink-soft">{t('console.stock.ledgerEmpty')}</p>
        ) : (
          <ol className="mt-2 divide-y divide-line text-sm" aria-label={t('console.stock.ledger')}>
            {variant.ledger.map((e) => (
              <li key={e.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 py-2">
                <span className="font-semibold text-ink">{t(`console.stock.reasons.${e.reason}`)}</span>
                <span className={`text-right font-semibold tabular-nums ${e.delta < 0 ? 'text-brand' : 'text-success'}`}>
                  <span className="sr-only">{t('console.stock.col.change')}: </span>
                  {signed(e.delta)}
                </span>
                <span className="text-ink-soft">
                  <time dateTime={e.at}>{formatDateTime(e.at, lang, { year: true })}</time>
                  {' · '}
                  {e.staffName ? (
                    e.staffName
                  ) : e.orderNumber ? (
                    <Link to={`/console/orders/${e.orderNumber}`} className="font-semibold underline-offset-2 hover:text-brand hover:underline">
                      {t('console.stock.order', { number: e.orderNumber })}
                    </Link>
                  ) : (
                    t('console.stock.byStore')
                  )}
                </span>
                <span className="text-right tabular-nums text-ink-soft">
                  <span className="sr-only">{t('console.stock.col.balance')}: </span>
                  {e.balanceAfter}
                </span>
                {e.note ? <span className="col-span-2 break-words text-ink-soft">“{e.note}”</span> : null}
              </li>
            ))}
          </ol>
        )}
        {variant.ledgerTotal > variant.ledger.length ? <p className="mt-2 text-xs text-ink-faint">{t('console.stock.ledgerMore', { shown: variant.ledger.length, total: variant.ledgerTotal })}</p> : null}
      </section>
    </div>
  );
}
