import { useTranslation } from 'react-i18next';
import { PROGRESS_STEPS } from '../../../core/order-state';

/** The seven steps from "order created" to "done": the ones done are ticked, the next one is marked as current. */
export function OrderProgress({ done, closed }: { done: number; closed: boolean }) {
  const { t } = useTranslation();
  return (
    <ol className="grid grid-cols-1 gap-2 sm:grid-cols-7 sm:gap-1" aria-label={t('order.progress')}>
      {PROGRESS_STEPS.map((step, i) => {
        const isDone = i < done;
        const current = !closed && i === done;
        return (
          <li key={step} className="flex items-center gap-3 sm:flex-col sm:gap-2 sm:text-center" aria-current={current ? 'step' : undefined}>
            <span
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                isDone ? 'bg-brand text-white' : current ? 'border-2 border-brand text-brand' : 'border border-line text-ink-faint'
              }`}
              aria-hidden
            >
              {isDone ? '✓' : i + 1}
            </span>
            <span className={`text-sm leading-tight ${isDone || current ? 'font-semibold text-ink' : 'text-ink-faint'}`}>
              {t(`progress.${step}`)}
              <span className="sr-only"> — {isDone ? t('order.stepDone') : current ? t('order.stepCurrent') : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
