import type { RagHistoryEntry, RagStatus } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import { userDetailColumns, userRefOf, type UserDetailsRow } from '../../lib/user-ref';

/**
 * A project's RAG (overall, schedule, budget, scope with their comments): the
 * current values on `projects` and their history in `project_rag_changes`.
 */

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

interface RagChangeRow extends UserDetailsRow<'changed_by'> {
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
}

/** RAG changes, newest first: of one project, or of the given projects since an instant. */
/** A RAG change with its project's code and name (the dashboard lists changes of many projects). */
export type RagChange = RagHistoryEntry & { projectCode: string; projectName: string };

function toRagChange(row: RagChangeRow): RagChange {
  return {
    id: row.id,
    projectId: row.project_id,
    overall: { status: row.overall, comment: row.overall_comment },
    schedule: { status: row.schedule, comment: row.schedule_comment },
    budget: { status: row.budget, comment: row.budget_comment },
    scope: { status: row.scope, comment: row.scope_comment },
    changedAt: iso(row.changed_at),
    changedBy: userRefOf(row, 'changed_by', row.changed_by),
    projectCode: row.project_code,
    projectName: row.project_name,
  };
}

export async function listRagChanges(
  knex: Knex,
  filter: {
    /**
     * One project's id, or a filter on the joined projects `p` (the
     * dashboard's `scopeToPortfolio`): a join, not `IN (ids)`, so the recent
     * changes drive the query (index on `changed_at`) instead of a probe for
     * each of thousands of projects.
     */
    projects: number | ((query: Knex.QueryBuilder) => Knex.QueryBuilder);
    since?: number;
    limit?: number;
  },
): Promise<RagChange[]> {
  const query = knex('project_rag_changes as r')
    .join('projects as p', 'p.id', 'r.project_id')
    .leftJoin('users as u', 'u.id', 'r.changed_by')
    .orderBy('r.changed_at', 'desc')
    .orderBy('r.id', 'desc')
    .select(
      'r.*',
      'p.code as project_code',
      'p.name as project_name',
      ...userDetailColumns('u', 'changed_by'),
    );
  if (typeof filter.projects === 'number') query.where('r.project_id', filter.projects);
  else filter.projects(query);
  if (filter.since !== undefined) query.where('r.changed_at', '>=', filter.since);
  if (filter.limit !== undefined) query.limit(filter.limit);
  return ((await query) as RagChangeRow[]).map(toRagChange);
}
