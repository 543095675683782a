import type {
  ErrorBody,
  FilterDefinition,
  Project,
  ProjectListItem,
  ProjectMember,
  ProjectOptions,
  ProjectPermissions,
  ProjectSummary,
  VersionedTimesheetSettings,
  RagHistoryEntry,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalid } from '../../test/answers';
import { parseCsv } from '../../test/csv';
import { createProject } from './projects.test-fixtures';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

let server: TestServer;

const idOf = (code: string) => server.idOf('projects', { code });
const userId = (email: string) => server.idOf('users', { email });

async function browse(who: DemoAccountKey, body: unknown = {}, search = '') {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  return server.call<Page<ProjectListItem>>(who, 'POST', `/api/projects/query${query}`, body);
}

serverForFile((started) => (server = started));

describe('who sees which projects', () => {
  it('shows the stakeholder exactly their two projects, without any budget', async () => {
    const response = await browse('stakeholder', {
      filters: [{ filterName: 'archived', intValue: 2 }],
    });
    expect(response.status).toBe(200);
    expect(response.body.items.map((p) => p.code)).toEqual(['KEEL-001', 'KEEL-002']);
    expect(response.body.total).toBe(2);
    for (const item of response.body.items) expect(item.budget).toBeNull();
  });

  it('gives the stakeholder the project without internal fields and refuses the others', async () => {
    const project = await server.call<Project>(
      'stakeholder',
      'GET',
      `/api/projects/${await idOf('KEEL-001')}`,
    );
    expect(project.status).toBe(200);
    expect(project.body).toMatchObject({
      code: 'KEEL-001',
      budget: null,
      budgetMinutes: null,
      figures: null,
      sourceQuote: null,
      myRole: 'stakeholder',
    });
    expect(project.body.ragDetails.overall.status).toBe('amber');
    const hidden = await server.call<ErrorBody>(
      'stakeholder',
      'GET',
      `/api/projects/${await idOf('KEEL-003')}`,
    );
    expect(hidden.status).toBe(403);
    const discussion = await server.call(
      'stakeholder',
      'GET',
      `/api/projects/${await idOf('KEEL-001')}/discussion/threads`,
    );
    expect(discussion.status).toBe(403);
  });

  it('shows the project manager the projects they are a member of, archived ones only on request', async () => {
    const open = await browse('pm');
    expect(open.body.items.map((p) => p.code)).toEqual([
      'KEEL-001',
      'KEEL-002',
      'KEEL-003',
      'KEEL-004',
      'KEEL-006',
      'KEEL-007',
      'KEEL-008',
      'KEEL-010',
      'KEEL-011',
    ]);
    expect(open.body.items[0]?.budget).toEqual({ amount: 48_000_000, currency: 'EUR' });
    const archived = await browse('pm', { filters: [{ filterName: 'archived', intValue: 1 }] });
    expect(archived.body.items.map((p) => p.code)).toEqual(['KEEL-005']);
  });

  it('shows finance every project (readAllProjects) with budgets, and the member none through the browser', async () => {
    const finance = await browse('finance', { filters: [{ filterName: 'archived', intValue: 2 }] });
    expect(finance.body.total).toBe(12);
    expect(finance.body.items.find((p) => p.code === 'KEEL-009')?.budget).toBeNull(); // internal: no budget
    expect(finance.body.items.find((p) => p.code === 'KEEL-003')?.budget?.amount).toBe(72_000_000);
    expect((await browse('member')).status).toBe(403);
  });

  it('lets a team member open a project they belong to, without money', async () => {
    const response = await server.call<Project>(
      'member',
      'GET',
      `/api/projects/${await idOf('KEEL-001')}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.budget).toBeNull();
    expect(response.body.figures).toBeNull();
    expect(
      (await server.call('member', 'GET', `/api/projects/${await idOf('KEEL-004')}`)).status,
    ).toBe(403);
  });

  it('answers 403 for an unknown project id, the same as for a hidden one, and 400 for a malformed one', async () => {
    expect((await server.call('admin', 'GET', '/api/projects/999999')).status).toBe(403);
    expectInvalid(await server.call('admin', 'GET', '/api/projects/abc'), 'projectId');
  });
});

describe('options are scoped to what the caller may see', () => {
  /** What the projects the account may read carry: managers, clients, custom fields in use. */
  async function carriedBy(email: string | null) {
    const k = server.knex;
    const projects = k('projects').whereNull('deleted_at');
    if (email !== null)
      projects.whereIn(
        'id',
        k('project_members')
          .where('user_id', await userId(email))
          .select('project_id'),
      );
    const ids = (await projects.select<{ id: number }[]>('id')).map((p) => p.id);
    const managers = await k('users')
      .whereIn('id', k('projects').whereIn('id', ids).select('manager_id'))
      .select<{ name: string }[]>('name');
    const clients = await k('projects')
      .whereIn('id', ids)
      .whereNotNull('client')
      .distinct<{ client: string }[]>('client');
    const fields = await k('project_custom_field_values')
      .whereIn('project_id', ids)
      .distinct<{ field_id: number }[]>('field_id');
    return {
      managers: managers.map((m) => m.name).sort(),
      clients: clients.map((c) => c.client).sort(),
      fieldIds: fields.map((f) => f.field_id).sort((a, b) => a - b),
    };
  }
  const sorted = (values: string[]) => [...values].sort();

  it('gives the stakeholder only the managers, clients and fields of their projects, and no next code', async () => {
    const mine = await carriedBy('stakeholder@example.com');
    const firm = await carriedBy(null);
    // The firm has more than the stakeholder's two projects carry (else this proves nothing).
    expect(firm.clients.length).toBeGreaterThan(mine.clients.length);
    expect(firm.managers.length + 1).toBeGreaterThan(mine.managers.length);

    const options = await server.call<ProjectOptions>(
      'stakeholder',
      'GET',
      '/api/projects/options',
    );
    expect(options.status).toBe(200);
    expect(options.body.nextCode).toBeNull();
    expect(sorted(options.body.clients)).toEqual(mine.clients);
    expect(sorted(options.body.managers.map((m) => m.name))).toEqual(mine.managers);
    expect(options.body.customFields.map((f) => f.id).sort((a, b) => a - b)).toEqual(mine.fieldIds);

    const fields = await server.call<Array<{ id: number }>>(
      'stakeholder',
      'GET',
      '/api/custom-fields',
    );
    expect(fields.status).toBe(200);
    expect(fields.body.map((f) => f.id).sort((a, b) => a - b)).toEqual(mine.fieldIds);
    // A field no project of theirs carries stays unknown to them; a creator sees it.
    const unused = await server.call<{ id: number }>('admin', 'POST', '/api/custom-fields', {
      name: 'Bid strategy',
      type: 'text',
      options: [],
    });
    expect(unused.status).toBe(201);
    const again = await server.call<Array<{ id: number }>>(
      'stakeholder',
      'GET',
      '/api/custom-fields',
    );
    expect(again.body.map((f) => f.id)).not.toContain(unused.body.id);
    const all = await server.call<Array<{ id: number }>>('pm', 'GET', '/api/custom-fields');
    expect(all.body.map((f) => f.id)).toContain(unused.body.id);
    await server.call('admin', 'DELETE', `/api/custom-fields/${unused.body.id}`);

    const filters = await server.call<FilterDefinition[]>(
      'stakeholder',
      'GET',
      '/api/projects/query/options',
    );
    expect(filters.status).toBe(200);
    const managerFilter = filters.body.find((f) => f.name === 'manager');
    expect(sorted(managerFilter?.items.map((i) => i.title) ?? [])).toEqual(mine.managers);
  });

  it('gives a reader of every project who may not create one the managers and clients of all projects, without a code', async () => {
    const firm = await carriedBy(null);
    const options = await server.call<ProjectOptions>('finance', 'GET', '/api/projects/options');
    expect(options.status).toBe(200);
    expect(options.body.nextCode).toBeNull();
    expect(sorted(options.body.clients)).toEqual(firm.clients);
    expect(sorted(options.body.managers.map((m) => m.name))).toEqual(firm.managers);
  });

  it('gives those who may create projects every choice and the next code', async () => {
    const firm = await carriedBy(null);
    const options = await server.call<ProjectOptions>('pm', 'GET', '/api/projects/options');
    expect(options.body.nextCode).toMatch(/^KEEL-\d{3}$/);
    expect(sorted(options.body.clients)).toEqual(firm.clients);
    const internalActive = await server
      .knex('users')
      .where({ status: 'active', external: false })
      .select<{ name: string }[]>('name');
    expect(sorted(options.body.managers.map((m) => m.name))).toEqual(
      sorted(internalActive.map((u) => u.name)),
    );
  });
});

describe('POST /api/projects/query', () => {
  it('sorts by name ignoring case and accents, and by manager, the same way on every page', async () => {
    const all = { filters: [{ filterName: 'archived', intValue: 2 }], pageSize: 100 };
    const byName = await browse('admin', { ...all, sort: { field: 'name', direction: 'asc' } });
    const names = byName.body.items.map((p) => p.name);
    const plain = (name: string) =>
      name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ø/g, 'o').toLowerCase();
    expect(names).toEqual([...names].sort((a, b) => (plain(a) < plain(b) ? -1 : 1)));
    expect(names.indexOf('Café Müller relaunch')).toBeLessThan(
      names.findIndex((n) => n.startsWith('D') || n.startsWith('E') || n.startsWith('G')),
    );
    const desc = await browse('admin', { ...all, sort: { field: 'name', direction: 'desc' } });
    expect(desc.body.items.map((p) => p.name)).toEqual([...names].reverse());

    const byManager = await browse('admin', {
      ...all,
      sort: { field: 'manager', direction: 'asc' },
    });
    const managers = byManager.body.items.map((p) => (p.manager?.name ?? '').toLowerCase());
    expect(managers).toEqual([...managers].sort());
    expect(byManager.body.total).toBe(byName.body.total);
  });

  it('searches accent-insensitively, filters, sorts and pages', async () => {
    const search = await browse('admin', {}, 'muller');
    expect(search.body.items.map((p) => p.code)).toEqual(['KEEL-002']);

    const active = await browse('admin', {
      filters: [{ filterName: 'status', intArrayValue: [1] }],
      sort: { field: 'name', direction: 'desc' },
      page: 1,
      pageSize: 2,
    });
    expect(active.body.total).toBe(6);
    expect(active.body.items.map((p) => p.name)).toEqual([
      'Orbit logistics portal',
      'Northwind ERP migration',
    ]);
    const page2 = await browse('admin', {
      filters: [{ filterName: 'status', intArrayValue: [1] }],
      sort: { field: 'name', direction: 'desc' },
      page: 2,
      pageSize: 2,
    });
    expect(page2.body.items.map((p) => p.name)).toEqual([
      'Internal tooling upgrade',
      'Helix clinical trials dashboard',
    ]);

    const red = await browse('admin', { filters: [{ filterName: 'rag', intArrayValue: [0] }] });
    expect(red.body.items.map((p) => p.code)).toEqual(['KEEL-003', 'KEEL-008', 'KEEL-010']);
    const fixed = await browse('admin', {
      filters: [
        { filterName: 'billingType', intArrayValue: [0] },
        { filterName: 'archived', intValue: 2 },
      ],
    });
    expect(fixed.body.items.map((p) => p.code)).toEqual([
      'KEEL-001',
      'KEEL-003',
      'KEEL-005',
      'KEEL-007',
      'KEEL-011',
    ]);
    const mine = await browse('admin', { filters: [{ filterName: 'mine', intValue: 1 }] });
    expect(mine.body.items.map((p) => p.code)).toEqual(['KEEL-009', 'KEEL-012']);
  });

  it('names the bad part of the body in a 400', async () => {
    const unknown = await browse('admin', { filters: [{ filterName: 'colour', intValue: 1 }] });
    expect(unknown.status).toBe(400);
    expect(Object.keys((unknown.body as unknown as ErrorBody).errors ?? {})).toEqual([
      'filters.0.filterName',
    ]);
    const outOfRange = await browse('admin', {
      filters: [{ filterName: 'status', intArrayValue: [9] }],
    });
    expect((outOfRange.body as unknown as ErrorBody).errors).toHaveProperty([
      'filters.0.intArrayValue',
    ]);
    const sort = await browse('admin', { sort: { field: 'budget' } });
    expect(sort.status).toBe(400);
    expect((sort.body as unknown as ErrorBody).errors).toHaveProperty(['sort.field']);
    const paging = await browse('admin', { pageSize: 0 });
    expect((paging.body as unknown as ErrorBody).errors).toHaveProperty(['pageSize']);
  });

  it('describes its filters in the SPEC §3 shape', async () => {
    const response = await server.call<FilterDefinition[]>(
      'pm',
      'GET',
      '/api/projects/query/options',
    );
    expect(response.status).toBe(200);
    expect(response.body.map((f) => f.name)).toEqual([
      'status',
      'billingType',
      'manager',
      'rag',
      'mine',
      'archived',
    ]);
    expect(response.body[0]?.items[3]).toEqual({ title: 'Completed', value: 3 });
    expect(response.body[5]?.defaultItem).toEqual({ title: 'Hide archived', value: 0 });
    expect((await server.call('member', 'GET', '/api/projects/query/options')).status).toBe(403);
  });
});

describe('POST /api/projects/global-query', () => {
  it('returns the chosen custom fields as columns', async () => {
    const fields = (
      await server.call<Array<{ id: number; name: string }>>('pm', 'GET', '/api/custom-fields')
    ).body;
    const sector = fields.find((f) => f.name === 'Sector')?.id as number;
    const satisfaction = fields.find((f) => f.name === 'Client satisfaction')?.id as number;
    const response = await server.call<
      Page<ProjectListItem & { customFields: Record<string, string | number | null> }> & {
        customFields: Array<{ id: number }>;
      }
    >(
      'pm',
      'POST',
      `/api/projects/global-query?customFieldIds=${sector},${satisfaction}&search=harbour`,
      {},
    );
    expect(response.status).toBe(200);
    expect(response.body.customFields.map((f) => f.id)).toEqual([sector, satisfaction]);
    expect(response.body.items[0]?.customFields).toEqual({
      [sector]: 'Banking',
      [satisfaction]: 8,
    });
  });

  it('refuses malformed or unknown custom field ids with a 400 naming customFieldIds', async () => {
    expectInvalid(
      await server.call('pm', 'POST', '/api/projects/global-query?customFieldIds=1,x', {}),
      'customFieldIds',
    );
    expectInvalid(
      await server.call('pm', 'POST', '/api/projects/global-query?customFieldIds=999', {}),
      'customFieldIds',
    );
  });
});

describe('creating, editing and deleting a project', () => {
  it('creates a project with the next code; its creator manages it and sees it', async () => {
    const options = await server.call<ProjectOptions>('pm', 'GET', '/api/projects/options');
    expect(options.body.nextCode).toBe('KEEL-013');
    expect(options.body.managers.map((m) => m.name)).not.toContain('Sam Stakeholder');
    expect(options.body.statuses.map((s) => s.value)).toEqual([
      'draft',
      'active',
      'onHold',
      'completed',
      'cancelled',
    ]);

    const created = await server.call<Project>('pm', 'POST', '/api/projects', {
      name: 'Harbour Bank web banking',
      client: 'Harbour Bank',
      billingType: 'fixedPrice',
      startDate: '2026-03-01',
      endDate: '2026-12-31',
      budgetAmount: 1_500_000,
      tags: ['web', 'banking', 'web'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'KEEL-013',
      status: 'draft',
      billingType: 'fixedPrice',
      currency: 'EUR',
      budget: { amount: 1_500_000, currency: 'EUR' },
      tags: ['web', 'banking'],
      manager: { name: 'Pat Manager' },
      myRole: 'manager',
      version: 1,
    });
    const found = await browse('pm', {}, 'web banking');
    expect(found.body.items.map((p) => p.code)).toEqual(['KEEL-013']);
  });

  it('makes the creator the manager when none is sent, and keeps an explicit null', async () => {
    const defaulted = await server.call<Project>('pm', 'POST', '/api/projects', {
      name: 'Managed by default',
      budgetAmount: 250_000,
      budgetMinutes: 90 * 60,
    });
    expect(defaulted.status).toBe(201);
    expect(defaulted.body).toMatchObject({
      manager: { name: 'Pat Manager' },
      budget: { amount: 250_000, currency: 'EUR' },
      budgetMinutes: 5400,
    });
    const unmanaged = await server.call<Project>('pm', 'POST', '/api/projects', {
      name: 'Nobody manages this',
      managerId: null,
    });
    expect(unmanaged.status).toBe(201);
    expect(unmanaged.body.manager).toBeNull();
    // The creator still keeps access to what they created.
    expect(unmanaged.body.myRole).toBe('manager');
  });

  it('refuses bad input with a 400 naming each field', async () => {
    const sector = (
      await server.call<Array<{ id: number; name: string }>>('pm', 'GET', '/api/custom-fields')
    ).body.find((f) => f.name === 'Sector')?.id;
    const refusals: Array<[field: string, status: number, body: Record<string, unknown>]> = [
      ['name', 400, { client: 'Nobody' }],
      ['endDate', 400, { name: 'Backwards', startDate: '2026-05-01', endDate: '2026-04-01' }],
      ['code', 409, { name: 'Copy', code: 'KEEL-001' }],
      [
        'managerId',
        400,
        { name: 'Run by a stakeholder', managerId: await userId('stakeholder@example.com') },
      ],
      [
        'customFieldValues.0.value',
        400,
        { name: 'Odd sector', customFieldValues: [{ fieldId: sector, value: 'Space' }] },
      ],
      ['currency', 400, { name: 'Odd money', currency: 'XXX' }],
    ];
    for (const [field, status, body] of refusals) {
      const refused = await server.call<ErrorBody>('pm', 'POST', '/api/projects', body);
      expect(refused.status, `${field}: ${refused.text}`).toBe(status);
      expect(refused.body.errors).toHaveProperty([field]);
    }
  });

  it.each(['member', 'stakeholder', 'finance'] as const)(
    'lets only holders of createProjects create projects: not the %s',
    async (who) => {
      expect((await server.call(who, 'POST', '/api/projects', { name: 'Nope' })).status).toBe(403);
    },
  );

  it('saves an edit with the current version and answers 409 to a stale one', async () => {
    const id = await idOf('KEEL-006');
    const current = (await server.call<Project>('pm', 'GET', `/api/projects/${id}`)).body;
    const edit = {
      code: current.code,
      name: 'Orbit customer portal',
      alternateName: current.alternateName,
      client: current.client,
      managerId: current.manager?.id,
      status: current.status,
      billingType: current.billingType,
      startDate: current.startDate,
      endDate: current.endDate,
      currency: current.currency,
      budgetAmount: current.budget?.amount,
      budgetMinutes: current.budgetMinutes,
      description: current.description,
      tags: current.tags,
      version: current.version,
    };
    const saved = await server.call<Project>('pm', 'PUT', `/api/projects/${id}`, edit);
    expect(saved.status).toBe(200);
    expect(saved.body.name).toBe('Orbit customer portal');
    expect(saved.body.version).toBe(current.version + 1);
    const stale = await server.call<ErrorBody>('pm', 'PUT', `/api/projects/${id}`, {
      ...edit,
      name: 'Lost update',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect((await browse('pm', {}, 'orbit customer')).body.total).toBe(1);
    expectInvalid(
      await server.call('pm', 'PUT', `/api/projects/${id}`, {
        ...edit,
        version: undefined,
      }),
      'version',
    );
    expect((await server.call('finance', 'PUT', `/api/projects/${id}`, edit)).status).toBe(403);
  });

  it('changes only the fields sent: archiving hides the project from the default browser', async () => {
    const created = await createProject(server, {
      name: 'Archive me',
      client: 'Someone',
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      description: 'Kept',
    });
    const archived = await server.call<Project>('pm', 'PUT', `/api/projects/${created.id}`, {
      version: created.version,
      archived: true,
      client: null,
    });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({
      name: 'Archive me',
      description: 'Kept',
      client: null,
      archived: true,
      endDate: '2026-06-30',
    });
    expect((await browse('pm', {}, 'archive me')).body.total).toBe(0);
    const shown = await browse(
      'pm',
      { filters: [{ filterName: 'archived', intValue: 2 }] },
      'archive me',
    );
    expect(shown.body.total).toBe(1);
    // The dates are checked against what is stored too.
    expectInvalid(
      await server.call('pm', 'PUT', `/api/projects/${created.id}`, {
        version: archived.body.version,
        startDate: '2026-09-01',
      }),
      'endDate',
    );
  });

  it('shares milestone amounts with stakeholders only when a reader of financials turns it on', async () => {
    const created = await createProject(server, { name: 'Share me' });
    expect(created.shareMilestoneAmounts).toBe(false);
    const shared = await server.call<Project>('pm', 'PUT', `/api/projects/${created.id}`, {
      version: created.version,
      shareMilestoneAmounts: true,
    });
    expect(shared.status).toBe(200);
    expect(shared.body.shareMilestoneAmounts).toBe(true);
    // Left out: unchanged.
    const renamed = await server.call<Project>('pm', 'PUT', `/api/projects/${created.id}`, {
      version: shared.body.version,
      name: 'Share me too',
    });
    expect(renamed.body.shareMilestoneAmounts).toBe(true);
    expectInvalid(
      await server.call('pm', 'PUT', `/api/projects/${created.id}`, {
        version: renamed.body.version,
        shareMilestoneAmounts: 'yes',
      }),
      'shareMilestoneAmounts',
    );
  });

  it('soft-deletes a project: gone from every list, its row kept', async () => {
    const created = await server.call<Project>('pm', 'POST', '/api/projects', {
      name: 'Short-lived',
    });
    const path = `/api/projects/${created.body.id}`;
    expect((await server.call('member', 'DELETE', `${path}?version=1`)).status).toBe(403);
    // A delete is version-checked: without a version 400, with a stale one 409.
    expectInvalid(await server.call('pm', 'DELETE', path), 'version');
    expect((await server.call('pm', 'DELETE', `${path}?version=2`)).status).toBe(409);
    const deleted = await server.call('pm', 'DELETE', `${path}?version=${created.body.version}`);
    expect(deleted.status).toBe(200);
    expect((await server.call('pm', 'GET', `/api/projects/${created.body.id}`)).status).toBe(403);
    expect((await browse('pm', {}, 'short-lived')).body.total).toBe(0);
    const row = await server.knex('projects').where({ id: created.body.id }).first('deleted_at');
    expect(row.deleted_at).not.toBeNull();
  });
});

describe('project members', () => {
  /** A project's members (`/api/projects/{projectId}/members`), or one of them. */
  const members = (projectId: number, memberId?: number) =>
    `/api/projects/${projectId}/members${memberId === undefined ? '' : `/${memberId}`}`;
  /** Adds a user to a project as `role`, asked by `who` (the pm unless told). */
  const addMember = <T = ProjectMember[]>(
    projectId: number,
    memberId: number,
    role: string,
    who: DemoAccountKey = 'pm',
  ) => server.call<T>(who, 'POST', members(projectId), { userId: memberId, role });

  it('adds a member who then sees the project, changes their role and removes them', async () => {
    const project = await createProject(server, { name: 'Team project' });
    const maxId = await userId('member@example.com');
    expect((await server.call('member', 'GET', `/api/projects/${project.id}`)).status).toBe(403);
    const added = await addMember(project.id, maxId, 'member');
    expect(added.status).toBe(201);
    expect(added.body.map((m) => [m.name, m.role])).toEqual([
      ['Pat Manager', 'manager'],
      ['Max Member', 'member'],
    ]);
    expect((await server.call('member', 'GET', `/api/projects/${project.id}`)).status).toBe(200);
    const inbox = await server.call<{ items: Array<{ kind: string; text: string; link: string }> }>(
      'member',
      'GET',
      '/api/notifications',
    );
    expect(inbox.body.items[0]).toMatchObject({
      kind: 'projectMember',
      text: `Pat Manager added you to ${project.code} Team project as Member`,
      link: `/projects/${project.id}`,
    });
    const permissions = await server.call<ProjectPermissions>(
      'member',
      'GET',
      `/api/projects/${project.id}/permissions`,
    );
    expect(permissions.body).toMatchObject({
      readProject: true,
      postDiscussion: true,
      updateProject: false,
    });

    const changed = await server.call<ProjectMember[]>('pm', 'PUT', members(project.id, maxId), {
      role: 'viewer',
    });
    expect(changed.body.find((m) => m.id === maxId)?.role).toBe('viewer');
    const removed = await server.call<ProjectMember[]>('pm', 'DELETE', members(project.id, maxId));
    expect(removed.body.map((m) => m.name)).toEqual(['Pat Manager']);
    expect((await server.call('member', 'GET', `/api/projects/${project.id}`)).status).toBe(403);
  });

  it('keeps external users to the Stakeholder role and a project to at least one Manager', async () => {
    const project = await createProject(server, { name: 'Guarded project' });
    const samId = await userId('stakeholder@example.com');
    const pmId = await userId('pm@example.com');
    expectInvalid(await addMember(project.id, samId, 'member'), 'role');
    expect((await addMember(project.id, samId, 'stakeholder')).status).toBe(201);
    const again = await addMember<ErrorBody>(project.id, samId, 'stakeholder');
    expect(again.body.errors).toHaveProperty(['userId']);
    const lastManager = await server.call('pm', 'DELETE', members(project.id, pmId));
    expect(lastManager.status).toBe(400);
    const demote = await server.call<ErrorBody>('pm', 'PUT', members(project.id, pmId), {
      role: 'viewer',
    });
    expect(demote.body.errors).toHaveProperty(['role']);
    const badRole = await addMember<ErrorBody>(project.id, samId, 'owner');
    expect(badRole.body.errors).toHaveProperty(['role']);
    expect((await addMember(project.id, samId, 'viewer', 'finance')).status).toBe(403);
    // Sam keeps exactly the two demo projects for the other checks.
    expect((await server.call('pm', 'DELETE', members(project.id, samId))).status).toBe(200);
  });

  it("does not give stakeholders the team's email addresses", async () => {
    const id = await idOf('KEEL-001');
    const internal = await server.call<ProjectMember[]>('pm', 'GET', members(id));
    expect(internal.body.find((m) => m.name === 'Max Member')?.email).toBe('member@example.com');
    const external = await server.call<ProjectMember[]>('stakeholder', 'GET', members(id));
    expect(external.body.map((m) => m.name)).toEqual([
      'Pat Manager',
      'Max Member',
      'Sam Stakeholder',
    ]);
    expect(external.body.every((m) => m.email === null)).toBe(true);
  });

  it('offers member candidates who are not members yet', async () => {
    const id = await idOf('KEEL-004');
    const options = await server.call<{
      memberCandidates: Array<{ name: string; external: boolean }>;
    }>('pm', 'GET', `/api/projects/${id}/options`);
    expect(options.status).toBe(200);
    const names = options.body.memberCandidates.map((c) => c.name);
    expect(names).toContain('Max Member');
    expect(names).not.toContain('Pat Manager');
    expect(options.body.memberCandidates.find((c) => c.name === 'Sam Stakeholder')?.external).toBe(
      true,
    );
  });
});

describe('RAG', () => {
  it('sets the RAG, keeps the change in the history and shows it on the dashboard', async () => {
    const id = await idOf('KEEL-002');
    const before = (
      await server.call<RagHistoryEntry[]>('pm', 'GET', `/api/projects/${id}/rag/history`)
    ).body;
    const { version } = (await server.call<Project>('pm', 'GET', `/api/projects/${id}`)).body;
    const change = {
      overall: { status: 'red', comment: 'Loyalty programme doubles the scope' },
      schedule: { status: 'amber', comment: '' },
      budget: { status: 'green' },
      scope: { status: 'red', comment: 'Change request needed' },
    };
    expectInvalid(await server.call('pm', 'PUT', `/api/projects/${id}/rag`, change), 'version');
    const saved = await server.call<Project>('pm', 'PUT', `/api/projects/${id}/rag`, {
      ...change,
      version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(version + 1);
    // Set from a page read before that change: 409 with the stored project, no history entry.
    const stale = await server.call<ErrorBody>('pm', 'PUT', `/api/projects/${id}/rag`, {
      ...change,
      overall: { status: 'green' },
      version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: version + 1, rag: { overall: 'red' } });
    expect(saved.body.rag).toEqual({
      overall: 'red',
      schedule: 'amber',
      budget: 'green',
      scope: 'red',
    });
    expect(saved.body.ragDetails.updatedBy?.name).toBe('Pat Manager');
    const history = (
      await server.call<RagHistoryEntry[]>('stakeholder', 'GET', `/api/projects/${id}/rag/history`)
    ).body;
    expect(history).toHaveLength(before.length + 1);
    expect(history[0]?.overall).toEqual({
      status: 'red',
      comment: 'Loyalty programme doubles the scope',
    });

    const summary = (
      await server.call<ProjectSummary>('pm', 'GET', '/api/projects/summary?allProjects=true')
    ).body;
    expect(summary.recentRagChanges[0]).toMatchObject({ projectCode: 'KEEL-002' });
    expect(summary.atRisk.map((p) => p.code)).toContain('KEEL-002');
  });

  it('refuses a bad colour with a 400 and anyone but a manager with a 403', async () => {
    const id = await idOf('KEEL-002');
    const { version } = (await server.call<Project>('pm', 'GET', `/api/projects/${id}`)).body;
    const body = {
      overall: { status: 'purple' },
      schedule: { status: 'green' },
      budget: { status: 'green' },
      scope: { status: 'green' },
      version,
    };
    expectInvalid(
      await server.call('pm', 'PUT', `/api/projects/${id}/rag`, body),
      'overall.status',
    );
    const missing = await server.call<ErrorBody>('pm', 'PUT', `/api/projects/${id}/rag`, {
      overall: { status: 'red' },
      version,
    });
    expect(missing.body.errors).toHaveProperty(['schedule']);
    const good = { ...body, overall: { status: 'green' } };
    expect((await server.call('member', 'PUT', `/api/projects/${id}/rag`, good)).status).toBe(403);
    expect((await server.call('stakeholder', 'PUT', `/api/projects/${id}/rag`, good)).status).toBe(
      403,
    );
  });
});

describe('GET /api/projects/summary', () => {
  it('counts the portfolio by status and RAG, lists the RAG matrix, risks and my projects', async () => {
    const all = await server.call<ProjectSummary>(
      'finance',
      'GET',
      '/api/projects/summary?allProjects=true',
    );
    expect(all.status).toBe(200);
    // 12 demo projects minus the archived one, plus those created above (not archived).
    expect(all.body.byStatus.find((s) => s.status === 'cancelled')?.count).toBe(1);
    expect(all.body.byStatus.reduce((sum, s) => sum + s.count, 0)).toBe(all.body.total);
    expect(all.body.byRag.reduce((sum, s) => sum + s.count, 0)).toBe(all.body.total);
    expect(all.body.ragMatrix.map((r) => r.code)).toContain('KEEL-003');
    expect(all.body.atRisk.map((p) => p.code)).toContain('KEEL-003');
    expect(all.body.myProjects).toEqual([]);

    const mine = await server.call<ProjectSummary>('stakeholder', 'GET', '/api/projects/summary');
    expect(mine.body.total).toBe(2);
    expect(mine.body.myProjects.map((p) => p.code)).toEqual(['KEEL-001', 'KEEL-002']);
    for (const p of mine.body.atRisk) expect(p.budget).toBeNull();

    expectInvalid(
      await server.call('pm', 'GET', '/api/projects/summary?allProjects=maybe'),
      'allProjects',
    );
    expect((await server.call('member', 'GET', '/api/projects/summary')).status).toBe(403);
  });
});

describe('timesheet settings', () => {
  it('reads the defaults, saves a change and refuses bad input', async () => {
    const id = await idOf('KEEL-003');
    const path = `/api/projects/${id}/settings/timesheet`;
    const read = await server.call<VersionedTimesheetSettings>('member', 'GET', path);
    const { version, ...defaults } = read.body;
    expect(defaults).toEqual({
      loggingAllowed: true,
      logTarget: 'tasksOnly',
      notesRequired: false,
      billableByDefault: true,
    });
    // The settings carry the version of their project.
    const project = await server.call<Project>('member', 'GET', `/api/projects/${id}`);
    expect(version).toBe(project.body.version);
    const next = {
      loggingAllowed: true,
      logTarget: 'tasksAndProject',
      notesRequired: true,
      billableByDefault: false,
    };
    expectInvalid(await server.call('pm', 'POST', path, next), 'version');
    const saved = await server.call<VersionedTimesheetSettings>('pm', 'POST', path, {
      ...next,
      version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...next, version: version + 1 });
    // A second tab still holding the first version: 409 with the stored settings, nothing written.
    const stale = await server.call<ErrorBody>('pm', 'POST', path, {
      ...next,
      notesRequired: false,
      version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(saved.body);
    expectInvalid(
      await server.call('pm', 'POST', path, {
        ...next,
        logTarget: 'anywhere',
        version: saved.body.version,
      }),
      'logTarget',
    );
    expect(
      (await server.call('member', 'POST', path, { ...next, version: saved.body.version })).status,
    ).toBe(403);
    const options = await server.call<{ logTargets: Array<{ value: string }> }>(
      'member',
      'GET',
      `${path}/options`,
    );
    expect(options.body.logTargets.map((t) => t.value)).toEqual(['tasksOnly', 'tasksAndProject']);
  });
});

describe('recalculate', () => {
  it('rebuilds the derived figures of one project or of all', async () => {
    const id = await idOf('KEEL-005');
    const one = await server.call<Project>('pm', 'POST', `/api/projects/${id}/recalculate`);
    expect(one.status).toBe(200);
    expect(one.body.figures).toMatchObject({ progressPercent: 100, actualMinutes: 0 });
    expect((await server.call('member', 'POST', `/api/projects/${id}/recalculate`)).status).toBe(
      403,
    );
    const all = await server.call<{ recalculated: number }>(
      'admin',
      'POST',
      '/api/projects/recalculate',
    );
    expect(all.status).toBe(200);
    expect(all.body.recalculated).toBeGreaterThanOrEqual(12);
    expect((await server.call('pm', 'POST', '/api/projects/recalculate')).status).toBe(403);
  });
});

describe('custom field definitions', () => {
  it('lets an administrator define, change and delete fields', async () => {
    const created = await server.call<{ id: number; version: number }>(
      'admin',
      'POST',
      '/api/custom-fields',
      {
        name: 'Region',
        type: 'select',
        options: ['North', 'South'],
      },
    );
    expect(created.status).toBe(201);
    const changed = await server.call<{ options: string[]; version: number }>(
      'admin',
      'PUT',
      `/api/custom-fields/${created.body.id}`,
      { name: 'Region', type: 'select', options: ['North', 'South', 'East'], version: 1 },
    );
    expect(changed.body).toMatchObject({ options: ['North', 'South', 'East'], version: 2 });
    const stale = await server.call('admin', 'PUT', `/api/custom-fields/${created.body.id}`, {
      name: 'Region',
      type: 'select',
      options: ['North'],
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      current: { options: ['North', 'South', 'East'], version: 2 },
    });
    const fieldPath = `/api/custom-fields/${created.body.id}`;
    expect((await server.call('admin', 'DELETE', `${fieldPath}?version=1`)).status).toBe(409);
    expect((await server.call('admin', 'DELETE', `${fieldPath}?version=2`)).status).toBe(200);
    expect((await server.call('admin', 'DELETE', `${fieldPath}?version=2`)).status).toBe(404);
  });

  it('refuses bad definitions with a 400 and non-administrators with a 403', async () => {
    expectInvalid(
      await server.call('admin', 'POST', '/api/custom-fields', {
        name: 'Tier',
        type: 'select',
      }),
      'options',
    );
    const duplicate = await server.call<ErrorBody>('admin', 'POST', '/api/custom-fields', {
      name: 'sector',
      type: 'text',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toHaveProperty(['name']);
    const badType = await server.call<ErrorBody>('admin', 'POST', '/api/custom-fields', {
      name: 'Weird',
      type: 'colour',
    });
    expect(badType.body.errors).toHaveProperty(['type']);
    expect(
      (await server.call('pm', 'POST', '/api/custom-fields', { name: 'Tier', type: 'text' }))
        .status,
    ).toBe(403);
    expect((await server.call('member', 'GET', '/api/custom-fields')).status).toBe(403);
  });
});

describe('GET /api/projects/export', () => {
  const exportAs = (who: DemoAccountKey, query = '') =>
    server.call<string>(who, 'GET', `/api/projects/export${query}`);

  it('streams every visible project the browser would list, in its order, as a CSV download', async () => {
    const response = await exportAs('admin');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="keel-projects-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.text);
    expect(header?.slice(0, 4)).toEqual(['Code', 'Name', 'Client', 'Manager']);
    const listed = (await browse('admin', { pageSize: 500 })).body.items;
    expect(rows.map((r) => r[0])).toEqual(listed.map((p) => p.code));
    const harbour = rows.find((r) => r[0] === 'KEEL-001');
    expect(harbour?.slice(1, 5)).toEqual([
      'Harbour Bank mobile app',
      'Harbour Bank',
      'Pat Manager',
      'Active',
    ]);
    expect(harbour?.[header?.indexOf('Budget') ?? -1]).toBe('480000');

    // UTF-8 with a byte order mark, so spreadsheets read accents right.
    const raw = await fetch(`${server.url}/api/projects/export`, {
      headers: { cookie: await server.cookieOf('admin') },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.text).toContain('Café Müller relaunch');
  });

  it('takes the browser URL as it is: search, filters, sort and custom field columns', async () => {
    const field = await server
      .knex('custom_fields')
      .orderBy('id')
      .first<{ id: number; name: string }>('id', 'name');
    const response = await exportAs(
      'admin',
      `?search=a&status=1,2&sort=name&dir=desc&columns=${field.id}&page=3&pageSize=25`,
    );
    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv(response.text);
    expect(header?.at(-1)).toBe(field.name);
    const listed = (
      await browse(
        'admin',
        {
          filters: [{ filterName: 'status', intArrayValue: [1, 2] }],
          sort: { field: 'name', direction: 'desc' },
          pageSize: 500,
        },
        'a',
      )
    ).body.items;
    expect(listed.length).toBeGreaterThan(1);
    expect(rows.map((r) => r[0])).toEqual(listed.map((p) => p.code));
  });

  it('shows a stakeholder exactly their projects, without money', async () => {
    const [header, ...rows] = parseCsv((await exportAs('stakeholder')).text);
    expect(rows.map((r) => r[0])).toEqual(['KEEL-001', 'KEEL-002']);
    const budget = header?.indexOf('Budget') ?? -1;
    for (const row of rows) expect(row[budget]).toBe('');
  });

  it('names a bad parameter in a 400 and refuses those who may not list projects', async () => {
    for (const [query, field] of [
      ['?status=active', 'status'],
      ['?colour=1', 'colour'],
      ['?sort=salary', 'sort'],
      ['?mine=7', 'mine'],
      ['?columns=987654', 'columns'],
      ['?status=1&status=2', 'status'],
    ] as const) {
      const bad = await server.call<ErrorBody>('admin', 'GET', `/api/projects/export${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.errors, query).toHaveProperty([field]);
    }
    expect((await exportAs('member')).status).toBe(403);
    expect((await server.request('GET', '/api/projects/export')).status).toBe(401);
  });
});

// Last in the file: it adds projects that would shift the counts asserted above.
describe('GET /api/projects/summary over a larger portfolio', () => {
  const RAG_RANK = { red: 0, amber: 1, green: 2, grey: 3 } as const;

  async function everyVisible(who: DemoAccountKey, filters: unknown[] = []) {
    const page = await browse(who, { filters, pageSize: 500 });
    expect(page.body.total).toBeLessThanOrEqual(500);
    return page.body.items;
  }

  it('bounds each list, worst RAG first, and its total matches the browser', async () => {
    // 30 red and amber active projects managed by Pat: more than any list shows.
    for (let i = 0; i < 30; i += 1) {
      const created = await server.call<Project>('pm', 'POST', '/api/projects', {
        name: `Portfolio load ${i}`,
        status: 'active',
      });
      expect(created.status).toBe(201);
      const overall = i % 3 === 0 ? 'red' : 'amber';
      const rag = await server.call('pm', 'PUT', `/api/projects/${created.body.id}/rag`, {
        overall: { status: overall },
        schedule: { status: 'green' },
        budget: { status: 'green' },
        scope: { status: 'green' },
        version: created.body.version,
      });
      expect(rag.status).toBe(200);
    }

    for (const [who, query, mineOnly] of [
      ['admin', '?allProjects=true', false],
      ['pm', '', true],
    ] as const) {
      const summary = (
        await server.call<ProjectSummary>(who, 'GET', `/api/projects/summary${query}`)
      ).body;
      const visible = await everyVisible(
        who,
        mineOnly ? [{ filterName: 'mine', intValue: 1 }] : [],
      );
      const mine = await everyVisible(who, [{ filterName: 'mine', intValue: 1 }]);
      const worstFirst = (list: ProjectListItem[]) =>
        [...list].sort((a, b) => RAG_RANK[a.rag.overall] - RAG_RANK[b.rag.overall] || a.id - b.id);

      expect(summary.total).toBe(visible.length);
      for (const { status, count } of summary.byStatus)
        expect(count, status).toBe(visible.filter((p) => p.status === status).length);
      for (const { rag, count } of summary.byRag)
        expect(count, rag).toBe(visible.filter((p) => p.rag.overall === rag).length);

      const active = worstFirst(visible.filter((p) => p.status === 'active'));
      expect(summary.ragMatrixTotal).toBe(active.length);
      expect(summary.ragMatrix.map((r) => r.id)).toEqual(active.slice(0, 50).map((p) => p.id));

      const atRisk = worstFirst(
        visible.filter(
          (p) =>
            (p.status === 'active' || p.status === 'onHold') &&
            (p.rag.overall === 'red' || p.rag.overall === 'amber'),
        ),
      );
      expect(atRisk.length).toBeGreaterThan(25);
      expect(summary.atRiskTotal).toBe(atRisk.length);
      expect(summary.atRisk.map((p) => p.id)).toEqual(atRisk.slice(0, 25).map((p) => p.id));

      const mineByCode = [...mine].sort((a, b) => (a.code < b.code ? -1 : 1));
      expect(summary.myProjectsTotal).toBe(mine.length);
      expect(summary.myProjects.map((p) => p.id)).toEqual(mineByCode.slice(0, 25).map((p) => p.id));
      const visibleIds = new Set(visible.map((p) => p.id));
      for (const change of summary.recentRagChanges)
        expect(visibleIds.has(change.projectId)).toBe(true);
    }
  });
});
