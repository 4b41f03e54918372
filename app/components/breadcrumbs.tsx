import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link';

/** Home › … › current page; the last item is the page itself (not a link). */
export function Breadcrumbs({ items }: { items: { label: string; to?: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('listing.breadcrumb')} className="text-sm text-ink-faint">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <AppLink to="/" className="hover:text-brand">
            {t('nav.home')}
          </AppLink>
        </li>
        {items.map((item, i) => (
          <li key={i} className="flex items-center gap-1.5">
            <span aria-hidden>›</span>
            {item.to && i < items.length - 1 ? (
              <AppLink to={item.to} className="hover:text-brand">
                {item.label}
              </AppLink>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined} className="text-ink-soft">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
