import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  buildPath,
  tasksEndpoints,
  TaskAttachmentSchema,
  TaskSchema,
  type EndpointBody,
  type Task,
  type TaskAttachment,
  type TaskCreateInput,
  type TaskTodo,
} from '@keel/types';
import { ApiError, apiRequest, ResponseShapeError } from '../../lib/api';
import { tasksKeys } from './tasks.queries';
import { replaceTask, type BoardMoveResult } from './board-order';
import { movedTodos } from './task-todos';
import { announce } from '../../lib/refresh';

/*
 * Invalidation rules: a write to a task puts the returned task in its detail
 * cache and refreshes every task list (they all may show it) and its history.
 * Sub-resources (comments, todos, files) refresh their own list and the
 * history, which records them too. The project's milestones count their
 * tasks' progress: `task changed` refreshes them (app/refresh-map.ts).
 */
async function afterTaskWrite(queryClient: QueryClient, task: Task) {
  queryClient.setQueryData(tasksKeys.detail(task.id), task);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tasksKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: tasksKeys.updates(task.id) }),
    announce(queryClient, { name: 'task changed', projectId: task.projectId }),
  ]);
}

/** Forms and inline editors show their own errors (field errors, 409); the mutation stays quiet. */
const inline = { errorPolicy: 'inline' } as const;

export function useCreateTaskMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: (input: TaskCreateInput) => apiRequest(tasksEndpoints.create, { body: input }),
    onSuccess: async (task) => {
      await afterTaskWrite(queryClient, task);
      if (task.parentId !== null) {
        await queryClient.invalidateQueries({ queryKey: tasksKeys.detail(task.parentId) });
      }
    },
  });
}

export function useDeleteTaskMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, version }: { taskId: number; version: number }) =>
      apiRequest(tasksEndpoints.remove, { params: { taskId }, query: { version } }),
    onSuccess: async (_ok, { taskId }) => {
      queryClient.removeQueries({ queryKey: tasksKeys.detail(taskId) });
      await queryClient.invalidateQueries({ queryKey: tasksKeys.lists() });
    },
  });
}

/** The field updates of a task: each `PUT /tasks/{taskId}/<field>` takes its values and `version`. */
const fieldEndpoints = {
  assignee: tasksEndpoints.updateAssignee,
  name: tasksEndpoints.updateName,
  status: tasksEndpoints.updateStatus,
  schedule: tasksEndpoints.updateSchedule,
  workEstimation: tasksEndpoints.updateWorkEstimation,
  milestone: tasksEndpoints.updateMilestone,
  index: tasksEndpoints.updateIndex,
  placement: tasksEndpoints.updatePlacement,
  details: tasksEndpoints.updateDetails,
} as const;
export type TaskField = keyof typeof fieldEndpoints;
export type TaskFieldInput<F extends TaskField> = EndpointBody<(typeof fieldEndpoints)[F]>;

/** Sends one field update; shared by the mutations below and by bulk actions. */
export function updateTaskField<F extends TaskField>(
  taskId: number,
  field: F,
  body: TaskFieldInput<F>,
): Promise<Task> {
  const endpoint = fieldEndpoints[field] as (typeof fieldEndpoints)['name'];
  return apiRequest(endpoint, {
    params: { taskId },
    body: body as TaskFieldInput<'name'>,
  });
}

/**
 * Updates one field of a task (`field` chosen by the caller). The caller
 * decides how errors show: inline editors pass `inline`, board moves roll
 * back and let the error policy show the SPEC §8 message.
 */
export function useUpdateTaskFieldMutation<F extends TaskField>(
  field: F,
  options: { inline?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.inline ? inline : undefined,
    mutationFn: ({ taskId, body }: { taskId: number; body: TaskFieldInput<F> }) =>
      updateTaskField(taskId, field, body),
    onSuccess: (task) => afterTaskWrite(queryClient, task),
  });
}

export function useFollowTaskMutation(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? apiRequest(tasksEndpoints.follow, { params: { taskId } })
        : apiRequest(tasksEndpoints.unfollow, { params: { taskId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKeys.detail(taskId) }),
  });
}

/** After a change to a sub-resource: its own list, the task (counts) and the history. */
function afterSubResourceWrite(queryClient: QueryClient, taskId: number, key: readonly unknown[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: key }),
    queryClient.invalidateQueries({ queryKey: tasksKeys.updates(taskId) }),
  ]);
}

export function useCreateCommentMutation(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: (body: EndpointBody<typeof tasksEndpoints.createComment>) =>
      apiRequest(tasksEndpoints.createComment, { params: { taskId }, body }),
    onSuccess: () => afterSubResourceWrite(queryClient, taskId, tasksKeys.comments(taskId)),
  });
}

export function useUpdateCommentMutation(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: ({
      commentId,
      body,
    }: {
      commentId: number;
      body: EndpointBody<typeof tasksEndpoints.updateComment>;
    }) => apiRequest(tasksEndpoints.updateComment, { params: { taskId, commentId }, body }),
    onSuccess: () => afterSubResourceWrite(queryClient, taskId, tasksKeys.comments(taskId)),
  });
}

export function useDeleteCommentMutation(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, version }: { commentId: number; version: number }) =>
      apiRequest(tasksEndpoints.deleteComment, {
        params: { taskId, commentId },
        query: { version },
      }),
    onSuccess: () => afterSubResourceWrite(queryClient, taskId, tasksKeys.comments(taskId)),
  });
}

export function useCreateTodoMutation(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: (body: EndpointBody<typeof tasksEndpoints.createTodo>) =>
      apiRequest(tasksEndpoints.createTodo, { params: { taskId }, body }),
    onSuccess: () => afterSubResourceWrite(queryClient, taskId, tasksKeys.todos(taskId)),
  });
}

export function useUpdateTodoMutation(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      todoItemId,
      body,
    }: {
      todoItemId: number;
      body: EndpointBody<typeof tasksEndpoints.updateTodo>;
    }) => apiRequest(tasksEndpoints.updateTodo, { params: { taskId, todoItemId }, body }),
    onSuccess: () => afterSubResourceWrite(queryClient, taskId, tasksKeys.todos(taskId)),
  });
}

export function useDeleteTodoMutation(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ todoItemId, version }: { todoItemId: number; version: number }) =>
      apiRequest(tasksEndpoints.deleteTodo, {
        params: { taskId, todoItemId },
        query: { version },
      }),
    onSuccess: () => afterSubResourceWrite(queryClient, taskId, tasksKeys.todos(taskId)),
  });
}

export function useDeleteAttachmentMutation(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attachmentId, version }: { attachmentId: number; version: number }) =>
      apiRequest(tasksEndpoints.deleteAttachment, {
        params: { taskId, attachmentId },
        query: { version },
      }),
    onSuccess: () => afterSubResourceWrite(queryClient, taskId, tasksKeys.attachments(taskId)),
  });
}

/** Deletes one task with the version it was read at; bulk actions call it task by task. */
export function deleteTask(taskId: number, version: number): Promise<unknown> {
  return apiRequest(tasksEndpoints.remove, { params: { taskId }, query: { version } });
}

/** After a bulk action: every list (and the touched tasks) shows the server's state again. */
export function refreshTaskLists(queryClient: QueryClient, taskIds: readonly number[] = []) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tasksKeys.lists() }),
    ...taskIds.map((id) => queryClient.invalidateQueries({ queryKey: tasksKeys.detail(id) })),
  ]);
}

/**
 * Moves a card on a project's board (`PUT .../index` within its column,
 * `.../placement` to another), optimistically: the board shows the computed
 * order at once, a failure restores the order from before the move and the
 * error policy shows the SPEC §8 message. Moves of one board run one at a
 * time (`scope`), each sending the version the previous answer left in the
 * cache, so quick successive moves of one card do not collide on their own
 * versions; the lists refresh once the last pending move has settled, so a
 * refetch never undoes a move still on its way.
 */
export function useMoveBoardTaskMutation(projectId: number) {
  const queryClient = useQueryClient();
  const boardKey = tasksKeys.board(projectId);
  const mutationKey = tasksKeys.boardMoves(projectId);
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(':') },
    mutationFn: (move: BoardMoveResult) => {
      const taskId = move.task.id;
      const cached = queryClient.getQueryData<Task[]>(boardKey)?.find((t) => t.id === taskId);
      const version = cached?.version ?? move.task.version;
      return move.changesStatus
        ? updateTaskField(taskId, 'placement', {
            status: move.status,
            position: move.position,
            version,
          })
        : updateTaskField(taskId, 'index', { position: move.position, version });
    },
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const previous = queryClient.getQueryData<Task[]>(boardKey);
      queryClient.setQueryData<Task[]>(boardKey, move.tasks);
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
    },
    onSuccess: (task) => {
      queryClient.setQueryData<Task[]>(boardKey, (tasks) => tasks && replaceTask(tasks, task));
      queryClient.setQueryData(tasksKeys.detail(task.id), task);
    },
    onSettled: async (_task, _error, move) => {
      await queryClient.invalidateQueries({ queryKey: tasksKeys.updates(move.task.id) });
      // This move still counts as pending here: 1 means it is the last one.
      if (queryClient.isMutating({ mutationKey }) === 1) {
        await queryClient.invalidateQueries({ queryKey: tasksKeys.lists() });
      }
    },
  });
}

/**
 * Moves a todo item to a 0-based place. The checklist shows the new order at
 * once and goes back to what it was if the server refuses (the error policy
 * shows why). Moves of one checklist run one after another, each with the
 * version the previous one returned, so quick presses of Move up never
 * collide with each other.
 */
export function useMoveTodoMutation(taskId: number) {
  const queryClient = useQueryClient();
  const key = tasksKeys.todos(taskId);
  return useMutation({
    scope: { id: `task-todos-${taskId}` },
    mutationFn: ({ todo, order }: { todo: TaskTodo; order: number }) => {
      const latest = queryClient.getQueryData<TaskTodo[]>(key)?.find((t) => t.id === todo.id);
      return apiRequest(tasksEndpoints.updateTodo, {
        params: { taskId, todoItemId: todo.id },
        body: { body: todo.body, done: todo.done, order, version: (latest ?? todo).version },
      });
    },
    onMutate: async ({ todo, order }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TaskTodo[]>(key);
      if (previous) queryClient.setQueryData(key, movedTodos(previous, todo.id, order));
      return { previous };
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<TaskTodo[]>(key, (list) =>
        list?.map((t) => (t.id === saved.id ? { ...t, version: saved.version } : t)),
      ),
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () =>
      // The last move of a burst refreshes the list; earlier ones would show a passing state.
      queryClient.isMutating({
        predicate: (m) => m.options.scope?.id === `task-todos-${taskId}`,
      }) > 1
        ? undefined
        : afterSubResourceWrite(queryClient, taskId, key),
  });
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Uploads one file as multipart field `file`. XMLHttpRequest rather than
 * fetch, because only it reports upload progress (`onProgress` gets 0..1).
 * Failures throw `ApiError` like `apiRequest` does (413 above the limit).
 */
export function uploadTaskAttachment(
  taskId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<TaskAttachment> {
  const endpoint = tasksEndpoints.uploadAttachment;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, buildPath(endpoint.path, { taskId }));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, '', undefined));
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.statusText, body));
        return;
      }
      const parsed = TaskAttachmentSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ResponseShapeError(`${endpoint.path}: ${parsed.error.message}`));
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

export function useUploadAttachmentMutation(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadTaskAttachment(taskId, file, onProgress),
    onSuccess: () => afterSubResourceWrite(queryClient, taskId, tasksKeys.attachments(taskId)),
  });
}

/** The task a 409 carries as `current` (someone else saved first), when it has one. */
export function currentTaskOf(error: unknown): Task | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { current?: unknown } | undefined;
  const parsed = TaskSchema.safeParse(body?.current);
  return parsed.success ? parsed.data : null;
}

/** One field change of one task, its body typed by the field. */
export type TaskFieldChange = {
  [F in TaskField]: { taskId: number; field: F; body: TaskFieldInput<F> };
}[TaskField];

/**
 * Saves any one field of a task (the task page edits several). Saves of one
 * task run one after another; each sends the newer of the version its
 * control read and the version the previous save of this page returned, so
 * quick edits (a stepper pressed twice, two fields in a row) do not refuse
 * each other, while a change by someone else still meets a 409. Then the
 * cache takes the task as it now is, so the page shows the other person's
 * change at once; the caller says so.
 */
export function useSaveTaskFieldMutation(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    scope: { id: `task-${taskId}` },
    mutationFn: (change: TaskFieldChange) => {
      const cached = queryClient.getQueryData<Task>(tasksKeys.detail(change.taskId));
      const version = Math.max(change.body.version, cached?.version ?? 0);
      const body = { ...change.body, version } as TaskFieldInput<'name'>;
      return updateTaskField(change.taskId, change.field, body);
    },
    onSuccess: (task) => afterTaskWrite(queryClient, task),
    onError: async (error, { taskId }) => {
      const current = currentTaskOf(error);
      if (current) queryClient.setQueryData(tasksKeys.detail(taskId), current);
      else if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: tasksKeys.detail(taskId) });
    },
  });
}
