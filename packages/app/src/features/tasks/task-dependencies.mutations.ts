import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksEndpoints, type Task, type TaskDependencyCreateInput } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { announce } from '../../lib/refresh';
import { tasksKeys } from './tasks.queries';
import { inline } from './task-write.mutations';

/* Adding and removing a task's dependencies (issue 31). */

type TaskRef = Pick<Task, 'id' | 'projectId'>;

/**
 * After a dependency write: this task's history (a row on the successor) and,
 * by announcement, every view of the project's dependencies (both tasks' lists,
 * the project's timeline).
 */
function useAfterDependencyWrite(task: TaskRef) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tasksKeys.updates(task.id) }),
      announce(queryClient, { name: 'task dependencies changed', projectId: task.projectId }),
    ]);
}

/** A new dependency of the task: the other task, and which end of it the task is. */
export interface NewDependency extends Omit<TaskDependencyCreateInput, 'predecessorId'> {
  side: 'predecessor' | 'successor';
  otherId: number;
}

/**
 * Adds a predecessor or a successor to the task. A dependency is created on
 * its successor (the task of the path): a successor's is the other task's,
 * whose edit right the server checks. Errors show in the form.
 */
export function useAddDependencyMutation(task: TaskRef) {
  const after = useAfterDependencyWrite(task);
  return useMutation({
    meta: inline,
    mutationFn: ({ side, otherId, ...rest }: NewDependency) =>
      apiRequest(tasksEndpoints.createDependency, {
        params: { taskId: side === 'predecessor' ? task.id : otherId },
        body: { ...rest, predecessorId: side === 'predecessor' ? otherId : task.id },
      }),
    onSuccess: after,
  });
}

/** Removes a dependency of the task, either end, with the version read. */
export function useRemoveDependencyMutation(task: TaskRef) {
  const after = useAfterDependencyWrite(task);
  return useMutation({
    meta: inline,
    mutationFn: ({ dependencyId, version }: { dependencyId: number; version: number }) =>
      apiRequest(tasksEndpoints.deleteDependency, {
        params: { taskId: task.id, dependencyId },
        query: { version },
      }),
    onSuccess: after,
    // A stale version (removed or changed meanwhile): the list shows what is there now.
    onError: after,
  });
}
