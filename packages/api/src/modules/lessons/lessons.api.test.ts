import type {
  ErrorBody,
  Lesson,
  LessonCreateInput,
  LessonLibraryPage,
  LessonPage,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalid } from '../../test/answers';
import { addProjectMember, createProject, postCreated } from '../projects/projects.test-fixtures';
import { assignRoles, findRoleIdsByName, insertUser } from '../auth';

let server: TestServer;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

serverForFile((started) => (server = started));

const lessons = (projectId: number) => `/api/projects/${projectId}/lessons`;

/** A project of the pm's (manager); the member and finance are not on it. */
const newProject = (as: DemoAccountKey = 'pm') =>
  createProject(server, { name: unique('Lessons project') }, as);

const create = (projectId: number, body: LessonCreateInput, as: DemoAccountKey = 'pm') =>
  postCreated<Lesson>(server, as, lessons(projectId), body);

async function addMember(projectId: number, as: DemoAccountKey, role: string) {
  await addProjectMember(server, projectId, (await server.demoUserIds())[as], role);
}

async function library(as: DemoAccountKey, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return server.call<LessonLibraryPage>(as, 'GET', `/api/lessons${search ? `?${search}` : ''}`);
}

describe('a project’s lessons', () => {
  it('creates, lists, changes and deletes lessons with their tags', async () => {
    const project = await newProject();
    const first = await create(project.id, {
      title: '  Estimate integrations separately ',
      category: 'estimation',
      whatHappened: 'The **payment gateway** took twice the estimate.',
      recommendation: '- Spike third-party APIs first',
      impact: 'negative',
      tags: [' Integrations', 'ESTIMATES', 'integrations', ''],
    });
    expect(first).toMatchObject({
      title: 'Estimate integrations separately',
      category: 'estimation',
      impact: 'negative',
      tags: ['estimates', 'integrations'],
      project: { id: project.id, code: project.code, name: project.name },
      author: { name: 'Pat Manager' },
      version: 1,
    });
    const second = await create(project.id, {
      title: 'Weekly demo kept the client close',
      category: 'client',
      impact: 'positive',
    });
    expect(second).toMatchObject({ whatHappened: '', recommendation: '', tags: [] });

    const list = await server.call<LessonPage>('pm', 'GET', lessons(project.id));
    expect(list.status).toBe(200);
    expect(list.body.items.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(list.body.total).toBe(2);
    const paged = await server.call<LessonPage>(
      'pm',
      'GET',
      `${lessons(project.id)}?page=2&pageSize=1`,
    );
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.items.map((l) => l.id)).toEqual([first.id]);

    const updated = await server.call<Lesson>('pm', 'PUT', `${lessons(project.id)}/${first.id}`, {
      title: 'Estimate integrations on their own',
      category: 'technical',
      whatHappened: first.whatHappened,
      recommendation: 'Spike first.',
      impact: 'negative',
      tags: ['integrations', 'spikes'],
      version: first.version,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Estimate integrations on their own',
      category: 'technical',
      tags: ['integrations', 'spikes'],
      version: 2,
    });

    const stale = await server.call<ErrorBody>('pm', 'PUT', `${lessons(project.id)}/${first.id}`, {
      title: 'Lost update',
      category: 'other',
      impact: 'positive',
      version: first.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ title: 'Estimate integrations on their own' });

    const staleDelete = await server.call(
      'pm',
      'DELETE',
      `${lessons(project.id)}/${first.id}?version=1`,
    );
    expect(staleDelete.status).toBe(409);
    const removed = await server.call(
      'pm',
      'DELETE',
      `${lessons(project.id)}/${first.id}?version=2`,
    );
    expect(removed.status, removed.text).toBe(200);
    expect(await server.knex('lesson_tags').where({ lesson_id: first.id })).toEqual([]);
    const after = await server.call<LessonPage>('pm', 'GET', lessons(project.id));
    expect(after.body.items.map((l) => l.id)).toEqual([second.id]);
    const gone = await server.call('pm', 'DELETE', `${lessons(project.id)}/${first.id}?version=2`);
    expect(gone.status).toBe(404);
  });

  it('never reaches another project’s lesson through this project', async () => {
    const mine = await newProject();
    const other = await newProject();
    const lesson = await create(other.id, {
      title: 'Elsewhere',
      category: 'team',
      impact: 'positive',
    });
    const response = await server.call('pm', 'PUT', `${lessons(mine.id)}/${lesson.id}`, {
      title: 'Moved?',
      category: 'team',
      impact: 'positive',
      version: 1,
    });
    expect(response.status).toBe(404);
    const remove = await server.call('pm', 'DELETE', `${lessons(mine.id)}/${lesson.id}?version=1`);
    expect(remove.status).toBe(404);
  });

  it('answers 400 naming the field', async () => {
    const project = await newProject();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ category: 'team', impact: 'positive' }, 'title'],
      [{ title: '   ', category: 'team', impact: 'positive' }, 'title'],
      [{ title: 'x'.repeat(201), category: 'team', impact: 'positive' }, 'title'],
      [{ title: 'A', category: 'gossip', impact: 'positive' }, 'category'],
      [{ title: 'A', category: 'team', impact: 'neutral' }, 'impact'],
      [{ title: 'A', category: 'team', impact: 'positive', whatHappened: 7 }, 'whatHappened'],
      [
        { title: 'A', category: 'team', impact: 'positive', recommendation: 'x'.repeat(20_001) },
        'recommendation',
      ],
      [
        {
          title: 'A',
          category: 'team',
          impact: 'positive',
          tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
        },
        'tags',
      ],
      [{ title: 'A', category: 'team', impact: 'positive', tags: ['y'.repeat(41)] }, 'tags'],
      [{ title: 'A', category: 'team', impact: 'positive', tags: 'one,two' }, 'tags'],
    ];
    for (const [body, field] of cases) {
      const response = await server.call<ErrorBody>('pm', 'POST', lessons(project.id), body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(response.body.errors ?? {}).some((k) => k.startsWith(field))).toBe(true);
    }
    const lesson = await create(project.id, { title: 'A', category: 'team', impact: 'positive' });
    expectInvalid(
      await server.call('pm', 'PUT', `${lessons(project.id)}/${lesson.id}`, {
        title: 'B',
        category: 'team',
        impact: 'positive',
      }),
      'version',
    );
    for (const [query, field] of [
      [{ impact: 'meh' }, 'impact'],
      [{ category: 'gossip' }, 'category'],
      [{ projectId: 'abc' }, 'projectId'],
      [{ projectId: '99999999999' }, 'projectId'],
      [{ tag: 'z'.repeat(41) }, 'tag'],
      [{ pageSize: '0' }, 'pageSize'],
    ] as const) {
      const response = await library('pm', query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect((response.body as unknown as ErrorBody).errors).toHaveProperty(field);
    }
  });

  it('lets viewers read but not write, and refuses stakeholders', async () => {
    const project = await newProject();
    await addMember(project.id, 'member', 'viewer');
    await addMember(project.id, 'stakeholder', 'stakeholder');
    const lesson = await create(project.id, {
      title: 'Read me',
      category: 'quality',
      impact: 'positive',
    });

    const read = await server.call<LessonPage>('member', 'GET', lessons(project.id));
    expect(read.status).toBe(200);
    expect(read.body.items.map((l) => l.id)).toEqual([lesson.id]);
    const write = await server.call('member', 'POST', lessons(project.id), {
      title: 'Viewer lesson',
      category: 'team',
      impact: 'positive',
    });
    expect(write.status).toBe(403);
    const edit = await server.call('member', 'PUT', `${lessons(project.id)}/${lesson.id}`, {
      title: 'Viewer edit',
      category: 'team',
      impact: 'positive',
      version: 1,
    });
    expect(edit.status).toBe(403);
    expect(
      (await server.call('member', 'DELETE', `${lessons(project.id)}/${lesson.id}?version=1`))
        .status,
    ).toBe(403);

    expect((await server.call('stakeholder', 'GET', lessons(project.id))).status).toBe(403);
    expect((await library('stakeholder')).status).toBe(403);
    // Finance reads every project (viewer rights) but holds no lessons library flag.
    expect((await server.call('finance', 'GET', lessons(project.id))).status).toBe(200);
    expect((await library('finance')).status).toBe(403);
    expect((await library('member')).status).toBe(403);
  });
});

describe('the lessons library', () => {
  it('lists only the lessons of projects whose lessons the user reads, with their facets', async () => {
    const word = `zebrafish${Date.now().toString(36)}`;
    const mine = await newProject();
    const adminOnly = await newProject('admin');
    const asStakeholder = await newProject('admin');
    // The pm is only a stakeholder there: they see the project, never its lessons.
    const pmId = (await server.demoUserIds()).pm;
    await addProjectMember(server, asStakeholder.id, pmId, 'stakeholder', 'admin');

    const visible = await create(mine.id, {
      title: `Visible ${word}`,
      category: 'planning',
      impact: 'positive',
      tags: [word],
    });
    const hidden = await create(
      adminOnly.id,
      { title: `Hidden ${word}`, category: 'planning', impact: 'positive', tags: [word] },
      'admin',
    );
    const stakeholderOnly = await create(
      asStakeholder.id,
      { title: `Stakeholder ${word}`, category: 'planning', impact: 'positive', tags: [word] },
      'admin',
    );

    const pm = await library('pm', { search: word });
    expect(pm.status, pm.text).toBe(200);
    expect(pm.body.items.map((l) => l.id)).toEqual([visible.id]);
    expect(pm.body.total).toBe(1);
    expect(pm.body.facets.tags).toContainEqual({ tag: word, count: 1 });
    const pmProjects = pm.body.facets.projects.map((p) => p.id);
    expect(pmProjects).toContain(mine.id);
    expect(pmProjects).not.toContain(adminOnly.id);
    expect(pmProjects).not.toContain(asStakeholder.id);

    // The administrator manages every project: all three.
    const admin = await library('admin', { search: word });
    expect(admin.body.items.map((l) => l.id).sort()).toEqual(
      [visible.id, hidden.id, stakeholderOnly.id].sort(),
    );
    expect(admin.body.facets.tags).toContainEqual({ tag: word, count: 3 });

    // A project the pm asks for by id that they may not read gives nothing.
    const asked = await library('pm', { projectId: String(adminOnly.id) });
    expect(asked.status).toBe(200);
    expect(asked.body.items).toEqual([]);

    // A deleted project's lessons leave the library.
    const gone = await newProject();
    const lost = await create(gone.id, {
      title: `Deleted ${word}`,
      category: 'planning',
      impact: 'positive',
    });
    await server.knex('projects').where({ id: gone.id }).update({ deleted_at: Date.now() });
    const afterDelete = await library('pm', { search: word });
    expect(afterDelete.body.items.map((l) => l.id)).not.toContain(lost.id);
  });

  it('shows an external user holding the library flag nothing', async () => {
    const project = await newProject();
    await create(project.id, { title: 'Internal only', category: 'team', impact: 'negative' });
    const id = await insertUser(
      server.knex,
      {
        email: `external-${Date.now().toString(36)}@example.com`,
        name: 'External Reader',
        external: true,
        status: 'active',
      },
      Date.now(),
    );
    await assignRoles(server.knex, id, await findRoleIdsByName(server.knex, ['Project Manager']));
    await server
      .knex('project_members')
      .insert({ project_id: project.id, user_id: id, role: 'viewer', created_at: Date.now() });
    const response = await server.request<LessonLibraryPage>('GET', '/api/lessons', {
      cookie: await server.sessionCookieFor(id),
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.items).toEqual([]);
    expect(response.body.total).toBe(0);
    expect(response.body.facets).toEqual({ categories: [], impacts: [], tags: [], projects: [] });
  });

  it('searches case- and accent-insensitively and filters by category, impact, tag and project', async () => {
    const key = `kq${Date.now().toString(36)}`;
    const one = await newProject();
    const two = await newProject();
    const a = await create(one.id, {
      title: `Café kickoff ${key}`,
      category: 'communication',
      whatHappened: 'The kickoff agenda was sent late.',
      recommendation: 'Send the **agenda** a week before.',
      impact: 'negative',
      tags: [`${key}-kickoff`, 'agenda'],
    });
    const b = await create(one.id, {
      title: `Fixed-price buffer ${key}`,
      category: 'commercial',
      whatHappened: `A 15 % buffer absorbed the ${key} overrun.`,
      impact: 'positive',
      tags: [`${key}-kickoff`],
    });
    const c = await create(two.id, {
      title: `Design review ${key}`,
      category: 'quality',
      recommendation: 'Review designs with the developers.',
      impact: 'positive',
      tags: ['design'],
    });
    const ids = async (query: Record<string, string>) => {
      const response = await library('pm', { search: key, ...query });
      expect(response.status, response.text).toBe(200);
      return response.body.items.map((l) => l.id);
    };

    expect(await ids({})).toEqual([c.id, b.id, a.id]);
    expect(await ids({ search: `CAFE KICKOFF ${key.toUpperCase()}` })).toEqual([a.id]);
    expect(await ids({ search: `${key} overrun` })).toEqual([b.id]);
    // The recommendation and the tags are searched too.
    expect(
      (await library('pm', { search: 'review designs with the dev' })).body.items.map((l) => l.id),
    ).toContain(c.id);
    expect(await ids({ search: `${key}-kick` })).toEqual([b.id, a.id]);
    expect(await ids({ category: 'commercial' })).toEqual([b.id]);
    expect(await ids({ impact: 'positive' })).toEqual([c.id, b.id]);
    expect(await ids({ impact: 'negative' })).toEqual([a.id]);
    expect(await ids({ tag: `${key.toUpperCase()}-KICKOFF ` })).toEqual([b.id, a.id]);
    expect(await ids({ projectId: String(two.id) })).toEqual([c.id]);
    expect(
      await ids({ projectId: String(one.id), impact: 'positive', tag: `${key}-kickoff` }),
    ).toEqual([b.id]);
    expect(await ids({ category: 'team' })).toEqual([]);

    const paged = await library('pm', { search: key, pageSize: '2', page: '2' });
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.items.map((l) => l.id)).toEqual([a.id]);

    // Facets count every visible lesson, whatever the filters.
    const filtered = await library('pm', { search: key, category: 'quality' });
    expect(filtered.body.items.map((l) => l.id)).toEqual([c.id]);
    const { facets } = filtered.body;
    expect(facets.tags).toContainEqual({ tag: `${key}-kickoff`, count: 2 });
    expect(facets.projects).toContainEqual({
      id: one.id,
      code: one.code,
      name: one.name,
      count: 2,
    });
    expect(facets.projects).toContainEqual({
      id: two.id,
      code: two.code,
      name: two.name,
      count: 1,
    });
    const all = await library('pm', { pageSize: '100' });
    const count = (category: string) =>
      facets.categories.find((f) => f.category === category)?.count ?? 0;
    const inPages = async (category: string) =>
      (await library('pm', { category, pageSize: '1' })).body.total;
    for (const category of ['communication', 'commercial', 'quality']) {
      expect(count(category)).toBe(await inPages(category));
    }
    const impacts = Object.fromEntries(facets.impacts.map((f) => [f.impact, f.count]));
    expect((impacts.positive ?? 0) + (impacts.negative ?? 0)).toBe(all.body.total);
  });
});

describe('the demo lessons', () => {
  it('are seeded across projects with both impacts, several categories and shared tags, once', async () => {
    const demo = await server
      .knex('lessons as l')
      .join('projects as p', 'p.id', 'l.project_id')
      .whereIn('p.code', ['KEEL-001', 'KEEL-002', 'KEEL-003', 'KEEL-009'])
      .select<Array<{ category: string; impact: string; code: string }>>(
        'l.category',
        'l.impact',
        'p.code',
      );
    expect(new Set(demo.map((l) => l.code)).size).toBe(4);
    expect(new Set(demo.map((l) => l.impact))).toEqual(new Set(['positive', 'negative']));
    expect(new Set(demo.map((l) => l.category)).size).toBeGreaterThanOrEqual(5);
    const before = await server.knex('lessons').count<{ n: number }[]>({ n: '*' });
    const { seedLessonsDemo } = await import('../../demo/demo-lessons');
    await seedLessonsDemo(server.knex, { userIds: await server.demoUserIds(), seedTime: 0 });
    const after = await server.knex('lessons').count<{ n: number }[]>({ n: '*' });
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));

    // The pm is no member of KEEL-009 (the admin's): its lesson is not in their library.
    const pm = await library('pm', { search: 'upgrading everything at once' });
    expect(pm.body.items).toEqual([]);
    const admin = await library('admin', { search: 'upgrading everything at once' });
    expect(admin.body.items.map((l) => l.project.code)).toEqual(['KEEL-009']);
    const shared = await library('pm', { tag: 'client approvals' });
    expect(shared.body.total).toBeGreaterThanOrEqual(2);
  });
});
