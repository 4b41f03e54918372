import { useTranslation } from 'react-i18next';

const tone = {
  draft: 'text-ink-soft',
  scheduled: 'text-amber-800 dark:text-amber-300',
  published: 'text-success',
} as const;
const fill = { draft: 'bg-ink/10', scheduled: 'bg-amber-500/15', published: 'bg-success/10' } as const;

/** A content entry's state as a pill: Draft, Scheduled (published, its time still to come) or Published. */
export function EntryStateBadge({ state, large = false }: { state: keyof typeof tone; large?: boolean }) {
  const { t } = useTranslation();
  return (
    // The large one heads a page on the console's grey: on its own white, so its words keep their contrast.
    <span className={`inline-flex shrink-0 whitespace-nowrap rounded-full font-semibold ${large ? 'bg-surface px-3 py-1 text-sm ring-1 ring-current/30' : `px-2.5 py-0.5 text-xs ${fill[state]}`} ${tone[state]}`} data-testid={large ? 'entry-state' : undefined}>
      {t(`console.content.states.${state}`)}
    </span>
  );
}
