import type { TFunction } from 'i18next';
import { translator, type Language } from '../i18n';

type MatchLike = { id: string; data?: unknown } | undefined;

/** The interface language of a page, from the root loader's data in `meta` functions. */
export function metaLanguage(matches: MatchLike[]): Language {
  const root = matches.find((m) => m?.id === 'root')?.data as { lang?: Language } | undefined;
  return root?.lang ?? 'en';
}

/** Title and description tags of a page: "<page> | Zuuch". */
export function pageMeta(matches: MatchLike[], title: (t: TFunction) => string, options: { noindex?: boolean } = {}) {
  const t = translator(metaLanguage(matches));
  const brand = t('brand.name');
  return [
    { title: `${title(t)} | ${brand}` },
    { name: 'description', content: t('brand.tagline') },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
