import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../database';
import { temporaryDatabase } from '../temporary-database';
import { migrateUpToBefore, stampedInsert } from './migration-test-database';

const { database } = temporaryDatabase();

describe('migration 20251201000700_task_logged_minutes', () => {
  it('counts the entries already logged on each task, and its triggers follow every later write', async () => {
    // A database as the previous release left it: every migration before this one.
    const knex = database();
    await migrateUpToBefore(knex, '20251201000700');
    const insert = stampedInsert(knex, Date.now());
    const userId = await insert('users', {
      email: 'logger@example.com',
      name: 'Logger',
      initials: 'LO',
      color: '#000000',
    });
    const projectId = await insert('projects', { code: 'LOG-1', name: 'Logged', status: 'active' });
    const task = (boardKey: string) =>
      insert('tasks', { project_id: projectId, name: boardKey, board_key: boardKey });
    const [a, b, idle] = [await task('a'), await task('b'), await task('c')];
    const entry = (taskId: number | null, minutes: number) =>
      insert('time_entries', {
        user_id: userId,
        date: '2026-01-05',
        project_id: projectId,
        project_task_id: taskId,
        minutes,
      });
    await entry(a, 30);
    await entry(a, 45);
    await entry(b, 60);
    await entry(null, 90);

    await migrateToLatest(knex);
    const logged = async () =>
      Object.fromEntries(
        (await knex('tasks').orderBy('id').select('id', 'logged_minutes')).map((row) => [
          Number(row.id),
          Number(row.logged_minutes),
        ]),
      );
    expect(await logged()).toEqual({ [a]: 75, [b]: 60, [idle]: 0 });

    // Insert, move to another task, change minutes, move off tasks, delete.
    const moving = await entry(a, 15);
    expect(await logged()).toEqual({ [a]: 90, [b]: 60, [idle]: 0 });
    await knex('time_entries').where({ id: moving }).update({ project_task_id: b });
    expect(await logged()).toEqual({ [a]: 75, [b]: 75, [idle]: 0 });
    await knex('time_entries').where({ id: moving }).update({ minutes: 40 });
    expect(await logged()).toEqual({ [a]: 75, [b]: 100, [idle]: 0 });
    await knex('time_entries').where({ id: moving }).update({ project_task_id: null });
    expect(await logged()).toEqual({ [a]: 75, [b]: 60, [idle]: 0 });
    await knex('time_entries').where({ id: moving }).update({ project_task_id: idle, minutes: 5 });
    expect(await logged()).toEqual({ [a]: 75, [b]: 60, [idle]: 5 });
    await knex('time_entries').where({ id: moving }).delete();
    expect(await logged()).toEqual({ [a]: 75, [b]: 60, [idle]: 0 });
    // A note's change leaves the sums alone.
    await knex('time_entries').where({ project_task_id: a }).update({ note: 'edited' });
    expect(await logged()).toEqual({ [a]: 75, [b]: 60, [idle]: 0 });
  });
});
