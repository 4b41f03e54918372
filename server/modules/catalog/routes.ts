// Catalog calls: the seed's product call, listings with filters, suggestions, categories; generated pictures; sitemap.
import { isbot } from 'isbot';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLanguage, type Language } from '../../../core/i18n';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import type { Services } from '../../services';
import { requestLanguage } from '../../http/error-handler';
import { productQueryParams, slug } from './schemas';

const productParams = z.object({ slug });
const productBody = z.object({ language: z.enum(['mn', 'en']).optional(), store: z.uuid() });
const suggestQuery = z.object({ q: z.string().trim().min(1).max(100) });
/** A search the shop showed (with how many products it found) or a result opened from it. */
const searchEvent = z.object({ q: z.string().max(200), event: z.enum(['search', 'click']), results: z.number().int().min(0).max(100_000_000).default(0) });
const pictureParams = z.object({ slug, file: z.enum(['1.svg', '2.svg', '3.svg']) });
const sitemapPart = z.object({ part: z.string().regex(/^[1-9][0-9]{0,3}\.xml$/) });
const logoParams = z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}\.svg$/) });

/** Generated pictures never change for a slug and view: browsers and CDNs keep them for a day, then revalidate. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800').send(svg);
}

export async function catalogRoutes(
  app: ApiApp,
  { services, origin, originConfigured }: { services: Services; origin: (request: FastifyRequest) => string; originConfigured: boolean },
) {
  tagRoutes(app, 'catalog');
  // robots.txt and the sitemaps name the store's origin. Without PUBLIC_URL that is the request's Host header, which a
  // shared cache must not keep and hand to others (a forged Host would poison it): those answers are then not stored.
  const originCaching = originConfigured ? 'public, max-age=3600' : 'no-store';

  const storeAndLang = async (request: FastifyRequest, language?: string) => {
    const store = await services.getStoreSettings();
    const lang: Language = isLanguage(language) ? language : requestLanguage(request);
    return { store, lang };
  };

  // Spec §7: POST /api/v1/product/{slug} {language, store} → the product (name and thumbnails are read).
  app.post('/api/v1/product/:slug', { schema: { summary: 'A product by its slug, with its variants', params: productParams, body: productBody } }, async (request) => {
    const lang: Language = request.body.language ?? requestLanguage(request);
    return services.getProduct(request.body.store, request.params.slug, lang);
  });

  app.get('/api/v1/products', { schema: { summary: 'A product listing: search, category, brand and filters, with facets', querystring: productQueryParams } }, async (request) => {
    const { store, lang } = await storeAndLang(request);
    return services.listProducts(store._id, lang, request.query, { facets: true });
  });

  app.get('/api/v1/search/suggest', { schema: { summary: 'Search suggestions as the shopper types', querystring: suggestQuery } }, async (request, reply) => {
    const { store, lang } = await storeAndLang(request);
    // Per shopper: the answer follows the language cookie.
    reply.header('cache-control', 'private, max-age=60');
    return services.suggest(store._id, lang, request.query.q);
  });

  app.post('/api/v1/search/events', { schema: { summary: 'Count a search or an opened result for the store’s search analytics (no shopper is kept)', body: searchEvent } }, async (request, reply) => {
    // Crawlers that run scripts report nothing: their searches are not shoppers' (the same rule as the visitor beacon's).
    if (!isbot(request.headers['user-agent'] ?? '')) services.recordSearch((await services.getStoreSettings())._id, request.body);
    return reply.status(204).send();
  });

  app.get('/api/v1/categories', { schema: { summary: 'The category tree' } }, async (request) => {
    const { store, lang } = await storeAndLang(request);
    return services.listCategoryTree(store._id, lang);
  });

  app.get('/images/products/:slug/:file', { schema: { params: pictureParams } }, async (request, reply) => {
    const { slug: productSlug, file } = request.params;
    const store = await services.getStoreSettings();
    return sendSvg(reply, await services.getProductImage(store._id, productSlug, Number(file[0]) as 1 | 2 | 3));
  });

  app.get('/images/brands/:file', { schema: { params: logoParams } }, async (request, reply) => {
    const { file } = request.params;
    const store = await services.getStoreSettings();
    return sendSvg(reply, await services.getBrandLogo(store._id, file.slice(0, -4)));
  });

  app.get('/robots.txt', async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', originCaching);
    return ['User-agent: *', 'Disallow: /api/', 'Disallow: /order', 'Disallow: /user', 'Disallow: /search', `Sitemap: ${origin(request)}/sitemap.xml`, ''].join('\n');
  });

  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', originCaching).send(xml);

  app.get('/sitemap.xml', async (request, reply) => {
    const store = await services.getStoreSettings();
    return sendXml(reply, await services.renderSitemapIndex(store._id, origin(request)));
  });

  app.get('/sitemap-pages.xml', async (request, reply) => {
    const store = await services.getStoreSettings();
    return sendXml(reply, await services.renderPagesSitemap(store._id, origin(request)));
  });

  app.get('/sitemap-products-:part', { schema: { params: sitemapPart } }, async (request, reply) => {
    const { part } = request.params;
    const store = await services.getStoreSettings();
    return sendXml(reply, await services.renderProductsSitemap(store._id, origin(request), Number(part.slice(0, -4))));
  });
}
