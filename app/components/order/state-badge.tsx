import { useTranslation } from 'react-i18next';
import type { OrderState } from '../../../core/order-state';

/** Colours by what comes next: money to wait for, goods on their way, finished, or closed. */
const tone: Record<OrderState, string> = {
  new: 'bg-sky-600/10 text-sky-700 dark:text-sky-300',
  not_paid: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  underpaid: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  balance_due: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  paid: 'bg-brand/10 text-brand',
  overpaid: 'bg-brand/10 text-brand',
  approved: 'bg-violet-600/10 text-violet-700 dark:text-violet-300',
  purchase: 'bg-violet-600/10 text-violet-700 dark:text-violet-300',
  expected: 'bg-violet-600/10 text-violet-700 dark:text-violet-300',
  on_delivery: 'bg-violet-600/10 text-violet-700 dark:text-violet-300',
  complete: 'bg-success/10 text-success',
  cancelled: 'bg-ink/10 text-ink-soft',
  returned: 'bg-ink/10 text-ink-soft',
  expired: 'bg-ink/10 text-ink-soft',
};

/** An order's state as a pill ("Paid", "Expired"), in the shopper's pages and the console alike. `large` heads a page. */
export function StateBadge({ state, large = false }: { state: OrderState; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 whitespace-nowrap rounded-full font-semibold ${large ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs'} ${tone[state]}`}
      data-testid={large ? 'order-state' : undefined}
    >
      {t(`orderState.${state}`)}
    </span>
  );
}
