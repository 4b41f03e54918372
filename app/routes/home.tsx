// Home: built from the store's page-builder blocks (app/components/page-blocks.tsx), in their order, with the store's
// promises under the first banner.
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { ShieldIcon, TruckIcon, WalletIcon } from '../components/icons';
import { PageBlocks } from '../components/page-blocks';
import { pageMeta } from '../lib/meta';
import { useRootData } from '../lib/root-data';

export async function loader({ context }: Route.LoaderArgs) {
  const store = await context.store();
  return { blocks: await context.services.listPageBlocks(store._id, 'home', await context.lang()) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('brand.tagline'));
}

function Promises() {
  const { t } = useTranslation();
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-3">
      {[
        { icon: <TruckIcon className="h-6 w-6" />, text: t('pages.promiseDelivery') },
        { icon: <ShieldIcon className="h-6 w-6" />, text: t('pages.promiseWarranty') },
        { icon: <WalletIcon className="h-6 w-6" />, text: t('pages.promisePayment') },
      ].map((p) => (
        <li key={p.text} className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 text-sm text-ink-soft">
          <span className="text-brand">{p.icon}</span>
          {p.text}
        </li>
      ))}
    </ul>
  );
}

/** The season's greeting under the first banner (server-rendered from the root loader's season, so nothing moves). */
function SeasonGreeting() {
  const { t } = useTranslation();
  const data = useRootData();
  const season = (data && 'season' in data && data.season) || null;
  if (!season) return null;
  return (
    <p data-season-greeting={season} className="mt-4 rounded-2xl border border-line bg-surface-muted px-4 py-2 text-center text-sm font-semibold text-ink">
      {t(`season.hero.${season}`)}
    </p>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-4">
      <PageBlocks
        blocks={loaderData.blocks}
        afterFirstHero={
          <>
            <SeasonGreeting />
            <Promises />
          </>
        }
      />
    </div>
  );
}
