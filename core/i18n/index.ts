// i18n: one i18next instance per language, shared by every render. The server (and every test) has both catalogues in
// full (catalogues.ts); the browser fetches only its page's language, without the console's words (parts.ts,
// catalogues.client.ts, app/lib/i18n-loading.ts), and the instances take the words in as they come.
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { fetchPart, resources } from './catalogues';
import type en from './en';
import { MN_CASES, decline } from './mongolian-cases';
import type { CataloguePart } from './parts';

export const languages = ['mn', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_STORAGE_KEY = 'lang';

export { resources };

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

const parts = new Map<string, Promise<void>>();
const fetched = new Set<string>();

/** Whether a part of a language's catalogue is here: always on the server; in the browser once fetched. */
export function catalogueReady(lng: Language, part: CataloguePart): boolean {
  return !fetchPart || fetched.has(`${lng}/${part}`);
}

/**
 * Fetches a part of a language's catalogue once and gives its words to that language's instance (the browser); on the
 * server it resolves at once. A failed fetch is tried again by the next call.
 */
export function loadCatalogue(lng: Language, part: CataloguePart): Promise<void> {
  if (!fetchPart) return Promise.resolve();
  const key = `${lng}/${part}`;
  let loading = parts.get(key);
  if (!loading) {
    loading = fetchPart(lng, part).then(
      (sections) => {
        // The instances were given `resources` itself (i18next keeps the object), so the words reach every instance made
        // before or after; addResourceBundle says so to i18next too.
        const translation = ((resources[lng] ??= { translation: {} }).translation ??= {}) as Record<string, unknown>;
        Object.assign(translation, sections);
        for (const instance of instances.values()) instance.addResourceBundle(lng, 'translation', sections, true, true);
        fetched.add(key);
      },
      (err: unknown) => {
        parts.delete(key);
        throw err;
      },
    );
    parts.set(key, loading);
  }
  return loading;
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
