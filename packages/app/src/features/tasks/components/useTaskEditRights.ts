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
 * (the first MAX_PROJECTS in the list's order; beyond, only the assignee's
 * status change is offered). A user who sees only their assigned tasks gets the assignee's
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
        : // In the list's order: a next page of a long list never changes the first ones (and
          // so neither the rights nor the table's columns).
          [...new Set(tasks.map((task) => task.projectId))].slice(0, MAX_PROJECTS),
    [tasks, project, readsProjects],
  );
  // One answer for all projects, once every permission is in: each change of the rights
  // rebuilds the table's columns (and its whole row collection), so it should happen once,
  // not once per project. The managed project ids as a string keep the callback stable.
  const managed = useQueries({
    queries: projectIds.map((id) => ({
      ...projectPermissionsQueryOptions(id),
      meta: { errorPolicy: 'log' as const },
      retry: false,
      staleTime: 60 * 1000,
    })),
    combine: (results) =>
      results.some((result) => result.isPending)
        ? ''
        : projectIds.filter((_id, index) => results[index]?.data?.updateAnyTask).join(','),
  });
  return useCallback(
    (task: Task) => {
      if (!me) return NO_RIGHTS;
      const managedIds = managed.split(',');
      const permissions = project ?? { updateAnyTask: managedIds.includes(String(task.projectId)) };
      return taskEditRights(task, me, permissions);
    },
    [me, project, managed],
  );
}
