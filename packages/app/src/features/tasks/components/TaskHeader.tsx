import { useState } from 'react';
import type { Task, TaskPermissions } from '@keel/types';
import {
  Button,
  ConfirmDialog,
  Form,
  IconButton,
  Inline,
  Link,
  snackbar,
  Stack,
  Text,
  TextField,
} from '@keel/ui';
import { useDeleteTaskMutation, useFollowTaskMutation } from '../task-write.mutations';
import type { SaveField } from './task-field-save';
import { StatusBadge } from './TaskSubtasks';
import type { TaskViewMode } from './TaskView';
import * as styles from '../task-view.css';

/** Name (renamed in place), status, follow, open as page (drawer) and delete. */
export function TaskHeader({
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
      <Text as="h1" size="xlarge">
        {task.name}
      </Text>
      {renameButton}
    </Inline>
  ) : null;

  return (
    <Stack gap="small">
      {title}
      <Inline gap="small">
        <StatusBadge status={task.status} />
        <Text tone="muted" size="small">
          {task.assignee?.name ?? 'Unassigned'}
        </Text>
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
