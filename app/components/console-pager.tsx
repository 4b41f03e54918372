// The console lists' page links (orders, leasing applications, gift cards, content): previous, "page n of m", next.
// Each link keeps the list's other filters and changes only `page`.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function ConsolePager({ page, pages, className = 'mt-4' }: { page: number; pages: number; className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n > 1) params.set('page', String(n));
    else params.delete('page');
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <nav className={`${className} flex items-center justify-between gap-2`} aria-label={t('console.pager.pages')}>
      {page > 1 ? (
        <Link to={href(page - 1)} className="chip" rel="prev">
          {t('console.pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-soft">{t('console.pager.page', { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className="chip" rel="next">
          {t('console.pager.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
