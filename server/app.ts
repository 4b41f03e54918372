// Builds the Fastify app: the JSON API under /api, health probes, build manifests, generated images and the
// React Router storefront. main.ts and the tests both call buildApp.
import { randomBytes, randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { reactRouterFastify } from '@mcansh/remix-fastify/react-router';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteShorthandOptions,
} from 'fastify';
import { LANGUAGE_COOKIE, resolveLanguage, type Language } from '../core/i18n';
import { THEME_COOKIE } from '../core/theme';
import { AppError } from '../core/app-error';
import { USER_TOKEN_COOKIE, USER_TOKEN_PATTERN } from '../core/user-token';
import { CACHE_TOPICS } from './cache';
import type { Config } from './config';
import { isDatabaseUnavailable, logOutages } from './db/availability';
import type { Database } from './db/client';
import { registerErrorHandling, renderError, requestLanguage, toAppError } from './http/error-handler';
import { registerApiDocs } from './http/api-docs';
import { registerContentSecurityPolicy } from './http/content-security-policy';
import { JSON_BODY_LIMIT, limitPageBody } from './http/body-limits';
import { checkRequestTarget, cleanJson } from './http/clean-text';
import { countRequests, serveMetrics } from './http/metrics';
import { createPageCache } from './http/page-cache';
import { readBuildInfo, type BuildInfo } from './modules/builds/build-info';
import { buildRoutes } from './modules/builds/routes';
import { accountRoutes, setSessionCookie } from './modules/accounts/routes';
import { SESSION_COOKIE, type Customer } from './modules/accounts/sessions';
import type { CartOwner } from './modules/cart/cart';
import { createOidcClient } from './providers/google/client';
import { OIDC_SANDBOX_PREFIX, SANDBOX_CLIENT, oidcSandbox } from './providers/google/sandbox';
import { createSmsClient } from './providers/sms/client';
import { createMailClient } from './providers/mail/client';
import { startMailSandbox } from './providers/mail/sandbox';
import { SANDBOX_PREFIX, smsSandbox } from './providers/sms/sandbox';
import { ebarimtSandboxOn, posApiFromConfig } from './providers/ebarimt/from-config';
import { ebarimtSandbox } from './providers/ebarimt/sandbox';
import { mongolbankFromConfig, mongolbankSandboxOn } from './providers/mongolbank/from-config';
import { mongolbankSandbox } from './providers/mongolbank/sandbox';
import { qpaySandbox } from './providers/qpay/sandbox';
import { marketplaceSandbox } from './providers/marketplace/sandbox';
import { pageFetcherFromConfig, pictureFetcherFromConfig } from './providers/marketplace/from-config';
import { buyForMeRoutes } from './modules/buy-for-me/routes';
import { qpayClientFor, usesQPaySandbox } from './providers/qpay/setup';
import { createQPayAdapter } from './modules/payments/adapters/qpay';
import type { AddressInfo } from 'node:net';
import { catalogRoutes } from './modules/catalog/routes';
import { imageRoutes } from './modules/images/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { writeEveryMs as visitWriteEveryMs } from './modules/tracking/record-visits';
import { mediaRoutes } from './modules/content/media-routes';
import { cartRoutes } from './modules/cart/routes';
import { orderRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { setUpLenders } from './modules/leasing/lender-adapters';
import { leasingRoutes } from './modules/leasing/routes';
import { consoleRoutes, setStaffSessionCookie } from './modules/console/routes';
import { checkConsoleAreas } from './modules/console/staff-access';
import { redirectRoutes } from './modules/content/redirect-routes';
import { synonymRoutes } from './modules/catalog/synonym-routes';
import { giftCardRoutes } from './modules/giftcards/routes';
import { STAFF_SESSION_COOKIE, type StaffMember } from './modules/console/staff-sessions';
import type { StoreSettings } from './modules/store/get-store-settings';
import { storeRoutes } from './modules/store/routes';
import { reactRouterBuildDir } from './paths';
import { openFileStorage } from './storage/open-file-storage';
import { createServices, type Services } from './services';

/** How the storefront is served: the built bundle, Vite's dev server (hot reload), or not at all (API-only tests). */
export type SsrMode = 'production' | 'development' | 'none';

export type AppOptions = { config: Config; database: Database; ssr: SsrMode };

/** What every React Router loader and action receives as `context`. */
declare module 'fastify' {
  interface FastifyInstance {
    /** The domain services this app serves with (the process entry runs the background workers with them). */
    services: Services;
  }
}

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
  /** The interface language: the `lang` cookie if the store supports it, else the store's default (needs the store). */
  lang: () => Promise<Language>;
  /** The store's public origin for absolute links (PUBLIC_URL, else this request's). */
  origin: string;
  /** The logged-in customer of this request, or null. */
  customer: () => Promise<Customer | null>;
  /** Whose cart and wishlist this request sees: the customer's, else this browser's. */
  cartOwner: () => Promise<CartOwner>;
  /** Sets (a new session's token) or clears (null) the session cookie on this response. */
  setSession: (token: string | null) => void;
  /** The staff member logged in to the console (own cookie, this store's staff only), or null. */
  staff: () => Promise<StaffMember | null>;
  /** Sets or clears (null) the staff session cookie on this response. */
  setStaffSession: (token: string | null) => void;
  /** The browser's address (for per-address limits). */
  ip: string;
  userAgent: string | null;
  /** This response's Content-Security-Policy nonce: every inline script and <style> of the page carries it. */
  cspNonce: string;
};

/** The whitelisted configuration the browser may see. */
export type PublicConfig = {
  buildId: string;
  tagManagerId: string | null;
  googleLogin: boolean;
  /** A demo store (STORE_MODE=demo): every page says so, and the code step shows the sandbox's inbox. */
  demo: boolean;
};

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
    bodyLimit: JSON_BODY_LIMIT,
    // Behind load balancers, X-Forwarded-Proto/For from that many hops tell the real protocol and client address;
    // a count, not "trust everything", so a client cannot name its own address.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // Requests Fastify rejects before routing (a malformed URL) still answer in the store's error shape.
    frameworkErrors: (error, request, reply) => {
      const appError = toAppError(error);
      void (reply as FastifyReply).status(appError.status).send(renderError(appError, requestLanguage(request as FastifyRequest), request.id));
    },
  });
  // First, so that every route is counted.
  const metrics = countRequests(app);
  // SMS: the configured gateway; else, outside production, the local sandbox on this server (its port is known once it
  // listens). Production refuses to start without a gateway (config.ts): a sandbox there would show codes to anyone who
  // reaches it from this machine, a reverse proxy included.
  if (!config.smsGatewayUrl && config.sandboxes) await app.register(smsSandbox);
  const sms = createSmsClient({
    baseUrl: () => config.smsGatewayUrl ?? `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SANDBOX_PREFIX}`,
    token: config.smsGatewayToken,
    log: app.log,
  });
  // Google: the configured client; else, in development and tests, the local OpenID provider on this server. A production
  // store without Google settings offers no Google login (the sandbox would let anyone pick any identity).
  const googleLogin = Boolean(config.google) || config.sandboxes;
  if (!config.google && googleLogin) await app.register(oidcSandbox);
  const selfUrl = () => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // e-barimt: the configured PosAPI (EBARIMT_URL); else, in development and tests, the local sandbox on this server
  // (/__sandbox/ebarimt, this machine only). A production store without EBARIMT_URL issues no receipts (they wait).
  if (ebarimtSandboxOn(config)) await app.register(ebarimtSandbox);
  const ebarimt = posApiFromConfig(config, selfUrl);
  // The Bank of Mongolia's official rates: MONGOLBANK_RATES_URL; else, outside production, the local sandbox on this
  // server (/__sandbox/mongolbank). A production store without it has staff type the rates.
  if (mongolbankSandboxOn(config)) await app.register(mongolbankSandbox);
  const officialRates = mongolbankFromConfig(config, selfUrl);
  const google = createOidcClient(
    config.google
      ? { issuer: () => config.google!.issuer, clientId: config.google.clientId, clientSecret: config.google.clientSecret, allowHttp: false }
      : { issuer: () => `${selfUrl()}${OIDC_SANDBOX_PREFIX}`, clientId: SANDBOX_CLIENT.id, clientSecret: SANDBOX_CLIENT.secret, allowHttp: true },
  );
  // QPay: the configured merchant; else, in development and tests, the local sandbox on this server (/__sandbox/qpay,
  // this machine only). A production store without QPay settings offers no QPay (config.qpayEnabled).
  if (usesQPaySandbox(config)) await app.register(qpaySandbox);
  const qpay = qpayClientFor(config, selfUrl); // null: this store takes no QPay here
  // Instalment lenders: Storepay and Pocket as configured, else (outside production) their sandboxes on this server;
  // PayOn, Easy Leasing and Khan Bank leasing as applications staff decide in the console.
  const lenders = await setUpLenders(app, config, database.db, selfUrl);
  // E-mail: the configured mail server; else, outside production, the local SMTP sandbox (its pages at /__sandbox/mail);
  // in production without one, e-mail notices are recorded as not sent and shoppers are told by SMS.
  const mailUrl = config.smtpUrl ?? (config.sandboxes ? await startMailSandbox(app) : null);
  const mail = mailUrl ? createMailClient({ url: () => mailUrl, from: config.mailFrom }) : null;
  // Marketplace pages for "buy for me": the sites themselves in production; elsewhere the local marketplace sandbox's
  // saved pages (/__sandbox/marketplace, this machine only), through the same guarded client.
  if (config.sandboxes) await app.register(marketplaceSandbox);
  const pages = pageFetcherFromConfig(config, selfUrl);
  const pictures = pictureFetcherFromConfig(config, selfUrl);
  const services = createServices(database.db, config, { sms, mail, google, ebarimt, payments: { ...lenders, ...(qpay ? { qpay: createQPayAdapter(qpay) } : {}) }, storage: await openFileStorage(config.storage), officialRates, pages, pictures }, database.notify);
  app.decorate('services', services);
  // Caches: a change published by any process on this database clears its topic here; a listener that had to reconnect
  // may have missed some, so everything is cleared then. The listening connection closes with the app.
  const stopListening = database.listen({
    onTopic: services.caches.clear,
    onResync: services.caches.clearAll,
    onError: (err) => app.log.warn({ err }, 'cache change listener lost its database connection; reconnecting'),
  });
  app.addHook('onClose', stopListening);
  // An outage forgets everything remembered (pages included): until the database answers, every page asks it and the
  // shopper lands on the maintenance page rather than on pages that cannot be acted on; after a failover it may differ.
  const stopForgetting = database.availability.watch({ down: () => services.caches.clearAll(), up: () => services.caches.clearAll() });
  app.addHook('onClose', async () => stopForgetting());
  // A database outage is logged once, when it begins and when it ends, not by every request (server/db/availability.ts).
  const stopLoggingOutages = logOutages(database.availability, app.log);
  app.addHook('onClose', async () => stopLoggingOutages());
  // The shop's listings read the catalog into memory once (modules/catalog/listing-index.ts): begun when the server is
  // ready, so the first shopper does not wait for it. A failure here is the first listing's to report.
  app.addHook('onReady', async () => void services.readListings().catch(() => {}));
  // Search analytics are counted in memory and written every few seconds, and what is left when the app closes.
  const searchWrites = setInterval(() => void services.flushSearches().catch((err) => app.log.warn({ err }, 'search analytics not written')), 5_000);
  searchWrites.unref();
  app.addHook('onClose', async () => {
    clearInterval(searchWrites);
    await services.flushSearches().catch((err) => app.log.warn({ err }, 'search analytics not written'));
  });
  // Visitor tracking records (/api/log) are held in memory and written every second (four times on PGlite); their day
  // partitions are made at start and checked hourly (ADR 0012).
  const visitLog = (message: string) => (err: unknown) => void (!isDatabaseUnavailable(err) && app.log.warn({ err }, message));
  const visitWrites = setInterval(() => void services.flushVisits().catch(visitLog('visitor records not written')), visitWriteEveryMs(database.kind));
  visitWrites.unref();
  const visitPartitions = setInterval(() => void services.maintainVisitPartitions().catch(visitLog('visit partitions not kept')), 3_600_000);
  visitPartitions.unref();
  app.addHook('onReady', async () => void (await services.maintainVisitPartitions().catch(visitLog('visit partitions not kept'))));
  app.addHook('onClose', async () => {
    clearInterval(visitWrites);
    clearInterval(visitPartitions);
    await services.flushVisits().catch(visitLog('visitor records not written'));
  });
  const build: BuildInfo = ssr === 'production' ? readBuildInfo('production') : readBuildInfo('development');

  // One rule for every cookie the server sets or clears (sessions, staff sessions, user_token, the Google login flow):
  // Secure in production, and otherwise whenever the browser came over HTTPS. Behind TRUST_PROXY the protocol is the
  // one the proxy forwards (X-Forwarded-Proto); a demo over plain HTTP gets cookies it can send back.
  await app.register(cookie, { parseOptions: { secure: config.mode === 'production' ? true : 'auto' } });
  // Referrer policy: the browser's own default. helmet's "no-referrer" makes a browser send `Origin: null` on a plain
  // form post, which the cross-site check below must refuse — every form without JavaScript would fail.
  // The Content-Security-Policy is the store's own (per-request nonces, a policy per kind of route): http/content-security-policy.ts.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await registerContentSecurityPolicy(app, config);
  // Every text answer (pages, JSON, SVG, CSS, scripts) in brotli or gzip as the browser asks; built assets are compressed
  // once at build time (scripts/build.mjs) and sent as they are. Brotli's quality 4: most of its gain at gzip's cost.
  // An answer up to 64 KB (any JSON answer: a listing is 10–20 KB) is compressed in one call rather than through a
  // stream: brotli takes 0.07 ms for a listing, the stream's setup 3 ms at p50 and 18 ms at p95 (the library's own
  // limit on 2 cores is 8 KB).
  await app.register(compress, { global: true, threshold: 1024, syncThreshold: 65_536, encodings: ['br', 'gzip'] });
  registerErrorHandling(app);
  // Routes validate with their zod schemas, which also make the OpenAPI document (/api/docs).
  await registerApiDocs(app);

  // The API speaks JSON only. An empty body means "no body" (the address-form call has none). Every string and key of a
  // body is cleaned by the store's one rule for incoming text (server/http/clean-text.ts) before a schema sees it.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, (err, value) => {
      if (err) return done(err, undefined);
      try {
        done(null, cleanJson(value));
      } catch (refused) {
        done(refused as AppError, undefined);
      }
    });
  });
  // Query strings and paths, the API's and the pages', by the same rule (page forms: readForm in app/lib/action-error.ts).
  app.addHook('onRequest', async (request) => checkRequestTarget(request.url));

  // Cross-site writes are refused: SameSite=Lax cookies stop most, and the Origin a browser sends on every POST must be ours.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      // A browser that leaves Origin out still says where the request came from.
      const site = request.headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site') throw new AppError('FORBIDDEN', 'crossSite');
      return; // not a browser (curl, a server): cookies are not at stake
    }
    const host = URL.canParse(origin) ? new URL(origin).host : null;
    if (host !== new URL(publicOrigin(config, request)).host) throw new AppError('FORBIDDEN', 'crossSite');
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  serveMetrics(app, { registry: metrics, config, database });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch (err) {
      // An outage is logged once when it begins (server/db/availability.ts), not at every probe of the load balancer.
      if (!isDatabaseUnavailable(err)) request.log.warn({ err }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  // Every console API route says which staff may call it; one that does not stops the start (console/staff-access.ts).
  checkConsoleAreas(app);
  await app.register(storeRoutes, { prefix: '/api', services });
  await app.register(accountRoutes, { services, googleLogin, origin: (request: FastifyRequest) => publicOrigin(config, request) });
  await app.register(cartRoutes, { services });
  await app.register(orderRoutes, { services });
  await app.register(paymentRoutes, { services, origin: (request: FastifyRequest) => publicOrigin(config, request) });
  await app.register(buyForMeRoutes, { services });
  await app.register(leasingRoutes, { services });
  await app.register(consoleRoutes, { services });
  await app.register(giftCardRoutes, { services });
  await app.register(redirectRoutes, { services });
  await app.register(synonymRoutes, { services });
  await app.register(catalogRoutes, { services, origin: (request: FastifyRequest) => publicOrigin(config, request), originConfigured: config.publicUrl !== null });
  await app.register(imageRoutes, { services });
  await app.register(trackingRoutes, { services, registry: metrics, ownHost: (request: FastifyRequest) => new URL(publicOrigin(config, request)).hostname });
  await app.register(mediaRoutes, { services, origin: (request: FastifyRequest) => publicOrigin(config, request), originConfigured: config.publicUrl !== null });
  app.all('/api/*', async (request) => {
    throw new AppError('NOT_FOUND', 'routeNotFound', { values: { path: request.url.split('?')[0] } });
  });
  await app.register(buildRoutes, { build, services });

  if (ssr !== 'none') {
    // Pages that depend on no visitor are rendered once and served from memory until something changes (page-cache.ts);
    // a stale one is rendered again in the background by the same route, with only the language and theme cookies.
    app.decorateRequest('personal', false);
    app.decorateRequest('pageKey', null);
    app.decorateRequest('fromPageCache', false);
    const pageCache = createPageCache({
      ttlMs: config.pageCacheSeconds * 1000,
      language: async (request) => resolveLanguage(request.cookies[LANGUAGE_COOKIE], await services.getStoreSettings()),
      refresh: (request, bypass) => {
        const { cookie: _cookie, authorization: _authorization, 'if-none-match': _etag, 'accept-encoding': _encoding, ...headers } = request.headers;
        const cookie = [LANGUAGE_COOKIE, THEME_COOKIE].flatMap((name) => (request.cookies[name] ? [`${name}=${request.cookies[name]}`] : [])).join('; ');
        return app.inject({ method: 'GET', url: request.url, headers: { ...headers, ...bypass, ...(cookie ? { cookie } : {}) } });
      },
    });
    services.caches.follow(CACHE_TOPICS, pageCache);
    const publicConfig: PublicConfig = { buildId: build.id, tagManagerId: config.tagManagerId, googleLogin, demo: config.mode === 'demo' };
    await app.register(reactRouterFastify, {
      mode: ssr,
      buildDirectory: reactRouterBuildDir,
      // Scripts, styles and SVG are compressed at build time (scripts/build.mjs): their .br/.gz are sent as they are.
      fastifyStaticOptions: { preCompressed: true },
      // Fastify's body limit does not reach React Router's raw request stream: page posts have their own (body-limits.ts).
      // The plugin types its route options for HTTP/2 servers as well; these hooks are for the HTTP/1 server this app is.
      childServerOptions: { onRequest: [limitPageBody, pageCache.serve], onSend: pageCache.store } satisfies RouteShorthandOptions as never,
      getLoadContext: (request, reply): AppLoadContext => {
        // What is the visitor's own marks the page personal (page-cache.ts): language and theme are part of its key instead.
        const personal = <T>(value: T): T => {
          request.personal = true;
          return value;
        };
        const store = once(() => services.getStoreSettings());
        const customer = once(() => personal(services.sessionCustomer(request.cookies[SESSION_COOKIE])));
        const userToken = once(() => ensureUserToken(request, reply));
        const cookies = new Proxy(request.cookies, {
          get: (target, name) => (name === LANGUAGE_COOKIE || name === THEME_COOKIE ? target[name as string] : personal(Reflect.get(target, name))),
        });
        return {
          services,
          store,
          lang: once(async () => resolveLanguage(request.cookies[LANGUAGE_COOKIE], await store())),
          requestId: request.id,
          origin: publicOrigin(config, request),
          customer,
          cartOwner: async () => {
            const c = await customer();
            return c ? `c:${c.id}` : `g:${userToken()}`;
          },
          setSession: (token) => personal(setSessionCookie(reply as FastifyReply, token)),
          staff: once(async () => personal(services.sessionStaff((await store())._id, request.cookies[STAFF_SESSION_COOKIE]))),
          setStaffSession: (token) => personal(setStaffSessionCookie(reply as FastifyReply, token)),
          get ip() {
            return personal(request.ip);
          },
          get userAgent() {
            return personal(request.headers['user-agent'] ?? null);
          },
          cspNonce: request.cspNonce,
          get userToken() {
            return personal(userToken());
          },
          cookies,
          publicConfig,
          log: request.log,
        };
      },
    });
  }
  return app;
}

/** The browser's user_token from its cookie, or a new random one set as a cookie (the browser mirrors it to localStorage). */
function ensureUserToken(request: Pick<FastifyRequest, 'cookies'>, reply: Pick<FastifyReply, 'setCookie'>): string {
  const current = request.cookies[USER_TOKEN_COOKIE];
  if (current && USER_TOKEN_PATTERN.test(current)) return current;
  const token = randomBytes(18).toString('base64url');
  // Readable by the page (it mirrors the token to localStorage); Secure by the one rule for cookies (the plugin's).
  reply.setCookie(USER_TOKEN_COOKIE, token, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax', httpOnly: false });
  return token;
}

/** The store's public origin: the configured PUBLIC_URL, else the request's own (never a Host header on a real deployment). */
function publicOrigin(config: Config, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

function once<T>(fn: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: fn() }).value;
}
