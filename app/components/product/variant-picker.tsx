import { useTranslation } from 'react-i18next';
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

/** Whether choosing `code` for `name`, keeping the other choices, gives a variant in stock. */
function available(variants: VariantView[], choice: Record<string, string>, name: string, code: string): boolean {
  const v = findVariant(variants, { ...choice, [name]: code });
  return Boolean(v && v.stock > 0);
}

/**
 * One group of buttons per option. Values that would give a sold-out or missing combination are disabled; choosing a
 * value moves the other options to a combination in stock when the current one is not.
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
                // Disabled when no variant with this value is in stock; dashed when only the other choices rule it out
                // (choosing it then moves them to a combination in stock).
                const ok = variants.some((x) => x.stock > 0 && x.options[o.name] === v.code);
                const withChoice = available(variants, choice, o.name, v.code);
                const isSelected = v.code === choice[o.name];
                return (
                  <button
                    key={v.code}
                    type="button"
                    role="radio"
                    aria-checked={isSelected}
                    disabled={!ok}
                    aria-label={ok ? v.label : t('product.unavailable', { value: v.label })}
                    onClick={() => {
                      const next = { ...choice, [o.name]: v.code };
                      if (findVariant(variants, next)?.stock) return onChange(next);
                      const inStock = variants.find((x) => x.stock > 0 && x.options[o.name] === v.code);
                      onChange(inStock ? { ...inStock.options } : next);
                    }}
                    className={`inline-flex h-10 min-w-12 items-center justify-center rounded-xl border px-3 text-sm transition ${
                      isSelected ? 'border-brand bg-brand/10 font-semibold text-brand' : withChoice ? 'border-line text-ink hover:border-ink-faint' : 'border-dashed border-line text-ink-soft'
                    } disabled:cursor-not-allowed disabled:border-dashed disabled:text-ink-faint disabled:line-through`}
                  >
                    {v.label}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
