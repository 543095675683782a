import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider for the tests (`oidc-provider`, never a stub): the
 * API tests and the e2e run start it on 127.0.0.1, register Keel's callback
 * as the one client's redirect URI and sign people in through its
 * development login and consent pages. Test-only: nothing in production
 * imports this file.
 */

/** A person the provider knows, by the login typed into its sign-in form (also their subject). */
export interface TestPerson {
  email: string | null;
  emailVerified: boolean;
  name?: string;
}

export const TEST_CLIENT_ID = 'keel';
export const TEST_CLIENT_SECRET = 'keel-test-client-secret-0123456789';

export interface OidcTestProvider {
  issuer: string;
  /** The people who may sign in; change them at will (an e-mail change at the provider). */
  people: Map<string, TestPerson>;
  /** The environment Keel needs to sign in through this provider. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** (Re)creates the provider with Keel's callback URL as the client's redirect URI. */
  allowRedirect(redirectUri: string): void;
  /**
   * Goes through the provider as a browser would, from the authorization URL
   * Keel redirected to: signs in as `login`, consents, and answers the URL the
   * provider sends the browser back to (Keel's callback with code and state).
   */
  authorize(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

function providerFor(issuer: string, redirectUri: string, people: Map<string, TestPerson>) {
  return new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_ctx, id) {
      const person = people.get(id);
      if (!person) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            ...(person.email === null
              ? {}
              : { email: person.email, email_verified: person.emailVerified }),
            ...(person.name ? { name: person.name } : {}),
          };
        },
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['keel-test-provider-cookie-key'] },
    // Explicit lifetimes (seconds): the provider logs a notice for every default one.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
  });
}

/** Starts the provider on `host:port` (port 0: a free one). */
export async function startOidcTestProvider(
  options: {
    port?: number;
    host?: string;
    redirectUri?: string;
    people?: Record<string, TestPerson>;
  } = {},
): Promise<OidcTestProvider> {
  const people = new Map(Object.entries(options.people ?? {}));
  let handler: http.RequestListener | null = null;
  const server = http.createServer((req, res) => {
    if (handler) return handler(req, res);
    res.statusCode = 503;
    res.end('the test provider has no client yet');
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const allowRedirect = (redirectUri: string) => {
    handler = providerFor(issuer, redirectUri, people).callback();
  };
  if (options.redirectUri) allowRedirect(options.redirectUri);

  async function authorize(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    const remember = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at);
        const value = pair.slice(at + 1);
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
        else jar.set(name, value);
      }
    };
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    let url = new URL(authorizationUrl);
    let body: URLSearchParams | undefined;
    for (let step = 0; step < 20; step += 1) {
      if (url.origin !== issuer) return url;
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        headers: {
          cookie: cookieHeader(),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body,
        redirect: 'manual',
      });
      remember(response);
      body = undefined;
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        continue;
      }
      const html = await response.text();
      if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html}`);
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`no interaction form on ${url.href}: ${html}`);
      url = new URL(action.replace(/&amp;/g, '&'), url);
      body = new URLSearchParams(
        prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
      );
    }
    throw new Error('the provider did not send the browser back');
  }

  return {
    issuer,
    people,
    env: (extra = {}) => ({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: TEST_CLIENT_ID,
      OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
      OIDC_BUTTON_LABEL: 'Test Provider',
      ...extra,
    }),
    allowRedirect,
    authorize,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
