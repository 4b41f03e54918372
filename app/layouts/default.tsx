import { Outlet } from 'react-router';
import type { Route } from './+types/default';
import { ErrorPage } from '../components/error-page';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { SeasonDecor } from '../components/season/season-decor';
import { useRootData } from '../lib/root-data';

/** Default layout: header with search, categories, language, theme, counts and login; footer with the store's contacts. */
function Shell({ children }: { children: React.ReactNode }) {
  // Seasonal decorations (core/season.ts): an overlay along the top of this box, in no one's way.
  const data = useRootData();
  return (
    <div className="relative flex min-h-screen flex-col">
      <SeasonDecor season={(data && 'season' in data && data.season) || null} />
      <SiteHeader />
      <main id="content" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export default function DefaultLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <ErrorPage error={error} />
    </Shell>
  );
}
