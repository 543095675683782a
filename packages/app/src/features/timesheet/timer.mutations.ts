import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timesheetTimerEndpoints, type TimesheetTimerStartInput } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { afterEntryWrite } from './timesheet.mutations';
import { timerKeys } from './timer.queries';

/*
 * The running timer's writes. Each refreshes the timer; a stop (and a start
 * that stopped the timer running before) wrote entries, so it refreshes what
 * an entry write does: the week, the calendar, the totals, time in lieu, and
 * announces `time entry written` (the tasks' time logs, the finance figures).
 * The components show the errors themselves (a refusal names the rule and
 * the timer keeps running), so the mutations only log them.
 */

export function useStartTimerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimesheetTimerStartInput) =>
      apiRequest(timesheetTimerEndpoints.start, { body }),
    onSuccess: async (started) => {
      queryClient.setQueryData(timerKeys.running(), started.timer);
      if (started.stopped) await afterEntryWrite(queryClient);
    },
    meta: { errorPolicy: 'log' },
  });
}

export function useStopTimerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest(timesheetTimerEndpoints.stop, { body: { version } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timerKeys.running() }),
        afterEntryWrite(queryClient),
      ]),
    // Refused (a lock, the day cap) or stale: what runs now is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: timerKeys.running() }),
    meta: { errorPolicy: 'log' },
  });
}

export function useDiscardTimerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest(timesheetTimerEndpoints.discard, { query: { version } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timerKeys.running() }),
    meta: { errorPolicy: 'log' },
  });
}
