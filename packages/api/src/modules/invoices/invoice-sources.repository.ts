import type { Knex } from 'knex';

/**
 * What drafts are made of, read where it is stored: approved billable time
 * not yet on an invoice (`time_entries`, `timesheet_weeks`), the rates of
 * the project's time and material contracts, and financial milestones.
 * Read-only: the timesheet, time-material and milestones modules own these
 * tables; this module only marks `invoice_id` at issue (the repository
 * beside this file).
 */

/**
 * The entries on a line of a draft (any project's: an entry may have moved
 * since it was drafted). Read from the drafts down (`invoices_status`, then
 * their lines and links), a few rows; as a NOT EXISTS beside the entries,
 * PostgreSQL planned a walk over every invoice line whenever its statistics
 * of the links were stale (330 ms in the bench's invoices part).
 */
async function entriesOnDrafts(knex: Knex): Promise<Set<number>> {
  const rows = await knex('invoices as di')
    .join('invoice_lines as il', 'il.invoice_id', 'di.id')
    .join('invoice_line_time_entries as lt', 'lt.line_id', 'il.id')
    .where('di.status', 'draft')
    .select<Array<{ time_entry_id: number }>>('lt.time_entry_id');
  return new Set(rows.map((r) => Number(r.time_entry_id)));
}

export interface BillableEntry {
  id: number;
  userId: number;
  userName: string;
  date: string;
  minutes: number;
}

/**
 * The project's billable entries from `from` to `to` (both included) on no
 * invoice, in weeks approved for their user (the week is named by its
 * Monday: `weekStarts` are the Mondays of the range), optionally only of
 * `userIds`. One indexed range (`time_entries_project_user_date`).
 */
export async function billableEntries(
  knex: Knex,
  scope: { projectId: number; from: string; to: string; userIds?: readonly number[] },
): Promise<BillableEntry[]> {
  const query = knex('time_entries as e')
    .join('users as u', 'u.id', 'e.user_id')
    .where('e.project_id', scope.projectId)
    .whereBetween('e.date', [scope.from, scope.to])
    .where('e.billable', true);
  if (scope.userIds) query.whereIn('e.user_id', scope.userIds);
  // On no invoice: not marked by an issued one, and not on a line of a draft.
  query.whereNull('e.invoice_id');
  const drafted = await entriesOnDrafts(knex);
  const rows = await query
    .orderBy([{ column: 'e.user_id' }, { column: 'e.date' }, { column: 'e.id' }])
    .select<Array<{ id: number; user_id: number; name: string; date: string; minutes: number }>>(
      'e.id',
      'e.user_id',
      'u.name',
      'e.date',
      'e.minutes',
    );
  return rows
    .filter((r) => !drafted.has(Number(r.id)))
    .map((r) => ({
      id: Number(r.id),
      userId: Number(r.user_id),
      userName: r.name,
      date: r.date,
      minutes: Number(r.minutes),
    }));
}

/** The approved weeks (`userId Monday`) of these users from `fromMonday` to `to`. */
export async function approvedWeeks(
  knex: Knex,
  userIds: readonly number[],
  fromMonday: string,
  to: string,
): Promise<Set<string>> {
  const approved = new Set<string>();
  for (let start = 0; start < userIds.length; start += 500) {
    const rows = await knex('timesheet_weeks')
      .whereIn('user_id', userIds.slice(start, start + 500))
      .where('status', 'approved')
      .whereBetween('week_start', [fromMonday, to])
      .select<Array<{ user_id: number; week_start: string }>>('user_id', 'week_start');
    for (const r of rows) approved.add(`${r.user_id} ${r.week_start}`);
  }
  return approved;
}

export interface ContractRates {
  id: number;
  projectId: number;
  name: string;
  /** The currency its rates are in. */
  currency: string;
  periodStart: string;
  periodEnd: string;
  /** Hourly rate per resource user. */
  rates: Map<number, number>;
}

async function contractsWhere(
  knex: Knex,
  where: { id?: number; projectId?: number },
): Promise<ContractRates[]> {
  const query = knex('time_material_contracts as c')
    .leftJoin('time_material_resources as r', 'r.contract_id', 'c.id')
    .orderBy([{ column: 'c.period_start' }, { column: 'c.id' }]);
  if (where.id !== undefined) query.where('c.id', where.id);
  if (where.projectId !== undefined) query.where('c.project_id', where.projectId);
  const rows = await query.select<
    Array<{
      id: number;
      project_id: number;
      name: string;
      currency: string;
      period_start: string;
      period_end: string;
      user_id: number | null;
      hourly_rate: number | string | null;
    }>
  >(
    'c.id',
    'c.project_id',
    'c.name',
    'c.currency',
    'c.period_start',
    'c.period_end',
    'r.user_id',
    'r.hourly_rate',
  );
  const contracts = new Map<number, ContractRates>();
  for (const r of rows) {
    let contract = contracts.get(r.id);
    if (!contract) {
      contract = {
        id: r.id,
        projectId: r.project_id,
        name: r.name,
        currency: r.currency,
        periodStart: r.period_start,
        periodEnd: r.period_end,
        rates: new Map(),
      };
      contracts.set(r.id, contract);
    }
    if (r.user_id !== null) contract.rates.set(Number(r.user_id), Number(r.hourly_rate));
  }
  return [...contracts.values()];
}

/** The contract with its resources' rates, or null. */
export async function contractRates(knex: Knex, contractId: number): Promise<ContractRates | null> {
  return (await contractsWhere(knex, { id: contractId }))[0] ?? null;
}

/** The project's contracts with their rates, by period start then id (the finance rule's order). */
export async function projectContractRates(
  knex: Knex,
  projectId: number,
): Promise<ContractRates[]> {
  return contractsWhere(knex, { projectId });
}

export interface MilestoneSource {
  id: number;
  projectId: number;
  name: string;
  financial: boolean;
  amount: number | null;
  /** On an issued invoice (its id), or on a draft's line. */
  invoiceId: number | null;
  onDraft: boolean;
}

export async function milestonesForInvoice(
  knex: Knex,
  ids: readonly number[],
): Promise<MilestoneSource[]> {
  const rows = await knex('milestones as m')
    .whereIn('m.id', ids)
    .select<
      Array<{
        id: number;
        project_id: number;
        name: string;
        financial: number | boolean;
        amount: number | string | null;
        invoice_id: number | null;
        on_draft: number | string | null;
      }>
    >(
      'm.id',
      'm.project_id',
      'm.name',
      'm.financial',
      'm.amount',
      'm.invoice_id',
      knex('invoice_lines as il')
        .join('invoices as di', 'di.id', 'il.invoice_id')
        .whereRaw('?? = ??', ['il.milestone_id', 'm.id'])
        .andWhere('di.status', 'draft')
        .count('*')
        .as('on_draft'),
    );
  return rows.map((r) => ({
    id: r.id,
    projectId: r.project_id,
    name: r.name,
    financial: Boolean(r.financial),
    amount: r.amount === null ? null : Number(r.amount),
    invoiceId: r.invoice_id,
    onDraft: Number(r.on_draft ?? 0) > 0,
  }));
}
