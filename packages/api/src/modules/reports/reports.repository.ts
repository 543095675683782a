import type { RagStatus, ReportMilestone, ReportRisk, ReportState, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { insertReturningId } from '../../lib/insert-row.repository';
import type { VersionedTable } from '../../lib/versioned-save';
import { pageOfRows } from '../../lib/lists';
import {
  userDetailColumns,
  userRefOf,
  type UserDetailsRow,
  type UserRefRow,
} from '../../lib/user-ref';

/**
 * Status reports: all SQL of the module. A draft's top risks are read live
 * from the register (`status_report_risks` joined to `risks`, in position
 * order) and its milestones live from `milestones`; a published report reads
 * its frozen `snapshot` (JSON) only. The portfolio's reads are in
 * `report-portfolio.repository.ts`.
 */

/** Drafts of the project: a published report passes the claim, then its state refuses (409). */
export function reportsOf(projectId: number): VersionedTable {
  return {
    table: 'status_reports',
    notFound: 'Status report not found',
    live: (q) => void q.where('project_id', projectId),
  };
}

/** The project's reports that have a public link (revoking needs one). */
export function sharedReportsOf(projectId: number): VersionedTable {
  return {
    table: 'status_reports',
    notFound: 'This status report has no public link',
    live: (q) => void q.where('project_id', projectId).whereNotNull('public_token_hash'),
  };
}

export const RAG_DIMENSIONS = ['overall', 'schedule', 'budget', 'scope'] as const;
type Dimension = (typeof RAG_DIMENSIONS)[number];

export interface RagValues {
  overall: { status: RagStatus; comment: string };
  schedule: { status: RagStatus; comment: string };
  budget: { status: RagStatus; comment: string };
  scope: { status: RagStatus; comment: string };
}

/** What a published report froze: its top risks and the milestones of its period. */
export interface Snapshot {
  topRisks: ReportRisk[];
  milestones: ReportMilestone[];
}

export interface ReportRow {
  id: number;
  project: { id: number; code: string; name: string; client: string | null };
  periodStart: string;
  periodEnd: string;
  state: ReportState;
  rag: RagValues;
  summary: string;
  achievements: string;
  nextSteps: string;
  author: UserRef | null;
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
  publishedBy: UserRef | null;
  snapshot: Snapshot | null;
  publicLinkCreatedAt: number | null;
  version: number;
}

export type RawRag = Record<`rag_${Dimension}` | `rag_${Dimension}_comment`, string>;

interface RawReport extends RawRag, UserRefRow<'author'>, UserDetailsRow<'publisher'> {
  id: number;
  project_id: number;
  project_code: string;
  project_name: string;
  project_client: string | null;
  period_start: string;
  period_end: string;
  state: ReportState;
  summary: string;
  achievements: string;
  next_steps: string;
  created_at: number | string;
  updated_at: number | string;
  published_at: number | string | null;
  published_by: number | null;
  snapshot: string | null;
  public_token_hash: string | null;
  public_token_created_at: number | string | null;
  version: number;
}

const RAG_COLUMNS = RAG_DIMENSIONS.flatMap((d) => [`r.rag_${d}`, `r.rag_${d}_comment`]);

const REPORT_COLUMNS = [
  'r.id',
  'r.project_id',
  'p.code as project_code',
  'p.name as project_name',
  'p.client as project_client',
  'r.period_start',
  'r.period_end',
  'r.state',
  ...RAG_COLUMNS,
  'r.summary',
  'r.achievements',
  'r.next_steps',
  'r.author_id',
  ...userDetailColumns('au', 'author'),
  'r.created_at',
  'r.updated_at',
  'r.published_at',
  'r.published_by',
  ...userDetailColumns('pu', 'publisher'),
  'r.snapshot',
  'r.public_token_hash',
  'r.public_token_created_at',
  'r.version',
];

const num = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

export function ragOf(row: RawRag, prefix = 'rag_'): RagValues {
  const raw = row as unknown as Record<string, string>;
  const entry = (d: Dimension) => ({
    status: raw[`${prefix}${d}`] as RagStatus,
    comment: raw[`${prefix}${d}_comment`] ?? '',
  });
  return {
    overall: entry('overall'),
    schedule: entry('schedule'),
    budget: entry('budget'),
    scope: entry('scope'),
  };
}

function toReport(row: RawReport): ReportRow {
  return {
    id: row.id,
    project: {
      id: row.project_id,
      code: row.project_code,
      name: row.project_name,
      client: row.project_client,
    },
    periodStart: row.period_start,
    periodEnd: row.period_end,
    state: row.state,
    rag: ragOf(row),
    summary: row.summary,
    achievements: row.achievements,
    nextSteps: row.next_steps,
    author: userRefOf(row, 'author'),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    publishedAt: num(row.published_at),
    publishedBy: userRefOf(row, 'publisher', row.published_by),
    snapshot: row.snapshot === null ? null : (JSON.parse(row.snapshot) as Snapshot),
    publicLinkCreatedAt: row.public_token_hash === null ? null : num(row.public_token_created_at),
    version: Number(row.version),
  };
}

function reportQuery(knex: Knex): Knex.QueryBuilder {
  return knex('status_reports as r')
    .join('projects as p', 'p.id', 'r.project_id')
    .leftJoin('users as au', 'au.id', 'r.author_id')
    .leftJoin('users as pu', 'pu.id', 'r.published_by')
    .whereNull('p.deleted_at');
}

/** A report of the project (null when it does not exist or is another project's). */
export async function findReport(
  knex: Knex,
  projectId: number,
  reportId: number,
): Promise<ReportRow | null> {
  const row = await reportQuery(knex)
    .where({ 'r.id': reportId, 'r.project_id': projectId })
    .first<RawReport | undefined>(REPORT_COLUMNS);
  return row ? toReport(row) : null;
}

/** The published report whose public link hashes to `tokenHash` (one probe of the unique index). */
export async function findReportByToken(knex: Knex, tokenHash: string): Promise<ReportRow | null> {
  const row = await reportQuery(knex)
    .where('r.public_token_hash', tokenHash)
    .andWhere('r.state', 'published')
    .first<RawReport | undefined>(REPORT_COLUMNS);
  return row ? toReport(row) : null;
}

export interface ReportSummaryRow {
  id: number;
  projectId: number;
  periodStart: string;
  periodEnd: string;
  state: ReportState;
  overall: RagStatus;
  author: UserRef | null;
  updatedAt: number;
  publishedAt: number | null;
  shared: boolean;
  version: number;
}

/** A page of a project's reports, latest period end first (`publishedOnly` for stakeholders). */
export async function listReports(
  knex: Knex,
  projectId: number,
  filter: { state?: ReportState; publishedOnly: boolean },
  page: { page: number; pageSize: number },
): Promise<{ rows: ReportSummaryRow[]; total: number }> {
  const base = knex('status_reports as r').where('r.project_id', projectId);
  if (filter.publishedOnly) base.andWhere('r.state', 'published');
  if (filter.state) base.andWhere('r.state', filter.state);
  const ordered = base
    .clone()
    .leftJoin('users as au', 'au.id', 'r.author_id')
    .orderBy([
      { column: 'r.period_end', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .select(
      'r.id',
      'r.project_id',
      'r.period_start',
      'r.period_end',
      'r.state',
      'r.rag_overall',
      'r.author_id',
      ...userDetailColumns('au', 'author'),
      'r.updated_at',
      'r.published_at',
      'r.public_token_hash',
      'r.version',
    );
  const { rows, total } = await pageOfRows<RawReport>(knex, base, ordered, page);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      projectId: row.project_id,
      periodStart: row.period_start,
      periodEnd: row.period_end,
      state: row.state,
      overall: row.rag_overall as RagStatus,
      author: userRefOf(row, 'author'),
      updatedAt: Number(row.updated_at),
      publishedAt: num(row.published_at),
      shared: row.public_token_hash !== null,
      version: Number(row.version),
    })),
    total,
  };
}

/** The project's current RAG with its comments (null when the project does not exist). */
export async function currentRag(knex: Knex, projectId: number): Promise<RagValues | null> {
  const row = await knex('projects')
    .where({ id: projectId })
    .whereNull('deleted_at')
    .first<RawRag | undefined>(RAG_DIMENSIONS.flatMap((d) => [`rag_${d}`, `rag_${d}_comment`]));
  return row ? ragOf(row) : null;
}

/** The latest period end of the project's reports that end before `before` (null when none). */
export async function latestPeriodEndBefore(
  knex: Knex,
  projectId: number,
  before: string,
): Promise<string | null> {
  const row = await knex('status_reports')
    .where('project_id', projectId)
    .andWhere('period_end', '<', before)
    .first<{ period_end: string | null } | undefined>(knex.raw('max(period_end) as period_end'));
  return row?.period_end ?? null;
}

export interface DraftValues {
  periodStart: string;
  periodEnd: string;
  rag: RagValues;
  summary: string;
  achievements: string;
  nextSteps: string;
}

function draftColumns(values: DraftValues) {
  const columns: Record<string, string> = {
    period_start: values.periodStart,
    period_end: values.periodEnd,
    summary: values.summary,
    achievements: values.achievements,
    next_steps: values.nextSteps,
  };
  for (const d of RAG_DIMENSIONS) {
    columns[`rag_${d}`] = values.rag[d].status;
    columns[`rag_${d}_comment`] = values.rag[d].comment;
  }
  return columns;
}

export async function insertDraft(
  knex: Knex,
  projectId: number,
  authorId: number,
  values: DraftValues,
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'status_reports', {
    project_id: projectId,
    state: 'draft',
    ...draftColumns(values),
    author_id: authorId,
    created_at: now,
    updated_at: now,
  });
}

/** Writes a draft's fields (its version was bumped by the claim). */
export async function updateDraft(knex: Knex, id: number, values: DraftValues): Promise<void> {
  await knex('status_reports').where({ id }).update(draftColumns(values));
}

/** Replaces a draft's chosen risks (positions from 0, in the given order). */
export async function setTopRisks(
  knex: Knex,
  reportId: number,
  riskIds: readonly number[],
): Promise<void> {
  await knex('status_report_risks').where('report_id', reportId).delete();
  if (riskIds.length > 0)
    await knex('status_report_risks').insert(
      riskIds.map((riskId, position) => ({ report_id: reportId, risk_id: riskId, position })),
    );
}

/** The report's state, read inside the caller's transaction after its claim (the row is locked). */
export async function stateOf(knex: Knex, id: number): Promise<ReportState | null> {
  const row = await knex('status_reports')
    .where({ id })
    .first<{ state: ReportState } | undefined>('state');
  return row?.state ?? null;
}

export async function deleteReportRow(knex: Knex, id: number): Promise<void> {
  await knex('status_report_risks').where('report_id', id).delete();
  await knex('status_reports').where({ id }).delete();
}

/** Publishes: the state, who and when, and the frozen snapshot; the chosen-risk rows go. */
export async function markPublished(
  knex: Knex,
  id: number,
  values: { publishedAt: number; publishedBy: number; snapshot: Snapshot },
): Promise<void> {
  await knex('status_reports')
    .where({ id })
    .update({
      state: 'published',
      published_at: values.publishedAt,
      published_by: values.publishedBy,
      snapshot: JSON.stringify(values.snapshot),
    });
  await knex('status_report_risks').where('report_id', id).delete();
}

/** Sets (a hash and its time) or clears (nulls) the report's public link. */
export async function setPublicToken(
  knex: Knex,
  id: number,
  tokenHash: string | null,
  createdAt: number | null,
): Promise<void> {
  await knex('status_reports')
    .where({ id })
    .update({ public_token_hash: tokenHash, public_token_created_at: createdAt });
}
