import { useQuery } from '@tanstack/react-query';
import type { Task, TaskDependency } from '@keel/types';
import { Callout, IconButton, Link, Skeleton, snackbar, Stack, Text } from '@keel/ui';
import { errorMessageOf, isApiError } from '../../../lib/api';
import { taskDependenciesQueryOptions } from '../tasks.queries';
import { useRemoveDependencyMutation } from '../task-dependencies.mutations';
import {
  DEPENDENCY_TYPE_NAMES,
  dependencySides,
  lagInWords,
  linkedTaskIds,
} from '../task-dependencies';
import * as styles from '../task-view.css';
import { AddDependencyForm } from './AddDependencyForm';

/**
 * The task's predecessors (what it waits on) and successors (what waits on
 * it), each linking to its task with its type in words and its lag. Those who
 * may edit the task add a predecessor by search (a successor too when they
 * may edit every task of the project) and remove either kind.
 */
export function TaskDependencies({
  task,
  canEdit,
  hrefOf,
  headingLevel,
}: {
  task: Pick<Task, 'id' | 'projectId'>;
  canEdit: boolean;
  /** Where another task opens (the drawer or its page, as this one is shown). */
  hrefOf: (taskId: number) => string;
  /** The section's heading level; the two lists' headings sit one below. */
  headingLevel: 2 | 3;
}) {
  const dependencies = useQuery(taskDependenciesQueryOptions(task.id));
  const remove = useRemoveDependencyMutation(task);
  if (!dependencies.data) return <Skeleton lines={2} label="Loading the dependencies" />;
  const { predecessors, successors } = dependencySides(task.id, dependencies.data);

  const removeOne = (dependency: TaskDependency, otherName: string) =>
    remove.mutate(
      { dependencyId: dependency.id, version: dependency.version },
      { onSuccess: () => snackbar.success(`Dependency on “${otherName}” removed`) },
    );

  const list = (title: string, items: TaskDependency[], side: 'predecessor' | 'successor') => {
    return (
      <Stack gap="xxsmall">
        <Text as={headingLevel === 2 ? 'h3' : 'h4'} size="small">
          {title}
        </Text>
        {items.length === 0 ? (
          <Text as="p" tone="muted" size="small">
            None.
          </Text>
        ) : (
          <Stack as="ul" gap="none" aria-label={title}>
            {items.map((dependency) => {
              const other = dependency[side];
              return (
                <li key={dependency.id} className={styles.row}>
                  <div className={styles.grow}>
                    <Stack gap="xxsmall" align="start">
                      <Link href={hrefOf(other.id)}>{other.name}</Link>
                      <Text tone="muted" size="small">
                        {DEPENDENCY_TYPE_NAMES[dependency.type]}, {lagInWords(dependency.lagDays)}
                      </Text>
                    </Stack>
                  </div>
                  {canEdit ? (
                    <IconButton
                      icon="trash"
                      size="small"
                      variant="ghost"
                      aria-label={`Remove the dependency on ${other.name}`}
                      isDisabled={remove.isPending}
                      onPress={() => removeOne(dependency, other.name)}
                    />
                  ) : null}
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="medium">
      {list('Predecessors', predecessors, 'predecessor')}
      {list('Successors', successors, 'successor')}
      {remove.error ? (
        <Callout tone="critical" announce="alert">
          {isApiError(remove.error) && remove.error.status === 409
            ? 'This dependency was changed or removed by someone else. The list now shows the current ones.'
            : errorMessageOf(remove.error)}
        </Callout>
      ) : null}
      {canEdit ? (
        <AddDependencyForm task={task} exclude={linkedTaskIds(task.id, dependencies.data)} />
      ) : null}
    </Stack>
  );
}
