import type { Baseline, ErrorBody, ProjectTimeline, Roadmap, Task } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../../test/server-for-file';
import type { TestServer } from '../../test/test-server';
import { insertProjects } from '../projects/projects.repository';

/**
 * The project timeline, the portfolio roadmap and baselines (issue 31), on
 * both databases. Plans are laid in fresh projects (the admin manages every
 * project) in March 2031 (2031-03-03 is a Monday).
 */

let server: TestServer;
let keel1: number;

serverForFile(async (started) => {
  server = started;
  keel1 = await server.idOf('projects', { code: 'KEEL-001' });
});

let counter = 0;
async function freshProject(): Promise<number> {
  const code = `TL-${Date.now().toString(36)}-${++counter}`.toUpperCase();
  const [id] = await insertProjects(
    server.knex,
    [{ code, name: `Timeline ${code}`, status: 'active' }],
    0,
  );
  return id as number;
}

async function task(
  projectId: number,
  dates: [string, string] | null,
  parentId: number | null = null,
) {
  const response = await server.call<Task>('admin', 'POST', '/api/tasks', {
    projectId,
    parentId,
    name: `Timeline task ${++counter}`,
    startDate: dates?.[0] ?? null,
    dueDate: dates?.[1] ?? null,
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

async function link(successorId: number, predecessorId: number, type = 'FS') {
  const response = await server.call('admin', 'POST', `/api/tasks/${successorId}/dependencies`, {
    predecessorId,
    type,
  });
  expect(response.status, response.text).toBe(201);
}

/** A (5 days) -> B (2 days) FS; C (2 days) on its own; D a subtask of C without dates. */
async function plan() {
  const projectId = await freshProject();
  const a = await task(projectId, ['2031-03-03', '2031-03-07']);
  const b = await task(projectId, ['2031-03-10', '2031-03-11']);
  const c = await task(projectId, ['2031-03-03', '2031-03-04']);
  const d = await task(projectId, null, c.id);
  await link(b.id, a.id);
  return { projectId, a, b, c, d };
}

function timeline(
  projectId: number,
  query = '',
  who: 'admin' | 'pm' | 'stakeholder' | 'member' = 'admin',
) {
  return server.call<ProjectTimeline & ErrorBody>(
    who,
    'GET',
    `/api/projects/${projectId}/timeline${query}`,
  );
}

describe('GET /api/projects/{projectId}/timeline', () => {
  it('answers the tasks with their dates, progress and critical path, the dependencies and milestones', async () => {
    const { projectId, a, b, c, d } = await plan();
    const milestone = await server.call('admin', 'POST', `/api/projects/${projectId}/milestones`, {
      name: 'Launch',
      dueDate: '2031-03-14',
    });
    expect(milestone.status, milestone.text).toBe(201);
    const response = await timeline(projectId);
    expect(response.status, response.text).toBe(200);
    const byId = new Map(response.body.tasks.map((t) => [t.id, t]));
    expect(byId.get(a.id)).toMatchObject({
      name: a.name,
      startDate: '2031-03-03',
      dueDate: '2031-03-07',
      critical: true,
      progress: 0,
      parentId: null,
    });
    expect(byId.get(b.id)?.critical).toBe(true);
    expect(byId.get(c.id)?.critical).toBe(false);
    expect(byId.get(d.id)).toMatchObject({ parentId: c.id, startDate: null, critical: false });
    expect(response.body.criticalPathDays).toBe(7);
    expect(response.body.dependencies).toEqual([
      expect.objectContaining({ predecessorId: a.id, successorId: b.id, type: 'FS', lagDays: 0 }),
    ]);
    expect(response.body.milestones).toEqual([
      expect.objectContaining({ name: 'Launch', dueDate: '2031-03-14', status: 'planned' }),
    ]);
    // No baseline asked: no baseline field.
    expect(byId.get(a.id)).not.toHaveProperty('baseline');
  });

  it('progress counts done subtasks; a done task is 100', async () => {
    const { projectId, c, d } = await plan();
    const done = await server.call<Task>('admin', 'PUT', `/api/tasks/${d.id}/status`, {
      status: 'done',
      version: 1,
    });
    expect(done.status).toBe(200);
    const byId = new Map((await timeline(projectId)).body.tasks.map((t) => [t.id, t]));
    expect(byId.get(c.id)?.progress).toBe(100);
    expect(byId.get(d.id)?.progress).toBe(100);
  });

  it('is read again after any write: a move, a new dependency, a subtask done (SQLite remembers plans until the database changes)', async () => {
    const { projectId, a, b, c, d } = await plan();
    const before = await timeline(projectId);
    expect(before.status).toBe(200);
    // The same plan read twice is the same answer.
    expect((await timeline(projectId)).body).toEqual(before.body);
    const moved = await server.call<{ moved: unknown[] }>(
      'admin',
      'PUT',
      `/api/tasks/${c.id}/schedule`,
      {
        startDate: '2031-03-03',
        dueDate: '2031-03-21',
        version: c.version,
      },
    );
    expect(moved.status, moved.text).toBe(200);
    await link(c.id, b.id, 'SS');
    const done = await server.call('admin', 'PUT', `/api/tasks/${d.id}/status`, {
      status: 'done',
      version: 1,
    });
    expect(done.status, done.text).toBe(200);
    const after = await timeline(projectId);
    const byId = new Map(after.body.tasks.map((t) => [t.id, t]));
    expect(byId.get(c.id)).toMatchObject({ dueDate: '2031-03-21', critical: true, progress: 100 });
    // A -> B -> C (start to start, 15 working days) is now the longest path.
    expect(byId.get(a.id)?.critical).toBe(true);
    expect(after.body.dependencies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ predecessorId: b.id, successorId: c.id, type: 'SS' }),
      ]),
    );
    expect(before.body.criticalPathDays).toBe(7);
    expect(after.body.criticalPathDays).toBe(20);
  });

  it('keeps to the range: tasks and milestones outside it are left out, with their dependencies', async () => {
    const { projectId, a, b, d } = await plan();
    const response = await timeline(projectId, '?from=2031-03-08&to=2031-03-31');
    expect(response.status).toBe(200);
    const ids = response.body.tasks.map((t) => t.id);
    expect(ids).toContain(b.id);
    expect(ids).toContain(d.id); // undated: always listed
    expect(ids).not.toContain(a.id);
    expect(response.body.dependencies).toEqual([]);
  });

  it('400 names the parameter, 404 for a baseline of another project or none, 403 to a stakeholder and to a non-member', async () => {
    const { projectId } = await plan();
    for (const [query, field] of [
      ['?from=2031-02-30', 'from'],
      ['?to=soon', 'to'],
      ['?baselineId=x', 'baselineId'],
      ['?zoom=week', 'zoom'],
    ] as const) {
      const response = await timeline(projectId, query);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.errors ?? {})).toContain(field);
    }
    const other = await plan();
    const baseline = await server.call<Baseline>(
      'admin',
      'POST',
      `/api/projects/${other.projectId}/baselines`,
      { name: 'Other' },
    );
    expect((await timeline(projectId, `?baselineId=${baseline.body.id}`)).status).toBe(404);
    expect((await timeline(projectId, '?baselineId=99999999')).status).toBe(404);
    expect((await timeline(keel1, '', 'stakeholder')).status).toBe(403);
    expect((await timeline(projectId, '', 'pm')).status).toBe(403);
    expect((await timeline(keel1, '', 'pm')).status).toBe(200);
  });
});

describe('baselines', () => {
  it('freezes every task’s dates; the timeline with it gives each task its baseline dates and slippage in days', async () => {
    const { projectId, a, b, d } = await plan();
    const created = await server.call<Baseline>(
      'admin',
      'POST',
      `/api/projects/${projectId}/baselines`,
      { name: ' Plan of record ' },
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ projectId, name: 'Plan of record', taskCount: 4 });
    const list = await server.call<Baseline[]>('pm', 'GET', `/api/projects/${keel1}/baselines`);
    expect(list.status).toBe(200);
    const own = await server.call<Baseline[]>(
      'admin',
      'GET',
      `/api/projects/${projectId}/baselines`,
    );
    expect(own.body).toEqual([created.body]);

    // A slips two working days (Wed to Tue): B follows, from Thu 13th to Fri 14th.
    const moved = await server.call('admin', 'PUT', `/api/tasks/${a.id}/schedule`, {
      startDate: '2031-03-05',
      dueDate: '2031-03-11',
      version: 1,
    });
    expect(moved.status, moved.text).toBe(200);
    const response = await timeline(projectId, `?baselineId=${created.body.id}`);
    const byId = new Map(response.body.tasks.map((t) => [t.id, t]));
    expect(byId.get(a.id)?.baseline).toEqual({
      startDate: '2031-03-03',
      dueDate: '2031-03-07',
      slippageDays: 4,
    });
    expect(byId.get(b.id)?.baseline).toEqual({
      startDate: '2031-03-10',
      dueDate: '2031-03-11',
      slippageDays: 2,
    });
    expect(byId.get(d.id)?.baseline).toEqual({
      startDate: null,
      dueDate: null,
      slippageDays: null,
    });
    // A task added after the baseline has none.
    const later = await task(projectId, ['2031-03-20', '2031-03-21']);
    const again = await timeline(projectId, `?baselineId=${created.body.id}`);
    expect(again.body.tasks.find((t) => t.id === later.id)?.baseline).toBeNull();
  });

  it('400 names the field; 403 to a member (who may not edit every task) and to a stakeholder', async () => {
    const { projectId } = await plan();
    for (const [body, field] of [
      [{}, 'name'],
      [{ name: '  ' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ name: 'Ok', frozen: true }, 'frozen'],
    ] as const) {
      const response = await server.call<ErrorBody>(
        'admin',
        'POST',
        `/api/projects/${projectId}/baselines`,
        body,
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.errors ?? {})).toContain(field);
    }
    expect(
      (await server.call('member', 'POST', `/api/projects/${keel1}/baselines`, { name: 'No' }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('stakeholder', 'GET', `/api/projects/${keel1}/baselines`)).status,
    ).toBe(403);
  });
});

describe('GET /api/projects/timeline (the portfolio roadmap)', () => {
  it('answers the visible projects as bars with their milestones and RAG, scoped to the reader', async () => {
    const all = await server.call<Roadmap>('admin', 'GET', '/api/projects/timeline');
    expect(all.status, all.text).toBe(200);
    const keel = all.body.projects.find((p) => p.code === 'KEEL-001');
    expect(keel).toMatchObject({ id: keel1, name: expect.any(String), rag: expect.any(String) });
    const stakeholder = await server.call<Roadmap>('stakeholder', 'GET', '/api/projects/timeline');
    expect(stakeholder.status).toBe(200);
    const visible = await server
      .knex('project_members as m')
      .join('users as u', 'u.id', 'm.user_id')
      .join('projects as p', 'p.id', 'm.project_id')
      .where(
        'u.email',
        (
          await server
            .knex('users')
            .where({ id: (await server.demoUserIds()).stakeholder })
            .first('email')
        ).email,
      )
      .whereNull('p.deleted_at')
      .where('p.archived', false)
      .pluck('p.id');
    expect(stakeholder.body.projects.map((p) => p.id).sort()).toEqual(visible.map(Number).sort());
    expect(JSON.stringify(stakeholder.body)).not.toMatch(
      /cost|amount|budget|internal|margin|salary|rate"/i,
    );
  });

  it('takes the project browser’s filters and a range; a bad filter is 400 naming it', async () => {
    const active = await server.call<Roadmap>('admin', 'GET', '/api/projects/timeline?status=1');
    expect(active.status).toBe(200);
    const statuses = await server
      .knex('projects')
      .whereIn(
        'id',
        active.body.projects.map((p) => p.id),
      )
      .pluck('status');
    expect(new Set(statuses)).toEqual(new Set(['active']));
    const ranged = await server.call<Roadmap>(
      'admin',
      'GET',
      '/api/projects/timeline?from=2026-06-01&to=2026-06-30',
    );
    for (const p of ranged.body.projects) {
      if (p.endDate) expect(p.endDate >= '2026-06-01').toBe(true);
      if (p.startDate) expect(p.startDate <= '2026-06-30').toBe(true);
      for (const m of p.milestones)
        expect(m.dueDate >= '2026-06-01' && m.dueDate <= '2026-06-30').toBe(true);
    }
    const bad = await server.call<ErrorBody>('admin', 'GET', '/api/projects/timeline?status=99');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['status']);
    const badDate = await server.call<ErrorBody>(
      'admin',
      'GET',
      '/api/projects/timeline?from=June',
    );
    expect(badDate.status).toBe(400);
    expect(Object.keys(badDate.body.errors ?? {})).toContain('from');
  });
});

describe('demo: KEEL-001 and KEEL-002 are planned', () => {
  it('have dependencies that hold and a baseline without slippage', async () => {
    for (const code of ['KEEL-001', 'KEEL-002']) {
      const projectId = await server.idOf('projects', { code });
      const baselines = await server.call<Baseline[]>(
        'pm',
        'GET',
        `/api/projects/${projectId}/baselines`,
      );
      expect(baselines.body.map((b) => b.name)).toContain('Plan of record');
      const demo = baselines.body.find((b) => b.name === 'Plan of record') as Baseline;
      const response = await timeline(projectId, `?baselineId=${demo.id}`, 'pm');
      expect(response.status).toBe(200);
      const seeded = await server.knex('task_dependencies').where({ project_id: projectId });
      expect(seeded.length).toBeGreaterThanOrEqual(3);
      for (const t of response.body.tasks) expect([0, null]).toContain(t.baseline?.slippageDays);
      // The seeded constraints hold: saving each predecessor as it is moves nothing and warns of nothing.
      for (const dep of seeded) {
        const predecessor = response.body.tasks.find((t) => t.id === dep.predecessor_id);
        const again = await server.call<{ moved: unknown[]; warnings: unknown[] }>(
          'pm',
          'PUT',
          `/api/tasks/${dep.predecessor_id}/schedule`,
          {
            startDate: predecessor?.startDate,
            dueDate: predecessor?.dueDate,
            version: predecessor?.version,
          },
        );
        expect(again.status, again.text).toBe(200);
        expect(again.body.moved).toEqual([]);
        expect(again.body.warnings).toEqual([]);
      }
      expect(response.body.tasks.some((t) => t.critical)).toBe(true);
    }
  });
});
