// A local OpenID Connect provider standing in for Google in development and tests: discovery, an authorize page where a
// developer picks the identity to sign in as, a token endpoint (authorization code + PKCE, client_secret_basic/post)
// answering an RS256-signed ID token, and the JWKS. The store's real OIDC client talks to it over HTTP.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { parse } from '../../http/validate';
import { parseForms } from '../sandbox-support';
import { escapeHtml } from '../../../core/html';

export const OIDC_SANDBOX_PREFIX = '/__sandbox/oidc';
export const SANDBOX_CLIENT = { id: 'zuuch-sandbox', secret: 'zuuch-sandbox-secret' };

type Grant = { redirectUri: string; nonce: string; challenge: string; email: string; name: string; at: number };

const authorizeQuery = z.object({
  client_id: z.literal(SANDBOX_CLIENT.id),
  redirect_uri: z.url(),
  response_type: z.literal('code'),
  state: z.string().min(1).max(500),
  nonce: z.string().min(1).max(500),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal('S256'),
  scope: z.string().optional(),
});
const approveQuery = authorizeQuery.extend({ email: z.email(), name: z.string().trim().min(1).max(100) });

export async function oidcSandbox(app: FastifyInstance) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'sandbox-1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const issuer = (request: FastifyRequest) => `${request.protocol}://${request.host}${OIDC_SANDBOX_PREFIX}`;

  // The token endpoint receives a form (application/x-www-form-urlencoded), in this plugin only.
  parseForms(app);

  app.get(`${OIDC_SANDBOX_PREFIX}/.well-known/openid-configuration`, async (request) => {
    const iss = issuer(request);
    return {
      issuer: iss,
      authorization_endpoint: `${iss}/authorize`,
      token_endpoint: `${iss}/token`,
      jwks_uri: `${iss}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      scopes_supported: ['openid', 'email', 'profile'],
    };
  });

  app.get(`${OIDC_SANDBOX_PREFIX}/jwks`, async () => ({ keys: [jwk] }));

  app.get(`${OIDC_SANDBOX_PREFIX}/authorize`, async (request, reply) => {
    const q = parse(authorizeQuery, request.query);
    const hidden = Object.entries(q)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(String(v))}">`)
      .join('');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in (sandbox)</title><style>body{font:16px system-ui;max-width:24rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:1rem 0 .3rem}input{width:100%;padding:.6rem;font:inherit}button{margin-top:1.2rem;padding:.7rem 1.2rem;font:inherit}</style>
<h1>Sign in with Google (sandbox)</h1><p>This local provider stands in for Google. Choose who to sign in as.</p>
<form method="get" action="${OIDC_SANDBOX_PREFIX}/approve">${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" value="shopper@example.com" required>
<label for="name">Name</label><input id="name" name="name" value="Test Shopper" required>
<button type="submit">Continue</button></form></html>`);
  });

  app.get(`${OIDC_SANDBOX_PREFIX}/approve`, async (request, reply) => {
    const q = parse(approveQuery, request.query);
    const code = randomBytes(24).toString('base64url');
    grants.set(code, { redirectUri: q.redirect_uri, nonce: q.nonce, challenge: q.code_challenge, email: q.email, name: q.name, at: Date.now() });
    const target = new URL(q.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', q.state);
    target.searchParams.set('iss', issuer(request));
    return reply.redirect(target.toString());
  });

  app.post(`${OIDC_SANDBOX_PREFIX}/token`, async (request) => {
    const body = parse(z.object({ grant_type: z.literal('authorization_code'), code: z.string(), redirect_uri: z.string(), code_verifier: z.string(), client_id: z.string().optional(), client_secret: z.string().optional() }), request.body);
    const basic = request.headers.authorization?.startsWith('Basic ') ? Buffer.from(request.headers.authorization.slice(6), 'base64').toString() : null;
    const [id, secret] = basic ? basic.split(':').map(decodeURIComponent) : [body.client_id, body.client_secret];
    if (id !== SANDBOX_CLIENT.id || secret !== SANDBOX_CLIENT.secret) throw new AppError('UNAUTHORIZED');
    const grant = grants.get(body.code);
    grants.delete(body.code);
    const challenge = createHash('sha256').update(body.code_verifier).digest('base64url');
    if (!grant || Date.now() - grant.at > 60_000 || grant.redirectUri !== body.redirect_uri || grant.challenge !== challenge) throw new AppError('VALIDATION');
    const sub = createHash('sha256').update(grant.email).digest('hex').slice(0, 21);
    const idToken = await new SignJWT({ email: grant.email, email_verified: true, name: grant.name, nonce: grant.nonce })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(issuer(request))
      .setSubject(sub)
      .setAudience(SANDBOX_CLIENT.id)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    return { access_token: randomBytes(24).toString('base64url'), token_type: 'Bearer', expires_in: 600, id_token: idToken };
  });
}
