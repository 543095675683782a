import type {
  CurrentUser,
  CustomField,
  CustomTaskView,
  ErrorBody,
  ProjectsBrowserColumns,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalidFields } from '../../test/answers';
import { databaseKind } from '../../db/dialect';

let server: TestServer;
serverForFile((started) => (server = started));

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
      projectsBrowserColumns: { customFieldIds: [] },
    });
    // The built-in Project Manager's flags, the team leads' approvals among them (issue 30).
    expect(Object.keys(pm.globalPermissions)).toHaveLength(23);
    expect(pm.globalPermissions.approveTeamTimesheets).toBe(true);
    // Their projects' invoices (issue 32).
    expect(pm.globalPermissions.readInvoices).toBe(true);

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

  it('reads the user once while nothing changes (SQLite), and shows a change at once', async () => {
    const cookie = await server.login('member');
    const current = async () =>
      (await server.request<CurrentUser>('GET', '/api/users/current', { cookie })).body;
    await current();
    const userQueries: string[] = [];
    const onQuery = (query: { sql: string }) => {
      if (/\b(users|team_members)\b/.test(query.sql)) userQueries.push(query.sql);
    };
    server.knex.on('query', onQuery);
    try {
      expect((await current()).name).toBe('Max Member');
      if (databaseKind(server.knex) === 'sqlite') expect(userQueries).toEqual([]);
      await server
        .knex('users')
        .where({ email: 'member@example.com' })
        .update({ name: 'Max Renamed' });
      await server
        .knex('team_members')
        .where({ user_id: (await current()).id })
        .delete();
      const changed = await current();
      expect(changed.name).toBe('Max Renamed');
      expect(changed.teams).toEqual([]);
    } finally {
      server.knex.off('query', onQuery);
    }
  });

  it('never sends the password hash', async () => {
    const response = await server.request('GET', '/api/users/current', {
      cookie: await server.login('admin'),
    });
    expect(response.text).not.toMatch(/scrypt|password/i);
  });
});

describe('stored settings', () => {
  it('drops only a stored value that no longer fits its schema, keeping the others', async () => {
    const cookie = await server.login('finance');
    const user = await server.knex('users').where({ email: 'finance@example.com' }).first('id');
    await server
      .knex('users')
      .where({ id: user.id })
      .update({
        settings: JSON.stringify({
          theme: 'dark',
          projectsBrowserColumns: { customFieldIds: 'not a list' },
          retiredSetting: true,
        }),
      });
    const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
    expect(current.body.settings).toEqual({
      tasksPageCustomViews: [],
      tasksTableCustomViews: [],
      theme: 'dark',
      projectsBrowserColumns: { customFieldIds: [] },
    });
    await server.knex('users').where({ id: user.id }).update({ settings: '{}' });
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
    expectInvalidFields(
      await server.request('POST', '/api/users/current/settings/tasks-page-custom-views', {
        cookie,
        body: [
          { id: 'a', groupBy: 'colour' },
          { id: 'a', name: '' },
        ],
      }),
      ['0.groupBy', '1.name'],
    );
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
    expectInvalidFields(
      await server.request('POST', '/api/users/current/settings/tasks-page-custom-views', {
        cookie,
        body: { id: 'x' },
      }),
      ['body'],
    );
    const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
    expect(current.body.settings.tasksPageCustomViews).toEqual(views);
  });
});

describe('saving the project browser columns', () => {
  const PATH = '/api/users/current/settings/projects-browser-columns';

  async function createField(name: string): Promise<number> {
    const created = await server.request<CustomField>('POST', '/api/custom-fields', {
      cookie: await server.login('admin'),
      body: { name, type: 'text' },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  it('saves the whole choice, returns it in the order sent and keeps it in the current user', async () => {
    const first = await createField('Browser column A');
    const second = await createField('Browser column B');
    const cookie = await server.login('pm');
    const saved = await server.request<ProjectsBrowserColumns>('POST', PATH, {
      cookie,
      body: { customFieldIds: [second, first] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ customFieldIds: [second, first] });
    const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
    expect(current.body.settings.projectsBrowserColumns).toEqual({
      customFieldIds: [second, first],
    });

    // Each user has their own choice.
    const other = await server.request<CurrentUser>('GET', '/api/users/current', {
      cookie: await server.login('finance'),
    });
    expect(other.body.settings.projectsBrowserColumns).toEqual({ customFieldIds: [] });

    const emptied = await server.request<ProjectsBrowserColumns>('POST', PATH, {
      cookie,
      body: { customFieldIds: [] },
    });
    expect(emptied.body).toEqual({ customFieldIds: [] });
    const after = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
    expect(after.body.settings.projectsBrowserColumns).toEqual({ customFieldIds: [] });
  });

  it('leaves the other settings alone', async () => {
    const cookie = await server.login('member');
    const views = [{ id: 'mine', name: 'Mine' }];
    await server.request('POST', '/api/users/current/settings/tasks-page-custom-views', {
      cookie,
      body: views,
    });
    const field = await createField('Browser column C');
    await server.request('POST', PATH, { cookie, body: { customFieldIds: [field] } });
    const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
    expect(current.body.settings.tasksPageCustomViews).toMatchObject(views);
    expect(current.body.settings.projectsBrowserColumns).toEqual({ customFieldIds: [field] });
  });

  it('drops ids of custom fields that do not exist', async () => {
    const kept = await createField('Browser column D');
    const deleted = await createField('Browser column E');
    const removed = await server.request('DELETE', `/api/custom-fields/${deleted}?version=1`, {
      cookie: await server.login('admin'),
    });
    expect(removed.status).toBe(200);
    const cookie = await server.login('stakeholder');
    const saved = await server.request<ProjectsBrowserColumns>('POST', PATH, {
      cookie,
      body: { customFieldIds: [deleted, kept, 999_999] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ customFieldIds: [kept] });
    const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
    expect(current.body.settings.projectsBrowserColumns).toEqual({ customFieldIds: [kept] });
  });

  it('refuses bad input with 400 naming the field, and keeps what was saved', async () => {
    const field = await createField('Browser column F');
    const cookie = await server.login('admin');
    await server.request('POST', PATH, { cookie, body: { customFieldIds: [field] } });

    expectInvalidFields(
      await server.request('POST', PATH, {
        cookie,
        body: { customFieldIds: [field, 'x', -1, 1.5] },
      }),
      ['customFieldIds.1', 'customFieldIds.2', 'customFieldIds.3'],
    );

    const duplicate = await server.request<ErrorBody>('POST', PATH, {
      cookie,
      body: { customFieldIds: [field, field] },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors?.['customFieldIds.1']).toEqual([
      `Duplicate custom field id ${field}`,
    ]);

    expectInvalidFields(await server.request('POST', PATH, { cookie, body: {} }), [
      'customFieldIds',
    ]);

    expectInvalidFields(
      await server.request('POST', PATH, {
        cookie,
        body: { customFieldIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      }),
      ['customFieldIds'],
    );

    expectInvalidFields(
      await server.request('POST', PATH, {
        cookie,
        body: [field],
      }),
      ['body'],
    );

    const current = await server.request<CurrentUser>('GET', '/api/users/current', { cookie });
    expect(current.body.settings.projectsBrowserColumns).toEqual({ customFieldIds: [field] });
  });

  it('answers 401 when signed out', async () => {
    const response = await server.request<ErrorBody>('POST', PATH, {
      body: { customFieldIds: [] },
    });
    expect(response.status).toBe(401);
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
