import type {
  RagStatus,
  ReportMilestone,
  ReportRisk,
  ReportState,
  RiskKind,
  RiskStatus,
  MilestoneStatus,
  UserRef,
} from '@keel/types';
import type { Knex } from 'knex';
import { pageOfRows, whereMatches } from '../../lib/lists';
import { userRef } from '../../lib/user-ref';
import { scopeToVisibleProjects, type AuthUser } from '../auth';

/**
 * Status reports: all SQL of the module. A draft's top risks are read live
 * from the register (`status_report_risks` joined to `risks`, in position
 * order) and its milestones live from `milestones`; a published report reads
 * its frozen `snapshot` (JSON) only. The portfolio reads pick each project's
 * latest published report with `ROW_NUMBER()` (SQLite 3.25+ and PostgreSQL).
 */

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

type RawRag = Record<`rag_${Dimension}` | `rag_${Dimension}_comment`, string>;

interface RawReport extends RawRag {
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
  author_id: number | null;
  author_name: string | null;
  author_initials: string | null;
  author_color: string | null;
  created_at: number | string;
  updated_at: number | string;
  published_at: number | string | null;
  published_by: number | null;
  publisher_name: string | null;
  publisher_initials: string | null;
  publisher_color: string | null;
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
  'au.name as author_name',
  'au.initials as author_initials',
  'au.color as author_color',
  'r.created_at',
  'r.updated_at',
  'r.published_at',
  'r.published_by',
  'pu.name as publisher_name',
  'pu.initials as publisher_initials',
  'pu.color as publisher_color',
  'r.snapshot',
  'r.public_token_hash',
  'r.public_token_created_at',
  'r.version',
];

const num = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

function ragOf(row: RawRag, prefix = 'rag_'): RagValues {
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
    author: userRef(row.author_id, row.author_name, row.author_initials, row.author_color),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    publishedAt: num(row.published_at),
    publishedBy: userRef(
      row.published_by,
      row.publisher_name,
      row.publisher_initials,
      row.publisher_color,
    ),
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
      'au.name as author_name',
      'au.initials as author_initials',
      'au.color as author_color',
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
      author: userRef(row.author_id, row.author_name, row.author_initials, row.author_color),
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

/** The ids of the project's most severe items that are not closed (severity, then newest). */
export async function mostSevereOpenRisks(
  knex: Knex,
  projectId: number,
  limit: number,
): Promise<number[]> {
  const rows = await knex('risks')
    .where('project_id', projectId)
    .whereNot('status', 'closed')
    .orderBy([
      { column: 'severity', order: 'desc' },
      { column: 'updated_at', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(limit)
    .select<{ id: number }[]>('id');
  return rows.map((r) => r.id);
}

/** Which of `riskIds` are items of the project's register. */
export async function risksOfProject(
  knex: Knex,
  projectId: number,
  riskIds: readonly number[],
): Promise<Set<number>> {
  if (riskIds.length === 0) return new Set();
  const rows = await knex('risks')
    .where('project_id', projectId)
    .whereIn('id', [...riskIds])
    .select<{ id: number }[]>('id');
  return new Set(rows.map((r) => r.id));
}

/** Which of `riskIds` still exist in the register. */
export async function existingRisks(knex: Knex, riskIds: readonly number[]): Promise<Set<number>> {
  if (riskIds.length === 0) return new Set();
  const rows = await knex('risks')
    .whereIn('id', [...riskIds])
    .select<{ id: number }[]>('id');
  return new Set(rows.map((r) => r.id));
}

/** Which of `milestoneIds` still exist. */
export async function existingMilestones(
  knex: Knex,
  milestoneIds: readonly number[],
): Promise<Set<number>> {
  if (milestoneIds.length === 0) return new Set();
  const rows = await knex('milestones')
    .whereIn('id', [...milestoneIds])
    .select<{ id: number }[]>('id');
  return new Set(rows.map((r) => r.id));
}

/** A draft's top risks, live from the register in the report's order. */
export async function liveTopRisks(knex: Knex, reportId: number): Promise<ReportRisk[]> {
  const rows = await knex('status_report_risks as sr')
    .join('risks as k', 'k.id', 'sr.risk_id')
    .leftJoin('users as o', 'o.id', 'k.owner_id')
    .where('sr.report_id', reportId)
    .orderBy([{ column: 'sr.position' }, { column: 'k.id' }])
    .select<
      Array<{
        id: number;
        kind: RiskKind;
        title: string;
        probability: number;
        impact: number;
        severity: number;
        status: RiskStatus;
        owner_name: string | null;
        due_date: string | null;
        mitigation: string;
        shared_with_stakeholders: boolean | number;
      }>
    >(
      'k.id',
      'k.kind',
      'k.title',
      'k.probability',
      'k.impact',
      'k.severity',
      'k.status',
      'o.name as owner_name',
      'k.due_date',
      'k.mitigation',
      'k.shared_with_stakeholders',
    );
  return rows.map((row) => ({
    riskId: row.id,
    kind: row.kind,
    title: row.title,
    probability: Number(row.probability),
    impact: Number(row.impact),
    severity: Number(row.severity),
    status: row.status,
    owner: row.owner_name,
    dueDate: row.due_date,
    mitigation: row.mitigation,
    sharedWithStakeholders: Boolean(row.shared_with_stakeholders),
  }));
}

/** The project's milestones due within the period (both ends included), by due date; never amounts. */
export async function liveMilestones(
  knex: Knex,
  projectId: number,
  periodStart: string,
  periodEnd: string,
): Promise<ReportMilestone[]> {
  const rows = await knex('milestones')
    .where('project_id', projectId)
    .andWhere('due_date', '>=', periodStart)
    .andWhere('due_date', '<=', periodEnd)
    .orderBy([{ column: 'due_date' }, { column: 'id' }])
    .select<Array<{ id: number; name: string; due_date: string; status: MilestoneStatus }>>(
      'id',
      'name',
      'due_date',
      'status',
    );
  return rows.map((row) => ({
    milestoneId: row.id,
    name: row.name,
    dueDate: row.due_date,
    status: row.status,
  }));
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
  const [row] = await knex('status_reports')
    .insert({
      project_id: projectId,
      state: 'draft',
      ...draftColumns(values),
      author_id: authorId,
      created_at: now,
      updated_at: now,
    })
    .returning<Array<{ id: number } | number>>('id');
  return typeof row === 'object' ? row.id : Number(row);
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

/* Portfolio --------------------------------------------------------------------- */

export interface PortfolioReport {
  id: number;
  periodStart: string;
  periodEnd: string;
  rag: RagValues;
  summary: string;
  author: UserRef | null;
  publishedAt: number;
}

interface RawPortfolioReport extends RawRag {
  report_id: number | null;
  period_start: string;
  period_end: string;
  summary: string;
  author_id: number | null;
  author_name: string | null;
  author_initials: string | null;
  author_color: string | null;
  published_at: number | string;
}

const PORTFOLIO_REPORT_COLUMNS = [
  'lr.id as report_id',
  'lr.period_start',
  'lr.period_end',
  ...RAG_DIMENSIONS.flatMap((d) => [`lr.rag_${d}`, `lr.rag_${d}_comment`]),
  'lr.summary',
  'lr.author_id',
  'au.name as author_name',
  'au.initials as author_initials',
  'au.color as author_color',
  'lr.published_at',
];

function portfolioReport(row: RawPortfolioReport): PortfolioReport | null {
  if (row.report_id === null) return null;
  return {
    id: row.report_id,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    rag: ragOf(row),
    summary: row.summary,
    author: userRef(row.author_id, row.author_name, row.author_initials, row.author_color),
    publishedAt: Number(row.published_at),
  };
}

/**
 * Each project's latest published report (latest period end, then publish
 * time, then id), published at or before `asAt` when given: a derived table
 * ranking every published report per project with `ROW_NUMBER()`, of which
 * the caller joins rank 1.
 */
function latestReports(knex: Knex, asAt: number | null): Knex.QueryBuilder {
  const ranked = knex('status_reports')
    .where('state', 'published')
    .select(
      '*',
      knex.raw(
        'ROW_NUMBER() OVER (PARTITION BY project_id ORDER BY period_end DESC, published_at DESC, id DESC) as rank_in_project',
      ),
    );
  if (asAt !== null) ranked.andWhere('published_at', '<=', asAt);
  return ranked;
}

export interface PortfolioProject {
  id: number;
  code: string;
  name: string;
}

/** `GET /api/reports/status/latest`: one query for the page (and a count when it is full). */
export async function latestPage(
  knex: Knex,
  user: AuthUser,
  filter: { search?: string; overall?: RagStatus },
  page: { page: number; pageSize: number },
): Promise<{ rows: Array<{ project: PortfolioProject; report: PortfolioReport }>; total: number }> {
  const base = scopeToVisibleProjects(knex('projects as p'), user, 'p').join(
    latestReports(knex, null).as('lr'),
    (on) => on.on('lr.project_id', 'p.id').andOnVal('lr.rank_in_project', '=', 1),
  );
  if (filter.search) whereMatches(base, ['p.code', 'p.name'], filter.search);
  if (filter.overall) base.andWhere('lr.rag_overall', filter.overall);
  const ordered = base
    .clone()
    .leftJoin('users as au', 'au.id', 'lr.author_id')
    .orderBy([{ column: 'p.code' }, { column: 'p.id' }])
    .select<RawPortfolioReport[]>([
      'p.id as project_id',
      'p.code as project_code',
      'p.name as project_name',
      ...PORTFOLIO_REPORT_COLUMNS,
    ]);
  const { rows, total } = await pageOfRows<
    RawPortfolioReport & { project_id: number; project_code: string; project_name: string }
  >(knex, base, ordered, page);
  return {
    rows: rows.map((row) => ({
      project: { id: row.project_id, code: row.project_code, name: row.project_name },
      report: portfolioReport(row) as PortfolioReport,
    })),
    total,
  };
}

export interface SnapshotRow {
  project: PortfolioProject;
  rag: RagValues | null;
  ragChangedAt: number | null;
  report: PortfolioReport | null;
}

/**
 * `GET /api/reports/status/snapshot`: every visible project created by
 * `asAt`, with its last RAG history entry changed at or before `asAt` and its
 * latest report published by then; one query for the page (and a count when
 * it is full).
 */
export async function snapshotPage(
  knex: Knex,
  user: AuthUser,
  asAt: number,
  filter: { search?: string },
  page: { page: number; pageSize: number },
): Promise<{ rows: SnapshotRow[]; total: number }> {
  const base = scopeToVisibleProjects(knex('projects as p'), user, 'p').andWhere(
    'p.created_at',
    '<=',
    asAt,
  );
  if (filter.search) whereMatches(base, ['p.code', 'p.name'], filter.search);
  const ragAsAt = knex('project_rag_changes')
    .where('changed_at', '<=', asAt)
    .select(
      '*',
      knex.raw(
        'ROW_NUMBER() OVER (PARTITION BY project_id ORDER BY changed_at DESC, id DESC) as rank_in_project',
      ),
    );
  const ordered = base
    .clone()
    .leftJoin(ragAsAt.as('rc'), (on) =>
      on.on('rc.project_id', 'p.id').andOnVal('rc.rank_in_project', '=', 1),
    )
    .leftJoin(latestReports(knex, asAt).as('lr'), (on) =>
      on.on('lr.project_id', 'p.id').andOnVal('lr.rank_in_project', '=', 1),
    )
    .leftJoin('users as au', 'au.id', 'lr.author_id')
    .orderBy([{ column: 'p.code' }, { column: 'p.id' }])
    .select([
      'p.id as project_id',
      'p.code as project_code',
      'p.name as project_name',
      'rc.id as rag_change_id',
      'rc.changed_at as rag_changed_at',
      ...RAG_DIMENSIONS.flatMap((d) => [
        `rc.${d} as rc_${d}`,
        `rc.${d}_comment as rc_${d}_comment`,
      ]),
      ...PORTFOLIO_REPORT_COLUMNS,
    ]);
  const { rows, total } = await pageOfRows<
    RawPortfolioReport & {
      project_id: number;
      project_code: string;
      project_name: string;
      rag_change_id: number | null;
      rag_changed_at: number | string | null;
    }
  >(knex, base, ordered, page);
  return {
    rows: rows.map((row) => ({
      project: { id: row.project_id, code: row.project_code, name: row.project_name },
      rag: row.rag_change_id === null ? null : ragOf(row as unknown as RawRag, 'rc_'),
      ragChangedAt: num(row.rag_changed_at),
      report: portfolioReport(row),
    })),
    total,
  };
}
