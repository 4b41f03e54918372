import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams, useSubmit } from 'react-router';
import type { Facets } from '../../../server/modules/catalog/list-products';
import { formatMnt } from '../../../core/money';
import { withParams } from '../../lib/url';
import { AppLink } from '../app-link';

const FILTER_KEYS = ['brand', 'origin', 'min', 'max', 'stock', 'sale', 'color', 'size', 'storage', 'volume'];

/** The form's fields without the empty ones, so the URL carries only what the shopper set. */
function withoutEmpty(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.append(key, value);
  return params;
}

/** Whether the shopper has narrowed the listing with any filter. */
export function hasFilters(search: URLSearchParams): boolean {
  return FILTER_KEYS.some((k) => search.has(k));
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-b border-line py-4 first:pt-0">
      <legend className="mb-2 text-sm font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

function Check({ name, value, label, count, checked }: { name: string; value: string; label: string; count?: number; checked: boolean }) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 py-1 text-sm text-ink-soft hover:text-ink">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="h-4 w-4 rounded border-line accent-brand" />
      <span className="flex-1">{label}</span>
      {count !== undefined ? <span className="text-xs text-ink-faint">{count}</span> : null}
    </label>
  );
}

/**
 * The filter form. It is a plain GET form, so the state lives in the URL (shareable, back button works) and it works
 * without JavaScript through its Apply button; with JavaScript every change applies at once.
 */
export function Filters({ facets, keep, id }: { facets: Facets; keep: Record<string, string | undefined>; id: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const submit = useSubmit();
  const [allBrands, setAllBrands] = useState(false);
  const selected = (key: string) => search.getAll(key);
  const brands = allBrands ? facets.brands : facets.brands.slice(0, 8);

  return (
    <Form
      // Remounted on every URL change so the boxes show the URL's state (after "Clear all" or the back button).
      key={search.toString()}
      method="get"
      id={id}
      preventScrollReset
      onChange={(event) => {
        const target = event.target as unknown as HTMLInputElement;
        if (target.type === 'number') return; // prices apply on Enter or Apply, not on every keystroke
        void submit(withoutEmpty(event.currentTarget), { method: 'get', preventScrollReset: true });
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(withoutEmpty(event.currentTarget), { method: 'get', preventScrollReset: true });
      }}
    >
      {Object.entries(keep).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      {facets.origins.length > 0 ? (
        <Group title={t('listing.origin')}>
          {facets.origins.map((o) => (
            <Check key={o.code} name="origin" value={o.code} label={t(`origin.${o.code}`)} count={o.count} checked={selected('origin').includes(o.code)} />
          ))}
        </Group>
      ) : null}
      {facets.brands.length > 0 ? (
        <Group title={t('listing.brand')}>
          {brands.map((b) => (
            <Check key={b.slug} name="brand" value={b.slug} label={b.name} count={b.count} checked={selected('brand').includes(b.slug)} />
          ))}
          {facets.brands.length > 8 ? (
            <button type="button" className="mt-1 text-sm font-semibold text-brand hover:underline" onClick={() => setAllBrands(!allBrands)}>
              {allBrands ? t('listing.showLess') : t('listing.showMore')}
            </button>
          ) : null}
        </Group>
      ) : null}
      {facets.options.map((o) => (
        <Group key={o.name} title={o.label}>
          <div className="flex flex-wrap gap-2">
            {o.values.map((v) => (
              <label key={v.code} className="relative cursor-pointer">
                <input type="checkbox" name={o.name} value={v.code} defaultChecked={selected(o.name).includes(v.code)} className="peer sr-only" />
                <span className="inline-flex h-8 items-center rounded-full border border-line px-3 text-sm text-ink-soft peer-checked:border-brand peer-checked:bg-brand/10 peer-checked:text-brand peer-focus-visible:outline-2 peer-focus-visible:outline-brand">
                  {v.label}
                </span>
              </label>
            ))}
          </div>
        </Group>
      ))}
      <Group title={t('listing.price')}>
        <div className="flex items-center gap-2">
          <label className="flex-1">
            <span className="sr-only">{t('listing.priceMin')}</span>
            <input
              type="number"
              name="min"
              min={0}
              step={1000}
              inputMode="numeric"
              defaultValue={search.get('min') ?? ''}
              placeholder={facets.price ? formatMnt(facets.price.min) : t('listing.priceMin')}
              className="h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink placeholder:text-ink-faint"
            />
          </label>
          <span className="text-ink-faint" aria-hidden>
            –
          </span>
          <label className="flex-1">
            <span className="sr-only">{t('listing.priceMax')}</span>
            <input
              type="number"
              name="max"
              min={0}
              step={1000}
              inputMode="numeric"
              defaultValue={search.get('max') ?? ''}
              placeholder={facets.price ? formatMnt(facets.price.max) : t('listing.priceMax')}
              className="h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink placeholder:text-ink-faint"
            />
          </label>
        </div>
      </Group>
      <Group title={t('listing.availability')}>
        <Check name="stock" value="1" label={t('listing.inStock')} checked={search.get('stock') === '1'} />
        <Check name="sale" value="1" label={t('listing.onSale')} checked={search.get('sale') === '1'} />
      </Group>
      <div className="flex items-center gap-3 pt-4">
        <button type="submit" className="btn-primary h-10 flex-1">
          {t('listing.apply')}
        </button>
        {hasFilters(search) ? (
          <AppLink
            to={withParams(search, Object.fromEntries(FILTER_KEYS.map((k) => [k, null]))) || '?'}
            preventScrollReset
            className="text-sm font-semibold text-ink-soft hover:text-brand"
          >
            {t('listing.clearFilters')}
          </AppLink>
        ) : null}
      </div>
    </Form>
  );
}
