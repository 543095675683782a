import * as oidc from 'openid-client';
import { isLoopbackHost, type OidcSettings } from '../../config';

/**
 * The provider as `openid-client` knows it: discovered once per process and
 * issuer (`/.well-known/openid-configuration`), again after a failure. An
 * http issuer is allowed only on the local machine (config.ts refuses any
 * other), and only then are insecure requests allowed.
 */
const discovered = new Map<string, Promise<oidc.Configuration>>();

function cacheKey(settings: OidcSettings): string {
  return JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
}

export function providerConfiguration(settings: OidcSettings): Promise<oidc.Configuration> {
  const key = cacheKey(settings);
  let configuration = discovered.get(key);
  if (!configuration) {
    const issuer = new URL(settings.issuer);
    const insecure = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
    configuration = oidc.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret ?? undefined,
      settings.clientSecret === null ? oidc.None() : oidc.ClientSecretBasic(settings.clientSecret),
      { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: 10 },
    );
    discovered.set(key, configuration);
    configuration.catch(() => discovered.delete(key));
  }
  return configuration;
}

/** A new authorization request's secrets: PKCE verifier (S256 challenge), state and nonce. */
export async function authorizationSecrets() {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  return {
    codeVerifier,
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
  };
}

export function authorizationUrl(
  configuration: oidc.Configuration,
  parameters: Record<string, string>,
): URL {
  return oidc.buildAuthorizationUrl(configuration, parameters);
}

/** What the provider says of the person: subject, e-mail and whether it verified the e-mail. */
export interface ProviderPerson {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * Exchanges the code (checking PKCE, state, nonce, the ID token and `iss`)
 * and reads the person from the ID token, completed by the UserInfo
 * endpoint when the ID token does not carry the e-mail claims.
 */
export async function exchangeCode(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  checks: { codeVerifier: string; state: string; nonce: string; redirectUri: string },
): Promise<ProviderPerson> {
  const tokens = await oidc.authorizationCodeGrant(
    configuration,
    callbackUrl,
    {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    },
    { redirect_uri: checks.redirectUri },
  );
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('the provider returned no ID token');
  let claims: Record<string, unknown> = { ...idClaims };
  const hasEmailClaims = 'email' in claims && 'email_verified' in claims;
  if (!hasEmailClaims && configuration.serverMetadata().userinfo_endpoint) {
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    claims = { ...claims, ...info, sub: idClaims.sub };
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    subject: idClaims.sub,
    email: email && email.length > 0 ? email : null,
    emailVerified: verified,
    name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null,
  };
}
