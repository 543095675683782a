import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProjectPermissions, Task } from '@keel/types';
import { NO_RIGHTS, taskEditRights, type TaskEditRights } from '../task-edit-rights';
import { currentUserQueryOptions } from '../../../lib/session';

/**
 * `rightsOf(task)` for a list. The project list passes its project's permissions; lists
 * across projects pass the projects whose tasks the user manages, as the task query
 * answered them (`managedProjectIds`), so no list asks for the permissions of a project
 * the user may not read (a user sees the tasks assigned to them in any project).
 */
export function useTaskEditRights(
  project: ProjectPermissions | undefined,
  managedProjectIds: readonly number[],
): (task: Task) => TaskEditRights {
  const me = useQuery(currentUserQueryOptions()).data;
  // A set: the list asks for every row's rights (the admin's lists name thousands of projects).
  const managed = useMemo(() => new Set(managedProjectIds), [managedProjectIds]);
  return useCallback(
    (task: Task) => {
      if (!me) return NO_RIGHTS;
      const permissions = project ?? { updateAnyTask: managed.has(task.projectId) };
      return taskEditRights(task, me, permissions);
    },
    [me, project, managed],
  );
}
