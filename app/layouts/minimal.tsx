import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { Route } from './+types/minimal';
import { ErrorPage } from '../components/error-page';
import { Logo } from '../components/logo';
import { LanguageSwitch, ThemeSwitch } from '../components/preference-switches';
import { useStoreData } from '../lib/root-data';

/** Minimal layout (careers, about us): the wordmark, language and theme, and a one-line footer. */
function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { store, year } = useStoreData();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <Logo />
          <div className="flex items-center gap-1">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        </div>
      </header>
      <main id="content" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-line">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-5 text-xs text-ink-faint">
          <span>{t('footer.copyright', { year })}</span>
          <span>
            {store.phone} · {store.email}
          </span>
        </div>
      </footer>
    </div>
  );
}

export default function MinimalLayout() {
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
