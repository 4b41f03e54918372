// A position's facts as the careers pages show them: location, type, salary (when given) and last day.
import { useTranslation } from 'react-i18next';
import type { EmploymentType } from '../../../core/careers';
import { formatDate } from '../../../core/dates';
import type { Language } from '../../../core/i18n';
import { formatMnt } from '../../../core/money';

type Facts = { location: string; employment: EmploymentType; salaryMin: number | null; salaryMax: number | null; closesOn: string | null };

export function useSalaryText() {
  const { t } = useTranslation();
  return (p: Pick<Facts, 'salaryMin' | 'salaryMax'>) => {
    if (p.salaryMin !== null && p.salaryMax !== null) {
      return p.salaryMin === p.salaryMax ? t('careers.salaryFrom', { min: formatMnt(p.salaryMin) }) : t('careers.salaryRange', { min: formatMnt(p.salaryMin), max: formatMnt(p.salaryMax) });
    }
    if (p.salaryMin !== null) return t('careers.salaryFrom', { min: formatMnt(p.salaryMin) });
    if (p.salaryMax !== null) return t('careers.salaryUpTo', { max: formatMnt(p.salaryMax) });
    return null;
  };
}

export function PositionFacts({ position, lang, className = '' }: { position: Facts; lang: Language; className?: string }) {
  const { t } = useTranslation();
  const salary = useSalaryText()(position);
  const item = 'min-w-0';
  const term = 'text-xs font-semibold uppercase tracking-wide text-ink-faint';
  const value = 'break-words text-sm text-ink';
  return (
    <dl className={`grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] gap-x-6 gap-y-2 ${className}`}>
      <div className={item}>
        <dt className={term}>{t('careers.location')}</dt>
        <dd className={value}>{position.location}</dd>
      </div>
      <div className={item}>
        <dt className={term}>{t('careers.type')}</dt>
        <dd className={value}>{t(`careers.employment.${position.employment}`)}</dd>
      </div>
      {salary ? (
        <div className={item}>
          <dt className={term}>{t('careers.salary')}</dt>
          <dd className={`${value} tabular-nums`}>{salary}</dd>
        </div>
      ) : null}
      <div className={item}>
        <dt className={term}>{t('careers.closes')}</dt>
        <dd className={value}>{position.closesOn ? formatDate(position.closesOn, lang, { year: true }) : t('careers.untilFilled')}</dd>
      </div>
    </dl>
  );
}
