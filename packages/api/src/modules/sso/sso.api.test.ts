import type { CurrentUser, ErrorBody, SignInOptions } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../auth';
import { sessionCookieFrom, startTestServer, type TestServer } from '../../test/test-server';
import { startOidcTestProvider, type OidcTestProvider } from './oidc-test-provider';
import { CALLBACK_PATH } from './sso.service';

/**
 * OpenID Connect sign-in against a real provider (`oidc-provider`, started
 * here on a free port): start -> the provider's login and consent pages ->
 * callback, with real HTTP. Each case is one browser: its own cookies.
 */
let server: TestServer;
let provider: OidcTestProvider;

beforeAll(async () => {
  provider = await startOidcTestProvider({
    people: {
      'pat-sub': { email: 'pm@example.com', emailVerified: true, name: 'Pat' },
      'unverified-sub': { email: 'member@example.com', emailVerified: false },
      'no-email-sub': { email: null, emailVerified: false },
      'newcomer-sub': { email: 'newcomer@corp.example', emailVerified: true, name: 'New Comer' },
      'disabled-sub': { email: 'gone@corp.example', emailVerified: true },
      'invited-sub': { email: 'invited@corp.example', emailVerified: true },
    },
  });
  server = await startTestServer({ env: provider.env() });
  provider.allowRedirect(server.url + CALLBACK_PATH);
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

const oidcCookieFrom = (headers: Headers) =>
  headers.getSetCookie().find((c) => c.startsWith('keel_oidc=')) ?? '';

/** Starts a sign-in: the provider URL Keel redirects to and the browser's sign-in cookie. */
async function start(returnTo = '/projects/dashboard') {
  const response = await server.request(
    'GET',
    `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`,
  );
  expect(response.status, response.text).toBe(302);
  const setCookie = oidcCookieFrom(response.headers);
  return {
    location: response.headers.get('location') ?? '',
    setCookie,
    cookie: setCookie.split(';')[0] as string,
  };
}

/** Keel's callback, as the provider sends the browser there. */
const callback = (url: URL, cookie?: string) =>
  server.request('GET', url.pathname + url.search, { cookie });

/** A whole sign-in as `login`: the callback's answer. */
async function signInAs(login: string, returnTo?: string) {
  const started = await start(returnTo);
  return callback(await provider.authorize(started.location, login), started.cookie);
}

const refusedWith = (response: { status: number; headers: Headers }, reason: string) => {
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(`/auth/sso-error?reason=${reason}`);
  expect(response.headers.getSetCookie().some((c) => c.startsWith('keel_session='))).toBe(false);
};

describe('OpenID Connect sign-in', () => {
  it('tells the sign-in page about the provider and the password form', async () => {
    const response = await server.request<SignInOptions>('GET', '/api/auth/sign-in-options');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sso: { buttonLabel: 'Test Provider' }, passwordLogin: true });
  });

  it('starts with PKCE S256, state and nonce, kept in a short-lived HttpOnly cookie', async () => {
    const { location, setCookie } = await start();
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(server.url + CALLBACK_PATH);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api\/auth\/oidc/);
    expect(setCookie).toMatch(/Max-Age=600/);
  });

  it('links the first sign-in to the user with the verified e-mail and signs them in', async () => {
    const response = await signInAs('pat-sub');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/projects/dashboard');
    const cookie = sessionCookieFrom(response.headers);
    const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
    expect(current.status).toBe(200);
    expect(current.body.email).toBe('pm@example.com');
    const pmId = await server.idOf('users', { email: 'pm@example.com' });
    expect(
      await server
        .knex('user_identities')
        .where({ subject: 'pat-sub' })
        .select('user_id', 'issuer'),
    ).toEqual([{ user_id: pmId, issuer: provider.issuer }]);
  });

  it('finds the linked user by subject after the e-mail changed at the provider', async () => {
    provider.people.set('pat-sub', { email: 'pat@renamed.example', emailVerified: true });
    try {
      const response = await signInAs('pat-sub', '/tasks');
      expect(response.headers.get('location')).toBe('/tasks');
      const cookie = sessionCookieFrom(response.headers);
      const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
      expect(current.body.email).toBe('pm@example.com');
    } finally {
      provider.people.set('pat-sub', { email: 'pm@example.com', emailVerified: true });
    }
  });

  it("ignores parameters the provider adds to the callback (Google's authuser, hd, prompt, scope)", async () => {
    const started = await start();
    const back = await provider.authorize(started.location, 'pat-sub');
    back.searchParams.set('authuser', '0');
    back.searchParams.set('scope', 'openid email profile');
    const response = await callback(back, started.cookie);
    expect(response.headers.get('location')).toBe('/projects/dashboard');
    expect(sessionCookieFrom(response.headers)).toMatch(/^keel_session=/);
  });

  it('goes only to a path of this site after signing in', async () => {
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/auth/login',
    ])
      expect((await signInAs('pat-sub', returnTo)).headers.get('location')).toBe('/');
  });

  it('refuses a wrong state, a missing cookie and a replayed callback', async () => {
    const first = await start();
    const back = await provider.authorize(first.location, 'pat-sub');
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state-value-0123456789');
    refusedWith(await callback(forged, first.cookie), 'state');
    // The started sign-in was used up by the refused attempt: the right state is now refused too.
    refusedWith(await callback(back, first.cookie), 'state');

    const second = await start();
    const backAgain = await provider.authorize(second.location, 'pat-sub');
    refusedWith(await callback(backAgain), 'state');
    refusedWith(await callback(backAgain, 'keel_oidc=not-a-started-sign-in'), 'state');
  });

  it('refuses a replayed code: the provider refuses it and the browser gets a clear page', async () => {
    const first = await start();
    const back = await provider.authorize(first.location, 'pat-sub');
    expect((await callback(back, first.cookie)).headers.get('location')).toBe(
      '/projects/dashboard',
    );
    // The same callback again: the started sign-in is single use.
    refusedWith(await callback(back, first.cookie), 'state');
    // The used code with a new sign-in's state and cookie: the provider refuses the code.
    const second = await start();
    const replay = new URL(back);
    replay.searchParams.set('state', new URL(second.location).searchParams.get('state') ?? '');
    refusedWith(await callback(replay, second.cookie), 'provider');
  });

  it('refuses an e-mail the provider did not verify, and a missing e-mail', async () => {
    refusedWith(await signInAs('unverified-sub'), 'email_unverified');
    refusedWith(await signInAs('no-email-sub'), 'email_unverified');
    expect(await server.knex('user_identities').where({ subject: 'unverified-sub' })).toEqual([]);
  });

  it('refuses a disabled user', async () => {
    await insertUser(
      server.knex,
      { email: 'gone@corp.example', name: 'Gone', status: 'disabled' },
      server.clock.now,
    );
    refusedWith(await signInAs('disabled-sub'), 'disabled');
  });

  it('refuses a provider error answer (the person cancelled)', async () => {
    const started = await start();
    const state = new URL(started.location).searchParams.get('state') ?? '';
    const url = new URL(server.url + CALLBACK_PATH);
    url.searchParams.set('error', 'access_denied');
    url.searchParams.set('state', state);
    refusedWith(await callback(url, started.cookie), 'provider');
  });

  it('accepts an invitation by signing in with the invited e-mail', async () => {
    const { userId } = await server.invite('invited@corp.example');
    const response = await signInAs('invited-sub');
    expect(response.headers.get('location')).toBe('/projects/dashboard');
    const row = await server.knex('users').where({ id: userId }).first('status');
    expect(row.status).toBe('active');
  });
});

describe('a first sign-in without a Keel user', () => {
  it('is refused without OIDC_AUTO_CREATE', async () => {
    refusedWith(await signInAs('newcomer-sub'), 'no_account');
    expect(await server.knex('users').where({ email: 'newcomer@corp.example' })).toEqual([]);
  });

  it('creates the user with the default role (audited) with OIDC_AUTO_CREATE=1', async () => {
    const oidc = server.config.oidc;
    if (!oidc) throw new Error('OIDC is configured in this file');
    oidc.autoCreate = true;
    try {
      const response = await signInAs('newcomer-sub');
      expect(response.headers.get('location')).toBe('/projects/dashboard');
      const cookie = sessionCookieFrom(response.headers);
      const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
      expect(current.body).toMatchObject({ email: 'newcomer@corp.example', name: 'New Comer' });
      const id = await server.idOf('users', { email: 'newcomer@corp.example' });
      const roles = await server
        .knex('user_roles')
        .join('roles', 'roles.id', 'user_roles.role_id')
        .where({ user_id: id })
        .pluck('roles.name');
      expect(roles).toEqual(['Team Member']);
      const audit = await server
        .knex('audit_log')
        .where({ entity_type: 'user', entity_id: id })
        .select('action', 'actor_id');
      expect(audit).toEqual([{ action: 'create', actor_id: id }]);

      oidc.defaultRole = 'No Such Role';
      provider.people.set('second-sub', { email: 'second@corp.example', emailVerified: true });
      refusedWith(await signInAs('second-sub'), 'not_configured');
    } finally {
      oidc.autoCreate = false;
      oidc.defaultRole = 'Team Member';
    }
  });
});

describe('PASSWORD_LOGIN=0', () => {
  const passwordSignIn = (email: string, password = 'demo-password') =>
    server.request<ErrorBody>('POST', '/api/auth/login', { body: { email, password } });

  it('refuses password sign-in naming single sign-on, except the break-glass administrator', async () => {
    server.config.passwordLogin = false;
    try {
      const options = await server.request<SignInOptions>('GET', '/api/auth/sign-in-options');
      expect(options.body.passwordLogin).toBe(false);
      const refused = await passwordSignIn('pm@example.com');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'Password sign-in is turned off for this workspace. Use "Sign in with Test Provider" instead.',
      );
      expect(refused.headers.getSetCookie()).toEqual([]);
      // A wrong password is still just wrong (the answer does not tell who may use one).
      expect((await passwordSignIn('pm@example.com', 'wrong-password')).status).toBe(401);
      // No break-glass e-mail set: every Administrator may.
      expect((await passwordSignIn('admin@example.com')).status).toBe(200);

      server.config.passwordLoginBreakGlass = 'finance@example.com';
      expect((await passwordSignIn('admin@example.com')).status).toBe(403);
      expect((await passwordSignIn('finance@example.com')).status).toBe(200);

      // Accepting an invitation with a password follows the same rule.
      const { token } = await server.invite('late@corp.example');
      const signup = await server.request<ErrorBody>('POST', '/api/auth/signup', {
        body: {
          email: 'late@corp.example',
          token,
          name: 'Late',
          password: 'Velvet-harbour-lantern-42',
        },
      });
      expect(signup.status).toBe(403);
      // Single sign-on still works.
      expect((await signInAs('pat-sub')).headers.get('location')).toBe('/projects/dashboard');
    } finally {
      server.config.passwordLogin = true;
      server.config.passwordLoginBreakGlass = null;
    }
  });
});

describe('without OIDC_ISSUER', () => {
  it('says so on the options and refuses a start with a clear page', async () => {
    const oidc = server.config.oidc;
    server.config.oidc = null;
    try {
      const options = await server.request<SignInOptions>('GET', '/api/auth/sign-in-options');
      expect(options.body).toEqual({ sso: null, passwordLogin: true });
      const response = await server.request('GET', '/api/auth/oidc/start');
      refusedWith(response, 'not_configured');
    } finally {
      server.config.oidc = oidc;
    }
  });
});
