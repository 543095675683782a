import type { ProjectStatus, TaskStatus } from '@keel/types';
import type { Knex } from 'knex';
import { rowsAsArrays, rowsAsJsonArrays } from '../../db/rows-as-arrays';
import { visibleProjectsQuery, type AuthUser } from '../auth';

/**
 * The reads of the workload view, set-based: one statement per kind of row
 * (people, memberships, day sums, tasks), each scoped by the same people
 * subquery, whatever the number of people. Sums are grouped in SQL.
 */

/** Projects whose open tasks are planned work (completed, cancelled, archived and deleted ones are not). */
export const PLANNED_PROJECT_STATUSES: readonly ProjectStatus[] = ['draft', 'active', 'onHold'];
/** Timesheet task kinds that are time off (taken off capacity rather than counted as work). */
export const LEAVE_KINDS = ['leave', 'timeInLieuTaken'] as const;

/** Narrows the tasks (and the logged time) counted: projects and domains. */
export interface TaskFilter {
  projectIds: readonly number[] | null;
  domains: readonly string[] | null;
}

/** Who the rows are: already narrowed by the caller's permission and the body's filters. */
export interface PeopleScope {
  /** `readOwnResourceAllocation` only: this user alone. */
  onlyUserId: number | null;
  userIds: readonly number[] | null;
  teamIds: readonly number[] | null;
  tasks: TaskFilter;
  startDate: string;
  endDate: string;
}

export interface PersonRow {
  id: number;
  name: string;
  initials: string;
  color: string;
  hasEmployeeRecord: boolean;
  standardMinutesPerDay: number;
  workingDays: number[];
  employmentStart: string | null;
  employmentEnd: string | null;
}

export interface TaskRow {
  id: number;
  name: string;
  status: TaskStatus;
  assigneeId: number | null;
  startDate: string | null;
  dueDate: string | null;
  estimateMinutes: number | null;
  loggedMinutes: number;
  version: number;
  /** The project's fields flat: one object a task (the grid reads tens of thousands). */
  projectId: number;
  projectCode: string;
  projectName: string;
  projectStatus: ProjectStatus;
}

export interface DayMinutesRow {
  userId: number;
  date: string;
  minutes: number;
}

/** Open tasks of planned projects matching the filter (the shared WHERE of tasks and the people filter). */
function plannedTasks(query: Knex.QueryBuilder, filter: TaskFilter): Knex.QueryBuilder {
  query
    .join('projects as p', 'p.id', 't.project_id')
    .whereNot('t.status', 'done')
    .whereNull('p.deleted_at')
    .where('p.archived', false)
    .whereIn('p.status', PLANNED_PROJECT_STATUSES as string[]);
  if (filter.projectIds) query.whereIn('t.project_id', filter.projectIds as number[]);
  if (filter.domains) query.whereIn('t.domain', filter.domains as string[]);
  return query;
}

/**
 * Tasks whose schedule (start..due, or the one date) touches the range, and
 * (`undated`) those that have no dates.
 */
function overlapping(query: Knex.QueryBuilder, startDate: string, endDate: string, undated = true) {
  const dated = (w: Knex.QueryBuilder) =>
    w
      .whereRaw('COALESCE(t.start_date, t.due_date) <= ?', [endDate])
      .whereRaw('COALESCE(t.due_date, t.start_date) >= ?', [startDate]);
  if (!undated) return query.where(dated);
  return query.where((w) => {
    w.where(dated).orWhere((none) => none.whereNull('t.start_date').whereNull('t.due_date'));
  });
}

/** `SELECT u.id FROM users u WHERE ...`: the people of the view, as a subquery. */
export function peopleIds(knex: Knex, scope: PeopleScope): Knex.QueryBuilder {
  const query = knex('users as u')
    .select('u.id')
    .where({ 'u.status': 'active', 'u.external': false })
    .whereNull('u.deleted_at');
  if (scope.onlyUserId !== null) query.where('u.id', scope.onlyUserId);
  if (scope.userIds) query.whereIn('u.id', scope.userIds as number[]);
  if (scope.teamIds)
    query.whereExists((sub) => {
      sub
        .select(knex.raw('1'))
        .from('team_members as tm')
        .whereRaw('tm.user_id = u.id')
        .whereIn('tm.team_id', scope.teamIds as number[]);
    });
  // A project or domain filter asks who works on it: people with matching work in the range.
  if (scope.tasks.projectIds || scope.tasks.domains)
    query.whereExists((sub) => {
      sub.select(knex.raw('1')).from('tasks as t').whereRaw('t.assignee_id = u.id');
      plannedTasks(sub, scope.tasks);
      overlapping(sub, scope.startDate, scope.endDate);
    });
  return query;
}

interface PersonDbRow {
  id: number;
  name: string;
  initials: string;
  color: string;
  employee_id: number | null;
  standard_minutes_per_day: number | null;
  working_days: string | null;
  employment_start: string | null;
  employment_end: string | null;
}

export function parseWorkingDays(text: string | null): number[] {
  if (!text) return [];
  try {
    const days = JSON.parse(text) as unknown;
    return Array.isArray(days) ? days.filter((d): d is number => Number.isInteger(d)) : [];
  } catch {
    return [];
  }
}

export async function listPeople(knex: Knex, scope: PeopleScope): Promise<PersonRow[]> {
  const rows = await knex('users as w')
    .leftJoin('employees as e', 'e.user_id', 'w.id')
    .whereIn('w.id', peopleIds(knex, scope))
    .orderBy([{ column: 'w.name' }, { column: 'w.id' }])
    .select<PersonDbRow[]>(
      'w.id',
      'w.name',
      'w.initials',
      'w.color',
      'e.id as employee_id',
      'e.standard_minutes_per_day',
      'e.working_days',
      'e.employment_start',
      'e.employment_end',
    );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    initials: row.initials,
    color: row.color,
    hasEmployeeRecord: row.employee_id !== null,
    standardMinutesPerDay: Number(row.standard_minutes_per_day ?? 0),
    workingDays: row.employee_id !== null ? parseWorkingDays(row.working_days) : [1, 2, 3, 4, 5],
    employmentStart: row.employment_start,
    employmentEnd: row.employment_end,
  }));
}

/** The teams of the people (people in no team have no row). */
export async function listMemberships(
  knex: Knex,
  scope: PeopleScope,
): Promise<Array<{ userId: number; teamId: number; teamName: string }>> {
  const query = knex('team_members as tm')
    .join('teams as tt', 'tt.id', 'tm.team_id')
    .whereIn('tm.user_id', peopleIds(knex, scope))
    .select<Array<{ user_id: number; team_id: number; name: string }>>(
      'tm.user_id',
      'tm.team_id',
      'tt.name',
    );
  if (scope.teamIds) query.whereIn('tm.team_id', scope.teamIds as number[]);
  const rows = await query;
  return rows.map((r) => ({
    userId: Number(r.user_id),
    teamId: Number(r.team_id),
    teamName: r.name,
  }));
}

/**
 * The time entries of time off in the range (person, day, minutes; several
 * a day), on the leave kinds of timesheet tasks. For everyone, every user's
 * (the service keeps those of the people it shows, summed per day).
 */
export async function listLeaveMinutes(knex: Knex, scope: PeopleScope): Promise<DayMinutesRow[]> {
  // The leave entries by their few timesheet tasks (time_entries_timesheet_task),
  // rather than every entry of the range joined to its timesheet task.
  const query = knex('time_entries as te')
    .whereBetween('te.date', [scope.startDate, scope.endDate])
    .whereIn(
      'te.timesheet_task_id',
      knex('timesheet_tasks as tt')
        .select('tt.id')
        .whereIn('tt.kind', LEAVE_KINDS as unknown as string[]),
    );
  // Everyone: no per-person filter (the service reads the sums of the people it shows).
  if (namesPeople(scope) || scope.tasks.projectIds || scope.tasks.domains)
    query.whereIn('te.user_id', peopleIds(knex, scope));
  const rows = await rowsAsJsonArrays<[userId: number, date: string, minutes: number | string]>(
    knex,
    query,
    ['te.user_id', 'te.date', 'te.minutes'],
  );
  return rows.map(([userId, date, minutes]) => ({
    userId: Number(userId),
    date,
    minutes: Number(minutes),
  }));
}

/**
 * The minutes each person logged on projects (narrowed by the task filter)
 * in each period: `[userId, period index, minutes]`, no row for a period
 * without any. `periods` are consecutive and cover the range.
 */
export async function listLoggedMinutes(
  knex: Knex,
  scope: PeopleScope,
  periods: ReadonlyArray<{ start: string; end: string }>,
): Promise<Array<[userId: number, period: number, minutes: number]>> {
  if (periods.length === 0) return [];
  // One range probe of time_entries_user_date per person and period, which
  // the index answers alone (it carries project_id and minutes): summing the
  // 140,000 entries of 1,000 people over 12 weeks in the service read each
  // entry's table row, and grouping them in SQL sorts them all.
  const sum = knex('time_entries as te')
    .sum('te.minutes')
    .whereRaw('te.user_id = lu.id')
    .whereRaw('te.date >= wp.s')
    .whereRaw('te.date <= wp.e')
    .whereNotNull('te.project_id');
  if (scope.tasks.projectIds) sum.whereIn('te.project_id', scope.tasks.projectIds as number[]);
  if (scope.tasks.domains)
    sum.whereIn(
      'te.project_task_id',
      knex('tasks as t')
        .select('t.id')
        .whereIn('t.domain', scope.tasks.domains as string[]),
    );
  // The periods as a table of (index, first day, last day); the indexes are ours.
  const table = knex.raw(
    `(${periods.map((_, i) => `SELECT ${i} AS i, ? AS s, ? AS e`).join(' UNION ALL ')}) wp`,
    periods.flatMap((p) => [p.start, p.end]),
  );
  const query = knex
    .from('users as lu')
    .crossJoin(table)
    .whereIn('lu.id', peopleIds(knex, scope))
    .select('lu.id', 'wp.i', sum.as('m'));
  const rows = await rowsAsArrays<
    [userId: number, period: number, minutes: number | string | null]
  >(knex, query);
  const sums: Array<[number, number, number]> = [];
  for (const [userId, period, minutes] of rows)
    if (minutes !== null) sums.push([Number(userId), Number(period), Number(minutes)]);
  return sums;
}

/** The columns the figures need, in the order of `TaskDbRow` (the logged sum next). */
const FIGURE_COLUMNS = [
  't.id',
  't.assignee_id',
  't.start_date',
  't.due_date',
  't.work_estimation',
  'p.id',
  'p.status',
] as const;
/** And the details a cell's task list shows. */
const DETAIL_COLUMNS = ['t.name', 't.status', 't.version', 'p.code', 'p.name'] as const;

/** A row of `FIGURE_COLUMNS`, the logged sum, then (with details) `DETAIL_COLUMNS`, by position. */
type TaskDbRow = [
  id: number,
  assigneeId: number | null,
  startDate: string | null,
  dueDate: string | null,
  estimate: number | null,
  projectId: number,
  projectStatus: ProjectStatus,
  logged: number | string,
  name?: string,
  status?: TaskStatus,
  version?: number,
  projectCode?: string,
  projectName?: string,
];

/** Does the scope name its people (oneself, users, teams), rather than everyone? */
export function namesPeople(scope: PeopleScope): boolean {
  return scope.onlyUserId !== null || scope.userIds !== null || scope.teamIds !== null;
}

/**
 * `FROM tasks t JOIN projects p WHERE ...`: the open tasks of the people
 * (or, for `unassigned`, with no assignee, narrowed to `teamIds` when given)
 * whose schedule touches the range or that have no dates. For everyone,
 * "has an assignee" (a scan, cheaper than 1,000 index probes; the service
 * keeps the tasks of the people it shows).
 */
function tasksOf(knex: Knex, scope: PeopleScope, whose: 'people' | 'unassigned', undated: boolean) {
  const query = knex('tasks as t');
  plannedTasks(query, scope.tasks);
  overlapping(query, scope.startDate, scope.endDate, undated);
  if (whose === 'unassigned') {
    query.whereNull('t.assignee_id');
    if (scope.teamIds) query.whereIn('t.assignee_team_id', scope.teamIds as number[]);
  } else if (namesPeople(scope)) query.whereIn('t.assignee_id', peopleIds(knex, scope));
  else query.whereNotNull('t.assignee_id');
  return query;
}

/**
 * The open tasks behind the view (see `tasksOf`), with the minutes logged on
 * each (all time). `details: false`: only what the figures need
 * (no names, status or version; not in order; no task without dates).
 */
export async function listTasks(
  knex: Knex,
  scope: PeopleScope,
  whose: 'people' | 'unassigned',
  details = true,
): Promise<TaskRow[]> {
  // One statement: the tasks with the minutes logged on each (all time,
  // `tasks.logged_minutes`, kept by the time entries' triggers). Without
  // `details` (the grid's figures only) the names and the order are not
  // read: building tens of thousands of rows of strings, and sorting them,
  // was most of the cost. The tasks without dates are in no cell: the
  // figures alone do not read them.
  const logged = 't.logged_minutes';
  const query = tasksOf(knex, scope, whose, details);
  // Tens of thousands of rows for everyone: the figures' rows come as one
  // JSON text (building them value by value in the driver was most of the
  // statement's time); the details' (fewer: one team, one person) as arrays.
  const rows = details
    ? await rowsAsArrays<TaskDbRow>(
        knex,
        query
          .orderBy([{ column: 't.due_date' }, { column: 't.id' }])
          .select([...FIGURE_COLUMNS, logged, ...DETAIL_COLUMNS]),
      )
    : await rowsAsJsonArrays<TaskDbRow>(knex, query, [...FIGURE_COLUMNS, logged]);
  return rows.map((r) => ({
    id: Number(r[0]),
    name: r[8] ?? '',
    status: r[9] ?? 'todo',
    assigneeId: r[1] === null ? null : Number(r[1]),
    startDate: r[2],
    dueDate: r[3],
    estimateMinutes: r[4] === null ? null : Number(r[4]),
    loggedMinutes: Number(r[7]),
    version: Number(r[10] ?? 0),
    projectId: Number(r[5]),
    projectCode: r[11] ?? '',
    projectName: r[12] ?? '',
    projectStatus: r[6],
  }));
}

/** `SELECT projects.id ...`: the projects the user may read, as a subquery. */
export function visibleProjectIdsQuery(knex: Knex, user: AuthUser): Knex.QueryBuilder {
  return visibleProjectsQuery(knex, user).select('projects.id');
}

/** The ids of the projects the user may read (for users who do not see every project). */
export async function visibleProjectIds(knex: Knex, user: AuthUser): Promise<Set<number>> {
  const rows = await visibleProjectsQuery(knex, user).select<Array<{ id: number }>>('projects.id');
  return new Set(rows.map((r) => Number(r.id)));
}

/** Options: teams, active staff, planned projects (visible ones only unless `allProjects`). */
export async function optionTeams(knex: Knex): Promise<Array<{ id: number; name: string }>> {
  return knex('teams').orderBy('name').select('id', 'name');
}

export async function optionPeople(
  knex: Knex,
  onlyUserId: number | null,
): Promise<Array<{ id: number; name: string }>> {
  const query = knex('users')
    .where({ status: 'active', external: false })
    .whereNull('deleted_at')
    .orderBy('name')
    .select('id', 'name');
  if (onlyUserId !== null) query.where({ id: onlyUserId });
  return query;
}

export async function optionProjects(
  knex: Knex,
  user: AuthUser,
): Promise<Array<{ id: number; code: string; name: string }>> {
  return visibleProjectsQuery(knex, user)
    .where('projects.archived', false)
    .whereIn('projects.status', PLANNED_PROJECT_STATUSES as string[])
    .orderBy('projects.code')
    .select('projects.id', 'projects.code', 'projects.name');
}
