import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useRootData } from '../lib/root-data';
import type { Language } from '../../core/i18n';
import { saveLanguage, saveTheme } from '../lib/preferences';
import type { Theme } from '../lib/theme';
import { MoonIcon, SunIcon } from './icons';

const control =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-2 text-sm font-semibold text-ink-soft hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand';

/** Switches the interface between Mongolian and English; the server renders the choice from then on. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const current = i18n.language as Language;
  const next: Language = current === 'mn' ? 'en' : 'mn';
  return (
    <button
      type="button"
      className={control}
      aria-label={next === 'mn' ? t('nav.switchToMn') : t('nav.switchToEn')}
      lang={next}
      onClick={() => {
        saveLanguage(next);
        void revalidator.revalidate();
      }}
    >
      {next === 'mn' ? 'MN' : 'EN'}
    </button>
  );
}

/** Switches light/dark at once (class on <html>) and keeps it in the color-scheme cookie for the next server render. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const data = useRootData();
  const [theme, setTheme] = useState<Theme>(data?.theme ?? 'light');
  const revalidator = useRevalidator();
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={control}
      aria-label={next === 'dark' ? t('nav.themeDark') : t('nav.themeLight')}
      onClick={() => {
        saveTheme(next);
        setTheme(next);
        void revalidator.revalidate();
      }}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
