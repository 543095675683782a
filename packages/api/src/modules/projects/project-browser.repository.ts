import type { BillingType, ProjectStatus, RagStatus, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { binaryText, databaseKind } from '../../db/dialect';
import { countRows } from '../../db/row-count';
import { escapeLike } from '../../lib/search-text';
import { userDetailColumns } from '../../lib/user-ref';
import { scopeToVisibleProjects, type AuthUser } from '../auth';
import {
  baseQuery,
  toListRecord,
  type ProjectListRecord,
  type ProjectListRow,
} from './projects.repository';

/** The project browser and its CSV export: filtered, sorted pages of the visible projects. */

/** Columns of the browser list (a subset: the list never needs descriptions or comments). */
const LIST_COLUMNS = [
  'p.id',
  'p.code',
  'p.name',
  'p.alternate_name',
  'p.client',
  'p.status',
  'p.manager_id',
  ...userDetailColumns('mgr', 'manager'),
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
  /** Only projects of these clients (exact names). */
  clients?: readonly string[];
  /** Only projects carrying any of these tags (exact, case-sensitive). */
  tags?: readonly string[];
  /** Leaves out the projects this user is a Stakeholder of (the finance readers' lists). */
  notStakeholderUserId?: number;
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

export function applyCriteria(
  query: Knex.QueryBuilder,
  criteria: ProjectCriteria,
): Knex.QueryBuilder {
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
  if (criteria.clients?.length) query.whereIn('p.client', criteria.clients);
  const tags = criteria.tags ?? [];
  // `tags` is a JSON array of strings: a tag is in it as its JSON string, quotes included.
  if (tags.length > 0)
    query.where((any) => {
      for (const tag of tags) any.orWhereRaw(jsonContains(query), [JSON.stringify(tag)]);
    });
  const notStakeholderUserId = criteria.notStakeholderUserId;
  if (notStakeholderUserId !== undefined)
    query.whereNotIn('p.id', function () {
      this.select('project_id')
        .from('project_members')
        .where({ user_id: notStakeholderUserId, role: 'stakeholder' });
    });
  return query;
}

/** A case-sensitive substring test of `p.tags` (SQLite's LIKE ignores ASCII case). */
function jsonContains(query: Knex.QueryBuilder): string {
  // A query builder carries its client as a Knex instance does.
  return databaseKind(query as unknown as Knex) === 'postgres'
    ? 'strpos(p.tags, ?) > 0'
    : 'instr(p.tags, ?) > 0';
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
): Promise<{ rows: ProjectListRecord[]; total: number }> {
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

/**
 * Rows `offset` to `offset + limit` of the visible projects matching, in
 * `sort` order: the slice's ids first (on the narrow columns, mostly an
 * index), then the list columns of those ids, put back in the ids' order.
 * Not one statement: SQLite sorts the rows of an `IN (subquery)` again in a
 * temporary B-tree, a fifth of the dashboard's biggest read.
 */
export async function listProjectSlice(
  knex: Knex,
  user: AuthUser,
  criteria: ProjectCriteria,
  sort: ProjectSort,
  slice: { limit: number; offset: number },
): Promise<ProjectListRecord[]> {
  const sliceIds = applyCriteria(
    scopeToVisibleProjects(knex('projects as p'), user, 'p'),
    criteria,
  ).select('p.id');
  if (sort.field === 'manager') sliceIds.leftJoin('users as mgr', 'mgr.id', 'p.manager_id');
  applySort(knex, sliceIds, sort).limit(slice.limit).offset(slice.offset);
  const ids = ((await sliceIds) as Array<{ id: number }>).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = (await baseQuery(knex, user.id)
    .whereIn('p.id', ids)
    .select(LIST_COLUMNS)) as ProjectListRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListRecord(row)] : [];
  });
}

/** A project's overall and area RAG statuses (the dashboard's matrix row). */
export interface ProjectRagRow {
  id: number;
  code: string;
  name: string;
  overall: RagStatus;
  schedule: RagStatus;
  budget: RagStatus;
  scope: RagStatus;
}

/**
 * The first `limit` visible projects matching, worst RAG first, with only
 * what the dashboard's matrix shows: one statement walking the RAG order
 * (index `projects_rag_order`), no manager, membership or list columns.
 */
export async function listRagSlice(
  knex: Knex,
  user: AuthUser,
  criteria: ProjectCriteria,
  limit: number,
): Promise<ProjectRagRow[]> {
  const query = applyCriteria(scopeToVisibleProjects(knex('projects as p'), user, 'p'), criteria);
  applySort(knex, query, { field: 'rag', direction: 'asc' }).limit(limit);
  return query.select<ProjectRagRow[]>(
    'p.id',
    'p.code',
    'p.name',
    'p.rag_overall as overall',
    'p.rag_schedule as schedule',
    'p.rag_budget as budget',
    'p.rag_scope as scope',
  );
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

/** Distinct client names of the projects the user may see. */
export async function listVisibleClients(knex: Knex, user: AuthUser): Promise<string[]> {
  const rows = await scopeToVisibleProjects(knex('projects as p'), user, 'p')
    .whereNotNull('p.client')
    .distinct<{ client: string }[]>('p.client as client')
    .orderBy('client');
  return rows.map((r) => r.client);
}

/** The managers of the projects the user may see, by name. */
export async function listVisibleManagers(knex: Knex, user: AuthUser): Promise<UserRef[]> {
  return knex('users')
    .whereIn('id', scopeToVisibleProjects(knex('projects as p'), user, 'p').select('p.manager_id'))
    .orderBy('name')
    .orderBy('id')
    .select<UserRef[]>('id', 'name', 'initials', 'color');
}
