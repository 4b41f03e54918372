// /console/positions: the store's job positions — open ones first, then drafts, then closed — each with its state, team,
// title, employment type, closing date and how many applied (how many of them new); a new position opens the editor.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/console-positions';
import { formatDate } from '../../core/dates';
import { pick, type Language } from '../../core/i18n';
import { consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import type { PositionState } from '../../core/careers';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'careers');
  return { positions: await context.services.listJobPositions(staff.storeId) };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('careersConsole.positions.title'), { noindex: true });
}

const stateTone: Record<PositionState, string> = {
  draft: 'bg-ink/10 text-ink-soft',
  open: 'bg-success/10 text-success',
  closed: 'bg-brand/10 text-brand',
};

function PositionStateBadge({ state }: { state: PositionState }) {
  const { t } = useTranslation();
  return <span className={`inline-flex shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateTone[state]}`}>{t(`careersConsole.state.${state}`)}</span>;
}

export default function ConsolePositions({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { positions } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="positions-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="positions-title" className="text-2xl font-bold text-ink">
          {t('careersConsole.positions.title')}
        </h1>
        <Link to="/console/positions/new" className="btn-primary inline-flex h-10 items-center px-4">
          {t('careersConsole.positions.new')}
        </Link>
      </div>
      <div className="mt-4 overflow-hidden rounded-2xl border border-line bg-surface">
        {positions.length === 0 ? (
          <p className="px-4 py-10 text-center text-ink-soft">{t('careersConsole.positions.none')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('careersConsole.positions.title')}</caption>
            <thead className="hidden border-b border-line bg-surface-muted text-xs uppercase tracking-wide text-ink-faint sm:table-header-group">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">{t('careersConsole.positions.titleField')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('careersConsole.positions.team')}</th>
                <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">{t('careersConsole.positions.closesOn')}</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">{t('careersConsole.positions.applications')}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t('careersConsole.positions.state')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {positions.map((p) => (
                // On a phone each row is a small card (title and state, team and count); from sm on, a table.
                <tr key={p.id} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 px-3 py-2.5 hover:bg-surface-muted sm:table-row sm:p-0 sm:align-top">
                  <td className="min-w-0 break-words sm:px-3 sm:py-2.5">
                    <Link to={`/console/positions/${p.id}`} className="font-bold text-ink underline-offset-2 hover:text-brand hover:underline">
                      {pick(p.title, lang) || p.title.mn || p.title.en}
                    </Link>
                    <span className="block text-xs text-ink-faint">{t(`careersConsole.employment.${p.employment}`)}</span>
                  </td>
                  <td className="order-3 min-w-0 break-words text-ink-soft sm:px-3 sm:py-2.5">{pick(p.team, lang)}</td>
                  <td className="hidden whitespace-nowrap px-3 py-2.5 text-ink-soft md:table-cell">{p.closesOn ? formatDate(p.closesOn, lang, { year: true }) : '—'}</td>
                  <td className="order-4 whitespace-nowrap text-right tabular-nums sm:px-3 sm:py-2.5">
                    <Link to={`/console/applications?position=${p.id}`} className="font-semibold text-ink hover:text-brand hover:underline">
                      {t('careersConsole.positions.applicationsCount', { count: p.applications })}
                    </Link>
                    {p.newApplications ? <span className="block text-xs text-brand">{t('careersConsole.positions.newCount', { count: p.newApplications })}</span> : null}
                  </td>
                  <td className="order-2 text-right sm:px-3 sm:py-2.5 sm:text-left">
                    <PositionStateBadge state={p.state} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
