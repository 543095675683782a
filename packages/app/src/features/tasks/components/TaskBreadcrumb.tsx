import type { UseQueryResult } from '@tanstack/react-query';
import type { Task } from '@keel/types';
import { Link } from '@keel/ui';
import * as styles from '../task-view.css';

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
    <nav aria-label="Breadcrumb">
      <ol className={styles.breadcrumb}>
        <li className={styles.crumb}>
          <Link href={`/projects/${task.projectId}/tasks/list`}>
            {task.project.code} {task.project.name}
          </Link>
        </li>
        {task.parentId !== null ? (
          <li className={styles.crumb}>
            {parent.isError ? (
              'Parent task'
            ) : (
              <Link href={hrefOf(task.parentId)}>{parent.data?.name ?? 'Parent task'}</Link>
            )}
          </li>
        ) : null}
        <li className={styles.crumb} aria-current="page">
          {task.name}
        </li>
      </ol>
    </nav>
  );
}
