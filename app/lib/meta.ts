import type { TFunction } from 'i18next';
import { translator, type Language } from '../../core/i18n';

type MatchLike = { id: string; data?: unknown } | undefined;

/** The interface language of a page, from the root loader's data in `meta` functions. */
export function metaLanguage(matches: MatchLike[]): Language {
  const root = matches.find((m) => m?.id === 'root')?.data as { lang?: Language } | undefined;
  return root?.lang ?? 'en';
}

/** Title and description tags of a page: "<page> | Zuuch", described by `description` or else the store's tagline. */
export function pageMeta(matches: MatchLike[], title: (t: TFunction) => string, options: { noindex?: boolean; description?: string } = {}) {
  const t = translator(metaLanguage(matches));
  const brand = t('brand.name');
  return [
    { title: `${title(t)} | ${brand}` },
    { name: 'description', content: options.description || t('brand.tagline') },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/**
 * Tags of a page of /order/{number}/…: "<page> · Order {number} | Zuuch" (just "Order {number}" on the order's own
 * page), or "Order Not Found" when there is no order to show; never indexed. Here rather than in app/lib/load-order.ts,
 * which is server-only (meta runs in the browser too).
 */
export function orderPageMeta(
  matches: MatchLike[],
  data: { order: { number: number } } | undefined,
  page?: 'orderPages.trackingTitle' | 'orderPages.cidTitle' | 'orderPages.deliveryTitle' | 'orderPages.completeTitle',
) {
  return pageMeta(
    matches,
    (t) => {
      if (!data) return t('errors.orderNotFound');
      const order = t('order.title', { number: data.order.number });
      return page ? `${t(page)} · ${order}` : order;
    },
    { noindex: true },
  );
}
