import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation, useSearchParams, useSubmit } from 'react-router';
import type { Facets } from '../../../server/modules/catalog/list-products';
import { formatMnt } from '../../../core/money';
import { withParams } from '../../lib/url';
import { AppLink } from '../app-link';

const FILTER_KEYS = ['brand', 'origin', 'min', 'max', 'stock', 'sale', 'color', 'size', 'storage', 'volume'];
const LIST_KEYS = ['brand', 'origin', 'color', 'size', 'storage', 'volume'];

/** Whether the shopper has narrowed the listing with any filter. */
export function hasFilters(search: URLSearchParams): boolean {
  return FILTER_KEYS.some((k) => search.has(k));
}

/** The form's fields without the empty ones, so the URL carries only what the shopper set. */
function withoutEmpty(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.append(key, value);
  return params;
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-b border-line py-4 first:pt-0">
      <legend className="mb-2 text-sm font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The filter form. It is a plain GET form, so the state lives in the URL (shareable, back button works) and it works
 * without JavaScript through its Apply button; with JavaScript every change applies at once. The boxes show the URL
 * being loaded, so a tick shows at once and focus stays where it was.
 */
export function Filters({ facets, keep, id }: { facets: Facets; keep: Record<string, string | undefined>; id: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [allBrands, setAllBrands] = useState(false);
  // What the boxes show: the shopper's latest change at once, then the URL being loaded, then the URL.
  const [optimistic, setOptimistic] = useState<string | null>(null);
  useEffect(() => setOptimistic(null), [search]);
  const shown = new URLSearchParams(optimistic ?? (navigation.location ? navigation.location.search : search.toString()));
  const isOn = (key: string, value: string) => shown.getAll(key).includes(value);
  const rendered = new Set<string>();
  const apply = (form: HTMLFormElement) => {
    const params = withoutEmpty(form);
    setOptimistic(params.toString());
    void submit(params, { method: 'get', preventScrollReset: true });
  };

  // A plain function, not a component: the boxes keep their identity (and focus) across renders.
  const check = (name: string, value: string, label: string, count?: number) => {
    rendered.add(`${name}=${value}`);
    return (
      <label key={`${name}=${value}`} className="flex cursor-pointer items-center gap-2.5 py-1 text-sm text-ink-soft hover:text-ink">
        <input type="checkbox" name={name} value={value} checked={isOn(name, value)} onChange={() => {}} className="h-4 w-4 rounded border-line accent-brand" />
        <span className="flex-1">{label}</span>
        {count !== undefined ? <span className="text-xs text-ink-faint">{count}</span> : null}
      </label>
    );
  };

  // Chosen brands first, so a choice beyond the first few is never hidden (nor dropped from the next submit).
  const brands = [...facets.brands].sort((a, b) => Number(isOn('brand', b.slug)) - Number(isOn('brand', a.slug)));
  const visibleBrands = allBrands ? brands : brands.filter((b, i) => i < 8 || isOn('brand', b.slug));

  const body = (
    <>
      {facets.origins.length > 0 ? (
        <Group title={t('listing.origin')}>
          {facets.origins.map((o) => check('origin', o.code, t(`origin.${o.code}`), o.count))}
        </Group>
      ) : null}
      {brands.length > 0 ? (
        <Group title={t('listing.brand')}>
          {visibleBrands.map((b) => check('brand', b.slug, b.name, b.count))}
          {brands.length > visibleBrands.length || allBrands ? (
            <button type="button" className="mt-1 text-sm font-semibold text-brand hover:underline" onClick={() => setAllBrands(!allBrands)}>
              {allBrands ? t('listing.showLess') : t('listing.showMore')}
            </button>
          ) : null}
        </Group>
      ) : null}
      {facets.options.map((o) => (
        <Group key={o.name} title={o.label}>
          <div className="flex flex-wrap gap-2">
            {o.values.map((v) => {
              rendered.add(`${o.name}=${v.code}`);
              return (
                <label key={v.code} className="relative cursor-pointer">
                  <input
                    type="checkbox"
                    name={o.name}
                    value={v.code}
                    checked={isOn(o.name, v.code)}
                    onChange={() => {}}
                    className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
                  />
                  <span className="inline-flex h-8 items-center rounded-full border border-line px-3 text-sm text-ink-soft peer-checked:border-brand peer-checked:bg-brand/10 peer-checked:text-brand peer-focus-visible:outline-2 peer-focus-visible:outline-brand">
                    {v.label}
                  </span>
                </label>
              );
            })}
          </div>
        </Group>
      ))}
      <Group title={t('listing.price')}>
        <div className="flex items-center gap-2">
          {(['min', 'max'] as const).map((bound, i) => (
            <span key={bound} className="contents">
              {i === 1 ? (
                <span className="text-ink-faint" aria-hidden>
                  –
                </span>
              ) : null}
              <label className="flex-1">
                <span className="sr-only">{bound === 'min' ? t('listing.priceMin') : t('listing.priceMax')}</span>
                <input
                  // A new URL value (Clear all, back button) replaces what was typed.
                  key={search.get(bound) ?? ''}
                  type="number"
                  name={bound}
                  min={0}
                  step="any"
                  inputMode="numeric"
                  defaultValue={search.get(bound) ?? ''}
                  placeholder={facets.price ? formatMnt(bound === 'min' ? facets.price.min : facets.price.max) : bound === 'min' ? t('listing.priceMin') : t('listing.priceMax')}
                  className="h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink placeholder:text-ink-faint"
                />
              </label>
            </span>
          ))}
        </div>
      </Group>
      <Group title={t('listing.availability')}>
        {check('stock', '1', t('listing.inStock'))}
        {check('sale', '1', t('listing.onSale'))}
      </Group>
    </>
  );

  // Chosen values this page does not offer as boxes (a brand beyond the list, an option on a broad page) stay chosen.
  const carried = LIST_KEYS.flatMap((key) => shown.getAll(key).filter((value) => !rendered.has(`${key}=${value}`)).map((value) => ({ key, value })));

  return (
    <Form
      method="get"
      id={id}
      preventScrollReset
      onChange={(event) => {
        if ((event.target as unknown as HTMLInputElement).type === 'number') return; // prices apply on Enter or Apply
        apply(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      noValidate
    >
      {Object.entries(keep).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      {body}
      {carried.map(({ key, value }) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
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
