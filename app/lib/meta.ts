import type { TFunction } from 'i18next';
import type { MediaSeoRecord } from '../../core/content';
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

/** The media blog's feeds, as `<link rel="alternate">` of its pages, in the page's language. */
export function mediaFeedLinks(t: TFunction, lang: Language) {
  return [
    { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: t('media.atomFeed'), href: `/media/feed.xml?lang=${lang}` },
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: t('media.rssFeed'), href: `/media/rss.xml?lang=${lang}` },
  ];
}

/**
 * An article's head from its media SEO record (core/media-seo.ts), the same one POST /api/v1/media/seo/find answers:
 * title, description, canonical, robots, Open Graph with the article's times, topic and tags, and Twitter's card.
 */
export function articleMeta(record: MediaSeoRecord, extra: { brand: string; section: string | null; tags: string[] }) {
  const optional = (key: 'property' | 'name', name: string, content: string | null) => (content ? [{ [key]: name, content }] : []);
  return [
    { title: `${record.headline} | ${extra.brand}` },
    { name: 'description', content: record.description },
    { tagName: 'link', rel: 'canonical', href: record.canonicalUrl },
    { name: 'robots', content: record.robots },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: record.publisherName },
    { property: 'og:locale', content: record.language === 'mn' ? 'mn_MN' : 'en_US' },
    { property: 'og:title', content: record.ogTitle },
    { property: 'og:description', content: record.ogDescription },
    { property: 'og:url', content: record.ogUrl },
    ...optional('property', 'og:image', record.ogImage),
    { property: 'article:published_time', content: record.datePublished },
    { property: 'article:modified_time', content: record.updatedAt },
    ...optional('property', 'article:author', record.authorType === 'Person' ? record.authorName : null),
    ...optional('property', 'article:section', extra.section),
    ...extra.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    { name: 'twitter:card', content: record.twitterCard },
    { name: 'twitter:title', content: record.twitterTitle },
    { name: 'twitter:description', content: record.twitterDescription },
    ...optional('name', 'twitter:image', record.twitterImage),
  ];
}
