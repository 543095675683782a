import type { CurrentUser, ErrorBody, Profile } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalidFields } from '../../test/answers';

let server: TestServer;
serverForFile((started) => (server = started));

describe('own profile', () => {
  it('reads and edits own name, initials, colour and theme; a stale version is 409', async () => {
    const cookie = await server.login('stakeholder');
    const profile = await server.request<Profile>('GET', '/api/users/current/profile', { cookie });
    expect(profile.body).toMatchObject({
      email: 'stakeholder@example.com',
      name: 'Sam Stakeholder',
      initials: 'SS',
      theme: 'system',
    });
    const saved = await server.request<Profile>('PUT', '/api/users/current/profile', {
      cookie,
      body: {
        version: profile.body.version,
        name: 'Samantha Stakeholder',
        initials: 'SaS',
        color: '#7c3aed',
        theme: 'dark',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Samantha Stakeholder',
      initials: 'SaS',
      color: '#7c3aed',
      theme: 'dark',
      version: profile.body.version + 1,
    });
    const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
    expect(current.body).toMatchObject({ name: 'Samantha Stakeholder', initials: 'SaS' });
    expect(current.body.settings.theme).toBe('dark');

    const stale = await server.request<ErrorBody>('PUT', '/api/users/current/profile', {
      cookie,
      body: { version: profile.body.version, name: 'X', initials: 'X', color: '#000000' },
    });
    expect(stale.status).toBe(409);
    expectInvalidFields(
      await server.request('PUT', '/api/users/current/profile', {
        cookie,
        body: { version: saved.body.version, name: '', initials: 'TOOLONG', color: 'red' },
      }),
      ['color', 'initials', 'name'],
    );
  });

  it('stores the theme alone', async () => {
    const cookie = await server.login('member');
    const theme = await server.request('PUT', '/api/users/current/settings/theme', {
      cookie,
      body: { theme: 'light' },
    });
    expect(theme.body).toEqual({ theme: 'light' });
    const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
    expect(current.body.settings.theme).toBe('light');
    const bad = await server.request<ErrorBody>('PUT', '/api/users/current/settings/theme', {
      cookie,
      body: { theme: 'neon' },
    });
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['theme']);
  });

  it('changes the password with the current one and ends every other session', async () => {
    const other = await server.login('pm');
    const cookie = await server.login('pm');
    const wrong = await server.request<ErrorBody>('POST', '/api/users/current/password', {
      cookie,
      body: { currentPassword: 'not-it', newPassword: 'pat-new-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.currentPassword).toEqual(['The current password is not correct']);
    const short = await server.request<ErrorBody>('POST', '/api/users/current/password', {
      cookie,
      body: { currentPassword: 'demo-password', newPassword: 'short' },
    });
    expect(Object.keys(short.body.errors ?? {})).toEqual(['newPassword']);

    const changed = await server.request('POST', '/api/users/current/password', {
      cookie,
      body: { currentPassword: 'demo-password', newPassword: 'pat-new-password' },
    });
    expect(changed.status).toBe(200);
    expect((await server.request('GET', '/api/users/current', { cookie })).status).toBe(200);
    expect((await server.request('GET', '/api/users/current', { cookie: other })).status).toBe(401);
    const login = await server.request('POST', '/api/auth/login', {
      body: { email: 'pm@example.com', password: 'pat-new-password' },
    });
    expect(login.status).toBe(200);
  });

  it('is for signed-in users only', async () => {
    expect((await server.request('GET', '/api/users/current/profile')).status).toBe(401);
    expect(
      (
        await server.request('POST', '/api/users/current/password', {
          body: { currentPassword: 'a', newPassword: 'bbbbbbbbbbbb' },
        })
      ).status,
    ).toBe(401);
  });
});
