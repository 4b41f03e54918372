import { useTranslation } from 'react-i18next';
import { formatMnt } from '../../../core/money';
import type { LeasingRequestView } from '../../../server/modules/leasing/leasing-view';

/** 2048 → "2 KB", 3,500,000 → "3.3 MB". */
export const fileSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** What an application said about the shopper: income type, social insurance months, income, loans, the file. */
export function Applicant({ request, withFile = true }: { request: Pick<LeasingRequestView, 'applicant' | 'file'>; withFile?: boolean }) {
  const { t } = useTranslation();
  const a = request.applicant;
  if (!a) return null;
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-ink-soft">{t('leasing.incomeType')}</dt>
      <dd className="text-ink">{t(`leasing.incomeTypes.${a.incomeType}`)}</dd>
      <dt className="text-ink-soft">{t('leasing.socialInsuranceMonths')}</dt>
      <dd className="tabular-nums text-ink">{a.socialInsuranceMonths}</dd>
      <dt className="text-ink-soft">{t('leasing.monthlyIncomeShort')}</dt>
      <dd className="tabular-nums text-ink">{formatMnt(a.monthlyIncome)}</dd>
      <dt className="text-ink-soft">{t('leasing.monthlyLoanShort')}</dt>
      <dd className="tabular-nums text-ink">{formatMnt(a.monthlyLoan)}</dd>
      {withFile && request.file ? (
        <>
          <dt className="text-ink-soft">{t('leasing.socialInsuranceFile')}</dt>
          <dd className="text-ink">{t('leasing.fileAttached', { size: fileSize(request.file.size) })}</dd>
        </>
      ) : null}
    </dl>
  );
}
