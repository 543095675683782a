import type { UseQueryResult } from '@tanstack/react-query';
import type { Task } from '@keel/types';
import { Breadcrumbs } from '@keel/ui';

/** The task's project, its parent (when a subtask) and the task itself. */
export function TaskBreadcrumb({
  task,
  parent,
  hrefOf,
}: {
  task: Task;
  /** The parent task; someone who sees only their own tasks may not see it. */
  parent: UseQueryResult<Task>;
  hrefOf: (taskId: number) => string;
}) {
  return (
    <Breadcrumbs
      items={[
        {
          key: 'project',
          label: `${task.project.code} ${task.project.name}`,
          href: `/projects/${task.projectId}/tasks/list`,
        },
        ...(task.parentId === null
          ? []
          : [
              parent.isError
                ? { key: 'parent', label: 'Parent task' }
                : {
                    key: 'parent',
                    label: parent.data?.name ?? 'Parent task',
                    href: hrefOf(task.parentId),
                  },
            ]),
        { key: 'task', label: task.name },
      ]}
    />
  );
}
