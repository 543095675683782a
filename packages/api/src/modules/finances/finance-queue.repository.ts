import type { Knex } from 'knex';
import { databaseKind } from '../../db/dialect';

/**
 * The recalculation's own reads and the queue (`finance_recalc_queue`,
 * README.md § Rate changes): which projects a salary change reaches, the
 * marks the worker (`finance-queue.service.ts`) claims and settles, and the
 * walk over live projects of the recalculation of everything
 * (`finance-recalculation.service.ts`).
 */

/** Ids per statement (far below both databases' parameter limits). */
const INSERT_CHUNK = 500;

/**
 * SQLite: copies the pages committed to the write-ahead log into the database
 * file now (PASSIVE: without waiting for readers or blocking anyone else).
 * `recalculateAll` calls it between its transactions: SQLite otherwise runs
 * the checkpoint inside the commit that takes the log past 1000 pages (4 MB),
 * so that commit — while the transaction still shuts every request out —
 * also writes and syncs megabytes of pages. Nothing to do on PostgreSQL.
 */
export async function checkpointWriteAheadLog(knex: Knex): Promise<void> {
  if (databaseKind(knex) === 'sqlite') await knex.raw('PRAGMA wal_checkpoint(PASSIVE)');
}

/** Ids of the live projects, from `afterId` on, at most `limit` (recalculate walks them in chunks). */
export async function liveProjectIds(
  knex: Knex,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await knex('projects')
    .whereNull('deleted_at')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .select<Array<{ id: number }>>('id');
  return rows.map((row) => row.id);
}

/**
 * The live projects whose figures depend on the users' hourly cost: where
 * they logged time or are assigned a task.
 */
export async function projectsOfUsers(knex: Knex, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await knex.select<Array<{ id: number }>>('project_id as id').from(
    knex('time_entries')
      .whereIn('user_id', [...userIds])
      .whereNotNull('project_id')
      .select('project_id')
      .union((q) =>
        q
          .from('tasks')
          .whereIn('assignee_id', [...userIds])
          .select('project_id'),
      )
      .as('u'),
  );
  return [...new Set(rows.map((row) => Number(row.id)))].sort((a, b) => a - b);
}

/** Users of the salary group's employees. */
export async function usersOfSalaryGroup(knex: Knex, groupId: number): Promise<number[]> {
  const rows = await knex('employees')
    .where({ salary_group_id: groupId })
    .select<Array<{ userId: number }>>('user_id as userId');
  return rows.map((row) => row.userId);
}

/** The user of an employee record, or null. */
export async function userOfEmployee(knex: Knex, employeeId: number): Promise<number | null> {
  const row = await knex('employees')
    .where({ id: employeeId })
    .first<{ userId: number } | undefined>('user_id as userId');
  return row?.userId ?? null;
}

// The recalculation queue (`finance_recalc_queue`): projects whose figures a
// rate change made stale, written in the change's transaction and drained by
// the worker (`finance-queue.service.ts`).

/** Marks the projects (again: a newer mark replaces an older one and its lease). */
export async function enqueueProjects(
  knex: Knex,
  projectIds: readonly number[],
  now: number,
): Promise<void> {
  for (let i = 0; i < projectIds.length; i += INSERT_CHUNK) {
    const chunk = projectIds.slice(i, i + INSERT_CHUNK);
    await knex('finance_recalc_queue')
      .insert(
        chunk.map((id) => ({ project_id: id, generation: 1, queued_at: now, lease_until: null })),
      )
      .onConflict('project_id')
      .merge({
        generation: knex.raw('?? + 1', ['finance_recalc_queue.generation']),
        queued_at: now,
        lease_until: null,
      });
  }
}

export interface QueuedProject {
  projectId: number;
  /** The mark's generation when claimed: a later mark bumps it. */
  generation: number;
}

/**
 * Claims up to `limit` marks that are free or whose lease ran out, until
 * `leaseUntil`: pick the ids, then one UPDATE that checks again that each is
 * still claimable (a concurrent worker's claim wins).
 */
export async function claimQueuedProjects(
  knex: Knex,
  now: number,
  leaseUntil: number,
  limit: number,
): Promise<QueuedProject[]> {
  const claimable = (q: Knex.QueryBuilder) =>
    q.where((w) => w.whereNull('lease_until').orWhere('lease_until', '<=', now));
  const picked = await knex('finance_recalc_queue')
    .modify(claimable)
    .orderBy('queued_at')
    .orderBy('project_id')
    .limit(limit)
    .select<Array<{ project_id: number }>>('project_id');
  if (picked.length === 0) return [];
  const rows = (await knex('finance_recalc_queue')
    .whereIn(
      'project_id',
      picked.map((row) => row.project_id),
    )
    .modify(claimable)
    .update({ lease_until: leaseUntil })
    .returning(['project_id', 'generation'])) as Array<{
    project_id: number;
    generation: number | string;
  }>;
  return rows.map((row) => ({ projectId: row.project_id, generation: Number(row.generation) }));
}

/** Removes the mark when it is still the one claimed (not marked again meanwhile). */
export async function settleQueuedProject(knex: Knex, claim: QueuedProject): Promise<void> {
  await knex('finance_recalc_queue')
    .where({ project_id: claim.projectId, generation: claim.generation })
    .delete();
}

/**
 * The current marks of the projects (their generations): read before a
 * rewrite of them, so `settleQueuedProjects` afterwards removes only the marks
 * that rewrite covered (a mark made or renewed meanwhile has a newer generation).
 */
export async function queuedMarksOf(
  knex: Knex,
  projectIds: readonly number[],
): Promise<QueuedProject[]> {
  const marks: QueuedProject[] = [];
  for (let i = 0; i < projectIds.length; i += INSERT_CHUNK) {
    const rows = await knex('finance_recalc_queue')
      .whereIn('project_id', projectIds.slice(i, i + INSERT_CHUNK))
      .select<Array<{ project_id: number; generation: number | string }>>(
        'project_id',
        'generation',
      );
    for (const row of rows)
      marks.push({ projectId: Number(row.project_id), generation: Number(row.generation) });
  }
  return marks;
}

/** `settleQueuedProject` for each mark. */
export async function settleQueuedProjects(
  knex: Knex,
  marks: readonly QueuedProject[],
): Promise<void> {
  for (const mark of marks) await settleQueuedProject(knex, mark);
}

export async function countQueuedProjects(knex: Knex): Promise<number> {
  const row = await knex('finance_recalc_queue').count<{ n: number | string }[]>({ n: '*' });
  return Number(row[0]?.n ?? 0);
}
