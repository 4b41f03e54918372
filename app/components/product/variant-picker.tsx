import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ProductOptionView, VariantView } from '../../../server/modules/catalog/get-product';

/** The variant whose options equal the choice, if any. */
export function findVariant(variants: VariantView[], choice: Record<string, string>): VariantView | undefined {
  return variants.find((v) => Object.entries(v.options).every(([k, code]) => choice[k] === code));
}

/** The shopper's choice from the URL, completed with the first variant in stock (or the first) for options not chosen. */
export function resolveChoice(options: ProductOptionView[], variants: VariantView[], params: URLSearchParams): Record<string, string> {
  const fallback = variants.find((v) => v.stock > 0) ?? variants[0];
  const choice: Record<string, string> = {};
  for (const o of options) {
    const asked = params.get(o.name);
    choice[o.name] = asked && o.values.some((v) => v.code === asked) ? asked : (fallback?.options[o.name] ?? o.values[0]?.code);
  }
  return choice;
}

/**
 * The chosen variant's options, held on the page: a tap shows its value, price and stock at once, and "Add to cart" adds
 * exactly that, with no round-trip to the server in between (the page has every variant). The address follows by
 * replacing the history entry in place (its router state kept), so a reload, a shared link or the back button from the
 * next page shows the same variant; it is not a router navigation, which would wait for the root's data first. A real
 * navigation (another product, a link to another variant, back and forward) brings its own choice from its address.
 */
export function useVariantChoice(options: ProductOptionView[], variants: VariantView[]) {
  const location = useLocation();
  // Each navigation has a key of its own; replacing the entry's address keeps it.
  const at = location.key;
  const fromAddress = () => resolveChoice(options, variants, new URLSearchParams(location.search));
  const [held, setHeld] = useState(() => ({ at, choice: fromAddress() }));
  if (held.at !== at) setHeld({ at, choice: fromAddress() });
  const choice = held.at === at ? held.choice : fromAddress();
  const choose = (next: Record<string, string>) => {
    setHeld({ at, choice: next });
    const url = new URL(window.location.href);
    for (const [name, code] of Object.entries(next)) url.searchParams.set(name, code);
    window.history.replaceState(window.history.state, '', url);
  };
  return [choice, choose] as const;
}

/**
 * One radio group per option (native radios: one tab stop, arrow keys). A value no variant in stock has is disabled;
 * one that only the other choices rule out is dashed, and choosing it moves them to a combination in stock.
 */
export function VariantPicker({
  options,
  variants,
  choice,
  onChange,
}: {
  options: ProductOptionView[];
  variants: VariantView[];
  choice: Record<string, string>;
  onChange: (choice: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const choose = (name: string, code: string) => {
    const next = { ...choice, [name]: code };
    if (findVariant(variants, next)?.stock) return onChange(next);
    const inStock = variants.find((x) => x.stock > 0 && x.options[name] === code);
    onChange(inStock ? { ...inStock.options } : next);
  };
  return (
    <div className="space-y-4">
      {options.map((o) => {
        const selected = o.values.find((v) => v.code === choice[o.name]);
        return (
          <fieldset key={o.name}>
            <legend className="mb-2 text-sm text-ink-soft">
              {o.label}: <span className="font-semibold text-ink">{selected?.label}</span>
            </legend>
            <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('product.choose', { option: o.label })}>
              {o.values.map((v) => {
                const inStock = variants.some((x) => x.stock > 0 && x.options[o.name] === v.code);
                const withChoice = Boolean(findVariant(variants, { ...choice, [o.name]: v.code })?.stock);
                return (
                  <label key={v.code} className={`relative ${inStock ? 'cursor-pointer' : 'cursor-not-allowed'}`}>
                    <input
                      type="radio"
                      name={`option-${o.name}`}
                      value={v.code}
                      checked={v.code === choice[o.name]}
                      disabled={!inStock}
                      onChange={() => choose(o.name, v.code)}
                      aria-label={inStock ? v.label : t('product.unavailable', { value: v.label })}
                      // Invisible but covering the chip, so a tap or click lands on the radio itself.
                      className="peer absolute inset-0 h-full w-full cursor-[inherit] opacity-0"
                    />
                    <span
                      aria-hidden
                      className={`inline-flex h-10 min-w-12 items-center justify-center rounded-xl border px-3 text-sm transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-checked:border-brand peer-checked:bg-brand/10 peer-checked:font-semibold peer-checked:text-brand peer-disabled:border-dashed peer-disabled:text-ink-faint peer-disabled:line-through ${
                        withChoice ? 'border-line text-ink hover:border-ink-faint' : 'border-dashed border-line text-ink-soft'
                      }`}
                    >
                      {v.label}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
