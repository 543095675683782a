import type {
  TimesheetTask,
  TimesheetTaskCreateInputSchema,
  TimesheetTaskUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, orNotFound } from '../../lib/errors';
import { assertNameFree, UNIQUE_RULES, uniqueConflict } from '../../lib/unique-name';
import { createAudited, updateAudited, type AuditedKind } from '../audit';
import { hasAnyFlag, type AuthUser } from '../auth';
import * as tasksRepo from './timesheet-tasks.repository';

/** Timesheet tasks (leave, training, ...): audited, named uniquely, one "time in lieu taken". */

async function loadTimesheetTask(_deps: AppDeps, id: number, db: Db): Promise<TimesheetTask> {
  return orNotFound(await tasksRepo.findTimesheetTask(db, id), 'Timesheet task not found');
}

const TIMESHEET_TASK: AuditedKind<TimesheetTask> = {
  entityType: 'timesheetTask',
  table: tasksRepo.TIMESHEET_TASK_ROWS,
  load: loadTimesheetTask,
  snapshot: (task) => ({ name: task.name, kind: task.kind, active: task.active }),
  label: (task) => task.name,
};

export async function listTimesheetTasks(
  deps: AppDeps,
  actor: AuthUser,
  includeInactive: boolean,
): Promise<{ items: TimesheetTask[] }> {
  if (includeInactive && !hasAnyFlag(actor, ['readTimesheetTasks', 'manageTimesheetTasks']))
    throw new ForbiddenError('Deactivated timesheet tasks are for timesheet task managers');
  return { items: await tasksRepo.listTimesheetTasks(deps.knex, includeInactive) };
}

export async function createTimesheetTask(
  deps: AppDeps,
  actor: AuthUser,
  input: z.output<typeof TimesheetTaskCreateInputSchema>,
): Promise<TimesheetTask> {
  await assertNameFree(deps.knex, tasksRepo.TIMESHEET_TASKS, input.name);
  if (
    input.kind === 'timeInLieuTaken' &&
    (await tasksRepo.timesheetTaskTaken(deps.knex, { kind: input.kind }))
  )
    throw uniqueConflict(UNIQUE_RULES.timeInLieuTakenTask);
  const id = await createAudited(deps, actor, TIMESHEET_TASK, (trx, now) =>
    tasksRepo.insertTimesheetTask(trx, input, now),
  );
  return loadTimesheetTask(deps, id, deps.knex);
}

export async function updateTimesheetTask(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: z.output<typeof TimesheetTaskUpdateInputSchema>,
): Promise<TimesheetTask> {
  await loadTimesheetTask(deps, id, deps.knex);
  await assertNameFree(deps.knex, tasksRepo.TIMESHEET_TASKS, input.name, id);
  await updateAudited(deps, actor, TIMESHEET_TASK, { id, version: input.version }, (trx, _, now) =>
    tasksRepo.updateTimesheetTaskRow(trx, id, input, now),
  );
  return loadTimesheetTask(deps, id, deps.knex);
}
