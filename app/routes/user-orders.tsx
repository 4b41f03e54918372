// /user/order: the shopper's orders. Orders arrive with the orders issue; until then every account honestly has none.
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/user-orders';
import { AppLink } from '../components/app-link';
import { Breadcrumbs } from '../components/breadcrumbs';
import { pageMeta } from '../lib/meta';

export async function loader({ context, url }: Route.LoaderArgs) {
  if (!(await context.customer())) throw redirect(`/user?returnTo=${encodeURIComponent(url.pathname)}`);
  return { orders: [] as never[] };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('account.ordersTitle'), { noindex: true });
}

export default function UserOrders() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-8" aria-labelledby="orders-title">
      <Breadcrumbs items={[{ label: t('account.myAccount'), to: '/user' }, { label: t('account.ordersTitle') }]} />
      <h1 id="orders-title" className="mt-3 text-3xl font-bold text-ink">
        {t('account.ordersTitle')}
      </h1>
      <div className="mt-6 rounded-3xl border border-dashed border-line px-6 py-12 text-center">
        <p className="mx-auto max-w-md text-ink-soft">{t('account.noOrders')}</p>
        <AppLink to="/" className="btn-primary mt-6">
          {t('account.startShopping')}
        </AppLink>
      </div>
    </section>
  );
}
