import { useTranslation } from 'react-i18next';
import { formatMnt } from '../../../core/money';
import type { OrderView } from '../../../server/modules/orders/get-order';
import { AppLink } from '../app-link';
import { OrderTotals } from './order-totals';

/** The order's lines as sold (names and prices of the day it was placed) and its totals; a bought-for-you line links to its request (the console's page of it for staff). */
export function OrderLines({ order, staff = false }: { order: OrderView; staff?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="divide-y divide-line">
        {order.items.map((item, i) => (
          <li key={i} className="flex gap-3 py-3" aria-label={item.name}>
            {item.thumbnail ? <img src={item.thumbnail} alt="" width={64} height={64} className="h-14 w-14 shrink-0 rounded-xl object-cover" /> : null}
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">
                {item.kind === 'bundle' ? <span className="mr-2 rounded-md bg-brand/10 px-1.5 py-0.5 text-xs font-bold text-brand">{t('checkout.setOf')}</span> : null}
                {item.kind === 'product' || item.kind === 'request' ? (
                  <AppLink to={item.kind === 'product' ? `/p/${item.slug}` : `${staff ? '/console' : ''}/buy-for-me/${item.slug}`} className="hover:text-brand">
                    {item.name}
                  </AppLink>
                ) : (
                  item.name
                )}
              </p>
              {item.options ? <p className="text-sm text-ink-soft">{item.options}</p> : null}
              {item.parts.length ? (
                <ul className="text-sm text-ink-soft">
                  {item.parts.map((p, j) => (
                    <li key={j}>
                      {p.quantity} × {p.name}
                      {p.options ? ` (${p.options})` : ''}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="text-sm text-ink-soft">
                {item.quantity} × {formatMnt(item.unitPrice)}
              </p>
            </div>
            <p className="shrink-0 font-bold text-ink">{formatMnt(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <OrderTotals totals={order} look="lines" testId="order-total" />
    </>
  );
}
