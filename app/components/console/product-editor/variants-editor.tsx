// The product's variants: one card per row with its combination in words, SKU, price (computed and read-only under
// landed-cost pricing, with how it is made), compare-at price, stock (an opening count for a new row; the units on hand
// and a link to the stock page for a saved one), own weight, barcode and own cost. A row an order names cannot be
// removed. Each field is a named input ("variants.2.price"), so the rows save without JavaScript too.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLandedCost, type LandedCost, type LandedCostFailure } from '../../../../core/landed-cost';
import { formatMnt } from '../../../../core/money';
import type { OptionValues, VariantValues } from '../../../../server/modules/products/schemas';
import { input, label } from '../../console-form';
import { variantName } from './editor-state';

type Errors = (path: string) => string | undefined;
export type PriceResult = LandedCost | LandedCostFailure | null;

/** What a landed-cost computation lacks, in the words of the field that supplies it. */
export function useMissingText() {
  const { t } = useTranslation();
  return (failure: LandedCostFailure) => {
    switch (failure.missing) {
      case 'rate':
        return t('validation.product.missingRate', { currency: failure.currency });
      case 'cost':
        return t('validation.product.missingCost');
      case 'weight':
        return t('validation.product.missingWeight');
      case 'route':
        return t('validation.product.missingRoute');
    }
  };
}

function Cell({ id, title, value, onChange, error, readOnly, inputMode = 'numeric', mono = false, help }: { id: string; title: string; value: string; onChange?: (v: string) => void; error?: string; readOnly?: boolean; inputMode?: 'numeric' | 'decimal' | 'text'; mono?: boolean; help?: string }) {
  const described = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={label}>
        {title}
      </label>
      <input
        id={id}
        name={id}
        value={value}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        readOnly={readOnly}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`${input} h-10 ${mono ? 'font-mono' : ''} ${readOnly ? 'bg-surface-muted font-semibold' : ''}`}
      />
      {help ? (
        <p id={`${id}-help`} className="mt-1 text-xs text-ink-faint">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-semibold text-brand">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Breakdown({ id, name, cost }: { id: string; name: string; cost: LandedCost }) {
  const { t } = useTranslation();
  const percent = (bp: number) => (bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
  const lines: [string, number][] = [
    [t('console.productEditor.goods'), cost.goods],
    [t('console.productEditor.shipping'), cost.shipping],
    [t('console.productEditor.duty'), cost.duty],
    [t('console.productEditor.excise'), cost.excise],
    [t('console.productEditor.vat'), cost.vat],
    [t('console.productEditor.landed'), cost.landed],
    [t('console.productEditor.marginLine', { percent: percent(cost.marginBp) }), cost.unrounded - cost.landed],
    [t('console.productEditor.finalPrice'), cost.price],
  ];
  return (
    <div id={id} className="mt-2 rounded-lg bg-surface-muted p-2 text-xs">
      <p className="sr-only">{t('console.productEditor.breakdown', { name })}</p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1">
        {lines.map(([term, amount], i) => (
          <div key={i} className={`flex gap-1 ${i === lines.length - 1 || i === 5 ? 'font-semibold text-ink' : 'text-ink-soft'}`}>
            <dt>{term}:</dt>
            <dd className="tabular-nums">{formatMnt(amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-ink-soft">{t('console.productEditor.profit', { amount: formatMnt(cost.profit), percent: percent(cost.profitBp) })}</p>
    </div>
  );
}

export function VariantsEditor({
  options,
  variants,
  onChange,
  error,
  stock,
  landed,
  prices,
  currency,
}: {
  options: OptionValues[];
  variants: VariantValues[];
  onChange: (variants: VariantValues[]) => void;
  error: Errors;
  stock: Record<string, { stock: number; ordered: boolean }>;
  /** Whether prices come from landed cost (then computed per row in `prices`). */
  landed: boolean;
  prices: PriceResult[];
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'mn';
  const missingText = useMissingText();
  const set = (i: number, field: keyof VariantValues, value: string) => onChange(variants.map((v, j) => (j === i ? { ...v, [field]: value } : v)));
  return (
    <ol className="grid gap-3">
      {variants.map((v, i) => {
        const name = variantName(options, v.options, lang, t('console.productEditor.plainVariant'));
        const saved = v.id ? stock[v.id] : undefined;
        const price = prices[i];
        const id = (field: string) => `variants.${i}.${field}`;
        const rowError = error(id('options'));
        return (
          <li key={v.id || `new-${i}`} className="rounded-xl border border-line p-3" aria-labelledby={`${id('title')}`}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={id('title')} className="min-w-0 font-semibold break-words text-ink">
                <span className="text-ink-faint">{t('console.productEditor.row', { row: i + 1 })} · </span>
                {name}
              </h3>
              <div className="ml-auto">
                {saved?.ordered ? (
                  <span className="text-xs font-semibold text-ink-soft">{t('console.productEditor.orderedVariant')}</span>
                ) : (
                  <button type="button" className="chip h-8 text-xs" onClick={() => onChange(variants.filter((_, j) => j !== i))}>
                    {t('console.productEditor.removeVariant', { name })}
                  </button>
                )}
              </div>
            </div>
            {rowError ? <p className="mt-1 text-xs font-semibold text-brand">{rowError}</p> : null}
            <div className="mt-2 grid grid-cols-2 items-start gap-2 sm:grid-cols-4 xl:grid-cols-8">
              <div className="col-span-2 sm:col-span-1 xl:col-span-2">
                <Cell id={id('sku')} title={t('console.productEditor.sku')} value={v.sku} onChange={(x) => set(i, 'sku', x)} error={error(id('sku'))} inputMode="text" mono />
              </div>
              {landed ? (
                <>
                  <Cell id={id('price')} title={t('console.productEditor.computedPrice')} value={price && isLandedCost(price) ? String(price.price) : ''} readOnly error={error(id('price'))} />
                </>
              ) : (
                <Cell id={id('price')} title={t('console.productEditor.price')} value={v.price} onChange={(x) => set(i, 'price', x)} error={error(id('price'))} />
              )}
              <Cell id={id('compareAt')} title={t('console.productEditor.compareAt')} value={v.compareAt} onChange={(x) => set(i, 'compareAt', x)} error={error(id('compareAt'))} />
              {saved ? (
                <div className="min-w-0">
                  <p className={label}>{t('console.productEditor.stock')}</p>
                  <p className="mt-1 text-sm text-ink">{t('console.productEditor.onHand', { count: saved.stock })}</p>
                  <Link to={`/console/stock?variant=${v.id}`} className="text-xs font-semibold text-brand underline">
                    {t('console.productEditor.changeStock')}
                    <span className="sr-only">: {name}</span>
                  </Link>
                </div>
              ) : (
                <Cell id={id('stock')} title={t('console.productEditor.openingStock')} value={v.stock} onChange={(x) => set(i, 'stock', x)} error={error(id('stock'))} />
              )}
              <Cell id={id('weightGrams')} title={t('console.productEditor.variantWeight')} value={v.weightGrams} onChange={(x) => set(i, 'weightGrams', x)} error={error(id('weightGrams'))} />
              <Cell id={id('barcode')} title={t('console.productEditor.barcode')} value={v.barcode} onChange={(x) => set(i, 'barcode', x)} error={error(id('barcode'))} inputMode="text" mono />
              <Cell id={id('cost')} title={t('console.productEditor.variantCost', { currency })} value={v.cost} onChange={(x) => set(i, 'cost', x)} error={error(id('cost'))} inputMode="decimal" />
            </div>
            {landed && price ? (
              isLandedCost(price) ? (
                <Breakdown id={id('breakdown')} name={name} cost={price} />
              ) : (
                <p className="mt-2 rounded-lg bg-surface-muted p-2 text-xs font-semibold text-brand">{t('console.productEditor.noPrice', { reason: missingText(price) })}</p>
              )
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
