import type { TaskUpdate } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import { insertInSlices } from '../../lib/insert-row.repository';
import { userRef } from '../../lib/user-ref';

/** A task's history (one row per changed field) and its followers. */

export interface HistoryEntry {
  taskId: number;
  userId: number | null;
  field: string;
  from: string | null;
  to: string | null;
}

export async function insertHistory(
  knex: Knex,
  entries: readonly HistoryEntry[],
  now: number,
): Promise<void> {
  // In slices: a reschedule writes two rows for each of the hundreds of tasks it may move.
  await insertInSlices(entries, (slice) =>
    knex('task_updates').insert(
      slice.map((e) => ({
        task_id: e.taskId,
        user_id: e.userId,
        created_at: now,
        field: e.field,
        from_value: e.from,
        to_value: e.to,
      })),
    ),
  );
}

export async function listHistory(knex: Knex, taskId: number): Promise<TaskUpdate[]> {
  const rows = await knex('task_updates as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .where('h.task_id', taskId)
    .orderBy([
      { column: 'h.created_at', order: 'desc' },
      { column: 'h.id', order: 'desc' },
    ])
    .select<
      {
        id: number;
        user_id: number | null;
        name: string | null;
        initials: string | null;
        color: string | null;
        created_at: number | string;
        field: string;
        from_value: string | null;
        to_value: string | null;
      }[]
    >('h.*', 'u.name', 'u.initials', 'u.color');
  return rows.map((r) => ({
    id: r.id,
    user: userRef(r.user_id, r.name, r.initials, r.color),
    at: iso(r.created_at),
    field: r.field,
    from: r.from_value,
    to: r.to_value,
  }));
}

export async function setFollowing(
  knex: Knex,
  taskId: number,
  userId: number,
  follow: boolean,
): Promise<void> {
  if (follow)
    await knex('task_followers')
      .insert({ task_id: taskId, user_id: userId })
      .onConflict(['task_id', 'user_id'])
      .ignore();
  else await knex('task_followers').where({ task_id: taskId, user_id: userId }).delete();
}

export async function followerIds(knex: Knex, taskId: number): Promise<number[]> {
  const rows = await knex('task_followers')
    .where({ task_id: taskId })
    .select<{ user_id: number }[]>('user_id');
  return rows.map((r) => r.user_id);
}
