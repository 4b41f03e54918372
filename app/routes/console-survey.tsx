// /console/survey (area 'orders'): the after-order survey's answers, filtered by date, the country the goods come from,
// payment method and delivery type (all in the URL); the NPS per week or month and the average of each step as charts
// (each with its numbers in a table), and the answers newest first with their reasons, each leading to its order.
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/console-survey';
import { formatDate, formatDateTime } from '../../core/dates';
import type { Language } from '../../core/i18n';
import { surveyQuery, type SurveyQuery } from '../../server/modules/survey/schemas';
import { ChartFigure } from '../components/chart-figure';
import { NpsLine, StepBars } from '../components/survey/survey-charts';
import { consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { FilterSelect, filterField } from '../components/console-form';

const ORIGINS = ['US', 'KR', 'CN', 'JP', 'MN'] as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'orders');
  // A filter the form would not send (a hand-typed address) is left out, never a 500.
  const raw = Object.fromEntries([...url.searchParams].filter(([key]) => ['from', 'to', 'origin', 'payment', 'delivery', 'period'].includes(key)));
  const parsed = surveyQuery.safeParse(raw);
  const query: SurveyQuery = parsed.success ? parsed.data : { period: 'week' };
  return { query, report: await context.services.surveyReport(staff.storeId, query, await context.lang()) };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('survey.console.title'), { noindex: true });
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** An NPS as people write it: "+25", "−10", "0". */
const signed = (n: number) => (n > 0 ? `+${whole.format(n)}` : n < 0 ? `−${whole.format(-n)}` : '0');
const th = 'px-2 py-2 font-semibold sm:px-3';

export default function ConsoleSurvey({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const { query, report } = loaderData;
  const periodLabel = (p: string) => (query.period === 'month' ? `${p.slice(0, 4)}-${p.slice(5, 7)}` : t('survey.console.weekOf', { date: formatDate(p, lang) }));
  const shortPeriod = (p: string) => (query.period === 'month' ? p : formatDate(p, lang));
  const stepLabel = (s: string) => (s === 'overall' ? t('survey.console.overall') : t(`survey.steps.${s}` as 'survey.steps.product'));
  const rated = report.steps.filter((s) => s.average !== null);
  const select = (name: 'origin' | 'payment' | 'delivery', label: string, options: { value: string; label: string }[]) => (
    <FilterSelect name={name} title={label} value={query[name]} any={t('survey.console.any')} options={options} />
  );

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="survey-title">
      <h1 id="survey-title" className="text-2xl font-bold text-ink">
        {t('survey.console.title')}
      </h1>

      <Form method="get" className="mt-4 rounded-2xl border border-line bg-surface p-3" aria-label={t('survey.console.filters')} noValidate>
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-6">
          <label className="block text-sm font-semibold text-ink-soft">
            {t('survey.console.from')}
            <input type="date" name="from" defaultValue={query.from ?? ''} className={filterField} />
          </label>
          <label className="block text-sm font-semibold text-ink-soft">
            {t('survey.console.to')}
            <input type="date" name="to" defaultValue={query.to ?? ''} className={filterField} />
          </label>
          {select(
            'origin',
            t('survey.console.origin'),
            ORIGINS.map((c) => ({ value: c, label: t(`origin.${c}`) })),
          )}
          {select(
            'payment',
            t('survey.console.payment'),
            report.choices.payments.map((m) => ({ value: m, label: t(`paymentMethod.${m}` as 'paymentMethod.qpay', { defaultValue: m }) })),
          )}
          {select(
            'delivery',
            t('survey.console.delivery'),
            report.choices.deliveries.map((d) => ({ value: d.code, label: d.name })),
          )}
          <label className="block text-sm font-semibold text-ink-soft">
            {t('survey.console.period')}
            <select name="period" defaultValue={query.period} className={filterField}>
              <option value="week">{t('survey.console.week')}</option>
              <option value="month">{t('survey.console.month')}</option>
            </select>
          </label>
        </div>
        <button type="submit" className="btn-primary mt-3">
          {t('survey.console.apply')}
        </button>
      </Form>

      <div className={navigation.state === 'loading' ? 'opacity-60' : ''}>
        <dl className="mt-4 grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
          <div className="rounded-2xl border border-line bg-surface p-3">
            <dt className="text-sm text-ink-soft">{t('survey.console.answers')}</dt>
            <dd className="text-2xl font-bold text-ink tabular-nums">{whole.format(report.answers)}</dd>
          </div>
          <div className="rounded-2xl border border-line bg-surface p-3">
            <dt className="text-sm text-ink-soft">{t('survey.console.nps')}</dt>
            <dd className="text-2xl font-bold text-ink tabular-nums" data-testid="nps">
              {report.nps === null ? '—' : signed(report.nps)}
            </dd>
          </div>
          <div className="rounded-2xl border border-line bg-surface p-3">
            <dt className="text-sm text-ink-soft">{t('survey.console.averageSatisfaction')}</dt>
            <dd className="text-2xl font-bold text-ink tabular-nums">{report.averageSatisfaction === null ? '—' : t('survey.console.outOfFive', { value: oneDecimal.format(report.averageSatisfaction) })}</dd>
          </div>
        </dl>

        {report.answers === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-line px-4 py-10 text-center text-ink-soft">{t('survey.console.noAnswers')}</p>
        ) : (
          <>
            <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
              <ChartFigure
                id="nps-chart"
                title={t('survey.console.overTimeTitle')}
                description={t('survey.console.overTimeDesc')}
                table={
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">{t('survey.console.asTable')}</caption>
                    <thead className="border-b border-line text-xs uppercase tracking-wide text-ink-faint">
                      <tr>
                        <th scope="col" className={th}>{t('survey.console.periodCol')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('survey.console.nps')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('survey.console.answersCol')}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-line">
                      {report.overTime.map((p) => (
                        <tr key={p.period}>
                          <th scope="row" className="px-2 py-1.5 sm:px-3 font-normal text-ink">{periodLabel(p.period)}</th>
                          <td className="px-2 py-1.5 sm:px-3 text-right font-semibold tabular-nums text-ink">{signed(p.nps)}</td>
                          <td className="px-2 py-1.5 sm:px-3 text-right tabular-nums text-ink-soft">{whole.format(p.answers)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                }
              >
                <NpsLine data={report.overTime.map((p) => ({ label: shortPeriod(p.period), nps: p.nps }))} />
              </ChartFigure>
              <ChartFigure
                id="steps-chart"
                title={t('survey.console.stepsTitle')}
                description={t('survey.console.stepsDesc')}
                table={
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">{t('survey.console.asTable')}</caption>
                    <thead className="border-b border-line text-xs uppercase tracking-wide text-ink-faint">
                      <tr>
                        <th scope="col" className={th}>{t('survey.console.stepCol')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('survey.console.averageCol')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('survey.console.answersCol')}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-line">
                      {report.steps.map((s) => (
                        <tr key={s.step}>
                          <th scope="row" className="px-2 py-1.5 sm:px-3 font-normal text-ink">{stepLabel(s.step)}</th>
                          <td className="px-2 py-1.5 sm:px-3 text-right font-semibold tabular-nums text-ink">{s.average === null ? '—' : oneDecimal.format(s.average)}</td>
                          <td className="px-2 py-1.5 sm:px-3 text-right tabular-nums text-ink-soft">{whole.format(s.answers)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                }
              >
                <StepBars data={rated.map((s) => ({ label: stepLabel(s.step), average: s.average ?? 0 }))} />
              </ChartFigure>
            </div>

            <h2 id="survey-answers" className="mt-6 text-lg font-bold text-ink">
              {t('survey.console.reasonsTitle')}
            </h2>
            <ul className="mt-2 divide-y divide-line rounded-2xl border border-line bg-surface" aria-labelledby="survey-answers">
              {report.responses.map((r) => (
                <li key={r.id} className="px-3 py-3 sm:px-4">
                  <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
                    <Link to={`/console/orders/${r.number}`} className="font-bold text-ink underline-offset-2 hover:text-brand hover:underline">
                      {t('survey.console.orderNumber', { number: r.number })}
                    </Link>
                    <time dateTime={r.createdAt} className="text-ink-faint">
                      {formatDateTime(r.createdAt, lang, { year: true })}
                    </time>
                    <span className="text-ink-soft">
                      {t('survey.console.satisfactionCol')}: <strong className="text-ink tabular-nums">{r.satisfaction}/5</strong>
                    </span>
                    <span className="text-ink-soft">
                      {t('survey.console.recommendCol')}: <strong className="text-ink tabular-nums">{r.nps}/10</strong>
                    </span>
                  </div>
                  <p className={`mt-1 break-words ${r.reason ? 'text-ink' : 'text-sm italic text-ink-faint'}`}>{r.reason || t('survey.console.noReason')}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
