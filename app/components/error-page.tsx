import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { isChunkLoadError, reloadOnce } from '../lib/reload-guard';
import type { NotFoundData } from '../lib/params';
import { useRootData } from '../lib/root-data';
import { AppLink } from './app-link';
import { CategoryChips } from './category-chips';

/** The page shown for a thrown error: localised 404 (plain or fatal), or a generic error. Never indexed. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const location = useLocation();
  const root = useRootData();

  if (typeof window !== 'undefined' && isChunkLoadError(error)) {
    reloadOnce('chunk', location.pathname + location.search);
  }

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  // Spec §6: someone else's order is refused with its own message, and a way to log in with the right number. A guest
  // is simply asked to log in first.
  const notYourOrder = status === 403;
  const guest = notYourOrder && (error as { data?: { guest?: boolean } }).data?.guest === true;
  const info = notFound ? (error as { data?: NotFoundData }).data : undefined;
  const product = info?.kind === 'product';
  const order = info?.kind === 'order';
  const title = notYourOrder
    ? t('errors.notPermittedOrder')
    : info?.fatal
      ? t('pages.fatalNotFoundTitle', { path: location.pathname })
      : product
        ? t('product.notFoundTitle')
        : order
          ? t('errors.orderNotFound')
          : notFound
            ? t('pages.notFoundTitle')
            : // A form over its size limit (server/http/body-limits.ts): what the shopper can do about it.
              status === 413
              ? t('pages.tooLargeTitle')
              : t('pages.errorTitle');
  const text = guest
    ? t('order.logInFirst')
    : notYourOrder
      ? t('order.notYours')
      : product
        ? t('product.notFoundText')
        : notFound
          ? t('pages.notFoundText', { path: location.pathname })
          : status === 413
            ? t('pages.tooLargeText')
            : t('pages.errorText');

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center" aria-labelledby="error-title">
      <title>{`${title} | ${t('brand.name')}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-black tracking-tight text-brand/90" aria-hidden>
        {status}
      </p>
      <h1 id="error-title" className="mt-4 break-all text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 max-w-md break-words text-ink-soft">{text}</p>
      {notYourOrder ? (
        <AppLink to={`/user?returnTo=${encodeURIComponent(location.pathname + location.search)}`} className="btn-primary mt-8">
          {t('order.logInToView')}
        </AppLink>
      ) : (
        <AppLink to="/" className="btn-primary mt-8">
          {t('pages.backHome')}
        </AppLink>
      )}
      {notFound && root && 'categories' in root && root.categories ? <CategoryChips categories={root.categories} /> : null}
    </section>
  );
}
