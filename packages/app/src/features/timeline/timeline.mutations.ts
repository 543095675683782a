import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  tasksEndpoints,
  timelineEndpoints,
  type DependencyType,
  type TimelineTask,
} from '@keel/types';
import { apiRequest } from '../../lib/api';
import { useAnnounce } from '../../lib/refresh';
import { timelineKeys } from './timeline.queries';

/*
 * Invalidation rules: a reschedule changes tasks (their dates, their
 * successors' dates) that the task pages show too, so it announces `tasks
 * rescheduled`; a new link shows on both tasks' pages, so it announces `task
 * dependencies changed` (app/refresh-map.ts refreshes this timeline with
 * either); a baseline is the timeline's own (its keys only). Errors are shown
 * by the page (a 409 says what to do), so the mutations do not notify.
 */

export interface ScheduleVariables {
  task: Pick<TimelineTask, 'id' | 'version'>;
  startDate: string | null;
  dueDate: string | null;
  /** False: save this task only and report the constraints it breaks. */
  shiftSuccessors: boolean;
  /** Lock or unlock the start (a shift stops at a locked start); absent: unchanged. */
  fixedStart?: boolean;
}

/** New dates for a task, with the version read; successors follow unless told not to. */
export function useScheduleTaskMutation(projectId: number) {
  const refresh = useAnnounce({ name: 'tasks rescheduled', projectId });
  return useMutation({
    mutationFn: ({ task, startDate, dueDate, shiftSuccessors, fixedStart }: ScheduleVariables) =>
      apiRequest(tasksEndpoints.updateSchedule, {
        params: { taskId: task.id },
        body: { startDate, dueDate, version: task.version, shiftSuccessors, fixedStart },
      }),
    onSuccess: refresh,
    // A 409 still reloads the plan, so the next try starts from the current dates.
    onError: refresh,
    meta: { errorPolicy: 'inline' },
  });
}

export interface LinkVariables {
  predecessorId: number;
  successorId: number;
  type: DependencyType;
  lagDays: number;
}

/** A dependency: added on its successor. */
export function useLinkTasksMutation(projectId: number) {
  const refresh = useAnnounce({ name: 'task dependencies changed', projectId });
  return useMutation({
    mutationFn: ({ predecessorId, successorId, type, lagDays }: LinkVariables) =>
      apiRequest(tasksEndpoints.createDependency, {
        params: { taskId: successorId },
        body: { predecessorId, type, lagDays },
      }),
    onSuccess: refresh,
    meta: { errorPolicy: 'inline' },
  });
}

/** Freezes every task's dates under a name. */
export function useSaveBaselineMutation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest(timelineEndpoints.createBaseline, { params: { projectId }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timelineKeys.baselines(projectId) }),
    meta: { errorPolicy: 'inline' },
  });
}
