import { useState, type ReactNode } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TASK_DOMAINS, Task, TaskPermissions } from '@keel/types';

type TaskDetailsDomain = (typeof TASK_DOMAINS)[number] | null;
import {
  Button,
  Callout,
  Card,
  ConfirmDialog,
  EmptyState,
  Form,
  IconButton,
  Inline,
  Link,
  MarkdownEditor,
  MarkdownView,
  Skeleton,
  Stack,
  TextField,
  snackbar,
} from '@keel/ui';
import { isApiError } from '../../../lib/api';
import { LoadFailed } from '../../../lib/management/components/LoadFailed';
import { currentUserQueryOptions } from '../../users/users.queries';
import {
  assigneeCandidatesQueryOptions,
  taskPermissionsQueryOptions,
  taskQueryOptions,
} from '../tasks.queries';
import {
  useDeleteTaskMutation,
  useFollowTaskMutation,
  useSaveTaskFieldMutation,
  type TaskFieldChange,
} from '../task-write.mutations';
import { withTaskDrawer } from '../task-drawer-url';
import type { HistoryNames } from '../task-history';
import { TaskFields, reportSaveError, type SaveField } from './TaskFields';
import { StatusBadge, TaskSubtasks } from './TaskSubtasks';
import { TaskTodos } from './TaskTodos';
import { TaskAttachments } from './TaskAttachments';
import { TaskTimelog } from './TaskTimelog';
import { TaskActivity } from './TaskActivity';
import * as styles from '../task-view.css';

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
        <Description task={task} canEdit={permissions.update} save={save} errors={errors} />,
      )}
      {task.parentId === null
        ? section(
            'Subtasks',
            <TaskSubtasks task={task} canAdd={permissions.update} hrefOf={hrefOf} />,
          )
        : null}
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
        <div className={styles.single}>
          {side}
          {main}
        </div>
      )}
    </Stack>
  );
}

/** Name (renamed in place), status, follow, open as page (drawer) and delete. */
function TaskHeader({
  task,
  permissions,
  mode,
  save,
  errors,
  onDeleted,
}: {
  task: Task;
  permissions: TaskPermissions;
  mode: TaskViewMode;
  save: SaveField;
  errors: Record<string, string>;
  onDeleted: (task: Task) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(task.name);
  const [confirming, setConfirming] = useState(false);
  const follow = useFollowTaskMutation(task.id);
  const remove = useDeleteTaskMutation();

  const renameButton = permissions.update ? (
    <IconButton
      icon="edit"
      variant="ghost"
      aria-label="Rename the task"
      onPress={() => {
        setName(task.name);
        setRenaming(true);
      }}
    />
  ) : null;

  const title = renaming ? (
    <Form
      aria-label="Rename the task"
      serverErrors={errors}
      onSubmit={() =>
        save({ taskId: task.id, field: 'name', body: { name, version: task.version } }, () =>
          setRenaming(false),
        )
      }
    >
      <Inline align="end" wrap={false}>
        <div className={styles.grow}>
          <TextField
            label="Name"
            name="name"
            autoFocus
            isRequired
            maxLength={200}
            value={name}
            onChange={setName}
            rules={[(v) => v.trim().length > 0 || 'Name is required']}
          />
        </div>
        <Button type="submit" variant="primary">
          Save
        </Button>
        <Button onPress={() => setRenaming(false)}>Cancel</Button>
      </Inline>
    </Form>
  ) : mode === 'page' ? (
    <Inline wrap={false} align="start">
      <h1 className={styles.title}>{task.name}</h1>
      {renameButton}
    </Inline>
  ) : null;

  return (
    <Stack gap="small">
      {title}
      <Inline gap="small">
        <StatusBadge status={task.status} />
        <span className={styles.muted}>{task.assignee?.name ?? 'Unassigned'}</span>
        <span className={styles.grow} />
        {/* In the drawer its heading names the task; renaming starts here. */}
        {mode === 'drawer' && !renaming ? renameButton : null}
        <Button
          size="small"
          icon="bell"
          isLoading={follow.isPending}
          aria-label={task.following ? 'Unfollow the task' : 'Follow the task'}
          onPress={() =>
            follow.mutate(!task.following, {
              onSuccess: () =>
                snackbar.success(
                  task.following
                    ? 'You no longer follow this task'
                    : 'You follow this task: new comments notify you',
                ),
            })
          }
        >
          {task.following ? 'Unfollow' : 'Follow'}
        </Button>
        {mode === 'drawer' ? <Link href={`/tasks/${task.id}`}>Open as page</Link> : null}
        {permissions.delete ? (
          <Button size="small" variant="critical" icon="trash" onPress={() => setConfirming(true)}>
            Delete
          </Button>
        ) : null}
      </Inline>
      <ConfirmDialog
        title="Delete the task?"
        confirmLabel="Delete"
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={() =>
          remove.mutate(
            { taskId: task.id, version: task.version },
            {
              onSuccess: () => {
                snackbar.success('Task deleted');
                onDeleted(task);
              },
            },
          )
        }
      >
        {`“${task.name}” is deleted with its subtasks, comments, checklist and files.`}
      </ConfirmDialog>
    </Stack>
  );
}

/** The Markdown description: shown rendered; those who may edit it switch to the editor. */
function Description({
  task,
  canEdit,
  save,
  errors,
}: {
  task: Task;
  canEdit: boolean;
  save: SaveField;
  errors: Record<string, string>;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(task.description);
  if (editing)
    return (
      <Form
        aria-label="Edit the description"
        serverErrors={errors}
        onSubmit={() =>
          save(
            {
              taskId: task.id,
              field: 'details',
              body: {
                description: text,
                domain: task.domain as TaskDetailsDomain,
                priority: task.priority,
                labels: task.labels,
                version: task.version,
              },
            },
            () => setEditing(false),
          )
        }
      >
        <MarkdownEditor
          label="Description"
          name="description"
          rows={8}
          value={text}
          onChange={setText}
        />
        <Inline>
          <Button type="submit" variant="primary">
            Save
          </Button>
          <Button onPress={() => setEditing(false)}>Cancel</Button>
        </Inline>
      </Form>
    );
  return (
    <Stack gap="small">
      {task.description.trim() ? (
        <MarkdownView source={task.description} />
      ) : (
        <p className={styles.muted}>No description.</p>
      )}
      {canEdit ? (
        <div>
          <Button
            size="small"
            icon="edit"
            onPress={() => {
              setText(task.description);
              setEditing(true);
            }}
          >
            Edit description
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
