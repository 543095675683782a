import type { DependencyType, TaskDependency } from '@keel/types';
import type { Knex } from 'knex';
import { databaseKind } from '../../db/dialect';
import { iso } from '../../lib/dates';
import type { VersionedTable } from '../../lib/versioned-save';
import type { Dependency } from './task-schedule-rules';

/** Dependencies between tasks of one project (`task_dependencies`) and the dates a reschedule writes. */

export const DEPENDENCY_ROWS: VersionedTable = {
  table: 'task_dependencies',
  notFound: 'Dependency not found',
};

// "tl31": the advisory lock key of a project's schedule (issue 31), with the project id.
const SCHEDULE_NAMESPACE = 0x746c3331;

/**
 * Serialises the writes of one project's dependency graph and dates through
 * it (dependency inserts, reschedules) until the transaction ends: on
 * PostgreSQL an advisory lock on the project (not its row, which board moves
 * lock after their task's row: taking it before task rows here could
 * deadlock with them); SQLite runs one write transaction at a time. So two
 * opposite inserts never both pass their cycle check, and two reschedules
 * of one chain never read the same dates.
 */
export async function lockProjectSchedule(trx: Knex, projectId: number): Promise<void> {
  if (databaseKind(trx) === 'postgres')
    await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [SCHEDULE_NAMESPACE, projectId]);
}

interface DependencyRow {
  id: number;
  project_id: number;
  predecessor_id: number;
  successor_id: number;
  type: DependencyType;
  lag_days: number;
}

const toDependency = (row: DependencyRow): Dependency => ({
  id: Number(row.id),
  predecessorId: Number(row.predecessor_id),
  successorId: Number(row.successor_id),
  type: row.type,
  lagDays: Number(row.lag_days),
});

/** Every dependency of a project (the graph a cycle check and a shift read). */
export async function projectDependencies(knex: Knex, projectId: number): Promise<Dependency[]> {
  const rows = await knex('task_dependencies')
    .where({ project_id: projectId })
    .orderBy('id')
    .select<DependencyRow[]>(
      'id',
      'project_id',
      'predecessor_id',
      'successor_id',
      'type',
      'lag_days',
    );
  return rows.map(toDependency);
}

/** The dependencies of a task, as predecessor or successor, with both tasks named; or one of them. */
export async function taskDependencies(
  knex: Knex,
  taskId: number,
  dependencyId?: number,
): Promise<TaskDependency[]> {
  const query = knex('task_dependencies as d')
    .join('tasks as p', 'p.id', 'd.predecessor_id')
    .join('tasks as s', 's.id', 'd.successor_id')
    .where((q) => q.where('d.predecessor_id', taskId).orWhere('d.successor_id', taskId))
    .orderBy('d.id')
    .select(
      'd.id',
      'd.predecessor_id',
      'd.successor_id',
      'd.type',
      'd.lag_days',
      'd.version',
      'd.created_at',
      'p.name as p_name',
      'p.start_date as p_start',
      'p.due_date as p_due',
      's.name as s_name',
      's.start_date as s_start',
      's.due_date as s_due',
    );
  if (dependencyId !== undefined) query.where('d.id', dependencyId);
  const rows = (await query) as Array<
    DependencyRow & {
      version: number;
      created_at: number | string;
      p_name: string;
      p_start: string | null;
      p_due: string | null;
      s_name: string;
      s_start: string | null;
      s_due: string | null;
    }
  >;
  return rows.map((row) => ({
    ...toDependency(row),
    predecessor: {
      id: Number(row.predecessor_id),
      name: row.p_name,
      startDate: row.p_start,
      dueDate: row.p_due,
    },
    successor: {
      id: Number(row.successor_id),
      name: row.s_name,
      startDate: row.s_start,
      dueDate: row.s_due,
    },
    version: Number(row.version),
    createdAt: iso(row.created_at),
  }));
}

export async function insertDependency(
  knex: Knex,
  values: Omit<Dependency, 'id'> & { projectId: number; createdBy: number },
  now: number,
): Promise<number> {
  const [row] = await knex('task_dependencies')
    .insert({
      project_id: values.projectId,
      predecessor_id: values.predecessorId,
      successor_id: values.successorId,
      type: values.type,
      lag_days: values.lagDays,
      created_by: values.createdBy,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  return Number((row as { id: number }).id);
}

export async function deleteDependencyRow(knex: Knex, dependencyId: number): Promise<void> {
  await knex('task_dependencies').where({ id: dependencyId }).delete();
}

/** A task's dates as a reschedule reads them (every task of the project). */
export interface ScheduleRow {
  id: number;
  name: string;
  startDate: string | null;
  dueDate: string | null;
  fixedStart: boolean;
  version: number;
}

export async function projectScheduleRows(knex: Knex, projectId: number): Promise<ScheduleRow[]> {
  const rows = await knex('tasks').where({ project_id: projectId }).orderBy('id').select<
    Array<{
      id: number;
      name: string;
      start_date: string | null;
      due_date: string | null;
      fixed_start: boolean | number;
      version: number;
    }>
  >('id', 'name', 'start_date', 'due_date', 'fixed_start', 'version');
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    startDate: row.start_date,
    dueDate: row.due_date,
    fixedStart: Boolean(row.fixed_start),
    version: Number(row.version),
  }));
}

/** The project of a task (live projects only), or undefined. */
export async function projectOfTask(knex: Knex, taskId: number): Promise<number | undefined> {
  const row = await knex('tasks as t')
    .join('projects as p', 'p.id', 't.project_id')
    .where('t.id', taskId)
    .whereNull('p.deleted_at')
    .first<{ project_id: number } | undefined>('t.project_id');
  return row && Number(row.project_id);
}
