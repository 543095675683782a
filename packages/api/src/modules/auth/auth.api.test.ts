import {
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SESSION_COOKIE_NAME,
  type CurrentUser,
  type ErrorBody,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import { sessionCookieFrom, type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalidFields } from '../../test/answers';

let server: TestServer;
serverForFile((started) => (server = started));

const invite = (email: string, options: { external?: boolean } = {}) =>
  server.invite(email, {
    roles: [options.external ? 'Stakeholder' : 'Team Member'],
    external: options.external,
  });

/** A sign-in with these credentials (sending the browser's session cookie, when given). */
const signIn = <T = unknown>(email: string, password: string, cookie?: string) =>
  server.request<T>('POST', '/api/auth/login', { cookie, body: { email, password } });

describe('signing in', () => {
  it('signs in with the right password, sets an HttpOnly SameSite=Lax cookie and returns the current user', async () => {
    const response = await signIn<CurrentUser>('PM@Example.com', 'demo-password');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: 'pm@example.com',
      name: 'Pat Manager',
      initials: 'PM',
      external: false,
    });
    expect(response.body.globalPermissions.readSomeProjects).toBe(true);
    expect(response.body.globalPermissions.readAllProjects).toBeUndefined();
    const setCookie =
      response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`)) ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it('refuses a wrong password with 401 and a message, without a cookie', async () => {
    const response = await signIn<ErrorBody>('finance@example.com', 'wrong-password');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Email or password is incorrect' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an unknown email the same way as a wrong password', async () => {
    const response = await signIn<ErrorBody>('nobody@example.com', 'whatever-password');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Email or password is incorrect');
  });

  it('names the field when the body is not valid', async () => {
    expectInvalidFields(
      await server.request('POST', '/api/auth/login', {
        body: { email: 'not-an-email' },
      }),
      ['email', 'password'],
    );
  });

  it('gives a new session id on every sign-in and ends the session the browser had', async () => {
    const first = await server.login('admin');
    const second = await signIn('admin@example.com', 'demo-password', first);
    const secondCookie = sessionCookieFrom(second.headers);
    expect(secondCookie).not.toBe(first);
    expect((await server.request('GET', '/api/users/current', { cookie: first })).status).toBe(401);
    expect(
      (await server.request('GET', '/api/users/current', { cookie: secondCookie })).status,
    ).toBe(200);
  });

  it('locks an account out after five failures with 429 and Retry-After, even for the right password', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      const failed = await signIn('member@example.com', `wrong-${i}-password`);
      expect(failed.status).toBe(401);
    }
    const locked = await signIn<ErrorBody>('member@example.com', 'demo-password');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed sign-in attempts/);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Other accounts are not affected, and the lock lifts when the window has passed.
    expect((await signIn('pm@example.com', 'demo-password')).status).toBe(200);
    server.clock.advance(15 * 60 * 1000 + 1000);
    const after = await signIn('member@example.com', 'demo-password');
    expect(after.status).toBe(200);
  });

  it('limits failures per address across accounts (50 in 15 minutes)', async () => {
    for (let i = 0; i < 50; i++) {
      await signIn(`probe-${i}@example.com`, 'wrong-password');
    }
    const limited = await signIn<ErrorBody>('admin@example.com', 'demo-password');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/your address/);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    server.clock.advance(15 * 60 * 1000 + 1000);
  });
});

describe('signing out', () => {
  it('deletes the session and clears the cookie', async () => {
    const cookie = await server.login('finance');
    expect((await server.request('GET', '/api/users/current', { cookie })).status).toBe(200);
    const response = await server.request('POST', '/api/auth/logout', { cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE_NAME}=;`));
    expect((await server.request('GET', '/api/users/current', { cookie })).status).toBe(401);
  });

  it('answers 200 when already signed out', async () => {
    expect((await server.request('POST', '/api/auth/logout')).status).toBe(200);
  });
});

describe('invitations and signing up', () => {
  it('checks a valid invitation and returns its email', async () => {
    const { token } = await invite('new.person@example.com');
    const response = await server.request('GET', `/api/auth/invitations/${token}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: 'new.person@example.com', external: false });
  });

  it('answers 404 for an unknown invitation token', async () => {
    const response = await server.request<ErrorBody>(
      'GET',
      '/api/auth/invitations/not-a-real-token',
    );
    expect(response.status).toBe(404);
    expect(response.body.message).toMatch(/not valid/);
  });

  it('signs up with a valid invitation: activates the user, signs them in, and the token cannot be used again', async () => {
    const { token } = await invite('signup.valid@example.com');
    const body = {
      email: 'signup.valid@example.com',
      token,
      name: 'Val Id',
      password: 'a-long-password',
    };
    const response = await server.request<CurrentUser>('POST', '/api/auth/signup', { body });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email: 'signup.valid@example.com',
      name: 'Val Id',
      initials: 'VI',
    });
    expect(response.body.globalPermissions).toEqual({
      readAssignedProjectTasks: true,
      readOwnResourceAllocation: true,
    });
    const cookie = sessionCookieFrom(response.headers);
    expect((await server.request('GET', '/api/users/current', { cookie })).status).toBe(200);

    const reused = await server.request<ErrorBody>('POST', '/api/auth/signup', { body });
    expect(reused.status).toBe(400);
    expect(reused.body.errors?.token?.[0]).toMatch(/already been used/);

    const login = await signIn('signup.valid@example.com', 'a-long-password');
    expect(login.status).toBe(200);
  });

  it('refuses an expired invitation with 400 naming the token', async () => {
    const { token } = await invite('signup.expired@example.com');
    server.clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    const response = await server.request<ErrorBody>('POST', '/api/auth/signup', {
      body: {
        email: 'signup.expired@example.com',
        token,
        name: 'Ex Pired',
        password: 'a-long-password',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.token).toEqual([
      'This invitation has expired. Ask for a new invitation.',
    ]);
    expect((await server.request('GET', `/api/auth/invitations/${token}`)).status).toBe(400);
  });

  it('refuses a short password and a different email, naming the field', async () => {
    const { token } = await invite('signup.fields@example.com');
    const short = await server.request<ErrorBody>('POST', '/api/auth/signup', {
      body: { email: 'signup.fields@example.com', token, name: 'Fi Elds', password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors?.password?.[0]).toMatch(/at least 10/);
    expectInvalidFields(
      await server.request('POST', '/api/auth/signup', {
        body: {
          email: 'someone.else@example.com',
          token,
          name: 'Fi Elds',
          password: 'a-long-password',
        },
      }),
      ['email'],
    );
  });

  it('revokes the earlier link when someone is invited again', async () => {
    const first = await invite('signup.twice@example.com');
    const second = await invite('signup.twice@example.com');
    expect((await server.request('GET', `/api/auth/invitations/${first.token}`)).status).toBe(404);
    expect((await server.request('GET', `/api/auth/invitations/${second.token}`)).status).toBe(200);
  });
});
