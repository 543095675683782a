import type { TimesheetTask, TimesheetTaskKind } from '@keel/types';
import type { Knex } from 'knex';
import type { UniquelyNamedTable } from '../../lib/unique-name.repository';
import type { VersionedTable } from '../../lib/versioned-save';
import { insertReturningId } from '../../lib/insert-row.repository';

/** Storage of timesheet tasks (leave, training, internal, time in lieu taken, other). */

/** The timesheet tasks' table, for the unique-name check (`lib/unique-name.ts`). */
export const TIMESHEET_TASKS: UniquelyNamedTable = 'timesheet_tasks';

/** The timesheet tasks' rows as a versioned save (and the audit) claims them. */
export const TIMESHEET_TASK_ROWS: VersionedTable = {
  table: TIMESHEET_TASKS,
  notFound: 'Timesheet task not found',
};

interface TimesheetTaskRow {
  id: number;
  name: string;
  kind: TimesheetTaskKind;
  active: boolean | number;
  version: number;
}

function toTimesheetTask(row: TimesheetTaskRow): TimesheetTask {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    active: Boolean(row.active),
    version: Number(row.version),
  };
}

export async function listTimesheetTasks(
  knex: Knex,
  includeInactive: boolean,
): Promise<TimesheetTask[]> {
  const q = knex('timesheet_tasks').orderByRaw('lower(name), id');
  if (!includeInactive) q.where({ active: true });
  const rows = await q.select<TimesheetTaskRow[]>('id', 'name', 'kind', 'active', 'version');
  return rows.map(toTimesheetTask);
}

export async function findTimesheetTask(knex: Knex, id: number): Promise<TimesheetTask | null> {
  const row = await knex('timesheet_tasks')
    .where({ id })
    .first<TimesheetTaskRow | undefined>('id', 'name', 'kind', 'active', 'version');
  return row ? toTimesheetTask(row) : null;
}

/** The timesheet tasks of `ids` that exist, by id (one statement for an entry's or a batch's targets). */
export async function findTimesheetTasks(
  knex: Knex,
  ids: readonly number[],
): Promise<Map<number, TimesheetTask>> {
  if (ids.length === 0) return new Map();
  const rows = await knex('timesheet_tasks')
    .whereIn('id', ids)
    .select<TimesheetTaskRow[]>('id', 'name', 'kind', 'active', 'version');
  return new Map(rows.map((row) => [Number(row.id), toTimesheetTask(row)]));
}

/** Another timesheet task (not `exceptId`) with this name, ignoring case, or of this kind. */
export async function timesheetTaskTaken(
  knex: Knex,
  where: { name?: string; kind?: TimesheetTaskKind },
  exceptId?: number,
): Promise<boolean> {
  const q = knex('timesheet_tasks');
  if (where.name !== undefined) q.whereRaw('lower(name) = lower(?)', [where.name]);
  if (where.kind !== undefined) q.where({ kind: where.kind });
  if (exceptId !== undefined) q.whereNot('id', exceptId);
  return Boolean(await q.first('id'));
}

export async function insertTimesheetTask(
  knex: Knex,
  values: { name: string; kind: TimesheetTaskKind },
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'timesheet_tasks', {
    ...values,
    active: true,
    created_at: now,
    updated_at: now,
  });
}

/** The version was claimed (bumped) by the caller's versioned save. */
export async function updateTimesheetTaskRow(
  knex: Knex,
  id: number,
  values: { name: string; active: boolean },
  now: number,
): Promise<void> {
  await knex('timesheet_tasks')
    .where({ id })
    .update({ name: values.name, active: values.active, updated_at: now });
}
