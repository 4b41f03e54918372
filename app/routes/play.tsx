// /play (empty layout): the parcel game — catch parcels from the USA, Korea, China and Japan in a ger
// (app/components/play/parcel-game.tsx). Everything happens in the browser; the best score stays in localStorage.
// (A weekly prize code for the best players would need a server part: not part of this page yet.)
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/play';
import { AppLink } from '../components/app-link';
import { Logo } from '../components/logo';
import { ParcelGame } from '../components/play/parcel-game';
import { pageMeta } from '../lib/meta';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('play.title'));
}

export default function Play() {
  const { t } = useTranslation();
  return (
    <main id="content" className="mx-auto min-h-screen max-w-xl px-4 py-4">
      <div className="flex items-center justify-between gap-3">
        <Logo />
        <AppLink to="/" className="text-sm font-semibold text-brand underline underline-offset-2">
          {t('play.back')}
        </AppLink>
      </div>
      <h1 className="mt-4 text-2xl font-bold text-ink">{t('play.title')}</h1>
      <p className="mt-1 text-sm text-ink-soft">{t('play.intro')}</p>
      <div className="mt-4">
        <ParcelGame />
      </div>
      <p className="mt-4 text-sm text-ink-soft">{t('play.legend')}</p>
      <p className="mt-2 text-sm text-ink-soft">{t('play.controls')}</p>
    </main>
  );
}
