// Pieces of the "buy for me" pages: a request's state, a price abroad as the marketplace writes it, and the breakdown
// of a price in tugrik (the same parts the console's preview shows).
import { useTranslation } from 'react-i18next';
import type { PricedAbroad, RequestState } from '../../../core/buy-for-me';
import { CURRENCY_DECIMALS, type CostCurrency } from '../../../core/landed-cost';
import { formatMnt } from '../../../core/money';
import { formatDate } from '../../../core/dates';
import type { Language } from '../../../core/i18n';
import type { RequestView } from '../../../server/modules/buy-for-me/requests';
import { AppLink } from '../app-link';

/** Colours by whose move it is: staff owe an answer, the shopper decides, an order now, or closed. */
const tone: Record<RequestState, string> = {
  submitted: 'bg-amber-100 text-amber-900 dark:bg-amber-400/20 dark:text-amber-200',
  quoted: 'bg-sky-100 text-sky-900 dark:bg-sky-400/20 dark:text-sky-200',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/20 dark:text-emerald-200',
  rejected: 'bg-brand/10 text-brand',
  expired: 'bg-ink/10 text-ink-soft',
};

/** A request's state in the shopper's words, or in those given (`label`: the console's); `large` heads a page. */
export function RequestStateBadge({ state, label, large = false }: { state: RequestState; label?: string; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid={large ? 'request-state' : undefined}
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full font-semibold ${large ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs'} ${tone[state]}`}
    >
      {label ?? t(`buyForMe.state.${state}`)}
    </span>
  );
}

/** "$12.99", "₩29,900", "CN¥128.00", "¥1,280": a price abroad the way its marketplace shows it. */
export function formatForeign(minor: number, currency: string): string {
  const decimals = CURRENCY_DECIMALS[currency as CostCurrency] ?? 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(minor / 10 ** decimals);
}

/** What one unit's price is made of, and the total of the quantity. */
export function PriceBreakdown({ priced }: { priced: PricedAbroad }) {
  const { t } = useTranslation();
  const { cost } = priced;
  const rows: [string, number][] = [
    [t('buyForMe.parts.goods'), cost.goods],
    [t('buyForMe.parts.shipping'), cost.shipping],
    [t('buyForMe.parts.duty'), cost.duty + cost.excise],
    [t('buyForMe.parts.vat'), cost.vat],
    [t('buyForMe.parts.fee'), cost.price - cost.landed],
  ];
  return (
    <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, amount]) => (
        <div key={label} className="contents">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="text-right tabular-nums text-ink">{formatMnt(amount)}</dd>
        </div>
      ))}
      <dt className="border-t border-line pt-1 font-semibold text-ink">{t('buyForMe.parts.unit')}</dt>
      <dd className="border-t border-line pt-1 text-right font-semibold tabular-nums text-ink">{formatMnt(priced.unitPrice)}</dd>
      <dt className="text-base font-bold text-ink">{t('buyForMe.parts.total', { count: priced.quantity })}</dt>
      <dd className="text-right text-base font-bold tabular-nums text-ink" data-testid="buy-total">
        {formatMnt(priced.total)}
      </dd>
    </dl>
  );
}

/** The shopper's requests: number, what, state and price; each opens its page. Also on /user. */
export function RequestList({ requests, lang }: { requests: RequestView[]; lang: Language }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-3 divide-y divide-line">
      {requests.map((r) => (
        <li key={r.number} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
          <AppLink to={`/buy-for-me/${r.number}`} className="min-w-0 flex-1 basis-48 font-semibold text-ink underline-offset-2 hover:text-brand hover:underline">
            <span className="block text-xs font-normal text-ink-faint">{t('buyForMe.requestNumber', { number: r.number })}</span>
            <span className="block break-words">{r.title}</span>
          </AppLink>
          <RequestStateBadge state={r.state} />
          <span className="text-sm tabular-nums text-ink-soft">
            {r.quote ? formatMnt(r.quote.priced.total) : r.estimate ? `≈ ${formatMnt(r.estimate)}` : ''} · {formatDate(r.createdAt, lang)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A marketplace product's picture as the store serves it (`picture`: never loaded from the marketplace itself). */
export function ProductPicture({ src, alt = '' }: { src: string | null; alt?: string }) {
  if (!src) return null;
  return <img src={src} alt={alt} loading="lazy" decoding="async" width={640} height={640} className="aspect-square h-auto w-24 shrink-0 rounded-2xl bg-surface-muted object-contain sm:w-32" />;
}
