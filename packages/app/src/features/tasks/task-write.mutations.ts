import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  tasksEndpoints,
  TaskSchema,
  type EndpointBody,
  type Task,
  type TaskCreateInput,
} from '@keel/types';
import { ApiError, apiRequest } from '../../lib/api';
import { announce } from '../../lib/refresh';
import { tasksKeys } from './tasks.queries';

/* Writes to a task itself: create, delete, one field at a time, follow. */

/*
 * Invalidation rules: a write to a task puts the returned task in its detail
 * cache and refreshes every task list (they all may show it) and its history.
 * Sub-resources (comments, todos, files) refresh their own list and the
 * history, which records them too. The project's milestones count their
 * tasks' progress, so they refresh too.
 */
export async function afterTaskWrite(queryClient: QueryClient, task: Task) {
  queryClient.setQueryData(tasksKeys.detail(task.id), task);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tasksKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: tasksKeys.updates(task.id) }),
    announce(queryClient, { name: 'task changed', projectId: task.projectId }),
  ]);
}

/** Forms and inline editors show their own errors (field errors, 409); the mutation stays quiet. */
export const inline = { errorPolicy: 'inline' } as const;

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
