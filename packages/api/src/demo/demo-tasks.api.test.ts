import fs from 'node:fs';
import path from 'node:path';
import type { TaskAttachment, TaskQueryResult, TaskStats, TaskUpdate } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../test/test-server';
import { serverForFile } from '../test/server-for-file';
import { seedDemoWorkspace } from './demo-workspace';
import { TEST_HASH_COST } from '../test/test-server';

let server: TestServer;
serverForFile((started) => (server = started));

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
    // Theirs: assigned to them, or to the Delivery team they belong to.
    expect(
      result.body.items.every(
        (t) => t.assignee?.id === memberId || t.assigneeTeam?.name === 'Delivery',
      ),
    ).toBe(true);
    const own = result.body.items.filter((t) => t.assignee?.id === memberId);
    const projects = new Set(own.map((t) => t.project.code));
    expect(projects.has('KEEL-001') && projects.has('KEEL-002')).toBe(true);
  });

  it('gives the Delivery team tasks of its own, some with no assignee', async () => {
    const teamId = await server.idOf('teams', { name: 'Delivery' });
    const result = await server.call<TaskQueryResult>('member', 'POST', '/api/tasks/query', {
      filters: [{ filterName: 'team', intArrayValue: [teamId] }],
      pageSize: 500,
    });
    expect(result.status, result.text).toBe(200);
    expect(result.body.total).toBeGreaterThan(10);
    expect(result.body.items.every((t) => t.assigneeTeam?.id === teamId)).toBe(true);
    expect(result.body.items.some((t) => t.assignee === null)).toBe(true);
  });

  it('attaches a few small real files, stored under random names as an upload stores them', async () => {
    const rows = await server.knex('task_attachments').select<
      Array<{
        id: number;
        task_id: number;
        file_name: string;
        stored_name: string;
        content_type: string;
        size: number | string;
      }>
    >('id', 'task_id', 'file_name', 'stored_name', 'content_type', 'size');
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(new Set(rows.map((r) => r.content_type))).toEqual(new Set(['image/png', 'text/plain']));
    const dir = path.join(server.config.dataDir, 'files');
    for (const row of rows) {
      expect(row.stored_name).toMatch(/^[0-9a-f]{48}$/);
      const content = fs.readFileSync(path.join(dir, row.stored_name));
      expect(content.length).toBe(Number(row.size));
      expect(content.length).toBeLessThan(10_000);
      const history = await server
        .knex('task_updates')
        .where({ task_id: row.task_id, field: 'attachment', to_value: row.file_name })
        .count<{ n: number }[]>('* as n');
      expect(Number(history[0]?.n)).toBe(1);
    }

    // The API lists one, previews its image and downloads it byte for byte.
    const png = rows.find((r) => r.content_type === 'image/png')!;
    const list = await server.call<TaskAttachment[]>(
      'pm',
      'GET',
      `/api/tasks/${png.task_id}/attachments`,
    );
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(
      expect.objectContaining({ id: png.id, fileName: png.file_name, previewable: true }),
    );
    const download = await fetch(`${server.url}/api/tasks/${png.task_id}/attachments/${png.id}`, {
      headers: { cookie: await server.cookieOf('pm') },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('image/png');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(bytes.equals(fs.readFileSync(path.join(dir, png.stored_name)))).toBe(true);
    const updates = await server.call<TaskUpdate[]>(
      'pm',
      'GET',
      `/api/tasks/${png.task_id}/updates`,
    );
    expect(updates.body.map((u) => u.field)).toEqual(
      expect.arrayContaining(['created', 'attachment']),
    );
  });

  it('completes the done tasks over the last weeks, so the stats show them', async () => {
    const stats = await server.call<TaskStats>('admin', 'GET', '/api/tasks/stats');
    expect(stats.status).toBe(200);
    const weeks = stats.body.completedPerWeek.filter((w) => w.count > 0);
    expect(weeks.length).toBeGreaterThanOrEqual(8);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const before = await server.knex('tasks').count<{ n: number }[]>('* as n');
    const files = fs.readdirSync(path.join(server.config.dataDir, 'files')).length;
    // As the test server seeded it: without the demo's time (and the planning that comes with it).
    await seedDemoWorkspace(server.knex, {
      passwordHashCost: TEST_HASH_COST,
      dataDir: server.config.dataDir,
      timesheets: false,
    });
    const after = await server.knex('tasks').count<{ n: number }[]>('* as n');
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
    expect(fs.readdirSync(path.join(server.config.dataDir, 'files'))).toHaveLength(files);
  });
});
