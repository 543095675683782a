import {
  TimesheetExportColumnSchema,
  TimesheetExportFiltersSchema,
  TimesheetExportFormatSchema,
  type RateEntry,
  type TimesheetExportFilters,
  type TimesheetExportTemplate,
} from '@keel/types';
import type { Knex } from 'knex';
import { z } from 'zod';
import { iso } from '../../lib/dates';
import type { UniquelyNamedTable } from '../../lib/unique-name.repository';
import type { VersionedTable } from '../../lib/versioned-save';
import { insertReturningId } from '../../lib/insert-row.repository';

/**
 * Storage of timesheet export templates, and the only SQL of an export run:
 * `streamExportEntries` walks the matching entries in keyset batches over
 * `(date, id)` (index `time_entries_date_id`), so a run of any size holds one
 * batch at a time.
 */

/** The templates' table, for the unique-name check (`lib/unique-name.ts`). */
export const EXPORT_TEMPLATES: UniquelyNamedTable = 'timesheet_export_templates';

/** The templates' rows as a versioned save (and the audit) claims them. */
export const EXPORT_TEMPLATE_ROWS: VersionedTable = {
  table: EXPORT_TEMPLATES,
  notFound: 'Export template not found',
};

// ---------------------------------------------------------------------------
// Templates

interface TemplateRow {
  id: number;
  name: string;
  format: string;
  columns: string;
  filters: string;
  version: number;
  created_at: number | string;
  updated_at: number | string;
}

const TEMPLATE_COLUMNS = [
  'id',
  'name',
  'format',
  'columns',
  'filters',
  'version',
  'created_at',
  'updated_at',
];

const StoredColumnsSchema = z.array(z.string());

function toTemplate(row: TemplateRow): TimesheetExportTemplate {
  // Columns the list no longer has are dropped rather than failing the read.
  const columns = StoredColumnsSchema.parse(JSON.parse(row.columns)).flatMap((column) => {
    const parsed = TimesheetExportColumnSchema.safeParse(column);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    id: row.id,
    name: row.name,
    format: TimesheetExportFormatSchema.parse(row.format),
    columns,
    filters: TimesheetExportFiltersSchema.parse(JSON.parse(row.filters)),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: Number(row.version),
  };
}

export async function listExportTemplates(knex: Knex): Promise<TimesheetExportTemplate[]> {
  const rows = await knex('timesheet_export_templates')
    .orderByRaw('lower(name), id')
    .select<TemplateRow[]>(TEMPLATE_COLUMNS);
  return rows.map(toTemplate);
}

export async function findExportTemplate(
  knex: Knex,
  id: number,
): Promise<TimesheetExportTemplate | null> {
  const row = await knex('timesheet_export_templates')
    .where({ id })
    .first<TemplateRow | undefined>(TEMPLATE_COLUMNS);
  return row ? toTemplate(row) : null;
}

/** Another template (not `exceptId`) with this name, ignoring case. */
export async function exportTemplateNameTaken(
  knex: Knex,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const q = knex('timesheet_export_templates').whereRaw('lower(name) = lower(?)', [name]);
  if (exceptId !== undefined) q.whereNot('id', exceptId);
  return Boolean(await q.first('id'));
}

export interface ExportTemplateValues {
  name: string;
  format: TimesheetExportTemplate['format'];
  columns: readonly string[];
  filters: TimesheetExportFilters;
}

function storedValues(values: ExportTemplateValues) {
  return {
    name: values.name,
    format: values.format,
    columns: JSON.stringify(values.columns),
    filters: JSON.stringify(values.filters),
  };
}

export async function insertExportTemplate(
  knex: Knex,
  values: ExportTemplateValues,
  createdBy: number | null,
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'timesheet_export_templates', {
    ...storedValues(values),
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  });
}

/** The version was claimed (bumped) by the caller's versioned save. */
export async function updateExportTemplateRow(
  knex: Knex,
  id: number,
  values: ExportTemplateValues,
  now: number,
): Promise<void> {
  await knex('timesheet_export_templates')
    .where({ id })
    .update({ ...storedValues(values), updated_at: now });
}

const FILTER_TABLES = { userIds: 'users', teamIds: 'teams', projectIds: 'projects' } as const;

/** The ids of a filter's list that name no row (a user, team or project that does not exist). */
export async function missingIds(
  knex: Knex,
  filter: keyof typeof FILTER_TABLES,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await knex(FILTER_TABLES[filter]).whereIn('id', ids).select<{ id: number }[]>('id');
  const found = new Set(rows.map((row) => Number(row.id)));
  return ids.filter((id) => !found.has(id));
}

// ---------------------------------------------------------------------------
// Runs

/** Whose entries the caller may read: everyone's, or their own plus those of members of teams they lead. */
export type ExportScope =
  { kind: 'everyone' } | { kind: 'own'; userId: number; withLedTeams: boolean };

export interface ExportEntryRow {
  id: number;
  date: string;
  userId: number;
  userName: string;
  userEmail: string;
  minutes: number;
  note: string;
  billable: boolean;
  projectCode: string | null;
  projectName: string | null;
  taskName: string | null;
  timesheetTaskName: string | null;
}

interface ExportJoinRow {
  id: number;
  date: string;
  user_id: number;
  user_name: string;
  user_email: string;
  minutes: number;
  note: string;
  billable: boolean | number;
  project_code: string | null;
  project_name: string | null;
  task_name: string | null;
  timesheet_task_name: string | null;
}

export interface ExportRunSpec {
  from: string;
  to: string;
  filters: TimesheetExportFilters;
  scope: ExportScope;
  /** Rows per query (default 1,000). */
  batchSize?: number;
}

export const EXPORT_BATCH_SIZE = 1000;

/**
 * The entries of a run, in `(date, id)` order, one batch (an array of at most
 * `batchSize` rows) at a time: each batch is one query continuing after the
 * last row of the previous one (keyset paging, never OFFSET), so memory stays
 * flat whatever the range. Scoping (whose entries the caller may read) and
 * the template's filters are all in the `WHERE`. No transaction spans the
 * batches (a download must not hold SQLite's one connection or block
 * writes): an entry written during the run shows up if its `(date, id)` is
 * still ahead of the cursor.
 */
export async function* streamExportEntries(
  knex: Knex,
  spec: ExportRunSpec,
): AsyncGenerator<ExportEntryRow[]> {
  const batchSize = spec.batchSize ?? EXPORT_BATCH_SIZE;
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const q = knex('time_entries as e')
      .join('users as u', 'u.id', 'e.user_id')
      .leftJoin('projects as p', 'p.id', 'e.project_id')
      .leftJoin('tasks as t', 't.id', 'e.project_task_id')
      .leftJoin('timesheet_tasks as tt', 'tt.id', 'e.timesheet_task_id')
      // The range starts at the cursor's day: both databases then seek the
      // index there. With the template's `from` as the bound (and the cursor
      // only a filter) each batch walked the index from `from` again, every
      // batch slower than the last (37 ms a batch halfway through 200,000).
      .whereBetween('e.date', [after && after.date > spec.from ? after.date : spec.from, spec.to]);
    applyScope(knex, q, spec.scope);
    applyFilters(knex, q, spec.filters);
    if (after) q.whereRaw('(e.date, e.id) > (?, ?)', [after.date, after.id]);
    const rows = await q
      .orderBy([
        { column: 'e.date', order: 'asc' },
        { column: 'e.id', order: 'asc' },
      ])
      .limit(batchSize)
      .select<ExportJoinRow[]>(
        'e.id',
        'e.date',
        'e.user_id',
        'u.name as user_name',
        'u.email as user_email',
        'e.minutes',
        'e.note',
        'e.billable',
        'p.code as project_code',
        'p.name as project_name',
        't.name as task_name',
        'tt.name as timesheet_task_name',
      );
    if (rows.length === 0) return;
    yield rows.map(toExportRow);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1] as ExportJoinRow;
    after = { date: last.date, id: last.id };
  }
}

function toExportRow(row: ExportJoinRow): ExportEntryRow {
  return {
    id: row.id,
    date: row.date,
    userId: row.user_id,
    userName: row.user_name,
    userEmail: row.user_email,
    minutes: Number(row.minutes),
    note: row.note,
    billable: Boolean(row.billable),
    projectCode: row.project_code,
    projectName: row.project_name,
    taskName: row.task_name,
    timesheetTaskName: row.timesheet_task_name,
  };
}

function applyScope(knex: Knex, q: Knex.QueryBuilder, scope: ExportScope): void {
  if (scope.kind === 'everyone') return;
  q.where((w) => {
    w.where('e.user_id', scope.userId);
    if (scope.withLedTeams)
      w.orWhereIn(
        'e.user_id',
        knex('team_members as stm')
          .join('teams as st', 'st.id', 'stm.team_id')
          .where('st.lead_id', scope.userId)
          .select('stm.user_id'),
      );
  });
}

function applyFilters(knex: Knex, q: Knex.QueryBuilder, filters: TimesheetExportFilters): void {
  if (filters.userIds.length > 0) q.whereIn('e.user_id', filters.userIds);
  if (filters.teamIds.length > 0)
    q.whereIn(
      'e.user_id',
      knex('team_members as ftm').whereIn('ftm.team_id', filters.teamIds).select('ftm.user_id'),
    );
  if (filters.projectIds.length > 0) q.whereIn('e.project_id', filters.projectIds);
  if (filters.billable === 'billable') q.where('e.billable', true);
  if (filters.billable === 'notBillable') q.where('e.billable', false);
}

/** The names of the teams of each of `userIds`, by name (for the `teams` column). */
export async function teamNamesOf(
  knex: Knex,
  userIds: readonly number[],
): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return names;
  const rows = await knex('team_members as tm')
    .join('teams as t', 't.id', 'tm.team_id')
    .whereIn('tm.user_id', userIds)
    .orderByRaw('lower(t.name)')
    .select<{ user_id: number; name: string }[]>('tm.user_id', 't.name');
  for (const row of rows) names.get(Number(row.user_id))?.push(row.name);
  return names;
}

/** What decides a user's hourly cost on a day (`pickHourlyCost` in the salaries module). */
export interface CostHistory {
  employment: { employmentStart: string; employmentEnd: string | null };
  overrides: RateEntry[];
  groupRates: RateEntry[];
}

/**
 * The employment and both rate histories (oldest first) of each of `userIds`
 * that has an employee record (absent: no cost).
 */
export async function costHistoriesOf(
  knex: Knex,
  userIds: readonly number[],
): Promise<Map<number, CostHistory>> {
  const histories = new Map<number, CostHistory>();
  if (userIds.length === 0) return histories;
  const employees = await knex('employees').whereIn('user_id', userIds).select<
    Array<{
      id: number;
      user_id: number;
      salary_group_id: number | null;
      employment_start: string;
      employment_end: string | null;
    }>
  >('id', 'user_id', 'salary_group_id', 'employment_start', 'employment_end');
  if (employees.length === 0) return histories;
  const overrides = await knex('employee_rate_overrides')
    .whereIn(
      'employee_id',
      employees.map((e) => e.id),
    )
    .orderBy('effective_from')
    .select<
      Array<{ employee_id: number; effective_from: string; amount: number; currency: string }>
    >('employee_id', 'effective_from', 'amount', 'currency');
  const groupIds = employees.flatMap((e) =>
    e.salary_group_id === null ? [] : [e.salary_group_id],
  );
  const groupRates =
    groupIds.length === 0
      ? []
      : await knex('salary_group_rates')
          .whereIn('salary_group_id', groupIds)
          .orderBy('effective_from')
          .select<
            Array<{
              salary_group_id: number;
              effective_from: string;
              amount: number;
              currency: string;
            }>
          >('salary_group_id', 'effective_from', 'amount', 'currency');
  const entry = (row: { effective_from: string; amount: number; currency: string }) => ({
    effectiveFrom: row.effective_from,
    hourlyRate: { amount: Number(row.amount), currency: row.currency },
  });
  for (const employee of employees)
    histories.set(Number(employee.user_id), {
      employment: {
        employmentStart: employee.employment_start,
        employmentEnd: employee.employment_end,
      },
      overrides: overrides.filter((o) => o.employee_id === employee.id).map(entry),
      groupRates: groupRates
        .filter((g) => g.salary_group_id === employee.salary_group_id)
        .map(entry),
    });
  return histories;
}
