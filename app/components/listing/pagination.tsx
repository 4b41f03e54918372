import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withParams } from '../../lib/url';
import { AppLink } from '../app-link';

/** Page links that keep every filter; the current page is marked for screen readers. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  if (pages <= 1) return null;
  const link = (p: number) => withParams(search, { page: p === 1 ? null : String(p) }) || '?';
  const shown = [...new Set([1, page - 1, page, page + 1, pages].filter((p) => p >= 1 && p <= pages))].sort((a, b) => a - b);
  const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm';
  return (
    <nav aria-label={t('listing.pagination')} className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <AppLink to={link(page - 1)} rel="prev" className={`${item} border border-line text-ink hover:border-brand/50`}>
          {t('listing.previous')}
        </AppLink>
      ) : null}
      {shown.map((p, i) => (
        <span key={p} className="contents">
          {i > 0 && p - shown[i - 1] > 1 ? <span className="px-1 text-ink-faint" aria-hidden>…</span> : null}
          {p === page ? (
            <span aria-current="page" className={`${item} bg-ink font-semibold text-surface`}>
              {p}
            </span>
          ) : (
            <AppLink to={link(p)} className={`${item} text-ink-soft hover:bg-surface-muted`} aria-label={t('listing.pageOf', { page: p, pages })}>
              {p}
            </AppLink>
          )}
        </span>
      ))}
      {page < pages ? (
        <AppLink to={link(page + 1)} rel="next" className={`${item} border border-line text-ink hover:border-brand/50`}>
          {t('listing.next')}
        </AppLink>
      ) : null}
    </nav>
  );
}
