import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../core/dates';
import type { OrderView } from '../../../server/modules/orders/get-order';
import type { Language } from '../../../core/i18n';

/** The shopper's view of an order's history: each state it reached and when (staff see more, on the console's order page). */
export function OrderHistory({ history, className }: { history: OrderView['history']; className: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  return (
    <div className={className}>
      <h2 className="text-lg font-bold text-ink">{t('order.history')}</h2>
      <ol className="mt-3 space-y-2">
        {history.map((h, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-2 text-sm">
            <span className="font-semibold text-ink">{t(`orderState.${h.to}`)}</span>
            <time dateTime={h.at} className="text-ink-soft">
              {formatDateTime(h.at, lang)}
            </time>
          </li>
        ))}
      </ol>
    </div>
  );
}
