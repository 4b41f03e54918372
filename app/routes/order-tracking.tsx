// /order/{number}/tracking: where the order is. The seven progress steps, and for goods from abroad the five shipping
// stages as a timeline with the day staff recorded each one reached (docs/orders.md). Local goods have no stages.
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/order-tracking';
import { formatDate } from '../../core/dates';
import { isClosed } from '../../core/order-state';
import { AppLink } from '../components/app-link';
import { OrderHeader } from '../components/order/order-header';
import { OrderProgress } from '../components/order/order-progress';
import type { Language } from '../../core/i18n';
import { loadOrder, orderPageHeaders } from '../lib/load-order';
import { orderPageMeta } from '../lib/meta';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  return { order: await loadOrder(context, params, url) };
}

export const headers = orderPageHeaders;

export function meta({ matches, data }: Route.MetaArgs) {
  return orderPageMeta(matches, data, 'orderPages.trackingTitle');
}

const box = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';

export default function OrderTracking({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { order } = loaderData;
  const closed = isClosed(order.state);
  // The stage the goods reached last is "where they are now".
  const latest = order.stages.reduce((at, s, i) => (s.reachedOn ? i : at), -1);

  return (
    <section className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="tracking-title">
      <div id="tracking-title">
        <OrderHeader order={order} page={t('orderPages.trackingTitle')} />
      </div>

      <div className={`${box} mt-6`}>
        <h2 className="mb-4 text-lg font-bold text-ink">{t('order.progress')}</h2>
        <OrderProgress done={order.progressDone} closed={closed} />
      </div>

      <div className={`${box} mt-4`} role="region" aria-labelledby="stages-title">
        <h2 id="stages-title" className="text-lg font-bold text-ink">
          {t('orderPages.stagesTitle')}
        </h2>
        {order.fromAbroad ? (
          <>
            <p className="mt-1 text-sm text-ink-soft">{t('orderPages.stagesIntro')}</p>
            <ol className="mt-5" aria-label={t('orderPages.stagesTitle')}>
              {order.stages.map((s, i) => {
                const reached = s.reachedOn !== null;
                const last = i === order.stages.length - 1;
                return (
                  <li key={s.stage} className="relative flex gap-4 pb-6 last:pb-0" aria-current={i === latest ? 'step' : undefined}>
                    {/* The line joining this stage to the next: solid up to the last stage reached. */}
                    {last ? null : <span className={`absolute top-9 bottom-1 left-[15px] w-0.5 rounded ${i < latest ? 'bg-brand' : 'bg-line'}`} aria-hidden />}
                    <span
                      className={`relative flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                        reached ? 'bg-brand text-white' : 'border-2 border-dashed border-line bg-surface text-ink-faint'
                      }`}
                      aria-hidden
                    >
                      {reached ? '✓' : i + 1}
                    </span>
                    <div className="min-w-0 flex-1 pt-1">
                      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                        <span className={`font-semibold ${reached ? 'text-ink' : 'text-ink-faint'}`}>{t(`shippingStage.${s.stage}`)}</span>
                        {reached ? (
                          <time dateTime={s.reachedOn!} className="text-sm text-ink-soft">
                            {t('orderPages.stageReached', { date: formatDate(s.reachedOn!, lang, { year: true }) })}
                          </time>
                        ) : (
                          <span className="text-sm text-ink-faint">{t('orderPages.stagePending')}</span>
                        )}
                      </p>
                      {s.note ? <p className="mt-1 break-words text-sm text-ink-soft">{s.note}</p> : null}
                    </div>
                  </li>
                );
              })}
            </ol>
          </>
        ) : (
          <p className="mt-2 text-ink-soft">{t('orderPages.localOnly')}</p>
        )}
      </div>

      <AppLink to={closed ? `/order/${order.number}/old` : `/order/${order.number}`} className="chip mt-6">
        {t('orderPages.backToOrder')}
      </AppLink>
    </section>
  );
}
