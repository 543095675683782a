import type {
  Page,
  TimeInLieuAdjustment,
  TimeInLieuAdjustmentCreateInputSchema,
  TimeInLieuBalance,
} from '@keel/types';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { utcDate } from '../../lib/dates';
import { ForbiddenError, NotFoundError, orNotFound } from '../../lib/errors';
import { pageOf } from '../../lib/lists';
import { hasAnyFlag, type AuthUser } from '../auth';
import { accrue } from './time-in-lieu';
import * as tilRepo from './time-in-lieu.repository';

/** Time-in-lieu accounts (README, "Time in lieu"): balances, adjustments. */

/** Readers of every account; everyone else sees their own. */
function readsAllAccounts(actor: AuthUser): boolean {
  return hasAnyFlag(actor, ['readTimesheetTimeInLieuAccount', 'manageTimeInLieu']);
}

export async function timeInLieuBalances(
  deps: AppDeps,
  actor: AuthUser,
  query: { page: number; pageSize: number; userId?: number | undefined },
): Promise<Page<TimeInLieuBalance>> {
  const readsAll = readsAllAccounts(actor);
  if (query.userId !== undefined && query.userId !== actor.id && !readsAll)
    throw new ForbiddenError("You may not see this person's time-in-lieu account");
  const { items: holders, total } = await tilRepo.listAccountHolders(deps.knex, {
    page: query.page,
    pageSize: query.pageSize,
    onlyUserId: readsAll ? query.userId : actor.id,
  });
  const userIds = holders.map((h) => h.user.id);
  // Days after today have not happened: future-dated entries neither accrue nor consume yet.
  const through = utcDate(deps.clock());
  const [days, adjustments] = await Promise.all([
    tilRepo.loggedDays(deps.knex, userIds, through),
    tilRepo.adjustmentTotals(deps.knex, userIds),
  ]);
  const items = holders.map((holder) => {
    const { accruedMinutes, takenMinutes } = accrue(
      days.get(holder.user.id) ?? [],
      holder,
      through,
    );
    const adjustedMinutes = adjustments.get(holder.user.id) ?? 0;
    return {
      user: holder.user,
      standardMinutesPerDay: holder.standardMinutesPerDay,
      accruedMinutes,
      takenMinutes,
      adjustedMinutes,
      balanceMinutes: accruedMinutes - takenMinutes + adjustedMinutes,
    };
  });
  return pageOf({ items, total }, query);
}

export async function timeInLieuAdjustments(
  deps: AppDeps,
  actor: AuthUser,
  userId: number,
  query: { page: number; pageSize: number },
): Promise<Page<TimeInLieuAdjustment>> {
  if (actor.id !== userId && !readsAllAccounts(actor))
    throw new ForbiddenError("You may not see this person's time-in-lieu account");
  return pageOf(await tilRepo.listAdjustments(deps.knex, userId, query), query);
}

/** A manual adjustment: manageTimeInLieu (route), never of one's own account, with a reason. */
export async function adjustTimeInLieu(
  deps: AppDeps,
  actor: AuthUser,
  userId: number,
  input: z.output<typeof TimeInLieuAdjustmentCreateInputSchema>,
): Promise<TimeInLieuAdjustment> {
  if (actor.id === userId)
    throw new ForbiddenError('Someone else adjusts your time-in-lieu account');
  if (!(await tilRepo.hasAccount(deps.knex, userId)))
    throw new NotFoundError('This user has no time-in-lieu account (no employee record)');
  const id = await tilRepo.insertAdjustment(
    deps.knex,
    { userId, minutes: input.minutes, reason: input.reason, createdBy: actor.id },
    deps.clock(),
  );
  return orNotFound(await tilRepo.findAdjustment(deps.knex, id), 'Adjustment not found');
}
