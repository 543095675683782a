import { BILLING_TYPES } from '@keel/types';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server';
import { serverForFile } from '../test/server-for-file';
import { expectReseedChangesNothing } from '../test/demo-reseed';
import { DEMO_PROJECT_DETAILS } from './demo-projects';
import { DEMO_PROJECTS } from './demo-workspace';

let server: TestServer;
serverForFile((started) => (server = started));

async function snapshot() {
  const k = server.knex;
  return {
    projects: await k('projects')
      .orderBy('id')
      .select(
        'id',
        'billing_type',
        'start_date',
        'end_date',
        'budget_amount',
        'description',
        'tags',
        'rag_overall',
      ),
    ragChanges: await k('project_rag_changes').orderBy('id').select('id', 'project_id', 'overall'),
    customFields: await k('custom_fields').orderBy('id').select('id', 'name', 'type', 'options'),
    values: await k('project_custom_field_values').orderBy(['project_id', 'field_id']).select(),
    threads: await k('discussion_threads').orderBy('id').select('id', 'project_id', 'title'),
    comments: await k('discussion_comments').orderBy('id').select('id', 'thread_id', 'body'),
    notifications: await k('notifications').orderBy('id').select('id', 'user_id', 'text'),
  };
}

describe('the demo projects', () => {
  it('adds nothing when seeded again, and keeps what someone edited', async () => {
    await server
      .knex('projects')
      .where({ code: 'KEEL-007' })
      .update({ description: 'Edited by hand' });
    await expectReseedChangesNothing(server, snapshot);
  });

  it('gives every demo project its details, and covers every billing type', async () => {
    expect(Object.keys(DEMO_PROJECT_DETAILS).sort()).toEqual(
      DEMO_PROJECTS.map((p) => p.code).sort(),
    );
    const rows = await server
      .knex('projects')
      .whereIn('code', Object.keys(DEMO_PROJECT_DETAILS))
      .select<{ billing_type: string; start_date: string | null }[]>('billing_type', 'start_date');
    expect(new Set(rows.map((r) => r.billing_type))).toEqual(new Set(BILLING_TYPES));
    expect(rows.every((r) => r.start_date !== null)).toBe(true);
  });

  it('has RAG histories with the current RAG as the latest change, red and amber among them', async () => {
    const projects = await server
      .knex('projects')
      .select<{ id: number; rag_overall: string }[]>('id', 'rag_overall');
    for (const project of projects) {
      const latest = await server
        .knex('project_rag_changes')
        .where({ project_id: project.id })
        .orderBy('changed_at', 'desc')
        .first<{ overall: string } | undefined>('overall');
      expect(latest?.overall ?? 'grey').toBe(project.rag_overall);
    }
    const overall = new Set(projects.map((p) => p.rag_overall));
    expect(overall.has('red') && overall.has('amber') && overall.has('green')).toBe(true);
  });

  it('has discussions with a mention that left Max an unread notification', async () => {
    const threads = await server
      .knex('discussion_threads')
      .count<{ count: number }[]>({ count: '*' })
      .first();
    expect(Number(threads?.count)).toBeGreaterThanOrEqual(3);
    const max = await server
      .knex('users')
      .where({ email: 'member@example.com' })
      .first<{ id: number }>('id');
    const unread = await server
      .knex('notifications')
      .where({ user_id: max.id, read: false })
      .select('text');
    expect(unread.length).toBeGreaterThanOrEqual(1);
    const sam = await server
      .knex('users')
      .where({ email: 'stakeholder@example.com' })
      .first<{ id: number }>('id');
    expect(await server.knex('notifications').where({ user_id: sam.id }).select('id')).toEqual([]);
  });
});
