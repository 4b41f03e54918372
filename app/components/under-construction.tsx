import { useTranslation } from 'react-i18next';
import { useStoreData } from '../lib/root-data';
import { AppLink } from './app-link';
import { CategoryChips } from './category-chips';

/** The store's "under construction" page, for a route whose feature is still being built. */
export function UnderConstruction({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  const { categories } = useStoreData();
  const page = t(`routes.${routeName}` as 'routes.index');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-14 text-center" aria-labelledby="uc-title">
      <svg viewBox="0 0 200 140" className="h-36 w-auto" aria-hidden>
        <rect x="20" y="118" width="160" height="6" rx="3" className="fill-line" />
        <rect x="46" y="70" width="48" height="48" rx="6" className="fill-brand/80" />
        <rect x="98" y="84" width="34" height="34" rx="5" className="fill-brand/50" />
        <rect x="62" y="40" width="30" height="30" rx="5" className="fill-brand/30" />
        <path d="M150 118V24h-70" className="stroke-ink-faint" strokeWidth="5" fill="none" strokeLinecap="round" />
        <path d="M150 24l24 14" className="stroke-ink-faint" strokeWidth="5" strokeLinecap="round" />
        <path d="M110 24v20" className="stroke-ink-faint" strokeWidth="3" />
        <rect x="102" y="44" width="16" height="12" rx="2" className="fill-ink-faint" />
      </svg>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand">{page}</p>
      <h1 id="uc-title" className="mt-2 text-2xl font-bold text-ink sm:text-3xl">
        {t('pages.underConstructionTitle')}
      </h1>
      <p className="mt-3 max-w-md text-ink-soft">{t('pages.underConstructionText', { page })}</p>
      <AppLink to="/" className="btn-primary mt-8">
        {t('pages.backHome')}
      </AppLink>
      <CategoryChips categories={categories} />
    </section>
  );
}
