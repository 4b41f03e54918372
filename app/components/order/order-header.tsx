import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../core/dates';
import type { OrderView } from '../../../server/modules/orders/get-order';
import type { Language } from '../../i18n';
import { Breadcrumbs } from '../breadcrumbs';

const tone: Record<string, string> = {
  cancelled: 'bg-ink/10 text-ink-soft',
  expired: 'bg-ink/10 text-ink-soft',
  returned: 'bg-ink/10 text-ink-soft',
  complete: 'bg-emerald-600/10 text-emerald-700 dark:text-emerald-400',
};

/** Breadcrumbs, "Order 100123", when it was placed and its state: the top of every order page. */
export function OrderHeader({ order, page }: { order: OrderView; page?: string }) {
  const { t, i18n } = useTranslation();
  const title = t('order.title', { number: order.number });
  return (
    <>
      <Breadcrumbs items={[{ label: t('order.myOrders'), to: '/user/order' }, page ? { label: title, to: `/order/${order.number}` } : { label: title }, ...(page ? [{ label: page }] : [])]} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-ink">{page ?? title}</h1>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${tone[order.state] ?? 'bg-brand/10 text-brand'}`} data-testid="order-state">
          {t(`orderState.${order.state}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        {page ? `${title} · ` : ''}
        {t('order.placedOn', { date: formatDateTime(order.createdAt, i18n.language as Language, { year: true }) })}
      </p>
    </>
  );
}
