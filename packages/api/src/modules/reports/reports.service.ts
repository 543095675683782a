import { parseDate, toZoned, today, type CalendarDate } from '@internationalized/date';
import {
  MAX_REPORT_TOP_RISKS,
  type ReportPublicLink,
  type StatusReport,
  type StatusReportCreateInputSchema,
  type StatusReportListQuerySchema,
  type StatusReportPage,
  type StatusReportUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import { iso } from '../../lib/dates';
import { recordChange } from '../../lib/changes';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { versionedSave, type VersionedTable } from '../../lib/versioned-save';
import { pageOf } from '../../lib/lists';
import { getProjectPermissions, type AuthUser } from '../auth';
import * as contents from './report-contents.repository';
import * as repo from './reports.repository';
import { reportsOf, sharedReportsOf } from './reports.repository';
import type { ReportRow, Snapshot } from './reports.repository';

/**
 * Status reports (issue 15 § 4; README.md beside this file): the rules and
 * permission checks. Routes declare the project's `readReports` (reads) and
 * `createReports` (writes); the portfolio reads the global report flags.
 *
 * A reader without the project's `readRisks` (a stakeholder) sees published
 * reports only, of their top risks only those shared with stakeholders when
 * the report was published, and never the public link state.
 */

/** How many of the most severe open items a new draft names. */
export const PREFILLED_TOP_RISKS = 3;
/** A new draft's period is this many days before its end when no earlier report ends before it. */
export const DEFAULT_PERIOD_DAYS = 13;

const PUBLISHED_NEVER_CHANGES = 'A published status report can never be changed or deleted';
const DRAFT_NOT_SHARED = 'Publish the report before sharing it by a link';

type ListQuery = z.output<typeof StatusReportListQuerySchema>;
type CreateInput = z.output<typeof StatusReportCreateInputSchema>;
type UpdateInput = z.output<typeof StatusReportUpdateInputSchema>;

/** What the reader may do with the project's reports. */
interface Access {
  /** createReports: drafts, writes and the public link state. */
  manages: boolean;
  /** Without the register (a stakeholder): published reports and shared risks only. */
  restricted: boolean;
}

async function accessOf(deps: AppDeps, user: AuthUser, projectId: number): Promise<Access> {
  const permissions = await getProjectPermissions(deps.knex, user, projectId);
  return { manages: permissions.createReports, restricted: !permissions.readRisks };
}

/** A calendar day of the input, or a 400 naming the field (`2030-02-31` is no day). */
function calendarDay(value: string, field: string): CalendarDate {
  try {
    return parseDate(value);
  } catch {
    throw ValidationError.field(field, `${field} is not a calendar day`);
  }
}

/** The instant (epoch ms) the day ends in the time zone: the next day's start, less 1 ms. */
export function endOfDay(date: string, timeZone: string, field = 'date'): number {
  return (
    toZoned(calendarDay(date, field).add({ days: 1 }), timeZone)
      .toDate()
      .getTime() - 1
  );
}

/** Today in the workspace time zone, `YYYY-MM-DD`, at the deps' clock. */
function workspaceToday(deps: AppDeps): string {
  const zone = deps.config.workspaceTimeZone;
  // `today()` reads the system clock; the deps' clock (tests move it) decides instead.
  const now = new Date(deps.clock());
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : today(zone).toString();
}

/* Reading ------------------------------------------------------------------------ */

/** The top risks and milestones a report shows: live for a draft, its snapshot once published. */
async function contentOf(db: Db, report: ReportRow): Promise<Snapshot> {
  if (report.snapshot) {
    const [risks, milestones] = await Promise.all([
      contents.existingRisks(
        db,
        report.snapshot.topRisks.flatMap((r) => (r.riskId === null ? [] : [r.riskId])),
      ),
      contents.existingMilestones(
        db,
        report.snapshot.milestones.flatMap((m) => (m.milestoneId === null ? [] : [m.milestoneId])),
      ),
    ]);
    // The frozen content as it was; an item since deleted is no longer linked.
    return {
      topRisks: report.snapshot.topRisks.map((r) => ({
        ...r,
        riskId: r.riskId !== null && risks.has(r.riskId) ? r.riskId : null,
      })),
      milestones: report.snapshot.milestones.map((m) => ({
        ...m,
        milestoneId: m.milestoneId !== null && milestones.has(m.milestoneId) ? m.milestoneId : null,
      })),
    };
  }
  const [topRisks, milestones] = await Promise.all([
    contents.liveTopRisks(db, report.id),
    contents.liveMilestones(db, report.project.id, report.periodStart, report.periodEnd),
  ]);
  return { topRisks, milestones };
}

async function toReport(db: Db, report: ReportRow, access: Access): Promise<StatusReport> {
  const content = await contentOf(db, report);
  return {
    id: report.id,
    project: { id: report.project.id, code: report.project.code, name: report.project.name },
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    state: report.state,
    rag: report.rag,
    summary: report.summary,
    achievements: report.achievements,
    nextSteps: report.nextSteps,
    topRisks: access.restricted
      ? content.topRisks.filter((r) => r.sharedWithStakeholders)
      : content.topRisks,
    milestones: content.milestones,
    author: report.author,
    createdAt: iso(report.createdAt),
    updatedAt: iso(report.updatedAt),
    publishedAt: iso(report.publishedAt),
    publishedBy: report.publishedBy,
    publicLink:
      access.manages && report.publicLinkCreatedAt !== null
        ? { createdAt: iso(report.publicLinkCreatedAt) }
        : null,
    version: report.version,
  };
}

/** A report of the project the reader may see (404 otherwise: a stakeholder never sees a draft). */
async function visibleReport(
  db: Db,
  projectId: number,
  reportId: number,
  access: Access,
): Promise<ReportRow> {
  const report = await repo.findReport(db, projectId, reportId);
  if (!report || (access.restricted && report.state !== 'published'))
    throw new NotFoundError('Status report not found');
  return report;
}

const MANAGER: Access = { manages: true, restricted: false };

async function loadReport(db: Db, projectId: number, reportId: number): Promise<StatusReport> {
  return toReport(db, await visibleReport(db, projectId, reportId, MANAGER), MANAGER);
}

export async function listReports(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  query: ListQuery,
): Promise<StatusReportPage> {
  const access = await accessOf(deps, user, projectId);
  const { rows, total } = await repo.listReports(
    deps.knex,
    projectId,
    { state: query.state, publishedOnly: access.restricted },
    query,
  );
  const items = rows.map((row) => ({
    ...row,
    updatedAt: iso(row.updatedAt),
    publishedAt: iso(row.publishedAt),
    shared: access.manages && row.shared,
  }));
  return { ...pageOf({ items, total }, query), canCreate: access.manages };
}

export async function getReport(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  reportId: number,
): Promise<StatusReport> {
  const access = await accessOf(deps, user, projectId);
  return toReport(deps.knex, await visibleReport(deps.knex, projectId, reportId, access), access);
}

/* Writing ------------------------------------------------------------------------ */

/** The 409 of a write on a published report, carrying the report as stored. */
async function publishedConflict(db: Db, projectId: number, reportId: number) {
  return new ConflictError(PUBLISHED_NEVER_CHANGES, await loadReport(db, projectId, reportId));
}

/** Inside the claim's transaction (the row is locked): a published report is a 409, rolled back. */
async function mustBeDraft(trx: Db, projectId: number, reportId: number): Promise<void> {
  if ((await repo.stateOf(trx, reportId)) !== 'draft')
    throw await publishedConflict(trx, projectId, reportId);
}

/**
 * A version-checked save of the project's report `reportId` (in `target`, by
 * default any of its reports); a stale version's 409 carries the report as stored.
 */
async function saveReport(
  deps: AppDeps,
  projectId: number,
  expected: { reportId: number; version: number },
  change: (trx: Db) => Promise<unknown>,
  now = deps.clock(),
  target: VersionedTable = reportsOf(projectId),
): Promise<{ ok: true }> {
  await versionedSave(
    deps.knex,
    target,
    { id: expected.reportId, version: expected.version },
    change,
    { now, current: (trx, id) => loadReport(trx, projectId, id) },
  );
  return { ok: true };
}

/** `saveReport` of a draft: in the claim's transaction a published report is a 409 (`mustBeDraft`), else `change`. */
function changeDraft(
  deps: AppDeps,
  projectId: number,
  expected: { reportId: number; version: number },
  change: (trx: Db) => Promise<unknown>,
  now = deps.clock(),
): Promise<{ ok: true }> {
  return saveReport(
    deps,
    projectId,
    expected,
    async (trx) => {
      await mustBeDraft(trx, projectId, expected.reportId);
      await change(trx);
    },
    now,
  );
}

/** Refuses a write on a published report before its version is even compared. */
async function refusePublished(db: Db, projectId: number, reportId: number): Promise<void> {
  const report = await repo.findReport(db, projectId, reportId);
  if (report?.state === 'published') throw await publishedConflict(db, projectId, reportId);
}

export async function createReport(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  input: CreateInput,
): Promise<StatusReport> {
  const periodEnd = input.periodEnd ?? workspaceToday(deps);
  const end = calendarDay(periodEnd, 'periodEnd');
  const [rag, previousEnd, riskIds] = await Promise.all([
    repo.currentRag(deps.knex, projectId),
    repo.latestPeriodEndBefore(deps.knex, projectId, periodEnd),
    contents.mostSevereOpenRisks(deps.knex, projectId, PREFILLED_TOP_RISKS),
  ]);
  if (!rag) throw new NotFoundError('Project not found');
  const periodStart = previousEnd
    ? calendarDay(previousEnd, 'periodEnd').add({ days: 1 }).toString()
    : end.subtract({ days: DEFAULT_PERIOD_DAYS }).toString();
  const id = await deps.knex.transaction(async (trx) => {
    const reportId = await repo.insertDraft(
      trx,
      projectId,
      user.id,
      { periodStart, periodEnd, rag, summary: '', achievements: '', nextSteps: '' },
      deps.clock(),
    );
    await repo.setTopRisks(trx, reportId, riskIds);
    return reportId;
  });
  return loadReport(deps.knex, projectId, id);
}

export async function updateReport(
  deps: AppDeps,
  projectId: number,
  reportId: number,
  input: UpdateInput,
): Promise<StatusReport> {
  calendarDay(input.periodStart, 'periodStart');
  calendarDay(input.periodEnd, 'periodEnd');
  await refusePublished(deps.knex, projectId, reportId);
  const known = await contents.risksOfProject(deps.knex, projectId, input.topRiskIds);
  const unknown = input.topRiskIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw ValidationError.field(
      'topRiskIds',
      `topRiskIds names items that are not in this project's register: ${unknown.join(', ')}`,
    );
  if (input.topRiskIds.length > MAX_REPORT_TOP_RISKS)
    throw ValidationError.field(
      'topRiskIds',
      `topRiskIds may name at most ${MAX_REPORT_TOP_RISKS} items`,
    );
  await changeDraft(deps, projectId, { reportId, version: input.version }, async (trx) => {
    await repo.updateDraft(trx, reportId, {
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      rag: input.rag,
      summary: input.summary,
      achievements: input.achievements,
      nextSteps: input.nextSteps,
    });
    await repo.setTopRisks(trx, reportId, input.topRiskIds);
  });
  return loadReport(deps.knex, projectId, reportId);
}

export async function deleteReport(
  deps: AppDeps,
  projectId: number,
  reportId: number,
  version: number,
): Promise<{ ok: true }> {
  await refusePublished(deps.knex, projectId, reportId);
  return changeDraft(deps, projectId, { reportId, version }, (trx) =>
    repo.deleteReportRow(trx, reportId),
  );
}

/**
 * Publishes a draft: in the transaction of the version claim, reads the live
 * top risks and milestones and freezes them into the snapshot; the report can
 * never be changed after (every write is a 409).
 */
export async function publishReport(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  reportId: number,
  version: number,
): Promise<StatusReport> {
  await refusePublished(deps.knex, projectId, reportId);
  const now = deps.clock();
  await changeDraft(
    deps,
    projectId,
    { reportId, version },
    async (trx) => {
      const draft = await repo.findReport(trx, projectId, reportId);
      if (!draft) throw new NotFoundError('Status report not found');
      const snapshot = await contentOf(trx, draft);
      await repo.markPublished(trx, reportId, { publishedAt: now, publishedBy: user.id, snapshot });
      await recordChange(trx, {
        kind: 'record.written',
        at: now,
        type: 'report.published',
        actorId: user.id,
        projectId,
        data: {
          id: reportId,
          projectId,
          version: version + 1,
          periodStart: draft.periodStart,
          periodEnd: draft.periodEnd,
          publishedAt: new Date(now).toISOString(),
          publishedBy: user.id,
        },
      });
    },
    now,
  );
  return loadReport(deps.knex, projectId, reportId);
}

/** The app path of a token's print-mode viewer. */
export function viewerPath(token: string): string {
  return `/reports/status/viewer/${encodeURIComponent(token)}`;
}

/** Creates or rotates a published report's link (409 for a draft): the previous token stops at once. */
export async function createPublicLink(
  deps: AppDeps,
  projectId: number,
  reportId: number,
  version: number,
): Promise<ReportPublicLink> {
  const report = await repo.findReport(deps.knex, projectId, reportId);
  if (report?.state === 'draft')
    throw new ConflictError(DRAFT_NOT_SHARED, await loadReport(deps.knex, projectId, reportId));
  const token = newToken();
  const now = deps.clock();
  await saveReport(
    deps,
    projectId,
    { reportId, version },
    async (trx) => {
      if ((await repo.stateOf(trx, reportId)) !== 'published')
        throw new ConflictError(DRAFT_NOT_SHARED, await loadReport(trx, projectId, reportId));
      await repo.setPublicToken(trx, reportId, hashToken(token), now);
    },
    now,
  );
  const saved = await loadReport(deps.knex, projectId, reportId);
  return { token, path: viewerPath(token), createdAt: iso(now), version: saved.version };
}

/** Revokes the link (404 when the report has none): the token answers 404 at once. */
export async function revokePublicLink(
  deps: AppDeps,
  projectId: number,
  reportId: number,
  version: number,
): Promise<{ ok: true }> {
  return saveReport(
    deps,
    projectId,
    { reportId, version },
    (trx) => repo.setPublicToken(trx, reportId, null, null),
    deps.clock(),
    sharedReportsOf(projectId),
  );
}
