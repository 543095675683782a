import {
  GLOBAL_PERMISSION_FLAGS,
  PERMISSION_CATALOGUE,
  type AdminUser,
  type ErrorBody,
  type IssuedLink,
  type Page,
  type Role,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import { sessionCookieFrom, type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalidFields } from '../../test/answers';

let server: TestServer;
serverForFile((started) => (server = started));

async function signUpWithRole(roleId: number, email: string, name: string) {
  const invited = await server.call<IssuedLink>('admin', 'POST', '/api/admin/invitations', {
    email,
    roleIds: [roleId],
  });
  const url = new URL(invited.body.url, 'http://x');
  const signup = await server.request('POST', '/api/auth/signup', {
    body: {
      email: url.searchParams.get('email'),
      token: url.searchParams.get('token'),
      name,
      password: 'a-long-password-1',
    },
  });
  return { id: invited.body.userId, cookie: sessionCookieFrom(signup.headers) };
}

async function roleByName(name: string): Promise<Role> {
  const page = await server.call<Page<Role>>(
    'admin',
    'GET',
    `/api/roles?search=${encodeURIComponent(name)}`,
  );
  const role = page.body.items.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
}

describe('the flag catalogue', () => {
  it('lists every global flag exactly once, grouped by area with a description', async () => {
    const flags = PERMISSION_CATALOGUE.flatMap((area) => area.flags.map((f) => f.flag));
    expect([...flags].sort()).toEqual([...GLOBAL_PERMISSION_FLAGS].sort());
    const response = await server.call<typeof PERMISSION_CATALOGUE>(
      'admin',
      'GET',
      '/api/roles/flags',
    );
    expect(response.status).toBe(200);
    expect(response.body.map((a) => a.area)).toContain('Salaries');
    expect(response.body.every((a) => a.flags.every((f) => f.description.length > 0))).toBe(true);
  });
});

describe('roles', () => {
  it('lists the built-in roles with flags and user counts', async () => {
    const page = await server.call<Page<Role>>('admin', 'GET', '/api/roles');
    expect(page.body.items.map((r) => r.name)).toEqual([
      'Administrator',
      'Finance',
      'Project Manager',
      'Stakeholder',
      'Team Member',
    ]);
    const administrator = page.body.items[0] as Role;
    expect(administrator.flags).toEqual([...GLOBAL_PERMISSION_FLAGS]);
    expect(administrator).toMatchObject({ builtIn: true, userCount: 1 });
    const byUsers = await server.call<Page<Role>>(
      'admin',
      'GET',
      '/api/roles?sort=userCount&direction=desc&pageSize=1',
    );
    expect(byUsers.body.items).toHaveLength(1);
    expect(byUsers.body.total).toBe(5);
  });

  it('creates, edits and deletes a role; stale versions are 409', async () => {
    const created = await server.call<Role>('admin', 'POST', '/api/roles', {
      name: 'Auditor',
      flags: ['readTeams', 'readIdentityUsers', 'readTeams'],
    });
    expect(created.status).toBe(201);
    // Deduplicated, in the canonical order.
    expect(created.body).toMatchObject({
      name: 'Auditor',
      builtIn: false,
      flags: ['readTeams', 'readIdentityUsers'],
      userCount: 0,
      version: 1,
    });
    const edited = await server.call<Role>('admin', 'PUT', `/api/roles/${created.body.id}`, {
      version: 1,
      name: 'Auditors',
      flags: ['readIdentityUsers', 'manageRoles'],
    });
    expect(edited.body).toMatchObject({ name: 'Auditors', version: 2 });
    expect(edited.body.flags).toEqual(['readIdentityUsers', 'manageRoles']);
    const stale = await server.call('admin', 'PUT', `/api/roles/${created.body.id}`, {
      version: 1,
      name: 'Auditors',
      flags: [],
    });
    expect(stale.status).toBe(409);
    expect(
      (await server.call('admin', 'DELETE', `/api/roles/${created.body.id}?version=1`)).status,
    ).toBe(409);
    const deleted = await server.call('admin', 'DELETE', `/api/roles/${created.body.id}?version=2`);
    expect(deleted.status).toBe(200);
    expect((await server.call('admin', 'GET', `/api/roles/${created.body.id}`)).status).toBe(404);
  });

  it('refuses bad input with 400 naming the field', async () => {
    expectInvalidFields(
      await server.call('admin', 'POST', '/api/roles', {
        name: ' ',
        flags: ['flyPlanes'],
      }),
      ['flags.0', 'name'],
    );
    const duplicate = await server.call<ErrorBody>('admin', 'POST', '/api/roles', {
      name: 'finance',
      flags: [],
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors?.name).toEqual(['A role with this name already exists']);
    expectInvalidFields(await server.call('admin', 'DELETE', '/api/roles/1'), ['version']);
  });

  it('protects built-in roles: no deleting, no renaming, Administrator keeps every flag', async () => {
    const teamMember = await roleByName('Team Member');
    const del = await server.call<ErrorBody>(
      'admin',
      'DELETE',
      `/api/roles/${teamMember.id}?version=${teamMember.version}`,
    );
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('Built-in roles cannot be deleted');
    const rename = await server.call<ErrorBody>('admin', 'PUT', `/api/roles/${teamMember.id}`, {
      version: teamMember.version,
      name: 'Members',
      flags: teamMember.flags,
    });
    expect(rename.body.errors?.name).toEqual(['Built-in roles cannot be renamed']);
    // Built-in roles other than Administrator may change their flags.
    const widened = await server.call<Role>('admin', 'PUT', `/api/roles/${teamMember.id}`, {
      version: teamMember.version,
      name: 'Team Member',
      flags: [...teamMember.flags, 'readTeams'],
    });
    expect(widened.status).toBe(200);
    const member = await server.login('member');
    const current = await server.request<{ globalPermissions: Record<string, true> }>(
      'GET',
      '/api/users/current',
      { cookie: member },
    );
    expect(current.body.globalPermissions.readTeams).toBe(true);
    await server.call('admin', 'PUT', `/api/roles/${teamMember.id}`, {
      version: widened.body.version,
      name: 'Team Member',
      flags: teamMember.flags,
    });

    const administrator = await roleByName('Administrator');
    const narrowed = await server.call<ErrorBody>(
      'admin',
      'PUT',
      `/api/roles/${administrator.id}`,
      { version: administrator.version, name: 'Administrator', flags: ['readTeams'] },
    );
    expect(narrowed.body.errors?.flags).toEqual(['The Administrator role always holds every flag']);
  });

  it('lets a user manager act only within their own permissions', async () => {
    const managers = await server.call<Role>('admin', 'POST', '/api/roles', {
      name: 'User managers',
      flags: ['readIdentityUsers', 'manageIdentityUsers'],
    });
    const uma = await signUpWithRole(managers.body.id, 'manager.of.users@example.com', 'Uma Users');
    const adminId = await server.idOf('users', { email: 'admin@example.com' });
    const ada = await server.request<AdminUser>('GET', `/api/admin/users/${adminId}`, {
      cookie: uma.cookie,
    });
    const disable = await server.request<ErrorBody>('POST', `/api/admin/users/${adminId}/disable`, {
      cookie: uma.cookie,
      body: { version: ada.body.version },
    });
    expect(disable.status).toBe(403);
    const reset = await server.request('POST', `/api/admin/users/${adminId}/password-reset`, {
      cookie: uma.cookie,
    });
    expect(reset.status).toBe(403);
    const administrator = await roleByName('Administrator');
    const inviteAdmin = await server.request<ErrorBody>('POST', '/api/admin/invitations', {
      cookie: uma.cookie,
      body: { email: 'sneaky@example.com', roleIds: [administrator.id] },
    });
    expect(inviteAdmin.status).toBe(403);
    expect(inviteAdmin.body.message).toMatch(/role Administrator/);
    const me = await server.request<AdminUser>('GET', `/api/admin/users/${uma.id}`, {
      cookie: uma.cookie,
    });
    const promote = await server.request('PUT', `/api/admin/users/${uma.id}`, {
      cookie: uma.cookie,
      body: {
        version: me.body.version,
        name: me.body.name,
        initials: me.body.initials,
        color: me.body.color,
        roleIds: [managers.body.id, administrator.id],
        teamIds: [],
      },
    });
    expect(promote.status).toBe(403);
    const plain = await server.request('POST', '/api/admin/invitations', {
      cookie: uma.cookie,
      body: { email: 'plain.invitee@example.com', roleIds: [managers.body.id] },
    });
    expect(plain.status).toBe(201);
    // A role editor without every flag cannot widen roles beyond their own flags.
    const editors = await server.call<Role>('admin', 'POST', '/api/roles', {
      name: 'Role editors',
      flags: ['manageRoles', 'readTeams'],
    });
    const rex = await signUpWithRole(editors.body.id, 'rex@example.com', 'Rex Roles');
    const widen = await server.request<ErrorBody>('PUT', `/api/roles/${editors.body.id}`, {
      cookie: rex.cookie,
      body: {
        version: 1,
        name: 'Role editors',
        flags: ['manageRoles', 'readTeams', 'manageTeams'],
      },
    });
    expect(widen.status).toBe(403);
    expect(widen.body.message).toMatch(/manageTeams/);
    const within = await server.request('POST', '/api/roles', {
      cookie: rex.cookie,
      body: { name: 'Team readers', flags: ['readTeams'] },
    });
    expect(within.status).toBe(201);
    // Roles are for manageRoles holders only; the user pages may read them.
    expect(
      (
        await server.request('POST', '/api/roles', {
          cookie: uma.cookie,
          body: { name: 'Sneaky', flags: ['manageRoles'] },
        })
      ).status,
    ).toBe(403);
    expect((await server.request('GET', '/api/roles', { cookie: uma.cookie })).status).toBe(200);
    expect(
      (await server.request('GET', '/api/roles', { cookie: await server.login('pm') })).status,
    ).toBe(403);
  });

  it('never lets anyone disable the last active administrator', async () => {
    const everything = await server.call<Role>('admin', 'POST', '/api/roles', {
      name: 'Everything but the name',
      flags: [...GLOBAL_PERMISSION_FLAGS],
    });
    const eve = await signUpWithRole(everything.body.id, 'eve@example.com', 'Eve Everything');
    const adminId = await server.idOf('users', { email: 'admin@example.com' });
    const ada = await server.request<AdminUser>('GET', `/api/admin/users/${adminId}`, {
      cookie: eve.cookie,
    });
    const refused = await server.request<ErrorBody>('POST', `/api/admin/users/${adminId}/disable`, {
      cookie: eve.cookie,
      body: { version: ada.body.version },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/last active administrator/);
  });
});
