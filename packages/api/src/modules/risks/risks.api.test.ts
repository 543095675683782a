import type {
  ErrorBody,
  NotificationPage,
  PortfolioRiskPage,
  Project,
  Risk,
  RiskComment,
  RiskCommentPage,
  RiskCreateInput,
  RiskDetail,
  RiskPage,
  RiskSubscription,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { insertProjectMembers } from '../projects/projects.repository';
import { assignRoles, findRoleIdsByName, insertUser } from '../auth';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { createProject, postCreated } from '../projects/projects.test-fixtures';

let server: TestServer;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;
const DAY = 86_400_000;

serverForFile((started) => (server = started));

const risks = (projectId: number) => `/api/projects/${projectId}/risks`;
const risk = (projectId: number, id: number) => `${risks(projectId)}/${id}`;

async function keel(code: string) {
  return server.idOf('projects', { code });
}

/** A fresh project of the pm's (the member, finance and stakeholder not on it). */
const newProject = () => createProject(server, { name: unique('Risk project'), currency: 'EUR' });

const create = (projectId: number, body: RiskCreateInput, as: DemoAccountKey = 'pm') =>
  postCreated<Risk>(server, as, risks(projectId), body);

function fullBody(item: Risk) {
  return {
    kind: item.kind,
    title: item.title,
    description: item.description,
    probability: item.probability,
    impact: item.impact,
    ownerId: item.owner?.id ?? null,
    status: item.status,
    dueDate: item.dueDate,
    mitigation: item.mitigation,
    sharedWithStakeholders: item.sharedWithStakeholders,
    version: item.version,
  };
}

async function update(
  item: Risk,
  changes: Partial<ReturnType<typeof fullBody>>,
  as: DemoAccountKey = 'pm',
) {
  const response = await server.call<Risk>(as, 'PUT', risk(item.project.id, item.id), {
    ...fullBody(item),
    ...changes,
  });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** An active internal user with the given built-in roles, optionally a member of projects. */
async function newUser(
  roles: string[],
  memberships: Array<{ projectId: number; role: 'manager' | 'member' | 'viewer' | 'stakeholder' }>,
  external = false,
) {
  const name = unique('Una Subscriber');
  const userId = await insertUser(
    server.knex,
    {
      email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`,
      name,
      status: 'active',
      external,
    },
    server.clock.now,
  );
  await assignRoles(server.knex, userId, await findRoleIdsByName(server.knex, roles));
  await insertProjectMembers(
    server.knex,
    memberships.map((m) => ({ ...m, userId })),
    server.clock.now,
  );
  const cookie = await server.sessionCookieFor(userId);
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.request<T>(method, path, { cookie, body });
  return { userId, name, call };
}

describe('the project register', () => {
  it('creates, reads, updates and deletes an item with its severity and history', async () => {
    const { id: projectId } = await newProject();
    const ids = await server.demoUserIds();
    const created = await create(projectId, {
      title: 'Supplier delay',
      description: 'The **panel supplier** may ship late.',
      probability: 3,
      impact: 4,
      ownerId: ids.pm,
      dueDate: '2026-03-31',
      mitigation: '- Second supplier\n- Buffer stock',
    });
    expect(created).toMatchObject({
      kind: 'risk',
      title: 'Supplier delay',
      probability: 3,
      impact: 4,
      severity: 12,
      critical: false,
      owner: { id: ids.pm, name: 'Pat Manager' },
      status: 'open',
      dueDate: '2026-03-31',
      sharedWithStakeholders: false,
      commentCount: 0,
      createdBy: { name: 'Pat Manager' },
      project: { id: projectId },
      version: 1,
    });

    const raised = await update(created, { probability: 4, impact: 5, status: 'mitigating' });
    expect(raised).toMatchObject({
      severity: 20,
      critical: true,
      status: 'mitigating',
      version: 2,
    });

    const detail = await server.call<RiskDetail>('pm', 'GET', risk(projectId, created.id));
    expect(detail.status).toBe(200);
    expect(detail.body.history).toHaveLength(2);
    const [latest, first] = detail.body.history;
    expect(latest).toMatchObject({
      created: false,
      by: { name: 'Pat Manager' },
      changes: [
        { field: 'probability', from: '3', to: '4' },
        { field: 'impact', from: '4', to: '5' },
        { field: 'status', from: 'open', to: 'mitigating' },
      ],
    });
    expect(first?.created).toBe(true);
    expect(first?.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', from: null, to: 'Supplier delay' },
        { field: 'owner', from: null, to: 'Pat Manager' },
        { field: 'dueDate', from: null, to: '2026-03-31' },
      ]),
    );
    expect(first?.changes.map((c) => c.field)).not.toContain('sharedWithStakeholders');

    // A save that changes nothing writes no history.
    const same = await update(raised, {});
    expect(same.version).toBe(3);
    const unchanged = await server.call<RiskDetail>('pm', 'GET', risk(projectId, created.id));
    expect(unchanged.body.history).toHaveLength(2);

    // Owner by name, booleans as yes/no.
    const finance = await update(same, { sharedWithStakeholders: true, ownerId: ids.finance });
    const history = (await server.call<RiskDetail>('pm', 'GET', risk(projectId, finance.id))).body
      .history;
    expect(history).toHaveLength(3);
    expect(history[0]?.changes).toEqual([
      { field: 'owner', from: 'Pat Manager', to: 'Fin Ance' },
      { field: 'sharedWithStakeholders', from: 'no', to: 'yes' },
    ]);

    const stale = await server.call<ErrorBody>('pm', 'PUT', risk(projectId, created.id), {
      ...fullBody(created),
      title: 'Too late',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id: created.id, version: finance.version });

    const staleDelete = await server.call<ErrorBody>(
      'pm',
      'DELETE',
      `${risk(projectId, created.id)}?version=1`,
    );
    expect(staleDelete.status).toBe(409);
    await server.call('pm', 'POST', `${risk(projectId, created.id)}/comments`, { body: 'Noted' });
    const removed = await server.call(
      'pm',
      'DELETE',
      `${risk(projectId, created.id)}?version=${finance.version}`,
    );
    expect(removed.status, removed.text).toBe(200);
    expect((await server.call('pm', 'GET', risk(projectId, created.id))).status).toBe(404);
    for (const table of ['risk_comments', 'risk_history', 'risk_subscriptions'])
      expect(await server.knex(table).where({ risk_id: created.id }).first()).toBeUndefined();
  });
});

describe('bad input and permissions', () => {
  it('answers 400 naming the field', async () => {
    const projectId = await keel('KEEL-001');
    const ids = await server.demoUserIds();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'x', probability: 6, impact: 1 }, 'probability'],
      [{ title: 'x', probability: 1, impact: 0 }, 'impact'],
      [{ title: 'x', probability: 2.5, impact: 1 }, 'probability'],
      [{ title: '   ', probability: 1, impact: 1 }, 'title'],
      [{ title: 'x', probability: 1, impact: 1, dueDate: '31/03/2026' }, 'dueDate'],
      [{ title: 'x', probability: 1, impact: 1, dueDate: '2026-02-30' }, 'dueDate'],
      [{ title: 'x', probability: 1, impact: 1, ownerId: ids.stakeholder }, 'ownerId'],
      [{ title: 'x', probability: 1, impact: 1, ownerId: 99_999_999 }, 'ownerId'],
      [{ title: 'x', probability: 1, impact: 1, kind: 'threat' }, 'kind'],
      [{ title: 'x', probability: 1, impact: 1, status: 'done' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const response = await server.call<ErrorBody>('pm', 'POST', risks(projectId), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    // The member is not on a fresh project of the pm's: not an owner there.
    const { id: other } = await newProject();
    const notReader = await server.call<ErrorBody>('pm', 'POST', risks(other), {
      title: 'x',
      probability: 1,
      impact: 1,
      ownerId: ids.member,
    });
    expect(notReader.status).toBe(400);
    expect(notReader.body.errors?.ownerId).toBeDefined();
  });

  it('refuses viewers a write, stakeholders the comments, and strangers everything', async () => {
    const projectId = await keel('KEEL-001');
    const item = await create(projectId, {
      title: unique('Hidden risk'),
      probability: 1,
      impact: 1,
    });
    // finance reads every project (viewer rights): reads, comments, never writes.
    expect((await server.call('finance', 'GET', risks(projectId))).status).toBe(200);
    expect(
      (
        await server.call('finance', 'POST', risks(projectId), {
          title: 'x',
          probability: 1,
          impact: 1,
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.call('finance', 'PUT', risk(projectId, item.id), fullBody(item))).status,
    ).toBe(403);
    const viewerComment = await server.call<RiskComment>(
      'finance',
      'POST',
      `${risk(projectId, item.id)}/comments`,
      { body: 'Viewers follow the project and may comment' },
    );
    expect(viewerComment.status).toBe(201);
    // The member may manage risks of their project.
    expect(
      (
        await server.call('member', 'POST', risks(projectId), {
          title: unique('Member risk'),
          probability: 2,
          impact: 2,
        })
      ).status,
    ).toBe(201);
    expect(
      (await server.call('stakeholder', 'GET', `${risk(projectId, item.id)}/comments`)).status,
    ).toBe(403);
    expect(
      (
        await server.call('stakeholder', 'POST', `${risk(projectId, item.id)}/comments`, {
          body: 'Hi',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('stakeholder', 'POST', risks(projectId), {
          title: 'x',
          probability: 1,
          impact: 1,
        })
      ).status,
    ).toBe(403);
    const { id: foreign } = await newProject();
    expect((await server.call('member', 'GET', risks(foreign))).status).toBe(403);
    // An item of another project through this project's path is not found.
    const elsewhere = await create(foreign, {
      title: unique('Elsewhere'),
      probability: 1,
      impact: 1,
    });
    expect((await server.call('pm', 'GET', risk(projectId, elsewhere.id))).status).toBe(404);
    expect(
      (await server.call('pm', 'PUT', risk(projectId, elsewhere.id), fullBody(elsewhere))).status,
    ).toBe(404);
  });
});

describe('stakeholders', () => {
  it('see only the shared items, without comments or history', async () => {
    const projectId = await keel('KEEL-002');
    const hidden = await create(projectId, {
      title: unique('Internal only'),
      probability: 5,
      impact: 5,
    });
    const shared = await create(projectId, {
      title: unique('Shared with the client'),
      probability: 4,
      impact: 2,
      sharedWithStakeholders: true,
    });
    await server.call('pm', 'POST', `${risk(projectId, shared.id)}/comments`, {
      body: 'Internal note',
    });

    const page = await server.call<RiskPage>(
      'stakeholder',
      'GET',
      `${risks(projectId)}?pageSize=200`,
    );
    expect(page.status).toBe(200);
    expect(page.body.items.every((i) => i.sharedWithStakeholders)).toBe(true);
    expect(page.body.items.every((i) => i.commentCount === 0)).toBe(true);
    const ids = page.body.items.map((i) => i.id);
    expect(ids).toContain(shared.id);
    expect(ids).not.toContain(hidden.id);
    // The stakeholder's heat map counts only the shared open items.
    const all = await server
      .knex('risks')
      .where({ project_id: projectId, shared_with_stakeholders: true })
      .whereNot({ status: 'closed' })
      .count<{ n: number | string }[]>({ n: '*' });
    expect(page.body.heatMap.reduce((sum, c) => sum + c.count, 0)).toBe(Number(all[0]?.n));

    const detail = await server.call<RiskDetail>('stakeholder', 'GET', risk(projectId, shared.id));
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ commentCount: 0, history: [] });
    expect((await server.call('pm', 'GET', risk(projectId, shared.id))).body).toMatchObject({
      commentCount: 1,
    });
    expect((await server.call('stakeholder', 'GET', risk(projectId, hidden.id))).status).toBe(404);
    // An item of another of their projects through this one: 404.
    const keel001 = await keel('KEEL-001');
    const sharedElsewhere = await create(keel001, {
      title: unique('Shared elsewhere'),
      probability: 1,
      impact: 1,
      sharedWithStakeholders: true,
    });
    expect(
      (await server.call('stakeholder', 'GET', risk(projectId, sharedElsewhere.id))).status,
    ).toBe(404);
  });
});

describe('the register list and heat map', () => {
  it('filters, searches, sorts by severity and counts open items per cell in SQL', async () => {
    const { id: projectId } = await newProject();
    await create(projectId, { title: 'Café licence expires', probability: 2, impact: 3 });
    await create(projectId, {
      title: 'Server room flood',
      probability: 2,
      impact: 3,
      kind: 'issue',
    });
    await create(projectId, {
      title: 'Key person leaves',
      probability: 5,
      impact: 4,
      description: 'Lead developer',
    });
    await create(projectId, {
      title: 'Old closed one',
      probability: 5,
      impact: 5,
      status: 'closed',
    });

    const page = await server.call<RiskPage>('pm', 'GET', risks(projectId));
    expect(page.status).toBe(200);
    expect(page.body.items.map((i) => i.title)).toEqual([
      'Old closed one',
      'Key person leaves',
      'Server room flood',
      'Café licence expires',
    ]);
    expect(page.body.heatMap).toEqual([
      { probability: 2, impact: 3, count: 2 },
      { probability: 5, impact: 4, count: 1 },
    ]);

    const cell = await server.call<RiskPage>(
      'pm',
      'GET',
      `${risks(projectId)}?probability=2&impact=3`,
    );
    expect(cell.body.items.map((i) => i.title).sort()).toEqual([
      'Café licence expires',
      'Server room flood',
    ]);
    // The map ignores the query's filters.
    expect(cell.body.heatMap).toEqual(page.body.heatMap);
    const issues = await server.call<RiskPage>('pm', 'GET', `${risks(projectId)}?kind=issue`);
    expect(issues.body.items.map((i) => i.title)).toEqual(['Server room flood']);
    const accent = await server.call<RiskPage>('pm', 'GET', `${risks(projectId)}?search=CAFE`);
    expect(accent.body.items.map((i) => i.title)).toEqual(['Café licence expires']);
    const inDescription = await server.call<RiskPage>(
      'pm',
      'GET',
      `${risks(projectId)}?search=developer`,
    );
    expect(inDescription.body.items.map((i) => i.title)).toEqual(['Key person leaves']);
    const closed = await server.call<RiskPage>('pm', 'GET', `${risks(projectId)}?status=closed`);
    expect(closed.body.total).toBe(1);
    const byTitle = await server.call<RiskPage>(
      'pm',
      'GET',
      `${risks(projectId)}?sort=title&pageSize=2&page=2`,
    );
    expect(byTitle.body.items.map((i) => i.title)).toEqual(['Old closed one', 'Server room flood']);
    expect(byTitle.body.total).toBe(4);
    const bad = await server.call<ErrorBody>('pm', 'GET', `${risks(projectId)}?impact=9`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.impact).toBeDefined();
  });

  it('keeps comments oldest first and counts them as activity', async () => {
    const { id: projectId } = await newProject();
    const item = await create(projectId, { title: unique('Commented'), probability: 1, impact: 2 });
    server.clock.advance(1_000);
    const first = await server.call<RiskComment>(
      'pm',
      'POST',
      `${risk(projectId, item.id)}/comments`,
      {
        body: 'First',
      },
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      riskId: item.id,
      body: 'First',
      author: { name: 'Pat Manager' },
    });
    await server.call('finance', 'POST', `${risk(projectId, item.id)}/comments`, {
      body: 'Second',
    });
    const list = await server.call<RiskCommentPage>(
      'pm',
      'GET',
      `${risk(projectId, item.id)}/comments`,
    );
    expect(list.body.items.map((c) => c.body)).toEqual(['First', 'Second']);
    const after = (await server.call<Risk>('pm', 'GET', risk(projectId, item.id))).body;
    expect(after.commentCount).toBe(2);
    expect(after.version).toBe(item.version);
    expect(after.updatedAt > item.updatedAt).toBe(true);
    const empty = await server.call<ErrorBody>(
      'pm',
      'POST',
      `${risk(projectId, item.id)}/comments`,
      { body: ' ' },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.body).toBeDefined();
  });
});

describe('the portfolio', () => {
  it('gives each view, scoped in SQL to the projects whose risks the user reads', async () => {
    const { id: projectId } = await newProject();
    const tag = unique('Portfolio');
    const critical = await create(projectId, {
      title: `${tag} critical`,
      probability: 5,
      impact: 3,
    });
    const mild = await create(projectId, { title: `${tag} mild`, probability: 1, impact: 2 });
    const closed = await create(projectId, {
      title: `${tag} closed`,
      probability: 5,
      impact: 5,
      status: 'closed',
    });
    const old = await create(projectId, { title: `${tag} old`, probability: 2, impact: 2 });
    await server
      .knex('risks')
      .where({ id: old.id })
      .update({ updated_at: server.clock.now - 20 * DAY });

    const view = async (as: DemoAccountKey, name: string, extra = '') => {
      const response = await server.call<PortfolioRiskPage>(
        as,
        'GET',
        `/api/risks?view=${name}&search=${encodeURIComponent(tag)}&pageSize=50${extra}`,
      );
      expect(response.status, response.text).toBe(200);
      return response.body.items.map((i) => i.id);
    };
    expect(await view('pm', 'active')).toEqual([critical.id, old.id, mild.id]);
    expect(await view('pm', 'critical')).toEqual([critical.id]);
    expect(await view('pm', 'inactive')).toEqual([closed.id]);
    expect((await view('pm', 'recent')).sort()).toEqual([critical.id, mild.id, closed.id].sort());
    expect(await view('pm', 'active', `&projectId=${projectId}&impact=2`)).toEqual([
      old.id,
      mild.id,
    ]);
    expect(await view('pm', 'active', '&sort=title')).toEqual([critical.id, mild.id, old.id]);
    // The admin reads every project; the member is not on this one.
    expect(await view('admin', 'active')).toHaveLength(3);
    const page = await server.call<PortfolioRiskPage>(
      'pm',
      'GET',
      `/api/risks?search=${encodeURIComponent(tag)}`,
    );
    expect(page.body.items[0]).toMatchObject({ project: { id: projectId }, critical: true });
    // Member, finance and stakeholder hold no readSomeProjectRisks.
    expect((await server.call('stakeholder', 'GET', '/api/risks')).status).toBe(403);
    expect((await server.call('member', 'GET', '/api/risks')).status).toBe(403);
    const bad = await server.call<ErrorBody>('pm', 'GET', '/api/risks?view=everything');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.view).toBeDefined();
  });

  it('leaves out projects where the user is only a stakeholder, and every item for external users', async () => {
    const { id: projectId } = await newProject();
    const tag = unique('Scoped');
    await create(projectId, {
      title: `${tag} one`,
      probability: 1,
      impact: 1,
      sharedWithStakeholders: true,
    });
    const stakeholderPm = await newUser(['Project Manager'], [{ projectId, role: 'stakeholder' }]);
    const viewerPm = await newUser(['Project Manager'], [{ projectId, role: 'viewer' }]);
    const search = `/api/risks?search=${encodeURIComponent(tag)}`;
    expect((await stakeholderPm.call<PortfolioRiskPage>('GET', search)).body.total).toBe(0);
    expect((await viewerPm.call<PortfolioRiskPage>('GET', search)).body.total).toBe(1);
    // An external user stored as the project's manager is a stakeholder all the same.
    const hidden = await create(projectId, { title: `${tag} hidden`, probability: 2, impact: 2 });
    const external = await newUser(['Project Manager'], [{ projectId, role: 'manager' }], true);
    expect((await external.call<PortfolioRiskPage>('GET', search)).body.total).toBe(0);
    const register = await external.call<RiskPage>('GET', risks(projectId));
    expect(register.status).toBe(200);
    expect(register.body.items.map((i) => i.title)).toEqual([`${tag} one`]);
    expect((await external.call('GET', risk(projectId, hidden.id))).status).toBe(404);
    expect(
      (await external.call('POST', risks(projectId), { title: 'x', probability: 1, impact: 1 }))
        .status,
    ).toBe(403);
    expect(
      (
        await external.call('POST', '/api/risks/subscriptions', {
          scope: 'project',
          projectId,
          events: ['created'],
        })
      ).status,
    ).toBe(404);
  });
});

describe('subscriptions and notifications', () => {
  it('lists, replaces and deletes only your own subscriptions', async () => {
    const { id: projectId } = await newProject();
    const item = await create(projectId, {
      title: unique('Subscribed item'),
      probability: 1,
      impact: 1,
    });
    const subscriber = await newUser(['Project Manager'], [{ projectId, role: 'member' }]);
    const first = await subscriber.call<RiskSubscription>('POST', '/api/risks/subscriptions', {
      scope: 'project',
      projectId,
      events: ['commented', 'created'],
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      scope: 'project',
      project: { id: projectId },
      risk: null,
      events: ['created', 'commented'],
    });
    const again = await subscriber.call<RiskSubscription>('POST', '/api/risks/subscriptions', {
      scope: 'project',
      projectId,
      events: ['statusChanged'],
    });
    expect(again.body).toMatchObject({ id: first.body.id, events: ['statusChanged'] });
    const onItem = await subscriber.call<RiskSubscription>('POST', '/api/risks/subscriptions', {
      scope: 'item',
      riskId: item.id,
      events: ['severityRaised'],
    });
    expect(onItem.body).toMatchObject({
      scope: 'item',
      risk: { id: item.id },
      project: { id: projectId },
    });
    const all = await subscriber.call<RiskSubscription>('POST', '/api/risks/subscriptions', {
      scope: 'all',
      events: ['created'],
    });
    expect(all.body).toMatchObject({ scope: 'all', project: null, risk: null });
    // Ten subscribes at once to one scope make one subscription.
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        subscriber.call<RiskSubscription>('POST', '/api/risks/subscriptions', {
          scope: 'project',
          projectId,
          events: ['statusChanged'],
        }),
      ),
    );
    expect(new Set(burst.map((r) => r.body.id))).toEqual(new Set([first.body.id]));
    const mine = await subscriber.call<RiskSubscription[]>('GET', '/api/risks/subscriptions');
    expect(mine.body.map((s) => s.id)).toEqual([first.body.id, onItem.body.id, all.body.id]);

    // Another's subscription is not found, for listing and deleting.
    expect(
      (await server.call<RiskSubscription[]>('pm', 'GET', '/api/risks/subscriptions')).body.map(
        (s) => s.id,
      ),
    ).not.toContain(first.body.id);
    expect(
      (await server.call('pm', 'DELETE', `/api/risks/subscriptions/${first.body.id}`)).status,
    ).toBe(404);
    expect(
      (await subscriber.call('DELETE', `/api/risks/subscriptions/${first.body.id}`)).status,
    ).toBe(200);
    expect(
      (await subscriber.call('DELETE', `/api/risks/subscriptions/${first.body.id}`)).status,
    ).toBe(404);

    // Projects and items one may not read are not found; missing targets are 400s.
    const { id: foreign } = await newProject();
    const foreignItem = await create(foreign, {
      title: unique('Foreign'),
      probability: 1,
      impact: 1,
    });
    expect(
      (
        await subscriber.call('POST', '/api/risks/subscriptions', {
          scope: 'project',
          projectId: foreign,
          events: ['created'],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await subscriber.call('POST', '/api/risks/subscriptions', {
          scope: 'item',
          riskId: foreignItem.id,
          events: ['created'],
        })
      ).status,
    ).toBe(404);
    const missing = await subscriber.call<ErrorBody>('POST', '/api/risks/subscriptions', {
      scope: 'project',
      events: ['created'],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.projectId).toBeDefined();
    const noEvents = await subscriber.call<ErrorBody>('POST', '/api/risks/subscriptions', {
      scope: 'all',
      events: [],
    });
    expect(noEvents.status).toBe(400);
    expect(noEvents.body.errors?.events).toBeDefined();
  });

  it('notifies each covered subscriber once, never the actor, the unsubscribed or those who lost access', async () => {
    const { id: projectId } = await newProject();
    const code = (await server.call<Project>('pm', 'GET', `/api/projects/${projectId}`)).body.code;
    const subscriber = await newUser(['Project Manager'], [{ projectId, role: 'viewer' }]);
    const bystander = await newUser(['Project Manager'], [{ projectId, role: 'member' }]);
    const leaver = await newUser(['Project Manager'], [{ projectId, role: 'member' }]);
    for (const user of [subscriber, leaver])
      for (const body of [
        { scope: 'all', events: ['created', 'severityRaised'] },
        { scope: 'project', projectId, events: ['severityRaised', 'statusChanged', 'commented'] },
      ]) {
        const response = await user.call('POST', '/api/risks/subscriptions', body);
        expect(response.status, response.text).toBe(201);
      }
    // The actor (pm) is subscribed to everything too, and never hears of their own saves.
    await server.call('pm', 'POST', '/api/risks/subscriptions', {
      scope: 'project',
      projectId,
      events: ['created', 'severityRaised', 'statusChanged', 'commented'],
    });
    await server
      .knex('project_members')
      .where({ project_id: projectId, user_id: leaver.userId })
      .delete();

    const texts = async (user: { call: typeof subscriber.call }) =>
      (await user.call<NotificationPage>('GET', '/api/notifications?pageSize=50')).body.items
        .filter((n) => n.kind === 'risk')
        .map((n) => n.text);
    const pmBefore = (
      await server.call<NotificationPage>('pm', 'GET', '/api/notifications?pageSize=100')
    ).body.items.length;

    const item = await create(projectId, { title: 'Supplier delay', probability: 2, impact: 4 });
    expect(await texts(subscriber)).toEqual([
      `Risk "Supplier delay" on ${code} was raised by Pat Manager (severity 8)`,
    ]);
    const raised = await update(item, { probability: 5, status: 'mitigating' });
    expect((await texts(subscriber))[0]).toBe(
      `Risk "Supplier delay" on ${code} is now critical (severity 20) and is now mitigating`,
    );
    // Lowering the severity is no event; a comment is.
    const lowered = await update(raised, { probability: 1 });
    await server.call('pm', 'POST', `${risk(projectId, lowered.id)}/comments`, { body: 'Checked' });
    const all = await texts(subscriber);
    expect(all).toHaveLength(3);
    expect(all[0]).toBe(`Risk "Supplier delay" on ${code} has a new comment by Pat Manager`);
    const notification = (await subscriber.call<NotificationPage>('GET', '/api/notifications')).body
      .items[0];
    expect(notification?.link).toBe(`/projects/${projectId}/risks?risk=${item.id}`);

    expect(await texts(bystander)).toEqual([]);
    expect(await texts(leaver)).toEqual([]);
    const pmAfter = (
      await server.call<NotificationPage>('pm', 'GET', '/api/notifications?pageSize=100')
    ).body.items.length;
    expect(pmAfter).toBe(pmBefore);

    // The notifications view lists what the subscriptions cover.
    const covered = await subscriber.call<PortfolioRiskPage>(
      'GET',
      `/api/risks?view=notifications&projectId=${projectId}`,
    );
    expect(covered.body.items.map((i) => i.id)).toEqual([item.id]);
    const bystanderView = await bystander.call<PortfolioRiskPage>(
      'GET',
      `/api/risks?view=notifications&projectId=${projectId}`,
    );
    expect(bystanderView.body.total).toBe(0);
    const onlyItem = await newUser(['Project Manager'], [{ projectId, role: 'viewer' }]);
    const other = await create(projectId, { title: unique('Other'), probability: 1, impact: 1 });
    await onlyItem.call('POST', '/api/risks/subscriptions', {
      scope: 'item',
      riskId: other.id,
      events: ['commented'],
    });
    const itemView = await onlyItem.call<PortfolioRiskPage>('GET', '/api/risks?view=notifications');
    expect(itemView.body.items.map((i) => i.id)).toEqual([other.id]);
  });
});
