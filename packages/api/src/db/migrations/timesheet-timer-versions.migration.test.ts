import { describe, expect, it } from 'vitest';
import { deleteTimer, insertTimer } from '../../modules/timesheet/timesheet-timer.repository';
import { migrateToLatest } from '../database';
import { temporaryDatabase } from '../temporary-database';
import { migrateUpToBefore } from './migration-test-database';

const { database } = temporaryDatabase();

describe('migration 20260201000100_timesheet_timer_versions', () => {
  it("carries a running timer's version over, so the next timer of its user takes a later one", async () => {
    // A database as the previous release left it: every migration before this one.
    const knex = database();
    await migrateUpToBefore(knex, '20260201000100');
    const now = Date.now();
    const [user] = await knex('users')
      .insert({
        email: 'timing@example.com',
        name: 'Timing',
        initials: 'TI',
        color: '#000000',
        created_at: now,
        updated_at: now,
      })
      .returning<Array<{ id: number }>>('id');
    const userId = Number(user?.id);
    const internal = await knex('timesheet_tasks')
      .where({ kind: 'internal' })
      .first<{ id: number }>('id');
    const [timer] = await knex('timesheet_timers')
      .insert({
        user_id: userId,
        timesheet_task_id: internal.id,
        note: '',
        started_at: now,
        version: 3,
        created_at: now,
        updated_at: now,
      })
      .returning<Array<{ id: number }>>('id');

    await migrateToLatest(knex);

    expect(await knex('timesheet_timer_versions').select('user_id', 'last_version')).toEqual([
      { user_id: userId, last_version: 3 },
    ]);
    await deleteTimer(knex, Number(timer?.id));
    const target = {
      userId,
      projectId: null,
      taskId: null,
      timesheetTaskId: internal.id,
      note: '',
    };
    expect((await insertTimer(knex, target, now))?.version).toBe(4);
    expect(await insertTimer(knex, target, now)).toBeNull();
    await deleteTimer(knex, (await knex('timesheet_timers').first<{ id: number }>('id')).id);
    expect((await insertTimer(knex, target, now))?.version).toBe(6);
  });
});
