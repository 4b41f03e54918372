import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../core/dates';
import type { OrderView } from '../../../server/modules/orders/get-order';
import type { Language } from '../../../core/i18n';
import { Breadcrumbs } from '../breadcrumbs';
import { StateBadge } from './state-badge';


/** Breadcrumbs, "Order 100123", when it was placed and its state: the top of every order page. */
export function OrderHeader({ order, page }: { order: OrderView; page?: string }) {
  const { t, i18n } = useTranslation();
  const title = t('order.title', { number: order.number });
  return (
    <>
      <Breadcrumbs items={[{ label: t('order.myOrders'), to: '/user/order' }, page ? { label: title, to: `/order/${order.number}` } : { label: title }, ...(page ? [{ label: page }] : [])]} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-ink">{page ?? title}</h1>
        <StateBadge state={order.state} large />
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        {page ? `${title} · ` : ''}
        {t('order.placedOn', { date: formatDateTime(order.createdAt, i18n.language as Language, { year: true }) })}
      </p>
    </>
  );
}
