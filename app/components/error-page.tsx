import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteLoaderData } from 'react-router';
import { isChunkLoadError, reloadOnce } from '../lib/reload-guard';
import type { NotFoundData } from '../lib/params';
import { AppLink } from './app-link';

type RootLike = { categories?: { _id: string; slug: string; name: string }[] } | undefined;

/** The page shown for a thrown error: localised 404 (plain or fatal), or a generic error with a reference. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const location = useLocation();
  const root = useRouteLoaderData('root') as RootLike;

  if (typeof window !== 'undefined' && isChunkLoadError(error)) {
    reloadOnce('chunk', location.pathname + location.search);
  }

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const fatal = notFound && (error.data as NotFoundData | undefined)?.fatal;
  const title = fatal
    ? t('pages.fatalNotFoundTitle', { path: location.pathname })
    : notFound
      ? t('pages.notFoundTitle')
      : t('pages.errorTitle');
  const text = notFound ? t('pages.notFoundText', { path: location.pathname }) : t('pages.errorText');

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center" aria-labelledby="error-title">
      <p className="text-7xl font-black tracking-tight text-brand/90" aria-hidden>
        {notFound ? '404' : '500'}
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 max-w-md break-words text-ink-soft">{text}</p>
      <AppLink to="/" className="btn-primary mt-8">
        {t('pages.backHome')}
      </AppLink>
      {notFound && root?.categories?.length ? (
        <nav aria-label={t('nav.categories')} className="mt-10">
          <ul className="flex flex-wrap justify-center gap-2">
            {root.categories.slice(0, 8).map((c) => (
              <li key={c._id}>
                <AppLink to={`/category?slug=${c.slug}`} className="chip">
                  {c.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
