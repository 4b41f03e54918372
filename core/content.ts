// Store content as staff write it and shoppers read it: one kind of entry (content_pages) for every kind of text.
//   page     a page at its own path: "/delivery", "/warranty", "/about-us", "/help/cid" (the catch-all route)
//   article  a media/blog article at "/media/{key}"
//   legal    a versioned legal document at "/legal/{key}" ("terms", "privacy")
//   faq      a question of /faq, answered at "/faq#{key}" and grouped by topic (its category)
// An entry is public when it is published and its publication time (if any) has come: scheduled publishing needs no
// worker. Drafts are never public.
import type { LocalizedDoc } from './rich-text';

export const CONTENT_KINDS = ['page', 'article', 'legal', 'faq'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The FAQ's topics, in the order the page shows them. */
export const FAQ_TOPICS = ['ordering', 'payment', 'instalments', 'delivery', 'returns', 'account'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/**
 * The topics an article (its category) is filed under in /media, in the order the filter shows them: buying guides,
 * delivery and customs, paying (and instalments), sizes and fit, the store's news. Names: `media.categories.*` in i18n.
 */
export const ARTICLE_CATEGORIES = ['guides', 'delivery-customs', 'payment', 'sizing', 'news'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const isArticleCategory = (value: unknown): value is ArticleCategory => (ARTICLE_CATEGORIES as readonly unknown[]).includes(value);

export const LEGAL_KEYS = ['terms', 'privacy'] as const;
export type LegalKey = (typeof LEGAL_KEYS)[number];

/** Keys are lowercase words joined by "-"; only pages may have "/" (a path such as "help/cid"). */
const SEGMENT = '[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?';
const keyPatterns: Record<ContentKind, RegExp> = {
  page: new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,3}$`),
  article: new RegExp(`^${SEGMENT}$`),
  legal: new RegExp(`^${SEGMENT}$`),
  faq: new RegExp(`^${SEGMENT}$`),
};

/** Paths the store's own routes answer: a page may not take them (it would never be seen, or would hide a route). */
const RESERVED_PAGE_ROOTS = new Set([
  'api', 'console', 'order', 'user', 'search', 'category', 'wishlist', 'faq', 'media', 'legal', 'b', 'p', 'giftcard',
  'leasingrequest', 'join-us', 'play', 'maintenance', 'builds', 'images', 'files', 'assets', 'sitemap', 'robots',
  'orderguidance', 'help', '__sandbox', 'docs', 'metrics', 'health',
]);
/** Pages at paths that routes of their own show (with the page's text). */
export const ROUTED_PAGE_KEYS = ['about-us', 'help/cid', 'orderGuidance'] as const;

export function isContentKey(kind: ContentKind, key: string): boolean {
  if (kind === 'page' && (ROUTED_PAGE_KEYS as readonly string[]).includes(key)) return true;
  if (!keyPatterns[kind].test(key)) return false;
  return kind !== 'page' || !RESERVED_PAGE_ROOTS.has(key.split('/')[0]);
}

/** Where shoppers read an entry. */
export function contentPath(kind: ContentKind, key: string): string {
  switch (kind) {
    case 'page':
      return `/${key}`;
    case 'article':
      return `/media/${key}`;
    case 'legal':
      return `/legal/${key}`;
    case 'faq':
      return `/faq#${key}`;
  }
}

/** A key from a title: Latin letters and digits of it (Cyrillic spelled in Latin), words joined by "-". */
export function slugify(title: string): string {
  const latin: Record<string, string> = {
    а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'j', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm',
    н: 'n', о: 'o', ө: 'u', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ү: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
    щ: 'sh', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  };
  return title
    .toLowerCase()
    .split('')
    .map((c) => latin[c] ?? c)
    .join('')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** Whether shoppers may read an entry at `now`: published, and its publication time (if one is set) has come. */
export function isPublic(entry: { status: ContentStatus; publishAt: Date | string | null }, now: Date = new Date()): boolean {
  if (entry.status !== 'published') return false;
  return entry.publishAt === null || new Date(entry.publishAt).getTime() <= now.getTime();
}

/** What the console shows as an entry's state: a published entry whose time has not come is scheduled. */
export function publicationState(entry: { status: ContentStatus; publishAt: Date | string | null }, now: Date = new Date()): 'draft' | 'scheduled' | 'published' {
  if (entry.status === 'draft') return 'draft';
  return isPublic(entry, now) ? 'published' : 'scheduled';
}

type Text = { mn: string; en: string };

/** Search and sharing fields staff may set; an empty one takes its default from the entry (title, summary, cover). */
export type ContentSeo = {
  title?: Text;
  description?: Text;
  /** noindex keeps the entry out of search engines and the sitemap. */
  noindex?: boolean;
  /** Another address that is the original of this text. */
  canonicalUrl?: string;
};

/** Spec §3's media SEO record, answered by POST /api/v1/media/seo/find and written into an article's head. */
export type MediaSeoRecord = {
  type: 'BlogPosting';
  headline: string;
  image: string | null;
  authorType: 'Person' | 'Organization';
  authorName: string;
  publisherType: 'Organization';
  publisherName: string;
  publisherLogoType: 'ImageObject';
  publisherLogoUrl: string;
  datePublished: string;
  updatedAt: string;
  canonicalUrl: string;
  viewport: string;
  description: string;
  ogTitle: string;
  ogImage: string | null;
  ogUrl: string;
  ogDescription: string;
  twitterCard: 'summary' | 'summary_large_image';
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string | null;
  robots: string;
  language: 'mn' | 'en';
};

/** Redirect status codes staff may choose; 301 is what a slug change leaves. */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/**
 * An entry's editable fields as one save left them: kept in content_revisions (history, restore, and the text of every
 * legal version shoppers accepted). Dates are ISO strings.
 */
export type ContentSnapshot = {
  key: string;
  title: Text;
  summary: Text;
  doc: LocalizedDoc;
  status: ContentStatus;
  publishAt: string | null;
  imageId: string | null;
  category: string | null;
  tags: string[];
  authorName: string | null;
  position: number;
  version: number;
  effectiveAt: string | null;
  changes: Text | null;
  seo: ContentSeo;
};
