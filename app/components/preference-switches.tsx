import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useRootData } from '../lib/root-data';
import type { Language } from '../../core/i18n';
import { saveLanguage, saveTheme } from '../lib/preferences';
import type { Theme } from '../../core/theme';
import { MoonIcon, SunIcon } from './icons';


/** Switches the interface between Mongolian and English; the server renders the choice from then on. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const current = i18n.language as Language;
  const next: Language = current === 'mn' ? 'en' : 'mn';
  const code = next === 'mn' ? 'MN' : 'EN';
  return (
    // Named by what it shows first ("EN, Switch to English"), so saying the visible "EN" reaches it (WCAG 2.5.3).
    <button
      type="button"
      className="btn-icon px-2 text-sm font-semibold"
      aria-label={`${code}, ${next === 'mn' ? t('nav.switchToMn') : t('nav.switchToEn')}`}
      lang={next}
      onClick={() => {
        saveLanguage(next);
        void revalidator.revalidate();
      }}
    >
      {code}
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
      className="btn-icon"
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
