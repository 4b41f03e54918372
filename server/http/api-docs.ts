// One declaration per request part validates it and documents it: routes put their zod schemas in `schema`
// ({ params, body, querystring }), Fastify validates with `parse` (the same VALIDATION AppError the handlers used to
// throw), and the OpenAPI document at /api/docs/json is generated from those schemas (UI at /api/docs).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyBaseLogger, FastifyInstance, FastifySchemaCompiler, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { version } from '../../package.json';
import { AppError } from '../../core/app-error';
import { USER_TOKEN_COOKIE } from '../../core/user-token';
import { SESSION_COOKIE } from '../modules/accounts/sessions';
import { STAFF_SESSION_COOKIE } from '../modules/console/staff-sessions';
import { parse } from './validate';

/** A Fastify instance whose routes' `schema` parts are zod schemas: handlers see what the schemas output. */
export type ApiApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

export const API_DOCS_PREFIX = '/api/docs';

/**
 * Validates a request part with its zod schema. Fastify hands an absent body over as null; parse sees it as absent, as
 * the handlers did. A failure is returned as `{ error }`, which Fastify passes to the error handler unchanged.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: parse(schema, data ?? undefined) };
    } catch (err) {
      return { error: AppError.is(err) ? err : new AppError('INTERNAL', 'errorOccurred', { cause: err }) };
    }
  };

/** The JSON API is what is documented; pages, probes, pictures, sandboxes and the catch-all 404 are not. */
const documented = (url: string) => url.startsWith('/api/') && url !== '/api/*' && !url.startsWith(`${API_DOCS_PREFIX}/`) && url !== API_DOCS_PREFIX;

const TAGS = [
  { name: 'store', description: 'Start-up calls: store settings, client, address form, shipping types' },
  { name: 'catalog', description: 'Products, listings with filters, suggestions, categories' },
  { name: 'accounts', description: 'Phone login, profile, phone change, addresses' },
  { name: 'cart', description: 'Cart and wishlist, for the customer or else the browser’s user_token cookie' },
  { name: 'orders', description: 'Checkout and the shopper’s orders' },
  { name: 'payments', description: 'Paying for an order and the providers’ callbacks' },
  { name: 'gift cards', description: 'Gift cards: a card’s page, paying with one, and the console’s cards' },
  { name: 'buy for me', description: 'Buy for me: what a product link from a marketplace abroad is, and its estimate in tugrik' },
  { name: 'leasing', description: 'Leasing requests, Pocket’s webhook and the console’s application queue' },
  { name: 'console', description: 'The staff console: login, orders and their moves, staff accounts' },
  { name: 'media', description: 'The media blog: an article’s search and sharing data (spec §3’s media SEO record)' },
  { name: 'tracking', description: 'The visitor tracking beacon (spec §3’s tracking record): anonymous counts for the console’s visitor dashboard' },
] as const;

export type ApiTag = (typeof TAGS)[number]['name'];

/** Sets Fastify's validator to zod and serves the document; call before any route with a schema is registered. */
export async function registerApiDocs(app: FastifyInstance) {
  app.setValidatorCompiler(zodValidatorCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Zuuch API',
        version,
        description:
          'The store’s JSON API. A failure answers `{ error: { code, message, fields?, requestId } }`, the message in the ' +
          'language of the `lang` cookie, else of Accept-Language. Customers are known by the `' + SESSION_COOKIE + '` cookie ' +
          '(a guest’s cart by `' + USER_TOKEN_COOKIE + '`), staff by `' + STAFF_SESSION_COOKIE + '`; writes from a browser ' +
          'must come from the store’s own origin.',
      },
      tags: [...TAGS],
    },
    transform: (input) => (documented(input.url) ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url }),
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
}

/** Puts every route this plugin registers under `tag` in the document. */
export function tagRoutes(app: FastifyInstance, tag: ApiTag) {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, tags: [tag] };
  });
}
