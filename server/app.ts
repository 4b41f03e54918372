// Builds the Fastify app: the JSON API under /api, health probes, build manifests, generated images and the
// React Router storefront. main.ts and the tests both call buildApp.
import { randomBytes, randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { reactRouterFastify } from '@mcansh/remix-fastify/react-router';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ruleFor } from '../app/route-rules';
import { AppError } from '../core/app-error';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './http/error-handler';
import { readBuildInfo, type BuildInfo } from './modules/builds/build-info';
import { buildRoutes } from './modules/builds/routes';
import { catalogImageRoutes } from './modules/catalog/routes';
import type { StoreSettings } from './modules/store/get-store-settings';
import { storeRoutes } from './modules/store/routes';
import { userToken as userTokenSchema } from './modules/store/schemas';
import { reactRouterBuildDir } from './paths';
import { createServices, type Services } from './services';

/** How the storefront is served: the built bundle, Vite's dev server (hot reload), or not at all (API-only tests). */
export type SsrMode = 'production' | 'development' | 'none';

export type AppOptions = { config: Config; database: Database; ssr: SsrMode };

/** What every React Router loader and action receives as `context`. */
export type AppLoadContext = {
  services: Services;
  requestId: string;
  /** This browser's anonymous id (created and set as a cookie on its first request). */
  userToken: string;
  cookies: Record<string, string | undefined>;
  publicConfig: PublicConfig;
  log: FastifyBaseLogger;
  /** The store's settings, loaded once per request however many loaders ask. */
  store: () => Promise<StoreSettings>;
};

/** The whitelisted configuration the browser may see. */
export type PublicConfig = { buildId: string; tagManagerId: string | null };

export const USER_TOKEN_COOKIE = 'user_token';
const YEAR_SECONDS = 365 * 24 * 3600;

export async function buildApp({ config, database, ssr }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.env === 'development' ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,128}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 256 * 1024,
  });
  const services = createServices(database.db, config);
  const build: BuildInfo = ssr === 'production' ? readBuildInfo('production') : readBuildInfo('development');

  await app.register(cookie);
  // CSP is left to a later change: React Router's hydration scripts are inline and need nonces first.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  registerErrorHandling(app);

  // An empty JSON body means "no body" (the address-form call has none); anything else must parse.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await app.register(storeRoutes, { prefix: '/api', services });
  app.all('/api/*', async (request) => {
    throw new AppError('NOT_FOUND', 'routeNotFound', { values: { path: request.url.split('?')[0] } });
  });
  await app.register(buildRoutes, { build });
  await app.register(catalogImageRoutes, { services });

  if (ssr !== 'none') {
    const publicConfig: PublicConfig = { buildId: build.id, tagManagerId: config.tagManagerId };
    app.addHook('onRequest', async (request, reply) => applyRouteRule(request, reply));
    await app.register(reactRouterFastify, {
      mode: ssr,
      buildDirectory: reactRouterBuildDir,
      getLoadContext: (request, reply): AppLoadContext => ({
        services,
        store: once(() => services.getStoreSettings()),
        requestId: request.id,
        userToken: ensureUserToken(request, reply, config.env === 'production'),
        cookies: request.cookies,
        publicConfig,
        log: request.log,
      }),
    });
  }
  return app;
}

/** A document request for a path with a redirect rule gets the rule's redirect before any rendering. */
async function applyRouteRule(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const [pathname, query] = request.url.split('?');
  const rule = ruleFor(pathname);
  if (!rule) return;
  const to = query && !/^[a-z]+:\/\//i.test(rule.redirect.to) ? `${rule.redirect.to}?${query}` : rule.redirect.to;
  return reply.redirect(to, rule.redirect.statusCode);
}

/** The browser's user_token from its cookie, or a new random one set as a cookie (the browser mirrors it to localStorage). */
function ensureUserToken(request: Pick<FastifyRequest, 'cookies'>, reply: Pick<FastifyReply, 'setCookie'>, secure: boolean): string {
  const current = request.cookies[USER_TOKEN_COOKIE];
  if (current && userTokenSchema.safeParse(current).success) return current;
  const token = randomBytes(18).toString('base64url');
  reply.setCookie(USER_TOKEN_COOKIE, token, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax', secure, httpOnly: false });
  return token;
}

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= fn());
}
