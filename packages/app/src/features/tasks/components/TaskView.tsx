import { useState, type ReactNode } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Task, TaskPermissions } from '@keel/types';
import { Callout, Card, EmptyState, Link, Skeleton, Stack } from '@keel/ui';
import { isApiError } from '../../../lib/api';
import { LoadFailed } from '../../../lib/management/components/LoadFailed';
import {
  assigneeCandidatesQueryOptions,
  taskPermissionsQueryOptions,
  taskQueryOptions,
} from '../tasks.queries';
import { useSaveTaskFieldMutation, type TaskFieldChange } from '../task-write.mutations';
import { withTaskDrawer } from '../task-drawer-url';
import type { HistoryNames } from '../task-history';
import { TaskFields, reportSaveError, type SaveField } from './TaskFields';
import { TaskSubtasks } from './TaskSubtasks';
import { TaskBreadcrumb } from './TaskBreadcrumb';
import { TaskHeader } from './TaskHeader';
import { TaskDescription } from './TaskDescription';
import { TaskTodos } from './TaskTodos';
import { TaskAttachments } from './TaskAttachments';
import { TaskTimelog } from './TaskTimelog';
import { TaskActivity } from './TaskActivity';
import { TaskDependencies } from './TaskDependencies';
import * as styles from '../task-view.css';
import { currentUserQueryOptions } from '../../../lib/session';

export type TaskViewMode = 'page' | 'drawer';

/**
 * One task, as the page `/tasks/{id}` and as the drawer over a list or
 * board (`?task=<id>`): the same content, what the user may change as
 * controls (`GET /tasks/{id}/permissions`), the rest as text. Every save
 * sends the version read; when someone else saved first (409) the task
 * shows their version and says so.
 */
export function TaskView({
  taskId,
  mode,
  onDeleted,
}: {
  taskId: number;
  mode: TaskViewMode;
  /** After the task was deleted (the page goes to its project, the drawer closes). */
  onDeleted: (task: Task) => void;
}) {
  // Inline: a task that does not exist (deleted meanwhile, a mistyped link) is
  // said here, not in a snackbar; a 403 still shows /unauthorized.
  const [task, permissions] = useQueries({
    queries: [
      { ...taskQueryOptions(taskId), meta: { errorPolicy: 'inline' } },
      { ...taskPermissionsQueryOptions(taskId), meta: { errorPolicy: 'inline' } },
    ],
  });
  const failed = task.error ?? permissions.error;
  if (isApiError(failed) && failed.status === 404)
    return (
      <EmptyState
        icon="search"
        headingLevel={mode === 'page' ? 2 : 3}
        title="This task does not exist"
        description="It was deleted, or the link names a task that never existed."
        action={<Link href="/tasks">Go to my tasks</Link>}
      />
    );
  if (failed && !(isApiError(failed) && failed.status === 403))
    return (
      <LoadFailed
        what="The task"
        onRetry={() => {
          void task.refetch();
          void permissions.refetch();
        }}
      />
    );
  if (!task.data || !permissions.data)
    return (
      <Stack gap="medium">
        <Skeleton height={28} width="50%" label="Loading the task" />
        <Skeleton lines={6} isDecorative />
      </Stack>
    );
  return (
    <LoadedTask
      key={task.data.id}
      task={task.data}
      permissions={permissions.data}
      mode={mode}
      onDeleted={onDeleted}
    />
  );
}

function LoadedTask({
  task,
  permissions,
  mode,
  onDeleted,
}: {
  task: Task;
  permissions: TaskPermissions;
  mode: TaskViewMode;
  onDeleted: (task: Task) => void;
}) {
  const [searchParams] = useSearchParams();
  const me = useQuery(currentUserQueryOptions());
  const candidates = useQuery({
    ...assigneeCandidatesQueryOptions(task.projectId),
    // People's names for the history, and the mention list: someone who may
    // only see their own tasks may not list them (403), and does without.
    // Every use of this query says 'log', as the one query takes one policy.
    enabled: permissions.changeAssignee || permissions.comment,
    meta: { errorPolicy: 'log' },
  });
  // The parent's name for the breadcrumb; someone who sees only their own
  // tasks may not see it (403), and the crumb then just says "Parent task".
  const parent = useQuery({
    ...taskQueryOptions(task.parentId ?? 0),
    enabled: task.parentId !== null,
    meta: { errorPolicy: 'log' },
    retry: false,
  });
  const saver = useSaveTaskFieldMutation(task.id);
  const [conflict, setConflict] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const level = mode === 'page' ? 2 : 3;

  const save: SaveField = (change: TaskFieldChange, onDone) => {
    setErrors({});
    saver.mutate(change, {
      onSuccess: () => {
        setConflict(false);
        onDone?.();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) setConflict(true);
        else setErrors(reportSaveError(error));
      },
    });
  };

  // Subtasks open where this task is shown: in the drawer, or as pages.
  const hrefOf = (id: number) =>
    mode === 'drawer' ? withTaskDrawer(searchParams, id) || '?' : `/tasks/${id}`;
  const names: HistoryNames = {
    users: new Map([
      ...(candidates.data ?? []).map((c) => [c.user.id, c.user.name] as const),
      ...(task.assignee ? [[task.assignee.id, task.assignee.name] as const] : []),
    ]),
    teams: new Map([
      ...(candidates.data ?? []).flatMap((c) => c.teams.map((t) => [t.id, t.name] as const)),
      ...(task.assigneeTeam ? [[task.assigneeTeam.id, task.assigneeTeam.name] as const] : []),
    ]),
  };

  const section = (title: string, children: ReactNode) => (
    <Card title={title} headingLevel={level}>
      {children}
    </Card>
  );

  const main = (
    <Stack gap="large">
      {section(
        'Description',
        <TaskDescription task={task} canEdit={permissions.update} save={save} errors={errors} />,
      )}
      {task.parentId === null
        ? section(
            'Subtasks',
            <TaskSubtasks task={task} canAdd={permissions.update} hrefOf={hrefOf} />,
          )
        : null}
      {section(
        'Dependencies',
        <TaskDependencies
          task={task}
          canEdit={permissions.update}
          hrefOf={hrefOf}
          headingLevel={level}
        />,
      )}
      {section('Checklist', <TaskTodos taskId={task.id} canManage={permissions.manageTodos} />)}
      {section(
        'Files',
        <TaskAttachments
          taskId={task.id}
          canAttach={permissions.attach}
          canManage={permissions.update}
          userId={me.data?.id ?? null}
        />,
      )}
      {section(
        'Activity',
        <TaskActivity task={task} canComment={permissions.comment} names={names} />,
      )}
    </Stack>
  );
  const side = (
    <Stack gap="large">
      {section(
        'Details',
        <TaskFields task={task} permissions={permissions} save={save} errors={errors} />,
      )}
      {section(
        'Time log',
        <TaskTimelog task={task} estimate={task.workEstimation} canLogTime={permissions.logTime} />,
      )}
    </Stack>
  );

  return (
    <Stack gap="large">
      <TaskBreadcrumb task={task} parent={parent} hrefOf={hrefOf} />
      <TaskHeader
        task={task}
        permissions={permissions}
        mode={mode}
        save={save}
        errors={errors}
        onDeleted={onDeleted}
      />
      {conflict ? (
        <Callout tone="caution" announce="alert">
          Someone else changed this task while you were editing. It now shows their changes; make
          yours again if they are still needed.
        </Callout>
      ) : null}
      {mode === 'page' ? (
        <div className={styles.layout}>
          {main}
          {side}
        </div>
      ) : (
        <Stack gap="large">
          {side}
          {main}
        </Stack>
      )}
    </Stack>
  );
}
