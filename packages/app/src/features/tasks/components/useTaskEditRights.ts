import { useCallback, useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ProjectPermissions, Task } from '@keel/types';
import { projectPermissionsQueryOptions } from '../../projects/projects.queries';
import { currentUserQueryOptions } from '../../users/users.queries';
import { NO_RIGHTS, taskEditRights, type TaskEditRights } from '../task-edit-rights';

/** Lists across projects ask for the permissions of at most this many projects. */
const MAX_PROJECTS = 30;

/**
 * `rightsOf(task)` for a list. The project list passes its project's
 * permissions; lists across projects load those of the projects they show
 * (the first MAX_PROJECTS; beyond, only the assignee's status change is
 * offered). A user who sees only their assigned tasks gets the assignee's
 * rights; a project whose permissions cannot be read gives none, quietly.
 */
export function useTaskEditRights(
  tasks: readonly Task[],
  project?: ProjectPermissions,
): (task: Task) => TaskEditRights {
  const me = useQuery(currentUserQueryOptions()).data;
  // Only a reader of project tasks reads the projects of the tasks it sees; a user who sees
  // only assigned tasks may not read those projects (a 403 each, and nothing to gain).
  const readsProjects = Boolean(me?.globalPermissions.readProjectTasks);
  const projectIds = useMemo(
    () =>
      project || !readsProjects
        ? []
        : [...new Set(tasks.map((task) => task.projectId))]
            .sort((a, b) => a - b)
            .slice(0, MAX_PROJECTS),
    [tasks, project, readsProjects],
  );
  const permissions = useQueries({
    queries: projectIds.map((id) => ({
      ...projectPermissionsQueryOptions(id),
      meta: { errorPolicy: 'log' as const },
      retry: false,
      staleTime: 60 * 1000,
    })),
  });
  const byProject = new Map<number, ProjectPermissions>();
  permissions.forEach((result, index) => {
    if (result.data) byProject.set(projectIds[index]!, result.data);
  });
  const key = [...byProject.entries()].map(([id, p]) => `${id}:${p.updateAnyTask}`).join(',');
  return useCallback(
    (task: Task) =>
      me ? taskEditRights(task, me, project ?? byProject.get(task.projectId)) : NO_RIGHTS,
    // `key` stands for `byProject`, which is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [me, project, key],
  );
}
