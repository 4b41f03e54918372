import { Outlet } from 'react-router';
import type { Route } from './+types/default';
import { ErrorPage } from '../components/error-page';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';

/** Default layout: header with search, categories, language, theme, counts and login; footer with the store's contacts. */
function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
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
