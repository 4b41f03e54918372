// Shown while the store's data cannot be loaded. It checks again by itself and returns home once the store answers.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect, useRevalidator } from 'react-router';
import type { Route } from './+types/maintenance';
import { Logo } from '../components/logo';
import { pageMeta } from '../lib/meta';

export const RECHECK_MS = 5000;

export async function loader({ context }: Route.LoaderArgs) {
  try {
    // From the database itself: the cached settings would answer while the database is still down.
    await context.services.readStoreSettings();
  } catch {
    return data({ down: true }, { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } });
  }
  throw redirect('/');
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('pages.maintenanceTitle'), { noindex: true });
}

export default function Maintenance() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
  return (
    <main id="content" className="flex min-h-screen items-center justify-center px-4 py-16">
      <section className="w-full max-w-md rounded-3xl border border-line bg-surface p-8 text-center shadow-sm" aria-labelledby="maintenance-title">
        <div className="flex justify-center">
          <Logo />
        </div>
        <svg viewBox="0 0 64 64" className="mx-auto mt-8 h-16 w-16 text-brand" aria-hidden>
          <circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" strokeOpacity=".15" strokeWidth="6" />
          <path d="M32 6a26 26 0 0 1 26 26" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round">
            <animateTransform attributeName="transform" type="rotate" from="0 32 32" to="360 32 32" dur="1.4s" repeatCount="indefinite" />
          </path>
        </svg>
        <h1 id="maintenance-title" className="mt-6 text-2xl font-bold text-ink">
          {t('pages.maintenanceTitle')}
        </h1>
        <p className="mt-3 text-ink-soft">{t('pages.maintenanceText')}</p>
        <p className="mt-4 text-sm text-ink-faint" role="status" aria-live="polite">
          {t('pages.maintenanceChecking')}
        </p>
        <button type="button" className="btn-primary mt-6" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== 'idle'}>
          {t('pages.tryAgain')}
        </button>
      </section>
    </main>
  );
}
