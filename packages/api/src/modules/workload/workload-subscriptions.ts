import type { ChangedTimeEntry, Subscriptions } from '../../lib/changes';
import { mark, userOfEmployee } from './workload-store.repository';

/** The project whose task's remaining work a time entry moves (none for project or timesheet time). */
function taskProject(entry: ChangedTimeEntry | null): number[] {
  return entry && entry.taskId !== null && entry.projectId !== null ? [entry.projectId] : [];
}

/**
 * How the workload store follows the changes other modules record
 * (README.md § Performance): in the writer's transaction, only a mark of
 * what is stale (an upsert that does nothing when the mark is there), so a
 * write costs one statement; the next read rebuilds the marked rows.
 * The minutes logged per week follow the time entries by triggers.
 */
export const workloadSubscriptions: Subscriptions = {
  // Time on a task changes its remaining work: its project's rows.
  'time-entry.written': async (trx, { before, after }) => {
    await mark(trx, 'project', [...taskProject(before), ...taskProject(after)]);
  },
  // Many entries at once (an import): their projects' rows, once.
  'time-entries.written': async (trx, { projectIds }) => {
    await mark(trx, 'project', projectIds);
  },
  'task.changed': async (trx, { projectIds }) => {
    await mark(trx, 'project', projectIds);
  },
  // Status (draft: tentative; completed, cancelled: not planned), archived, deleted, created with tasks.
  'project.changed': async (trx, { projectIds }) => {
    await mark(trx, 'project', projectIds);
  },
  // A deleted team leaves its unassigned tasks without one (the foreign key sets it null,
  // no task change is recorded): the unassigned rows' teams are rebuilt with everything.
  'record.audited': async (trx, { entityType, action }) => {
    if (entityType === 'team' && action === 'delete') await mark(trx, 'all', [0]);
  },
  // The calendar (working days, employment) the person's tasks are spread over.
  'employee.changed': async (trx, { employeeId }) => {
    const userId = await userOfEmployee(trx, employeeId);
    if (userId !== null) await mark(trx, 'assignee', [userId]);
  },
};
