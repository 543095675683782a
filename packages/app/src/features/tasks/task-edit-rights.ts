import type { ProjectPermissions, Task } from '@keel/types';

/** What the signed-in user may change on a task from a list. */
export interface TaskEditRights {
  status: boolean;
  assignee: boolean;
  schedule: boolean;
  estimate: boolean;
  delete: boolean;
}

export const NO_RIGHTS: TaskEditRights = {
  status: false,
  assignee: false,
  schedule: false,
  estimate: false,
  delete: false,
};

/**
 * A list's view of the per-task rules (tasks README, "Who may see and do
 * what"), so it offers only edits the server accepts: a project manager
 * (`updateAnyTask`) changes everything; the assignee, or a member of the
 * assignee team, changes the status. The task's creator may also edit it,
 * but lists do not know the creator; the task drawer, which loads the task's
 * own permissions, offers those edits. Offering a refused edit would end on
 * the unauthorized page (a 403 follows the app's error policy).
 */
export function taskEditRights(
  task: Pick<Task, 'assignee' | 'assigneeTeam'>,
  me: { id: number; teams: readonly { id: number }[] },
  project: Pick<ProjectPermissions, 'updateAnyTask'> | undefined,
): TaskEditRights {
  if (project?.updateAnyTask) {
    return { status: true, assignee: true, schedule: true, estimate: true, delete: true };
  }
  const assigned =
    task.assignee?.id === me.id ||
    (task.assigneeTeam !== null && me.teams.some((team) => team.id === task.assigneeTeam?.id));
  return { ...NO_RIGHTS, status: assigned };
}
