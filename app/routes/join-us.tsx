// /join-us (minimal layout): the store's open positions — open and not past their last day in Ulaanbaatar — grouped by
// team, each with its location, type, salary range when given and last day; an empty state when there are none.
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/join-us';
import { translator, type Language } from '../../core/i18n';
import { AppLink } from '../components/app-link';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PositionFacts } from '../components/careers/position-facts';
import { metaLanguage, pageMeta } from '../lib/meta';

export async function loader({ context }: Route.LoaderArgs) {
  const [store, lang] = await Promise.all([context.store(), context.lang()]);
  const positions = await context.services.listOpenPositions(store._id, lang);
  const teams: { team: string; positions: typeof positions }[] = [];
  for (const p of positions) {
    const group = teams.find((g) => g.team === p.team);
    if (group) group.positions.push(p);
    else teams.push({ team: p.team, positions: [p] });
  }
  return { teams, count: positions.length };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('routes.join-us'), { description: translator(metaLanguage(matches))('careers.intro') });
}

export default function JoinUs({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { teams, count } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" aria-labelledby="careers-title">
      <Breadcrumbs items={[{ label: t('routes.join-us') }]} />
      <h1 id="careers-title" className="mt-3 text-3xl font-bold text-ink">
        {t('routes.join-us')}
      </h1>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('careers.intro')}</p>
      {count === 0 ? (
        <p className="mt-8 rounded-3xl border border-dashed border-line px-6 py-10 text-center text-ink-soft" role="status">
          {t('careers.empty')}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-faint">{t('careers.positionsCount', { count })}</p>
          {teams.map((group, i) => (
            <section key={group.team} className="mt-8" aria-labelledby={`team-${i}`}>
              <h2 id={`team-${i}`} className="text-xl font-bold text-ink">
                {group.team}
              </h2>
              <ul className="mt-3 grid gap-3">
                {group.positions.map((p) => (
                  <li key={p.id} className="rounded-3xl border border-line bg-surface p-4 sm:p-5">
                    <h3 className="text-lg font-semibold text-ink">
                      <AppLink to={`/join-us/${p.id}`} className="underline-offset-2 hover:text-brand hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
                        {p.title}
                      </AppLink>
                    </h3>
                    <PositionFacts position={p} lang={lang} className="mt-2" />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
