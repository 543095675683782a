import { useQuery } from '@tanstack/react-query';
import type { Task } from '@keel/types';
import { Select, snackbar } from '@keel/ui';
import { formatDate } from '../../../lib/format';
import { milestoneChoicesQueryOptions } from '../../milestones';
import type { SaveField } from './task-field-save';

const NO_MILESTONE = 'none';

/** A milestone of the task's project, or none; saves when chosen. */
export function MilestoneField({
  task,
  save,
  error,
}: {
  task: Task;
  save: SaveField;
  error: string | undefined;
}) {
  const choices = useQuery(milestoneChoicesQueryOptions(task.projectId));
  const items: { id: number | string; name: string; description?: string }[] = [
    { id: NO_MILESTONE, name: 'No milestone' },
    ...(choices.data ?? []).map((m) => ({
      id: m.id,
      name: m.name,
      description: `Due ${formatDate(m.dueDate)}`,
    })),
  ];
  // The task's milestone stays selectable even beyond the first page of choices.
  if (task.milestone && !items.some((i) => i.id === task.milestone!.id))
    items.push({ id: task.milestone.id, name: task.milestone.name });
  return (
    <Select
      label="Milestone"
      items={items}
      isLoading={choices.isPending}
      value={task.milestone?.id ?? NO_MILESTONE}
      errorMessage={error}
      onChange={(key) => {
        const milestoneId = key === null || key === NO_MILESTONE ? null : Number(key);
        if (milestoneId !== (task.milestone?.id ?? null))
          save(
            {
              taskId: task.id,
              field: 'milestone',
              body: { milestoneId, version: task.version },
            },
            () => snackbar.success(milestoneId === null ? 'Milestone removed' : 'Milestone set'),
          );
      }}
    />
  );
}
