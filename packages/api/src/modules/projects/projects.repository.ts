import type {
  BillingType,
  Money,
  Project,
  ProjectListItem,
  ProjectRole,
  ProjectTimesheetSettings,
  ProjectStatus,
  RagStatus,
} from '@keel/types';
import type { Knex } from 'knex';
import { insertReturningId } from '../../lib/insert-row.repository';
import { iso } from '../../lib/dates';
import { buildSearchText } from '../../lib/search-text';
import { writeSearchTokens } from '../search';
import {
  userDetailColumns,
  userRefOf,
  type UserDetailsRow,
  type UserRefRow,
} from '../../lib/user-ref';
import type { VersionedTable } from '../../lib/versioned-save';

/** Projects as version-checked saves see them: deleted projects are gone. */
export const PROJECTS: VersionedTable = {
  table: 'projects',
  notFound: 'Project not found',
  live: (query) => query.whereNull('deleted_at'),
};

/**
 * Projects: the project rows themselves (create, read, update, delete). The
 * RAG (`project-rag.repository.ts`), timesheet settings
 * (`project-settings.repository.ts`), the browser and export
 * (`project-browser.repository.ts`), the dashboard
 * (`project-dashboard.repository.ts`) and members
 * (`project-members.repository.ts`) have their own repositories; the derived
 * figures are the finance module's (`modules/finances/project-figures.repository.ts`).
 */

/** Tags are stored as a JSON array of strings. */
export function parseTags(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export interface NewProject {
  code: string;
  name: string;
  alternateName?: string | null;
  client?: string | null;
  status: ProjectStatus;
  managerId?: number | null;
  archived?: boolean;
  billingType?: BillingType;
  startDate?: string | null;
  endDate?: string | null;
  currency?: string;
  budgetAmount?: number | null;
  budgetMinutes?: number | null;
  description?: string;
  tags?: readonly string[];
  sourceQuoteId?: number | null;
  sourceQuoteRevision?: number | null;
}

/** The quick-search text of a project; every write of these fields must refresh it. */
export function projectSearchText(
  p: Pick<NewProject, 'name' | 'code' | 'alternateName' | 'client'>,
): string {
  return buildSearchText([p.name, p.code, p.alternateName, p.client]);
}

/** SQLite allows at most 32766 bound values per statement; stay far below. */
const CHUNK = 200;

/**
 * Inserts projects (search text maintained) in chunks and returns their ids
 * in input order. Used by the demo seed and the benchmark generator.
 */
export async function insertProjects(
  knex: Knex,
  projects: readonly NewProject[],
  now: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < projects.length; i += CHUNK) {
    const rows = projects.slice(i, i + CHUNK).map((p) => ({
      code: p.code,
      name: p.name,
      alternate_name: p.alternateName ?? null,
      client: p.client ?? null,
      status: p.status,
      manager_id: p.managerId ?? null,
      archived: p.archived ?? false,
      billing_type: p.billingType ?? 'timeAndMaterial',
      start_date: p.startDate ?? null,
      end_date: p.endDate ?? null,
      currency: p.currency ?? 'EUR',
      budget_amount: p.budgetAmount ?? null,
      budget_minutes: p.budgetMinutes ?? null,
      description: p.description ?? '',
      tags: JSON.stringify(p.tags ?? []),
      source_quote_id: p.sourceQuoteId ?? null,
      source_quote_revision: p.sourceQuoteRevision ?? null,
      search_text: projectSearchText(p),
      created_at: now,
      updated_at: now,
    }));
    const inserted = await knex('projects').insert(rows).returning<{ id: number }[]>('id');
    const chunkIds = inserted.map((row) => row.id);
    await writeSearchTokens(
      knex,
      'project',
      chunkIds.map((id, index) => ({ id, searchText: rows[index]?.search_text ?? '' })),
    );
    ids.push(...chunkIds);
  }
  return ids;
}

export interface NewProjectMember {
  projectId: number;
  userId: number;
  role: ProjectRole;
}

/** Adds memberships (an existing membership is left as it is). */
export async function insertProjectMembers(
  knex: Knex,
  members: readonly NewProjectMember[],
  now: number,
): Promise<void> {
  for (let i = 0; i < members.length; i += CHUNK) {
    const rows = members
      .slice(i, i + CHUNK)
      .map((m) => ({ project_id: m.projectId, user_id: m.userId, role: m.role, created_at: now }));
    await knex('project_members').insert(rows).onConflict(['project_id', 'user_id']).ignore();
  }
}

/** A project row as the service reads it (manager and the reader's membership joined in). */
export interface ProjectRow extends UserRefRow<'manager'>, UserDetailsRow<'rag_updated_by'> {
  id: number;
  code: string;
  name: string;
  alternate_name: string | null;
  client: string | null;
  status: ProjectStatus;
  archived: number | boolean;
  billing_type: BillingType;
  start_date: string | null;
  end_date: string | null;
  currency: string;
  budget_amount: number | string | null;
  budget_minutes: number | null;
  description: string;
  tags: string;
  source_quote_id: number | null;
  source_quote_number: string | null;
  source_quote_revision: number | null;
  rag_overall: RagStatus;
  rag_overall_comment: string;
  rag_schedule: RagStatus;
  rag_schedule_comment: string;
  rag_budget: RagStatus;
  rag_budget_comment: string;
  rag_scope: RagStatus;
  rag_scope_comment: string;
  rag_updated_at: number | string | null;
  rag_updated_by: number | null;
  ts_logging_allowed: number | boolean;
  ts_log_target: 'tasksOnly' | 'tasksAndProject';
  ts_notes_required: number | boolean;
  ts_billable_by_default: number | boolean;
  actual_minutes: number;
  cost_amount: number | string;
  revenue_amount: number | string;
  progress_percent: number;
  recalculated_at: number | string | null;
  my_role: ProjectRole | null;
  share_milestone_amounts: number | boolean;
  created_at: number | string;
  updated_at: number | string;
  version: number;
}

export type ProjectListRow = Pick<
  ProjectRow,
  | 'id'
  | 'code'
  | 'name'
  | 'alternate_name'
  | 'client'
  | 'status'
  | 'manager_id'
  | 'manager_name'
  | 'manager_initials'
  | 'manager_color'
  | 'archived'
  | 'billing_type'
  | 'start_date'
  | 'end_date'
  | 'currency'
  | 'budget_amount'
  | 'tags'
  | 'rag_overall'
  | 'rag_schedule'
  | 'rag_budget'
  | 'rag_scope'
  | 'my_role'
  | 'updated_at'
>;

/**
 * A browser row as stored: every column of the list, money included. The
 * service decides what the reader may see of it (`toListItem`).
 */
export interface ProjectListRecord extends Omit<ProjectListItem, 'budget'> {
  budget: Money | null;
  myRole: ProjectRole | null;
}

/** A list row (of the browser, or the detail row) as a domain object. */
export function toListRecord(row: ProjectListRow): ProjectListRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    alternateName: row.alternate_name,
    client: row.client,
    manager: userRefOf(row, 'manager'),
    status: row.status,
    billingType: row.billing_type,
    startDate: row.start_date,
    endDate: row.end_date,
    rag: {
      overall: row.rag_overall,
      schedule: row.rag_schedule,
      budget: row.rag_budget,
      scope: row.rag_scope,
    },
    archived: Boolean(row.archived),
    tags: parseTags(row.tags),
    budget:
      row.budget_amount !== null
        ? { amount: Number(row.budget_amount), currency: row.currency }
        : null,
    myRole: row.my_role,
    updatedAt: iso(row.updated_at),
  };
}

/** A project as stored, every part of it: the service decides what the reader may see. */
export interface ProjectRecord extends ProjectListRecord {
  currency: string;
  budgetMinutes: number | null;
  description: string;
  sourceQuote: { id: number; number: string; revision: number | null } | null;
  ragDetails: Project['ragDetails'];
  timesheetSettings: ProjectTimesheetSettings;
  figures: NonNullable<Project['figures']>;
  shareMilestoneAmounts: boolean;
  createdAt: string;
  version: number;
}

function toProjectRecord(row: ProjectRow): ProjectRecord {
  return {
    ...toListRecord(row),
    currency: row.currency,
    budgetMinutes: row.budget_minutes,
    description: row.description,
    sourceQuote:
      row.source_quote_id !== null && row.source_quote_number !== null
        ? {
            id: row.source_quote_id,
            number: row.source_quote_number,
            revision: row.source_quote_revision,
          }
        : null,
    ragDetails: {
      overall: { status: row.rag_overall, comment: row.rag_overall_comment },
      schedule: { status: row.rag_schedule, comment: row.rag_schedule_comment },
      budget: { status: row.rag_budget, comment: row.rag_budget_comment },
      scope: { status: row.rag_scope, comment: row.rag_scope_comment },
      updatedAt: iso(row.rag_updated_at),
      updatedBy: userRefOf(row, 'rag_updated_by', row.rag_updated_by),
    },
    timesheetSettings: {
      loggingAllowed: Boolean(row.ts_logging_allowed),
      logTarget: row.ts_log_target,
      notesRequired: Boolean(row.ts_notes_required),
      billableByDefault: Boolean(row.ts_billable_by_default),
    },
    figures: {
      actualMinutes: row.actual_minutes,
      cost: { amount: Number(row.cost_amount), currency: row.currency },
      revenue: { amount: Number(row.revenue_amount), currency: row.currency },
      progressPercent: row.progress_percent,
      recalculatedAt: iso(row.recalculated_at),
    },
    shareMilestoneAmounts: Boolean(row.share_milestone_amounts),
    createdAt: iso(row.created_at),
    version: row.version,
  };
}

/** `projects as p` with the manager and the reader's own membership joined. */
export function baseQuery(knex: Knex, userId: number): Knex.QueryBuilder {
  return knex('projects as p')
    .leftJoin('users as mgr', 'mgr.id', 'p.manager_id')
    .leftJoin('project_members as my', function () {
      this.on('my.project_id', '=', 'p.id').andOn('my.user_id', '=', knex.raw('?', [userId]));
    });
}

/** One project (not deleted) with everything the detail view shows. */
async function findProjectRow(
  knex: Knex,
  projectId: number,
  userId: number,
): Promise<ProjectRow | undefined> {
  return baseQuery(knex, userId)
    .leftJoin('users as ragu', 'ragu.id', 'p.rag_updated_by')
    .leftJoin('quotes as q', 'q.id', 'p.source_quote_id')
    .where('p.id', projectId)
    .whereNull('p.deleted_at')
    .first<ProjectRow | undefined>(
      'p.*',
      ...userDetailColumns('mgr', 'manager'),
      ...userDetailColumns('ragu', 'rag_updated_by'),
      'q.number as source_quote_number',
      'my.role as my_role',
    );
}

/** One project (not deleted) as a domain object, or null. */
export async function findProject(
  knex: Knex,
  projectId: number,
  userId: number,
): Promise<ProjectRecord | null> {
  const row = await findProjectRow(knex, projectId, userId);
  return row ? toProjectRecord(row) : null;
}

export async function codeTaken(knex: Knex, code: string, exceptId?: number): Promise<boolean> {
  const query = knex('projects').where({ code });
  if (exceptId !== undefined) query.whereNot({ id: exceptId });
  return Boolean(await query.first('id'));
}

/** The next free `KEEL-NNN` code (deleted projects keep theirs). */
export async function nextProjectCode(knex: Knex): Promise<string> {
  const rows = await knex('projects')
    .where('code', 'like', 'KEEL-%')
    .select<{ code: string }[]>('code');
  const highest = rows.reduce((max, row) => {
    const n = /^KEEL-(\d+)$/.exec(row.code);
    return n ? Math.max(max, Number(n[1])) : max;
  }, 0);
  return `KEEL-${String(highest + 1).padStart(3, '0')}`;
}

export interface ProjectFields {
  code: string;
  name: string;
  alternateName: string | null;
  client: string | null;
  managerId: number | null;
  status: ProjectStatus;
  billingType: BillingType;
  startDate: string | null;
  endDate: string | null;
  currency: string;
  budgetAmount: number | null;
  budgetMinutes: number | null;
  description: string;
  tags: readonly string[];
  archived: boolean;
  shareMilestoneAmounts: boolean;
}

function fieldColumns(f: ProjectFields) {
  return {
    code: f.code,
    name: f.name,
    alternate_name: f.alternateName,
    client: f.client,
    manager_id: f.managerId,
    status: f.status,
    billing_type: f.billingType,
    start_date: f.startDate,
    end_date: f.endDate,
    currency: f.currency,
    budget_amount: f.budgetAmount,
    budget_minutes: f.budgetMinutes,
    description: f.description,
    tags: JSON.stringify(f.tags),
    archived: f.archived,
    share_milestone_amounts: f.shareMilestoneAmounts,
    search_text: projectSearchText(f),
  };
}

export async function insertProject(
  knex: Knex,
  fields: ProjectFields & { sourceQuoteId: number | null; sourceQuoteRevision: number | null },
  now: number,
): Promise<number> {
  const columns = fieldColumns(fields);
  const id = await insertReturningId(knex, 'projects', {
    ...columns,
    source_quote_id: fields.sourceQuoteId,
    source_quote_revision: fields.sourceQuoteRevision,
    created_at: now,
    updated_at: now,
  });
  await writeSearchTokens(knex, 'project', [{ id, searchText: columns.search_text }]);
  return id;
}

/** Writes the fields; the version was claimed (bumped) by the caller's versioned save. */
export async function updateProjectFields(
  knex: Knex,
  projectId: number,
  fields: ProjectFields,
  now: number,
): Promise<void> {
  const columns = fieldColumns(fields);
  await knex('projects')
    .where({ id: projectId })
    .update({ ...columns, updated_at: now });
  await writeSearchTokens(knex, 'project', [{ id: projectId, searchText: columns.search_text }]);
}

/** Bumps the version of a project after a change to one of its parts. */
export async function touchProject(knex: Knex, projectId: number, now: number): Promise<void> {
  await knex('projects')
    .where({ id: projectId })
    .update({ version: knex.raw('version + 1'), updated_at: now });
}

/** The version was claimed (bumped) by the caller's versioned save (`lib/versioned-save.ts`). */
export async function softDeleteProject(knex: Knex, projectId: number, now: number): Promise<void> {
  await knex('projects').where({ id: projectId }).update({ deleted_at: now, updated_at: now });
}

export async function findActiveUser(
  knex: Knex,
  userId: number,
): Promise<{ id: number; name: string; external: boolean } | null> {
  const row = await knex('users')
    .where({ id: userId, status: 'active' })
    .first<{ id: number; name: string; external: number | boolean } | undefined>(
      'id',
      'name',
      'external',
    );
  return row ? { id: row.id, name: row.name, external: Boolean(row.external) } : null;
}

export async function findQuoteRef(
  knex: Knex,
  quoteId: number,
): Promise<{ id: number; number: string } | null> {
  const row = await knex('quotes')
    .where({ id: quoteId })
    .whereNull('deleted_at')
    .first<{ id: number; number: string } | undefined>('id', 'number');
  return row ?? null;
}
