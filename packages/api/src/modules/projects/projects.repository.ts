import type { BillingType, ProjectRole, ProjectStatus, RagStatus } from '@keel/types';
import type { Knex } from 'knex';
import { binaryText } from '../../db/database';
import { countRows } from '../../db/row-count';
import { buildSearchText, escapeLike } from '../../lib/search-text';
import { writeSearchTokens } from '../search/search-tokens.repository';
import { scopeToVisibleProjects, type AuthUser } from '../auth/policy';

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
export interface ProjectRow {
  id: number;
  code: string;
  name: string;
  alternate_name: string | null;
  client: string | null;
  status: ProjectStatus;
  manager_id: number | null;
  manager_name: string | null;
  manager_initials: string | null;
  manager_color: string | null;
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
  rag_updated_by_name: string | null;
  rag_updated_by_initials: string | null;
  rag_updated_by_color: string | null;
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
  created_at: number | string;
  updated_at: number | string;
  version: number;
}

/** Columns of the browser list (a subset: the list never needs descriptions or comments). */
const LIST_COLUMNS = [
  'p.id',
  'p.code',
  'p.name',
  'p.alternate_name',
  'p.client',
  'p.status',
  'p.manager_id',
  'mgr.name as manager_name',
  'mgr.initials as manager_initials',
  'mgr.color as manager_color',
  'p.archived',
  'p.billing_type',
  'p.start_date',
  'p.end_date',
  'p.currency',
  'p.budget_amount',
  'p.tags',
  'p.rag_overall',
  'p.rag_schedule',
  'p.rag_budget',
  'p.rag_scope',
  'my.role as my_role',
  'p.updated_at',
];

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

/** `projects as p` with the manager and the reader's own membership joined. */
function baseQuery(knex: Knex, userId: number): Knex.QueryBuilder {
  return knex('projects as p')
    .leftJoin('users as mgr', 'mgr.id', 'p.manager_id')
    .leftJoin('project_members as my', function () {
      this.on('my.project_id', '=', 'p.id').andOn('my.user_id', '=', knex.raw('?', [userId]));
    });
}

/** One project (not deleted) with everything the detail view shows. */
export async function findProjectRow(
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
      'mgr.name as manager_name',
      'mgr.initials as manager_initials',
      'mgr.color as manager_color',
      'ragu.name as rag_updated_by_name',
      'ragu.initials as rag_updated_by_initials',
      'ragu.color as rag_updated_by_color',
      'q.number as source_quote_number',
      'my.role as my_role',
    );
}

export type ArchivedScope = 'hide' | 'only' | 'all';

/** What the browser asks for, already validated by the service. */
export interface ProjectCriteria {
  /** Normalised search text (`normalizeSearchText`), matched anywhere in `search_text`. */
  search?: string;
  statuses?: readonly ProjectStatus[];
  billingTypes?: readonly BillingType[];
  managerIds?: readonly number[];
  rags?: readonly RagStatus[];
  archived: ArchivedScope;
  /** Only projects this user is a member of. */
  memberUserId?: number;
}

export interface ProjectSort {
  field:
    | 'code'
    | 'name'
    | 'client'
    | 'manager'
    | 'status'
    | 'billingType'
    | 'startDate'
    | 'endDate'
    | 'rag'
    | 'updatedAt';
  direction: 'asc' | 'desc';
}

const RAG_ORDER =
  "CASE p.rag_overall WHEN 'red' THEN 0 WHEN 'amber' THEN 1 WHEN 'green' THEN 2 ELSE 3 END";
const STATUS_ORDER =
  "CASE p.status WHEN 'draft' THEN 0 WHEN 'active' THEN 1 WHEN 'onHold' THEN 2 WHEN 'completed' THEN 3 ELSE 4 END";

function applyCriteria(query: Knex.QueryBuilder, criteria: ProjectCriteria): Knex.QueryBuilder {
  if (criteria.search)
    query.whereRaw(`p.search_text LIKE ? ESCAPE '\\'`, [`%${escapeLike(criteria.search)}%`]);
  if (criteria.statuses?.length) query.whereIn('p.status', criteria.statuses);
  if (criteria.billingTypes?.length) query.whereIn('p.billing_type', criteria.billingTypes);
  if (criteria.managerIds?.length) query.whereIn('p.manager_id', criteria.managerIds);
  if (criteria.rags?.length) query.whereIn('p.rag_overall', criteria.rags);
  if (criteria.archived === 'hide') query.where('p.archived', false);
  if (criteria.archived === 'only') query.where('p.archived', true);
  const memberUserId = criteria.memberUserId;
  // `IN` rather than a correlated EXISTS: the user's few memberships drive the
  // lookup (index user_id, project_id) instead of a probe for every project.
  if (memberUserId !== undefined)
    query.whereIn('p.id', function () {
      this.select('project_id').from('project_members').where('user_id', memberUserId);
    });
  return query;
}

function applySort(knex: Knex, query: Knex.QueryBuilder, sort: ProjectSort): Knex.QueryBuilder {
  const dir = sort.direction;
  switch (sort.field) {
    case 'code':
      query.orderBy('p.code', dir);
      break;
    case 'name':
      // The normalised name leads `search_text` (case and accents ignored, the
      // code breaks ties): the list index gives this order without a sort.
      query.orderByRaw(`${binaryText(knex, 'p.search_text')} ${dir}`);
      break;
    case 'client':
      query.orderByRaw(`LOWER(COALESCE(p.client, '')) ${dir}`);
      break;
    case 'manager':
      // Needs `users as mgr` joined (baseQuery does; see queryProjectRows).
      query.orderByRaw(`LOWER(COALESCE(mgr.name, '')) ${dir}`);
      break;
    case 'status':
      query.orderByRaw(`${STATUS_ORDER} ${dir}`);
      break;
    case 'billingType':
      query.orderBy('p.billing_type', dir);
      break;
    case 'startDate':
      query.orderByRaw(`COALESCE(p.start_date, '9999-99-99') ${dir}`);
      break;
    case 'endDate':
      query.orderByRaw(`COALESCE(p.end_date, '9999-99-99') ${dir}`);
      break;
    case 'rag':
      query.orderByRaw(`${RAG_ORDER} ${dir}`);
      break;
    case 'updatedAt':
      query.orderBy('p.updated_at', dir);
      break;
  }
  return query.orderBy('p.id', dir);
}

/**
 * A page of the projects the user may see (visibility in SQL, through the
 * policy). The page's ids are chosen by a subquery that reads only what
 * filters and sorts (on SQLite mostly the narrow list index); the list
 * columns are read for those ids alone. Two statements: the count (remembered
 * until the database changes, see `countRows`) and the page.
 */
export async function queryProjectRows(
  knex: Knex,
  user: AuthUser,
  criteria: ProjectCriteria,
  sort: ProjectSort,
  paging: { page: number; pageSize: number },
): Promise<{ rows: ProjectListRow[]; total: number }> {
  const total = await countRows(
    knex,
    applyCriteria(scopeToVisibleProjects(knex('projects as p'), user, 'p'), criteria),
  );
  const rows = await listProjectSlice(knex, user, criteria, sort, {
    limit: paging.pageSize,
    offset: (paging.page - 1) * paging.pageSize,
  });
  return { rows, total };
}

/** Rows `offset` to `offset + limit` of the visible projects matching, in `sort` order. */
export async function listProjectSlice(
  knex: Knex,
  user: AuthUser,
  criteria: ProjectCriteria,
  sort: ProjectSort,
  slice: { limit: number; offset: number },
): Promise<ProjectListRow[]> {
  const sliceIds = applyCriteria(
    scopeToVisibleProjects(knex('projects as p'), user, 'p'),
    criteria,
  ).select('p.id');
  if (sort.field === 'manager') sliceIds.leftJoin('users as mgr', 'mgr.id', 'p.manager_id');
  applySort(knex, sliceIds, sort).limit(slice.limit).offset(slice.offset);
  const rows = await applySort(
    knex,
    baseQuery(knex, user.id).whereIn('p.id', sliceIds).select(LIST_COLUMNS),
    sort,
  );
  return rows as ProjectListRow[];
}

/** The visible, not archived projects of the dashboard: all of them, or only the user's. */
export function portfolioCriteria(user: AuthUser, memberOnly: boolean): ProjectCriteria {
  return { archived: 'hide', memberUserId: memberOnly ? user.id : undefined };
}

/** How many portfolio projects have each (status, overall RAG) pair: the dashboard's charts. */
export async function countPortfolio(
  knex: Knex,
  user: AuthUser,
  memberOnly: boolean,
): Promise<{ status: ProjectStatus; rag: RagStatus; count: number }[]> {
  const rows = await applyCriteria(
    scopeToVisibleProjects(knex('projects as p'), user, 'p'),
    portfolioCriteria(user, memberOnly),
  )
    .groupBy('p.status', 'p.rag_overall')
    .select<{ status: ProjectStatus; rag: RagStatus; count: number | string }[]>(
      'p.status as status',
      'p.rag_overall as rag',
      knex.raw('count(*) as count'),
    );
  return rows.map((r) => ({ status: r.status, rag: r.rag, count: Number(r.count) }));
}

/** The ids of the portfolio's projects, as a subquery (e.g. to scope their RAG changes). */
export function portfolioIds(knex: Knex, user: AuthUser, memberOnly: boolean): Knex.QueryBuilder {
  return applyCriteria(
    scopeToVisibleProjects(knex('projects as p'), user, 'p'),
    portfolioCriteria(user, memberOnly),
  ).select('p.id');
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
    search_text: projectSearchText(f),
  };
}

export async function insertProject(
  knex: Knex,
  fields: ProjectFields & { sourceQuoteId: number | null; sourceQuoteRevision: number | null },
  now: number,
): Promise<number> {
  const columns = fieldColumns(fields);
  const [row] = await knex('projects')
    .insert({
      ...columns,
      source_quote_id: fields.sourceQuoteId,
      source_quote_revision: fields.sourceQuoteRevision,
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  const { id } = row as { id: number };
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

export interface RagValues {
  overall: { status: RagStatus; comment: string };
  schedule: { status: RagStatus; comment: string };
  budget: { status: RagStatus; comment: string };
  scope: { status: RagStatus; comment: string };
}

/** Sets the current RAG and keeps the change in the history. */
/** Inside a versioned save of the project (the seed writes it directly). */
export async function writeRag(
  knex: Knex,
  projectId: number,
  rag: RagValues,
  userId: number | null,
  now: number,
): Promise<void> {
  await knex('projects').where({ id: projectId }).update({
    rag_overall: rag.overall.status,
    rag_overall_comment: rag.overall.comment,
    rag_schedule: rag.schedule.status,
    rag_schedule_comment: rag.schedule.comment,
    rag_budget: rag.budget.status,
    rag_budget_comment: rag.budget.comment,
    rag_scope: rag.scope.status,
    rag_scope_comment: rag.scope.comment,
    rag_updated_at: now,
    rag_updated_by: userId,
  });
  await knex('project_rag_changes').insert({
    project_id: projectId,
    overall: rag.overall.status,
    overall_comment: rag.overall.comment,
    schedule: rag.schedule.status,
    schedule_comment: rag.schedule.comment,
    budget: rag.budget.status,
    budget_comment: rag.budget.comment,
    scope: rag.scope.status,
    scope_comment: rag.scope.comment,
    changed_by: userId,
    changed_at: now,
  });
}

export interface RagChangeRow {
  id: number;
  project_id: number;
  project_code: string;
  project_name: string;
  overall: RagStatus;
  overall_comment: string;
  schedule: RagStatus;
  schedule_comment: string;
  budget: RagStatus;
  budget_comment: string;
  scope: RagStatus;
  scope_comment: string;
  changed_at: number | string;
  changed_by: number | null;
  changed_by_name: string | null;
  changed_by_initials: string | null;
  changed_by_color: string | null;
}

/** RAG changes, newest first: of one project, or of the given projects since an instant. */
export async function listRagChanges(
  knex: Knex,
  filter: {
    /** One project's id, or a subquery of ids (`portfolioIds`). */
    projects: number | Knex.QueryBuilder;
    since?: number;
    limit?: number;
  },
): Promise<RagChangeRow[]> {
  const query = knex('project_rag_changes as r')
    .join('projects as p', 'p.id', 'r.project_id')
    .leftJoin('users as u', 'u.id', 'r.changed_by')
    .orderBy('r.changed_at', 'desc')
    .orderBy('r.id', 'desc')
    .select(
      'r.*',
      'p.code as project_code',
      'p.name as project_name',
      'u.name as changed_by_name',
      'u.initials as changed_by_initials',
      'u.color as changed_by_color',
    );
  if (typeof filter.projects === 'number') query.where('r.project_id', filter.projects);
  else query.whereIn('r.project_id', filter.projects);
  if (filter.since !== undefined) query.where('r.changed_at', '>=', filter.since);
  if (filter.limit !== undefined) query.limit(filter.limit);
  return query as Promise<RagChangeRow[]>;
}

export interface TimesheetSettingsValues {
  loggingAllowed: boolean;
  logTarget: 'tasksOnly' | 'tasksAndProject';
  notesRequired: boolean;
  billableByDefault: boolean;
}

/** The version was claimed (bumped) by the caller's versioned save (`lib/versioned-save.ts`). */
export async function writeTimesheetSettings(
  knex: Knex,
  projectId: number,
  settings: TimesheetSettingsValues,
  now: number,
): Promise<void> {
  await knex('projects').where({ id: projectId }).update({
    ts_logging_allowed: settings.loggingAllowed,
    ts_log_target: settings.logTarget,
    ts_notes_required: settings.notesRequired,
    ts_billable_by_default: settings.billableByDefault,
    updated_at: now,
  });
}

export interface ProjectFigures {
  actualMinutes: number;
  costAmount: number;
  revenueAmount: number;
  progressPercent: number;
}

export async function writeFigures(
  knex: Knex,
  projectId: number,
  figures: ProjectFigures,
  now: number,
): Promise<void> {
  await knex('projects').where({ id: projectId }).update({
    actual_minutes: figures.actualMinutes,
    cost_amount: figures.costAmount,
    revenue_amount: figures.revenueAmount,
    progress_percent: figures.progressPercent,
    recalculated_at: now,
  });
}

/** What recalculation reads of each project. */
export async function listProjectsForFigures(
  knex: Knex,
  projectIds?: readonly number[],
): Promise<Array<Pick<ProjectRow, 'id' | 'status' | 'start_date' | 'end_date'>>> {
  const query = knex('projects')
    .whereNull('deleted_at')
    .select('id', 'status', 'start_date', 'end_date');
  if (projectIds) query.whereIn('id', projectIds);
  return query.orderBy('id');
}

export interface MemberRow {
  user_id: number;
  name: string;
  initials: string;
  color: string;
  email: string;
  external: number | boolean;
  role: ProjectRole;
  created_at: number | string;
}

export async function listMembers(knex: Knex, projectId: number): Promise<MemberRow[]> {
  return knex('project_members as pm')
    .join('users as u', 'u.id', 'pm.user_id')
    .where('pm.project_id', projectId)
    .orderByRaw(
      "CASE pm.role WHEN 'manager' THEN 0 WHEN 'member' THEN 1 WHEN 'viewer' THEN 2 ELSE 3 END",
    )
    .orderBy('u.name')
    .orderBy('u.id')
    .select<MemberRow[]>(
      'pm.user_id',
      'u.name',
      'u.initials',
      'u.color',
      'u.email',
      'u.external',
      'pm.role',
      'pm.created_at',
    );
}

export async function setMemberRole(
  knex: Knex,
  projectId: number,
  userId: number,
  role: ProjectRole,
): Promise<void> {
  await knex('project_members').where({ project_id: projectId, user_id: userId }).update({ role });
}

export async function removeMember(knex: Knex, projectId: number, userId: number): Promise<void> {
  await knex('project_members').where({ project_id: projectId, user_id: userId }).delete();
}

/** Active users, for manager choices and member candidates. */
export async function listActiveUsers(
  knex: Knex,
): Promise<
  Array<{ id: number; name: string; initials: string; color: string; external: number | boolean }>
> {
  return knex('users')
    .where({ status: 'active' })
    .orderBy('name')
    .orderBy('id')
    .select('id', 'name', 'initials', 'color', 'external');
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

/** Distinct client names of projects that are not deleted (the client choices). */
export async function listClients(knex: Knex): Promise<string[]> {
  const rows = await knex('projects')
    .whereNull('deleted_at')
    .whereNotNull('client')
    .distinct<{ client: string }[]>('client')
    .orderBy('client');
  return rows.map((r) => r.client);
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
