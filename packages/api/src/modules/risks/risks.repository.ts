import type { HeatMapCell, RiskKind, RiskStatus, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import { pageOfItems } from '../../lib/lists';
import { buildSearchText, escapeLike } from '../../lib/search-text';
import { userRefColumns, userRefOf, type UserRefRow } from '../../lib/user-ref';
import type { VersionedTable } from '../../lib/versioned-save';
import { scopeToVisibleProjects, seesAllProjects, type AuthUser } from '../auth';
import { insertReturningId } from '../../lib/insert-row.repository';

/**
 * The risk and issue register as stored (README.md beside this file): the
 * items with their project and people joined, comments, history,
 * and the SQL that decides who may read which item; comments and
 * subscriptions in `risk-comments.repository.ts` and
 * `risk-subscriptions.repository.ts`.
 */

export const RISK_NOT_FOUND = 'Risk or issue not found';

/** The project's items as version-checked saves see them: only the route's project's. */
export function risksOf(projectId: number): VersionedTable {
  return {
    table: 'risks',
    notFound: RISK_NOT_FOUND,
    live: (query) => query.where({ project_id: projectId }),
    // `updated_at` moves only when a save changes something (service), not on the claim.
    updatedAt: false,
  };
}

/** A risk as stored, with its project and people; the service decides what the reader sees. */
export interface RiskRecord {
  id: number;
  project: { id: number; code: string; name: string };
  kind: RiskKind;
  title: string;
  description: string;
  probability: number;
  impact: number;
  severity: number;
  owner: UserRef | null;
  status: RiskStatus;
  dueDate: string | null;
  mitigation: string;
  sharedWithStakeholders: boolean;
  commentCount: number;
  createdBy: UserRef | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

interface RiskRow extends UserRefRow<'o'>, UserRefRow<'cb'> {
  id: number;
  project_id: number;
  p_code: string;
  p_name: string;
  kind: RiskKind;
  title: string;
  description: string;
  probability: number;
  impact: number;
  severity: number;
  status: RiskStatus;
  due_date: string | null;
  mitigation: string;
  shared_with_stakeholders: number | boolean;
  comment_count: number | string;
  created_at: number | string;
  updated_at: number | string;
  version: number;
}

function toRecord(row: RiskRow): RiskRecord {
  return {
    id: row.id,
    project: { id: row.project_id, code: row.p_code, name: row.p_name },
    kind: row.kind,
    title: row.title,
    description: row.description,
    probability: Number(row.probability),
    impact: Number(row.impact),
    severity: Number(row.severity),
    owner: userRefOf(row, 'o'),
    status: row.status,
    dueDate: row.due_date,
    mitigation: row.mitigation,
    sharedWithStakeholders: Boolean(row.shared_with_stakeholders),
    commentCount: Number(row.comment_count),
    createdBy: userRefOf(row, 'cb'),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: Number(row.version),
  };
}

/** Items (aliased `r`) with their project (`p`), owner and creator: one query, no N+1. */
function selectRisks(knex: Knex): Knex.QueryBuilder {
  return knex('risks as r')
    .join('projects as p', 'p.id', 'r.project_id')
    .leftJoin('users as o', 'o.id', 'r.owner_id')
    .leftJoin('users as cb', 'cb.id', 'r.created_by')
    .select(
      'r.id',
      'r.project_id',
      'p.code as p_code',
      'p.name as p_name',
      'r.kind',
      'r.title',
      'r.description',
      'r.probability',
      'r.impact',
      'r.severity',
      'r.status',
      'r.due_date',
      'r.mitigation',
      'r.shared_with_stakeholders',
      'r.comment_count',
      'r.created_at',
      'r.updated_at',
      'r.version',
      ...userRefColumns('o'),
      ...userRefColumns('cb'),
    );
}

/** The roles whose grants include `readRisks` (policy.ts ROLE_GRANTS). */
const RISK_READER_ROLES = ['manager', 'member', 'viewer'] as const;

/**
 * Narrows a query joining `projects as p` to the projects whose risks the user
 * may read, in SQL: visible (`scopeToVisibleProjects`), and for a user who
 * does not read every project, a membership whose role grants `readRisks`.
 * External users never read risks (their role is Stakeholder whatever is
 * stored), so they get nothing here.
 */
export function scopeToRiskReaders(query: Knex.QueryBuilder, user: AuthUser): Knex.QueryBuilder {
  if (user.external) return query.whereRaw('1 = 0');
  scopeToVisibleProjects(query, user, 'p');
  if (seesAllProjects(user)) return query;
  return query.whereExists(function () {
    this.select(1)
      .from('project_members as pm_risks')
      .whereRaw('?? = ??', ['pm_risks.project_id', 'p.id'])
      .andWhere('pm_risks.user_id', user.id)
      .whereIn('pm_risks.role', RISK_READER_ROLES);
  });
}

/**
 * SQL condition on `users as u`: the user may read the risks of the project
 * `projectId` (an internal, active user holding readAllProjects or
 * manageAllProjects, or a manager, member or viewer of the project), and the
 * project is not deleted. The notification recipients go through it.
 */
export function whereReadsRisksOf(query: Knex.QueryBuilder, knex: Knex, projectId: number): void {
  query
    .where('u.external', false)
    .where('u.status', 'active')
    .whereExists(
      knex('projects as rp').select(1).where('rp.id', projectId).whereNull('rp.deleted_at'),
    )
    .where((q) => {
      q.whereExists(function () {
        this.select(1)
          .from('user_roles as ur')
          .join('role_flags as rf', 'rf.role_id', 'ur.role_id')
          .whereRaw('?? = ??', ['ur.user_id', 'u.id'])
          .whereIn('rf.flag', ['readAllProjects', 'manageAllProjects']);
      }).orWhereExists(function () {
        this.select(1)
          .from('project_members as pm')
          .whereRaw('?? = ??', ['pm.user_id', 'u.id'])
          .where('pm.project_id', projectId)
          .whereIn('pm.role', RISK_READER_ROLES);
      });
    });
}

export interface RiskFilters {
  search?: string;
  kind?: RiskKind;
  status?: RiskStatus;
  probability?: number;
  impact?: number;
}

/** The query's filters on `risks as r` (search: normalised, infix on title and description). */
function applyFilters(query: Knex.QueryBuilder, filters: RiskFilters): void {
  if (filters.search)
    query.whereRaw(`r.search_text LIKE ? ESCAPE '\\'`, [`%${escapeLike(filters.search)}%`]);
  if (filters.kind) query.where('r.kind', filters.kind);
  if (filters.status) query.where('r.status', filters.status);
  if (filters.probability !== undefined) query.where('r.probability', filters.probability);
  if (filters.impact !== undefined) query.where('r.impact', filters.impact);
}

export type RiskSort = 'severity' | 'updatedAt' | 'dueDate' | 'title' | 'status';

function applySort(query: Knex.QueryBuilder, sort: RiskSort): void {
  switch (sort) {
    case 'updatedAt':
      query.orderBy([
        { column: 'r.updated_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ]);
      return;
    case 'dueDate':
      // Undated items last, on both databases.
      query.orderByRaw('CASE WHEN r.due_date IS NULL THEN 1 ELSE 0 END, r.due_date, r.id');
      return;
    case 'title':
      query.orderBy([{ column: 'r.title' }, { column: 'r.id' }]);
      return;
    case 'status':
      query.orderByRaw(
        "CASE r.status WHEN 'open' THEN 0 WHEN 'mitigating' THEN 1 ELSE 2 END, r.severity DESC, r.id DESC",
      );
      return;
    case 'severity':
      query.orderBy([
        { column: 'r.severity', order: 'desc' },
        { column: 'r.updated_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ]);
  }
}

/** One page of a project's items; `sharedOnly` for a stakeholder. */
export async function listProjectRisks(
  knex: Knex,
  projectId: number,
  query: RiskFilters & { sort: RiskSort; page: number; pageSize: number; sharedOnly: boolean },
): Promise<{ items: RiskRecord[]; total: number }> {
  const narrow = (q: Knex.QueryBuilder) => {
    q.where('r.project_id', projectId);
    if (query.sharedOnly) q.where('r.shared_with_stakeholders', true);
    applyFilters(q, query);
    return q;
  };
  return pageOfRisks(knex, knex('risks as r'), narrow, query);
}

/** One sorted page of the items `narrow` keeps, counted from `from` (the risks as `r`). */
async function pageOfRisks(
  knex: Knex,
  from: Knex.QueryBuilder,
  narrow: (q: Knex.QueryBuilder) => Knex.QueryBuilder,
  query: { sort: RiskSort; page: number; pageSize: number },
): Promise<{ items: RiskRecord[]; total: number }> {
  const ordered = narrow(selectRisks(knex));
  applySort(ordered, query.sort);
  return pageOfItems(knex, narrow(from), ordered, query, (rows: RiskRow[]) => rows.map(toRecord));
}

/** Counts of the project's items that are not closed, per (probability, impact), in SQL. */
export async function heatMap(
  knex: Knex,
  projectId: number,
  sharedOnly: boolean,
): Promise<HeatMapCell[]> {
  const query = knex('risks')
    .where({ project_id: projectId })
    .whereNot({ status: 'closed' })
    .groupBy('probability', 'impact')
    .orderBy(['probability', 'impact'])
    .select<Array<{ probability: number; impact: number; count: number | string }>>(
      'probability',
      'impact',
      knex.raw('COUNT(*) as count'),
    );
  if (sharedOnly) query.where({ shared_with_stakeholders: true });
  const rows = await query;
  return rows.map((r) => ({
    probability: Number(r.probability),
    impact: Number(r.impact),
    count: Number(r.count),
  }));
}

export type PortfolioView = 'active' | 'critical' | 'recent' | 'inactive' | 'notifications';

/**
 * One page of the portfolio: the items of the projects whose risks the user
 * may read (scoped in SQL), narrowed to the view and the filters.
 */
export async function listPortfolioRisks(
  knex: Knex,
  user: AuthUser,
  query: RiskFilters & {
    view: PortfolioView;
    projectId?: number;
    sort: RiskSort;
    page: number;
    pageSize: number;
    criticalSeverity: number;
    recentSince: number;
  },
): Promise<{ items: RiskRecord[]; total: number }> {
  const narrow = (q: Knex.QueryBuilder) => {
    scopeToRiskReaders(q, user);
    applyFilters(q, query);
    if (query.projectId !== undefined) q.where('r.project_id', query.projectId);
    switch (query.view) {
      case 'active':
        q.whereNot('r.status', 'closed');
        break;
      case 'critical':
        q.whereNot('r.status', 'closed').where('r.severity', '>=', query.criticalSeverity);
        break;
      case 'recent':
        q.where('r.updated_at', '>=', query.recentSince);
        break;
      case 'inactive':
        q.where('r.status', 'closed');
        break;
      case 'notifications':
        q.whereExists(function () {
          this.select(1)
            .from('risk_subscriptions as rs')
            .where('rs.user_id', user.id)
            .where((s) => {
              s.where('rs.scope', 'all')
                .orWhere((p) =>
                  p
                    .where('rs.scope', 'project')
                    .whereRaw('?? = ??', ['rs.project_id', 'r.project_id']),
                )
                .orWhere((i) =>
                  i.where('rs.scope', 'item').whereRaw('?? = ??', ['rs.risk_id', 'r.id']),
                );
            });
        });
        break;
    }
    return q;
  };
  return pageOfRisks(
    knex,
    knex('risks as r').join('projects as p', 'p.id', 'r.project_id'),
    narrow,
    query,
  );
}

export async function findRisk(
  knex: Knex,
  projectId: number,
  id: number,
): Promise<RiskRecord | null> {
  const row = (await selectRisks(knex)
    .where({ 'r.id': id, 'r.project_id': projectId })
    .whereNull('p.deleted_at')
    .first()) as RiskRow | undefined;
  return row ? toRecord(row) : null;
}

/** The project of an item (any project; the caller checks who may read it). */
export async function findRiskProjectId(knex: Knex, id: number): Promise<number | null> {
  const row = await knex('risks')
    .where({ id })
    .first<{ project_id: number } | undefined>('project_id');
  return row ? row.project_id : null;
}

export async function findProjectRef(
  knex: Knex,
  projectId: number,
): Promise<{ id: number; code: string; name: string } | null> {
  const row = await knex('projects')
    .where({ id: projectId })
    .whereNull('deleted_at')
    .first<{ id: number; code: string; name: string } | undefined>('id', 'code', 'name');
  return row ?? null;
}

export interface RiskValues {
  kind: RiskKind;
  title: string;
  description: string;
  probability: number;
  impact: number;
  severity: number;
  ownerId: number | null;
  status: RiskStatus;
  dueDate: string | null;
  mitigation: string;
  sharedWithStakeholders: boolean;
}

function columns(values: RiskValues) {
  return {
    kind: values.kind,
    title: values.title,
    description: values.description,
    probability: values.probability,
    impact: values.impact,
    severity: values.severity,
    owner_id: values.ownerId,
    status: values.status,
    due_date: values.dueDate,
    mitigation: values.mitigation,
    shared_with_stakeholders: values.sharedWithStakeholders,
    search_text: buildSearchText([values.title, values.description]),
  };
}

export async function insertRisk(
  knex: Knex,
  projectId: number,
  values: RiskValues,
  createdBy: number | null,
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'risks', {
    project_id: projectId,
    ...columns(values),
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  });
}

/** The version was claimed (bumped) by the caller's versioned save. */
export async function updateRiskRow(
  knex: Knex,
  id: number,
  values: RiskValues,
  now: number,
): Promise<void> {
  await knex('risks')
    .where({ id })
    .update({ ...columns(values), updated_at: now });
}

/* Owners -------------------------------------------------------------------- */

export async function findOwnerCandidate(
  knex: Knex,
  userId: number,
): Promise<{ id: number; email: string; name: string; external: boolean; status: string } | null> {
  const row = await knex('users')
    .where({ id: userId })
    .first<
      | { id: number; email: string; name: string; external: number | boolean; status: string }
      | undefined
    >('id', 'email', 'name', 'external', 'status');
  return row ? { ...row, external: Boolean(row.external) } : null;
}

export async function userName(knex: Knex, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const row = await knex('users').where({ id: userId }).first<{ name: string } | undefined>('name');
  return row?.name ?? null;
}
