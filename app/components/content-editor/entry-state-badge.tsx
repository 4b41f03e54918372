import { useTranslation } from 'react-i18next';

const tone = {
  draft: 'bg-ink/10 text-ink-soft',
  scheduled: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  published: 'bg-success/10 text-success',
} as const;

/** A content entry's state as a pill: Draft, Scheduled (published, its time still to come) or Published. */
export function EntryStateBadge({ state, large = false }: { state: keyof typeof tone; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex shrink-0 whitespace-nowrap rounded-full font-semibold ${large ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs'} ${tone[state]}`} data-testid={large ? 'entry-state' : undefined}>
      {t(`console.content.states.${state}`)}
    </span>
  );
}
