import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TaskTodo } from '@keel/types';
import {
  Button,
  Checkbox,
  Form,
  Icon,
  IconButton,
  Inline,
  ProgressBar,
  Skeleton,
  snackbar,
  Stack,
  Text,
  TextField,
} from '@keel/ui';
import { errorMessageOf, fieldErrorsOf, isApiError } from '../../../lib/api';
import { taskTodosQueryOptions } from '../tasks.queries';
import {
  useCreateTodoMutation,
  useDeleteTodoMutation,
  useMoveTodoMutation,
  useUpdateTodoMutation,
} from '../task-parts.mutations';
import { dropPlace, todoProgress } from '../task-todos';
import * as styles from '../task-view.css';
import { DeleteItemDialog } from './DeleteItemDialog';
import { QuickAddForm } from './QuickAddForm';

/** A todo change refused: a 409 says someone else changed it (the list reloads), else the reason. */
function reportTodoError(error: unknown) {
  if (isApiError(error) && error.status === 409)
    snackbar.error('Someone else changed this checklist. It now shows their changes.');
  else snackbar.error(errorMessageOf(error));
}

/**
 * The task's checklist with its progress. Those who may manage todos add,
 * tick, rename, delete and reorder them: by dragging the handle with the
 * mouse, or with the Move up / Move down buttons from the keyboard.
 */
export function TaskTodos({ taskId, canManage }: { taskId: number; canManage: boolean }) {
  const todos = useQuery(taskTodosQueryOptions(taskId));
  const update = useUpdateTodoMutation(taskId);
  const move = useMoveTodoMutation(taskId);
  const remove = useDeleteTodoMutation(taskId);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<{ id: number; before: boolean } | null>(null);
  const [deleting, setDeleting] = useState<TaskTodo | null>(null);

  if (!todos.data) return <Skeleton lines={3} label="Loading the checklist" />;
  const list = todos.data;
  const progress = todoProgress(list);

  const moveTo = (todo: TaskTodo, order: number) => {
    if (order === list.findIndex((t) => t.id === todo.id)) return;
    move.mutate({ todo, order }, { onError: reportTodoError });
  };
  const tick = (todo: TaskTodo, done: boolean) =>
    update.mutate(
      { todoItemId: todo.id, body: { body: todo.body, done, version: todo.version } },
      { onError: reportTodoError },
    );

  return (
    <Stack gap="small">
      {list.length ? (
        <ProgressBar
          label="Checklist progress"
          value={progress.percent}
          valueLabel={`${progress.done} of ${progress.total} done`}
        />
      ) : (
        <Text as="p" tone="muted" size="small">
          No items yet.
        </Text>
      )}
      {list.length ? (
        <Stack as="ul" gap="none" aria-label="Checklist">
          {list.map((todo, index) => (
            <li
              key={todo.id}
              className={styles.row}
              data-dragging={dragged === todo.id || undefined}
              data-drop-target={(dropTarget?.id === todo.id && dropTarget.before) || undefined}
              onDragOver={(event) => {
                if (dragged === null || dragged === todo.id) return;
                event.preventDefault();
                const box = event.currentTarget.getBoundingClientRect();
                setDropTarget({ id: todo.id, before: event.clientY < box.top + box.height / 2 });
              }}
              onDragLeave={() => setDropTarget(null)}
              onDrop={(event) => {
                event.preventDefault();
                const moved = list.find((t) => t.id === dragged);
                if (moved && dropTarget)
                  moveTo(
                    moved,
                    dropPlace(list, moved.id, todo.id, dropTarget.before ? 'before' : 'after'),
                  );
                setDragged(null);
                setDropTarget(null);
              }}
            >
              {canManage ? (
                // Mouse reordering; the keyboard uses the Move buttons of the row.
                <span
                  className={styles.handle}
                  draggable
                  aria-hidden="true"
                  data-testid="todo-handle"
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(todo.id));
                    setDragged(todo.id);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setDropTarget(null);
                  }}
                >
                  <Icon name="grip" size="small" />
                </span>
              ) : null}
              <TodoRow
                taskId={taskId}
                todo={todo}
                canManage={canManage}
                onTick={(done) => tick(todo, done)}
              />
              {canManage ? (
                <Inline gap="xxsmall" wrap={false}>
                  <IconButton
                    icon="arrowUp"
                    size="small"
                    variant="ghost"
                    aria-label={`Move “${todo.body}” up`}
                    isDisabled={index === 0}
                    onPress={() => moveTo(todo, index - 1)}
                  />
                  <IconButton
                    icon="arrowDown"
                    size="small"
                    variant="ghost"
                    aria-label={`Move “${todo.body}” down`}
                    isDisabled={index === list.length - 1}
                    onPress={() => moveTo(todo, index + 1)}
                  />
                  <IconButton
                    icon="trash"
                    size="small"
                    variant="ghost"
                    aria-label={`Delete “${todo.body}”`}
                    onPress={() => setDeleting(todo)}
                  />
                </Inline>
              ) : null}
            </li>
          ))}
        </Stack>
      ) : null}
      {canManage ? <NewTodo taskId={taskId} /> : null}
      <DeleteItemDialog
        item={deleting}
        title="Delete the item?"
        onDelete={(todo) =>
          remove.mutate(
            { todoItemId: todo.id, version: todo.version },
            { onError: reportTodoError },
          )
        }
        onClose={() => setDeleting(null)}
        describe={(todo) => `“${todo.body}” is removed from the checklist.`}
      />
    </Stack>
  );
}

/** One item: its checkbox, or the text field while it is being renamed. */
function TodoRow({
  taskId,
  todo,
  canManage,
  onTick,
}: {
  taskId: number;
  todo: TaskTodo;
  canManage: boolean;
  onTick: (done: boolean) => void;
}) {
  const update = useUpdateTodoMutation(taskId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(todo.body);
  if (editing)
    return (
      <Form
        aria-label={`Rename “${todo.body}”`}
        serverErrors={fieldErrorsOf(update.error)}
        onSubmit={() =>
          update.mutate(
            { todoItemId: todo.id, body: { body: text, done: todo.done, version: todo.version } },
            {
              onSuccess: () => setEditing(false),
              onError: (error) => {
                if (Object.keys(fieldErrorsOf(error)).length === 0) reportTodoError(error);
              },
            },
          )
        }
      >
        <Inline wrap={false}>
          <TextField
            label="Item"
            name="body"
            autoFocus
            maxLength={500}
            value={text}
            onChange={setText}
            rules={[(v) => v.trim().length > 0 || 'Write the item']}
          />
          <Button type="submit" size="small" variant="primary" isLoading={update.isPending}>
            Save
          </Button>
          <Button size="small" onPress={() => setEditing(false)}>
            Cancel
          </Button>
        </Inline>
      </Form>
    );
  return (
    <>
      <div className={styles.grow}>
        <Checkbox isSelected={todo.done} isReadOnly={!canManage} onChange={onTick}>
          {todo.body}
        </Checkbox>
      </div>
      {canManage ? (
        <IconButton
          icon="edit"
          size="small"
          variant="ghost"
          aria-label={`Rename “${todo.body}”`}
          onPress={() => {
            setText(todo.body);
            setEditing(true);
          }}
        />
      ) : null}
    </>
  );
}

function NewTodo({ taskId }: { taskId: number }) {
  const create = useCreateTodoMutation(taskId);
  return (
    <QuickAddForm
      label="Add a checklist item"
      fieldLabel="New item"
      name="body"
      maxLength={500}
      submitLabel="Add item"
      mutation={create}
      add={(body, onError) => create.mutate({ body }, { onError })}
    />
  );
}
