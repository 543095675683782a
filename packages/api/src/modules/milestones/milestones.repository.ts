import type { MilestoneStatus } from '@keel/types';
import type { Knex } from 'knex';
import { insertReturningId } from '../../lib/insert-row.repository';
import { pageOfItems } from '../../lib/lists';
import type { VersionedTable } from '../../lib/versioned-save';

/**
 * Milestones: the rows and the linked tasks' progress (one grouped query over
 * `tasks.milestone_id` for a whole page). The only file of the module that
 * imports Knex. The tasks module unlinks a deleted milestone's tasks
 * (`milestone.deleted`).
 */

/** Version-checked saves see only the project's own milestones (another's is a 404). */
export const milestonesOf = (projectId: number): VersionedTable => ({
  table: 'milestones',
  notFound: 'Milestone not found',
  stale: 'This milestone was changed by someone else meanwhile; reload it and try again',
  live: (query) => query.where('project_id', projectId),
});

/** The writable fields of a milestone. */
export interface MilestoneValues {
  name: string;
  description: string;
  dueDate: string;
  status: 'planned' | 'reached';
  financial: boolean;
  amount: number | null;
  forecastDate: string | null;
  invoicedDate: string | null;
  paidDate: string | null;
}

/** A milestone as stored (camelCase): the service derives what a reader sees. */
export interface MilestoneRecord extends MilestoneValues {
  id: number;
  projectId: number;
  /** The project's currency (amounts are minor units of it). */
  currency: string;
  version: number;
  taskCount: number;
  completedTaskCount: number;
}

interface MilestoneRow {
  id: number;
  project_id: number;
  name: string;
  description: string;
  due_date: string;
  status: 'planned' | 'reached';
  financial: number | boolean;
  amount: number | string | null;
  forecast_date: string | null;
  invoiced_date: string | null;
  paid_date: string | null;
  currency: string;
  version: number;
}

const COLUMNS = [
  'm.id',
  'm.project_id',
  'm.name',
  'm.description',
  'm.due_date',
  'm.status',
  'm.financial',
  'm.amount',
  'm.forecast_date',
  'm.invoiced_date',
  'm.paid_date',
  'm.version',
  'p.currency',
];

/** `milestones as m` with the project's currency. */
const withCurrency = (query: Knex.QueryBuilder) =>
  query.join('projects as p', 'p.id', 'm.project_id').select(COLUMNS);

function columnsOf(values: MilestoneValues): Record<string, unknown> {
  return {
    name: values.name,
    description: values.description,
    due_date: values.dueDate,
    status: values.status,
    financial: values.financial,
    amount: values.amount,
    forecast_date: values.forecastDate,
    invoiced_date: values.invoicedDate,
    paid_date: values.paidDate,
  };
}

/** Linked tasks and how many are done, per milestone: one grouped query (slices of 1000 ids). */
async function progressOf(
  knex: Knex,
  ids: readonly number[],
): Promise<Map<number, { taskCount: number; completedTaskCount: number }>> {
  const progress = new Map<number, { taskCount: number; completedTaskCount: number }>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = (await knex('tasks')
      .whereIn('milestone_id', ids.slice(start, start + 1000))
      .groupBy('milestone_id')
      .select('milestone_id')
      .count({ count: '*' })
      .select(knex.raw(`sum(case when status = 'done' then 1 else 0 end) as done`))) as Array<{
      milestone_id: number;
      count: number | string;
      done: number | string | null;
    }>;
    for (const row of rows)
      progress.set(Number(row.milestone_id), {
        taskCount: Number(row.count),
        completedTaskCount: Number(row.done ?? 0),
      });
  }
  return progress;
}

async function toRecords(knex: Knex, rows: readonly MilestoneRow[]): Promise<MilestoneRecord[]> {
  if (rows.length === 0) return [];
  const progress = await progressOf(
    knex,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    description: row.description,
    dueDate: row.due_date,
    status: row.status,
    financial: Boolean(row.financial),
    amount: row.amount === null ? null : Number(row.amount),
    forecastDate: row.forecast_date,
    invoicedDate: row.invoiced_date,
    paidDate: row.paid_date,
    currency: row.currency,
    version: Number(row.version),
    ...(progress.get(row.id) ?? { taskCount: 0, completedTaskCount: 0 }),
  }));
}

/**
 * Narrows to milestones reading `status` on `today`: missed is planned with a
 * due date before today (the same rule as `milestoneStatusOn`), in SQL.
 */
function whereReads(query: Knex.QueryBuilder, status: MilestoneStatus, today: string): void {
  if (status === 'reached') query.where('m.status', 'reached');
  else
    query.where('m.status', 'planned').where('m.due_date', status === 'missed' ? '<' : '>=', today);
}

export interface MilestoneListFilter {
  status?: MilestoneStatus;
  financial?: boolean;
  /** YYYY-MM-DD (UTC) the status filter is read on. */
  today: string;
  page: number;
  pageSize: number;
}

/** One page of a project's milestones by due date (index milestones_project_due). */
export async function listMilestones(
  knex: Knex,
  projectId: number,
  filter: MilestoneListFilter,
): Promise<{ items: MilestoneRecord[]; total: number }> {
  const filtered = knex('milestones as m').where('m.project_id', projectId);
  if (filter.status) whereReads(filtered, filter.status, filter.today);
  if (filter.financial !== undefined) filtered.where('m.financial', filter.financial);
  const ordered = withCurrency(filtered.clone()).orderBy([
    { column: 'm.due_date', order: 'asc' },
    { column: 'm.id', order: 'asc' },
  ]);
  return pageOfItems(knex, filtered, ordered, filter, (rows: MilestoneRow[]) =>
    toRecords(knex, rows),
  );
}

/** A milestone of the project, or null (another project's milestone is not found here). */
export async function findMilestone(
  knex: Knex,
  projectId: number,
  milestoneId: number,
): Promise<MilestoneRecord | null> {
  const rows = (await withCurrency(knex('milestones as m')).where({
    'm.id': milestoneId,
    'm.project_id': projectId,
  })) as MilestoneRow[];
  return (await toRecords(knex, rows))[0] ?? null;
}

/** The milestone's project and name, whichever project it is of (task links check the project). */
export async function milestoneRef(
  knex: Knex,
  milestoneId: number,
): Promise<{ id: number; projectId: number; name: string } | null> {
  const row = await knex('milestones')
    .where({ id: milestoneId })
    .first<{ id: number; project_id: number; name: string } | undefined>(
      'id',
      'project_id',
      'name',
    );
  return row ? { id: row.id, projectId: row.project_id, name: row.name } : null;
}

/** Milestones of these projects (the task filter's options, the timelines), by project and due date. */
export async function milestonesOfProjects(
  knex: Knex,
  projectIds: readonly number[],
): Promise<MilestoneOfProject[]> {
  const found: MilestoneOfProject[] = [];
  for (let start = 0; start < projectIds.length; start += 1000) {
    const rows = await knex('milestones')
      .whereIn('project_id', projectIds.slice(start, start + 1000))
      .orderBy([{ column: 'project_id' }, { column: 'due_date' }, { column: 'id' }])
      .select<
        Array<{
          id: number;
          project_id: number;
          name: string;
          due_date: string;
          status: MilestoneValues['status'];
        }>
      >('id', 'project_id', 'name', 'due_date', 'status');
    for (const r of rows)
      found.push({
        id: r.id,
        projectId: r.project_id,
        name: r.name,
        dueDate: r.due_date,
        status: r.status,
      });
  }
  return found;
}

export interface MilestoneOfProject {
  id: number;
  projectId: number;
  name: string;
  dueDate: string;
  status: MilestoneValues['status'];
}

export async function insertMilestone(
  knex: Knex,
  projectId: number,
  values: MilestoneValues,
  createdBy: number | null,
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'milestones', {
    ...columnsOf(values),
    project_id: projectId,
    created_by: createdBy,
    version: 1,
    created_at: now,
    updated_at: now,
  });
}

/** Writes the fields; the version was claimed (bumped) by the caller's versioned save. */
export async function updateMilestoneRow(
  knex: Knex,
  milestoneId: number,
  values: MilestoneValues,
  now: number,
): Promise<void> {
  await knex('milestones')
    .where({ id: milestoneId })
    .update({ ...columnsOf(values), updated_at: now });
}

/** Deletes the milestone row (the caller records `milestone.deleted` in the same transaction). */
export async function deleteMilestoneById(knex: Knex, milestoneId: number): Promise<void> {
  await knex('milestones').where({ id: milestoneId }).delete();
}

/** Whether the project shares its milestone amounts with its stakeholders. */
export async function sharesMilestoneAmounts(knex: Knex, projectId: number): Promise<boolean> {
  const row = await knex('projects')
    .where({ id: projectId })
    .first<{ share_milestone_amounts: number | boolean } | undefined>('share_milestone_amounts');
  return Boolean(row?.share_milestone_amounts);
}

/**
 * The number of the issued invoice that bills the milestone, or null (issue
 * 32: an invoiced milestone is final). Set and cleared by the invoices module.
 */
export async function invoiceNumberOfMilestone(
  knex: Knex,
  milestoneId: number,
): Promise<string | null> {
  const row = await knex('milestones as m')
    .join('invoices as i', 'i.id', 'm.invoice_id')
    .where('m.id', milestoneId)
    .first<{ number: string | null } | undefined>('i.number');
  return row ? (row.number ?? '') : null;
}
