import { useTranslation } from 'react-i18next';
import type { LeasingKind, LeasingStatus } from '../../../server/modules/leasing/leasing-view';

const tone: Record<LeasingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/20 dark:text-amber-200',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/20 dark:text-emerald-200',
  rejected: 'bg-brand/10 text-brand',
  expired: 'bg-surface-muted text-ink-soft',
  cancelled: 'bg-surface-muted text-ink-soft',
};

/** A leasing request's state; an application waiting on staff reads "Under review". */
export function LeasingStatusBadge({ status, kind, large }: { status: LeasingStatus; kind: LeasingKind; large?: boolean }) {
  const { t } = useTranslation();
  const label = status === 'pending' && kind === 'application' ? t('leasing.status.reviewing') : t(`leasing.status.${status}`);
  return (
    <span data-testid="leasing-status" className={`inline-flex items-center rounded-full font-semibold ${large ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs'} ${tone[status]}`}>
      {label}
    </span>
  );
}
