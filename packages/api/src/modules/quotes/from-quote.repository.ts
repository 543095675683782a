import type { PricingTotals, QuoteLineItem, QuoteStatus } from '@keel/types';
import type { Knex } from 'knex';
import type { VersionedTable } from '../../lib/versioned-save';
import { taskNameColumns } from '../tasks';

/**
 * Reads and writes of the project from a quote (README § Project from a
 * quote): the quote and its accepted revision, the project linked to it, and
 * what of the project came from the quote (milestones by section, tasks by
 * line key, resources by role). The only file of the feature that imports
 * Knex; project, milestone, task and resource rows are written through their
 * own modules' repositories by the service.
 */

export interface QuoteForProject {
  id: number;
  number: string;
  name: string;
  client: string | null;
  status: QuoteStatus;
  currency: string;
  acceptedRevision: number | null;
  isTemplate: boolean;
}

export async function findQuote(knex: Knex, quoteId: number): Promise<QuoteForProject | null> {
  const row = await knex('quotes').where({ id: quoteId }).whereNull('deleted_at').first<
    | (Omit<QuoteForProject, 'acceptedRevision' | 'isTemplate'> & {
        accepted_revision: number | null;
        is_template: number | boolean;
      })
    | undefined
  >('id', 'number', 'name', 'client', 'status', 'currency', 'accepted_revision', 'is_template');
  if (!row) return null;
  const { accepted_revision, is_template, ...head } = row;
  return {
    ...head,
    acceptedRevision: accepted_revision === null ? null : Number(accepted_revision),
    isTemplate: Boolean(is_template),
  };
}

/** What the plan reads of a revision: its lines (with their labour) and totals. */
export interface RevisionForPlan {
  number: number;
  currency: string;
  lineItems: QuoteLineItem[];
  totals: PricingTotals;
}

interface StoredLine {
  key: string;
  section?: string;
  description?: string;
  role?: string;
  minutes: number;
  rate: number;
  costRate?: number | null;
  expenses?: number;
}

export async function findRevision(
  knex: Knex,
  quoteId: number,
  number: number,
): Promise<RevisionForPlan | null> {
  const row = await knex('quote_revisions')
    .where({ quote_id: quoteId, number })
    .first<{ number: number; currency: string; line_items: string; totals: string } | undefined>(
      'number',
      'currency',
      'line_items',
      'totals',
    );
  if (!row) return null;
  const totals = JSON.parse(row.totals) as PricingTotals;
  const lines = JSON.parse(row.line_items) as StoredLine[];
  return {
    number: Number(row.number),
    currency: row.currency,
    totals,
    // Stored lines are the inputs; their priced labour is the frozen totals' (same order).
    lineItems: lines.map((line, i) => ({
      key: line.key,
      section: line.section ?? '',
      description: line.description ?? '',
      role: line.role ?? '',
      minutes: line.minutes,
      rate: line.rate,
      costRate: line.costRate ?? null,
      expenses: line.expenses ?? 0,
      labour: totals.lines[i]?.labour ?? 0,
      cost: totals.lines[i]?.cost ?? null,
    })),
  };
}

export interface LinkedProject {
  id: number;
  code: string;
  name: string;
  currency: string;
  version: number;
  startDate: string | null;
  endDate: string | null;
  budget: number | null;
  budgetMinutes: number | null;
  appliedRevision: number | null;
}

/** The live projects created from the quote, newest first. */
export async function projectsFromQuote(knex: Knex, quoteId: number): Promise<LinkedProject[]> {
  const rows = await knex('projects')
    .where({ source_quote_id: quoteId })
    .whereNull('deleted_at')
    .orderBy('id', 'desc')
    .select<
      Array<{
        id: number;
        code: string;
        name: string;
        currency: string;
        version: number;
        start_date: string | null;
        end_date: string | null;
        budget_amount: number | string | null;
        budget_minutes: number | string | null;
        source_quote_revision: number | null;
      }>
    >(
      'id',
      'code',
      'name',
      'currency',
      'version',
      'start_date',
      'end_date',
      'budget_amount',
      'budget_minutes',
      'source_quote_revision',
    );
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    currency: r.currency,
    version: Number(r.version),
    startDate: r.start_date,
    endDate: r.end_date,
    budget: num(r.budget_amount),
    budgetMinutes: num(r.budget_minutes),
    appliedRevision: num(r.source_quote_revision),
  }));
}

export async function setAppliedRevision(
  knex: Knex,
  projectId: number,
  quoteId: number,
  revision: number,
): Promise<void> {
  await knex('projects')
    .where({ id: projectId })
    .update({ source_quote_id: quoteId, source_quote_revision: revision });
}

export async function setBudget(
  knex: Knex,
  projectId: number,
  budget: { amount: number; minutes: number },
): Promise<void> {
  await knex('projects')
    .where({ id: projectId })
    .update({ budget_amount: budget.amount, budget_minutes: budget.minutes });
}

export interface QuoteMilestoneRow {
  id: number;
  section: string;
  name: string;
  amount: number | null;
  /** Reached, invoiced (by date or on an issued invoice) or paid: history, never changed or removed from a quote. */
  locked: boolean;
}

export async function quoteMilestones(knex: Knex, projectId: number): Promise<QuoteMilestoneRow[]> {
  const rows = await knex('milestones')
    .where({ project_id: projectId })
    .whereNotNull('quote_section')
    .orderBy('id')
    .select<
      Array<{
        id: number;
        quote_section: string;
        name: string;
        amount: number | string | null;
        status: string;
        invoiced_date: string | null;
        paid_date: string | null;
        invoice_id: number | null;
      }>
    >(
      'id',
      'quote_section',
      'name',
      'amount',
      'status',
      'invoiced_date',
      'paid_date',
      'invoice_id',
    );
  return rows.map((r) => ({
    id: r.id,
    section: r.quote_section,
    name: r.name,
    amount: r.amount === null ? null : Number(r.amount),
    // On an issued invoice too (issue 32): invoiced is final.
    locked:
      r.status === 'reached' ||
      r.invoiced_date !== null ||
      r.paid_date !== null ||
      r.invoice_id !== null,
  }));
}

export async function setMilestoneSection(
  knex: Knex,
  milestoneId: number,
  section: string,
): Promise<void> {
  await knex('milestones').where({ id: milestoneId }).update({ quote_section: section });
}

/** A version-bumping change of a milestone's amount (one statement: no read then write). */
export async function setMilestoneAmount(
  knex: Knex,
  milestoneId: number,
  amount: number,
  now: number,
): Promise<void> {
  await knex('milestones')
    .where({ id: milestoneId })
    .update({ amount, version: knex.raw('version + 1'), updated_at: now });
}

export interface QuoteTaskRow {
  id: number;
  lineKey: string;
  name: string;
  estimateMinutes: number | null;
  milestoneId: number | null;
  labels: string[];
  loggedMinutes: number;
}

/** The project's tasks keyed to quote lines, with the minutes logged on each. */
export async function quoteTasks(knex: Knex, projectId: number): Promise<QuoteTaskRow[]> {
  const logged = knex('time_entries')
    .select('project_task_id')
    .sum({ minutes: 'minutes' })
    .where({ project_id: projectId })
    .whereNotNull('project_task_id')
    .groupBy('project_task_id')
    .as('logged');
  const rows = await knex('tasks as t')
    .leftJoin(logged, 'logged.project_task_id', 't.id')
    .where('t.project_id', projectId)
    .whereNotNull('t.quote_line_key')
    .orderBy('t.id')
    .select<
      Array<{
        id: number;
        quote_line_key: string;
        name: string;
        work_estimation: number | string | null;
        milestone_id: number | null;
        labels: string;
        minutes: number | string | null;
      }>
    >(
      't.id',
      't.quote_line_key',
      't.name',
      't.work_estimation',
      't.milestone_id',
      't.labels',
      'logged.minutes',
    );
  return rows.map((r) => ({
    id: r.id,
    lineKey: r.quote_line_key,
    name: r.name,
    estimateMinutes: r.work_estimation === null ? null : Number(r.work_estimation),
    milestoneId: r.milestone_id,
    labels: JSON.parse(r.labels || '[]') as string[],
    loggedMinutes: Number(r.minutes ?? 0),
  }));
}

/** A version-bumping change of tasks' fields from a revision. */
export async function updateQuoteTask(
  knex: Knex,
  taskId: number,
  values: {
    name?: string;
    workEstimation?: number;
    labels?: string[];
    milestoneId?: number | null;
  },
  now: number,
): Promise<void> {
  const columns: Record<string, unknown> = {
    version: knex.raw('version + 1'),
    updated_at: now,
  };
  if (values.name !== undefined) Object.assign(columns, taskNameColumns(values.name));
  if (values.workEstimation !== undefined) columns.work_estimation = values.workEstimation;
  if (values.labels !== undefined) columns.labels = JSON.stringify(values.labels);
  if (values.milestoneId !== undefined) columns.milestone_id = values.milestoneId;
  await knex('tasks').where({ id: taskId }).update(columns);
}

export async function setTaskLineKey(knex: Knex, taskId: number, lineKey: string): Promise<void> {
  await knex('tasks').where({ id: taskId }).update({ quote_line_key: lineKey });
}

export interface QuoteResourceRow {
  id: number;
  role: string;
  hourlyRate: number;
}

/** The resources of the project's contracts that bill a quote role. */
export async function quoteResources(knex: Knex, projectId: number): Promise<QuoteResourceRow[]> {
  const rows = await knex('time_material_resources as r')
    .join('time_material_contracts as c', 'c.id', 'r.contract_id')
    .where('c.project_id', projectId)
    .whereNotNull('r.quote_role')
    .orderBy('r.id')
    .select<Array<{ id: number; quote_role: string; hourly_rate: number | string }>>(
      'r.id',
      'r.quote_role',
      'r.hourly_rate',
    );
  return rows.map((r) => ({ id: r.id, role: r.quote_role, hourlyRate: Number(r.hourly_rate) }));
}

export async function setResourceRole(knex: Knex, resourceId: number, role: string): Promise<void> {
  await knex('time_material_resources').where({ id: resourceId }).update({ quote_role: role });
}

/** A version-bumping change of a resource's rate. */
export async function setResourceRate(
  knex: Knex,
  resourceId: number,
  hourlyRate: number,
  now: number,
): Promise<void> {
  await knex('time_material_resources')
    .where({ id: resourceId })
    .update({ hourly_rate: hourlyRate, version: knex.raw('version + 1'), updated_at: now });
}

/** Live projects, as the version-checked update from a quote claims one. */
export const PROJECT_ROWS: VersionedTable = {
  table: 'projects',
  notFound: 'Project not found',
  live: (query) => query.whereNull('deleted_at'),
};
