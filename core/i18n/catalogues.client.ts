// The browser's catalogues (in catalogues.ts's place, vite.config.ts): empty until app/entry.client.tsx fetches the
// page's language before hydration; another language or the console's words are fetched when a page needs them
// (app/lib/i18n-loading.ts). The files are built from en.ts and mn.ts by vite.config.ts.
import type { Resource } from 'i18next';
import { fetchCatalogue } from 'virtual:i18n-catalogues';
import type { CatalogueFetcher } from './parts';

export const resources: Resource = {};

export const fetchPart: CatalogueFetcher | null = fetchCatalogue;
