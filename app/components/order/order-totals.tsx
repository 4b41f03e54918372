import { useTranslation } from 'react-i18next';
import { formatMnt } from '../../../core/money';

export type Totals = { itemsTotal: number; shippingFee: number; total: number };

const looks = {
  // Under an order's lines (order pages, console order page).
  lines: { list: 'mt-3 space-y-1 border-t border-line pt-3', total: 'flex items-baseline justify-between', amount: 'text-xl' },
  // The checkout review's summary box.
  summary: { list: 'mt-4 space-y-2 rounded-3xl bg-surface-muted p-5', total: 'flex items-baseline justify-between border-t border-line pt-2', amount: 'text-2xl' },
};

/** Items, delivery ("Free" when nothing) and the total to pay; `testId` names the total for the journeys. */
export function OrderTotals({ totals, look, testId }: { totals: Totals; look: keyof typeof looks; testId: string }) {
  const { t } = useTranslation();
  const css = looks[look];
  return (
    <dl className={css.list}>
      <div className="flex justify-between text-ink-soft">
        <dt>{t('checkout.itemsTotal')}</dt>
        <dd>{formatMnt(totals.itemsTotal)}</dd>
      </div>
      <div className="flex justify-between text-ink-soft">
        <dt>{t('checkout.shippingFee')}</dt>
        <dd>{totals.shippingFee === 0 ? t('checkout.free') : formatMnt(totals.shippingFee)}</dd>
      </div>
      <div className={css.total}>
        <dt className="font-semibold text-ink">{t('checkout.total')}</dt>
        <dd className={`${css.amount} font-extrabold text-ink`} data-testid={testId}>
          {formatMnt(totals.total)}
        </dd>
      </div>
    </dl>
  );
}
