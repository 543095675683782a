import type { Knex } from 'knex';
import { databaseKind } from '../../db/dialect';
import { rowsAsArrays, rowsAsJsonArrays } from '../../db/rows-as-arrays';
import { insertInSlices } from '../../lib/insert-row.repository';
import { PLANNED_PROJECT_STATUSES } from './workload.repository';

/**
 * The workload store's tables (migration `20251201001800_workload_store`,
 * README.md § Performance): the allocation per assignee, project and week
 * (`workload_week_allocations`), the marks of what is stale
 * (`workload_stale`), and the minutes logged per person and week
 * (`workload_week_logged`, kept by triggers).
 */

export const ALLOCATIONS = 'workload_week_allocations';
export const TOTALS = 'workload_week_totals';
export const STALE = 'workload_stale';
export const LOGGED = 'workload_week_logged';

/** Rows an insert (`insertInSlices`: at most 500); these rows are narrow. */
const INSERT_CHUNK = 400;

/** What a mark names: a project's rows, an assignee's rows, or everything (id 0). */
export type StaleScope = 'project' | 'assignee' | 'all';

export interface StaleMark {
  scope: StaleScope;
  id: number;
}

/** Marks the rows as stale (an upsert that does nothing when the mark is there). */
export async function mark(knex: Knex, scope: StaleScope, ids: readonly number[]): Promise<void> {
  const distinct = [...new Set(ids)];
  await insertInSlices(
    distinct,
    (slice) =>
      knex(STALE)
        .insert(slice.map((id) => ({ scope, ref_id: id })))
        .onConflict(['scope', 'ref_id'])
        .ignore(),
    INSERT_CHUNK,
  );
}

/** Up to `limit` marks (to tell "a few" from "too many to rebuild during a request"). */
export async function peekMarks(knex: Knex, limit: number): Promise<StaleMark[]> {
  const rows = await knex(STALE)
    .limit(limit)
    .select<Array<{ scope: StaleScope; ref_id: number }>>('scope', 'ref_id');
  return rows.map((r) => ({ scope: r.scope, id: Number(r.ref_id) }));
}

/** Is everything marked stale? */
export async function allMarked(knex: Knex): Promise<boolean> {
  const row = await knex(STALE).where({ scope: 'all' }).first('ref_id');
  return row !== undefined;
}

/**
 * Claims marks (deletes them, returning those deleted): `ids` null claims
 * every mark of the scope. Inside the rebuilding transaction, so a
 * concurrent rebuilder finds them gone once this one commits.
 */
export async function claimMarks(
  trx: Knex,
  scope: StaleScope,
  ids: readonly number[] | null,
): Promise<number[]> {
  if (ids && ids.length === 0) return [];
  // Raw: Knex's delete().returning() answers a count on better-sqlite3.
  const list = ids ? ` AND ref_id IN (${ids.map(() => '?').join(', ')})` : '';
  const result = (await trx.raw(`DELETE FROM ${STALE} WHERE scope = ?${list} RETURNING ref_id`, [
    scope,
    ...(ids ?? []),
  ])) as Array<{ ref_id: number }> | { rows: Array<{ ref_id: number }> };
  const rows = Array.isArray(result) ? result : result.rows;
  return rows.map((r) => Number(r.ref_id));
}

/** On PostgreSQL, one rebuilder at a time (until its transaction ends); SQLite's writers are serial already. */
export async function lockRebuild(trx: Knex): Promise<void> {
  // 0x6b776c64: "kwld", the workload store's advisory lock key.
  if (databaseKind(trx) === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(1802988644)');
}

/** The ids of every project with open tasks in a planned status (what the start-up build marks). */
export async function plannedProjectIds(knex: Knex): Promise<number[]> {
  const rows = await knex('projects as p')
    .whereNull('p.deleted_at')
    .where('p.archived', false)
    .whereIn('p.status', PLANNED_PROJECT_STATUSES as string[])
    .whereExists((sub) => {
      sub.select(knex.raw('1')).from('tasks as t').whereRaw('t.project_id = p.id');
    })
    .select<Array<{ id: number }>>('p.id');
  return rows.map((r) => Number(r.id));
}

/** The columns `deleteRows` returns of each row it deleted. */
const ROW_COLUMNS = 'assignee_id, team_id, project_id, week, tentative, minutes, task_count';

/**
 * Deletes the rows of these projects or assignees (before spreading their
 * tasks again) and returns them (the totals take their difference).
 */
export async function deleteRows(
  trx: Knex,
  projectIds: readonly number[],
  assigneeIds: readonly number[],
): Promise<AllocationRow[]> {
  const deleted: AllocationRow[] = [];
  for (const [column, ids] of [
    ['project_id', projectIds],
    ['assignee_id', assigneeIds],
  ] as const) {
    if (ids.length === 0) continue;
    // Raw: Knex's delete().returning() answers a count on better-sqlite3.
    const result = (await trx.raw(
      `DELETE FROM ${ALLOCATIONS} WHERE ${column} IN (${ids.map(() => '?').join(', ')}) RETURNING ${ROW_COLUMNS}`,
      [...ids],
    )) as AllocationRow[] | { rows: AllocationRow[] };
    deleted.push(...(Array.isArray(result) ? result : result.rows));
  }
  return deleted;
}

export async function deleteAllRows(trx: Knex): Promise<void> {
  await trx(ALLOCATIONS).delete();
  await trx(TOTALS).delete();
}

/** A difference of the totals of one assignee (0: unassigned), team (0: none) and week. */
export interface TotalsDelta {
  assignee_id: number;
  team_id: number;
  week: string;
  allocated_minutes: number;
  tentative_minutes: number;
  task_count: number;
}

/** Adds the differences to the totals (an upsert: a new key starts from them). */
export async function addToTotals(trx: Knex, deltas: readonly TotalsDelta[]): Promise<void> {
  const add = (column: string) => trx.raw(`${TOTALS}.${column} + excluded.${column}`);
  await insertInSlices(
    deltas,
    (slice) =>
      trx(TOTALS)
        .insert(slice)
        .onConflict(['week', 'assignee_id', 'team_id'])
        .merge({
          allocated_minutes: add('allocated_minutes'),
          tentative_minutes: add('tentative_minutes'),
          task_count: add('task_count'),
        }),
    INSERT_CHUNK,
  );
}

/** A task as the spread needs it: `[assigneeId, assigneeTeamId, projectId, draft, start, due, estimate, logged]`. */
export type SpreadTaskRow = [
  assigneeId: number | null,
  teamId: number | null,
  projectId: number,
  draft: number,
  startDate: string | null,
  dueDate: string | null,
  estimate: number | null,
  logged: number,
];

/** The open, dated tasks of planned projects among these projects or these assignees. */
export async function tasksToSpread(
  trx: Knex,
  projectIds: readonly number[],
  assigneeIds: readonly number[],
): Promise<SpreadTaskRow[]> {
  if (projectIds.length === 0 && assigneeIds.length === 0) return [];
  const query = trx('tasks as t')
    .join('projects as p', 'p.id', 't.project_id')
    .whereNot('t.status', 'done')
    .whereNull('p.deleted_at')
    .where('p.archived', false)
    .whereIn('p.status', PLANNED_PROJECT_STATUSES as string[])
    .where((w) => w.whereNotNull('t.start_date').orWhereNotNull('t.due_date'))
    .where((w) => {
      if (projectIds.length > 0) w.orWhereIn('t.project_id', projectIds as number[]);
      if (assigneeIds.length > 0) w.orWhereIn('t.assignee_id', assigneeIds as number[]);
    });
  return rowsAsJsonArrays<SpreadTaskRow>(trx, query, [
    't.assignee_id',
    't.assignee_team_id',
    't.project_id',
    trx.raw("CASE WHEN p.status = 'draft' THEN 1 ELSE 0 END"),
    't.start_date',
    't.due_date',
    't.work_estimation',
    't.logged_minutes',
  ]);
}

/** The employee records of these users: `[userId, standard minutes, working days JSON, start, end]`. */
export async function calendarsOf(
  trx: Knex,
  userIds: readonly number[],
): Promise<Array<[number, number, string | null, string | null, string | null]>> {
  if (userIds.length === 0) return [];
  const out: Array<[number, number, string | null, string | null, string | null]> = [];
  for (let i = 0; i < userIds.length; i += 500)
    out.push(
      ...(await rowsAsArrays<[number, number, string | null, string | null, string | null]>(
        trx,
        trx('employees')
          .whereIn('user_id', userIds.slice(i, i + 500) as number[])
          .select(
            'user_id',
            'standard_minutes_per_day',
            'working_days',
            'employment_start',
            'employment_end',
          ),
      )),
    );
  return out;
}

export interface AllocationRow {
  assignee_id: number | null;
  team_id: number | null;
  project_id: number;
  week: string;
  tentative: boolean;
  minutes: number;
  task_count: number;
}

export async function insertRows(trx: Knex, rows: readonly AllocationRow[]): Promise<void> {
  await insertInSlices(rows, (slice) => trx(ALLOCATIONS).insert(slice), INSERT_CHUNK);
}

/** The user of an employee record (null when it is gone). */
export async function userOfEmployee(trx: Knex, employeeId: number): Promise<number | null> {
  const row = await trx('employees').where({ id: employeeId }).first('user_id');
  return row ? Number(row.user_id) : null;
}

/** `[assigneeId (0: unassigned), week, allocated, tentative, taskCount]`. */
export type WeekFigureRow = [
  assigneeId: number,
  week: string,
  allocated: number | string,
  tentative: number | string,
  taskCount: number | string,
];

/** Whose rows: people (a subquery of their ids; null: every assignee), or the unassigned work (of these teams). */
export type StoreRows =
  { people: Knex.QueryBuilder | null } | { unassigned: true; teamIds: readonly number[] | null };

/**
 * The totals per assignee and week of the weeks `from`..`to` (Mondays):
 * a range of the primary key for everyone, the assignee index for named
 * people; the unassigned work summed over its teams.
 */
export async function weekTotals(
  knex: Knex,
  from: string,
  to: string,
  whose: StoreRows,
): Promise<WeekFigureRow[]> {
  const query = knex(`${TOTALS} as w`).whereBetween('w.week', [from, to]);
  if ('people' in whose) {
    if (whose.people) query.whereIn('w.assignee_id', whose.people);
    else query.whereNot('w.assignee_id', 0);
    return rowsAsJsonArrays<WeekFigureRow>(knex, query, [
      'w.assignee_id',
      'w.week',
      'w.allocated_minutes',
      'w.tentative_minutes',
      'w.task_count',
    ]);
  }
  query.where('w.assignee_id', 0);
  if (whose.teamIds) query.whereIn('w.team_id', whose.teamIds as number[]);
  return rowsAsArrays<WeekFigureRow>(
    knex,
    query
      .groupBy('w.week')
      .select(
        knex.raw('0'),
        'w.week',
        knex.raw('SUM(w.allocated_minutes)'),
        knex.raw('SUM(w.tentative_minutes)'),
        knex.raw('SUM(w.task_count)'),
      ),
  );
}

/**
 * `[assigneeId (0: unassigned), week, count]`: the tasks of the `projects`
 * (a subquery of ids: those a caller sees) per assignee and week, found by
 * the project index (a caller who does not see every project sees few).
 */
export async function visibleWeekCounts(
  knex: Knex,
  from: string,
  to: string,
  whose: StoreRows,
  projects: Knex.QueryBuilder,
): Promise<Array<[number | null, string, number | string]>> {
  const query = knex(`${ALLOCATIONS} as a`)
    .whereIn('a.project_id', projects)
    .whereBetween('a.week', [from, to]);
  if ('people' in whose) {
    if (whose.people) query.whereIn('a.assignee_id', whose.people);
    else query.whereNotNull('a.assignee_id');
  } else {
    query.whereNull('a.assignee_id');
    if (whose.teamIds) query.whereIn('a.team_id', whose.teamIds as number[]);
  }
  return rowsAsArrays(
    knex,
    query
      .groupBy('a.assignee_id', 'a.week')
      .select('a.assignee_id', 'a.week', knex.raw('SUM(a.task_count)')),
  );
}

/** `[userId, week, minutes]` logged on projects in the weeks `from`..`to` (Mondays). */
export async function weekLogged(
  knex: Knex,
  from: string,
  to: string,
  people: Knex.QueryBuilder | null,
): Promise<Array<[number, string, number | string]>> {
  const query = knex(`${LOGGED} as l`)
    .whereBetween('l.week', [from, to])
    .whereNot('l.minutes', 0)
    .select('l.user_id', 'l.week', 'l.minutes');
  if (people) query.whereIn('l.user_id', people);
  return rowsAsArrays<[number, string, number | string]>(knex, query);
}
