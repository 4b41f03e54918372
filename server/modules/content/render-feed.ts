// The media blog as a feed (the `feed` package): Atom 1.0 or RSS 2.0 of the latest public articles in one language,
// every address absolute, each article with its summary, dates, author, topic and cover (an image enclosure).
import { Feed } from 'feed';
import { contentPath } from '../../../core/content';
import type { Language } from '../../../core/i18n';
import { imageAtWidth, imageUrl } from '../../../core/images';
import { LOGO_PATH, SHARE_IMAGE_WIDTH } from '../../../core/media-seo';
import { docExcerpt } from '../../../core/rich-text';
import type { Article } from './articles';

export type FeedOptions = {
  origin: string;
  lang: Language;
  format: 'atom' | 'rss';
  title: string;
  description: string;
  brand: string;
  categoryName: (category: string) => string;
};

export function renderFeed(articles: Article[], { origin, lang, format, title, description, brand, categoryName }: FeedOptions): string {
  const feedUrl = (file: string) => `${origin}/media/${file}?lang=${lang}`;
  const newest = articles.reduce((at, a) => Math.max(at, Date.parse(a.updatedAt)), 0);
  const feed = new Feed({
    id: `${origin}/media`,
    link: `${origin}/media`,
    title,
    description,
    language: lang,
    // An empty feed still needs an <updated>: the epoch says "nothing yet" without changing on every request.
    updated: new Date(newest),
    generator: false,
    image: origin + LOGO_PATH,
    favicon: origin + LOGO_PATH,
    copyright: brand,
    feedLinks: { atom: feedUrl('feed.xml'), rss: feedUrl('rss.xml') },
    author: { name: brand, link: origin },
  });
  for (const article of articles) {
    const link = origin + contentPath('article', article.key);
    const cover = article.cover ? imageAtWidth(article.cover, SHARE_IMAGE_WIDTH) : null;
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.summary || docExcerpt(article.doc),
      date: new Date(article.updatedAt),
      published: new Date(article.publishedAt),
      author: [{ name: article.authorName || brand }],
      category: article.category ? [{ name: categoryName(article.category), term: article.category }] : undefined,
      ...(cover ? { image: { url: origin + imageUrl(cover.key), type: 'image/webp' } } : {}),
    });
  }
  return format === 'atom' ? feed.atom1() : feed.rss2();
}
