// A plan's payment schedule (core/instalments.ts) as the shopper sees it before sending a request and afterwards: every
// payment with when it is due, then the down payment, fee, what the lender pays, interest and the total.
import { useTranslation } from 'react-i18next';
import type { InstalmentSchedule } from '../../../core/instalments';
import { formatMnt } from '../../../core/money';

export function ScheduleTable({ schedule, price, id = 'schedule' }: { schedule: InstalmentSchedule; price: number; id?: string }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('leasing.price'), formatMnt(price)],
    ...(schedule.downPayment ? ([[t('leasing.downPaymentShort'), formatMnt(schedule.downPayment)]] as [string, string][]) : []),
    ...(schedule.fee ? ([[t('leasing.fees'), formatMnt(schedule.fee)]] as [string, string][]) : []),
    [t('leasing.financed'), formatMnt(schedule.financed)],
    ...(schedule.monthlyRatePercent ? ([[t('leasing.monthlyRate'), t('leasing.rate', { percent: schedule.monthlyRatePercent })]] as [string, string][]) : []),
    [t('leasing.interest'), formatMnt(schedule.totalInterest)],
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-surface p-4">
      <h2 id={`${id}-title`} className="text-base font-bold text-ink">
        {t('leasing.schedule')}
      </h2>
      <p className="mt-0.5 text-xs text-ink-faint">{t('leasing.scheduleNote')}</p>
      <div className="mt-3 grid gap-4 md:grid-cols-[1fr_16rem]">
        <div className="max-h-80 overflow-y-auto rounded-xl border border-line">
          <table className="w-full text-sm" aria-labelledby={`${id}-title`}>
            <thead className="sticky top-0 bg-surface-muted text-left text-xs uppercase tracking-wide text-ink-faint">
              <tr>
                <th scope="col" className="w-12 px-3 py-2 font-semibold">
                  <span aria-hidden>№</span>
                  <span className="sr-only">{t('leasing.payment')}</span>
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('leasing.due')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('leasing.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {schedule.payments.map((p, i) => (
                <tr key={i}>
                  <td className="px-3 py-1.5 tabular-nums text-ink-soft">{i + 1}</td>
                  <td className="px-3 py-1.5 text-ink-soft">{p.dueInDays === 0 ? t('leasing.atPurchase') : t('leasing.inDays', { count: p.dueInDays })}</td>
                  <td className="px-3 py-1.5 text-right font-semibold tabular-nums text-ink">{formatMnt(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="grid h-fit grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="text-right tabular-nums text-ink">{value}</dd>
            </div>
          ))}
          <dt className="border-t border-line pt-1 font-semibold text-ink">{t('leasing.total')}</dt>
          <dd className="border-t border-line pt-1 text-right font-bold tabular-nums text-ink" data-testid="schedule-total">
            {formatMnt(schedule.total)}
          </dd>
        </dl>
      </div>
    </section>
  );
}
