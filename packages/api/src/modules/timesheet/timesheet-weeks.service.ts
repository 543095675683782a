import { addDays, type TimesheetWeek } from '@keel/types';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { claimVersion } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import { isActiveInternalUser } from '../users';
import { assertMayRead, assertMayWrite, mayApprove, mayRead, mayWrite } from './timesheet-access';
import * as entriesRepo from './time-entries.repository';
import * as factsRepo from './timesheet-facts.repository';
import * as holdsRepo from './timesheet-holds.repository';
import * as weeksRepo from './timesheet-weeks.repository';
import { notifyDecision, notifySubmission } from './timesheet-notifications.service';
import { recordWeekEvent } from './timesheet-events';

/** A user's weeks: weekly submission and approval (README, "Approvals"); who is told: `timesheet-notifications.service.ts`. */

async function weekOf(db: Db, userId: number, weekStart: string): Promise<TimesheetWeek> {
  const user = await factsRepo.findUserRef(db, userId);
  if (!user) throw new NotFoundError('User not found');
  const weekEnd = addDays(weekStart, 6);
  const row = await weeksRepo.findWeek(db, userId, weekStart);
  const totalMinutes = await entriesRepo.minutesBetween(db, userId, weekStart, weekEnd);
  const refOf = async (id: number | null | undefined) =>
    id === null || id === undefined ? null : factsRepo.findUserRef(db, id);
  return {
    user,
    weekStart,
    weekEnd,
    status: row?.status ?? 'open',
    comment: row?.comment ?? '',
    totalMinutes,
    submittedAt: row?.submittedAt ? new Date(row.submittedAt).toISOString() : null,
    submittedBy: await refOf(row?.submittedBy),
    decidedAt: row?.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    decidedBy: await refOf(row?.decidedBy),
    version: row?.version ?? null,
  };
}

export async function getWeek(
  deps: AppDeps,
  actor: AuthUser,
  userId: number,
  weekStart: string,
): Promise<TimesheetWeek> {
  await assertMayRead(deps.knex, actor, userId);
  return weekOf(deps.knex, userId, weekStart);
}

const WEEKS = weeksRepo.WEEK_ROWS;

export async function submitWeek(
  deps: AppDeps,
  actor: AuthUser,
  userId: number,
  weekStart: string,
  version: number | null,
): Promise<TimesheetWeek> {
  if (!(await mayRead(deps.knex, actor, userId))) throw new ForbiddenError();
  assertMayWrite(actor, userId);
  if (!(await isActiveInternalUser(deps.knex, userId))) throw new NotFoundError('User not found');
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    // One writer of the user's weeks at a time: the first submission inserts the row.
    await holdsRepo.holdUserTime(trx, userId);
    const row = await weeksRepo.findWeek(trx, userId, weekStart);
    if (!row) {
      if (version !== null)
        throw new ConflictError(WEEKS.stale, await weekOf(trx, userId, weekStart));
      const id = await weeksRepo.insertWeek(trx, { userId, weekStart, submittedBy: actor.id }, now);
      await notifySubmission(trx, actor, userId, weekStart, now);
      await recordWeekEvent(trx, 'timesheet-week.submitted', actor.id, now, {
        id,
        version: 1,
        userId,
        weekStart,
        decidedBy: null,
        comment: '',
      });
      return;
    }
    if (version === null)
      throw new ConflictError(WEEKS.stale, await weekOf(trx, userId, weekStart));
    await claimVersion(
      trx,
      WEEKS,
      { id: row.id, version },
      {
        now,
        current: (db) => weekOf(db, userId, weekStart),
      },
    );
    if (row.status !== 'open' && row.status !== 'rejected')
      throw new ConflictError(`This week is already ${row.status}`);
    await weeksRepo.updateWeekRow(
      trx,
      row.id,
      {
        status: 'submitted',
        comment: '',
        submittedAt: now,
        submittedBy: actor.id,
        decidedAt: null,
        decidedBy: null,
      },
      now,
    );
    await notifySubmission(trx, actor, userId, weekStart, now);
    await recordWeekEvent(trx, 'timesheet-week.submitted', actor.id, now, {
      id: row.id,
      version: version + 1,
      userId,
      weekStart,
      decidedBy: null,
      comment: '',
    });
  });
  return weekOf(deps.knex, userId, weekStart);
}

type Decision = 'approve' | 'reject' | 'reopen';

/**
 * Approve or reject a submitted week, or reopen one (README, "Approvals").
 * Approving holds the timesheet locks exclusively, like creating a lock: the
 * week's entry writes in flight finish first, and none lands after it.
 */
export async function decideWeek(
  deps: AppDeps,
  actor: AuthUser,
  userId: number,
  weekStart: string,
  decision: Decision,
  input: { version: number; comment: string },
): Promise<TimesheetWeek> {
  if (!(await mayRead(deps.knex, actor, userId))) throw new ForbiddenError();
  const approver = await mayApprove(deps.knex, actor, userId);
  const row = await weeksRepo.findWeek(deps.knex, userId, weekStart);
  if (!row) throw new ConflictError('This week has not been submitted');
  const may = approver || (decision === 'reopen' && mayWrite(actor, userId));
  if (!may)
    throw new ForbiddenError(
      actor.id === userId && decision !== 'reopen'
        ? 'Someone else approves your week'
        : 'You may not approve this week',
    );
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    // Approving takes the timesheet locks exclusively *before* the week's row,
    // the order every path keeps (README, "Concurrency"), so it cannot deadlock
    // with a submission (user lock, then the row) and a write (shared, then user).
    if (decision === 'approve') await holdsRepo.holdTimesheetLocksExclusive(trx);
    await claimVersion(
      trx,
      WEEKS,
      { id: row.id, version: input.version },
      { now, current: (db) => weekOf(db, userId, weekStart) },
    );
    const stored = await weeksRepo.findWeek(trx, userId, weekStart);
    if (!stored) throw new NotFoundError(WEEKS.notFound);
    const from = decision === 'reopen' ? ['submitted', 'approved', 'rejected'] : ['submitted'];
    if (!from.includes(stored.status))
      throw new ConflictError(
        stored.status === 'open'
          ? 'This week has not been submitted'
          : `This week is ${stored.status}`,
      );
    if (decision === 'reopen' && stored.status !== 'submitted' && !approver)
      throw new ForbiddenError('Only an approver reopens a decided week');
    await weeksRepo.updateWeekRow(
      trx,
      row.id,
      {
        status: decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'open',
        comment: input.comment,
        decidedAt: now,
        decidedBy: actor.id,
      },
      now,
    );
    // A reopened week is open again: no event names it (EVENT_TYPES).
    if (decision !== 'reopen') {
      await notifyDecision(trx, actor, stored, { decision, comment: input.comment }, now);
      await recordWeekEvent(
        trx,
        decision === 'approve' ? 'timesheet-week.approved' : 'timesheet-week.rejected',
        actor.id,
        now,
        {
          id: row.id,
          version: input.version + 1,
          userId,
          weekStart,
          decidedBy: actor.id,
          comment: input.comment,
        },
      );
    }
  });
  return weekOf(deps.knex, userId, weekStart);
}
