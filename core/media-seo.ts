// An article's search and sharing data (spec §3's media SEO record): what POST /api/v1/media/seo/find answers, what the
// article page writes into its head (title, description, canonical, Open Graph, Twitter, robots) and the BlogPosting
// JSON-LD made from the same record, so the page and the API can never disagree.
import type { ContentSeo, MediaSeoRecord } from './content';
import { contentPath } from './content';
import { translator, type Language } from './i18n';
import { imageAtWidth, imageUrl, type ImageInfo } from './images';
import { docExcerpt, docText, type RichDoc } from './rich-text';

/** An article as one language reads it: what the record is made of. */
export type ArticleForSeo = {
  key: string;
  title: string;
  summary: string;
  doc: RichDoc;
  authorName: string | null;
  /** When it became public (ISO). */
  publishedAt: string;
  updatedAt: string;
  cover: ImageInfo | null;
  seo: ContentSeo;
};

/** The width of the picture shared on social cards and in structured data (Google asks for 1200+ px). */
export const SHARE_IMAGE_WIDTH = 1280;
/** Where the store's logo is served: the site's icon. */
export const LOGO_PATH = '/favicon.svg';
export const VIEWPORT = 'width=device-width, initial-scale=1';

/** Minutes an article takes to read: 200 words a minute, at least one. */
export function readingMinutes(doc: RichDoc): number {
  const words = docText(doc).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export function buildMediaSeo(article: ArticleForSeo, origin: string, lang: Language): MediaSeoRecord {
  const t = translator(lang);
  const brand = t('brand.name');
  const headline = article.seo.title?.[lang]?.trim() || article.title;
  const description = article.seo.description?.[lang]?.trim() || article.summary.trim() || docExcerpt(article.doc);
  const pageUrl = origin + contentPath('article', article.key);
  const canonicalUrl = article.seo.canonicalUrl?.trim() || pageUrl;
  const image = article.cover ? origin + imageUrl(imageAtWidth(article.cover, SHARE_IMAGE_WIDTH).key) : null;
  return {
    type: 'BlogPosting',
    headline,
    image,
    authorType: article.authorName ? 'Person' : 'Organization',
    authorName: article.authorName || brand,
    publisherType: 'Organization',
    publisherName: brand,
    publisherLogoType: 'ImageObject',
    publisherLogoUrl: origin + LOGO_PATH,
    datePublished: article.publishedAt,
    updatedAt: article.updatedAt,
    canonicalUrl,
    viewport: VIEWPORT,
    description,
    ogTitle: headline,
    ogImage: image,
    ogUrl: canonicalUrl,
    ogDescription: description,
    twitterCard: image ? 'summary_large_image' : 'summary',
    twitterTitle: headline,
    twitterDescription: description,
    twitterImage: image,
    robots: article.seo.noindex ? 'noindex, nofollow' : 'index, follow, max-image-preview:large',
    language: lang,
  };
}

/** schema.org BlogPosting from the record (what Google reads for article results). */
export function blogPostingJsonLd(record: MediaSeoRecord) {
  return {
    '@context': 'https://schema.org',
    '@type': record.type,
    headline: record.headline,
    description: record.description,
    ...(record.image ? { image: [record.image] } : {}),
    author: { '@type': record.authorType, name: record.authorName },
    publisher: { '@type': record.publisherType, name: record.publisherName, logo: { '@type': record.publisherLogoType, url: record.publisherLogoUrl } },
    datePublished: record.datePublished,
    dateModified: record.updatedAt,
    mainEntityOfPage: { '@type': 'WebPage', '@id': record.canonicalUrl },
    url: record.canonicalUrl,
    inLanguage: record.language,
  };
}

/**
 * JSON as the text of a <script> element: "<" is written \u003c, so no "</script>" or "<!--" in a title can end or
 * bend the element (the JSON means the same). U+2028/U+2029 too, for old parsers that read them as line ends.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
