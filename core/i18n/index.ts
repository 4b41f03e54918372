// i18n: one i18next instance per language, shared by every render; both catalogues are bundled (they are small).
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import en from './en';
import mn from './mn';
import { MN_CASES, decline } from './mongolian-cases';

export const languages = ['mn', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_STORAGE_KEY = 'lang';

export const resources = { en: { translation: en }, mn: { translation: mn } } as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The interface language: the shopper's saved choice (cookie mirror of localStorage), else the store's default, else English.
 * A choice the store does not support is ignored.
 */
export function resolveLanguage(saved: string | null | undefined, store?: { defaultLanguage?: string; supportingLanguage?: string[] } | null): Language {
  const supported = store?.supportingLanguage?.filter(isLanguage) ?? [...languages];
  if (isLanguage(saved) && supported.includes(saved)) return saved;
  if (isLanguage(store?.defaultLanguage)) return store.defaultLanguage;
  return defaultLanguage;
}

export function createI18n(lng: Language): I18n {
  const instance = createInstance();
  void instance.init({
    resources,
    lng,
    fallbackLng: defaultLanguage,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  // Case endings: "{{country, ablative}}" declines the value in Mongolian (core/i18n/mongolian-cases.ts); English
  // leaves it as it is.
  for (const grammaticalCase of MN_CASES) {
    instance.services.formatter?.add(grammaticalCase, (value, lng) => (lng === 'mn' && typeof value === 'string' ? decline(value, grammaticalCase) : value));
  }
  return instance;
}

const instances = new Map<Language, I18n>();
/** The shared instance of a language. Instances are never switched to another language, so one per language serves every render. */
export function i18nFor(lng: Language): I18n {
  let instance = instances.get(lng);
  if (!instance) {
    instance = createI18n(lng);
    instances.set(lng, instance);
  }
  return instance;
}

/** A translate function for code outside React (the API's error messages, page titles). */
export function translator(lng: Language): TFunction {
  return i18nFor(lng).t;
}

/** Picks the text of a {mn, en} pair. */
export function pick(text: { mn: string; en: string }, lng: Language): string {
  return text[lng] || text.en || text.mn;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
