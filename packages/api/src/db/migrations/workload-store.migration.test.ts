import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../database';
import { temporaryDatabase } from '../temporary-database';
import { migrateUpToBefore, stampedInsert } from './migration-test-database';

const { database } = temporaryDatabase();

describe('migration 20251201001800_workload_store', () => {
  it('sums the project time already logged per person and ISO week, its triggers follow every later write, and the store is marked to build', async () => {
    const knex = database();
    await migrateUpToBefore(knex, '20251201001800');
    const insert = stampedInsert(knex, Date.now());
    const userId = await insert('users', {
      email: 'weeks@example.com',
      name: 'Weeks',
      initials: 'WE',
      color: '#000000',
    });
    const projectId = await insert('projects', { code: 'WK-1', name: 'Weeks', status: 'active' });
    const entry = (date: string, minutes: number) =>
      insert('time_entries', { user_id: userId, date, project_id: projectId, minutes });
    // 2026-01-05 is a Monday, 2026-01-11 its Sunday, 2026-01-12 the next Monday.
    await entry('2026-01-05', 30);
    await entry('2026-01-11', 45);
    await entry('2026-01-12', 60);

    await migrateToLatest(knex);
    const weeks = async () =>
      Object.fromEntries(
        (await knex('workload_week_logged').where({ user_id: userId }).select('week', 'minutes'))
          .filter((row) => Number(row.minutes) !== 0)
          .map((row) => [row.week, Number(row.minutes)]),
      );
    expect(await weeks()).toEqual({ '2026-01-05': 75, '2026-01-12': 60 });
    expect(await knex('workload_stale').select('scope', 'ref_id')).toEqual([
      { scope: 'all', ref_id: 0 },
    ]);

    // Insert, move to another week, change minutes, move to another person and back, delete.
    const moving = await entry('2026-01-07', 15);
    expect(await weeks()).toEqual({ '2026-01-05': 90, '2026-01-12': 60 });
    await knex('time_entries').where({ id: moving }).update({ date: '2026-01-18' });
    expect(await weeks()).toEqual({ '2026-01-05': 75, '2026-01-12': 75 });
    await knex('time_entries').where({ id: moving }).update({ minutes: 40 });
    expect(await weeks()).toEqual({ '2026-01-05': 75, '2026-01-12': 100 });
    const other = await insert('users', {
      email: 'other@example.com',
      name: 'Other',
      initials: 'OT',
      color: '#000000',
    });
    await knex('time_entries').where({ id: moving }).update({ user_id: other });
    expect(await weeks()).toEqual({ '2026-01-05': 75, '2026-01-12': 60 });
    await knex('time_entries').where({ id: moving }).update({ user_id: userId });
    await knex('time_entries').where({ id: moving }).delete();
    expect(await weeks()).toEqual({ '2026-01-05': 75, '2026-01-12': 60 });
  });
});
