import type { CurrentUser, CustomTaskView, ErrorBody } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/users/current', () => {
  it('answers 401 with a message when signed out', async () => {
    const response = await server.request<ErrorBody>('GET', '/api/users/current');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Sign in to continue' });
  });

  it('returns the profile, flags, teams and default settings of each demo account', async () => {
    const pm = (
      await server.request<CurrentUser>('GET', '/api/users/current', {
        cookie: await server.login('pm'),
      })
    ).body;
    expect(pm).toMatchObject({
      email: 'pm@example.com',
      name: 'Pat Manager',
      initials: 'PM',
      external: false,
    });
    expect(pm.teams.map((t) => t.name)).toEqual(['Delivery']);
    expect(pm.settings).toEqual({
      tasksPageCustomViews: [],
      tasksTableCustomViews: [],
      theme: 'system',
    });
    expect(Object.keys(pm.globalPermissions)).toHaveLength(21);

    const member = (
      await server.request<CurrentUser>('GET', '/api/users/current', {
        cookie: await server.login('member'),
      })
    ).body;
    expect(member.globalPermissions).toEqual({
      readAssignedProjectTasks: true,
      readOwnResourceAllocation: true,
    });
    expect(member.teams.map((t) => t.name)).toEqual(['Delivery', 'Design']);

    const stakeholder = (
      await server.request<CurrentUser>('GET', '/api/users/current', {
        cookie: await server.login('stakeholder'),
      })
    ).body;
    expect(stakeholder.external).toBe(true);
    expect(stakeholder.globalPermissions).toEqual({
      readSomeProjects: true,
      readProjectGeneralReports: true,
    });
    expect(stakeholder.teams).toEqual([]);

    const admin = (
      await server.request<CurrentUser>('GET', '/api/users/current', {
        cookie: await server.login('admin'),
      })
    ).body;
    expect(admin.globalPermissions.manageRoles).toBe(true);
    expect(admin.teams).toEqual([]);

    const finance = (
      await server.request<CurrentUser>('GET', '/api/users/current', {
        cookie: await server.login('finance'),
      })
    ).body;
    expect(finance.globalPermissions.readAllProjects).toBe(true);
    expect(finance.teams.map((t) => t.name)).toEqual(['Finance']);
  });

  it('never sends the password hash', async () => {
    const response = await server.request('GET', '/api/users/current', {
      cookie: await server.login('admin'),
    });
    expect(response.text).not.toMatch(/scrypt|password/i);
  });
});

describe('saving custom views', () => {
  const views: CustomTaskView[] = [
    {
      id: 'v1',
      name: 'Late work',
      groupBy: 'assignee',
      showProjectName: false,
      filters: [{ filterName: 'status', intArrayValue: [1, 2] }],
    },
  ];

  it('saves the whole list of task page views, returns it and keeps it in the current user', async () => {
    const cookie = await server.login('pm');
    const saved = await server.request<CustomTaskView[]>(
      'POST',
      '/api/users/current/settings/tasks-page-custom-views',
      {
        cookie,
        body: [...views, { id: 'v2' }],
      },
    );
    expect(saved.status).toBe(200);
    // Defaults of SPEC §3 are filled in for what was left out.
    expect(saved.body).toEqual([
      ...views,
      { id: 'v2', name: 'Custom View', groupBy: 'projectFull', showProjectName: true, filters: [] },
    ]);
    const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
    expect(current.body.settings.tasksPageCustomViews).toEqual(saved.body);

    const emptied = await server.request(
      'POST',
      '/api/users/current/settings/tasks-page-custom-views',
      { cookie, body: [] },
    );
    expect(emptied.body).toEqual([]);
  });

  it('saves the tasks table views without touching the task page views', async () => {
    const cookie = await server.login('admin');
    await server.request('POST', '/api/users/current/settings/tasks-page-custom-views', {
      cookie,
      body: views,
    });
    const table = [
      {
        id: 't1',
        name: 'Compact',
        columns: ['name', 'status'],
        sort: { column: 'name', direction: 'asc' },
      },
    ];
    const saved = await server.request(
      'POST',
      '/api/users/current/settings/tasks-table-custom-views',
      { cookie, body: table },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([{ ...table[0], filters: [] }]);
    const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
    expect(current.body.settings.tasksPageCustomViews).toEqual(views);
    expect(current.body.settings.tasksTableCustomViews).toHaveLength(1);
  });

  it('refuses a bad list with 400 naming the field, and keeps what was saved', async () => {
    const cookie = await server.login('finance');
    await server.request('POST', '/api/users/current/settings/tasks-page-custom-views', {
      cookie,
      body: views,
    });
    const bad = await server.request<ErrorBody>(
      'POST',
      '/api/users/current/settings/tasks-page-custom-views',
      {
        cookie,
        body: [
          { id: 'a', groupBy: 'colour' },
          { id: 'a', name: '' },
        ],
      },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['0.groupBy', '1.name']);
    const duplicate = await server.request<ErrorBody>(
      'POST',
      '/api/users/current/settings/tasks-page-custom-views',
      {
        cookie,
        body: [{ id: 'same' }, { id: 'same' }],
      },
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors?.['1.id']).toEqual(['Duplicate view id "same"']);
    const notAList = await server.request<ErrorBody>(
      'POST',
      '/api/users/current/settings/tasks-page-custom-views',
      {
        cookie,
        body: { id: 'x' },
      },
    );
    expect(notAList.status).toBe(400);
    expect(Object.keys(notAList.body.errors ?? {})).toEqual(['body']);
    const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
    expect(current.body.settings.tasksPageCustomViews).toEqual(views);
  });
});

describe('GET /api/measurement-units', () => {
  it('lists minutes, hours and days with their size in minutes', async () => {
    const response = await server.request('GET', '/api/measurement-units', {
      cookie: await server.login('member'),
    });
    expect(response.body).toEqual([
      { id: 'minutes', name: 'Minutes', minutes: 1 },
      { id: 'hours', name: 'Hours', minutes: 60 },
      { id: 'days', name: 'Days', minutes: 480 },
    ]);
  });
});
