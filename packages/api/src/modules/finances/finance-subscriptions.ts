import type { Subscriptions } from '../../lib/changes';
import { utcDate } from '../../lib/dates';
import {
  applyTimeEntryWrite,
  rewriteProjectFigures,
  rewriteProjectsFigures,
} from './finance-figures.service';
import {
  queueEmployeeChange,
  queueProjects,
  queueSalaryGroupChange,
} from './finance-queue.service';

/** Projects rewritten per `rewriteProjectsFigures` call when a change names many. */
const REWRITE_BATCH_MAX = 10;

/**
 * How the finance figures follow the changes other modules record
 * (README.md § Kept current): in the writer's transaction, so a write and the
 * figures it moves commit together. A time entry adds its own difference; a
 * task, milestone, budget, contract or project change rewrites the project
 * from its records; a salary change only marks the projects of its people
 * for the worker (`finance-queue.service.ts`), since it may reach any number
 * of them.
 */
export const financeSubscriptions: Subscriptions = {
  'time-entry.written': (trx, { before, after, at }) => applyTimeEntryWrite(trx, before, after, at),
  // Many entries at once (an import, its rollback): the projects marked for the worker, as a
  // rate change marks them (README.md § Rate changes), not rewritten once per chunk.
  'time-entries.written': (trx, { projectIds, at }) => queueProjects(trx, projectIds, at),
  'task.changed': async (trx, { projectIds, at }) => {
    await rewriteInBatches(trx, projectIds, at);
  },
  'milestone.changed': async (trx, { projectId, at }) => {
    await rewriteProjectFigures(trx, projectId, utcDate(at), at);
  },
  'budget.changed': async (trx, { projectId, at }) => {
    await rewriteProjectFigures(trx, projectId, utcDate(at), at);
  },
  'contract.changed': async (trx, { projectId, at }) => {
    await rewriteProjectFigures(trx, projectId, utcDate(at), at);
  },
  'project.changed': async (trx, { projectIds, at }) => {
    await rewriteInBatches(trx, projectIds, at);
  },
  'salary-group.changed': (trx, { groupId, at }) => queueSalaryGroupChange(trx, groupId, at),
  'employee.changed': (trx, { employeeId, at }) => queueEmployeeChange(trx, employeeId, at),
};

async function rewriteInBatches(
  trx: Parameters<typeof rewriteProjectsFigures>[0],
  projectIds: readonly number[],
  at: number,
): Promise<void> {
  const distinct = [...new Set(projectIds)];
  for (let i = 0; i < distinct.length; i += REWRITE_BATCH_MAX)
    await rewriteProjectsFigures(trx, distinct.slice(i, i + REWRITE_BATCH_MAX), utcDate(at), at);
}
