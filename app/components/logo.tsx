import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link';

/** The store's wordmark, linking home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <AppLink to="/" className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand" aria-label={`${t('brand.name')} — ${t('nav.home')}`}>
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden>
        <rect width="32" height="32" rx="9" className="fill-brand" />
        <path d="M9 10h14l-11 12h11" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {/* Below 360 px the mark alone (the link is named): the header's controls fit a 320 px screen without sideways scrolling. */}
      <span className="text-xl font-extrabold tracking-tight text-ink max-[359px]:hidden">{t('brand.name')}</span>
    </AppLink>
  );
}
