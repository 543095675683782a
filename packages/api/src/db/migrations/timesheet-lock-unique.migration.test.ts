import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../database';
import { temporaryDatabase } from '../temporary-database';
import { migrateUpToBefore } from './migration-test-database';

const { database } = temporaryDatabase();

describe('migration 20251201000810_timesheet_lock_unique', () => {
  it('merges identical locks stored before, keeping the oldest, then refuses a new identical one', async () => {
    // A database as the previous release left it: every migration before this one.
    const knex = database();
    await migrateUpToBefore(knex, '20251201000810');
    const now = Date.now();
    const [user] = await knex('users')
      .insert({
        email: 'locked@example.com',
        name: 'Locked',
        initials: 'LO',
        color: '#000000',
        created_at: now,
        updated_at: now,
      })
      .returning<Array<{ id: number }>>('id');
    const userId = Number(user?.id);
    const lock = async (lockDate: string, forUser: number | null) => {
      const [row] = await knex('timesheet_locks')
        .insert({ lock_date: lockDate, user_id: forUser, created_at: now, updated_at: now })
        .returning<Array<{ id: number }>>('id');
      return Number(row?.id);
    };
    const everyone = await lock('2026-01-31', null);
    await lock('2026-01-31', null);
    await lock('2026-01-31', null);
    const theirs = await lock('2026-01-31', userId);
    await lock('2026-01-31', userId);
    const earlier = await lock('2026-01-30', null);

    await migrateToLatest(knex);

    const ids = (await knex('timesheet_locks').orderBy('id').select('id')).map((r) => Number(r.id));
    expect(ids).toEqual([everyone, theirs, earlier]);
    await expect(lock('2026-01-31', null)).rejects.toThrow(/UNIQUE/);
    await expect(lock('2026-01-31', userId)).rejects.toThrow(/UNIQUE/);
    expect(await lock('2026-02-28', userId)).toBeGreaterThan(earlier);
  });
});
