import { useQuery } from '@tanstack/react-query';
import { TASK_STATUS_TITLES, type Task, type TaskStatus } from '@keel/types';
import { Avatar, Badge, Link, Skeleton, Stack, Text } from '@keel/ui';
import { taskListQueryOptions } from '../tasks.queries';
import { useCreateTaskMutation } from '../task-write.mutations';
import * as styles from '../task-view.css';
import { QuickAddForm } from './QuickAddForm';

const STATUS_TONES: Record<TaskStatus, 'neutral' | 'info' | 'caution' | 'critical' | 'positive'> = {
  todo: 'neutral',
  inProgress: 'info',
  inReview: 'caution',
  blocked: 'critical',
  done: 'positive',
};

/** A status as a badge: its words carry it, the colour only repeats them. */
export function StatusBadge({ status }: { status: TaskStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{TASK_STATUS_TITLES[status]}</Badge>;
}

/**
 * The subtasks of a task (one level: a subtask has none), each opening
 * where the parent is shown (`hrefOf`: the drawer or the page); those who
 * may edit the task add new ones by name.
 */
export function TaskSubtasks({
  task,
  canAdd,
  hrefOf,
}: {
  task: Task;
  canAdd: boolean;
  hrefOf: (taskId: number) => string;
}) {
  const subtasks = useQuery(
    taskListQueryOptions({
      filters: [{ filterName: 'parent', intValue: task.id }],
      pageSize: 500,
    }),
  );
  const create = useCreateTaskMutation();

  return (
    <Stack gap="small">
      {!subtasks.data ? (
        <Skeleton lines={2} label="Loading the subtasks" />
      ) : subtasks.data.items.length === 0 ? (
        <Text as="p" tone="muted" size="small">
          No subtasks.
        </Text>
      ) : (
        <Stack as="ul" gap="none" aria-label="Subtasks">
          {subtasks.data.items.map((sub) => (
            <li key={sub.id} className={styles.row}>
              <span className={styles.grow}>
                <Link href={hrefOf(sub.id)}>{sub.name}</Link>
              </span>
              <StatusBadge status={sub.status} />
              {sub.assignee ? (
                <Avatar name={sub.assignee.name} color={sub.assignee.color} size="xsmall" />
              ) : null}
            </li>
          ))}
        </Stack>
      )}
      {canAdd ? (
        <QuickAddForm
          label="Add a subtask"
          fieldLabel="New subtask"
          name="name"
          maxLength={200}
          submitLabel="Add subtask"
          mutation={create}
          add={(typed, onError) =>
            create.mutate(
              { projectId: task.projectId, parentId: task.id, name: typed },
              { onSuccess: () => void subtasks.refetch(), onError },
            )
          }
        />
      ) : null}
    </Stack>
  );
}
