import {
  addDays,
  type Page,
  type TimesheetApproval,
  type TimesheetApprovalDecision,
  type TimesheetApprovalDecisionInputSchema,
  type TimesheetApprovalStatus,
} from '@keel/types';
import type { z } from 'zod';
import { commitStamp } from '../../db/database';
import { rememberUntilChanged } from '../../db/row-count';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { AppError, ConflictError, ForbiddenError } from '../../lib/errors';
import { iso } from '../../lib/dates';
import { deepFreeze } from '../../lib/deep-freeze';
import { pageOf } from '../../lib/lists';
import { claimVersion } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import { expectedWeekMinutes, weekDays } from './timesheet-approvals';
import * as approvalsRepo from './timesheet-approvals.repository';
import { approvalScopeOf, mayApprove } from './timesheet-access';
import * as holdsRepo from './timesheet-holds.repository';
import { notifyDecision } from './timesheet-notifications.service';
import { recordWeekEvent } from './timesheet-events';
import * as weeksRepo from './timesheet-weeks.repository';

/**
 * The approvals inbox (README, "Approvals inbox"): the weeks a caller may
 * decide, and many of them decided at once, all or nothing.
 */

/** The inbox's rows with their totals and the minutes their users are expected to work. */
async function withFigures(
  db: Db,
  rows: readonly approvalsRepo.ApprovalRow[],
): Promise<TimesheetApproval[]> {
  if (rows.length === 0) return [];
  const starts = rows.map((row) => row.weekStart).sort();
  // One after the other: `db` may be a transaction, whose one connection takes a query at a time.
  const totals = await approvalsRepo.weekTotals(db, rows);
  const workingWeeks = await approvalsRepo.workingWeeksOf(db, [
    ...new Set(rows.map((row) => row.userId)),
  ]);
  const holidays = await approvalsRepo.holidaysBetween(
    db,
    starts[0] as string,
    addDays(starts.at(-1) as string, 6),
  );
  // The pages's rows share a few weeks: each week's dates are worked out once.
  const daysOf = new Map<string, string[]>();
  return rows.map((row) => {
    const working = workingWeeks.get(row.userId);
    let days = daysOf.get(row.weekStart);
    if (!days) daysOf.set(row.weekStart, (days = weekDays(row.weekStart)));
    return {
      user: row.user,
      weekStart: row.weekStart,
      weekEnd: days[6] as string,
      status: row.status,
      comment: row.comment,
      totalMinutes: totals.get(approvalsRepo.weekKey(row.userId, row.weekStart)) ?? 0,
      expectedMinutes: working ? expectedWeekMinutes(days, working, holidays) : null,
      submittedAt: row.submittedAt === null ? null : iso(row.submittedAt),
      version: row.version,
    };
  });
}

function scopeOrForbidden(actor: AuthUser): 'everyone' | 'ledTeams' {
  const scope = approvalScopeOf(actor);
  if (scope === null) throw new ForbiddenError('You do not approve timesheets');
  return scope;
}

/** Approval pages remembered (`listApprovals`): a lead's inbox read again and again. */
const MAX_REMEMBERED_PAGES = 64;
const rememberedPages = new Map<string, { stamp: string; value: Page<TimesheetApproval> }>();

/**
 * The weeks the caller may decide, a page of them with their figures,
 * remembered per caller, scope and page until any transaction commits
 * (`commitStamp`: a submission, a decision, a logged minute, a team's change
 * from any process or instance forgets it). On PostgreSQL the page costs
 * about 8 ms of the database's time over 1,000,000 entries; a lead's inbox
 * reloaded, or several leads' open at once, reads it once.
 */
export async function listApprovals(
  deps: AppDeps,
  actor: AuthUser,
  query: { status: TimesheetApprovalStatus; page: number; pageSize: number },
): Promise<Page<TimesheetApproval>> {
  const scope = scopeOrForbidden(actor);
  return rememberUntilChanged(
    deps.knex,
    `approvals ${actor.id} ${scope} ${query.status} ${query.page} ${query.pageSize}`,
    rememberedPages,
    async () => {
      const { rows, total } = await approvalsRepo.listDecidableWeeks(deps.knex, {
        actorId: actor.id,
        scope,
        ...query,
      });
      return deepFreeze(pageOf({ items: await withFigures(deps.knex, rows), total }, query));
    },
    MAX_REMEMBERED_PAGES,
    commitStamp,
  );
}

type DecisionInput = z.output<typeof TimesheetApprovalDecisionInputSchema>;

/** A refusal about one of the weeks: the message names it, `errors` its place in `weeks`. */
function aboutWeek(index: number, weekStart: string, message: string): Record<string, string[]> {
  return { [`weeks.${index}`]: [`The week of ${weekStart}: ${message}`] };
}

/**
 * Approve or reject every named week, or none: each must be submitted and
 * still at the version read (409 naming the first that is not, with the week
 * as it is now), and each the caller's to decide (403 naming it). Approving
 * takes the timesheet locks exclusively first, as a single approval does
 * (README, "Concurrency"); the weeks' rows are claimed in one order (user,
 * then Monday), so two decisions over the same weeks cannot deadlock.
 */
export async function decideWeeks(
  deps: AppDeps,
  actor: AuthUser,
  input: DecisionInput,
): Promise<TimesheetApprovalDecision> {
  scopeOrForbidden(actor);
  for (const [index, week] of input.weeks.entries()) {
    if (!(await mayApprove(deps.knex, actor, week.userId))) {
      const message =
        week.userId === actor.id
          ? 'someone else decides your own week'
          : 'you may not decide this week';
      throw new AppError(403, message, aboutWeek(index, week.weekStart, message));
    }
  }
  const now = deps.clock();
  const ordered = [...input.weeks.entries()].sort(
    ([, a], [, b]) => a.userId - b.userId || a.weekStart.localeCompare(b.weekStart),
  );
  await deps.knex.transaction(async (trx) => {
    if (input.decision === 'approve') await holdsRepo.holdTimesheetLocksExclusive(trx);
    for (const [index, week] of ordered) {
      const row = await weeksRepo.findWeek(trx, week.userId, week.weekStart);
      if (!row) {
        const message = 'it has not been submitted';
        throw new ConflictError(
          `The week of ${week.weekStart}: ${message}`,
          undefined,
          aboutWeek(index, week.weekStart, message),
        );
      }
      await claimVersion(
        trx,
        weeksRepo.WEEK_ROWS,
        { id: row.id, version: week.version },
        { now },
      ).catch(async (error: unknown) => {
        if (!(error instanceof ConflictError)) throw error;
        const [current] = await approvalsRepo.approvalRowsOf(trx, [week]);
        const message = 'it changed meanwhile; reload and try again';
        throw new ConflictError(
          `The week of ${week.weekStart} of ${current?.user.name ?? 'this user'}: ${message}`,
          current ? (await withFigures(trx, [current]))[0] : undefined,
          aboutWeek(index, week.weekStart, message),
        );
      });
      // Read again under the claim: the row read before it may be older than the version claimed.
      const claimed = (await weeksRepo.findWeek(trx, week.userId, week.weekStart)) ?? row;
      if (claimed.status !== 'submitted') {
        const message =
          claimed.status === 'open'
            ? 'it has not been submitted'
            : `it is already ${claimed.status}`;
        throw new ConflictError(
          `The week of ${week.weekStart}: ${message}`,
          undefined,
          aboutWeek(index, week.weekStart, message),
        );
      }
      await weeksRepo.updateWeekRow(
        trx,
        row.id,
        {
          status: input.decision === 'approve' ? 'approved' : 'rejected',
          comment: input.comment,
          decidedAt: now,
          decidedBy: actor.id,
        },
        now,
      );
      await notifyDecision(trx, actor, claimed, input, now);
      await recordWeekEvent(
        trx,
        input.decision === 'approve' ? 'timesheet-week.approved' : 'timesheet-week.rejected',
        actor.id,
        now,
        {
          id: row.id,
          version: week.version + 1,
          userId: week.userId,
          weekStart: week.weekStart,
          decidedBy: actor.id,
          comment: input.comment,
        },
      );
    }
  });
  const rows = await approvalsRepo.approvalRowsOf(deps.knex, input.weeks);
  const byKey = new Map(rows.map((row) => [approvalsRepo.weekKey(row.userId, row.weekStart), row]));
  const inOrder = input.weeks
    .map((week) => byKey.get(approvalsRepo.weekKey(week.userId, week.weekStart)))
    .filter((row): row is approvalsRepo.ApprovalRow => row !== undefined);
  return { items: await withFigures(deps.knex, inOrder) };
}
