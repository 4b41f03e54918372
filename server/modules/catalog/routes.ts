// Catalog calls: the seed's product call, listings with filters, suggestions, categories; generated pictures; sitemap.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLanguage, type Language } from '../../../app/i18n';
import { parse } from '../../http/validate';
import type { Services } from '../../services';
import { requestLanguage } from '../../http/error-handler';
import { parseProductQuery, slug } from './schemas';

const productParams = z.object({ slug });
const productBody = z.object({ language: z.enum(['mn', 'en']).optional(), store: z.uuid() });
const suggestQuery = z.object({ q: z.string().trim().min(1).max(100) });
const pictureParams = z.object({ slug, file: z.enum(['1.svg', '2.svg', '3.svg']) });
const sitemapPart = z.object({ part: z.string().regex(/^[1-9][0-9]{0,3}\.xml$/) });
const logoParams = z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}\.svg$/) });

/** Generated pictures never change for a slug and view: browsers and CDNs keep them for a day, then revalidate. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800').send(svg);
}

export async function catalogRoutes(app: FastifyInstance, { services, origin }: { services: Services; origin: (request: FastifyRequest) => string }) {
  const storeAndLang = async (request: FastifyRequest, language?: string) => {
    const store = await services.getStoreSettings();
    const lang: Language = isLanguage(language) ? language : requestLanguage(request);
    return { store, lang };
  };

  // Spec §7: POST /api/v1/product/{slug} {language, store} → the product (name and thumbnails are read).
  app.post('/api/v1/product/:slug', async (request) => {
    const params = parse(productParams, request.params);
    const body = parse(productBody, request.body);
    const lang: Language = body.language ?? requestLanguage(request);
    return services.getProduct(body.store, params.slug, lang);
  });

  app.get('/api/v1/products', async (request) => {
    const query = parseProductQuery(new URLSearchParams(request.url.split('?')[1] ?? ''), 'strict');
    const { store, lang } = await storeAndLang(request);
    return services.listProducts(store._id, lang, query, { facets: true });
  });

  app.get('/api/v1/search/suggest', async (request, reply) => {
    const { q } = parse(suggestQuery, request.query);
    const { store, lang } = await storeAndLang(request);
    // Per shopper: the answer follows the language cookie.
    reply.header('cache-control', 'private, max-age=60');
    return services.suggest(store._id, lang, q);
  });

  app.get('/api/v1/categories', async (request) => {
    const { store, lang } = await storeAndLang(request);
    return services.listCategoryTree(store._id, lang);
  });

  app.get('/images/products/:slug/:file', async (request, reply) => {
    const { slug: productSlug, file } = parse(pictureParams, request.params);
    const store = await services.getStoreSettings();
    return sendSvg(reply, await services.getProductImage(store._id, productSlug, Number(file[0]) as 1 | 2 | 3));
  });

  app.get('/images/brands/:file', async (request, reply) => {
    const { file } = parse(logoParams, request.params);
    const store = await services.getStoreSettings();
    return sendSvg(reply, await services.getBrandLogo(store._id, file.slice(0, -4)));
  });

  app.get('/robots.txt', async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', 'Disallow: /api/', 'Disallow: /order', 'Disallow: /user', 'Disallow: /search', `Sitemap: ${origin(request)}/sitemap.xml`, ''].join('\n');
  });

  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);

  app.get('/sitemap.xml', async (request, reply) => {
    const store = await services.getStoreSettings();
    return sendXml(reply, await services.renderSitemapIndex(store._id, origin(request)));
  });

  app.get('/sitemap-pages.xml', async (request, reply) => {
    const store = await services.getStoreSettings();
    return sendXml(reply, await services.renderPagesSitemap(store._id, origin(request)));
  });

  app.get('/sitemap-products-:part', async (request, reply) => {
    const { part } = parse(sitemapPart, request.params);
    const store = await services.getStoreSettings();
    return sendXml(reply, await services.renderProductsSitemap(store._id, origin(request), Number(part.slice(0, -4))));
  });
}
