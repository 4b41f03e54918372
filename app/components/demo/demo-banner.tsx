import { useTranslation } from 'react-i18next';

/**
 * Every page of a demo store says so (STORE_MODE=demo): nothing bought here is charged, no text reaches a phone. A slim
 * strip above the header that scrolls away with the page; small type on phones so it stays one or two lines.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('demo.label')}
      className="border-b border-amber-300 bg-amber-100 px-3 py-1 text-center text-xs font-medium text-balance text-amber-950 sm:text-sm dark:border-amber-400/25 dark:bg-amber-400/10 dark:text-amber-200"
    >
      {t('demo.banner')}
    </aside>
  );
}
