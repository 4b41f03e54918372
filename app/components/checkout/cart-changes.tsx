import { useTranslation } from 'react-i18next';
import { formatMnt } from '../../../core/money';
import type { CartChange } from '../../../server/modules/cart/cart';

/** What changed in the cart since the shopper last saw it (the spec's cartUpdate), said plainly, once. */
export function CartChanges({ changes }: { changes: CartChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  return (
    <div role="status" className="mt-4 rounded-2xl border border-brand/30 bg-brand/5 p-4 text-sm text-ink">
      <p className="font-semibold">{t('cart.changed')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {changes.map((c) => (
          // data-cart-change: the kind, for the tracker's reason a cart was left (app/lib/tracker/funnel.ts).
          <li key={`${c.kind}-${'variantId' in c ? c.variantId : c.lineId}`} data-cart-change={c.kind}>
            {c.kind === 'price'
              ? t('cart.priceChanged', { name: c.name, from: formatMnt(c.from), to: formatMnt(c.to) })
              : c.kind === 'quantity'
                ? t('cart.quantityChanged', { name: c.name, from: c.from, to: c.to })
                : t('cart.unavailable', { name: c.name })}
          </li>
        ))}
      </ul>
    </div>
  );
}
