// The module vite.config.ts makes of the catalogues for the browser: each part's built file (null in development, where
// the dev server serves the parts as modules) and how to fetch one. (An ambient module names its types itself: the
// languages of index.ts, the parts of parts.ts.)
declare module 'virtual:i18n-catalogues' {
  /** Each language's parts as built files (/assets/i18n-<lang>-<part>-<hash>.js), for the page's modulepreload. */
  export const catalogueFiles: Record<'mn' | 'en', Record<'shop' | 'console', string>> | null;
  /** Fetches one part of a language's catalogue: its sections, as in en.ts/mn.ts. */
  export function fetchCatalogue(lng: 'mn' | 'en', part: 'shop' | 'console'): Promise<Record<string, unknown>>;
}
