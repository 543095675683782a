import type { CurrentUser, ErrorBody, Page, Team } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalidFields } from '../../test/answers';

let server: TestServer;
serverForFile((started) => (server = started));

describe('teams', () => {
  it('lists the demo teams with lead and members, for readTeams holders too', async () => {
    const page = await server.request<Page<Team>>('GET', '/api/teams', {
      cookie: await server.login('pm'),
    });
    expect(page.status).toBe(200);
    expect(page.body.items.map((t) => t.name)).toEqual(['Delivery', 'Design', 'Finance']);
    expect(page.body.items[0]).toMatchObject({
      lead: { name: 'Pat Manager' },
      members: [{ name: 'Max Member' }, { name: 'Pat Manager' }],
    });
    const bySize = await server.call<Page<Team>>(
      'admin',
      'GET',
      '/api/teams?sort=memberCount&direction=desc&pageSize=1',
    );
    expect(bySize.body).toMatchObject({ total: 3, items: [{ name: 'Delivery' }] });
    const searched = await server.call<Page<Team>>('admin', 'GET', '/api/teams?search=SIG');
    expect(searched.body.items.map((t) => t.name)).toEqual(['Design']);
  });

  it('creates a team whose members see it in their current user; the lead becomes a member', async () => {
    const member = await server.idOf('users', { email: 'member@example.com' });
    const finance = await server.idOf('users', { email: 'finance@example.com' });
    const created = await server.call<Team>('admin', 'POST', '/api/teams', {
      name: 'Platform',
      leadId: finance,
      memberIds: [member],
    });
    expect(created.status).toBe(201);
    expect(created.body.lead?.name).toBe('Fin Ance');
    expect(created.body.members.map((m) => m.name)).toEqual(['Fin Ance', 'Max Member']);
    const current = await server.request<CurrentUser>('GET', '/api/users/current', {
      cookie: await server.login('member'),
    });
    expect(current.body.teams.map((t) => t.name)).toEqual(['Delivery', 'Design', 'Platform']);

    const renamed = await server.call<Team>('admin', 'PUT', `/api/teams/${created.body.id}`, {
      version: 1,
      name: 'Platform team',
      leadId: null,
      memberIds: [member],
    });
    expect(renamed.body).toMatchObject({ name: 'Platform team', lead: null, version: 2 });
    expect(renamed.body.members.map((m) => m.name)).toEqual(['Max Member']);
    const stale = await server.call('admin', 'PUT', `/api/teams/${created.body.id}`, {
      version: 1,
      name: 'Old',
      leadId: null,
      memberIds: [],
    });
    expect(stale.status).toBe(409);
    expect(
      (await server.call('admin', 'DELETE', `/api/teams/${created.body.id}?version=1`)).status,
    ).toBe(409);
    const deleted = await server.call('admin', 'DELETE', `/api/teams/${created.body.id}?version=2`);
    expect(deleted.status).toBe(200);
    const after = await server.request<CurrentUser>('GET', '/api/users/current', {
      cookie: await server.login('member'),
    });
    expect(after.body.teams.map((t) => t.name)).toEqual(['Delivery', 'Design']);
  });

  it('refuses bad input with 400 naming the field', async () => {
    expectInvalidFields(
      await server.call('admin', 'POST', '/api/teams', {
        name: '',
        memberIds: ['x'],
      }),
      ['memberIds.0', 'name'],
    );
    const duplicate = await server.call<ErrorBody>('admin', 'POST', '/api/teams', {
      name: 'delivery',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors?.name).toEqual(['A team with this name already exists']);
    const unknown = await server.call<ErrorBody>('admin', 'POST', '/api/teams', {
      name: 'Ghosts',
      memberIds: [9999],
      leadId: null,
    });
    expect(unknown.body.errors?.memberIds).toEqual(['Unknown users: 9999']);
    const unknownLead = await server.call<ErrorBody>('admin', 'POST', '/api/teams', {
      name: 'Ghosts',
      leadId: 9999,
    });
    expect(unknownLead.body.errors?.leadId).toEqual(['Unknown user']);
    expect((await server.call('admin', 'GET', '/api/teams/9999')).status).toBe(404);
  });

  it('needs manageTeams to change and readTeams to read', async () => {
    const pm = await server.login('pm');
    expect(
      (await server.request('POST', '/api/teams', { cookie: pm, body: { name: 'Mine' } })).status,
    ).toBe(403);
    expect(
      (await server.request('GET', '/api/teams', { cookie: await server.login('member') })).status,
    ).toBe(403);
    expect((await server.request('GET', '/api/teams')).status).toBe(401);
  });
});
