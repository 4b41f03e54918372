// Every catalogue in full, for the server and the tests. The browser's build puts catalogues.client.ts in this module's
// place (vite.config.ts): the browser starts with none and fetches only what its page shows.
import type { Resource } from 'i18next';
import en from './en';
import mn from './mn';
import type { CatalogueFetcher } from './parts';

export const resources: Resource = { en: { translation: en }, mn: { translation: mn } };

/** Nothing to fetch: every word is here. */
export const fetchPart: CatalogueFetcher | null = null;
