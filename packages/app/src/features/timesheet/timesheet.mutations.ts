import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  timesheetEndpoints,
  type EndpointBody,
  type TimesheetExportTemplate,
  type TimeEntryUpdateInput,
} from '@keel/types';
import {
  apiRequest,
  useBodyMutation,
  useEndpointMutation,
  useVersionedMutation,
  useVersionedSaveMutation,
} from '../../lib/api';
import { timesheetKeys } from './timesheet.queries';
import { announce, useInvalidate } from '../../lib/refresh';

/*
 * Invalidation rules: an entry write refreshes every range of entries (grid,
 * calendar), the weeks (totals), time in lieu (balances move with the hours)
 * and announces `time entry written` (app/refresh-map.ts: the tasks' time logs,
 * as an entry may have moved from one task to another, and the finance figures,
 * as logged time is the actual cost and T&M revenue).
 * A week decision refreshes the weeks and the ranges (they carry the week's
 * status, and approval locks the week). Management writes refresh their list.
 */
export function afterEntryWrite(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: timesheetKeys.entries() }),
    queryClient.invalidateQueries({ queryKey: timesheetKeys.weeks() }),
    queryClient.invalidateQueries({ queryKey: timesheetKeys.timeInLieu() }),
    announce(queryClient, { name: 'time entry written' }),
  ]);
}

/** Forms and grid cells show their own errors (field errors, 409); the mutation stays quiet. */
const inline = { errorPolicy: 'inline' } as const;

export function useCreateTimeEntryMutation() {
  const queryClient = useQueryClient();
  return useBodyMutation(
    timesheetEndpoints.createEntry,
    () => afterEntryWrite(queryClient),
    inline,
  );
}

export function useUpdateTimeEntryMutation() {
  const queryClient = useQueryClient();
  return useEndpointMutation(
    timesheetEndpoints.updateEntry,
    ({ entryId, input }: { entryId: number; input: TimeEntryUpdateInput }) => ({
      params: { entryId },
      body: input,
    }),
    () => afterEntryWrite(queryClient),
    inline,
  );
}

export function useDeleteTimeEntryMutation() {
  const queryClient = useQueryClient();
  return useVersionedMutation(
    timesheetEndpoints.removeEntry,
    ({ entryId }: { entryId: number; version: number }) => ({ entryId }),
    () => afterEntryWrite(queryClient),
    inline,
  );
}

type WeekParams = { userId: number; weekStart: string };

function afterWeekDecision(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: timesheetKeys.weeks() }),
    queryClient.invalidateQueries({ queryKey: timesheetKeys.entries() }),
  ]);
}

/** Submit, approve, reject or reopen a week (`action`); each sends the week's version. */
export function useWeekActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: (
      request:
        | ({ action: 'submit' } & WeekParams & {
              body: EndpointBody<typeof timesheetEndpoints.submitWeek>;
            })
        | ({ action: 'approve' } & WeekParams & {
              body: EndpointBody<typeof timesheetEndpoints.approveWeek>;
            })
        | ({ action: 'reject' } & WeekParams & {
              body: EndpointBody<typeof timesheetEndpoints.rejectWeek>;
            })
        | ({ action: 'reopen' } & WeekParams & {
              body: EndpointBody<typeof timesheetEndpoints.reopenWeek>;
            }),
    ) => {
      const params = { userId: request.userId, weekStart: request.weekStart };
      switch (request.action) {
        case 'submit':
          return apiRequest(timesheetEndpoints.submitWeek, { params, body: request.body });
        case 'approve':
          return apiRequest(timesheetEndpoints.approveWeek, { params, body: request.body });
        case 'reject':
          return apiRequest(timesheetEndpoints.rejectWeek, { params, body: request.body });
        case 'reopen':
          return apiRequest(timesheetEndpoints.reopenWeek, { params, body: request.body });
      }
    },
    onSuccess: (week) => {
      queryClient.setQueryData(timesheetKeys.week(week.user.id, week.weekStart), week);
      return afterWeekDecision(queryClient);
    },
  });
}

/** Locks change which days are open: the ranges refresh with the list. */
function afterLockWrite(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: timesheetKeys.allLocks() }),
    queryClient.invalidateQueries({ queryKey: timesheetKeys.entries() }),
  ]);
}

export function useCreateTimesheetLockMutation() {
  const queryClient = useQueryClient();
  return useBodyMutation(timesheetEndpoints.createLock, () => afterLockWrite(queryClient), inline);
}

/** The locks page reports a stale or already-lifted lock itself (it reloads the list and says so). */
export function useLiftTimesheetLockMutation() {
  const queryClient = useQueryClient();
  return useVersionedMutation(
    timesheetEndpoints.removeLock,
    ({ lockId }: { lockId: number; version: number }) => ({ lockId }),
    () => afterLockWrite(queryClient),
    inline,
  );
}

function afterTimesheetTaskWrite(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: timesheetKeys.allTasks() });
}

export function useCreateTimesheetTaskMutation() {
  const queryClient = useQueryClient();
  return useBodyMutation(
    timesheetEndpoints.createTask,
    () => afterTimesheetTaskWrite(queryClient),
    inline,
  );
}

export function useUpdateTimesheetTaskMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: ({
      timesheetTaskId,
      input,
    }: {
      timesheetTaskId: number;
      input: EndpointBody<typeof timesheetEndpoints.updateTask>;
    }) => apiRequest(timesheetEndpoints.updateTask, { params: { timesheetTaskId }, body: input }),
    onSuccess: () => afterTimesheetTaskWrite(queryClient),
  });
}

export function useAdjustTimeInLieuMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: ({
      userId,
      input,
    }: {
      userId: number;
      input: EndpointBody<typeof timesheetEndpoints.adjustTimeInLieu>;
    }) => apiRequest(timesheetEndpoints.adjustTimeInLieu, { params: { userId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.timeInLieu() }),
  });
}

const useAfterExportTemplateWrite = () => useInvalidate(timesheetKeys.exportTemplates());

const templateParams = (template: TimesheetExportTemplate) => ({ templateId: template.id });

/** Create (no template yet) or replace (with the version read) from the template dialog. */
export function useSaveExportTemplateMutation(template: TimesheetExportTemplate | null) {
  return useVersionedSaveMutation(
    {
      create: timesheetEndpoints.createExportTemplate,
      update: timesheetEndpoints.updateExportTemplate,
    },
    template,
    templateParams,
    useAfterExportTemplateWrite(),
  );
}

export function useDeleteExportTemplateMutation() {
  return useVersionedMutation(
    timesheetEndpoints.removeExportTemplate,
    templateParams,
    useAfterExportTemplateWrite(),
  );
}
