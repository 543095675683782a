import type { TimeEntry, TimeEntryCreateInput } from '@keel/types';
import { may, type AccessUser } from '../../lib/session';

/**
 * What time is logged on: a project's task, the project itself (when its
 * timesheet settings allow) or a timesheet task (Leave, Training...). The grid
 * has one line per target; the calendar and the task page pick one per entry.
 */
export type TimeTarget =
  | { kind: 'task'; id: number; name: string; project: { id: number; name: string } | null }
  | { kind: 'project'; id: number; name: string }
  | { kind: 'timesheetTask'; id: number; name: string };

const PREFIX = { task: 't', project: 'p', timesheetTask: 's' } as const;

/** A stable string key of a target (`t:12`, `p:3`, `s:1`): grid line ids, picker keys. */
export function targetKey(target: Pick<TimeTarget, 'kind' | 'id'>): string {
  return `${PREFIX[target.kind]}:${target.id}`;
}

/** The target an entry is logged on. */
export function targetOfEntry(entry: TimeEntry): TimeTarget {
  if (entry.task)
    return { kind: 'task', id: entry.task.id, name: entry.task.name, project: entry.project };
  if (entry.timesheetTask)
    return { kind: 'timesheetTask', id: entry.timesheetTask.id, name: entry.timesheetTask.name };
  if (entry.project) return { kind: 'project', id: entry.project.id, name: entry.project.name };
  throw new Error(`Time entry ${entry.id} has no target`);
}

/** The API's fields for a target: exactly one of taskId, projectId, timesheetTaskId. */
export function targetInput(
  target: Pick<TimeTarget, 'kind' | 'id'>,
): Pick<TimeEntryCreateInput, 'taskId' | 'projectId' | 'timesheetTaskId'> {
  switch (target.kind) {
    case 'task':
      return { taskId: target.id, projectId: null, timesheetTaskId: null };
    case 'project':
      return { taskId: null, projectId: target.id, timesheetTaskId: null };
    case 'timesheetTask':
      return { taskId: null, projectId: null, timesheetTaskId: target.id };
  }
}

/** How a target reads in a line or an option: the task with its project, a project, a timesheet task. */
export function targetLabel(target: TimeTarget): { name: string; context: string } {
  switch (target.kind) {
    case 'task':
      return { name: target.name, context: target.project?.name ?? 'Task' };
    case 'project':
      return { name: target.name, context: 'Project (no task)' };
    case 'timesheetTask':
      return { name: target.name, context: 'Timesheet task' };
  }
}

/**
 * Which lists the target search may ask for this user, as the API's route
 * permissions say: tasks with a task reading flag, projects with a project
 * reading flag (timesheet tasks: every internal user).
 */
export function targetSearchScope(user: AccessUser): { tasks: boolean; projects: boolean } {
  return {
    tasks: may(user, { anyOf: ['readProjectTasks', 'readAssignedProjectTasks'] }),
    projects: may(user, { anyOf: ['readSomeProjects', 'readAllProjects'] }),
  };
}
