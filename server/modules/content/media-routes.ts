// The media blog outside its pages: spec §7's SEO call (POST /api/v1/media/seo/find) and the Atom and RSS feeds of the
// latest articles (/media/feed.xml, /media/rss.xml), served beside the sitemaps.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isArticleCategory } from '../../../core/content';
import { resolveLanguage, translator, type Language } from '../../../core/i18n';
import { buildMediaSeo } from '../../../core/media-seo';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import { requestLanguage } from '../../http/error-handler';
import type { Services } from '../../services';
import { renderFeed } from './render-feed';

const seoFindBody = z.object({
  slug: z.string().trim().min(1).max(200),
  language: z.enum(['mn', 'en']).optional(),
});
const feedQuery = z.object({ lang: z.enum(['mn', 'en']).optional() });

/** How many articles a feed carries. */
export const FEED_SIZE = 20;

export async function mediaRoutes(
  app: ApiApp,
  { services, origin, originConfigured }: { services: Services; origin: (request: FastifyRequest) => string; originConfigured: boolean },
) {
  tagRoutes(app, 'media');

  // Spec §7: POST /api/v1/media/seo/find {slug} → { data: media SEO record }; a draft or scheduled article is not found.
  app.post(
    '/api/v1/media/seo/find',
    { schema: { summary: 'An article’s search and sharing data (headline, image, author, publisher, dates, Open Graph, Twitter, robots)', body: seoFindBody } },
    async (request) => {
      const store = await services.getStoreSettings();
      const lang: Language = request.body.language ?? requestLanguage(request);
      const article = await services.getArticle(store._id, request.body.slug, lang);
      return { data: buildMediaSeo(article, origin(request), lang) };
    },
  );

  // Feeds name the store's origin: without PUBLIC_URL that is the request's Host, which no shared cache may keep.
  const caching = originConfigured ? 'public, max-age=300' : 'no-store';
  const sendFeed = async (request: FastifyRequest, reply: FastifyReply, asked: Language | undefined, format: 'atom' | 'rss') => {
    const store = await services.getStoreSettings();
    const lang: Language = asked ?? resolveLanguage(null, store);
    const articles = await services.latestArticles(store._id, lang, FEED_SIZE);
    const t = translator(lang);
    const xml = renderFeed(articles, {
      origin: origin(request),
      lang,
      format,
      title: `${t('media.title')} | ${t('brand.name')}`,
      description: t('media.intro'),
      categoryName: (c) => (isArticleCategory(c) ? t(`media.categories.${c}`) : c),
      brand: t('brand.name'),
    });
    return reply
      .type(`${format === 'atom' ? 'application/atom+xml' : 'application/rss+xml'}; charset=utf-8`)
      .header('cache-control', caching)
      .send(xml);
  };
  app.get('/media/feed.xml', { schema: { querystring: feedQuery } }, (request, reply) => sendFeed(request, reply, request.query.lang, 'atom'));
  app.get('/media/rss.xml', { schema: { querystring: feedQuery } }, (request, reply) => sendFeed(request, reply, request.query.lang, 'rss'));
}
