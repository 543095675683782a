import { describe, expect, it } from 'vitest';
import { temporaryDatabase } from '../temporary-database';
import { down, up } from './20251201000800_time_entries_restrict';
import { migrateUpToBefore, stampedInsert } from './migration-test-database';

const { database } = temporaryDatabase();

describe('migration 20251201000800_time_entries_restrict', () => {
  it('keeps every entry, index and trigger, and makes a delete of what entries are logged on fail', async () => {
    // A database as the previous release left it: every migration before this one.
    const knex = database();
    await migrateUpToBefore(knex, '20251201000800');
    const insert = stampedInsert(knex, Date.now());
    const user = (email: string) =>
      insert('users', { email, name: email, initials: 'XX', color: '#000000' });
    const logger = await user('logger@example.com');
    const idle = await user('idle@example.com');
    const projectId = await insert('projects', { code: 'RST-1', name: 'Kept', status: 'active' });
    const emptyProject = await insert('projects', {
      code: 'RST-2',
      name: 'Empty',
      status: 'active',
    });
    const task = (boardKey: string) =>
      insert('tasks', { project_id: projectId, name: boardKey, board_key: boardKey });
    const [logged, unlogged] = [await task('a'), await task('b')];
    const leave = Number((await knex('timesheet_tasks').where({ kind: 'leave' }).first('id'))?.id);
    const entry = (values: Record<string, unknown>) =>
      insert('time_entries', { user_id: logger, date: '2026-01-05', minutes: 30, ...values });
    await entry({ project_id: projectId, project_task_id: logged, minutes: 45, note: 'Task' });
    await entry({ project_id: projectId, minutes: 60, billable: true });
    await entry({ timesheet_task_id: leave, minutes: 480, date: '2026-01-06' });
    // The highest id ever given is gone: AUTOINCREMENT must not give it again.
    const dropped = await entry({ project_id: projectId, minutes: 15 });
    await knex('time_entries').where({ id: dropped }).delete();
    const entriesBefore = await knex('time_entries').orderBy('id').select();
    const indexesBefore = await indexNames();

    // This migration alone, through the migrator: later ones add triggers of their own
    // (the workload store's on time_entries), which are not this one's to keep.
    await migrateUpToBefore(knex, '20251201000810');

    expect(await knex('time_entries').orderBy('id').select()).toEqual(entriesBefore);
    expect(await indexNames()).toEqual(indexesBefore);
    expect(await foreignKeyActions()).toEqual({
      user_id: 'RESTRICT',
      project_id: 'RESTRICT',
      project_task_id: 'RESTRICT',
      timesheet_task_id: 'RESTRICT',
      created_by: 'SET NULL',
    });

    // The database refuses to remove time with what it is logged on.
    await expect(knex('tasks').where({ id: logged }).delete()).rejects.toThrow(/FOREIGN KEY/);
    await expect(knex('projects').where({ id: projectId }).delete()).rejects.toThrow(/FOREIGN KEY/);
    await expect(knex('users').where({ id: logger }).delete()).rejects.toThrow(/FOREIGN KEY/);
    expect(await knex('time_entries').count({ n: '*' }).first()).toEqual({ n: 3 });
    // Without entries, deleting still works.
    await knex('tasks').where({ id: unlogged }).delete();
    await knex('projects').where({ id: emptyProject }).delete();
    await knex('users').where({ id: idle }).delete();

    // The tasks.logged_minutes triggers survived the rebuild.
    const loggedMinutes = async () =>
      Number((await knex('tasks').where({ id: logged }).first('logged_minutes'))?.logged_minutes);
    expect(await loggedMinutes()).toBe(45);
    const added = await entry({ project_id: projectId, project_task_id: logged, minutes: 20 });
    expect(added).toBeGreaterThan(dropped);
    expect(await loggedMinutes()).toBe(65);
    await knex('time_entries').where({ id: added }).delete();
    expect(await loggedMinutes()).toBe(45);
    // The table's CHECK constraints too.
    await expect(entry({ project_id: projectId, minutes: 0 })).rejects.toThrow(/CHECK/);

    // Down restores the cascade, up takes it away again.
    await down(knex);
    expect((await foreignKeyActions()).project_task_id).toBe('CASCADE');
    await up(knex);
    expect(await foreignKeyActions()).toMatchObject({ project_task_id: 'RESTRICT' });
    expect(await indexNames()).toEqual(indexesBefore);
    expect(await knex('time_entries').count({ n: '*' }).first()).toEqual({ n: 3 });

    async function indexNames(): Promise<string[]> {
      const rows = (await knex.raw(
        "SELECT type, name FROM sqlite_master WHERE tbl_name = 'time_entries' AND type <> 'table' ORDER BY name",
      )) as Array<{ type: string; name: string }>;
      return rows.map((row) => `${row.type} ${row.name}`);
    }

    async function foreignKeyActions(): Promise<Record<string, string>> {
      const rows = (await knex.raw("PRAGMA foreign_key_list('time_entries')")) as Array<{
        from: string;
        on_delete: string;
      }>;
      return Object.fromEntries(rows.map((row) => [row.from, row.on_delete]));
    }
  });
});
