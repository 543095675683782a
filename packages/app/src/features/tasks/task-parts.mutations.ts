import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  buildPath,
  tasksEndpoints,
  TaskAttachmentSchema,
  type EndpointBody,
  type TaskAttachment,
  type TaskTodo,
} from '@keel/types';
import { ApiError, apiRequest, ResponseShapeError } from '../../lib/api';
import { tasksKeys } from './tasks.queries';
import { movedTodos } from './task-todos';
import { inline } from './task-write.mutations';

/* Writes to a task's parts: its comments, its checklist (todos) and its files. */

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
