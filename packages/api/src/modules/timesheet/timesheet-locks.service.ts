import type { Page, TimesheetLock, TimesheetLockCreateInputSchema } from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { AppError, ValidationError, orNotFound } from '../../lib/errors';
import { dateInTimeZone } from '../../lib/dates';
import { pageOf } from '../../lib/lists';
import { createAudited, deleteAudited, type AuditedKind } from '../audit';
import type { AuthUser } from '../auth';
import * as factsRepo from './timesheet-facts.repository';
import * as holdsRepo from './timesheet-holds.repository';
import * as locksRepo from './timesheet-locks.repository';

/** Timesheet locks (README, "Locks"): audited; creating one waits for the entry writes in flight. */

async function loadLock(_deps: AppDeps, id: number, db: Db): Promise<TimesheetLock> {
  return orNotFound(await locksRepo.findLock(db, id), 'Lock not found');
}

const LOCK: AuditedKind<TimesheetLock> = {
  entityType: 'timesheetLock',
  table: locksRepo.LOCK_ROWS,
  load: loadLock,
  snapshot: (lock) => ({
    lockDate: lock.lockDate,
    user: lock.user?.name ?? null,
    team: lock.team?.name ?? null,
  }),
  label: (lock) =>
    `Up to ${lock.lockDate} for ${lock.user?.name ?? (lock.team ? `team ${lock.team.name}` : 'everyone')}`,
};

/** The locks, with today in the workspace's time zone (what "lock up to the end of last month" counts from). */
export async function listLocks(
  deps: AppDeps,
  query: { page: number; pageSize: number },
): Promise<Page<TimesheetLock> & { today: string }> {
  return {
    ...pageOf(await locksRepo.listLocks(deps.knex, query), query),
    today: dateInTimeZone(deps.clock(), deps.config.workspaceTimeZone),
  };
}

/** A second lock identical to one in force: 409 naming `lockDate` (nothing would change). */
function identicalLock(): AppError {
  const message = 'There is a lock up to this date for the same people already';
  return new AppError(409, message, { lockDate: [message] });
}

export async function createLock(
  deps: AppDeps,
  actor: AuthUser,
  input: z.output<typeof TimesheetLockCreateInputSchema>,
): Promise<TimesheetLock> {
  if (input.userId !== null && !(await factsRepo.findUserRef(deps.knex, input.userId)))
    throw ValidationError.field('userId', 'Unknown user');
  if (input.teamId !== null && !(await factsRepo.teamExists(deps.knex, input.teamId)))
    throw ValidationError.field('teamId', 'Unknown team');
  const id = await createAudited(deps, actor, LOCK, async (trx, now) => {
    // Waits for the entry writes in flight; every later one reads this lock.
    await holdsRepo.holdTimesheetLocksExclusive(trx);
    if (await locksRepo.identicalLockExists(trx, input)) throw identicalLock();
    return locksRepo.insertLock(trx, { ...input, createdBy: actor.id }, now);
  }).catch((error: unknown) => {
    // The unique index decides when the check above could not (it always can on both databases today).
    throw locksRepo.isIdenticalLockViolation(error) ? identicalLock() : error;
  });
  return loadLock(deps, id, deps.knex);
}

export async function liftLock(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  return deleteAudited(deps, actor, LOCK, { id, version });
}
