// /console/products/{id} (and /console/products/new): one product in Mongolian and English side by side (stacked on a
// phone): names and rich-text descriptions, brand, category, origin, tags, address; the purchase cost, weight and how
// prices are set (by hand, or from landed cost with each variant's price computed as staff type, with how it is made);
// options and variants (a new option value proposes the variants it is missing); related products; search fields;
// published or not; the product's history. A save made meanwhile by someone else is never overwritten: the form
// carries the revision it was made from. Pictures are on their own page (/console/products/{id}/pictures).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, redirect, useNavigation, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/console-product';
import { AppError } from '../../core/app-error';
import { slugify } from '../../core/content';
import { pick, type Language } from '../../core/i18n';
import { COST_CURRENCIES, ORIGIN_CURRENCY, formatCost, parseCost, parseRate, variantLandedCost, type CostCurrency, type PricingRule } from '../../core/landed-cost';
import { sanitizeDoc } from '../../core/rich-text';
import { parse } from '../../server/http/validate';
import { MAX_RELATED, ORIGINS, marginBp, productForm, productFormValues, wholeNumber, type OptionValues, type ProductFormValues, type VariantValues } from '../../server/modules/products/schemas';
import { readForm, postedForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { notFound } from '../lib/params';
import { SubmitButton } from '../components/submit-button';
import { RichEditor, type ProductLabel } from '../components/content-editor/rich-editor';
import type { ImageInfo } from '../../core/images';
import { card, Field, input, label, Section } from '../components/console-form';
import { AuditHistory } from '../components/console/audit-history';
import { OptionsEditor } from '../components/console/product-editor/options-editor';
import { VariantsEditor } from '../components/console/product-editor/variants-editor';
import { RelatedPicker, type RelatedLabel } from '../components/console/product-editor/related-picker';
import { addMissing, fitVariants, missingRows, renameOption, renameValue } from '../components/console/product-editor/editor-state';

const COST_EXAMPLE: Record<CostCurrency, number> = { USD: 1299, KRW: 15000, CNY: 8950, JPY: 1980 };

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const lang = await context.lang();
  const id = params.id === 'new' ? null : (params.id ?? '');
  if (id !== null && !z.uuid().safeParse(id).success) throw notFound(url, false);
  const editor = await context.services.getProductForEdit(staff.storeId, id).catch((err) => {
    if (AppError.is(err) && err.code === 'NOT_FOUND') throw notFound(url, false);
    throw err;
  });
  const [refs, history] = await Promise.all([
    context.services.resolveDocRefs(staff.storeId, lang, [editor.doc.mn, editor.doc.en]),
    id ? context.services.auditHistory(staff.storeId, 'product', id) : Promise.resolve([]),
  ]);
  const products: Record<string, ProductLabel> = Object.fromEntries(Object.values(refs.products).map((p) => [p.slug, { name: p.name, price: p.price }]));
  const images: Record<string, ImageInfo> = refs.images;
  const related: Record<string, RelatedLabel> = Object.fromEntries(Object.entries(editor.relatedLabels).map(([k, v]) => [k, { name: pick(v.name, lang), slug: v.slug }]));
  return { ...editor, related, products, images, history, lang };
}

export const headers = consoleHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => {
      const product = loaderData?.product;
      if (!product) return t('console.productEditor.titleNew');
      return t('console.productEditor.titleEdit', { name: pick(product.name, (loaderData?.lang ?? 'mn') as Language) });
    },
    { noindex: true },
  );
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const id = params.id === 'new' ? null : (params.id ?? '');
  if (id !== null && !z.uuid().safeParse(id).success) throw notFound(url, false);
  try {
    const form = await readForm(request);
    const saved = await context.services.saveProduct(staff.storeId, id, parse(productForm, productFormValues(form)), { id: staff.id, name: staff.name });
    if (!id) throw redirect(`/console/products/${saved.id}?created=1`);
    return { saved: { revision: saved.revision } };
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    const posted = postedForm(request);
    return data({ error: failure.message, fields: failure.fields, values: posted ? productFormValues(posted) : null }, { status: failure.status });
  }
}

/** The margin a landed-cost price takes when the product names none: its category's (nearest up the tree), or the store's. */
function categoryMargin(rules: Route.ComponentProps['loaderData']['pricing']['rules'], path: readonly string[]): number {
  for (const id of path) if (rules.margin.byCategory[id] !== undefined) return rules.margin.byCategory[id];
  return rules.margin.defaultBp;
}

export default function ConsoleProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  const failed = actionData && 'error' in actionData ? actionData : null;
  // A save starts the form afresh from what was stored (the new revision).
  const formKey = `${product?.id ?? 'new'}-${loaderData.values.revision}`;
  return <ProductEditor key={formKey} loaderData={loaderData} failed={failed} saved={Boolean(actionData && 'saved' in actionData)} />;
}

type Failed = { error: string; fields: Record<string, string>; values: ProductFormValues | null } | null;

function ProductEditor({ loaderData, failed, saved }: { loaderData: Route.ComponentProps['loaderData']; failed: Failed; saved: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'mn') as Language;
  const { product, pricing, variantStock, brands, categories, history } = loaderData;
  const initial = failed?.values ?? loaderData.values;
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [relatedLabels, setRelatedLabels] = useState<Record<string, RelatedLabel>>(loaderData.related);
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  const error = (path: string) => failed?.fields[path];
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failed]);

  const update = (patch: Partial<ProductFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const currency = values.costCurrency as CostCurrency;
  const landed = values.pricingMode === 'landed';
  const categoryPath = useMemo(() => pricing.categoryPaths[values.categoryId] ?? [], [pricing.categoryPaths, values.categoryId]);

  // Each variant's landed cost as staff type, from the same core function the save uses.
  const prices = useMemo(() => {
    if (!landed) return values.variants.map(() => null);
    const margin = marginBp(values.marginPercent);
    const rule: PricingRule = { mode: 'landed', ...(margin != null ? { marginBp: margin } : {}) };
    const costOf = (text: string) => (text.trim() ? parseCost(text, currency) : null);
    const gramsOf = (text: string) => wholeNumber(text) ?? null;
    return values.variants.map((v) =>
      variantLandedCost(
        { origin: values.origin, costMinor: costOf(values.cost), costCurrency: currency, weightGrams: gramsOf(values.weightGrams), pricing: rule },
        { costMinor: costOf(v.cost), weightGrams: gramsOf(v.weightGrams) },
        categoryPath,
        pricing.rates,
        pricing.rules,
      ),
    );
  }, [landed, values, currency, categoryPath, pricing]);

  const setOptions = (options: OptionValues[], rename?: { option?: [string, string]; value?: [string, string, string] }) =>
    setValues((v) => {
      let variants = v.variants;
      if (rename?.option) variants = renameOption(variants, ...rename.option);
      if (rename?.value) variants = renameValue(variants, ...rename.value);
      return { ...v, options, variants: fitVariants(options, variants) };
    });
  const setVariants = (variants: VariantValues[]) => update({ variants });
  const ready = values.options.every((o) => o.name && o.values.length > 0 && o.values.every((x) => x.code));
  const missing = ready ? missingRows(values.options, values.variants) : [];
  const skuBase = () => {
    const f = form.current;
    const slug = (f?.elements.namedItem('slug') as HTMLInputElement | null)?.value.trim();
    const nameEn = (f?.elements.namedItem('name.en') as HTMLInputElement | null)?.value ?? '';
    return slug || slugify(nameEn) || 'SKU';
  };

  const rate = pricing.rates[currency];
  const rateText = rate && parseRate(rate) !== null ? Number(rate).toLocaleString('en-US', { maximumFractionDigits: 6 }) : null;
  const inLang = (field: string, l: 'mn' | 'en') => t(l === 'mn' ? 'console.productEditor.inMn' : 'console.productEditor.inEn', { field });
  const docOf = (json: string) => {
    try {
      return sanitizeDoc(json);
    } catch {
      return sanitizeDoc('');
    }
  };
  const heading = product ? t('console.productEditor.titleEdit', { name: pick(product.name, lang) }) : t('console.productEditor.titleNew');
  const created = search.get('created') === '1' && !failed && !saved;
  const selectClass = `${input} h-10`;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="product-title">
      <Link to="/console/products" className="inline-flex items-center gap-1 text-sm font-semibold text-ink-soft hover:text-brand">
        <span aria-hidden>←</span> {t('console.productEditor.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 id="product-title" className="min-w-0 text-2xl font-bold break-words text-ink">
          {heading}
        </h1>
        {product ? <span className="text-sm text-ink-soft">{t('console.productEditor.revision', { revision: product.revision })}</span> : null}
        {product?.active ? (
          <a href={`/p/${product.slug}`} target="_blank" rel="noopener" className="chip ml-auto h-9">
            {t('console.productEditor.viewInShop')}
          </a>
        ) : null}
      </div>

      <nav aria-label={t('console.productEditor.tabs')} className="mt-3 flex flex-wrap gap-2 border-b border-line">
        <span aria-current="page" className="-mb-px border-b-2 border-brand px-3 py-2 text-sm font-semibold text-ink">
          {t('console.productEditor.tabDetails')}
        </span>
        {product ? (
          <Link to={`/console/products/${product.id}/pictures`} className="px-3 py-2 text-sm font-semibold text-ink-soft hover:text-brand">
            {t('console.productEditor.tabPictures')}
          </Link>
        ) : (
          <span className="px-3 py-2 text-sm text-ink-faint">{t('console.productEditor.picturesAfterSave')}</span>
        )}
      </nav>

      <div aria-live="polite">
        {saved || created ? (
          <p role="status" className="mt-3 rounded-xl border border-success/40 bg-surface px-3 py-2 text-sm font-semibold text-success">
            {created ? t('console.productEditor.created') : t('console.productEditor.saved')}
          </p>
        ) : null}
        {failed ? (
          <p role="alert" className="mt-3 rounded-xl border border-brand/40 bg-surface px-3 py-2 text-sm font-semibold text-brand">
            {Object.keys(failed.fields).length > 0 ? t('console.productEditor.invalid') : failed.error}
          </p>
        ) : null}
      </div>

      <Form method="post" noValidate ref={form} className="mt-4 space-y-4" aria-labelledby="product-title">
        <input type="hidden" name="revision" value={values.revision} />
        <input type="hidden" name="options" value={JSON.stringify(values.options)} />
        <input type="hidden" name="variants" value={JSON.stringify(values.variants)} />
        <input type="hidden" name="related" value={JSON.stringify(values.related)} />

        <div className="grid gap-4 lg:grid-cols-2">
          {(['mn', 'en'] as const).map((l) => (
            <section key={l} className={card} aria-labelledby={`lang-${l}`} lang={l}>
              <h2 id={`lang-${l}`} className="font-bold text-ink" lang={lang}>
                {t(`console.productEditor.${l}`)}
              </h2>
              <div className="mt-3 grid gap-3" lang={lang}>
                <Field name={`name.${l}`} title={inLang(t('console.productEditor.name'), l)} value={values.name[l]} error={error(`name.${l}`)} maxLength={200} lang={l} />
                <RichEditor
                  name={l === 'mn' ? 'docMn' : 'docEn'}
                  label={inLang(t('console.productEditor.description'), l)}
                  lang={l}
                  initial={docOf(l === 'mn' ? values.docMn : values.docEn)}
                  images={loaderData.images}
                  products={loaderData.products}
                  error={error(l === 'mn' ? 'docMn' : 'docEn')}
                />
              </div>
            </section>
          ))}
        </div>

        <Section id="details" title={t('console.productEditor.details')} grid="sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <label htmlFor="brandId" className={label}>
              {t('console.productEditor.brand')}
            </label>
            <select id="brandId" name="brandId" defaultValue={values.brandId} className={selectClass} aria-invalid={error('brandId') ? true : undefined} aria-describedby={error('brandId') ? 'brandId-error' : undefined}>
              <option value="">{t('console.productEditor.noBrand')}</option>
              {brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
            {error('brandId') ? (
              <p id="brandId-error" className="mt-1 text-xs font-semibold text-brand">
                {error('brandId')}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="categoryId" className={label}>
              {t('console.productEditor.category')}
            </label>
            <select
              id="categoryId"
              name="categoryId"
              value={values.categoryId}
              onChange={(e) => update({ categoryId: e.target.value })}
              className={selectClass}
              aria-invalid={error('categoryId') ? true : undefined}
              aria-describedby={error('categoryId') ? 'categoryId-error' : undefined}
            >
              <option value="">{t('console.productEditor.noCategory')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {'\u00a0\u00a0\u00a0'.repeat(c.depth)}
                  {pick(c.name, lang)}
                </option>
              ))}
            </select>
            {error('categoryId') ? (
              <p id="categoryId-error" className="mt-1 text-xs font-semibold text-brand">
                {error('categoryId')}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="origin" className={label}>
              {t('console.productEditor.origin')}
            </label>
            <select
              id="origin"
              name="origin"
              value={values.origin}
              onChange={(e) => {
                const origin = e.target.value as ProductFormValues['origin'];
                // The cost currency follows the origin while it is the previous origin's own.
                const follows = values.origin === 'MN' || ORIGIN_CURRENCY[values.origin] === values.costCurrency;
                update({ origin, ...(follows && origin !== 'MN' ? { costCurrency: ORIGIN_CURRENCY[origin] } : {}) });
              }}
              className={selectClass}
            >
              {ORIGINS.map((o) => (
                <option key={o} value={o}>
                  {t(`origin.${o}`)}
                </option>
              ))}
            </select>
          </div>
          <Field name="tags" title={t('console.productEditor.tags')} value={values.tags} error={error('tags')} help={t('console.productEditor.tagsHelp')} maxLength={800} />
          <Field name="slug" title={t('console.productEditor.slug')} value={values.slug} error={error('slug')} help={t('console.productEditor.slugHelp')} prefix="/p/" maxLength={120} lang="en" />
          <label className="flex items-start gap-2 self-center rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5">
            <input type="checkbox" name="active" checked={values.active} onChange={(e) => update({ active: e.target.checked })} className="mt-0.5 h-4 w-4 accent-brand" aria-describedby="active-help" />
            <span>
              <span className="block text-sm font-semibold text-ink">{t('console.productEditor.publish')}</span>
              <span id="active-help" className="block text-xs text-ink-soft">
                {t('console.productEditor.publishHelp')}
              </span>
            </span>
          </label>
        </Section>

        <Section id="pricing" title={t('console.productEditor.pricing')} help={t('console.productEditor.pricingHelp')}>
          <div className="grid gap-3 sm:grid-cols-3">
            <div>
              <label htmlFor="costCurrency" className={label}>
                {t('console.productEditor.costCurrency')}
              </label>
              <select id="costCurrency" name="costCurrency" value={values.costCurrency} onChange={(e) => update({ costCurrency: e.target.value as CostCurrency })} className={selectClass} aria-describedby="rate-note">
                {COST_CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
              <p id="rate-note" className={`mt-1 text-xs ${rateText ? 'text-ink-faint' : 'font-semibold text-brand'}`}>
                {rateText ? t('console.productEditor.rate', { currency, rate: rateText }) : t('console.productEditor.noRate', { currency })}
              </p>
              {error('costCurrency') ? <p className="mt-1 text-xs font-semibold text-brand">{error('costCurrency')}</p> : null}
            </div>
            <Field
              name="cost"
              title={t('console.productEditor.cost')}
              value={values.cost}
              onValue={(cost) => update({ cost })}
              autoComplete="off"
              error={error('cost')}
              help={t('console.productEditor.costHelp', { currency, example: formatCost(COST_EXAMPLE[currency], currency) })}
              inputMode="decimal"
            />
            <Field name="weightGrams" title={t('console.productEditor.weight')} value={values.weightGrams} onValue={(weightGrams) => update({ weightGrams })} error={error('weightGrams')} inputMode="numeric" autoComplete="off" />
          </div>
          <fieldset>
            <legend className={label}>{t('console.productEditor.mode')}</legend>
            <div className="mt-1 grid gap-2 sm:grid-cols-2">
              {(['manual', 'landed'] as const).map((mode) => (
                <label key={mode} className="flex cursor-pointer items-start gap-2 rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5">
                  <input
                    type="radio"
                    name="pricingMode"
                    value={mode}
                    checked={values.pricingMode === mode}
                    onChange={() => update({ pricingMode: mode })}
                    className="mt-0.5 h-4 w-4 accent-brand"
                    aria-describedby={`mode-${mode}-help`}
                  />
                  <span>
                    <span className="block text-sm font-semibold text-ink">{t(mode === 'manual' ? 'console.productEditor.modeManual' : 'console.productEditor.modeLanded')}</span>
                    <span id={`mode-${mode}-help`} className="block text-xs text-ink-soft">
                      {t(mode === 'manual' ? 'console.productEditor.modeManualHelp' : 'console.productEditor.modeLandedHelp')}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {error('pricingMode') ? <p className="mt-1 text-xs font-semibold text-brand">{error('pricingMode')}</p> : null}
          </fieldset>
          {landed ? (
            <div className="sm:w-80">
              <Field
                name="marginPercent"
                title={t('console.productEditor.margin')}
                value={values.marginPercent}
                onValue={(marginPercent) => update({ marginPercent })}
                autoComplete="off"
                error={error('marginPercent')}
                help={t('console.productEditor.marginHelp', { percent: categoryMargin(pricing.rules, categoryPath) / 100 })}
                inputMode="decimal"
              />
            </div>
          ) : (
            <input type="hidden" name="marginPercent" value={values.marginPercent} />
          )}
        </Section>

        <Section id="options" title={t('console.productEditor.options')} help={t('console.productEditor.optionsHelp')}>
          <noscript>
            <p className="text-sm text-ink-soft">{t('console.productEditor.noScript')}</p>
          </noscript>
          <OptionsEditor options={values.options} onChange={setOptions} error={error} />
        </Section>

        <Section id="variants" title={`${t('console.productEditor.variants')} · ${t('console.productEditor.variantsCount', { count: values.variants.length })}`} help={t('console.productEditor.variantsHelp')}>
          {missing.length > 0 ? (
            <div className="flex flex-wrap items-center gap-3 rounded-xl border border-brand/40 bg-brand/5 p-3" role="status">
              <p className="text-sm text-ink">{t('console.productEditor.missing', { count: missing.length })}</p>
              <button type="button" className="btn-primary h-9 px-4 text-sm" onClick={() => setVariants(addMissing(values.options, values.variants, skuBase()))}>
                {t('console.productEditor.addMissing', { count: missing.length })}
              </button>
            </div>
          ) : null}
          {error('variants') ? <p className="text-xs font-semibold text-brand">{error('variants')}</p> : null}
          <VariantsEditor options={values.options} variants={values.variants} onChange={setVariants} error={error} stock={variantStock} landed={landed} prices={prices} currency={currency} />
        </Section>

        <Section id="related" title={t('console.productEditor.related')} help={t('console.productEditor.relatedHelp')}>
          <RelatedPicker
            value={values.related}
            labels={relatedLabels}
            onChange={(related, labels) => {
              update({ related });
              setRelatedLabels(labels);
            }}
            exclude={product?.id ?? null}
            max={MAX_RELATED}
            error={error('related')}
          />
        </Section>

        <Section id="seo" title={t('console.productEditor.seo')} help={t('console.productEditor.seoHelp')}>
          <div className="grid gap-3 lg:grid-cols-2">
            {(['mn', 'en'] as const).map((l) => (
              <div key={l} className="grid gap-3">
                <Field name={`seo.title.${l}`} title={inLang(t('console.productEditor.seoTitle'), l)} value={values.seo.title[l]} error={error(`seo.title.${l}`)} maxLength={200} lang={l} />
                <Field name={`seo.description.${l}`} title={inLang(t('console.productEditor.seoDescription'), l)} value={values.seo.description[l]} error={error(`seo.description.${l}`)} rows={2} maxLength={320} lang={l} />
              </div>
            ))}
          </div>
        </Section>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-surface-muted/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
          <SubmitButton className="btn-primary" busy={navigation.state === 'submitting'}>
            {t('console.productEditor.save')}
          </SubmitButton>
        </div>
      </Form>

      {product ? <AuditHistory entries={history} className="mt-6" /> : null}
    </section>
  );
}
