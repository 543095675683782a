import type { TaskQueryResult } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { seedDemoWorkspace } from './demo-workspace';
import { TEST_HASH_COST } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('demo tasks', () => {
  it('seeds about 400 tasks in every status with subtasks, comments, todos and history', async () => {
    const count = async (table: string) =>
      Number((await server.knex(table).count<{ n: number }[]>('* as n'))[0]?.n);
    const tasks = await count('tasks');
    expect(tasks).toBeGreaterThanOrEqual(380);
    expect(tasks).toBeLessThanOrEqual(420);
    const statuses = await server.knex('tasks').distinct('status').pluck('status');
    expect([...statuses].sort()).toEqual(['blocked', 'done', 'inProgress', 'inReview', 'todo']);
    expect(
      Number(
        (await server.knex('tasks').whereNotNull('parent_id').count<{ n: number }[]>('* as n'))[0]
          ?.n,
      ),
    ).toBeGreaterThan(50);
    expect(await count('task_comments')).toBeGreaterThan(100);
    expect(await count('task_todos')).toBeGreaterThan(100);
    expect(await count('task_updates')).toBeGreaterThan(tasks);
  });

  it('gives the member assigned tasks in KEEL-001 and KEEL-002, and only their own', async () => {
    const result = await server.call<TaskQueryResult>('member', 'POST', '/api/tasks/query', {
      groupBy: 'project',
      pageSize: 500,
    });
    const codes = result.body.groups.map((g) => g.title);
    expect(codes.length).toBeGreaterThan(1);
    const memberId = await server.idOf('users', { email: 'member@example.com' });
    expect(result.body.items.every((t) => t.assignee?.id === memberId)).toBe(true);
    const projects = new Set(result.body.items.map((t) => t.project.code));
    expect(projects.has('KEEL-001') && projects.has('KEEL-002')).toBe(true);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const before = await server.knex('tasks').count<{ n: number }[]>('* as n');
    await seedDemoWorkspace(server.knex, { passwordHashCost: TEST_HASH_COST });
    const after = await server.knex('tasks').count<{ n: number }[]>('* as n');
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
  });
});
