// The catalogues a page needs in the browser, and the root layout's i18next instance (core/i18n/parts.ts says which words
// go where). The server has every word; in the browser only the page's language has come, without the console's words.
import { use } from 'react';
import { preloadModule } from 'react-dom';
import { useLocation } from 'react-router';
import { catalogueFiles } from 'virtual:i18n-catalogues';
import type { i18n as I18n } from 'i18next';
import { catalogueReady, i18nFor, languages, loadCatalogue, type Language } from '../../core/i18n';
import { isConsolePath, type CataloguePart } from '../../core/i18n/parts';
import { useNonce } from './nonce';

/** A shop page: its language's words. A console page: both languages in full (its editors show the other one too). */
export function cataloguesFor(lang: Language, pathname: string): [Language, CataloguePart][] {
  if (isConsolePath(pathname)) return languages.flatMap((lng) => [[lng, 'shop'] as [Language, CataloguePart], [lng, 'console'] as [Language, CataloguePart]]);
  return [[lang, 'shop']];
}

/** Fetches the page's catalogues (app/entry.client.tsx, before hydration: the browser must render the server's words). */
export function loadPageCatalogues(lang: Language, pathname: string): Promise<void> {
  return Promise.all(cataloguesFor(lang, pathname).map(([lng, part]) => loadCatalogue(lng, part))).then(() => undefined);
}

// One promise per set of missing catalogues, kept once settled, so a render that suspends on it finds it again (and a
// failed fetch shows the page with what has come rather than retrying in a loop).
const waits = new Map<string, Promise<void>>();
function waitFor(missing: [Language, CataloguePart][]): Promise<void> {
  const key = missing.map(([lng, part]) => `${lng}/${part}`).join(' ');
  let wait = waits.get(key);
  if (!wait) {
    wait = Promise.all(missing.map(([lng, part]) => loadCatalogue(lng, part))).then(
      () => undefined,
      (err: unknown) => console.error('a catalogue could not be fetched', err),
    );
    waits.set(key, wait);
  }
  return wait;
}

/**
 * The page's i18next instance, for the root layout. On the server it names the page's catalogue files in the <head>
 * (modulepreload), so the browser fetches them with the page's other scripts. In the browser, words not here yet — the
 * shopper switched language, or went to the console — are fetched first: the render waits for them inside React
 * Router's transition, and the page on screen stays as it was until they have come.
 */
export function usePageI18n(lang: Language): I18n {
  const { pathname } = useLocation();
  const nonce = useNonce();
  const needed = cataloguesFor(lang, pathname);
  if (import.meta.env.SSR) {
    for (const [lng, part] of needed) {
      const href = catalogueFiles?.[lng][part];
      if (href) preloadModule(href, { as: 'script', nonce });
    }
  } else {
    const missing = needed.filter(([lng, part]) => !catalogueReady(lng, part));
    if (missing.length) use(waitFor(missing));
  }
  return i18nFor(lang);
}
