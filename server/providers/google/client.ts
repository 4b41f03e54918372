// Google login with OpenID Connect through openid-client (discovery, PKCE, state, nonce, ID-token checks). The same
// code talks to Google (GOOGLE_CLIENT_ID/SECRET) and to the local sandbox provider in development and tests.
import * as oidc from 'openid-client';

export type OidcSettings = { issuer: () => string; clientId: string; clientSecret: string; allowHttp: boolean };
export type OidcStart = { url: string; state: string; nonce: string; codeVerifier: string };
export type OidcIdentity = { sub: string; email: string | null; emailVerified: boolean; name: string | null };

export function createOidcClient(settings: OidcSettings) {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(settings.issuer()), settings.clientId, settings.clientSecret, undefined, settings.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined)
      .catch((err) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };
  return {
    async start(redirectUri: string): Promise<OidcStart> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.toString(), state, nonce, codeVerifier };
    },
    async finish(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<OidcIdentity> {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
