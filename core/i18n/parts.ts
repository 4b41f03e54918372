// How the catalogues reach the browser (vite.config.ts builds the files, app/lib/i18n-loading.ts loads them): a shop page
// gets its own language's words and not the staff console's; console pages get both languages in full (editors show a
// content entry in the other language too). The server translates with every catalogue in full (catalogues.ts).
import type { Language } from './index';

export const catalogueParts = ['shop', 'console'] as const;
export type CataloguePart = (typeof catalogueParts)[number];

/** The catalogue's sections only the console shows (test/i18n-parts.test.ts keeps the shop's pages off them). */
export const consoleSections: readonly string[] = ['console', 'careersConsole'];

/** The part a top-level section of the catalogue belongs to. */
export function partOf(section: string): CataloguePart {
  return consoleSections.includes(section) ? 'console' : 'shop';
}

/** The console's pages, the content preview (/console/content/preview) with them. */
export function isConsolePath(pathname: string): boolean {
  return pathname === '/console' || pathname.startsWith('/console/');
}

/** Fetches one part of a language's catalogue: its sections, as in en.ts/mn.ts. */
export type CatalogueFetcher = (lng: Language, part: CataloguePart) => Promise<Record<string, unknown>>;
